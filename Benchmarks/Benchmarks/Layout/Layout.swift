import Benchmark
import Foundation
import UIKitTesting

/// 1,000 constrained views: 100 rows, each a leading label-sized view and nine cells chained
/// to it with spacing, equal widths and a trailing pin, rows stacked vertically.
@MainActor
final class ConstraintGrid {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1366, height: 1024))
    private(set) var spacings: [NSLayoutConstraint] = []

    init() {
        var previousRow: UIView?
        for _ in 0..<100 {
            var previous: UIView?
            var first: UIView?
            for column in 0..<10 {
                let cell = UIView()
                cell.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(cell)
                var constraints = [cell.heightAnchor.constraint(equalToConstant: 8)]
                if let previousRow {
                    constraints.append(cell.topAnchor.constraint(equalTo: previousRow.bottomAnchor, constant: 2))
                } else {
                    constraints.append(cell.topAnchor.constraint(equalTo: root.topAnchor, constant: 2))
                }
                if let previous, let first {
                    let spacing = cell.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 4)
                    spacings.append(spacing)
                    constraints += [spacing, cell.widthAnchor.constraint(equalTo: first.widthAnchor)]
                } else {
                    constraints.append(cell.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8))
                    first = cell
                }
                if column == 9 { constraints.append(cell.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8)) }
                NSLayoutConstraint.activate(constraints)
                previous = cell
            }
            previousRow = first
        }
    }
}

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
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            var grids: [ConstraintGrid] = []
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let grid = ConstraintGrid()
                grid.root.layoutIfNeeded()
                grids.append(grid)
            }
            benchmark.stopMeasurement()
            blackHole(grids)
        }
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
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let grid = ConstraintGrid()
            grid.root.layoutIfNeeded()
            var flip = false
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                flip.toggle()
                grid.spacings[400].constant = flip ? 12 : 4
                grid.root.layoutIfNeeded()
            }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("Auto Layout: resize the root of 1,000 constrained views") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let grid = ConstraintGrid()
            grid.root.layoutIfNeeded()
            var wide = false
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                wide.toggle()
                grid.root.frame.size.width = wide ? 1024 : 1366
                grid.root.layoutIfNeeded()
            }
            benchmark.stopMeasurement()
        }
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
