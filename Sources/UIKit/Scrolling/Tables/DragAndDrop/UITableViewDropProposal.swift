import Foundation

/// How a table would take a drop: the operation, and what happens to the rows (DND-24).
@preconcurrency @MainActor
open class UITableViewDropProposal: UIDropProposal {
    public let intent: Intent

    public init(operation: UIDropOperation, intent: Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    public override init(operation: UIDropOperation) {
        intent = .unspecified
        super.init(operation: operation)
    }
}

extension UITableViewDropProposal {
    /// What a table shows for a proposed drop (DND-24).
    public enum Intent: Int, Sendable {
        /// Nothing: the app shows what it likes.
        case unspecified
        /// A gap opens at the destination, where the items would be inserted.
        case insertAtDestinationIndexPath
        /// The row under the drag highlights: the items would go into it.
        case insertIntoDestinationIndexPath
        /// A gap between rows, or a highlight over the middle of one, by where the drag is.
        case automatic
    }
}
