import Foundation

/// The way a compositional layout scrolls, and the "scroll space" its sections are placed in:
/// sections, groups and boundary items follow one another down scroll space's y axis. For a
/// vertical layout scroll space is the collection view's content space; for a horizontal one it
/// is that space turned over its diagonal (x and y, widths and heights, leading and top
/// trading places), so that the same placement serves both. Groups and items lay themselves
/// out in real space: a horizontal group's items stand side by side whichever way the layout
/// scrolls.
enum CompositionalAxis: Equatable {
    case vertical, horizontal

    init(_ direction: UICollectionView.ScrollDirection) {
        self = direction == .horizontal ? .horizontal : .vertical
    }

    /// A rectangle from real space to scroll space, or back (the same turn both ways).
    func rect(_ rect: CGRect) -> CGRect {
        self == .vertical ? rect : CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
    }

    func size(_ size: CGSize) -> CGSize {
        self == .vertical ? size : CGSize(width: size.height, height: size.width)
    }

    func point(_ point: CGPoint) -> CGPoint {
        self == .vertical ? point : CGPoint(x: point.y, y: point.x)
    }

    /// Edge insets in scroll space: top and bottom along the scrolling, left and right across.
    func insets(_ insets: UIEdgeInsets) -> UIEdgeInsets {
        self == .vertical ? insets : UIEdgeInsets(top: insets.left, left: insets.top, bottom: insets.right, right: insets.bottom)
    }

    func insets(_ insets: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
        self == .vertical ? insets
            : NSDirectionalEdgeInsets(top: insets.leading, leading: insets.top, bottom: insets.trailing, trailing: insets.bottom)
    }

    /// A boundary item that comes before its section along the scrolling (a header): above it
    /// in a vertical layout, before its leading edge in a horizontal one.
    func isBefore(_ item: NSCollectionLayoutBoundarySupplementaryItem) -> Bool {
        self == .vertical ? item.isAtTop : item.alignment == .leading || item.alignment == .topLeading || item.alignment == .bottomLeading
    }

    /// A boundary item that comes after its section along the scrolling (a footer).
    func isAfter(_ item: NSCollectionLayoutBoundarySupplementaryItem) -> Bool {
        self == .vertical ? item.isAtBottom : item.alignment == .trailing || item.alignment == .topTrailing || item.alignment == .bottomTrailing
    }

    /// Whether `size`'s length along the scrolling is an estimate, which the cell's own
    /// measure replaces.
    func estimatesLength(_ size: NSCollectionLayoutSize) -> Bool {
        self == .vertical ? size.heightDimension.isEstimated : size.widthDimension.isEstimated
    }
}
