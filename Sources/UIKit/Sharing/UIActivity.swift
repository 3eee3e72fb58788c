import Foundation

/// A service a `UIActivityViewController` offers for its items. Subclass it to add the app's
/// own services (`applicationActivities`): give it a type, a title and an image, say which
/// items it can handle, take them in `prepare(withActivityItems:)`, then either do the work in
/// `perform()` or return a view controller to show from `activityViewController`. Either way,
/// call `activityDidFinish(_:)` when done: that dismisses the share sheet (and the activity's
/// view controller) and tells the app through the sheet's `completionWithItemsHandler`.
@preconcurrency @MainActor
open class UIActivity: NSObject {
    /// How an activity is grouped in the share sheet: sharing with someone, or acting on the items.
    public enum Category: Int, Sendable {
        /// Acts on the items (copy, save, open), shown in the list of actions.
        case action = 0
        /// Sends the items to someone (mail, messages), shown before the actions.
        case share = 1
    }

    public override init() {
        super.init()
    }

    /// The activity's category: `.action` unless a subclass says otherwise.
    open class var activityCategory: UIActivity.Category { .action }

    /// The type reported to the completion handler and matched by `excludedActivityTypes`;
    /// nil by default.
    open var activityType: UIActivity.ActivityType? { nil }

    /// The title shown in the share sheet; nil by default (a subclass must give one).
    open var activityTitle: String? { nil }

    /// The image shown beside the title; nil by default (a subclass must give one). A
    /// template image is tinted as the sheet's own symbols are.
    open var activityImage: UIImage? { nil }

    /// Whether the activity can act on the items (placeholders stand for items a
    /// `UIActivityItemSource` provides); false by default.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }

    /// Receives the items once the user chose the activity, before `activityViewController`
    /// is asked for or `perform()` is called. Does nothing by default.
    open func prepare(withActivityItems activityItems: [Any]) {}

    /// A view controller the share sheet presents instead of calling `perform()`; it calls
    /// `activityDidFinish(_:)` when done and does not dismiss itself. Nil by default.
    open var activityViewController: UIViewController? { nil }

    /// Does the work when there is no `activityViewController`, then calls
    /// `activityDidFinish(_:)` (at once, or later for work that takes time). By default it
    /// finishes at once, not completed.
    open func perform() {
        activityDidFinish(false)
    }

    /// Tells the share sheet the activity is over: `completed` is false when the user cancelled
    /// or it failed. The sheet (and the activity's view controller) is dismissed, then the
    /// sheet's completion handler runs. Only the first call counts.
    open func activityDidFinish(_ completed: Bool) {
        let finish = finishHandler
        finishHandler = nil
        finish?(completed)
    }

    /// Set by the share sheet while the activity runs: how it hears `activityDidFinish(_:)`.
    final var finishHandler: ((Bool) -> Void)?
}
