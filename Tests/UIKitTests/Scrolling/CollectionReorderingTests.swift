import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Reordering a list collection view by its items' reorder accessories, through a diffable
/// data source's reordering handlers.
@MainActor
@Suite("Reordering list collection views", .exclusiveUIKit)
struct CollectionReorderingTests {
    struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        let collectionView: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Int, String>
    }

    func makeScene() -> Scene {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let window = UIWindow()
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.reorder()]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Apple", "Banana", "Cherry", "Damson", "Elder"], toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: false)
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        collectionView.isEditing = true
        screen.presentFrame()
        return Scene(screen: screen, window: window, collectionView: collectionView, dataSource: dataSource)
    }

    /// The centre of the item's reorder accessory, in the window.
    func grip(_ scene: Scene, item: Int) throws -> CGPoint {
        let cell = try #require(scene.collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell)
        let grip = try #require(cell.reorderAccessoryView)
        return grip.convert(CGPoint(x: grip.bounds.midX, y: grip.bounds.midY), to: scene.window)
    }

    @Test("LIST-05 the reorder accessory: dragging it moves the item; willReorder and didReorder hear the transaction, and the snapshot follows")
    func reorderByAccessory() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        var heard: [String] = []
        var transaction: NSDiffableDataSourceTransaction<Int, String>?
        scene.dataSource.reorderingHandlers.canReorderItem = { $0 != "Elder" }
        scene.dataSource.reorderingHandlers.willReorder = { heard.append("will \($0.finalSnapshot.itemIdentifiers.joined(separator: ","))") }
        scene.dataSource.reorderingHandlers.didReorder = { transaction = $0; heard.append("did") }
        let start = try grip(scene, item: 0)
        let height = try #require(scene.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))).frame.height
        // Down by two items and a little: Apple lands after Cherry.
        scene.screen.drag(from: start, to: CGPoint(x: start.x, y: start.y + height * 2 + 4), steps: 12, duration: 0.3)
        _ = scene.screen.runUntilAnimationsSettle()
        #expect(scene.dataSource.snapshot().itemIdentifiers == ["Banana", "Cherry", "Apple", "Damson", "Elder"])
        #expect(heard == ["will Banana,Cherry,Apple,Damson,Elder", "did"])
        let done = try #require(transaction)
        #expect(done.initialSnapshot.itemIdentifiers == ["Apple", "Banana", "Cherry", "Damson", "Elder"])
        #expect(done.sectionTransactions.count == 1)
        #expect(done.sectionTransactions.first?.finalSnapshot.items == ["Banana", "Cherry", "Apple", "Damson", "Elder"])
        #expect(!done.difference.isEmpty)
        let texts = scene.collectionView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }
            .map { ($0.contentConfiguration as? UIListContentConfiguration)?.text ?? "?" }
        #expect(texts == ["Banana", "Cherry", "Apple", "Damson", "Elder"])
    }

    @Test("LIST-05 the reorder accessory follows a pointer too: pressed on the grip and moved down two items, the item lands after the second")
    func reorderWithPointer() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        scene.dataSource.reorderingHandlers.canReorderItem = { _ in true }
        // Items also drag and drop: the grip belongs to reordering all the same.
        let dragging = ItemDragger()
        scene.collectionView.dragDelegate = dragging
        let start = try grip(scene, item: 0)
        scene.screen.pointerDown(at: start)
        for dy in stride(from: 8, through: 98, by: 10) {
            scene.screen.advance(by: 1.0 / 60)
            scene.screen.movePointer(to: CGPoint(x: start.x, y: start.y + CGFloat(dy)))
        }
        scene.screen.advance(by: 0.1)
        scene.screen.pointerUp(at: CGPoint(x: start.x, y: start.y + 98))
        _ = scene.screen.runUntilAnimationsSettle()
        #expect(scene.dataSource.snapshot().itemIdentifiers == ["Banana", "Cherry", "Apple", "Damson", "Elder"])
        #expect(dragging.lifts == 0)
    }

    @Test("LIST-05 without canReorderItem (or when it says no) the reorder accessory does not move the item; the drag scrolls instead")
    func noReorderWithoutHandler() throws {
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        var heard = 0
        scene.dataSource.reorderingHandlers.didReorder = { _ in heard += 1 }
        let start = try grip(scene, item: 0)
        scene.screen.drag(from: start, to: CGPoint(x: start.x, y: start.y + 100), steps: 12, duration: 0.3)
        _ = scene.screen.runUntilAnimationsSettle()
        #expect(scene.dataSource.snapshot().itemIdentifiers == ["Apple", "Banana", "Cherry", "Damson", "Elder"])
        #expect(heard == 0)
        scene.dataSource.reorderingHandlers.canReorderItem = { $0 != "Apple" }
        scene.screen.drag(from: start, to: CGPoint(x: start.x, y: start.y + 100), steps: 12, duration: 0.3)
        _ = scene.screen.runUntilAnimationsSettle()
        #expect(scene.dataSource.snapshot().itemIdentifiers == ["Apple", "Banana", "Cherry", "Damson", "Elder"])
        #expect(heard == 0)
    }
}

/// Drags items (counting lifts).
@MainActor
private final class ItemDragger: UICollectionViewDragDelegate {
    var lifts = 0
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        lifts += 1
        return [UIDragItem(itemProvider: NSItemProvider(object: "item"))]
    }
}
