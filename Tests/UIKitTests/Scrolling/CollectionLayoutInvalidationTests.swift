import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A context with a property of its layout's own.
@MainActor
private final class TaggedContext: UICollectionViewLayoutInvalidationContext {
    var reason = ""
}

@MainActor
private final class TaggedLayout: ColumnLayout {
    override class var invalidationContextClass: AnyClass { TaggedContext.self }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        (context as? TaggedContext)?.reason = "bounds \(Int(newBounds.minY))"
        return context
    }

    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        super.prepare(forAnimatedBoundsChange: oldBounds)
        log.append("prepareForAnimatedBoundsChange \(Int(oldBounds.width))")
    }

    override func finalizeAnimatedBoundsChange() {
        super.finalizeAnimatedBoundsChange()
        log.append("finalizeAnimatedBoundsChange")
    }
}

/// Attributes of a layout's own class.
@MainActor
private final class MarkedAttributes: UICollectionViewLayoutAttributes {}

@MainActor
private final class MarkedFlowLayout: UICollectionViewFlowLayout {
    var contexts: [UICollectionViewLayoutInvalidationContext] = []
    override class var layoutAttributesClass: AnyClass { MarkedAttributes.self }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }
}

/// A cell that records the attributes it was given and wants to be 70 points tall.
@MainActor
private final class SeventyPointCell: UICollectionViewCell {
    var applied: UICollectionViewLayoutAttributes?

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        applied = layoutAttributes
    }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let preferred = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        preferred.size = CGSize(width: layoutAttributes.size.width, height: 70)
        return preferred
    }
}

/// Snaps scrolling to whole items, and records what it was asked.
@MainActor
private final class SnappingLayout: ColumnLayout {
    var asked: [(offset: CGPoint, velocity: CGPoint)] = []

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        asked.append((proposedContentOffset, velocity))
        return CGPoint(x: proposedContentOffset.x, y: (proposedContentOffset.y / itemHeight).rounded() * itemHeight)
    }
}

/// A scroll delegate that records where a drag was going to rest.
@MainActor
private final class RestingLog: NSObject, UICollectionViewDelegate {
    var targets: [CGPoint] = []

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        targets.append(targetContentOffset.pointee)
    }
}

@MainActor
@Suite("Collection view layout invalidation", .serialized, .exclusiveUIKit)
struct CollectionLayoutInvalidationTests {
    @Test("An invalidation context names items, supplementary and decoration views once each; its adjustments start at zero")
    func contextRecords() {
        let context = UICollectionViewLayoutInvalidationContext()
        #expect(!context.invalidateEverything && !context.invalidateDataSourceCounts)
        #expect(context.invalidatedItemIndexPaths == nil && context.invalidatedSupplementaryIndexPaths == nil && context.invalidatedDecorationIndexPaths == nil)
        #expect(context.contentOffsetAdjustment == .zero && context.contentSizeAdjustment == .zero)
        #expect(context.previousIndexPathsForInteractivelyMovingItems == nil && context.targetIndexPathsForInteractivelyMovingItems == nil)
        #expect(context.interactiveMovementTarget == .zero)
        context.invalidateItems(at: [itemPath(0), itemPath(1)])
        context.invalidateItems(at: [itemPath(1), itemPath(2)])
        #expect(context.invalidatedItemIndexPaths == [itemPath(0), itemPath(1), itemPath(2)])
        context.invalidateSupplementaryElements(ofKind: "header", at: [itemPath(0, 1)])
        context.invalidateSupplementaryElements(ofKind: "header", at: [itemPath(0, 1), itemPath(0, 2)])
        context.invalidateDecorationElements(ofKind: "band", at: [itemPath(0)])
        #expect(context.invalidatedSupplementaryIndexPaths == ["header": [itemPath(0, 1), itemPath(0, 2)]])
        #expect(context.invalidatedDecorationIndexPaths == ["band": [itemPath(0)]])
    }

    @Test("invalidateLayout() passes a context of the layout's invalidationContextClass that invalidates everything, and the layout prepares again")
    func invalidateLayoutMakesContext() {
        let layout = TaggedLayout()
        let fixture = LayoutFixture(layout: layout, dataSource: GridModel(counts: [5]))
        defer { fixture.close() }
        layout.contexts = []
        layout.log = []
        layout.invalidateLayout()
        let context = layout.contexts.last as? TaggedContext
        #expect(context != nil, "a TaggedContext: \(String(describing: layout.contexts.last))")
        #expect(context?.invalidateEverything == true && context?.invalidateDataSourceCounts == false)
        fixture.collectionView.layoutIfNeeded()
        #expect(layout.log == ["invalidate everything", "prepare"])
    }

    @Test("reloadData invalidates everything and the counts; inserting items invalidates the counts only, and the layout is prepared for the new count")
    func collectionViewContexts() {
        let layout = ColumnLayout()
        let model = GridModel(counts: [5])
        let fixture = LayoutFixture(layout: layout, dataSource: model)
        defer { fixture.close() }
        layout.log = []
        fixture.collectionView.reloadData()
        #expect(layout.log == ["invalidate everything counts"])
        fixture.collectionView.layoutIfNeeded()
        layout.log = []
        model.counts = [6]
        fixture.collectionView.insertItems(at: [itemPath(5)])
        #expect(layout.log.first == "invalidate counts")
        #expect(layout.log.contains("prepare"))
        #expect(layout.frames.count == 6)
    }

    @Test("A context's content offset and content size adjustments move the collection view at once")
    func adjustments() {
        let layout = ColumnLayout()
        let fixture = LayoutFixture(layout: layout, dataSource: GridModel(counts: [30]))
        defer { fixture.close() }
        let collectionView = fixture.collectionView
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        collectionView.layoutIfNeeded()
        let context = UICollectionViewLayoutInvalidationContext()
        context.contentOffsetAdjustment = CGPoint(x: 0, y: 40)
        context.contentSizeAdjustment = CGSize(width: 0, height: 200)
        layout.invalidateLayout(with: context)
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 140))
        #expect(collectionView.contentSize.height == 1_700)
        collectionView.layoutIfNeeded()
        #expect(collectionView.contentSize.height == 1_500, "the next pass takes the layout's size again")
        #expect(fixture.cell(2)?.frame.minY == 100)
    }

    @Test("A bounds change the layout invalidates for comes through invalidationContext(forBoundsChange:) to invalidateLayout(with:)")
    func boundsChangeContext() {
        let layout = TaggedLayout()
        layout.invalidatesOnBoundsChange = true
        let fixture = LayoutFixture(layout: layout, dataSource: GridModel(counts: [30]))
        defer { fixture.close() }
        layout.contexts = []
        layout.log = []
        fixture.collectionView.contentOffset = CGPoint(x: 0, y: 120)
        fixture.collectionView.layoutIfNeeded()
        #expect((layout.contexts.last as? TaggedContext)?.reason == "bounds 120")
        #expect(layout.log == ["invalidate", "prepare"])
    }

    @Test("A bounds change inside an animation block brackets the placing with prepare(forAnimatedBoundsChange:) and finalizeAnimatedBoundsChange()")
    func animatedBoundsChange() {
        let layout = TaggedLayout()
        layout.invalidatesOnBoundsChange = true
        let fixture = LayoutFixture(layout: layout, dataSource: GridModel(counts: [30]))
        defer { fixture.close() }
        let collectionView = fixture.collectionView
        layout.log = []
        UIView.animate(withDuration: 0.3) {
            collectionView.frame.size.width = 300
            collectionView.layoutIfNeeded()
        }
        #expect(layout.log == ["invalidate", "prepare", "prepareForAnimatedBoundsChange 400", "finalizeAnimatedBoundsChange"])
        layout.log = []
        collectionView.frame.size.width = 350
        collectionView.layoutIfNeeded()
        #expect(layout.log == ["invalidate", "prepare"], "outside an animation block the layout is not told")
    }

    @Test("A self-sizing cell that changes the layout invalidates it with the context naming the item; attributes are of the layout's layoutAttributesClass")
    func preferredAttributesContext() {
        let layout = MarkedFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        layout.estimatedItemSize = CGSize(width: 100, height: 40)
        let fixture = GridFixture(layout: layout, model: GridModel(counts: [3]), cellClass: SeventyPointCell.self)
        defer { fixture.close() }
        let named = layout.contexts.compactMap(\.invalidatedItemIndexPaths).flatMap { $0 }
        #expect(named.contains(itemPath(0)), "contexts named \(named)")
        let cell = fixture.collectionView.cellForItem(at: itemPath(0)) as? SeventyPointCell
        #expect(cell?.frame.height == 70)
        #expect(cell?.applied is MarkedAttributes)
        #expect(fixture.collectionView.layoutAttributesForItem(at: itemPath(1)) is MarkedAttributes)
    }

    @Test("When a drag ends, the layout's targetContentOffset(forProposedContentOffset:withScrollingVelocity:) chooses where it rests, before the delegate hears of it")
    func snapping() {
        let layout = SnappingLayout()
        let model = GridModel(counts: [60])
        let log = RestingLog()
        let fixture = LayoutFixture(layout: layout, dataSource: model, delegate: log)
        defer { fixture.close() }
        fixture.screen.drag(from: CGPoint(x: 50, y: 500), to: CGPoint(x: 50, y: 420), steps: 6, duration: 0.1)
        _ = fixture.screen.runUntilAnimationsSettle()
        let asked = layout.asked.last
        #expect(asked != nil)
        #expect((asked?.velocity.y ?? 0) > 0.1 && (asked?.velocity.y ?? 100) < 20, "points per millisecond: \(String(describing: asked?.velocity))")
        let resting = fixture.collectionView.contentOffset.y
        #expect(resting > 80 && resting.truncatingRemainder(dividingBy: 50) == 0, "rests on an item: \(resting)")
        #expect(log.targets.last?.y == resting, "the delegate is told the snapped target")
    }

    @Test("A layout that flips in the opposite direction is mirrored across the content width under right-to-left, for display and hit-testing")
    func flipsHorizontally() {
        final class FlippingLayout: ColumnLayout {
            override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
        }
        let plain = ColumnLayout()
        #expect(plain.developmentLayoutDirection == .leftToRight)
        #expect(!plain.flipsHorizontallyInOppositeLayoutDirection)
        let layout = FlippingLayout()
        layout.contentWidth = 400
        let fixture = LayoutFixture(layout: layout, dataSource: GridModel(counts: [5]))
        defer { fixture.close() }
        let collectionView = fixture.collectionView
        #expect(fixture.cell(0)?.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        collectionView.semanticContentAttribute = .forceRightToLeft
        collectionView.setNeedsLayout()
        collectionView.layoutIfNeeded()
        #expect(fixture.cell(0)?.frame == CGRect(x: 300, y: 0, width: 100, height: 50))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 350, y: 75)) == itemPath(1))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 50, y: 75)) == nil)
    }
}
