import Foundation

/// One side of a compositional layout's size: a fraction of its container's width or height,
/// an absolute length in points, or an estimate (a length to start from).
@preconcurrency @MainActor
public final class NSCollectionLayoutDimension: NSObject {
    enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }

    let kind: Kind
    /// The fraction, or the length in points.
    public let dimension: CGFloat

    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth) }
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight) }
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.absolute, absoluteDimension) }
    /// A length to start from: an item's estimated height is replaced by the height its cell
    /// measures, and a group's by what its cells need (estimated widths stay at the estimate:
    /// docs/porting.md).
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(.estimated, estimatedDimension) }

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
        super.init()
    }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The length in `container` (non-finite and negative lengths count as zero).
    func resolve(in container: CGSize) -> CGFloat {
        let length: CGFloat = switch kind {
        case .fractionalWidth: container.width * dimension
        case .fractionalHeight: container.height * dimension
        case .absolute, .estimated: dimension
        }
        return length.isFinite ? max(0, length) : 0
    }
}

/// A width and a height, each a dimension.
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    func resolve(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
    }
}

/// The space between a group's items: exactly so much, or at least so much (the rest shared
/// out so that the items fill the group).
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject {
    public let spacing: CGFloat
    /// At least `spacing` (Objective-C's `isFlexibleSpacing`).
    public let isFlexible: Bool

    init(spacing: CGFloat, isFlexible: Bool) {
        self.spacing = spacing.isFinite ? max(0, spacing) : 0
        self.isFlexible = isFlexible
        super.init()
    }

    public static func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: fixedSpacing, isFlexible: false) }
    public static func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: flexibleSpacing, isFlexible: true) }
    /// Exactly `spacing` (Objective-C's `isFixedSpacing`).
    public var isFixed: Bool { !isFlexible }
}
