import Foundation

/// A view as an effect shows it, and where (pointer effects, later drag and drop).
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    public let view: UIView
    public let parameters: UIPreviewParameters
    /// Where the preview shows. Without an explicit target it is the view's own place in its
    /// superview.
    public var target: UIPreviewTarget {
        explicitTarget ?? UIPreviewTarget(container: view.superview ?? view, center: view.superview == nil
            ? CGPoint(x: view.bounds.midX, y: view.bounds.midY) : view.center)
    }

    /// The size of the preview: the visible path's bounds, else the view's.
    public var size: CGSize {
        parameters.visiblePath?.bounds.size ?? view.bounds.size
    }

    private let explicitTarget: UIPreviewTarget?

    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        explicitTarget = target
        super.init()
    }

    /// A preview of `view` where it is. The view must be in a window when the preview is used.
    public init(view: UIView, parameters: UIPreviewParameters) {
        self.view = view
        self.parameters = parameters
        explicitTarget = nil
        super.init()
    }

    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// The same preview shown at `newTarget`.
    public func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
}
