import Foundation

/// Where a boundary supplementary item sits against its section: above it (`.top`), below it
/// (`.bottom`), and so on.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing

    /// The section's edges the item is against.
    var edges: NSDirectionalRectEdge {
        switch self {
        case .none: []
        case .top: .top
        case .topLeading: [.top, .leading]
        case .leading: .leading
        case .bottomLeading: [.bottom, .leading]
        case .bottom: .bottom
        case .bottomTrailing: [.bottom, .trailing]
        case .trailing: .trailing
        case .topTrailing: [.top, .trailing]
        }
    }
}

/// A header or footer of a section (any kind of supplementary view): sized like an item,
/// placed against the section's edge by `alignment`, and — `pinToVisibleBounds` — kept in view
/// while its section passes.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    /// Whether it takes room (the section's items begin after it). True by default.
    open var extendsBoundary = true
    open var pinToVisibleBounds = false

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind,
                   containerAnchor: NSCollectionLayoutAnchor(edges: alignment.edges, absoluteOffset: absoluteOffset), anchor: nil)
    }

    var isAtTop: Bool { alignment == .top || alignment == .topLeading || alignment == .topTrailing }
    var isAtBottom: Bool { alignment == .bottom || alignment == .bottomLeading || alignment == .bottomTrailing }
}
