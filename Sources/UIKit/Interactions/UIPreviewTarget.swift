import Foundation

/// Where a targeted preview shows: a center in a container view, with a transform.
@preconcurrency @MainActor
public final class UIPreviewTarget: NSObject {
    public let container: UIView
    /// The preview's center in `container`'s coordinates.
    public let center: CGPoint
    public let transform: CGAffineTransform

    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
        super.init()
    }

    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}
