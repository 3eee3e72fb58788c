import CoreGraphics
import Foundation

/// An element for content a view draws itself (a chart's bars, a game's tiles): the view
/// lists these in `accessibilityElements`, and a screen reader reads them as it reads views.
///
/// UIKit's is an `NSObject`; Slate's is a `UIResponder` (never in a responder chain: its
/// `next` is nil) because the accessibility members live on `UIResponder` (docs/porting.md).
open class UIAccessibilityElement: UIResponder, UIAccessibilityIdentification {
    /// The view or element that lists this one.
    open weak var accessibilityContainer: AnyObject?

    /// The element's frame in its container's coordinates, followed as the container moves
    /// (iOS 10). Used while `accessibilityFrame` is not set.
    open var accessibilityFrameInContainerSpace: CGRect = .zero {
        didSet { AccessibilityTreeSync.setNeedsUpdate() }
    }

    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    open override var isAccessibilityElement: Bool {
        get { accessibilityAttributes?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    open override var accessibilityFrame: CGRect {
        get {
            if let frame = accessibilityAttributes?.frame { return frame }
            guard let view = containerView else { return .zero }
            return UIAccessibility.convertToScreenCoordinates(accessibilityFrameInContainerSpace, in: view)
        }
        set { super.accessibilityFrame = newValue }
    }

    public var accessibilityIdentifier: String? {
        get { accessibilityAttributes?.identifier }
        set { accessibilityAttributesForWriting.identifier = newValue }
    }

    /// The nearest view up the chain of containers.
    var containerView: UIView? {
        var container = accessibilityContainer
        while let element = container as? UIAccessibilityElement { container = element.accessibilityContainer }
        return container as? UIView
    }
}
