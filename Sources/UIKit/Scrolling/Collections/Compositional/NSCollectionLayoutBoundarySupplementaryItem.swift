import Foundation

/// Where a boundary supplementary item sits against its section: above it (`.top`), below it
/// (`.bottom`), and so on.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A header or footer of a section (any kind of supplementary view): sized like an item,
/// placed against the section's edge by `alignment`, and — `pinToVisibleBounds` — kept in view
/// while its section passes.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    public let elementKind: String
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    /// Whether it takes room (the section's items begin after it). True by default.
    open var extendsBoundary = true
    open var pinToVisibleBounds = false
    open var zIndex = 1
    open var contentInsets: NSDirectionalEdgeInsets = .zero

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint = .zero) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
        offset = absoluteOffset
        super.init()
    }

    var isAtTop: Bool { alignment == .top || alignment == .topLeading || alignment == .topTrailing }
    var isAtBottom: Bool { alignment == .bottom || alignment == .bottomLeading || alignment == .bottomTrailing }
}
