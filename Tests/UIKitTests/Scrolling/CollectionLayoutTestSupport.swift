import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A layout of its own that logs what the collection view asks of it: items 100 points wide
/// and `itemHeight` tall down a column, section after section, in a content `contentWidth`
/// wide; a "badge" supplementary view beside item (0, 0) when `showsBadge`.
@MainActor
class ColumnLayout: UICollectionViewLayout {
    var log: [String] = []
    var contexts: [UICollectionViewLayoutInvalidationContext] = []
    var itemHeight: CGFloat = 50
    var contentWidth: CGFloat = 100
    var invalidatesOnBoundsChange = false
    var showsBadge = false
    private(set) var frames: [IndexPath: CGRect] = [:]
    private var height: CGFloat = 0

    override func prepare() {
        super.prepare()
        log.append("prepare")
        frames = [:]
        var y: CGFloat = 0
        guard let collectionView else { return }
        for section in 0..<collectionView.numberOfSections {
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                frames[IndexPath(item: item, section: section)] = CGRect(x: 0, y: y, width: 100, height: itemHeight)
                y += itemHeight
            }
        }
        height = y
    }

    override var collectionViewContentSize: CGSize { CGSize(width: contentWidth, height: height) }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var found = frames.filter { $0.value.intersects(rect) }.keys.sorted().compactMap { layoutAttributesForItem(at: $0) }
        if let badge = layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0)), badge.frame.intersects(rect) {
            found.append(badge)
        }
        return found
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let frame = frames[indexPath] else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard showsBadge, elementKind == "badge", indexPath == IndexPath(item: 0, section: 0), frames[indexPath] != nil else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "badge", with: indexPath)
        attributes.frame = CGRect(x: 200, y: 0, width: 50, height: 50)
        return attributes
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        log.append("invalidate" + (context.invalidateEverything ? " everything" : "") + (context.invalidateDataSourceCounts ? " counts" : ""))
        super.invalidateLayout(with: context)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { invalidatesOnBoundsChange }
}

/// A data source whose items are numbers that can be moved, with the moves it was told of.
@MainActor
final class MovingModel: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var items: [[Int]]
    var moves: [String] = []
    var movable: (IndexPath) -> Bool = { _ in true }
    /// What the delegate makes of a proposed target (nil: the proposal).
    var redirect: ((IndexPath, IndexPath) -> IndexPath)?

    init(items: [[Int]]) {
        self.items = items
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { items.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items[section].count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.tag = items[indexPath.section][indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { movable(indexPath) }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append("\(sourceIndexPath.section).\(sourceIndexPath.item)->\(destinationIndexPath.section).\(destinationIndexPath.item)")
        let item = items[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        items[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
    }

    func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        redirect?(originalIndexPath, proposedIndexPath) ?? proposedIndexPath
    }
}

/// A collection view with `layout` filling a 400 × 600 window (1×), over any data source.
@MainActor
struct LayoutFixture {
    let screen: HeadlessScreen
    let window: UIWindow
    let collectionView: UICollectionView
    /// Kept here: the collection view holds its data source weakly.
    let dataSource: UICollectionViewDataSource

    init(layout: UICollectionViewLayout, dataSource: UICollectionViewDataSource, delegate: UICollectionViewDelegate? = nil,
         cellClass: UICollectionViewCell.Type = UICollectionViewCell.self) {
        self.dataSource = dataSource
        screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        window = UIWindow()
        collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(cellClass, forCellWithReuseIdentifier: "cell")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "edge")
        collectionView.dataSource = dataSource
        collectionView.delegate = delegate ?? (dataSource as? UICollectionViewDelegate)
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        screen.presentFrame()
    }

    /// The tags of the cells on show, top to bottom.
    var shownTags: [Int] {
        collectionView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.map(\.tag)
    }

    func cell(_ item: Int, section: Int = 0) -> UICollectionViewCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: section))
    }

    func close() { window.isHidden = true }
}

func itemPath(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(item: item, section: section) }
