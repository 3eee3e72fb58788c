import Benchmark
import BenchmarkSupport
import Foundation
import UIKitTesting

/// The same work through Slate and through GTK4, in one run, and the floor beneath both:
/// writing every pixel of a 2732×2048 RGBA frame once. `Scripts/peer-table` prints them side
/// by side with ratios (docs/performance.md).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .peakMemoryResident],
        warmupIterations: 3,
        scalingFactor: .one,
        maxDuration: .seconds(10),
        maxIterations: 100
    )

    // MARK: Full frame

    Benchmark("Full frame | Slate") { benchmark in
        await CardScene.measureFrames(benchmark) { $0.invalidateEverything() }
    }

    Benchmark("Full frame | GTK4 (GSK Cairo renderer)") { benchmark in
        GTKCardScene.measureFrames(benchmark) { $0.fullFrame() }
    }

    // MARK: Incremental frame

    Benchmark("Incremental frame | Slate") { benchmark in
        await CardScene.measureFrames(benchmark) { $0.changeOneBadge() }
    }

    Benchmark("Incremental frame | GTK4 (GSK Cairo renderer)") { benchmark in
        GTKCardScene.measureFrames(benchmark) { $0.changeOneBadge() }
    }

    // MARK: The floor

    Benchmark("Floor | write a 2732×2048 RGBA frame (memset)") { benchmark in
        let count = 2732 * 2048 * 4
        let frame = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 64)
        defer { frame.deallocate() }
        memset(frame, 0, count)
        var value: Int32 = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            value = (value + 1) & 0xFF
            memset(frame, value, count)
            blackHole(frame.load(fromByteOffset: count / 2, as: UInt8.self))
        }
        benchmark.stopMeasurement()
    }

    Benchmark("Floor | copy a 2732×2048 RGBA frame (memcpy)") { benchmark in
        let count = 2732 * 2048 * 4
        let source = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 64)
        let frame = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 64)
        defer {
            source.deallocate()
            frame.deallocate()
        }
        memset(source, 7, count)
        memset(frame, 0, count)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            memcpy(frame, source, count)
            blackHole(frame.load(fromByteOffset: count / 2, as: UInt8.self))
        }
        benchmark.stopMeasurement()
    }
}
