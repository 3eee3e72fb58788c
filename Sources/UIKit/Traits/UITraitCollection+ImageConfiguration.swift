import Foundation

extension UITraitCollection {
    /// An image configuration for these traits: `UIImage.withConfiguration(_:)` and
    /// `UIImage(named:in:with:)` pick the asset's variant for them (its appearance, scale,
    /// size classes).
    public var imageConfiguration: UIImage.Configuration {
        UIImage.Configuration().withTraitCollection(self)
    }
}
