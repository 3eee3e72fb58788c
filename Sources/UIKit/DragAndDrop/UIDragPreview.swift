import Foundation

/// A view shown for an item while it is dragged.
@MainActor
open class UIDragPreview: NSObject {
    public let view: UIView
    public let parameters: UIDragPreviewParameters

    public init(view: UIView, parameters: UIDragPreviewParameters) {
        self.view = view
        self.parameters = parameters
        super.init()
    }

    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIDragPreviewParameters())
    }
}

/// How a drag preview shows its view: the visible part (a rounded rect by default in UIKit's
/// look) and its background.
@MainActor
open class UIDragPreviewParameters: UIPreviewParameters {}

/// A drag preview with a place: where it lifts from, or lands.
@MainActor
open class UITargetedDragPreview: UITargetedPreview {}
