extension UIDocument {
    /// A change to a document, as `updateChangeCount(_:)` records it.
    public enum ChangeKind: Int, Sendable {
        /// A change was made.
        case done = 0
        /// A change was undone.
        case undone = 1
        /// An undone change was redone.
        case redone = 2
        /// The document was saved or reverted: no unsaved changes remain.
        case cleared = 3
    }
}
