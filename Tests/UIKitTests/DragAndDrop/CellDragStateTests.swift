import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A row that records what `dragStateDidChange(_:)` tells it.
final class DragStateRecordingCell: UITableViewCell {
    var states: [UITableViewCell.DragState] = []
    var dropStatesUpdatedFor: [UICellConfigurationDropState] = []
    let button = UIButton(type: .system)

    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        button.frame = CGRect(x: 0, y: 0, width: 400, height: 44)
        contentView.addSubview(button)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        dropStatesUpdatedFor.append(state.cellDropState)
    }

    override func dragStateDidChange(_ dragState: UITableViewCell.DragState) {
        super.dragStateDidChange(dragState)
        states.append(dragState)
    }
}

@MainActor
@Suite("A cell's part in drag and drop", .serialized, .exclusiveUIKit)
struct CellDragStateTests {
    struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        let fruit: FruitTable
    }

    /// The fruit table at (400,0), 400×600, with recording cells, and a plum to drag at (100,100).
    func makeScene(plum: DragSourceRecorder) -> Scene {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let window = UIWindow()
        let root = UIViewController()
        let fruit = FruitTable(frame: CGRect(x: 400, y: 0, width: 400, height: 600))
        fruit.tableView.register(DragStateRecordingCell.self, forCellReuseIdentifier: "fruit")
        root.view.addSubview(fruit.tableView)
        let plumView = UIView(frame: CGRect(x: 100, y: 100, width: 120, height: 120))
        plumView.addInteraction(UIDragInteraction(delegate: plum))
        root.view.addSubview(plumView)
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        return Scene(screen: screen, window: window, fruit: fruit)
    }

    func cell(_ scene: Scene, row: Int) throws -> DragStateRecordingCell {
        try #require(scene.fruit.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? DragStateRecordingCell)
    }

    @Test("DND-22 a dragged row's cell is told lifting, then dragging once the lift is done, then none when the drag ends; its configuration state says the same")
    func draggedRowHearsItsStates() throws {
        let plum = DragSourceRecorder()
        let scene = makeScene(plum: plum)
        defer { scene.window.isHidden = true }
        let banana = try cell(scene, row: 1)
        let cherry = try cell(scene, row: 2)
        #expect(banana.configurationState.cellDragState == .none)

        scene.screen.liftAndMove(from: CGPoint(x: 600, y: 66), to: CGPoint(x: 200, y: 400))
        #expect(banana.states.first == .lifting)
        scene.screen.advance(by: 0.3)
        #expect(banana.states == [.lifting, .dragging])
        #expect(banana.configurationState.cellDragState == .dragging)
        #expect(cherry.states.isEmpty, "only the dragged row")

        scene.screen.touchUp(at: CGPoint(x: 200, y: 400))
        _ = scene.screen.runUntilAnimationsSettle()
        #expect(banana.states == [.lifting, .dragging, .none])
        #expect(banana.configurationState.cellDragState == .none)
    }

    @Test("DND-22 while its row is dragged a cell's subviews take no touches, unless userInteractionEnabledWhileDragging")
    func subviewsIgnoreTouchesWhileDragging() throws {
        let plum = DragSourceRecorder()
        let scene = makeScene(plum: plum)
        defer { scene.window.isHidden = true }
        let banana = try cell(scene, row: 1)
        #expect(!banana.userInteractionEnabledWhileDragging, "off by default")
        let point = CGPoint(x: 200, y: 22)
        #expect(banana.hitTest(point, with: nil) === banana.button)

        banana.setCellDragState(.dragging)
        #expect(banana.hitTest(point, with: nil) === banana, "the cell takes the touch itself")
        banana.userInteractionEnabledWhileDragging = true
        #expect(banana.hitTest(point, with: nil) === banana.button)
        banana.setCellDragState(.none)
    }

    @Test("DND-24 while a drop is over the table its cells are notTargeted, the row it would drop into targeted; none once it leaves")
    func dropStates() throws {
        let plum = DragSourceRecorder()
        let scene = makeScene(plum: plum)
        defer { scene.window.isHidden = true }
        scene.fruit.intent = .insertIntoDestinationIndexPath
        let banana = try cell(scene, row: 1)
        let cherry = try cell(scene, row: 2)
        #expect(cherry.configurationState.cellDropState == .none)

        scene.screen.liftAndMove(from: CGPoint(x: 160, y: 160), to: CGPoint(x: 600, y: 110))
        scene.screen.advance(by: 0.3)
        #expect(cherry.configurationState.cellDropState == .targeted)
        #expect(banana.configurationState.cellDropState == .notTargeted)
        #expect(cherry.dropStatesUpdatedFor.last == .targeted, "the state change updates the cell's configuration")

        scene.screen.touchMove(to: CGPoint(x: 200, y: 400))
        scene.screen.advance(by: 0.3)
        #expect(cherry.configurationState.cellDropState == .none)
        #expect(banana.configurationState.cellDropState == .none)
        scene.screen.touchUp(at: CGPoint(x: 200, y: 400))
        _ = scene.screen.runUntilAnimationsSettle()
    }

    @Test("DND-22 a list collection view's dragged item is dragging in its configuration state, and none after")
    func collectionItemDragState() throws {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let window = UIWindow()
        let root = UIViewController()
        let list = FruitList(frame: CGRect(x: 400, y: 0, width: 400, height: 600))
        root.view.addSubview(list.collectionView)
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        defer { window.isHidden = true }
        let banana = try #require(list.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        let point = banana.convert(CGPoint(x: 200, y: banana.bounds.midY), to: window)
        screen.liftAndMove(from: point, to: CGPoint(x: 200, y: 400))
        screen.advance(by: 0.3)
        #expect(banana.configurationState.cellDragState == .dragging)
        screen.touchUp(at: CGPoint(x: 200, y: 400))
        _ = screen.runUntilAnimationsSettle()
        #expect(banana.configurationState.cellDragState == .none)
    }
}
