import CoreGraphics
import Foundation

/// A named point of interest in a view, for assistive technologies: where a drag can start
/// (`accessibilityDragSourceDescriptors`) or a drop can land (`accessibilityDropPointDescriptors`).
@preconcurrency @MainActor
open class UIAccessibilityLocationDescriptor: NSObject {
    /// The view the point is in.
    public private(set) weak var view: UIView?
    /// The point of interest, in `view`'s coordinates.
    public let point: CGPoint
    /// What a screen reader says for the location (the action's name).
    public let attributedName: NSAttributedString
    public var name: String { attributedName.string }

    public init(attributedName: NSAttributedString, point: CGPoint, in view: UIView) {
        self.attributedName = attributedName
        self.point = point
        self.view = view
    }

    public convenience init(name: String, point: CGPoint, in view: UIView) {
        self.init(attributedName: NSAttributedString(string: name), point: point, in: view)
    }

    /// The location of `view`'s activation point (read now, in the view's coordinates).
    public convenience init(name: String, view: UIView) {
        let screenPoint = view.accessibilityActivationPoint
        let origin = view.window?.frame.origin ?? .zero
        let point = view.convert(CGPoint(x: screenPoint.x - origin.x, y: screenPoint.y - origin.y), from: nil)
        self.init(name: name, point: point, in: view)
    }

    /// The point in its view's window, or nil when the view is gone or in no window.
    var windowPoint: CGPoint? {
        guard let view, view.window != nil else { return nil }
        return view.convert(point, to: nil)
    }
}
