import Foundation

/// Selected text as a drag source, for text fields and text views alike: a long press (a
/// finger) or a press and move (a pointer) inside the selection lifts the selected text, shown
/// in the view's font, as a string another field or view, another window or another Linux
/// application can take. A lift may only begin inside the selection, so a pointer drag
/// elsewhere still selects.
@MainActor
final class TextDragSource: UIDragInteractionDelegate {
    unowned let host: TextDragAndDropHost

    /// The range a drag from this view carries, while it is in flight.
    private(set) var draggedRange: NSRange?

    init(host: TextDragAndDropHost) {
        self.host = host
    }

    private(set) lazy var interaction: UIDragInteraction = {
        let interaction = UIDragInteraction(delegate: self)
        // Recognizers see a press before the view does; by the time a lift may begin (the
        // pointer has moved, the finger has been held), the view has said where it began.
        interaction.liftExclusion = { [unowned host] _ in !host.textDragAndDrop.pressBeganInSelection }
        return interaction
    }()

    /// The app's drag delegate, with the view as it is given to it.
    private var appDelegate: (delegate: UITextDragDelegate, view: UIView & UITextDraggable)? {
        guard let delegate = host.textDragAndDrop.appDragDelegate, let view = host as? (UIView & UITextDraggable) else { return nil }
        return (delegate, view)
    }

    /// The selected text as a string; or what the app's delegate makes of that request.
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        guard let range = host.draggableRange else { return [] }
        let string = host.content.attributedSubstring(from: range).string
        let item = UIDragItem(itemProvider: NSItemProvider(object: string))
        item.localObject = TextDragOrigin(host: host, range: range)
        var items = [item]
        if let (delegate, view) = appDelegate {
            items = delegate.textDraggableView(view, itemsForDrag: TextDragRequest(range: range, suggestedItems: items, session: session))
        }
        draggedRange = items.isEmpty ? nil : range
        return items
    }

    /// The dragged text itself is lifted, not the whole view, in its own colours unless the
    /// options strip them; the app's delegate may give its own.
    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession) -> UITargetedDragPreview? {
        if let (delegate, view) = appDelegate, let preview = delegate.textDraggableView(view, dragPreviewForLiftingItem: item, session: session) {
            return preview
        }
        guard let origin = item.localObject as? TextDragOrigin else { return nil }
        let label = UILabel()
        label.font = host.dragPreviewFont
        let text = host.content.attributedSubstring(from: origin.range)
        if host.textDragAndDrop.dragOptions.contains(.stripTextColorFromPreviews) {
            let stripped = NSMutableAttributedString(attributedString: text)
            stripped.removeAttribute(.foregroundColor, range: NSRange(location: 0, length: stripped.length))
            label.attributedText = stripped
        } else {
            label.attributedText = text
        }
        label.numberOfLines = 1
        label.lineBreakMode = .byTruncatingTail
        let size = label.sizeThatFits(CGSize(width: max(host.bounds.width, 1), height: .greatestFiniteMagnitude))
        label.frame = CGRect(origin: .zero, size: CGSize(width: min(size.width, max(host.bounds.width, 1)), height: size.height))
        let parameters = UIDragPreviewParameters()
        parameters.backgroundColor = .clear
        let center = session.location(in: host)
        return UITargetedDragPreview(view: label, parameters: parameters, target: UIDragPreviewTarget(container: host, center: center))
    }

    func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: UIDragAnimating, session: UIDragSession) {
        guard let (delegate, view) = appDelegate else { return }
        delegate.textDraggableView(view, willAnimateLiftWith: animator, session: session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {
        guard let (delegate, view) = appDelegate else { return }
        delegate.textDraggableView(view, dragSessionWillBegin: session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
        draggedRange = nil
        guard let (delegate, view) = appDelegate else { return }
        delegate.textDraggableView(view, dragSessionDidEnd: session, with: operation)
    }
}

/// Where a drag of text began: the view and the range, so that a drop in the same view moves
/// the text instead of copying it.
@MainActor
final class TextDragOrigin {
    weak var host: TextDragAndDropHost?
    let range: NSRange

    init(host: TextDragAndDropHost, range: NSRange) {
        self.host = host
        self.range = range
    }
}
