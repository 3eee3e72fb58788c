import Foundation

/// One thing being dragged: its item provider (the data, promised, DND-04, DND-05) and, within
/// the app, any object the app likes (`localObject`, DND-17).
@preconcurrency @MainActor
open class UIDragItem: NSObject {
    public let itemProvider: NSItemProvider
    /// Read by drop interactions in the same app; nil elsewhere.
    open var localObject: Any?
    /// The item's look once the drag has moved off its source; nil keeps the lifted look.
    open var previewProvider: (() -> UIDragPreview?)?

    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}
