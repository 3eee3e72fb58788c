import Foundation

/// A drop interaction's answer while a drag moves over its view (DND-12).
@MainActor
open class UIDropProposal: NSObject {
    public let operation: UIDropOperation
    /// Whether the drop needs a precise location (the drag then points a little above the touch).
    open var isPrecise = false
    /// Whether the preview should grow to the item's full size over this view.
    open var prefersFullSizePreview = false

    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }
}
