import Foundation

/// How dropped text goes into a text view.
open class UITextDropProposal: UIDropProposal, NSCopying {
    public enum Action: UInt, Sendable {
        /// Inserted where the drop lands (the default).
        case insert
        /// In place of the selection, wherever the drop lands.
        case replaceSelection
        /// In place of all the text.
        case replaceAll
    }

    /// Whether the system shows the progress of a slow drop. Slate shows none either way
    /// (dropped text loads at once, or in the background without a progress view).
    public enum ProgressMode: UInt, Sendable {
        case system
        case custom
    }

    open var dropAction: Action = .insert
    open var dropProgressMode: ProgressMode = .system
    /// Whether a drop of text from the same view moves it there without item providers
    /// (true by default). Slate always moves the text itself within a view.
    open var useFastSameViewOperations = true
    /// Who puts the text in: the view (the default), or the delegate, in
    /// `textDroppableView(_:willPerformDrop:)`, the view then inserting nothing.
    open var dropPerformer: Performer = .view

    /// Who performs a text drop.
    public enum Performer: UInt, Sendable {
        case view
        case delegate
    }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        // Proposals are the main actor's; Foundation's NSCopying is not, so the copy is made
        // on the main actor it is called from.
        nonisolated(unsafe) var made: UITextDropProposal?
        MainActor.assumeIsolated {
            let copy = UITextDropProposal(operation: operation)
            copy.isPrecise = isPrecise
            copy.prefersFullSizePreview = prefersFullSizePreview
            copy.dropAction = dropAction
            copy.dropProgressMode = dropProgressMode
            copy.useFastSameViewOperations = useFastSameViewOperations
            copy.dropPerformer = dropPerformer
            made = copy
        }
        return made!
    }
}
