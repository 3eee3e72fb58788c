import Foundation

/// What the text view's layout manager and container tell it: the text storage processed an
/// edit, layout was invalidated, the container's tracking changed.
extension UITextView {
    /// The layout manager laid out again the paragraphs an edit of the storage touched
    /// (`edit`, when characters changed) or dropped their layouts (attributes changed).
    func layoutManagerDidEdit(_ edit: TextViewLayout.Edit?, range: NSRange, changeInLength delta: Int, characters: Bool) {
        if characters {
            // Only the edited paragraphs are drawn again when nothing below them moved
            // (typing); the next layout pass decides, once they are measured. Two edits
            // before it draw everything.
            // Measuring an edit lays its paragraphs out: an edit of many (text replaced in
            // code) is drawn whole instead, laying out only what shows.
            if pendingEdit == nil, lastDrawnBounds == bounds, let edit, edit.paragraphs.count <= 64 {
                pendingEdit = edit
            } else {
                pendingEdit = nil
                setNeedsDisplay()
            }
            if !editor.isChangingContent {
                editor.contentDidChangeOutside(range, changeInLength: delta)
                updateCaret()
            }
        } else {
            setNeedsDisplay()
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Width, padding or the whole text changed: everything is laid out and drawn again.
    func layoutManagerDidInvalidateLayout() {
        pendingEdit = nil
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The container began or stopped following the view's size.
    func textContainerTracksChanged() {
        updateLayoutWidth()
        layoutManagerDidInvalidateLayout()
    }
}
