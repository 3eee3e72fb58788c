import Foundation

/// An object that says how big it would show: registered with an item provider
/// (`registerObject(_:visibility:)`), it sets the provider's `preferredPresentationSize`.
@preconcurrency @MainActor
public protocol UIItemProviderPresentationSizeProviding: AnyObject {
    /// The size in points; zero when not known.
    var preferredPresentationSizeForItemProvider: CGSize { get }
}

/// An image shows at its size in points.
extension UIImage: UIItemProviderPresentationSizeProviding {
    public var preferredPresentationSizeForItemProvider: CGSize { size }
}
