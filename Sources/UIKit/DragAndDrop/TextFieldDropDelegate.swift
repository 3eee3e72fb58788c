import Foundation

/// What makes an editable text field take dropped text, as UIKit's do on an iPad: text copies
/// in where the drop lands, and the field begins editing with the caret after it. The user's
/// change goes through the field's delegate like typing does.
@MainActor
final class TextFieldDropDelegate: UIDropInteractionDelegate {
    unowned let field: UITextField

    init(field: UITextField) {
        self.field = field
    }

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        field.isEnabled && session.canLoadObjects(ofClass: String.self)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .copy)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        let point = session.location(in: field)
        session.loadObjects(ofClass: String.self) { [weak field] strings in
            guard let field, !strings.isEmpty else { return }
            let text = strings.joined(separator: " ")
            let position = field.closestPosition(to: point).map { field.offset(from: field.beginningOfDocument, to: $0) }
                ?? (field.text ?? "").utf16.count
            guard field.isFirstResponder || field.becomeFirstResponder() else { return }
            field.userReplace(NSRange(location: position, length: 0), with: text)
        }
    }
}
