import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A column layout that logs the update hooks, and moves appearing items in from the right
/// when `slidesIn`.
@MainActor
private final class UpdateLoggingLayout: ColumnLayout {
    var updateItems: [UICollectionViewUpdateItem] = []
    var slidesIn = false
    var insertsBadge = false
    var target: CGPoint?

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        self.updateItems = updateItems
        log.append("prepareForUpdates \(frames.count)")
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        log.append("finalizeUpdates")
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        log.append("initial \(itemIndexPath.section).\(itemIndexPath.item)")
        let attributes = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        if slidesIn, let attributes { attributes.center.x += 300 }
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        log.append("final \(itemIndexPath.section).\(itemIndexPath.item)")
        return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }

    override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        insertsBadge && elementKind == "badge" ? [itemPath(0)] : []
    }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        target ?? proposedContentOffset
    }
}

/// A delegate that moves the content offset layouts choose after updates.
@MainActor
private final class OffsetDelegate: NSObject, UICollectionViewDelegate {
    var offset: CGPoint?
    var proposals: [CGPoint] = []

    func collectionView(_ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposals.append(proposedContentOffset)
        return offset ?? proposedContentOffset
    }
}

@MainActor
@Suite("Collection view layout updates", .serialized, .exclusiveUIKit)
struct CollectionLayoutUpdateTests {
    private func describe(_ item: UICollectionViewUpdateItem) -> String {
        func path(_ indexPath: IndexPath?) -> String {
            guard let indexPath else { return "-" }
            return indexPath.item == NSNotFound ? "s\(indexPath.section)" : "\(indexPath.section).\(indexPath.item)"
        }
        return "\(item.updateAction) \(path(item.indexPathBeforeUpdate)) \(path(item.indexPathAfterUpdate))"
    }

    @Test("A batch of updates: the layout is invalidated for the counts and prepared, then hears prepare(forCollectionViewUpdates:) with one update item per change (sections with NSNotFound items), the appearing items' initial attributes, and finalizeCollectionViewUpdates()")
    func updateHooks() {
        let layout = UpdateLoggingLayout()
        let model = GridModel(counts: [5, 3])
        let fixture = LayoutFixture(layout: layout, dataSource: model)
        defer { fixture.close() }
        layout.log = []
        model.counts = [5, 3, 2]
        fixture.collectionView.performBatchUpdates {
            fixture.collectionView.deleteItems(at: [itemPath(4)])
            fixture.collectionView.insertItems(at: [itemPath(0)])
            fixture.collectionView.moveItem(at: itemPath(0, 1), to: itemPath(2, 1))
            fixture.collectionView.insertSections(IndexSet(integer: 2))
        }
        #expect(layout.updateItems.map(describe) == ["delete 0.4 -", "insert - 0.0", "move 1.0 1.2", "insert - s2"])
        #expect(Array(layout.log.prefix(3)) == ["invalidate counts", "prepare", "prepareForUpdates 10"])
        #expect(layout.log.contains("initial 0.0"), "the inserted item: \(layout.log)")
        #expect(layout.log.last == "finalizeUpdates")
        #expect(layout.log.filter { $0 == "finalizeUpdates" }.count == 1)
        _ = fixture.screen.runUntilAnimationsSettle()
        #expect(fixture.cell(0)?.tag == 0 && fixture.cell(0, section: 2) != nil)
        fixture.collectionView.reloadItems(at: [itemPath(1, 1)])
        #expect(layout.updateItems.map(describe) == ["reload 1.1 1.1"])
    }

    @Test("By default an inserted item fades in where it goes, and the items after it move down from where they were")
    func defaultInsertion() {
        let layout = UpdateLoggingLayout()
        let model = GridModel(counts: [5])
        let fixture = LayoutFixture(layout: layout, dataSource: model)
        defer { fixture.close() }
        let first = fixture.cell(0)
        model.counts = [6]
        var finished: Bool?
        fixture.collectionView.performBatchUpdates({ fixture.collectionView.insertItems(at: [itemPath(0)]) }, completion: { finished = $0 })
        let inserted = fixture.cell(0)
        #expect(inserted !== first && fixture.cell(1) === first)
        #expect(first?.frame.minY == 50, "the model value is the destination")
        fixture.screen.presentFrame()
        #expect(first?.layer.presentation()?.position.y == 25, "it starts from where it was")
        #expect((inserted?.layer.presentation()?.opacity ?? 1) < 0.05, "the new item starts transparent")
        _ = fixture.screen.runUntilAnimationsSettle()
        #expect(finished == true)
        #expect(inserted?.alpha == 1 && inserted?.frame.minY == 0)
    }

    @Test("Initial attributes a layout returns are where an appearing item starts; a deleted item is asked its final attributes at its old index path")
    func customAttributes() {
        let layout = UpdateLoggingLayout()
        layout.slidesIn = true
        let model = GridModel(counts: [5])
        let fixture = LayoutFixture(layout: layout, dataSource: model)
        defer { fixture.close() }
        layout.log = []
        model.counts = [5]
        fixture.collectionView.performBatchUpdates {
            fixture.collectionView.deleteItems(at: [itemPath(4)])
            fixture.collectionView.insertItems(at: [itemPath(2)])
        }
        let inserted = fixture.cell(2)
        fixture.screen.presentFrame()
        #expect(inserted?.layer.presentation()?.position.x == 350, "from 300 points to the right")
        #expect(layout.log.contains("final 0.4"), "\(layout.log)")
        _ = fixture.screen.runUntilAnimationsSettle()
        #expect(inserted?.center.x == 50)
        #expect(fixture.collectionView.visibleCells.count == 5)
        #expect(fixture.cell(4)?.tag == 3, "old item 3 is last")
    }

    @Test("indexPathsToInsertForSupplementaryView(ofKind:) replaces the view there: the data source is asked for it again")
    func insertedSupplementary() {
        let layout = UpdateLoggingLayout()
        layout.showsBadge = true
        let model = GridModel(counts: [5])
        let fixture = LayoutFixture(layout: layout, dataSource: model)
        defer { fixture.close() }
        let asked = model.log.filter { $0.hasPrefix("supplementary") }.count
        #expect(asked == 1)
        model.counts = [6]
        fixture.collectionView.insertItems(at: [itemPath(5)])
        #expect(model.log.filter { $0.hasPrefix("supplementary") }.count == 1, "a view the layout does not name is kept")
        layout.insertsBadge = true
        model.counts = [7]
        fixture.collectionView.insertItems(at: [itemPath(6)])
        #expect(model.log.filter { $0.hasPrefix("supplementary") }.count == 2)
        #expect(fixture.collectionView.supplementaryView(forElementKind: "badge", at: itemPath(0)) != nil)
    }

    @Test("After updates the content offset is the layout's targetContentOffset(forProposedContentOffset:), then the delegate's")
    func targetOffsetAfterUpdates() {
        let layout = UpdateLoggingLayout()
        let model = GridModel(counts: [40])
        let delegate = OffsetDelegate()
        let fixture = LayoutFixture(layout: layout, dataSource: model, delegate: delegate)
        defer { fixture.close() }
        layout.target = CGPoint(x: 0, y: 100)
        model.counts = [41]
        fixture.collectionView.insertItems(at: [itemPath(0)])
        #expect(fixture.collectionView.contentOffset.y == 100)
        #expect(delegate.proposals.last == CGPoint(x: 0, y: 100))
        delegate.offset = CGPoint(x: 0, y: 250)
        model.counts = [42]
        fixture.collectionView.insertItems(at: [itemPath(0)])
        #expect(fixture.collectionView.contentOffset.y == 250)
    }
}
