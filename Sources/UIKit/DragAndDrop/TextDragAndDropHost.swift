import Foundation

/// What a text field or a text view lends to text drag and drop, so that one source and one
/// destination serve both (issue 44.7): besides its text editor (its text, its selection, and
/// the user's edits, which go through the view's delegate and undo, as typing does), what may
/// be dragged and dropped and how a lifted piece of text looks.
@MainActor
protocol TextDragAndDropHost: TextEditorHost {
    /// The selection when its text may be dragged: not empty, and not secure text.
    var draggableRange: NSRange? { get }
    /// Whether dropped text may go in (an enabled, editable view).
    var acceptsDroppedText: Bool { get }
    /// The font a lifted piece of text is shown in.
    var dragPreviewFont: UIFont { get }
    /// The view's drag source, drop delegate and press state.
    var textDragAndDrop: TextDragAndDrop { get }
}

/// A text field's or text view's drag and drop, one for both: the drop delegate and the drag
/// source it installs, and the press that may lift the selection.
@MainActor
final class TextDragAndDrop {
    unowned let host: TextDragAndDropHost
    let source: TextDragSource
    let dropDelegate: TextDropDelegate
    /// Where a press that began inside the draggable selection would put the caret: the view
    /// leaves the selection alone until the press ends (a drag may lift it) and places the
    /// caret then. Only such a press may lift the text — not one that has been selecting since.
    private var caretAfterPressInSelection: Int?

    init(host: TextDragAndDropHost) {
        self.host = host
        source = TextDragSource(host: host)
        dropDelegate = TextDropDelegate(host: host)
    }

    /// Whether the press under way began inside the draggable selection.
    var pressBeganInSelection: Bool { caretAfterPressInSelection != nil }

    // MARK: The view's press

    /// A plain press began nearest caret offset `offset`. True when that is within the
    /// draggable selection (its ends included: a press on its first or last character lands
    /// there): the view then leaves the selection alone.
    func pressBegan(atOffset offset: Int) -> Bool {
        guard let range = host.draggableRange, offset >= range.location, offset <= range.upperBound else { return false }
        caretAfterPressInSelection = offset
        return true
    }

    /// The press ended without lifting anything: where the caret goes, if it began inside the
    /// selection (a click there places the caret, as any click).
    func pressEnded() -> Int? {
        defer { caretAfterPressInSelection = nil }
        return caretAfterPressInSelection
    }

    /// The press was cancelled (a lift took it).
    func pressCancelled() {
        caretAfterPressInSelection = nil
    }

    /// Adds the drop and drag interactions to `host` (which holds this object: an
    /// interaction's delegate is weak).
    func install(on host: TextDragAndDropHost) {
        host.addInteraction(UIDropInteraction(delegate: dropDelegate))
        host.addInteraction(source.interaction)
    }
}
