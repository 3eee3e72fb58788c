import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("Diffable data sources", .serialized, .exclusiveUIKit)
struct DiffableDataSourceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

    private func makeTable() -> (HeadlessScreen, UIWindow, UITableView, UITableViewDiffableDataSource<String, String>, () -> [String]) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let window = UIWindow()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = UITableViewDiffableDataSource<String, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            return cell
        }
        window.addSubview(table)
        window.makeKeyAndVisible()
        screen.presentFrame()
        let shown = { table.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text ?? "?" } }
        return (screen, window, table, dataSource, shown)
    }

    @Test("DIFF-01 identifiers are unique: equal values are the same item, and a duplicate stops the program")
    func uniqueIdentifiers() async {
        var snapshot = Snapshot()
        snapshot.appendSections(["main"])
        snapshot.appendItems(["a", "b"])
        #expect(snapshot.indexOfItem("b") == 1)
        await #expect(processExitsWith: .failure) {
            var duplicate = NSDiffableDataSourceSnapshot<String, String>()
            duplicate.appendSections(["main"])
            duplicate.appendItems(["a", "a"])
        }
    }

    @Test("DIFF-02 the diffable data source becomes the table's data source; the cell provider gets the item")
    func becomesDataSource() {
        let (_, window, table, dataSource, shown) = makeTable()
        defer { window.isHidden = true }
        #expect(table.dataSource === dataSource)
        var snapshot = Snapshot()
        snapshot.appendSections(["main"])
        snapshot.appendItems(["Alabama", "Alaska"])
        dataSource.apply(snapshot, animatingDifferences: false)
        table.layoutIfNeeded()
        #expect(shown() == ["Alabama", "Alaska"])
    }

    @Test("DIFF-03 snapshots: append (to the last section by default), delete, counts and positions")
    func snapshotOperations() {
        var snapshot = Snapshot()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems(["b1", "b2"])
        snapshot.appendItems(["a1"], toSection: "A")
        #expect(snapshot.itemIdentifiers(inSection: "B") == ["b1", "b2"], "no section named: the last appended")
        #expect(snapshot.itemIdentifiers == ["a1", "b1", "b2"])
        #expect(snapshot.numberOfItems == 3)
        #expect(snapshot.numberOfItems(inSection: "B") == 2)
        #expect(snapshot.indexOfSection("B") == 1)
        #expect(snapshot.sectionIdentifier(containingItem: "b2") == "B")
        snapshot.insertItems(["a0"], beforeItem: "a1")
        snapshot.moveItem("b2", beforeItem: "b1")
        #expect(snapshot.itemIdentifiers == ["a0", "a1", "b2", "b1"])
        snapshot.deleteItems(["a1"])
        snapshot.deleteSections(["A"])
        #expect(snapshot.sectionIdentifiers == ["B"])
        #expect(snapshot.itemIdentifiers == ["b2", "b1"])
        #expect(snapshot.indexOfItem("a0") == nil)
    }

    @Test("DIFF-04 apply works out inserts, deletes and moves and animates them; without animation it shows at once")
    func applyDifferences() {
        let (screen, window, table, dataSource, shown) = makeTable()
        defer { window.isHidden = true }
        var snapshot = Snapshot()
        snapshot.appendSections(["main"])
        snapshot.appendItems(["a", "b", "c", "d"])
        dataSource.apply(snapshot, animatingDifferences: false)
        table.layoutIfNeeded()
        let cellD = table.cellForRow(at: IndexPath(row: 3, section: 0))
        var next = Snapshot()
        next.appendSections(["main"])
        next.appendItems(["d", "a", "x", "c"])
        var completed = false
        dataSource.apply(next, animatingDifferences: true) { completed = true }
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellD, "d moved, keeping its cell")
        #expect(cellD?.frame.minY == 0, "the model value is the destination")
        screen.presentFrame()
        #expect(cellD?.layer.presentation()?.position.y == 154, "the row starts from where it was")
        screen.runUntilAnimationsSettle()
        #expect(completed)
        #expect(cellD?.frame.minY == 0)
        #expect(shown() == ["d", "a", "x", "c"])
        #expect(SnapshotDifference.updates(from: snapshot, to: next).count == 3, "one delete, one insert, one move")
    }

    @Test("DIFF-05 snapshot() is a copy; itemIdentifier(for:) and indexPath(for:) convert")
    func snapshotCopy() {
        let (_, window, _, dataSource, _) = makeTable()
        defer { window.isHidden = true }
        var snapshot = Snapshot()
        snapshot.appendSections(["s1", "s2"])
        snapshot.appendItems(["a"], toSection: "s1")
        snapshot.appendItems(["b", "c"], toSection: "s2")
        dataSource.apply(snapshot, animatingDifferences: false)
        var copy = dataSource.snapshot()
        copy.deleteItems(["a"])
        #expect(dataSource.snapshot().itemIdentifiers == ["a", "b", "c"], "changing the copy changes nothing shown")
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 1)) == "c")
        #expect(dataSource.indexPath(for: "b") == IndexPath(row: 0, section: 1))
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 9, section: 9)) == nil)
    }

    @Test("DIFF-06 performBatchUpdates on a table with a diffable data source stops the program, naming apply")
    func batchUpdatesRefused() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), style: .plain)
                let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: table) { _, _, _ in UITableViewCell() }
                table.performBatchUpdates({})
                _ = dataSource
            }
        }
    }

    @Test("DIFF-07 editing needs a subclass: canEditRowAt is false by default; a subclass adds titles, editing and swipe-to-delete")
    func subclassing() {
        final class Editable: UITableViewDiffableDataSource<String, String> {
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                sectionIdentifier(for: section)
            }
            override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
            override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
                guard let item = itemIdentifier(for: indexPath) else { return }
                var snapshot = snapshot()
                snapshot.deleteItems([item])
                apply(snapshot)
            }
        }
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let window = UIWindow()
        defer { window.isHidden = true }
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let plain = UITableViewDiffableDataSource<String, String>(tableView: table) { table, indexPath, _ in
            table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        #expect(!plain.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)))
        let dataSource = Editable(tableView: table) { table, indexPath, _ in table.dequeueReusableCell(withIdentifier: "cell", for: indexPath) }
        var snapshot = Snapshot()
        snapshot.appendSections(["Fruit"])
        snapshot.appendItems(["apple", "pear", "plum"])
        dataSource.apply(snapshot, animatingDifferences: false)
        window.addSubview(table)
        window.makeKeyAndVisible()
        screen.presentFrame()
        #expect((table.headerView(forSection: 0)?.contentConfiguration as? UIListContentConfiguration)?.text == "Fruit")
        let row = table.rectForRow(at: IndexPath(row: 1, section: 0))
        screen.drag(from: CGPoint(x: 390, y: row.midY), to: CGPoint(x: 20, y: row.midY), steps: 20)
        screen.runUntilAnimationsSettle()
        #expect(dataSource.snapshot().itemIdentifiers == ["apple", "plum"])
        #expect(table.numberOfRows(inSection: 0) == 2)
    }

    @Test("Snapshot differences turn any old order into any new one (checked on random shuffles)")
    func differencesAreComplete() throws {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<30 {
            var old = Snapshot()
            old.appendSections(["s0", "s1", "s2"])
            let pool = (0..<40).map { "i\($0)" }
            for (index, item) in pool.shuffled(using: &generator).prefix(30).enumerated() {
                old.appendItems([item], toSection: "s\(index % 3)")
            }
            var new = Snapshot()
            let sections = ["s0", "s1", "s2", "s3"].shuffled(using: &generator).prefix(3)
            new.appendSections(Array(sections))
            for (index, item) in pool.shuffled(using: &generator).prefix(25).enumerated() {
                new.appendItems([item], toSection: sections[sections.startIndex + index % 3])
            }
            let updates = SnapshotDifference.updates(from: old, to: new)
            let plan = try ListUpdatePlan(updates: updates, oldCounts: old.itemsBySection.map(\.count),
                                          newCounts: new.itemsBySection.map(\.count), api: "round \(round)")
            var rebuilt = new.itemsBySection.map { [String?](repeating: nil, count: $0.count) }
            for (section, items) in old.itemsBySection.enumerated() {
                for (row, item) in items.enumerated() {
                    if let target = plan.newIndexPath(forOld: IndexPath(row: row, section: section)) {
                        rebuilt[target.section][target.row] = item
                    }
                }
            }
            for (section, items) in new.itemsBySection.enumerated() {
                for (row, item) in items.enumerated() where !plan.isNew(IndexPath(row: row, section: section)) {
                    #expect(rebuilt[section][row] == item, "round \(round): \(item) lands at \(section).\(row)")
                }
            }
        }
    }
}
