import Benchmark
import BenchmarkSupport
import Foundation
import UIKitTesting

/// 10,000 views under one root, each with a flexible autoresizing mask.
@MainActor
final class AutoresizingField {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1366, height: 1024))
    private var wide = false

    init() {
        for index in 0..<10_000 {
            let view = UIView(frame: CGRect(x: CGFloat(index % 100) * 13, y: CGFloat(index / 100) * 10, width: 12, height: 9))
            view.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleHeight]
            root.addSubview(view)
        }
        root.layoutIfNeeded()
    }

    func resize() {
        wide.toggle()
        root.frame.size = wide ? CGSize(width: 1024, height: 1366) : CGSize(width: 1366, height: 1024)
        root.layoutIfNeeded()
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 2,
        scalingFactor: .one,
        maxDuration: .seconds(10),
        maxIterations: 40
    )

    Benchmark("Auto Layout: build and first solve of 1,000 views, 3,900 constraints") { benchmark in
        await ConstraintGrid.measureBuilding(benchmark)
    }

    Benchmark("Auto Layout: tear down 1,000 constrained views") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            var grids: [ConstraintGrid] = []
            for _ in benchmark.scaledIterations {
                let grid = ConstraintGrid()
                grid.root.layoutIfNeeded()
                grids.append(grid)
            }
            benchmark.startMeasurement()
            grids.removeAll()
            benchmark.stopMeasurement()
        }
    }

    Benchmark("Auto Layout: change one constant among 1,000 views and lay out again") { benchmark in
        await ConstraintGrid.measureRelayout(benchmark) { grid, flip in grid.spacings[400].constant = flip ? 12 : 4 }
    }

    Benchmark("Auto Layout: resize the root of 1,000 constrained views") { benchmark in
        await ConstraintGrid.measureRelayout(benchmark) { grid, wide in grid.root.frame.size.width = wide ? 1024 : 1366 }
    }

    Benchmark("Autoresizing: resize the root of 10,000 views") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let field = AutoresizingField()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { field.resize() }
            benchmark.stopMeasurement()
        }
    }
}
