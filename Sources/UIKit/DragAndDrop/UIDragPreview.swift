import Foundation

/// What a drag item looks like once it has left its source: a view, shown as its snapshot
/// within `parameters`' visible path, given by `UIDragItem.previewProvider`.
@preconcurrency @MainActor
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
