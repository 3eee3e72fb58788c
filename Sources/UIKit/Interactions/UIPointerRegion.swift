import Foundation

/// A part of a view with a pointer style of its own (spec PTR-03). Regions are compared by
/// rectangle and identifier: while the pointer stays in an equal region, the style stays.
public final class UIPointerRegion: NSObject {
    /// The region's area in the interaction's view's coordinates.
    public let rect: CGRect
    /// Tells regions with the same rectangle apart.
    public let identifier: AnyHashable?

    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
        super.init()
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIPointerRegion else { return false }
        return rect == other.rect && identifier == other.identifier
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(rect.origin.x)
        hasher.combine(rect.origin.y)
        hasher.combine(rect.size.width)
        hasher.combine(rect.size.height)
        hasher.combine(identifier)
        return hasher.finalize()
    }
}
