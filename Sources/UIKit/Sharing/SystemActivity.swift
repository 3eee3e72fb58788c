import Foundation

/// One of the share sheet's own activities (Copy, Save to Files, Open in Browser, Mail): what
/// the sheet tells it beyond the items, and how it reports a failure.
@MainActor
class SystemActivity: UIActivity {
    /// The items the activity was chosen for, classified, with the types their sources gave.
    var items: [ActivityItem] = []
    /// The subject the items' sources gave for this activity; nil for none.
    var subject: String?
    /// The sheet, to show a dialog for.
    weak var sheet: UIActivityViewController?
    /// Why the activity failed, for the completion handler; nil when it did not.
    var error: Error?

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        canPerform(activityItems.compactMap { ActivityItem($0) })
    }

    /// Whether the activity can act on the classified items.
    func canPerform(_ items: [ActivityItem]) -> Bool { false }
}
