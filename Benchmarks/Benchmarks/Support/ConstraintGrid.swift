import Benchmark
import UIKitTesting

/// 1,000 constrained views: 100 rows, each a leading label-sized view and nine cells chained
/// to it with spacing, equal widths and a trailing pin, rows stacked vertically.
@MainActor
public final class ConstraintGrid {
    public let root = UIView(frame: CGRect(x: 0, y: 0, width: 1366, height: 1024))
    public private(set) var spacings: [NSLayoutConstraint] = []

    public init() {
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

extension ConstraintGrid {
    /// Builds and solves grids, one per iteration (Layout, and Peers beside GTK4).
    public nonisolated static func measureBuilding(_ benchmark: Benchmark) async {
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

    /// Lays a solved grid out again after each `change`, which gets the iteration's parity.
    public nonisolated static func measureRelayout(_ benchmark: Benchmark, after change: @escaping @MainActor (ConstraintGrid, Bool) -> Void) async {
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let grid = ConstraintGrid()
            grid.root.layoutIfNeeded()
            var flip = false
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                flip.toggle()
                change(grid, flip)
                grid.root.layoutIfNeeded()
            }
            benchmark.stopMeasurement()
        }
    }
}
