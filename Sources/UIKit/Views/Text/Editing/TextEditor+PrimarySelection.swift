import Foundation
import SlatePlatform

/// The desktop's primary selection (`PlatformHost.primarySelection`), which iPadOS does not
/// have and every Linux desktop does: text a user selects in one application is pasted into
/// another with a middle click. Text fields and views keep it as GTK's text widgets do:
///
/// - While the first responder shows a selection that could be copied (not secure text), that
///   selection is the primary selection. The text is made only when another application (or
///   a middle click) asks for it, so extending a selection costs nothing per step.
/// - When that selection goes away (a click places the caret, typing replaces it, code sets
///   the text) while the primary selection is still this editor's, the primary selection is
///   emptied. Once another application selects text the primary selection is its.
/// - A middle click in editable text moves the caret there, unless it falls within the
///   selection, and pastes the primary selection's text (as `GtkText` does), through the
///   delegate and undo like typing; in text that cannot be edited it does nothing.
extension TextEditor {
    /// The selection changed, or the text under it: offers it as the primary selection, or
    /// takes back an offer that no longer stands.
    func updatePrimarySelection() {
        guard let primary = UIKitHost.current?.primarySelection else { return }
        if selection.length > 0, !host.concealsText, host.showsSelection, host.isFirstResponder {
            // Offered again on each change: a lazy item is made at most once, and this one
            // must read the selection as it is when someone pastes.
            primary.writeLazyItems([[Self.plainTextType: { [weak self] in self?.primarySelectionText.map { Data($0.utf8) } }]])
            PrimarySelectionOwner.claim(for: self, changeCount: primary.changeCount)
        } else if PrimarySelectionOwner.owns(primary, editor: self) {
            primary.writeItems([])
            PrimarySelectionOwner.release()
        }
    }

    /// The selected text as the primary selection offers it; nil once there is none.
    private var primarySelectionText: String? {
        guard selection.length > 0, !host.concealsText, NSMaxRange(selection) <= content.length else { return nil }
        return content.attributedSubstring(from: selection).string
    }

    /// A middle click at `offset`: pastes the primary selection's text there (over the
    /// selection when the click falls within it, inclusive of its ends, as GTK has it).
    /// The host has become first responder first. False when nothing was pasted: the text
    /// cannot be edited, middle-click paste is off, or the primary selection holds no text.
    @discardableResult
    func pastePrimarySelection(atOffset offset: Int) -> Bool {
        guard DesktopSettings.current.middleClickPastes, host.acceptsTyping,
              let primary = UIKitHost.current?.primarySelection,
              let data = primary.readItems().first?[Self.plainTextType],
              let text = String(data: data, encoding: .utf8) else { return false }
        unmarkText()
        if !(selection.location...NSMaxRange(selection)).contains(offset) { setCaret(offset) }
        return userReplace(selection, with: fitted(text))
    }

    private static let plainTextType = "public.utf8-plain-text"
}

/// Which editor's selection the primary selection offers, while it is still that offer
/// (the primary selection has not changed since).
@MainActor
private enum PrimarySelectionOwner {
    private static weak var editor: TextEditor?
    private static var changeCount = 0

    static func claim(for editor: TextEditor, changeCount: Int) {
        self.editor = editor
        self.changeCount = changeCount
    }

    static func owns(_ primary: PlatformClipboard, editor: TextEditor) -> Bool {
        self.editor === editor && primary.changeCount == changeCount
    }

    static func release() {
        editor = nil
    }
}
