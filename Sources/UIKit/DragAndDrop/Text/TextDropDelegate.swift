import Foundation

/// What makes an editable text field or text view take dropped text, as UIKit's do on an
/// iPad: the text goes in where the drop lands and the view begins editing with the caret after
/// it. Text dragged within the same view moves there (a drop onto the dragged text itself does
/// nothing). The user's change goes through the view's delegate like typing does.
///
/// The app's `UITextDropDelegate` may let an uneditable text view take a drop
/// (`willBecomeEditableForDrop`), change where the text goes (`proposalForDrop`: insert, replace
/// the selection or all the text) or put it in itself (`dropPerformer` `.delegate`), and hears
/// the session enter, move, leave and end.
@MainActor
final class TextDropDelegate: UIDropInteractionDelegate {
    unowned let host: TextDragAndDropHost
    /// Whether a drop session is over the view.
    private(set) var isActive = false
    /// What the app's delegate allowed an uneditable view for the session under way.
    private var editability: UITextDropEditability = .no
    /// The proposal for the session under way.
    private var proposal: UITextDropProposal?

    init(host: TextDragAndDropHost) {
        self.host = host
    }

    private var appDelegate: (delegate: UITextDropDelegate, view: UIView & UITextDroppable)? {
        guard let delegate = host.textDragAndDrop.appDropDelegate, let view = host as? (UIView & UITextDroppable) else { return nil }
        return (delegate, view)
    }

    private func request(for session: UIDropSession) -> TextDropRequest {
        let offset = min(host.closestOffset(to: session.location(in: host)), host.content.length)
        return TextDropRequest(offset: offset, isSameView: origin(of: session) != nil, session: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        guard session.canLoadObjects(ofClass: String.self) else { return false }
        if host.acceptsDroppedText { return true }
        guard let (delegate, view) = appDelegate, view is UITextView else { return false }
        editability = delegate.textDroppableView(view, willBecomeEditableForDrop: request(for: session))
        return editability != .no
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {
        isActive = true
        if let (delegate, view) = appDelegate { delegate.textDroppableView(view, dropSessionDidEnter: session) }
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        let drop = request(for: session)
        var proposal = drop.suggestedProposal
        if let (delegate, view) = appDelegate {
            delegate.textDroppableView(view, dropSessionDidUpdate: session)
            proposal = delegate.textDroppableView(view, proposalForDrop: drop)
        }
        self.proposal = proposal
        return proposal
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {
        isActive = false
        if let (delegate, view) = appDelegate { delegate.textDroppableView(view, dropSessionDidExit: session) }
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {
        isActive = false
        editability = .no
        proposal = nil
        if let (delegate, view) = appDelegate { delegate.textDroppableView(view, dropSessionDidEnd: session) }
    }

    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        // Slate's standard text drop lands without a targeted preview (nil); a delegate that
        // hands the default back keeps it so.
        guard let (delegate, view) = appDelegate else { return nil }
        let preview = delegate.textDroppableView(view, previewForDroppingAllItemsWithDefault: defaultPreview)
        return preview === defaultPreview ? nil : preview
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        let drop = request(for: session)
        let proposal = self.proposal ?? drop.suggestedProposal
        let editability = self.editability
        if let (delegate, view) = appDelegate { delegate.textDroppableView(view, willPerformDrop: drop) }
        guard proposal.dropPerformer == .view else { return }
        let position = (drop.dropPosition as? IndexedTextPosition)?.offset ?? 0
        let moving = proposal.dropAction == .insert ? origin(of: session)?.range : nil
        // Items from elsewhere go through the app's paste delegate, as UIKit routes them.
        if moving == nil, let pasteDelegate = host.editor.pasteDelegate,
           let supporting = host as? (TextEditorHost & UITextPasteConfigurationSupporting) {
            if editability == .yes { _ = host.becomeEditableForDrop() }
            let temporary = editability == .temporary && !host.acceptsDroppedText
            if !temporary { guard host.isFirstResponder || host.becomeFirstResponder() else { return } }
            let range = target(at: position, action: proposal.dropAction, selection: host.editor.selection)
            let items = session.items.map { ($0.itemProvider, $0.localObject) }
            let dragAndDrop = host.textDragAndDrop
            dragAndDrop.isPerformingTemporaryDrop = temporary
            TextPaste.run(items, into: range, host: supporting, delegate: pasteDelegate) {
                dragAndDrop.isPerformingTemporaryDrop = false
            }
            return
        }
        session.loadObjects(ofClass: String.self) { [weak self] strings in
            guard let self, !strings.isEmpty else { return }
            let text = strings.joined(separator: " ")
            if editability == .yes { _ = self.host.becomeEditableForDrop() }
            let temporary = editability == .temporary && !self.host.acceptsDroppedText
            self.host.textDragAndDrop.isPerformingTemporaryDrop = temporary
            defer { self.host.textDragAndDrop.isPerformingTemporaryDrop = false }
            self.insert(text, at: position, action: proposal.dropAction, moving: moving, editing: !temporary)
        }
    }

    /// The range the dropped text takes the place of.
    private func target(at position: Int, action: UITextDropProposal.Action, selection: NSRange) -> NSRange {
        switch action {
        case .insert: return NSRange(location: min(position, host.content.length), length: 0)
        case .replaceSelection: return selection
        case .replaceAll: return NSRange(location: 0, length: host.content.length)
        }
    }

    /// Puts the dropped text in: at `position` (moving the dragged range when it came from
    /// this view), in place of the selection, or in place of everything.
    private func insert(_ text: String, at position: Int, action: UITextDropProposal.Action, moving: NSRange?, editing: Bool) {
        let position = min(position, host.content.length)
        let selection = host.editor.selection
        if editing {
            guard host.isFirstResponder || host.becomeFirstResponder() else { return }
        }
        switch action {
        case .replaceAll:
            host.editor.userReplace(NSRange(location: 0, length: host.content.length), with: text, undo: .change)
            return
        case .replaceSelection:
            host.editor.userReplace(selection, with: text, undo: .change)
            return
        case .insert:
            break
        }
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

    /// The drag's origin when it is text from this very view.
    private func origin(of session: UIDropSession) -> TextDragOrigin? {
        guard let items = session.localDragSession?.items, items.count == 1,
              let origin = items[0].localObject as? TextDragOrigin, origin.host === host else { return nil }
        return origin
    }
}
