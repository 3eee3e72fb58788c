import Foundation

/// An item made only when the user chose an activity: subclass it, override `item` (reading
/// `activityType` to fit the item to the activity), and put the provider in `activityItems`.
/// Until then the share sheet sees `placeholderItem`.
///
/// The provider is an operation, as in UIKit, and runs once: the share sheet starts it when an
/// activity is chosen and uses the item it made. UIKit runs it on a secondary thread while
/// the sheet waits; Slate runs it on the main thread, within the choice (`docs/porting.md`).
open class UIActivityItemProvider: Foundation.Operation, @unchecked Sendable {
    /// What the share sheet sees before an activity is chosen.
    public let placeholderItem: Any?

    /// The chosen activity's type while `item` is asked for; nil at other times.
    public private(set) var activityType: UIActivity.ActivityType?

    /// The item made in `main()`.
    private var madeItem: Any?

    public init(placeholderItem: Any) {
        self.placeholderItem = placeholderItem
        super.init()
    }

    /// The item for `activityType`. Subclasses override it; by default it is the placeholder.
    open var item: Any {
        placeholderItem ?? NSNull()
    }

    /// Makes the item (unless the operation was cancelled).
    open override func main() {
        guard !isCancelled else { return }
        madeItem = item
    }

    // MARK: UIActivityItemSource
    //
    // In the class, not an extension, so that subclasses override them as iOS code does (a
    // subject for Mail, a placeholder made on demand). On the main actor, as the share sheet
    // asks; the operation itself, and `item`, are not tied to an actor.

    @MainActor
    open func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any {
        placeholderItem ?? NSNull()
    }

    /// Runs the operation for `activityType` the first time; the item made, after.
    @MainActor
    open func activityViewController(_ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
        if !isFinished, !isExecuting {
            self.activityType = activityType
            start()
            self.activityType = nil
        }
        return madeItem
    }

    @MainActor
    open func activityViewController(_ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?) -> String {
        ""
    }

    @MainActor
    open func activityViewController(_ activityViewController: UIActivityViewController, dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String {
        ""
    }

    @MainActor
    open func activityViewController(_ activityViewController: UIActivityViewController, thumbnailImageForActivityType activityType: UIActivity.ActivityType?,
                                     suggestedSize size: CGSize) -> UIImage? {
        nil
    }
}

extension UIActivityItemProvider: UIActivityItemSource {}
