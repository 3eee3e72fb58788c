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

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        guard let range = host.draggableRange else { return [] }
        let string = host.content.attributedSubstring(from: range).string
        let item = UIDragItem(itemProvider: NSItemProvider(object: string))
        item.localObject = TextDragOrigin(host: host, range: range)
        draggedRange = range
        return [item]
    }

    /// The dragged text itself is lifted, not the whole view.
    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession) -> UITargetedDragPreview? {
        guard let origin = item.localObject as? TextDragOrigin else { return nil }
        let label = UILabel()
        label.text = host.content.attributedSubstring(from: origin.range).string
        label.font = host.dragPreviewFont
        label.numberOfLines = 1
        label.lineBreakMode = .byTruncatingTail
        let size = label.sizeThatFits(CGSize(width: max(host.bounds.width, 1), height: .greatestFiniteMagnitude))
        label.frame = CGRect(origin: .zero, size: CGSize(width: min(size.width, max(host.bounds.width, 1)), height: size.height))
        let parameters = UIDragPreviewParameters()
        parameters.backgroundColor = .clear
        let center = session.location(in: host)
        return UITargetedDragPreview(view: label, parameters: parameters, target: UIDragPreviewTarget(container: host, center: center))
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation) {
        draggedRange = nil
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
