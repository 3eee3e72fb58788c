import Foundation

/// A drop interaction's answer while a drag moves over its view (DND-12).
@preconcurrency @MainActor
open class UIDropProposal: NSObject {
    public let operation: UIDropOperation
    /// Whether the drop goes to an exact point, such as between two characters (false by
    /// default). While a finger drags over such a destination the drop location — and the
    /// preview with it — sits a little above the finger, where the user can see it; a pointer
    /// is precise already and is not offset.
    open var isPrecise = false
    /// Whether the preview shows at its full size over this destination (false by default: a
    /// large preview shrinks once it leaves its source view). Only drags from this app.
    open var prefersFullSizePreview = false

    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }
}
