import Foundation

/// The standard edit actions (`UIResponderStandardEditActions`) on the text: cut, copy,
/// paste, delete, select and select all, and when each applies.
extension TextEditor {
    func cut() {
        guard host.isEditing, canCopySelection else { return }
        UIPasteboard.general.string = content.attributedSubstring(from: selection).string
        userReplace(smartDeletionRange(selection), with: "")
    }

    func copy() {
        guard canCopySelection else { return }
        UIPasteboard.general.string = content.attributedSubstring(from: selection).string
    }

    /// Replaces the selection (or the marked text) with the pasteboard's string; with a paste
    /// delegate, with what it makes of the pasteboard's items (`TextPaste`).
    func paste() {
        guard host.isEditing else { return }
        if let delegate = pasteDelegate, let supporting = host as? (TextEditorHost & UITextPasteConfigurationSupporting) {
            TextPaste.run(UIPasteboard.general.itemProviders.map { ($0, nil) }, into: markedRange ?? selection, host: supporting, delegate: delegate)
            return
        }
        guard let string = UIPasteboard.general.string else { return }
        let range = markedRange ?? selection
        userReplace(range, with: smartInsertion(fitted(string), replacing: range))
    }

    func delete() {
        guard host.isEditing, selection.length > 0 else { return }
        userReplace(smartDeletionRange(selection), with: "")
    }

    /// Selects the word at the caret.
    func select() {
        guard host.showsSelection, content.length > 0 else { return }
        setSelection(wordRange(at: selection.location), anchor: nil)
    }

    /// Selects all the text, becoming first responder first if need be.
    func selectAll() {
        guard host.allowsSelectAll, host.isFirstResponder ? host.showsSelection : host.becomeFirstResponder() else { return }
        unmarkText()
        setSelection(NSRange(location: 0, length: content.length), anchor: 0)
    }

    /// Whether `action` applies now: cut and delete need a selection being edited, copy a
    /// selection that shows, paste a string on the pasteboard, select and select all some
    /// text. Nil for actions that are not the editor's.
    func canPerform(_ action: Selector) -> Bool? {
        switch action {
        case .cut: return host.isEditing && canCopySelection
        case .copy: return canCopySelection
        case .paste: return host.isEditing && UIPasteboard.general.hasStrings
        case .delete: return host.isEditing && selection.length > 0
        case .select: return host.showsSelection && content.length > 0 && selection.length == 0
        case .selectAll: return host.allowsSelectAll && content.length > 0 && selection.length < content.length
        default: return nil
        }
    }

    private var canCopySelection: Bool {
        host.showsSelection && selection.length > 0 && !host.concealsText
    }
}
