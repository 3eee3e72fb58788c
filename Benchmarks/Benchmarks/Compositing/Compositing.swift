import Benchmark
import BenchmarkSupport
import Foundation
import UIKitTesting

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 2,
        scalingFactor: .one,
        maxDuration: .seconds(10),
        maxIterations: 60
    )

    // Slate's UI objects live on the main actor; each benchmark hops there. The harness does
    // not touch `benchmark` while the body runs, so sending it across is safe.
    Benchmark("Full frame: 200 layers, 1366×1024 at 2×") { benchmark in
        await CardScene.measureFrames(benchmark) { $0.invalidateEverything() }
    }

    Benchmark("Incremental frame: one 22-point layer changed") { benchmark in
        await CardScene.measureFrames(benchmark) { $0.changeOneBadge() }
    }

    Benchmark("First frame: build the scene, draw text, blur shadows, composite") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            for _ in benchmark.scaledIterations {
                blackHole(CardScene())
            }
        }
    }
}
