import Foundation

/// A supplementary view attached to an item — a badge on a corner, say — made by the data
/// source for `elementKind` at the item's index path. It is sized relative to the item's cell
/// and placed by its anchors: the point `containerAnchor` names on the cell meets the point
/// `itemAnchor` names on the supplementary view (by default the same edges, so that it sits
/// inside them), then moves by the container anchor's offset.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let containerAnchor: NSCollectionLayoutAnchor
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// Above the cells (at 0) by default.
    open var zIndex = 1

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, anchor: nil)
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                            itemAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, anchor: itemAnchor)
    }

    init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor, anchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        itemAnchor = anchor
        super.init(layoutSize: layoutSize)
    }

    /// The frame of the supplementary view attached to a cell at `container`.
    func frame(attachedTo container: CGRect) -> CGRect {
        let size = layoutSize.resolve(in: container.size)
        let target = containerAnchor.point(in: container)
        let own = (itemAnchor ?? NSCollectionLayoutAnchor(edges: containerAnchor.edges)).point(in: CGRect(origin: .zero, size: size))
        let offset = containerAnchor.points(for: size)
        let frame = CGRect(x: target.x - own.x + offset.x, y: target.y - own.y + offset.y, width: size.width, height: size.height)
        return frame.inset(byDirectional: contentInsets)
    }
}
