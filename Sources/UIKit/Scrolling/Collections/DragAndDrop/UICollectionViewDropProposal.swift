import Foundation

/// How a collection view would take a drop: the operation, and what happens to its items
/// (DND-24).
@preconcurrency @MainActor
open class UICollectionViewDropProposal: UIDropProposal {
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

extension UICollectionViewDropProposal {
    /// What a collection view shows for a proposed drop (DND-24).
    public enum Intent: Int, Sendable {
        /// Nothing: the app shows what it likes.
        case unspecified
        /// A gap opens at the destination, where the items would be inserted.
        case insertAtDestinationIndexPath
        /// The item under the drag highlights: the drop would go into it.
        case insertIntoDestinationIndexPath
    }
}
