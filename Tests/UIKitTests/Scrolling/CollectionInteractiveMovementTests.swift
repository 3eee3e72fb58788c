import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A column layout that records the interactive-movement contexts it is given and grows the
/// moving item.
@MainActor
private final class MovementLayout: ColumnLayout {
    override func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes = super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
        attributes.transform = CGAffineTransform(scaleX: 1.1, y: 1.1)
        return attributes
    }
}

@MainActor
@Suite("Collection view interactive movement", .serialized, .exclusiveUIKit)
struct CollectionInteractiveMovementTests {
    @Test("An item moved interactively follows the position, the others make room as the target changes, and the data source moves it at the end")
    func moveAndCommit() {
        let layout = MovementLayout()
        let model = MovingModel(items: [Array(0..<8)])
        let fixture = LayoutFixture(layout: layout, dataSource: model)
        defer { fixture.close() }
        let collectionView = fixture.collectionView
        let moving = fixture.cell(0)
        #expect(collectionView.beginInteractiveMovementForItem(at: itemPath(0)))
        #expect(!collectionView.beginInteractiveMovementForItem(at: itemPath(1)), "one item at a time")
        layout.contexts = []
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 175))
        _ = fixture.screen.runUntilAnimationsSettle()
        #expect(moving?.center == CGPoint(x: 50, y: 175))
        #expect(moving?.transform == CGAffineTransform(scaleX: 1.1, y: 1.1))
        #expect(fixture.cell(0)?.tag == 1 && fixture.cell(0)?.frame.minY == 0, "item 1 moved up into the gap")
        #expect(fixture.cell(2)?.tag == 3 && fixture.cell(3) === moving)
        let context = layout.contexts.last
        #expect(context?.previousIndexPathsForInteractivelyMovingItems == [itemPath(0)])
        #expect(context?.targetIndexPathsForInteractivelyMovingItems == [itemPath(3)])
        #expect(context?.interactiveMovementTarget == CGPoint(x: 50, y: 175))
        #expect(model.moves.isEmpty, "the data source hears of it at the end")

        collectionView.endInteractiveMovement()
        _ = fixture.screen.runUntilAnimationsSettle()
        #expect(model.moves == ["0.0->0.3"])
        #expect(model.items == [[1, 2, 3, 0, 4, 5, 6, 7]])
        #expect(fixture.shownTags == [1, 2, 3, 0, 4, 5, 6, 7])
        #expect(moving?.frame == CGRect(x: 0, y: 150, width: 100, height: 50), "it settles into its place")
        #expect(layout.contexts.last?.targetIndexPathsForInteractivelyMovingItems == [itemPath(3)])
    }

    @Test("Cancelling puts the item back and the data source hears nothing; items scrolled into view meanwhile show their own data")
    func cancel() {
        let layout = ColumnLayout()
        let model = MovingModel(items: [Array(0..<30)])
        let fixture = LayoutFixture(layout: layout, dataSource: model)
        defer { fixture.close() }
        let collectionView = fixture.collectionView
        #expect(collectionView.beginInteractiveMovementForItem(at: itemPath(0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 575))
        _ = fixture.screen.runUntilAnimationsSettle()
        // Scrolled away and back, the first items get new cells, asked of the data source at
        // their own index paths.
        collectionView.contentOffset = CGPoint(x: 0, y: 400)
        collectionView.layoutIfNeeded()
        collectionView.contentOffset = .zero
        collectionView.layoutIfNeeded()
        #expect(fixture.cell(0)?.tag == 1 && fixture.cell(5)?.tag == 6, "shown in the moved order")
        collectionView.cancelInteractiveMovement()
        _ = fixture.screen.runUntilAnimationsSettle()
        #expect(model.moves.isEmpty)
        #expect(fixture.cell(0)?.tag == 0 && fixture.cell(0)?.frame.minY == 0)
        #expect(fixture.cell(5)?.tag == 5 && fixture.cell(11)?.tag == 11)
    }

    @Test("The data source's canMoveItemAt refuses a movement; the delegate's targetIndexPathForMoveFromItemAt redirects it")
    func refuseAndRedirect() {
        let layout = ColumnLayout()
        let model = MovingModel(items: [Array(0..<8)])
        model.movable = { $0.item != 5 }
        model.redirect = { _, proposed in IndexPath(item: min(proposed.item, 2), section: proposed.section) }
        let fixture = LayoutFixture(layout: layout, dataSource: model)
        defer { fixture.close() }
        let collectionView = fixture.collectionView
        #expect(!collectionView.beginInteractiveMovementForItem(at: itemPath(5)))
        #expect(!collectionView.beginInteractiveMovementForItem(at: itemPath(40)), "no such item")
        #expect(collectionView.beginInteractiveMovementForItem(at: itemPath(0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 325))
        collectionView.endInteractiveMovement()
        #expect(model.moves == ["0.0->0.2"], "the delegate held it at 2")
    }

    @Test("A data source without collectionView(_:moveItemAt:to:) lets the item be dragged, but it goes back to its place")
    func withoutMoveItem() {
        let layout = ColumnLayout()
        let model = GridModel(counts: [6])
        let fixture = LayoutFixture(layout: layout, dataSource: model)
        defer { fixture.close() }
        let collectionView = fixture.collectionView
        #expect(collectionView.beginInteractiveMovementForItem(at: itemPath(0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 225))
        collectionView.endInteractiveMovement()
        _ = fixture.screen.runUntilAnimationsSettle()
        #expect(fixture.shownTags == [0, 1, 2, 3, 4, 5])
    }

    @Test("A diffable data source moves the item in its snapshot when its reordering handlers allow it, and tells them")
    func diffable() {
        let layout = ColumnLayout()
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let window = UIWindow()
        defer { window.isHidden = true }
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.accessibilityLabel = item
            return cell
        }
        var reordered: [String] = []
        dataSource.reorderingHandlers.canReorderItem = { $0 != "c" }
        dataSource.reorderingHandlers.didReorder = { transaction in reordered = transaction.finalSnapshot.itemIdentifiers }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c", "d"])
        dataSource.apply(snapshot, animatingDifferences: false)
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        screen.presentFrame()
        #expect(!collectionView.beginInteractiveMovementForItem(at: itemPath(2)), "c may not move")
        #expect(collectionView.beginInteractiveMovementForItem(at: itemPath(0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 125))
        collectionView.endInteractiveMovement()
        _ = screen.runUntilAnimationsSettle()
        #expect(dataSource.snapshot().itemIdentifiers == ["b", "c", "a", "d"])
        #expect(reordered == ["b", "c", "a", "d"])
        let labels = collectionView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.map { $0.accessibilityLabel ?? "" }
        #expect(labels == ["b", "c", "a", "d"])
    }
}
