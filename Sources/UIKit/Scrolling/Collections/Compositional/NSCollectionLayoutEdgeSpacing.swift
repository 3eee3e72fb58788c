import Foundation

/// Space outside an item in its group, edge by edge: fixed, or flexible — at least so much,
/// the group's spare room shared out among its flexible edges (flexible on both sides of an
/// axis centers the item along it).
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing: NSObject {
    public let leading: NSCollectionLayoutSpacing?
    public let top: NSCollectionLayoutSpacing?
    public let trailing: NSCollectionLayoutSpacing?
    public let bottom: NSCollectionLayoutSpacing?

    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
        super.init()
    }

    /// The two edges along a group's axis (horizontal: leading and trailing) or across it.
    func edges(horizontal: Bool) -> (before: NSCollectionLayoutSpacing?, after: NSCollectionLayoutSpacing?) {
        horizontal ? (leading, trailing) : (top, bottom)
    }
}
