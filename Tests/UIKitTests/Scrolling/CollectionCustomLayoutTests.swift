import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A layout of its own: items down a diagonal, each 60 points square, later ones on top,
/// every other one faded and turned. It counts how often it prepares.
@MainActor
private final class DiagonalLayout: UICollectionViewLayout {
    var prepared = 0
    var attributes: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        super.prepare()
        prepared += 1
        let count = collectionView.map { $0.numberOfItems(inSection: 0) } ?? 0
        attributes = (0..<count).map { item in
            let attributes = TintedAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: CGFloat(item) * 40, y: CGFloat(item) * 40, width: 60, height: 60)
            attributes.zIndex = item
            if item % 2 == 1 {
                attributes.alpha = 0.5
                attributes.transform = CGAffineTransform(rotationAngle: .pi / 4)
            }
            attributes.tint = item % 2 == 0 ? .systemRed : .systemBlue
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: CGFloat(attributes.count) * 40 + 20, height: CGFloat(attributes.count) * 40 + 20)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        attributes.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes.indices.contains(indexPath.item) ? attributes[indexPath.item] : nil
    }
}

/// Attributes with a property of the layout's own.
@MainActor
private final class TintedAttributes: UICollectionViewLayoutAttributes {
    var tint: UIColor = .clear

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! TintedAttributes
        MainActor.assumeIsolated { copy.tint = tint }
        return copy
    }
}

/// A cell that takes its colour from the layout's attributes.
@MainActor
private final class TintedCell: UICollectionViewCell {
    var applied = 0

    override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        applied += 1
        backgroundColor = (layoutAttributes as? TintedAttributes)?.tint
    }
}

@MainActor
@Suite("Collection view custom layouts", .serialized, .exclusiveUIKit)
struct CollectionCustomLayoutTests {
    @Test("A UICollectionViewLayout subclass places cells: prepare once per invalidation, frames, alpha, transform and zIndex applied, apply(_:) called")
    func customLayout() {
        let layout = DiagonalLayout()
        let fixture = GridFixture(layout: layout, model: GridModel(counts: [30]), cellClass: TintedCell.self)
        defer { fixture.close() }
        let collectionView = fixture.collectionView
        #expect(layout.prepared == 1)
        #expect(collectionView.contentSize == CGSize(width: 1_220, height: 1_220))
        let visible = collectionView.indexPathsForVisibleItems.map(\.item)
        #expect(visible.starts(with: Array(0...9)) && !visible.contains(11), "items 0–9 meet the first 400 points across: \(visible)")
        let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! TintedCell
        #expect(first.frame == CGRect(x: 0, y: 0, width: 60, height: 60))
        #expect(first.backgroundColor == .systemRed && first.applied >= 1)
        let second = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(second.alpha == 0.5)
        #expect(second.transform == CGAffineTransform(rotationAngle: .pi / 4))
        #expect(second.center == CGPoint(x: 70, y: 70) && second.bounds.size == CGSize(width: 60, height: 60))
        #expect(second.layer.zPosition == 1)
        // Overlapping items: the point goes to the one on top.
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 50, y: 50)) == IndexPath(item: 1, section: 0))

        collectionView.contentOffset = CGPoint(x: 600, y: 600)
        collectionView.layoutIfNeeded()
        #expect(layout.prepared == 1, "scrolling does not invalidate a layout that says it need not")
        #expect(collectionView.indexPathsForVisibleItems.map(\.item).contains(20))
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        #expect(layout.prepared == 2)
    }

    @Test("Layout attributes: frame, centre and size agree; copies keep a subclass and its properties")
    func attributes() {
        let attributes = TintedAttributes(forCellWith: IndexPath(item: 3, section: 1))
        attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(attributes.center == CGPoint(x: 25, y: 40))
        #expect(attributes.size == CGSize(width: 30, height: 40))
        attributes.tint = .systemGreen
        attributes.zIndex = 7
        let copy = attributes.copy() as! TintedAttributes
        #expect(copy !== attributes)
        #expect(copy.tint == .systemGreen && copy.zIndex == 7 && copy.frame == attributes.frame)
        #expect(copy.indexPath == IndexPath(item: 3, section: 1) && copy.representedElementCategory == .cell)
        #expect(copy.isEqual(attributes))
        copy.alpha = 0.2
        #expect(!copy.isEqual(attributes))
        let header = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "badge", with: IndexPath(item: 0, section: 2))
        #expect(header.representedElementKind == "badge" && header.representedElementCategory == .supplementaryView)
    }

    @Test("Switching a list collection view to a flow layout and back keeps the items and the selection")
    func switchingLayouts() {
        let list = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let model = GridModel(counts: [6])
        let fixture = GridFixture(layout: list, model: model)
        defer { fixture.close() }
        let collectionView = fixture.collectionView
        #expect(fixture.frame(1)?.width == 400, "a list's row")
        collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        let flow = UICollectionViewFlowLayout()
        flow.itemSize = CGSize(width: 120, height: 120)
        collectionView.collectionViewLayout = flow
        collectionView.layoutIfNeeded()
        #expect(nearlyEqual(fixture.frame(1), CGRect(x: 140, y: 0, width: 120, height: 120)))
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
        collectionView.collectionViewLayout = list
        collectionView.layoutIfNeeded()
        #expect(fixture.frame(1)?.width == 400)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }
}
