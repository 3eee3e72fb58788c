import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UITableView editing and swipe actions", .serialized, .exclusiveUIKit)
struct TableEditingTests {
    @Test("TBL-20 editing asks canEditRowAt and the editing style; every visible cell enters editing")
    func enterEditing() {
        let model = LoggingTableModel.numbered(rows: 4)
        model.editable = { $0.row != 1 }
        model.editingStyle = .insert
        let fixture = TableFixture(model: model)
        defer { fixture.close() }
        let table = fixture.table
        table.setEditing(true, animated: false)
        #expect(table.isEditing)
        #expect(table.visibleCells.allSatisfy { $0.isEditing })
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.editingStyle == .insert)
        let uneditable = table.cellForRow(at: IndexPath(row: 1, section: 0))!.editingStyle
        #expect(uneditable.rawValue == UITableViewCell.EditingStyle.none.rawValue)
        table.setEditing(false, animated: false)
        #expect(table.visibleCells.allSatisfy { !$0.isEditing })
    }

    @Test("TBL-21 the minus control reveals Delete, and Delete commits; the plus control commits an insertion")
    func editingControls() {
        let model = LoggingTableModel.numbered(rows: 4)
        let fixture = TableFixture(model: model)
        defer { fixture.close() }
        let table = fixture.table
        table.setEditing(true, animated: false)
        fixture.screen.presentFrame()
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        let minus = cell.editingControlView!
        fixture.screen.tap(at: minus.convert(CGPoint(x: minus.bounds.midX, y: minus.bounds.midY), to: fixture.window))
        fixture.screen.runUntilAnimationsSettle()
        #expect(cell.showingDeleteConfirmation)
        let delete = cell.core.swipeActionsView!.buttons[0]
        #expect(delete.title(for: .normal) == "Delete")
        fixture.screen.tap(at: delete.convert(CGPoint(x: delete.bounds.midX, y: delete.bounds.midY), to: fixture.window))
        fixture.screen.runUntilAnimationsSettle()
        #expect(model.commits.map { "\($0.0) \($0.1.row)" } == ["delete 1"])
        #expect(table.numberOfRows(inSection: 0) == 3)

        model.editingStyle = .insert
        table.setEditing(false, animated: false)
        table.setEditing(true, animated: false)
        fixture.screen.presentFrame()
        let plus = table.cellForRow(at: IndexPath(row: 0, section: 0))!.editingControlView!
        fixture.screen.tap(at: plus.convert(CGPoint(x: plus.bounds.midX, y: plus.bounds.midY), to: fixture.window))
        #expect(model.commits.last.map { "\($0.0) \($0.1.row)" } == "insert 0")
    }

    @Test("TBL-22 swipe-to-delete outside editing; .none editing style turns it off; the title can change; a full swipe commits")
    func swipeToDelete() {
        final class Model: NSObject, UITableViewDataSource, UITableViewDelegate {
            var rows = ["a", "b", "c", "d"]
            var style: UITableViewCell.EditingStyle = .delete
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
            func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
            func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
                rows.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
            }
            func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { style }
            func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Remove" }
        }
        let model = Model()
        let (screen, window, table) = showTable(model)
        defer { window.isHidden = true }
        let row = table.rectForRow(at: IndexPath(row: 1, section: 0))
        // A short swipe opens the row on its Delete button.
        screen.drag(from: CGPoint(x: 300, y: row.midY), to: CGPoint(x: 200, y: row.midY))
        screen.runUntilAnimationsSettle()
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        #expect(cell.core.swipeOffset < 0)
        #expect(cell.core.swipeActionsView?.buttons.first?.title(for: .normal) == "Remove")
        // A tap elsewhere closes it.
        screen.tap(at: CGPoint(x: 100, y: table.rectForRow(at: IndexPath(row: 3, section: 0)).midY))
        screen.runUntilAnimationsSettle()
        #expect(cell.core.swipeOffset == 0)
        // A full swipe deletes.
        screen.drag(from: CGPoint(x: 390, y: row.midY), to: CGPoint(x: 20, y: row.midY), steps: 20)
        screen.runUntilAnimationsSettle()
        #expect(model.rows == ["a", "c", "d"])
        // No swipe-to-delete where the style is .none.
        model.style = .none
        screen.drag(from: CGPoint(x: 300, y: row.midY), to: CGPoint(x: 150, y: row.midY))
        screen.runUntilAnimationsSettle()
        #expect(table.visibleCells.allSatisfy { $0.core.swipeOffset == 0 })
    }

    @Test("TBL-22 (issue 44.3) the deprecated editActionsForRowAt's row actions show on a swipe and behind the delete control when no trailing configuration is given")
    func deprecatedRowActions() {
        final class Model: NSObject, UITableViewDataSource, UITableViewDelegate {
            var rows = ["a", "b", "c", "d"]
            var chosen: [String] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
            func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
            func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
            func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
                let more = UITableViewRowAction(style: .normal, title: "More") { [unowned self] action, path in
                    chosen.append("\(action.title!) \(path.row)")
                }
                more.backgroundColor = .systemBlue
                let delete = UITableViewRowAction(style: .destructive, title: "Trash") { [unowned self] action, path in
                    chosen.append("\(action.title!) \(path.row)")
                }
                return [delete, more]
            }
        }
        let model = Model()
        let (screen, window, table) = showTable(model)
        defer { window.isHidden = true }
        let row = table.rectForRow(at: IndexPath(row: 1, section: 0))
        screen.drag(from: CGPoint(x: 300, y: row.midY), to: CGPoint(x: 100, y: row.midY))
        screen.runUntilAnimationsSettle()
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        let buttons = cell.core.swipeActionsView?.buttons ?? []
        // Left to right on screen: the first action is outermost, at the trailing edge.
        #expect(buttons.map { $0.title(for: .normal) ?? "" } == ["More", "Trash"])
        #expect(buttons.first?.backgroundColor == .systemBlue)
        let more = buttons[0]
        screen.tap(at: more.convert(CGPoint(x: more.bounds.midX, y: more.bounds.midY), to: window))
        screen.runUntilAnimationsSettle()
        #expect(model.chosen == ["More 1"])
        // A full swipe performs nothing: row actions have no full-swipe action.
        screen.drag(from: CGPoint(x: 390, y: row.midY), to: CGPoint(x: 20, y: row.midY), steps: 20)
        screen.runUntilAnimationsSettle()
        #expect(model.chosen == ["More 1"])
        #expect(model.rows.count == 4)
        // Behind the delete control while editing, too.
        table.setEditing(true, animated: false)
        screen.presentFrame()
        let minus = table.cellForRow(at: IndexPath(row: 2, section: 0))!.editingControlView!
        screen.tap(at: minus.convert(CGPoint(x: minus.bounds.midX, y: minus.bounds.midY), to: window))
        screen.runUntilAnimationsSettle()
        let editingButtons = table.cellForRow(at: IndexPath(row: 2, section: 0))!.core.swipeActionsView?.buttons ?? []
        #expect(editingButtons.map { $0.title(for: .normal) ?? "" } == ["More", "Trash"])
    }

    @Test("Swipe actions: the delegate's contextual actions show, first outermost; choosing one runs its handler with a completion")
    func contextualActions() {
        let model = LoggingTableModel.numbered(rows: 4)
        var chosen: [String] = []
        model.trailingActions = { _ in
            let flag = UIContextualAction(style: .normal, title: "Flag") { action, _, done in chosen.append(action.title!); done(true) }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { action, _, done in chosen.append(action.title!); done(false) }
            return UISwipeActionsConfiguration(actions: [delete, flag])
        }
        let fixture = TableFixture(model: model)
        defer { fixture.close() }
        let row = fixture.table.rectForRow(at: IndexPath(row: 0, section: 0))
        fixture.screen.drag(from: CGPoint(x: 300, y: row.midY), to: CGPoint(x: 150, y: row.midY))
        fixture.screen.runUntilAnimationsSettle()
        let buttons = fixture.table.cellForRow(at: IndexPath(row: 0, section: 0))!.core.swipeActionsView!.buttons
        #expect(buttons.map { $0.title(for: .normal) } == ["Flag", "Delete"], "left to right: the first action is outermost")
        #expect(buttons[1].backgroundColor == .systemRed)
        let flag = buttons[0]
        fixture.screen.tap(at: flag.convert(CGPoint(x: flag.bounds.midX, y: flag.bounds.midY), to: fixture.window))
        fixture.screen.runUntilAnimationsSettle()
        #expect(chosen == ["Flag"])
        #expect(fixture.table.cellForRow(at: IndexPath(row: 0, section: 0))!.core.swipeOffset == 0)
    }

    @Test("TBL-23 with multiple selection during editing, editable rows show selection circles (not for canEditRowAt false)")
    func selectionCircles() {
        let model = LoggingTableModel.numbered(rows: 4)
        model.editable = { $0.row != 2 }
        let fixture = TableFixture(model: model) {
            $0.allowsSelectionDuringEditing = true
            $0.allowsMultipleSelectionDuringEditing = true
        }
        defer { fixture.close() }
        let table = fixture.table
        table.setEditing(true, animated: false)
        fixture.screen.presentFrame()
        let cells = (0..<4).map { table.cellForRow(at: IndexPath(row: $0, section: 0))! }
        #expect(cells.map(\.showsSelectionCircle) == [true, true, false, true])
        #expect(cells.allSatisfy { $0.editingStyle == .none }, "editing styles are ignored")
        fixture.tap(IndexPath(row: 0, section: 0))
        fixture.tap(IndexPath(row: 3, section: 0))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 3, section: 0)])
        #expect((cells[0].editingControlView as? AccessoryGlyphView)?.glyph == .multiselect(selected: true))
    }

    @Test("TBL-26 reorder controls follow canMoveRowAt; dragging one moves the row, through targetIndexPathForMove")
    func reordering() {
        let model = LoggingTableModel(sections: [["a", "b", "c", "d", "e"]])
        model.movable = { $0.row != 4 }
        let fixture = TableFixture(model: model) { $0.rowHeight = 50 }
        defer { fixture.close() }
        let table = fixture.table
        table.setEditing(true, animated: false)
        fixture.screen.presentFrame()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.reorderControl != nil)
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.reorderControl == nil)
        let moving = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        let grip = moving.reorderControl!
        let start = grip.convert(CGPoint(x: grip.bounds.midX, y: grip.bounds.midY), to: fixture.window)
        fixture.screen.drag(from: start, to: CGPoint(x: start.x, y: start.y + 130), steps: 16)
        fixture.screen.runUntilAnimationsSettle()
        #expect(model.moves.map { "\($0.0.row)→\($0.1.row)" } == ["0→2"])
        #expect(model.sections[0] == ["b", "c", "a", "d", "e"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === moving)
        #expect(moving.frame.minY == 100)

        model.moveRedirect = { _ in IndexPath(row: 0, section: 0) }
        let again = table.cellForRow(at: IndexPath(row: 3, section: 0))!.reorderControl!
        let from = again.convert(CGPoint(x: again.bounds.midX, y: again.bounds.midY), to: fixture.window)
        fixture.screen.drag(from: from, to: CGPoint(x: from.x, y: from.y - 60), steps: 10)
        fixture.screen.runUntilAnimationsSettle()
        #expect(model.moves.last.map { "\($0.0.row)→\($0.1.row)" } == "3→0", "the delegate redirected the drop")
        #expect(model.sections[0] == ["d", "b", "c", "a", "e"])
    }
}

@MainActor
@Suite("UITableView two-finger selection", .serialized, .exclusiveUIKit)
struct TableMultipleSelectionInteractionTests {
    final class Controller: UITableViewController {
        var begins: [IndexPath] = []
        var ends = 0
        var allowOutsideEditing = false
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "c") ?? UITableViewCell(style: .default, reuseIdentifier: "c")
        }
        override func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { allowOutsideEditing }
        override func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) { begins.append(indexPath) }
        override func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) { ends += 1 }
    }

    private func twoFingerDrag(_ screen: HeadlessScreen, from start: CGPoint, by dy: CGFloat) {
        screen.touchDown(at: start, finger: 0)
        screen.touchDown(at: CGPoint(x: start.x + 40, y: start.y), finger: 1)
        for step in 1...10 {
            let y = start.y + dy * CGFloat(step) / 10
            screen.touchMove(to: CGPoint(x: start.x, y: y), finger: 0)
            screen.touchMove(to: CGPoint(x: start.x + 40, y: y), finger: 1)
            screen.advance(by: 0.016)
        }
        screen.touchUp(at: CGPoint(x: start.x, y: start.y + dy), finger: 0)
        screen.touchUp(at: CGPoint(x: start.x + 40, y: start.y + dy), finger: 1)
    }

    @Test("TBL-24 a two-finger drag selects rows while editing; outside editing only if the delegate agrees, which starts editing while the Edit button keeps saying Edit (quirk kept)")
    func twoFingerSelection() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let controller = Controller(style: .plain)
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let table = controller.tableView!
        table.rowHeight = 44
        table.allowsMultipleSelectionDuringEditing = true
        screen.presentFrame()
        twoFingerDrag(screen, from: CGPoint(x: 100, y: 22), by: 130)
        #expect(table.indexPathsForSelectedRows == nil, "outside editing the delegate said no")
        #expect(!table.isEditing)
        screen.runUntilAnimationsSettle()

        controller.allowOutsideEditing = true
        let button = controller.editButtonItem
        twoFingerDrag(screen, from: CGPoint(x: 100, y: 22), by: 130)
        #expect(table.isEditing)
        #expect(table.indexPathsForSelectedRows == (0...3).map { IndexPath(row: $0, section: 0) })
        #expect(controller.begins == [IndexPath(row: 0, section: 0)])
        #expect(controller.ends == 1)
        #expect(button.title == "Edit", "the controller was not told (UIKit's quirk)")
    }
}
