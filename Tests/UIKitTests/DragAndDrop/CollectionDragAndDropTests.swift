import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A list collection view of fruit over a diffable data source that drags its items and takes
/// drops, recording what it hears.
@MainActor
final class FruitList: NSObject, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    var fruit = ["Apple", "Banana", "Cherry", "Damson", "Elder", "Fig"]
    var calls: [String] = []
    var intent: UICollectionViewDropProposal.Intent = .insertAtDestinationIndexPath
    var destinations: [IndexPath?] = []
    var coordinatorItems: [(String?, IndexPath?)] = []
    let collectionView: UICollectionView
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!

    init(frame: CGRect) {
        collectionView = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain)))
        super.init()
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
        apply()
    }

    func apply() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(fruit, toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        calls.append("itemsForBeginning \(indexPath.item)")
        let item = UIDragItem(itemProvider: NSItemProvider(object: fruit[indexPath.item]))
        item.localObject = fruit[indexPath.item]
        return [item]
    }

    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession) { calls.append("dragSessionWillBegin") }
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession) { calls.append("dragSessionDidEnd") }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        destinations.append(destinationIndexPath)
        let operation: UIDropOperation = session.localDragSession != nil && collectionView.hasActiveDrag ? .move : .copy
        return UICollectionViewDropProposal(operation: operation, intent: intent)
    }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession) { calls.append("dropSessionDidEnter") }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession) { calls.append("dropSessionDidExit") }
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession) { calls.append("dropSessionDidEnd") }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        calls.append("performDrop")
        coordinatorItems = coordinator.items.map { ($0.dragItem.localObject as? String, $0.sourceIndexPath) }
        guard let destination = coordinator.destinationIndexPath, let first = coordinator.items.first else { return }
        if let source = first.sourceIndexPath {
            // An item of this list: move it (DND-25).
            let moved = fruit.remove(at: source.item)
            let target = destination.item > source.item ? destination.item - 1 : destination.item
            fruit.insert(moved, at: target)
            apply()
            coordinator.drop(first.dragItem, toItemAt: IndexPath(item: target, section: 0))
        } else {
            // The string arrives on a background queue (issue 44.6): the list changes on the
            // main queue, as an iOS app's does.
            first.dragItem.itemProvider.loadObject(ofClass: String.self) { [weak self] string, _ in
                DispatchQueue.main.async {
                    guard let self, let string else { return }
                    self.fruit.insert(string, at: destination.item)
                    self.apply()
                }
            }
            coordinator.drop(first.dragItem, toItemAt: destination)
        }
    }
}

/// A drop delegate that holds nothing but what it heard.
@MainActor
final class ListDropRecorder: NSObject, UICollectionViewDropDelegate {
    var calls: [String] = []

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: .copy)
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        calls.append("performDrop")
    }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession) { calls.append("dropSessionDidEnd") }
}

@MainActor
@Suite("Drag and drop in list collection views", .serialized, .exclusiveUIKit)
struct CollectionDragAndDropTests {
    struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        let list: FruitList
        let plum: DragSourceRecorder
    }

    /// The fruit list at (400,0), 400×600, and a plum to drag at (100,100).
    func makeScene() -> Scene {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let window = UIWindow()
        let root = UIViewController()
        let list = FruitList(frame: CGRect(x: 400, y: 0, width: 400, height: 600))
        root.view.addSubview(list.collectionView)
        let plumView = UIView(frame: CGRect(x: 100, y: 100, width: 120, height: 120))
        let plum = DragSourceRecorder()
        plumView.addInteraction(UIDragInteraction(delegate: plum))
        root.view.addSubview(plumView)
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        return Scene(screen: screen, window: window, list: list, plum: plum)
    }

    func release(_ scene: Scene, at point: CGPoint) {
        scene.screen.touchUp(at: point)
        _ = scene.screen.runUntilAnimationsSettle()
    }

    func cellY(_ scene: Scene, _ fruit: String) -> CGFloat? {
        scene.list.collectionView.visibleCells.first { ($0.contentConfiguration as? UIListContentConfiguration)?.text == fruit }
            .map { $0.frame.minY }
    }

    var rowHeight: CGFloat { 44 }

    @Test("DND-22 DND-23 DND-24 a drop over a list collection view proposes per insertion index path; insertAtDestinationIndexPath opens a gap there")
    func gapOpens() async throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        let height = try #require(scene.list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.height)
        let cherry = try #require(cellY(scene, "Cherry"))
        // Over the upper half of Cherry (the third item): insert before it.
        scene.screen.liftAndMove(from: CGPoint(x: 160, y: 160), to: CGPoint(x: 600, y: cherry + 8))
        scene.screen.advance(by: 0.3)
        #expect(scene.list.calls.contains("dropSessionDidEnter"))
        #expect(scene.list.destinations.last == IndexPath(item: 2, section: 0))
        #expect(scene.list.collectionView.hasActiveDrop)
        #expect(cellY(scene, "Cherry") == cherry + height, "the gap pushes Cherry down by an item's height")
        #expect(cellY(scene, "Banana") == cherry - height, "items above the gap stay")
        release(scene, at: CGPoint(x: 600, y: cherry + 8))
        await scene.screen.runLoopTurn()
        #expect(scene.list.fruit == ["Apple", "Banana", "Plum", "Cherry", "Damson", "Elder", "Fig"])
        #expect(scene.list.coordinatorItems.count == 1 && scene.list.coordinatorItems[0].1 == nil, "from elsewhere: no source index path")
        #expect(scene.list.calls.suffix(2) == ["performDrop", "dropSessionDidEnd"])
        #expect(!scene.list.collectionView.hasActiveDrop)
        #expect(cellY(scene, "Cherry") == cherry + height, "the inserted item takes the gap's place")
    }

    @Test("DND-22 DND-25 an item dragged within the list moves: the coordinator gives its source index path and the delegate reorders")
    func reorderByDrag() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        let apple = try #require(scene.list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let start = apple.convert(CGPoint(x: apple.bounds.midX, y: apple.bounds.midY), to: scene.window)
        let elder = try #require(cellY(scene, "Elder"))
        // Over Fig's upper half: insert after Elder (the gap opens there and stays under the touch).
        let end = CGPoint(x: start.x, y: elder + 74)
        scene.screen.liftAndMove(from: start, to: end)
        scene.screen.advance(by: 0.3)
        #expect(scene.list.calls.prefix(2) == ["itemsForBeginning 0", "dragSessionWillBegin"])
        #expect(scene.list.collectionView.hasActiveDrag)
        release(scene, at: end)
        #expect(scene.list.coordinatorItems.first?.0 == "Apple")
        #expect(scene.list.coordinatorItems.first?.1 == IndexPath(item: 0, section: 0))
        #expect(scene.list.fruit == ["Banana", "Cherry", "Damson", "Elder", "Apple", "Fig"])
        #expect(scene.list.calls.last == "dragSessionDidEnd" || scene.list.calls.contains("dragSessionDidEnd"))
        #expect(!scene.list.collectionView.hasActiveDrag)
    }

    @Test("DND-23 DND-24 DND-25 a drop over a flow-layout grid proposes before or after the item under it by its middle along the line; the items stay; insertInto highlights the item")
    func gridDrop() async throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 90, height: 90)
        let collectionView = scene.list.collectionView
        collectionView.collectionViewLayout = flow
        collectionView.layoutIfNeeded()
        let cherry = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        let frame = cherry.frame
        let right = collectionView.convert(CGPoint(x: frame.maxX - 10, y: frame.midY), to: scene.window)
        scene.screen.liftAndMove(from: CGPoint(x: 160, y: 160), to: right)
        scene.screen.advance(by: 0.3)
        #expect(scene.list.destinations.last == IndexPath(item: 3, section: 0), "past Cherry's middle: after it")
        #expect(cherry.frame == frame, "a grid opens no gap")
        let left = collectionView.convert(CGPoint(x: frame.minX + 10, y: frame.midY), to: scene.window)
        scene.screen.touchMove(to: left)
        scene.screen.advance(by: 0.3)
        #expect(scene.list.destinations.last == IndexPath(item: 2, section: 0))
        release(scene, at: left)
        await scene.screen.runLoopTurn()
        #expect(scene.list.fruit == ["Apple", "Banana", "Plum", "Cherry", "Damson", "Elder", "Fig"])

        scene.list.intent = .insertIntoDestinationIndexPath
        let fig = try #require(collectionView.cellForItem(at: IndexPath(item: 6, section: 0)))
        let over = collectionView.convert(CGPoint(x: fig.frame.midX, y: fig.frame.midY), to: scene.window)
        scene.screen.liftAndMove(from: CGPoint(x: 160, y: 160), to: over)
        scene.screen.advance(by: 0.3)
        #expect(fig.isHighlighted)
        scene.screen.touchMove(to: CGPoint(x: 200, y: 400))
        scene.screen.advance(by: 0.3)
        #expect(!fig.isHighlighted)
        release(scene, at: CGPoint(x: 200, y: 400))
    }

    @Test("DND-24 insertIntoDestinationIndexPath highlights the item under the drag instead of opening a gap; leaving removes it")
    func highlightInto() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        scene.list.intent = .insertIntoDestinationIndexPath
        let damson = try #require(scene.list.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
        let y = damson.frame.midY
        scene.screen.liftAndMove(from: CGPoint(x: 160, y: 160), to: CGPoint(x: 600, y: y))
        scene.screen.advance(by: 0.3)
        #expect(damson.isHighlighted)
        #expect(damson.frame.midY == y, "no gap")
        scene.screen.touchMove(to: CGPoint(x: 200, y: 400))
        scene.screen.advance(by: 0.3)
        #expect(!damson.isHighlighted)
        #expect(scene.list.calls.contains("dropSessionDidExit"))
        release(scene, at: CGPoint(x: 200, y: 400))
    }

    @Test("Fuzz finding: the list under a drop goes away while the drop settles; its delegate still hears the end")
    func destinationGoneDuringDrop() {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let window = UIWindow()
        let root = UIViewController()
        let plumView = UIView(frame: CGRect(x: 100, y: 100, width: 120, height: 120))
        let plum = DragSourceRecorder()
        plumView.addInteraction(UIDragInteraction(delegate: plum))
        root.view.addSubview(plumView)
        let recorder = ListDropRecorder()
        do {
            // Only the page holds the list.
            let list = UICollectionView(frame: CGRect(x: 400, y: 0, width: 400, height: 600), collectionViewLayout:
                UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
            list.dropDelegate = recorder
            root.view.addSubview(list)
        }
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        screen.liftAndMove(from: CGPoint(x: 160, y: 160), to: CGPoint(x: 600, y: 300))
        screen.touchUp(at: CGPoint(x: 600, y: 300))
        screen.advance(by: 1.0 / 60)
        #expect(recorder.calls.contains("performDrop"))
        root.view.subviews.filter { $0 is UICollectionView }.forEach { $0.removeFromSuperview() }
        screen.runUntilAnimationsSettle()
        #expect(recorder.calls.last == "dropSessionDidEnd")
        #expect(plum.calls.last == "didEndWith copy")
        window.isHidden = true
    }

    @Test("DND-02 dragInteractionEnabled false: the items do not lift")
    func dragDisabled() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        scene.list.collectionView.dragInteractionEnabled = false
        let apple = try #require(scene.list.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let start = apple.convert(CGPoint(x: apple.bounds.midX, y: apple.bounds.midY), to: scene.window)
        scene.screen.liftAndMove(from: start, to: CGPoint(x: start.x, y: start.y + 200))
        #expect(!scene.list.calls.contains { $0.hasPrefix("itemsForBeginning") })
        release(scene, at: CGPoint(x: start.x, y: start.y + 200))
    }
}
