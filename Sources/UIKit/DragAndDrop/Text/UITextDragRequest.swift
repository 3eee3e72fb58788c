import Foundation

/// A drag beginning in a text view, as its drag delegate sees it.
@preconcurrency @MainActor
public protocol UITextDragRequest: NSObjectProtocol {
    /// The text being dragged.
    var dragRange: UITextRange { get }
    /// What the view would drag: the text, as a string.
    var suggestedItems: [UIDragItem] { get }
    /// The items already in the session.
    var existingItems: [UIDragItem] { get }
    /// Whether the dragged text is the selection (always, in Slate: text is lifted from the
    /// selection only).
    var isSelected: Bool { get }
    var dragSession: UIDragSession { get }
}

@MainActor
final class TextDragRequest: NSObject, UITextDragRequest {
    let dragRange: UITextRange
    let suggestedItems: [UIDragItem]
    let existingItems: [UIDragItem]
    let isSelected = true
    let dragSession: UIDragSession

    init(range: NSRange, suggestedItems: [UIDragItem], session: UIDragSession) {
        dragRange = IndexedTextRange(range)
        self.suggestedItems = suggestedItems
        existingItems = session.items
        dragSession = session
    }
}
