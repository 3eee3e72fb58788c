import Foundation

/// What makes an editable text field or text view take dropped text, as UIKit's do on an
/// iPad: the text goes in where the drop lands and the view begins editing with the caret after
/// it. Text dragged within the same view moves there (a drop onto the dragged text itself does
/// nothing). The user's change goes through the view's delegate like typing does.
@MainActor
final class TextDropDelegate: UIDropInteractionDelegate {
    unowned let host: TextDragAndDropHost

    init(host: TextDragAndDropHost) {
        self.host = host
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        host.acceptsDroppedText && session.canLoadObjects(ofClass: String.self)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: origin(of: session) != nil ? .move : .copy)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        let point = session.location(in: host)
        let moving = origin(of: session)?.range
        session.loadObjects(ofClass: String.self) { [weak self] strings in
            guard let host = self?.host, !strings.isEmpty else { return }
            let text = strings.joined(separator: " ")
            let position = min(host.closestOffset(to: point), host.content.length)
            guard host.isFirstResponder || host.becomeFirstResponder() else { return }
            guard let moving else {
                host.editor.userReplace(NSRange(location: position, length: 0), with: text, undo: .change)
                return
            }
            if position >= moving.location && position <= moving.upperBound { return }
            // Inserted first, so that text the delegate refuses to take is not lost; then the
            // original goes (after the insertion if it came before it).
            guard host.editor.userReplace(NSRange(location: position, length: 0), with: text, undo: .change) else { return }
            let inserted = (text as NSString).length
            let original = position < moving.location ? NSRange(location: moving.location + inserted, length: moving.length) : moving
            host.editor.userReplace(original, with: "", undo: .change)
            host.editor.setCaret((position > moving.upperBound ? position - moving.length : position) + inserted)
        }
    }

    /// The drag's origin when it is text from this very view.
    private func origin(of session: UIDropSession) -> TextDragOrigin? {
        guard let items = session.localDragSession?.items, items.count == 1,
              let origin = items[0].localObject as? TextDragOrigin, origin.host === host else { return nil }
        return origin
    }
}
