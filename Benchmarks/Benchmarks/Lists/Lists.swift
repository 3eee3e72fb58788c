import Benchmark
import BenchmarkSupport
import Foundation
import UIKitTesting

/// A table over a diffable data source of 10,000 items in 10 sections, and two snapshots that
/// differ by 500 deletions, 500 insertions and 100 moves (across sections too).
@MainActor
final class DiffableTable {
    typealias Snapshot = NSDiffableDataSourceSnapshot<Int, Int>
    let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 2)
    let window = UIWindow()
    let table: UITableView
    let dataSource: UITableViewDiffableDataSource<Int, Int>
    let first: Snapshot
    let second: Snapshot
    private var showingFirst = true

    init() {
        table = UITableView(frame: window.bounds, style: .insetGrouped)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        dataSource = UITableViewDiffableDataSource(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "Item \(item)"
            cell.contentConfiguration = content
            return cell
        }
        var first = Snapshot()
        first.appendSections(Array(0..<10))
        for section in 0..<10 { first.appendItems(Array(section * 1000..<(section + 1) * 1000), toSection: section) }
        var second = first
        // 500 deletions and 500 new items, spread through the sections.
        second.deleteItems(stride(from: 7, to: 10_000, by: 20).map { $0 })
        for section in 0..<10 {
            second.appendItems(Array((20_000 + section * 50)..<(20_000 + section * 50 + 50)), toSection: section)
        }
        // 100 moves, some to other sections.
        for index in 0..<100 {
            let item = index * 97 + 3
            let anchor = (index * 389 + 500) % 10_000
            if item != anchor, second.indexOfItem(item) != nil, second.indexOfItem(anchor) != nil {
                second.moveItem(item, beforeItem: anchor)
            }
        }
        self.first = first
        self.second = second
        dataSource.apply(first, animatingDifferences: false)
        window.addSubview(table)
        window.makeKeyAndVisible()
        screen.presentFrame()
    }

    /// Applies the other snapshot and lets the table lay out.
    func toggle(animated: Bool) {
        showingFirst.toggle()
        dataSource.apply(showingFirst ? first : second, animatingDifferences: animated)
        table.layoutIfNeeded()
        if animated { _ = screen.runUntilAnimationsSettle() }
    }
}

@MainActor
enum Shared {
    static let million = MillionRowTable()
    static let diffable = DiffableTable()
    static let grid = HundredThousandItemGrid()
    /// The table scrolled at 120 Hz on the virtual clock, with nobody listening.
    static let millionAt120Hz: MillionRowTable = {
        let table = MillionRowTable()
        table.frameInterval = 1.0 / 120
        return table
    }()
    /// The same, read by a screen reader: its accessibility tree kept in sync as a desktop
    /// keeps it (at most every 0.1 s while frames change views on their own).
    static let millionRead: MillionRowTable = {
        let table = MillionRowTable()
        table.frameInterval = 1.0 / 120
        _ = table.screen.attachScreenReader()
        table.screen.presentFrame()
        return table
    }()
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 5,
        scalingFactor: .one,
        maxDuration: .seconds(15),
        maxIterations: 300
    )

    Benchmark("Table: scroll 1,000,000 rows one screen per frame (layout + composite at 1366×1024@2×)",
              configuration: .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident,
                                             .custom("cells ever created", useScalingFactor: false)])) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        let made = await MainActor.run {
            let table = Shared.million
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { table.nextFrame() }
            benchmark.stopMeasurement()
            return CountedCell.made
        }
        benchmark.measurement(.custom("cells ever created", useScalingFactor: false), made)
    }

    Benchmark("Table: scroll 1,000,000 rows one screen per 120 Hz frame (layout + composite; the virtual clock moves 1/120 s a frame)",
              configuration: .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident])) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let table = Shared.millionAt120Hz
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { table.nextFrame() }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("Table: scroll 1,000,000 rows one screen per 120 Hz frame with a screen reader attached (its accessibility tree kept in sync)",
              configuration: .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident])) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let table = Shared.millionRead
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { table.nextFrame() }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("Table: scroll 1,000,000 rows one screen per 120 Hz frame with a screen reader attached, its tree rebuilt every frame (the app sets an accessibility property each frame)",
              configuration: .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident])) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let table = Shared.millionRead
            var frame = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                frame += 1
                table.table.accessibilityHint = "Frame \(frame)"
                table.nextFrame()
            }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("Table: scroll 1,000,000 rows one screen per step, layout only (cells reused and configured, no compositing)") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let table = Shared.million
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { table.nextLayout() }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("Table: jump anywhere in 1,000,000 rows (scrollToRow + frame)",
              configuration: .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident,
                                             .custom("cells ever created", useScalingFactor: false)])) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        let made = await MainActor.run {
            let table = Shared.million
            var generator = SystemRandomNumberGenerator()
            let rows = (0..<benchmark.scaledIterations.count).map { _ in Int.random(in: 0..<MillionRowTable.rows, using: &generator) }
            benchmark.startMeasurement()
            for row in rows { table.jump(toRow: row) }
            benchmark.stopMeasurement()
            return CountedCell.made
        }
        benchmark.measurement(.custom("cells ever created", useScalingFactor: false), made)
    }

    Benchmark("Grid: scroll 100,000 items one screen per frame (flow layout, layout + composite at 1366×1024@2×)",
              configuration: .init(metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident,
                                             .custom("cells ever created", useScalingFactor: false)])) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        let made = await MainActor.run {
            let grid = Shared.grid
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { grid.nextFrame() }
            benchmark.stopMeasurement()
            return CountedSwatch.made
        }
        benchmark.measurement(.custom("cells ever created", useScalingFactor: false), made)
    }

    Benchmark("Grid: lay all 100,000 items out again (flow layout prepare after invalidateLayout)") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let grid = Shared.grid
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { grid.relayout() }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("Diffable: apply a 10,000-item snapshot differing by 500 deletes, 500 inserts, 100 moves (no animation)") { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let table = Shared.diffable
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { table.toggle(animated: false) }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("Diffable: the same apply, animated, until the animation settles",
              configuration: .init(maxIterations: 60)) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let table = Shared.diffable
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { table.toggle(animated: true) }
            benchmark.stopMeasurement()
        }
    }
}
