import Benchmark
import BenchmarkSupport
import Foundation
import UIKitTesting

@MainActor
enum Shared {
    static let document = LongTextDocument()
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 3,
        scalingFactor: .one,
        maxDuration: .seconds(15),
        maxIterations: 300
    )

    Benchmark("Text: open a 10,000-line document (set the text, lay out and composite its first screen at 1366×1024@2×)") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let document = Shared.document
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { document.open() }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("Text: scroll a 10,000-line document one screen per frame (layout + composite at 1366×1024@2×)") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let document = Shared.document
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { document.nextFrame() }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("Text: type a character in the middle of a 10,000-line document (edit, layout + composite)") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let document = Shared.document
            document.beginTypingInTheMiddle()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { document.typeCharacter() }
            benchmark.stopMeasurement()
        }
    }
}
