import Foundation

/// The editing that a text field and a text view share, so that a fix to editing reaches
/// both: the text and its selection, the marked text an input method composes, the user's
/// changes (offered to the delegate first, recorded for undo), moving the caret and deleting
/// by keys, and the standard edit actions.
///
/// The view it edits for (its `TextEditorHost`) keeps what is its own: laying out, drawing
/// and scrolling the text, its delegate's and its notifications' names, and beginning and
/// ending editing. Offsets are UTF-16 offsets, as in NSString and NSRange; the caret moves
/// by whole characters (grapheme clusters).
@MainActor
final class TextEditor {
    /// What differs between editing one line of text and many.
    struct Configuration {
        /// One line: line breaks typed or pasted become spaces, Left and Right follow the
        /// line's writing direction, and Tab is not typed (it moves the focus). Many lines:
        /// Left and Right go backward and forward through the text as stored.
        var isSingleLine: Bool
    }

    unowned let host: TextEditorHost
    let configuration: Configuration

    /// The text, with its attributes. The host may restyle it in place; only the editor
    /// changes its characters.
    let content: NSMutableAttributedString
    /// Whether the editor is changing the characters of `content` (rather than code editing
    /// a text storage directly).
    private(set) var isChangingContent = false
    /// The selection, or the caret when empty.
    private(set) var selection = NSRange(location: 0, length: 0)
    /// The end of the selection that stays put while Shift-keys or a drag extend it.
    private(set) var selectionAnchor = 0
    /// Text an input method is composing, inside `content`.
    private(set) var markedRange: NSRange? {
        didSet { if markedRange == nil { markedStyles = nil } }
    }
    /// How the input method asked the marked text to look (`setAttributedMarkedText`): the
    /// marked text with its attributes. Nil while the marked text is plain.
    private(set) var markedStyles: NSAttributedString?
    /// Where Up and Down aim: the x the caret had when vertical movement began. Any other
    /// change of the selection forgets it.
    var goalX: CGFloat?
    /// Which line an empty selection at a soft break stands on (`UITextInput`'s
    /// `selectionAffinity`): backward, the end of the line before it, after End or a click
    /// past that line's end; forward, the start of the next, after any other move.
    var selectionAffinity: UITextStorageDirection = .forward
    /// Set by the host's `verticalOffset`: the offset it found is the soft break ending the
    /// line the move went to (the caret goes to that line's end, not the next line's start).
    var verticalTargetEndsLine = false
    /// Whether text was inserted since editing began (for `clearsOnInsertion`).
    private(set) var hasInsertedSinceBeginning = false
    /// Records the user's changes with the window's undo manager.
    let undoRecorder = TextUndoRecorder()
    /// The app's paste delegate (`UITextPasteConfigurationSupporting.pasteDelegate`).
    weak var pasteDelegate: UITextPasteDelegate?

    /// `content`: the string the editor changes in place (a text view's text storage).
    init(host: TextEditorHost, configuration: Configuration, content: NSMutableAttributedString = NSMutableAttributedString(string: "")) {
        self.host = host
        self.configuration = configuration
        self.content = content
    }

    // MARK: Content

    /// Replaces all the text as code does: no delegate; the caret goes to the end.
    func setContent(_ text: NSAttributedString) {
        // Text set in code makes the user's changes to the old text meaningless to undo.
        host.undoManager?.removeAllActions(withTarget: host)
        undoRecorder.endRun()
        host.inputDelegate?.textWillChange(host)
        markedRange = nil
        isChangingContent = true
        content.setAttributedString(text)
        isChangingContent = false
        selection = NSRange(location: content.length, length: 0)
        selectionAnchor = content.length
        goalX = nil
        host.textEditorDidSetContent()
        host.inputDelegate?.textDidChange(host)
        updatePrimarySelection()
    }

    /// Text as this editor holds it: on a single line, line breaks become spaces.
    func fitted(_ text: String) -> String {
        guard configuration.isSingleLine, text.contains(where: \.isNewline) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }

    // MARK: Beginning and ending

    /// Editing began: the first insertion may clear the text again (`clearsOnInsertion`).
    /// `placingCaretAtEnd`: the caret goes to the end without a report, as the host reports
    /// the beginning of editing itself.
    func beginEditing(placingCaretAtEnd: Bool) {
        hasInsertedSinceBeginning = false
        guard placingCaretAtEnd else { return }
        selection = NSRange(location: content.length, length: 0)
        selectionAnchor = content.length
    }

    /// Editing ended: marked text stays as it is, and the next keystroke is a new change.
    func endEditing() {
        undoRecorder.endRun()
        guard let marked = markedRange else { return }
        markedRange = nil
        host.textEditorDidChangeMarkedText(marked)
    }

    // MARK: The user's changes

    /// Replaces `range` with `string` for the user: asks the delegate, edits with the typing
    /// attributes, puts the caret after the new text, and reports the change. False when the
    /// delegate refused or the host takes no changes. `undo` says how the change is recorded:
    /// a keystroke joins the typing before it; an input method's preedit is not recorded (its
    /// commit is, as one change).
    @discardableResult
    func userReplace(_ range: NSRange, with string: String, undo: TextUndoRecording = .change) -> Bool {
        guard host.acceptsUserChanges else { return false }
        let range = host.clamp(range)
        guard host.shouldChangeText(in: range, replacementText: string) else { return false }
        let attributes = host.insertionAttributes
        let inserted = NSAttributedString(string: string, attributes: attributes)
        replaceText(in: range, with: inserted, undo: undo, selecting: NSRange(location: range.location + inserted.length, length: 0))
        host.textEditorDidInsert(withAttributes: attributes)
        return true
    }

    /// An undo or redo puts `text` back in place of `range` and selects it (the caret, when
    /// it is empty); the change it undoes is registered the other way.
    func restoreText(_ text: NSAttributedString, in range: NSRange) {
        let range = host.clamp(range)
        undoRecorder.endRun()
        replaceText(in: range, with: text, undo: .change, selecting: NSRange(location: range.location, length: text.length))
    }

    /// Puts `text` in place of `range`, selects `selected`, records the change for undo and
    /// reports it: to the input delegate, then to the host (which reports it on).
    func replaceText(in range: NSRange, with text: NSAttributedString, undo: TextUndoRecording, selecting selected: NSRange) {
        host.inputDelegate?.textWillChange(host)
        let replaced = content.attributedSubstring(from: range)
        isChangingContent = true
        content.replaceCharacters(in: range, with: text)
        isChangingContent = false
        // Any marked text is replaced or left behind; setMarkedText marks its new text after.
        let unmarked = markedRange
        markedRange = nil
        host.textEditorDidReplace(range, withLength: text.length, unmarking: unmarked)
        if undo != .none { undoRecorder.record(host, replaced: replaced, in: range, length: text.length, isTyping: undo == .typing) }
        host.inputDelegate?.selectionWillChange(host)
        selection = host.clamp(selected)
        selectionAnchor = selection.location
        goalX = nil
        host.inputDelegate?.selectionDidChange(host)
        host.inputDelegate?.textDidChange(host)
        host.textEditorDidChangeText()
        updatePrimarySelection()
    }

    // MARK: Typing and input methods

    // What the input system does through `UIKeyInput` and `UITextInput`: typing, deleting,
    // and an input method's marked text (its preedit), which undoes as one change once
    // committed.

    /// Types `text` over the selection (or the marked text); the first insertion after
    /// editing began replaces all the text when the host `clearsOnInsertion`.
    func insertText(_ text: String) {
        guard host.acceptsTyping else { return }
        var range = markedRange ?? selection
        if host.clearsOnInsertion, !hasInsertedSinceBeginning { range = NSRange(location: 0, length: content.length) }
        let text = fitted(text)
        if undoRecorder.isComposing, markedRange != nil {
            // An input method commits: the whole composition undoes as one change.
            guard userReplace(range, with: text, undo: .none) else { return }
            undoRecorder.endComposition(host, length: (text as NSString).length, isTyping: true)
        } else {
            guard userReplace(range, with: text, undo: (text as NSString).length == 1 ? .typing : .change) else { return }
        }
        hasInsertedSinceBeginning = true
    }

    /// Deletes the selection, or the character before the caret.
    func deleteBackward() {
        guard host.acceptsTyping else { return }
        if selection.length > 0 {
            userReplace(selection, with: "")
        } else if selection.location > 0 {
            userReplace(boundaries.characterRange(before: selection.location), with: "")
        }
    }

    /// Replaces the marked text (or the selection) with `markedText`, which stays marked, and
    /// selects `selectedRange` within it. Nil or empty text removes the marked text.
    func setMarkedText(_ markedText: String?, styledAs styles: NSAttributedString? = nil, selectedRange: NSRange) {
        guard host.acceptsTyping else { return }
        let range = markedRange ?? selection
        let string = fitted(markedText ?? "")
        if markedRange == nil { undoRecorder.beginComposition(at: range, replacing: content.attributedSubstring(from: range)) }
        guard userReplace(range, with: string, undo: .none) else { return }
        if string.isEmpty { undoRecorder.cancelComposition() }
        let length = (string as NSString).length
        markedRange = length > 0 ? NSRange(location: range.location, length: length) : nil
        markedStyles = markedRange != nil && styles?.string == string ? styles.map { NSAttributedString(attributedString: $0) } : nil
        let start = range.location + min(max(0, selectedRange.location), length)
        setSelection(NSRange(location: start, length: min(selectedRange.length, range.location + length - start)), anchor: start)
        host.textEditorDidChangeMarkedText(NSRange(location: range.location, length: length))
    }

    /// How marked text looks when the view has no `markedTextStyle`: underlined.
    static let defaultMarkedTextStyle: [NSAttributedString.Key: Any] = [.underlineStyle: NSNumber(value: NSUnderlineStyle.single.rawValue)]

    /// Styles the marked text where it shows in `styled`, which holds the content's `shown`
    /// range: the view's `markedTextStyle` (an underline when it has none), and on top the
    /// input method's attributes from `setAttributedMarkedText(_:selectedRange:)`.
    func styleMarkedText(_ styled: NSMutableAttributedString, showing shown: NSRange, markedTextStyle: [NSAttributedString.Key: Any]?) {
        guard let marked = markedRange else { return }
        let visible = NSIntersectionRange(marked, shown)
        guard visible.length > 0 else { return }
        styled.addAttributes(markedTextStyle ?? Self.defaultMarkedTextStyle,
                             range: NSRange(location: visible.location - shown.location, length: visible.length))
        guard let markedStyles else { return }
        markedStyles.enumerateAttributes(in: NSRange(location: 0, length: min(markedStyles.length, marked.length)), options: []) { attributes, run, _ in
            let part = NSIntersectionRange(NSRange(location: marked.location + run.location, length: run.length), visible)
            guard part.length > 0, !attributes.isEmpty else { return }
            styled.addAttributes(attributes, range: NSRange(location: part.location - shown.location, length: part.length))
        }
    }

    /// Accepts the marked text as it is: one change to undo.
    func unmarkText() {
        guard let marked = markedRange else { return }
        markedRange = nil
        undoRecorder.endComposition(host, length: marked.length, isTyping: false)
        host.textEditorDidChangeMarkedText(marked)
    }

    /// The text changed other than through the editor (code edited a text view's storage):
    /// marked text is accepted, and the selection keeps to the same characters.
    func contentDidChangeOutside(_ range: NSRange, changeInLength delta: Int) {
        markedRange = nil
        selectionAffinity = .forward
        func moved(_ offset: Int) -> Int {
            let oldEnd = NSMaxRange(range) - delta
            if offset >= oldEnd { return offset + delta }
            return min(offset, NSMaxRange(range))
        }
        let start = moved(selection.location), end = moved(NSMaxRange(selection))
        selection = host.clamp(NSRange(location: start, length: max(0, end - start)))
        selectionAnchor = min(max(0, moved(selectionAnchor)), content.length)
        updatePrimarySelection()
    }

    // MARK: Selection

    /// Selects `range`; `anchor` is the end that stays put when the selection is extended
    /// (the start when nil). `keepsGoal`: the selection moved up or down, and the next
    /// vertical move aims at the same x.
    func setSelection(_ range: NSRange, anchor: Int?, keepsGoal: Bool = false) {
        let range = host.adjustedSelection(host.clamp(range))
        if !keepsGoal { goalX = nil }
        let changed = range != selection
        if changed { selectionAffinity = .forward }
        if changed { host.inputDelegate?.selectionWillChange(host) }
        selection = range
        selectionAnchor = anchor.map { min(max(0, $0), content.length) } ?? range.location
        guard changed else { return }
        undoRecorder.endRun()
        host.inputDelegate?.selectionDidChange(host)
        host.textEditorDidChangeSelection()
        updatePrimarySelection()
    }

    /// Accepts any marked text and puts the caret at `offset`.
    func setCaret(_ offset: Int, keepsGoal: Bool = false) {
        unmarkText()
        setSelection(NSRange(location: offset, length: 0), anchor: offset, keepsGoal: keepsGoal)
    }

    /// Moves the selection's free end to `offset`, keeping the anchor.
    func extendSelection(to offset: Int, keepsGoal: Bool = false) {
        let anchor = selectionAnchor
        setSelection(NSRange(location: min(anchor, offset), length: abs(offset - anchor)), anchor: anchor, keepsGoal: keepsGoal)
    }

    /// The end of the selection that moves: the one away from the anchor.
    var activeEnd: Int {
        selection.location == selectionAnchor ? NSMaxRange(selection) : selection.location
    }

    // MARK: Directions, characters and words

    /// Whether `direction` leads toward the text's start: up does, and left, unless the text
    /// is a single line that reads right to left.
    func leadsTowardStart(_ direction: UITextLayoutDirection) -> Bool {
        direction == .up || direction == (configuration.isSingleLine && isRightToLeftText ? .right : .left)
    }

    var boundaries: TextBoundaries { TextBoundaries(string: content.mutableString) }

    /// Whether the text's first strong character reads right to left.
    var isRightToLeftText: Bool {
        ParagraphSource.firstStrongDirectionIsRightToLeft(content.string)
    }

    /// The next word boundary from `offset`: past any spaces and punctuation, then past the
    /// word. Concealed (secure) text is one word, so that its words do not show.
    func wordBoundary(from offset: Int, forward: Bool) -> Int {
        if host.concealsText { return forward ? content.length : 0 }
        return boundaries.word(from: offset, forward: forward)
    }

    /// The word at `offset`, or the character there when it is not in a word; all of a
    /// concealed text.
    func wordRange(at offset: Int) -> NSRange {
        if host.concealsText, content.length > 0 { return NSRange(location: 0, length: content.length) }
        return boundaries.wordRange(at: offset)
    }
}
