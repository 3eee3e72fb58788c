import Foundation

/// What a text field or a text view lends to text drag and drop, so that one source and one
/// destination serve both (issue 44.7): its text, its selection, where a point falls in the
/// text, and the user's edits (which go through the view's delegate and undo, as typing does).
@MainActor
protocol TextDragAndDropHost: UIView {
    /// The text shown.
    var content: NSMutableAttributedString { get }
    /// The selection when its text may be dragged: not empty, and not secure text.
    var draggableRange: NSRange? { get }
    /// Whether dropped text may go in (an enabled, editable view).
    var acceptsDroppedText: Bool { get }
    /// The font a lifted piece of text is shown in.
    var dragPreviewFont: UIFont { get }
    /// The offset in the text nearest `point` (in the view's coordinates).
    func closestOffset(to point: CGPoint) -> Int
    /// Replaces `range` as the user's change; false when the delegate refuses it.
    @discardableResult
    func userReplace(_ range: NSRange, with string: String, undo: TextUndoRecording) -> Bool
    /// Puts the caret at `offset` (after text moved within the view).
    func placeCaret(at offset: Int)
    /// The view's drag source, drop delegate and press state.
    var textDragAndDrop: TextDragAndDrop { get }
}

extension TextDragAndDropHost {
    /// Whether the caret position nearest `point` falls within the draggable selection (its
    /// ends included: a press on its first or last character lands there).
    func pressIsInDraggableSelection(at point: CGPoint) -> Bool {
        guard let range = draggableRange else { return false }
        let offset = closestOffset(to: point)
        return offset >= range.location && offset <= range.upperBound
    }
}

/// A text field's or text view's drag and drop, one for both: the drop delegate and the drag
/// source it installs, and the press that may lift the selection.
@MainActor
final class TextDragAndDrop {
    let source: TextDragSource
    let dropDelegate: TextDropDelegate
    /// Where a press that began inside the draggable selection would put the caret: the view
    /// leaves the selection alone until the press ends (a drag may lift it) and places the
    /// caret then. Only such a press may lift the text — not one that has been selecting since.
    var caretAfterPressInSelection: Int?

    init(host: TextDragAndDropHost) {
        source = TextDragSource(host: host)
        dropDelegate = TextDropDelegate(host: host)
    }

    /// Adds the drop and drag interactions to `host` (which holds this object: an
    /// interaction's delegate is weak).
    func install(on host: TextDragAndDropHost) {
        host.addInteraction(UIDropInteraction(delegate: dropDelegate))
        host.addInteraction(source.interaction)
    }
}
