import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UITableView selection", .serialized, .exclusiveUIKit)
struct TableSelectionTests {
    @Test("TBL-11 selection defaults: allowed, single, not while editing")
    func defaults() {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.allowsSelection)
        #expect(!table.allowsMultipleSelection)
        #expect(!table.allowsSelectionDuringEditing)
        #expect(!table.allowsMultipleSelectionDuringEditing)
        #expect(table.style == .plain)
        #expect(table.rowHeight == UITableView.automaticDimension)
    }

    @Test("TBL-13 a tap asks shouldHighlight, highlights, unhighlights, asks willSelect, deselects the old row, then didSelect")
    func tapOrder() {
        let model = LoggingTableModel.numbered(rows: 5)
        let fixture = TableFixture(model: model)
        defer { fixture.close() }
        fixture.tap(IndexPath(row: 1, section: 0))
        #expect(model.selectionEvents == ["shouldHighlight 1", "didHighlight 1", "didUnhighlight 1", "willSelect 1", "didSelect 1"])
        model.reset()
        fixture.tap(IndexPath(row: 3, section: 0))
        #expect(model.selectionEvents == ["shouldHighlight 3", "didHighlight 3", "didUnhighlight 3", "willSelect 3",
                                          "willDeselect 1", "didDeselect 1", "didSelect 3"])
        #expect(fixture.table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        #expect(fixture.table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == true)
        #expect(fixture.table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
    }

    @Test("TBL-13 shouldHighlight false means no highlight and no selection; willSelect can refuse or redirect")
    func refuseAndRedirect() {
        let model = LoggingTableModel.numbered(rows: 5)
        model.refuseHighlight = [IndexPath(row: 0, section: 0)]
        model.redirectSelection = [IndexPath(row: 1, section: 0): nil, IndexPath(row: 2, section: 0): IndexPath(row: 4, section: 0)]
        let fixture = TableFixture(model: model)
        defer { fixture.close() }
        fixture.tap(IndexPath(row: 0, section: 0))
        #expect(model.selectionEvents == ["shouldHighlight 0"])
        #expect(fixture.table.indexPathForSelectedRow == nil)
        fixture.tap(IndexPath(row: 1, section: 0))
        #expect(fixture.table.indexPathForSelectedRow == nil, "willSelect returned nil")
        fixture.tap(IndexPath(row: 2, section: 0))
        #expect(fixture.table.indexPathForSelectedRow == IndexPath(row: 4, section: 0), "willSelect redirected")
        #expect(model.selectionEvents.last == "didSelect 4")
    }

    @Test("TBL-13 a touch that turns into a scroll only highlights, then unhighlights; a flick highlights nothing")
    func touchThenScroll() {
        let model = LoggingTableModel.numbered(rows: 50)
        let fixture = TableFixture(model: model)
        defer { fixture.close() }
        fixture.table.delaysContentTouches = true
        let start = fixture.center(of: IndexPath(row: 5, section: 0))
        // Held past delaysContentTouches' 0.15 s, the row hears the touch before the scroll.
        fixture.screen.touchDown(at: start)
        fixture.screen.advance(by: 0.2)
        for step in 1...12 {
            fixture.screen.touchMove(to: CGPoint(x: start.x, y: start.y - CGFloat(step) * 200 / 12))
            fixture.screen.advance(by: HeadlessScreen.inputStep)
        }
        fixture.screen.touchUp(at: CGPoint(x: start.x, y: start.y - 200))
        fixture.screen.runUntilAnimationsSettle()
        #expect(model.selectionEvents == ["shouldHighlight 5", "didHighlight 5", "didUnhighlight 5"])
        let before = model.selectionEvents.count
        fixture.screen.drag(from: start, to: CGPoint(x: start.x, y: start.y - 200))
        fixture.screen.runUntilAnimationsSettle()
        #expect(model.selectionEvents.count == before, "the pan took the flick before the row heard of it")
        #expect(fixture.table.indexPathForSelectedRow == nil)
        #expect(fixture.table.contentOffset.y > 100)
    }

    @Test("TBL-12 tapping the selected row keeps it selected in single selection and deselects it in multiple selection")
    func tapSelectedRow() {
        let model = LoggingTableModel.numbered(rows: 5)
        let fixture = TableFixture(model: model)
        defer { fixture.close() }
        let row = IndexPath(row: 2, section: 0)
        fixture.tap(row)
        fixture.tap(row)
        #expect(fixture.table.indexPathForSelectedRow == row)
        fixture.table.allowsMultipleSelection = true
        fixture.tap(IndexPath(row: 3, section: 0))
        #expect(fixture.table.indexPathsForSelectedRows == [row, IndexPath(row: 3, section: 0)])
        model.reset()
        fixture.tap(row)
        #expect(fixture.table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(model.selectionEvents.suffix(2) == ["willDeselect 2", "didDeselect 2"])
    }

    @Test("TBL-14 selectRow and deselectRow do not call the delegate; nil clears; scroll positions top, middle, bottom, none")
    func programmaticSelection() {
        let model = LoggingTableModel.numbered(rows: 100)
        let fixture = TableFixture(model: model) { $0.rowHeight = 50 }
        defer { fixture.close() }
        let table = fixture.table
        model.reset()
        table.selectRow(at: IndexPath(row: 40, section: 0), animated: false, scrollPosition: .top)
        #expect(table.contentOffset.y == 2000)
        table.selectRow(at: IndexPath(row: 40, section: 0), animated: false, scrollPosition: .middle)
        #expect(table.contentOffset.y == 1725)
        table.selectRow(at: IndexPath(row: 40, section: 0), animated: false, scrollPosition: .bottom)
        #expect(table.contentOffset.y == 1450)
        table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
        #expect(table.contentOffset.y == 1450, ".none does not scroll")
        #expect(model.selectionEvents.isEmpty)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 5, section: 0))
        table.deselectRow(at: IndexPath(row: 5, section: 0), animated: false)
        #expect(table.indexPathForSelectedRow == nil)
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == nil)
        #expect(model.selectionEvents.isEmpty)
    }

    @Test("TBL-15 indexPathForSelectedRow and indexPathsForSelectedRows; the selection survives scrolling off and back")
    func selectionPersists() {
        let model = LoggingTableModel.numbered(rows: 100)
        let fixture = TableFixture(model: model) { $0.rowHeight = 50; $0.allowsMultipleSelection = true }
        defer { fixture.close() }
        let table = fixture.table
        #expect(table.indexPathsForSelectedRows == nil)
        fixture.tap(IndexPath(row: 4, section: 0))
        fixture.tap(IndexPath(row: 1, section: 0))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 4, section: 0)])
        table.contentOffset = CGPoint(x: 0, y: 3000)
        table.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { !$0.isSelected }, "reused cells are not selected")
        table.contentOffset = .zero
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.isSelected == true)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
    }

    @Test("Shift-click selects the range from the last selected row; the delegate hears each row")
    func shiftClickRange() {
        let model = LoggingTableModel.numbered(rows: 10)
        let fixture = TableFixture(model: model) { $0.allowsMultipleSelection = true }
        defer { fixture.close() }
        fixture.screen.click(at: fixture.center(of: IndexPath(row: 2, section: 0)))
        model.reset()
        fixture.screen.click(at: fixture.center(of: IndexPath(row: 6, section: 0)), modifiers: .shift)
        #expect(fixture.table.indexPathsForSelectedRows == (2...6).map { IndexPath(row: $0, section: 0) })
        #expect(model.selectionEvents.filter { $0.hasPrefix("didSelect") } == (3...6).map { "didSelect \($0)" })
    }
}

@MainActor
@Suite("UITableViewController", .serialized, .exclusiveUIKit)
struct TableViewControllerTests {
    final class Controller: UITableViewController {
        var rows = ["One", "Two", "Three"]
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell") ?? UITableViewCell(style: .default, reuseIdentifier: "cell")
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }
    }

    @Test("TBL-03 UITableViewController makes its table with init(style:), is its data source and delegate, and the table is its view")
    func owns() {
        let controller = Controller(style: .insetGrouped)
        #expect(controller.tableView === controller.view)
        #expect(controller.tableView.style == .insetGrouped)
        #expect(controller.tableView.dataSource === controller)
        #expect(controller.tableView.delegate === controller)
    }

    @Test("TBL-04 the selection is cleared in viewWillAppear unless clearsSelectionOnViewWillAppear is false; indicators flash in viewDidAppear")
    func clearsSelection() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let list = Controller(style: .plain)
        list.rows = (0..<40).map { "Row \($0)" }
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()
        #expect(list.tableView.verticalIndicator.alpha > 0, "viewDidAppear flashed the indicators")
        list.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        navigation.pushViewController(UIViewController(), animated: false)
        navigation.popViewController(animated: false)
        screen.presentFrame()
        #expect(list.tableView.indexPathForSelectedRow == nil)
        list.clearsSelectionOnViewWillAppear = false
        list.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        navigation.pushViewController(UIViewController(), animated: false)
        navigation.popViewController(animated: false)
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test("TBL-05 setEditing(_:animated:) passes to the table; TBL-25 editButtonItem toggles it and reads Edit or Done")
    func editing() {
        let controller = Controller(style: .plain)
        let item = controller.editButtonItem
        #expect(item.title == "Edit")
        controller.setEditing(true, animated: false)
        #expect(controller.tableView.isEditing)
        #expect(item.title == "Done")
        #expect(item.style == .done)
        _ = item.performPrimaryAction(from: nil)
        #expect(!controller.isEditing)
        #expect(!controller.tableView.isEditing)
        #expect(item.title == "Edit")
    }
}
