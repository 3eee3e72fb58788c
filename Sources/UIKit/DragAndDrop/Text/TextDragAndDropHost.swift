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
    /// Makes an uneditable view editable for good (a drop delegate's `.yes`); false when the
    /// view has no such state (a text field: a disabled one takes no drops).
    func becomeEditableForDrop() -> Bool
}

/// A text field's or text view's drag and drop, one for both: the drop delegate and the drag
/// source it installs, and the press that may lift the selection.
@MainActor
final class TextDragAndDrop {
    unowned let host: TextDragAndDropHost
    let source: TextDragSource
    let dropDelegate: TextDropDelegate
    /// The app's delegates and options (`UITextDraggable`, `UITextDroppable`).
    weak var appDragDelegate: UITextDragDelegate?
    weak var appDropDelegate: UITextDropDelegate?
    var dragOptions: UITextDragOptions = []
    /// The drop interaction installed on the view.
    private(set) weak var dropInteraction: UIDropInteraction?
    /// While a drop the app's delegate let into an uneditable view (`.temporary`) goes in.
    var isPerformingTemporaryDrop = false
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

    /// A single press began nearest caret offset `offset`: with Shift (`extending`) it
    /// extends the selection; within the draggable selection (its ends included: a press on
    /// its first or last character lands there) it leaves the selection alone until it ends,
    /// as a drag may lift it; otherwise it places the caret. Returns where a drag from here
    /// selects from, or nil while the press may lift the selection.
    func selectForPress(atOffset offset: Int, extending: Bool) -> Int? {
        if extending {
            host.editor.extendSelection(to: offset)
        } else if let range = host.draggableRange, offset >= range.location, offset <= range.upperBound {
            caretAfterPressInSelection = offset
            return nil
        } else {
            host.editor.setCaret(offset)
        }
        return host.editor.selectionAnchor
    }

    /// The press ended without lifting anything. True when it began inside the selection:
    /// the caret goes where it landed (a click there places the caret, as any click).
    func pressEnded() -> Bool {
        defer { caretAfterPressInSelection = nil }
        guard let caret = caretAfterPressInSelection else { return false }
        host.editor.setCaret(caret)
        return true
    }

    /// The press was cancelled (a lift took it).
    func pressCancelled() {
        caretAfterPressInSelection = nil
    }

    /// Adds the drop and drag interactions to `host` (which holds this object: an
    /// interaction's delegate is weak).
    func install(on host: TextDragAndDropHost) {
        let drop = UIDropInteraction(delegate: dropDelegate)
        host.addInteraction(drop)
        dropInteraction = drop
        host.addInteraction(source.interaction)
    }
}
