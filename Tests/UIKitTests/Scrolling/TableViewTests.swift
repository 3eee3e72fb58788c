import Foundation
import Testing
@testable import QuartzCore
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UITableView data source and cells", .serialized, .exclusiveUIKit)
struct TableViewTests {
    @Test("TBL-01 the three big questions: sections (default 1), rows, cells; zero sections asks nothing more")
    func threeQuestions() {
        let model = LoggingTableModel.numbered(rows: 3, sections: 2)
        let fixture = TableFixture(model: model)
        defer { fixture.close() }
        #expect(model.log.first == "sections")
        #expect(model.log.contains("rows 0") && model.log.contains("rows 1"))
        #expect(model.log.filter { $0.hasPrefix("cell") }.count == 6, "\(model.log)")
        #expect(fixture.table.numberOfSections == 2)
        #expect(fixture.table.numberOfRows(inSection: 1) == 3)

        model.sections = []
        model.reset()
        fixture.table.reloadData()
        fixture.table.layoutIfNeeded()
        #expect(model.log == ["sections", "index"], "no rows or cells are asked for zero sections")
    }

    @Test("TBL-02 cells are asked for only the visible rows, again as rows scroll into view")
    func lazyCells() {
        let model = LoggingTableModel.numbered(rows: 1000)
        let fixture = TableFixture(model: model) { $0.rowHeight = 50 }
        defer { fixture.close() }
        let asked = model.log.filter { $0.hasPrefix("cell") }
        #expect(asked.count == 12, "600 points of 50-point rows")
        #expect(asked.first == "cell 0.0" && asked.last == "cell 0.11")
        model.reset()
        fixture.table.contentOffset = CGPoint(x: 0, y: 500)
        fixture.table.layoutIfNeeded()
        #expect(model.log.filter { $0.hasPrefix("cell") } == (12..<22).map { "cell 0.\($0)" })
        #expect(fixture.table.indexPathsForVisibleRows?.first == IndexPath(row: 10, section: 0))
    }

    @Test("TBL-06 dequeue(for:) makes the registered class with init(style: .default, reuseIdentifier:) at the row's final bounds")
    func dequeueRegistered() {
        final class Cell: UITableViewCell {
            nonisolated(unsafe) static var made: [(CellStyle, String?)] = []
            required init(style: CellStyle, reuseIdentifier: String?) {
                Cell.made.append((style, reuseIdentifier))
                super.init(style: style, reuseIdentifier: reuseIdentifier)
            }
            required init?(coder: NSCoder) { nil }
        }
        let model = LoggingTableModel.numbered(rows: 3)
        model.cellClass = Cell.self
        let fixture = TableFixture(model: model) { $0.rowHeight = 60 }
        defer { fixture.close() }
        let table = fixture.table
        let cell = table.dequeueReusableCell(withIdentifier: "cell", for: IndexPath(row: 2, section: 0))
        #expect(cell is Cell)
        #expect(Cell.made.allSatisfy { $0.0 == .default && $0.1 == "cell" })
        #expect(cell.bounds.size == CGSize(width: 400, height: 60))
        #expect(cell.frame.origin.y == 120)
        #expect(table.dequeueReusableCell(withIdentifier: "nothing registered") == nil)
    }

    @Test("TBL-08 1000 rows scrolled end to end create about a screenful of cells; each identifier has its own pool")
    func reuseBound() {
        let model = LoggingTableModel.numbered(rows: 1000)
        let fixture = TableFixture(model: model) { $0.rowHeight = 44 }
        defer { fixture.close() }
        let table = fixture.table
        var y: CGFloat = 0
        while y < table.contentSize.height - 600 {
            y += 300
            table.contentOffset = CGPoint(x: 0, y: min(y, table.contentSize.height - 600))
            table.layoutIfNeeded()
        }
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 999, section: 0))
        #expect(table.cellsCreated <= 16, "made \(table.cellsCreated) cells for 1000 rows")
        #expect(table.subviews.filter { $0 is UITableViewCell }.count <= 16)
    }

    @Test("TBL-09 a reused cell keeps its configuration and hears prepareForReuse")
    func reuseKeepsConfiguration() {
        final class Cell: UITableViewCell {
            var reuses = 0
            override func prepareForReuse() { super.prepareForReuse(); reuses += 1 }
        }
        let model = LoggingTableModel.numbered(rows: 100)
        model.cellClass = Cell.self
        let fixture = TableFixture(model: model) { $0.rowHeight = 50 }
        defer { fixture.close() }
        let table = fixture.table
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0)) as! Cell
        first.accessoryType = .checkmark
        table.contentOffset = CGPoint(x: 0, y: 700)
        table.layoutIfNeeded()
        let reused = table.visibleCells.compactMap { $0 as? Cell }.first { $0 === first }
        #expect(reused != nil, "the first cell came back for another row")
        #expect(reused?.reuses == 1)
        #expect(reused?.accessoryType == .checkmark, "configuration is the data source's job on every row")
    }
}

@MainActor
@Suite("UITableView structure and updates", .serialized, .exclusiveUIKit)
struct TableStructureTests {
    @Test("TBL-07 dequeueReusableCell(withIdentifier:for:) with an unregistered identifier stops the program, naming the fix")
    func unregisteredIdentifier() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), style: .plain)
                _ = table.dequeueReusableCell(withIdentifier: "never registered", for: IndexPath(row: 0, section: 0))
            }
        }
    }

    @Test("TBL-10 titles make headers and footers (none by default); the delegate's views are resized to the table's width")
    func headersAndFooters() {
        final class Model: NSObject, UITableViewDataSource, UITableViewDelegate {
            func numberOfSections(in tableView: UITableView) -> Int { 3 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { section == 0 ? "Fruit" : nil }
            func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { section == 0 ? "Ripe ones only" : nil }
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                section == 1 ? UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30)) : nil
            }
            func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
                section == 1 ? 30 : UITableView.automaticDimension
            }
        }
        let model = Model()
        let (screen, window, table) = showTable(model)
        defer { window.isHidden = true }
        let header = table.headerView(forSection: 0)
        #expect((header?.contentConfiguration as? UIListContentConfiguration)?.text == "Fruit")
        #expect(table.footerView(forSection: 0) != nil)
        #expect(table.rectForHeader(inSection: 0).height > 20)
        let custom = table.subviews.first { $0.frame.height == 30 && !($0 is UITableViewCell) && !($0 is UITableViewHeaderFooterView) }
        #expect(custom?.frame.width == 400, "a delegate's header spans the table")
        #expect(table.rectForHeader(inSection: 1).height == 30)
        #expect(table.rectForHeader(inSection: 2).height == 0, "plain sections have no header by default")
        #expect(table.rectForFooter(inSection: 2).height == 0)
    }

    @Test("TBL-17 reloadData re-asks everything; reloadRows re-asks those rows but not the index; reloadSections also the headers and index; reloadSectionIndexTitles only the index")
    func reloadScopes() {
        let model = LoggingTableModel.numbered(rows: 3, sections: 2)
        model.headerTitles = ["A", "B"]
        model.indexTitles = ["A", "B"]
        let fixture = TableFixture(model: model)
        defer { fixture.close() }
        let table = fixture.table
        let before = table.cellForRow(at: IndexPath(row: 1, section: 0))
        model.reset()
        table.reloadRows(at: [IndexPath(row: 1, section: 0)], with: .none)
        #expect(model.log.contains("cell 0.1"))
        #expect(!model.log.contains("index"))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) !== nil)
        _ = before
        model.reset()
        table.reloadSections(IndexSet(integer: 1), with: .none)
        #expect(model.log.contains("index"))
        #expect(model.log.contains("header 1"))
        model.reset()
        table.reloadSectionIndexTitles()
        #expect(model.log == ["index"])
        model.reset()
        table.reloadData()
        table.layoutIfNeeded()
        #expect(model.log.contains("sections") && model.log.contains("rows 1") && model.log.contains("index") && model.log.contains("header 0"))
        #expect(model.log.filter { $0.hasPrefix("cell") }.count == 6, "\(model.log)")
    }

    @Test("TBL-18 insert, delete and move rows and sections after changing the model")
    func structuralChanges() {
        let model = LoggingTableModel(sections: [["a", "b", "c"], ["d"]])
        let fixture = TableFixture(model: model) { $0.rowHeight = 44 }
        defer { fixture.close() }
        let table = fixture.table
        model.sections[0].insert("x", at: 1)
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        #expect(table.numberOfRows(inSection: 0) == 4)
        model.sections[0].remove(at: 0)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        model.sections.insert(["new"], at: 1)
        table.insertSections(IndexSet(integer: 1), with: .automatic)
        #expect(table.numberOfSections == 3)
        model.sections.remove(at: 2)
        table.deleteSections(IndexSet(integer: 2), with: .automatic)
        let moved = model.sections[0].remove(at: 2)
        model.sections[1].append(moved)
        table.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 1, section: 1))
        model.sections.swapAt(0, 1)
        table.moveSection(0, toSection: 1)
        fixture.screen.runUntilAnimationsSettle()
        table.layoutIfNeeded()
        let texts = table.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text ?? "?" }
        #expect(texts == ["new", "c", "x", "b"])
    }

    @Test("TBL-18 counts that do not add up after an update stop the program with UIKit's message")
    func inconsistentUpdate() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let model = LoggingTableModel.numbered(rows: 3)
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), style: .plain)
                table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
                table.dataSource = model
                table.layoutIfNeeded()
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)   // the model did not change
            }
        }
    }

    @Test("TBL-19 a batch: deletions use the old indexes, insertions the new, moves both; rows keep their order around them")
    func batchSemantics() throws {
        let plan = try ListUpdatePlan(updates: [.deleteRows([IndexPath(row: 1, section: 0), IndexPath(row: 3, section: 0)]),
                                                .insertRows([IndexPath(row: 0, section: 0)]),
                                                .moveRow(IndexPath(row: 4, section: 0), IndexPath(row: 1, section: 0))],
                                      oldCounts: [6], newCounts: [5], api: "test")
        // Old: a b c d e f. Delete b, d; e moves to 1; insert X at 0 → X e a c f.
        #expect(plan.newIndexPath(forOld: IndexPath(row: 0, section: 0)) == IndexPath(row: 2, section: 0))
        #expect(plan.newIndexPath(forOld: IndexPath(row: 1, section: 0)) == nil)
        #expect(plan.newIndexPath(forOld: IndexPath(row: 2, section: 0)) == IndexPath(row: 3, section: 0))
        #expect(plan.newIndexPath(forOld: IndexPath(row: 4, section: 0)) == IndexPath(row: 1, section: 0))
        #expect(plan.newIndexPath(forOld: IndexPath(row: 5, section: 0)) == IndexPath(row: 4, section: 0))
        #expect(plan.isNew(IndexPath(row: 0, section: 0)))

        let model = LoggingTableModel(sections: [["a", "b", "c", "d", "e", "f"]])
        let fixture = TableFixture(model: model) { $0.rowHeight = 44 }
        defer { fixture.close() }
        let table = fixture.table
        let cellE = table.cellForRow(at: IndexPath(row: 4, section: 0))
        table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
        var completed = false
        table.performBatchUpdates({
            model.sections[0] = ["X", "e", "a", "c", "f"]
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            table.deleteRows(at: [IndexPath(row: 3, section: 0), IndexPath(row: 1, section: 0)], with: .automatic)
            table.moveRow(at: IndexPath(row: 4, section: 0), to: IndexPath(row: 1, section: 0))
        }, completion: { completed = $0 })
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === cellE, "the moved row keeps its cell")
        #expect(table.indexPathForSelectedRow == IndexPath(row: 4, section: 0), "the selection follows its row")
        #expect(!completed)
        fixture.screen.runUntilAnimationsSettle()
        #expect(completed, "the completion runs when the animation ends")
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY == 44)
    }

    @Test("TBL-16 reloadData deselects every row; reloadRows deselects the rows it reloads")
    func reloadDeselects() {
        let model = LoggingTableModel.numbered(rows: 5)
        let fixture = TableFixture(model: model) { $0.allowsMultipleSelection = true }
        defer { fixture.close() }
        let table = fixture.table
        for row in [0, 2, 3] { table.selectRow(at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none) }
        table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 3, section: 0)])
        table.reloadData()
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test("Rows size themselves: each row is as tall as its cell's content needs; unseen rows count at the estimate")
    func selfSizing() {
        let model = LoggingTableModel(sections: [(0..<40).map { $0 == 1 ? "A long text that wraps onto several lines because the row is narrow and the sentence keeps going" : "Row \($0)" }])
        let fixture = TableFixture(model: model, size: CGSize(width: 300, height: 400))
        defer { fixture.close() }
        let table = fixture.table
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height > 60)
        #expect(table.rectForRow(at: IndexPath(row: 39, section: 0)).height == 44, "an unseen row counts at the estimate")
        let second = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(second.frame.height == table.rectForRow(at: IndexPath(row: 1, section: 0)).height)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY == second.frame.maxY)
    }

    @Test("The section index jumps to the section its title names")
    func sectionIndex() {
        let model = LoggingTableModel.numbered(rows: 10, sections: 5)
        model.headerTitles = ["A", "B", "C", "D", "E"]
        model.indexTitles = ["A", "B", "C", "D", "E"]
        let fixture = TableFixture(model: model) { $0.rowHeight = 44 }
        defer { fixture.close() }
        let table = fixture.table
        let index = table.sectionIndex!
        #expect(index.frame.maxX == 400)
        // The fourth title, in window coordinates.
        let local = CGPoint(x: index.bounds.midX, y: (index.bounds.height - 5 * SectionIndexView.lineHeight) / 2 + 3.5 * SectionIndexView.lineHeight)
        fixture.screen.tap(at: index.convert(local, to: fixture.window))
        #expect(table.contentOffset.y == table.rectForHeader(inSection: 3).minY)
        // A pointer click works the same.
        table.contentOffset = .zero
        fixture.screen.presentFrame()
        fixture.screen.click(at: index.convert(local, to: fixture.window))
        #expect(table.contentOffset.y == table.rectForHeader(inSection: 3).minY)
    }

    @Test("RSP-04 a text field in a cell passes responder messages to its cell, then the table")
    func responderChain() {
        let model = LoggingTableModel.numbered(rows: 3)
        let fixture = TableFixture(model: model)
        defer { fixture.close() }
        let cell = fixture.table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        cell.contentView.addSubview(field)
        var chain: [UIResponder] = []
        var next: UIResponder? = field.next
        while let responder = next {
            chain.append(responder)
            next = responder.next
        }
        let cellIndex = chain.firstIndex { $0 === cell }
        let tableIndex = chain.firstIndex { $0 === fixture.table }
        #expect(cellIndex != nil && tableIndex != nil && cellIndex! < tableIndex!)
    }
}

@MainActor
@Suite("UITableView in containers", .serialized, .exclusiveUIKit)
struct TableInContainersTests {
    @Test("Scrolling shows the new rows at the next commit, without an explicit layoutIfNeeded")
    func commitLaysOut() {
        let model = LoggingTableModel.numbered(rows: 100)
        let fixture = TableFixture(model: model) { $0.rowHeight = 50 }
        defer { fixture.close() }
        fixture.table.contentOffset = CGPoint(x: 0, y: 1000)
        fixture.screen.presentFrame()
        #expect(fixture.table.indexPathsForVisibleRows?.first == IndexPath(row: 20, section: 0))
    }

    @Test("Under navigation and tab bars: the first row starts below the bar, layout settles (headers, index and indicators keep their order), and an index click jumps")
    func indexInTabs() {
        final class Letters: UITableViewController {
            let sections = (0..<19).map { String(UnicodeScalar(65 + $0)!) }
            var layouts = 0
            override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); layouts += 1 }
            override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section] }
            override func sectionIndexTitles(for tableView: UITableView) -> [String]? { sections }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "c") ?? UITableViewCell(style: .default, reuseIdentifier: "c")
                cell.textLabel?.text = "\(sections[indexPath.section]) \(indexPath.row)"
                return cell
            }
        }
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 1)
        let tabs = UITabBarController()
        let letters = Letters(style: .plain)
        tabs.viewControllers = [UINavigationController(rootViewController: letters)]
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()
        let table = letters.tableView!
        #expect(table.contentOffset.y == -table.adjustedContentInset.top, "resting at the top, below the navigation bar")
        letters.layouts = 0
        table.setNeedsLayout()
        screen.presentFrame()
        #expect(letters.layouts == 1, "one layout settles it: the table does not ask for more")
        // "K", the eleventh of 19 titles, centred in the index beside the visible rows.
        let index = table.sectionIndex!
        let column = (index.bounds.height - 19 * SectionIndexView.lineHeight) / 2
        screen.click(at: index.convert(CGPoint(x: 10, y: column + 10.5 * SectionIndexView.lineHeight), to: window))
        screen.presentFrame()
        #expect(table.contentOffset.y == table.rectForHeader(inSection: 10).minY - table.adjustedContentInset.top)
        #expect(table.indexPathsForVisibleRows?.contains(IndexPath(row: 0, section: 10)) == true)
        #expect(index.frame.minY == table.contentOffset.y + table.adjustedContentInset.top, "the index stays beside the visible rows")
    }
}

@MainActor
@Suite("Row height index", .serialized, .exclusiveUIKit)
struct RowHeightIndexTests {
    @Test("A million uniform rows store nothing; only heights that differ from the standard are kept, and offsets account for them")
    func sparseHeights() {
        let index = RowHeightIndex(count: 1_000_000, standardHeight: 44)
        #expect(index.totalHeight == 44_000_000)
        #expect(index.storedExceptionCount == 0)
        #expect(index.row(atOffset: 44 * 500_000 + 10) == 500_000)
        index.setHeight(100, ofRow: 10)
        index.setHeight(44, ofRow: 20)
        #expect(index.storedExceptionCount == 1, "a row measured at the standard height stores nothing")
        #expect(index.offset(ofRow: 10) == 440)
        #expect(index.offset(ofRow: 11) == 540)
        #expect(index.row(atOffset: 539) == 10)
        #expect(index.row(atOffset: 540) == 11)
        #expect(index.totalHeight == 44_000_056)
        index.removeRows(at: 5, count: 2)
        #expect(index.height(ofRow: 8) == 100 && index.offset(ofRow: 8) == 352 && index.offset(ofRow: 9) == 452)
        index.insertRows(at: 0, count: 3)
        #expect(index.height(ofRow: 11) == 100)
    }
}

@MainActor
@Suite("UITableView separators", .serialized, .exclusiveUIKit)
struct TableSeparatorTests {
    @Test("separatorInset reads the system inset (the text's leading margin) until set; the table's reaches its cells, a cell's own wins")
    func separatorInsets() {
        let model = LoggingTableModel.numbered(rows: 3)
        let fixture = TableFixture(model: model)
        defer { fixture.close() }
        let table = fixture.table
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(table.separatorInset == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0), "a 400-point window is compact: 16-point margins")
        #expect(cell.separatorInset.left == 16)
        table.separatorInset = UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 10)
        fixture.screen.presentFrame()
        #expect(cell.separatorInset.left == 50)
        #expect(cell.core.separator.frame.minX == 50 && cell.core.separator.frame.maxX == 390)
        cell.separatorInset = .zero
        fixture.screen.presentFrame()
        #expect(cell.core.separator.frame.minX == 0 && cell.core.separator.frame.width == 400)
    }
}
