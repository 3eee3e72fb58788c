import Foundation

/// What a text field or a text view lends its `TextEditor`: when the user may select and
/// change the text, the delegate's say over each change, the attributes typed text takes, the
/// text's lines as laid out, and what the view does after the editor changed the text, the
/// selection or the marked text (lay out, draw, scroll, report to its delegate).
@MainActor
protocol TextEditorHost: UIView, UITextInput, IndexedTextInput, UndoableTextInput {
    var editor: TextEditor { get }
    var caret: TextCaret { get }
    /// Where the caret stays horizontally, if it is kept in (a field's text scrolls within
    /// its editing rectangle, and the caret with it).
    var caretBounds: CGRect? { get }

    // MARK: What the user may do

    var isEditing: Bool { get }
    /// Whether the user's changes may reach the text at all (a text view that is not
    /// editable takes none, nor dropped text).
    var acceptsUserChanges: Bool { get }
    /// Whether typing, deleting and input methods reach the text now.
    var acceptsTyping: Bool { get }
    /// Whether the selection is the user's to move, extend, select words into and copy.
    var showsSelection: Bool { get }
    /// Whether Select All applies, becoming first responder for it if need be.
    var allowsSelectAll: Bool { get }
    /// Whether the text is drawn concealed (secure entry): its words do not show, so it is
    /// one word, and it is not cut or copied.
    var concealsText: Bool { get }
    var clearsOnInsertion: Bool { get }

    // MARK: The user's changes

    /// The delegate's answer to the user's replacing `range` with `text`.
    func shouldChangeText(in range: NSRange, replacementText text: String) -> Bool
    /// The attributes the user's text goes in with.
    var insertionAttributes: [NSAttributedString.Key: Any] { get }
    /// The user's text went in with `attributes`.
    func textEditorDidInsert(withAttributes attributes: [NSAttributedString.Key: Any])

    // MARK: After the editor's changes

    /// Code replaced all the text; the caret is at its end.
    func textEditorDidSetContent()
    /// `range` of the text now holds `length` other characters, and the marked text that
    /// was at `unmarked`, if any, is no longer marked. The selection is not yet placed.
    func textEditorDidReplace(_ range: NSRange, withLength length: Int, unmarking unmarked: NSRange?)
    /// A change is complete, the selection placed after it and the input delegate told: the
    /// host reports it.
    func textEditorDidChangeText()
    /// The selection moved (not by a change of the text).
    func textEditorDidChangeSelection()
    /// The marked text at `range` changed, was accepted, or (empty) went away: it is drawn
    /// differently.
    func textEditorDidChangeMarkedText(_ range: NSRange)

    // MARK: Lines, for the keys that move through them

    /// The offset `lines` lines above (`forward` false) or below `offset`, nearest the
    /// editor's goal x; the text's start or end past the first or last line.
    func verticalOffset(from offset: Int, lines: Int, forward: Bool) -> Int
    /// The start and end of the line holding the caret at `offset`.
    func lineEnds(at offset: Int) -> (start: Int, end: Int)
    /// Whether `offset` starts a wrapped paragraph's second or later line.
    func isSoftBreak(_ offset: Int) -> Bool
    /// How many lines Page Up and Page Down move.
    var linesPerPage: Int { get }
    /// Scrolls so that the moving end of the selection shows.
    func scrollToCaret()
    /// The selection the user's `range` makes (a search field selects a token rather than
    /// put the caret before it).
    func adjustedSelection(_ range: NSRange) -> NSRange
}

extension TextEditorHost {
    func adjustedSelection(_ range: NSRange) -> NSRange { range }
    /// One line: no soft breaks.
    func isSoftBreak(_ offset: Int) -> Bool { false }

    /// The editor's state, as the host lays out and draws it.
    var content: NSMutableAttributedString { editor.content }
    var selection: NSRange { editor.selection }
    var markedRange: NSRange? { editor.markedRange }

    var indexedText: NSString { editor.content.mutableString }

    /// The end of `range` farthest in `direction` (`UITextInput`'s
    /// `position(within:farthestIn:)`).
    func editorPosition(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        guard let range = clamped(range) else { return nil }
        return IndexedTextPosition(editor.leadsTowardStart(direction) ? range.location : NSMaxRange(range))
    }

    /// From `position` to the text's start or end, as `direction` leads (`UITextInput`'s
    /// `characterRange(byExtending:in:)`).
    func editorCharacterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard let offset = offset(of: position) else { return nil }
        return IndexedTextRange(editor.leadsTowardStart(direction) ? NSRange(location: 0, length: offset)
                                                                   : NSRange(location: offset, length: content.length - offset))
    }

    func updateCaret() { caret.update() }

    /// The caret shows solidly for half a second after each change, then blinks.
    func restartBlink() { caret.restartBlink() }

    func restoreText(_ text: NSAttributedString, in range: NSRange) {
        editor.restoreText(text, in: range)
    }

    /// Nothing, unless the host's typing attributes follow what was typed.
    func textEditorDidInsert(withAttributes attributes: [NSAttributedString.Key: Any]) {}

    /// Nothing, unless the host keeps something of the text's own (a layout by paragraphs).
    func textEditorDidReplace(_ range: NSRange, withLength length: Int, unmarking unmarked: NSRange?) {}
}
