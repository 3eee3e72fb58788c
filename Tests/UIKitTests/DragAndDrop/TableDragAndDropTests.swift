import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A table of fruit that drags its rows and takes drops, recording what it hears.
@MainActor
final class FruitTable: NSObject, UITableViewDataSource, UITableViewDragDelegate, UITableViewDropDelegate {
    var rows = ["Apple", "Banana", "Cherry", "Damson", "Elder", "Fig"]
    var calls: [String] = []
    var intent: UITableViewDropProposal.Intent = .insertAtDestinationIndexPath
    var destinations: [IndexPath?] = []
    var coordinatorItems: [(String, IndexPath?)] = []
    var coordinatorDestination: IndexPath?
    var landingAnimationRan = false
    let tableView: UITableView

    init(frame: CGRect) {
        tableView = UITableView(frame: frame, style: .plain)
        super.init()
        tableView.rowHeight = 44
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        tableView.dataSource = self
        tableView.dragDelegate = self
        tableView.dropDelegate = self
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        calls.append("itemsForBeginning \(indexPath.row)")
        let item = UIDragItem(itemProvider: NSItemProvider(object: rows[indexPath.row]))
        item.localObject = rows[indexPath.row]
        return [item]
    }

    func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) { calls.append("dragSessionWillBegin") }
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) { calls.append("dragSessionDidEnd") }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        destinations.append(destinationIndexPath)
        let operation: UIDropOperation = session.localDragSession != nil && tableView.hasActiveDrag ? .move : .copy
        return UITableViewDropProposal(operation: operation, intent: intent)
    }

    func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession) { calls.append("dropSessionDidEnter") }
    func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession) { calls.append("dropSessionDidExit") }
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession) { calls.append("dropSessionDidEnd") }

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        calls.append("performDrop")
        coordinatorDestination = coordinator.destinationIndexPath
        coordinatorItems = coordinator.items.map { ($0.dragItem.localObject as? String ?? "?", $0.sourceIndexPath) }
        guard let destination = coordinator.destinationIndexPath, let first = coordinator.items.first else { return }
        if let source = first.sourceIndexPath {
            // A row of this table: move it (DND-25).
            let fruit = rows.remove(at: source.row)
            let target = destination.row > source.row ? destination.row - 1 : destination.row
            rows.insert(fruit, at: target)
            tableView.moveRow(at: source, to: IndexPath(row: target, section: 0))
            let animator = coordinator.drop(first.dragItem, toRowAt: IndexPath(row: target, section: 0))
            animator.addAnimations { [weak self] in self?.landingAnimationRan = true }
        } else {
            // The string arrives on a background queue (issue 44.6): the table changes on the
            // main queue, as an iOS app's does.
            first.dragItem.itemProvider.loadObject(ofClass: String.self) { [weak self, weak tableView] string, _ in
                DispatchQueue.main.async {
                    guard let self, let tableView, let string else { return }
                    self.rows.insert(string, at: destination.row)
                    tableView.insertRows(at: [destination], with: .automatic)
                }
            }
            coordinator.drop(first.dragItem, toRowAt: destination)
        }
    }
}

@MainActor
@Suite("Drag and drop in tables", .serialized, .exclusiveUIKit)
struct TableDragAndDropTests {
    struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        let fruit: FruitTable
        let plum: DragSourceRecorder
    }

    /// The fruit table at (400,0), 400×600, and a plum to drag at (100,100).
    func makeScene() -> Scene {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let window = UIWindow()
        let root = UIViewController()
        let fruit = FruitTable(frame: CGRect(x: 400, y: 0, width: 400, height: 600))
        root.view.addSubview(fruit.tableView)
        let plumView = UIView(frame: CGRect(x: 100, y: 100, width: 120, height: 120))
        let plum = DragSourceRecorder()
        plumView.addInteraction(UIDragInteraction(delegate: plum))
        root.view.addSubview(plumView)
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        return Scene(screen: screen, window: window, fruit: fruit, plum: plum)
    }

    /// Holds a finger at `start` until the drag lifts, then moves it to `end` in steps.
    func drag(_ scene: Scene, from start: CGPoint, to end: CGPoint) {
        scene.screen.liftAndMove(from: start, to: end)
        scene.screen.advance(by: 0.3)
    }

    func release(_ scene: Scene, at point: CGPoint) {
        scene.screen.touchUp(at: point)
        _ = scene.screen.runUntilAnimationsSettle()
    }

    func cellY(_ scene: Scene, _ fruit: String) -> CGFloat? {
        scene.fruit.tableView.visibleCells.first { $0.textLabel?.text == fruit }.map { $0.frame.minY }
    }

    @Test("DND-22 a table with a drag delegate drags its rows without an interaction of the app's: the row under the finger, its cell lifted")
    func dragARow() {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        #expect(scene.fruit.tableView.dragInteractionEnabled)
        drag(scene, from: CGPoint(x: 600, y: 66), to: CGPoint(x: 200, y: 400))
        #expect(scene.fruit.calls.prefix(2) == ["itemsForBeginning 1", "dragSessionWillBegin"])
        #expect(scene.fruit.tableView.hasActiveDrag)
        release(scene, at: CGPoint(x: 200, y: 400))
        #expect(scene.fruit.calls.contains("dragSessionDidEnd"))
        #expect(!scene.fruit.tableView.hasActiveDrag)

        scene.fruit.calls.removeAll()
        scene.fruit.tableView.dragInteractionEnabled = false
        drag(scene, from: CGPoint(x: 600, y: 66), to: CGPoint(x: 200, y: 400))
        #expect(scene.fruit.calls.isEmpty, "dragging disabled")
        release(scene, at: CGPoint(x: 200, y: 400))
    }

    @Test("DND-23 DND-24 insertAtDestinationIndexPath opens a gap at the destination under the drag; leaving closes it")
    func gapOpensAtDestination() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        let cherryBefore = try #require(cellY(scene, "Cherry"))
        // Over Cherry's upper half (rows are 44 points: Cherry spans 88…132).
        drag(scene, from: CGPoint(x: 160, y: 160), to: CGPoint(x: 600, y: 95))
        #expect(scene.fruit.calls.contains("dropSessionDidEnter"))
        #expect(scene.fruit.destinations.last == IndexPath(row: 2, section: 0))
        #expect(scene.fruit.tableView.hasActiveDrop)
        #expect(cellY(scene, "Cherry") == cherryBefore + 44, "Cherry and the rows below slid down by a row")
        #expect(cellY(scene, "Banana") == 44, "Banana stays")
        // Over Damson's lower half, shown below the gap at 176…220: the destination follows.
        scene.screen.touchMove(to: CGPoint(x: 600, y: 210))
        scene.screen.advance(by: 0.3)
        #expect(scene.fruit.destinations.last == IndexPath(row: 4, section: 0))
        scene.screen.touchMove(to: CGPoint(x: 200, y: 400))
        scene.screen.advance(by: 0.3)
        #expect(scene.fruit.calls.contains("dropSessionDidExit"))
        #expect(cellY(scene, "Cherry") == cherryBefore, "the gap closed")
        release(scene, at: CGPoint(x: 200, y: 400))
    }

    @Test("DND-24 insertIntoDestinationIndexPath highlights the row under the drag; unspecified shows nothing")
    func intoHighlightsTheRow() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        scene.fruit.intent = .insertIntoDestinationIndexPath
        let cherry = try #require(scene.fruit.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        drag(scene, from: CGPoint(x: 160, y: 160), to: CGPoint(x: 600, y: 110))
        #expect(cherry.isHighlighted)
        #expect(cellY(scene, "Cherry") == 88, "no gap")
        release(scene, at: CGPoint(x: 200, y: 400))
        #expect(!cherry.isHighlighted)

        scene.fruit.intent = .unspecified
        drag(scene, from: CGPoint(x: 160, y: 160), to: CGPoint(x: 600, y: 110))
        #expect(!cherry.isHighlighted)
        #expect(cellY(scene, "Cherry") == 88)
        release(scene, at: CGPoint(x: 200, y: 400))
    }

    @Test("DND-25 a drop from elsewhere: the coordinator has the destination and the item without a source row; the delegate inserts it")
    func dropFromElsewhere() async {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        drag(scene, from: CGPoint(x: 160, y: 160), to: CGPoint(x: 600, y: 95))
        release(scene, at: CGPoint(x: 600, y: 95))
        #expect(scene.fruit.calls.contains("performDrop"))
        #expect(scene.fruit.coordinatorDestination == IndexPath(row: 2, section: 0))
        #expect(scene.fruit.coordinatorItems.count == 1)
        #expect(scene.fruit.coordinatorItems.first?.1 == nil)
        #expect(scene.fruit.rows.count == 6, "the string has not arrived inside the drop")
        await scene.screen.runLoopTurn()
        #expect(scene.fruit.rows == ["Apple", "Banana", "Plum", "Cherry", "Damson", "Elder", "Fig"])
        #expect(scene.plum.calls.contains("didEndWith copy"))
        #expect(scene.fruit.calls.last == "dropSessionDidEnd")
    }

    @Test("DND-25 reordering by drag: a row of the table dropped into the gap has its source row; the delegate moves it and lands it there")
    func reorderByDrag() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        // Apple (0…44) down into the gap that opens before Damson (shown at 132…176).
        drag(scene, from: CGPoint(x: 600, y: 22), to: CGPoint(x: 600, y: 165))
        #expect(scene.fruit.destinations.last == IndexPath(row: 3, section: 0))
        #expect(cellY(scene, "Damson") == 176, "the gap is open before Damson")
        release(scene, at: CGPoint(x: 600, y: 165))
        #expect(scene.fruit.coordinatorItems.first?.0 == "Apple")
        #expect(scene.fruit.coordinatorItems.first?.1 == IndexPath(row: 0, section: 0))
        #expect(scene.fruit.coordinatorDestination == IndexPath(row: 3, section: 0))
        #expect(scene.fruit.rows == ["Banana", "Cherry", "Apple", "Damson", "Elder", "Fig"])
        #expect(scene.fruit.landingAnimationRan)
        #expect(try #require(scene.fruit.tableView.cellForRow(at: IndexPath(row: 2, section: 0))).textLabel?.text == "Apple")
        #expect(cellY(scene, "Apple") == 88)
        #expect(cellY(scene, "Damson") == 132, "the gap closed as the row took its place")
    }

    @Test("DND-23 with no section to take rows the destination is nil")
    func noSections() {
        let table = FruitTable(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let adapter = TableDragAndDrop(tableView: table.tableView)
        table.rows = []
        #expect(adapter.insertionIndexPath(at: CGPoint(x: 10, y: 10)) == IndexPath(row: 0, section: 0))
        let empty = EmptyTable()
        let emptyTable = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), style: .plain)
        emptyTable.dataSource = empty
        #expect(TableDragAndDrop(tableView: emptyTable).insertionIndexPath(at: CGPoint(x: 10, y: 10)) == nil)
    }
}

@MainActor
private final class EmptyTable: NSObject, UITableViewDataSource {
    func numberOfSections(in tableView: UITableView) -> Int { 0 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
}

/// Placeholders for drops whose data loads later (DND-26, DND-27).
@MainActor
@Suite("Table drop placeholders", .serialized, .exclusiveUIKit)
struct TablePlaceholderTests {
    /// A fruit table whose drops from elsewhere insert a placeholder.
    @MainActor
    final class LoadingFruit: NSObject, UITableViewDataSource, UITableViewDropDelegate {
        let table = FruitTable(frame: CGRect(x: 400, y: 0, width: 400, height: 600))
        var context: UITableViewDropPlaceholderContext?
        var asked: [Int] = []
        var configured = 0
        /// The drag source of the test's square (interactions hold their delegates weakly).
        var plum: DragSourceRecorder?

        override init() {
            super.init()
            table.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "loading")
            table.tableView.dataSource = self
            table.tableView.dropDelegate = self
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { table.rows.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            asked.append(indexPath.row)
            return table.tableView(tableView, cellForRowAt: indexPath)
        }

        func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                       withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
            UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        }

        func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
            guard let item = coordinator.items.first, let destination = coordinator.destinationIndexPath else { return }
            let placeholder = UITableViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "loading", rowHeight: 60)
            placeholder.cellUpdateHandler = { [weak self] cell in
                self?.configured += 1
                cell.textLabel?.text = "Loading…"
            }
            context = coordinator.drop(item.dragItem, to: placeholder)
        }
    }

    func dropPlum(on screen: HeadlessScreen, at end: CGPoint) {
        screen.liftAndMove(from: CGPoint(x: 160, y: 160), to: end)
        screen.advance(by: 0.3)
        screen.touchUp(at: end)
        _ = screen.runUntilAnimationsSettle()
    }

    func makeScene() -> (HeadlessScreen, UIWindow, LoadingFruit) {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let window = UIWindow()
        let root = UIViewController()
        let loading = LoadingFruit()
        root.view.addSubview(loading.table.tableView)
        let plumView = UIView(frame: CGRect(x: 100, y: 100, width: 120, height: 120))
        let plum = DragSourceRecorder()
        plumView.addInteraction(UIDragInteraction(delegate: plum))
        root.view.addSubview(plumView)
        loading.plum = plum
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        return (screen, window, loading)
    }

    @Test("DND-26 DND-27 a placeholder row shows without the data source knowing; committing asks for the real row; deleting takes it away")
    func placeholderLifecycle() throws {
        let (screen, window, loading) = makeScene()
        defer { window.isHidden = true }
        let tableView = loading.table.tableView
        dropPlum(on: screen, at: CGPoint(x: 600, y: 95))
        let context = try #require(loading.context)
        #expect(tableView.hasUncommittedUpdates)
        #expect(tableView.numberOfRows(inSection: 0) == 7)
        let placeholderCell = try #require(tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(placeholderCell.textLabel?.text == "Loading…")
        #expect(placeholderCell.frame.height == 60)
        #expect(loading.configured >= 1)
        #expect(!loading.asked.contains(6), "the data source is asked only for its six rows")
        #expect(tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "Cherry", "rows after it shift")

        loading.asked.removeAll()
        #expect(context.commitInsertion { indexPath in loading.table.rows.insert("Plum", at: indexPath.row) })
        screen.presentFrame()
        _ = screen.runUntilAnimationsSettle()
        #expect(!tableView.hasUncommittedUpdates)
        #expect(loading.asked.contains(2), "the real row is asked for")
        #expect(tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Plum")
        #expect(!context.deletePlaceholder(), "already committed")

        dropPlum(on: screen, at: CGPoint(x: 600, y: 30))
        let second = try #require(loading.context)
        #expect(tableView.numberOfRows(inSection: 0) == 8)
        #expect(second.deletePlaceholder())
        _ = screen.runUntilAnimationsSettle()
        #expect(tableView.numberOfRows(inSection: 0) == 7)
        #expect(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Apple")
    }

    @Test("DND-27 reloadData with a placeholder on show drops it, with a message, instead of corrupting the rows")
    func reloadWithPlaceholder() throws {
        let (screen, window, loading) = makeScene()
        defer { window.isHidden = true }
        let tableView = loading.table.tableView
        dropPlum(on: screen, at: CGPoint(x: 600, y: 95))
        #expect(tableView.hasUncommittedUpdates)
        UIKitLog.clear()
        tableView.reloadData()
        screen.presentFrame()
        #expect(!tableView.hasUncommittedUpdates)
        #expect(tableView.numberOfRows(inSection: 0) == 6)
        #expect(UIKitLog.messages.contains { $0.contains("hasUncommittedUpdates") })
        #expect(loading.context?.commitInsertion { _ in } == false)
    }
}
