import Foundation

/// Editing: content set in code, the user's changes (offered to the delegate first),
/// beginning and ending, the selection, and the keys that move through and change the text.
extension UITextView {
    // MARK: Content

    /// Replaces all the text as code does: no delegate; the caret goes to the end.
    func setContent(_ text: NSAttributedString) {
        // Text set in code makes the user's changes to the old text meaningless to undo.
        undoManager?.removeAllActions(withTarget: self)
        undoRecorder.endRun()
        inputDelegate?.textWillChange(self)
        content = NSMutableAttributedString(attributedString: text)
        markedRange = nil
        storedTypingAttributes = nil
        selection = NSRange(location: content.length, length: 0)
        selectionAnchor = content.length
        goalX = nil
        textLayout.reset(content.mutableString, width: textLayout.width)
        detectLinks()
        inputDelegate?.textDidChange(self)
        textGeometryDidChange()
    }

    /// Applies `key` = `value` to every character (the view's font or color changed).
    func applyToAllText(_ key: NSAttributedString.Key, _ value: Any) {
        content.addAttribute(key, value: value, range: NSRange(location: 0, length: content.length))
        storedTypingAttributes = nil
        textAppearanceDidChange()
    }

    /// What is drawn changed but not where the characters are: lay out and draw again.
    func textAppearanceDidChange() {
        textLayout.lineHeight = (storedFont ?? Self.defaultFont).lineHeight
        textLayout.averageCharacterWidth = (storedFont ?? Self.defaultFont).pointSize * 0.5
        textLayout.invalidateAll()
        textGeometryDidChange()
    }

    /// The text's size may have changed.
    func textGeometryDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
        updateCaret()
    }

    /// The attributes of text typed at `offset`: the character's before it, else after it,
    /// else the view's.
    func attributesForTyping(at offset: Int) -> [NSAttributedString.Key: Any] {
        guard content.length > 0 else { return defaultAttributes }
        var attributes = content.attributes(at: min(max(0, offset - 1), content.length - 1), effectiveRange: nil)
        attributes[.link] = nil
        for (key, value) in defaultAttributes where attributes[key] == nil { attributes[key] = value }
        return attributes
    }

    // MARK: Beginning and ending

    /// The view became first responder and is editable (KB-01, KB-02).
    func beginEditing() {
        guard !isEditing else { return }
        isEditing = true
        hasInsertedSinceBeginning = false
        restartBlink()
        textDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    }

    /// The view stopped being first responder.
    func finishEditing() {
        if markedRange != nil {
            textLayout.invalidate(markedRange!)
            markedRange = nil
        }
        dragOrigin = nil
        undoRecorder.endRun()
        guard isEditing else { return updateCaret() }
        isEditing = false
        caretBlink.stop()
        storedTypingAttributes = nil
        setNeedsDisplay()
        updateCaret()
        textDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }

    // MARK: The user's changes

    /// Replaces `range` with `string` for the user: asks the delegate, edits with the typing
    /// attributes, puts the caret after the new text, and reports the change. False when the
    /// delegate refused or the view is not editable. `undo` says how the change is recorded
    /// for undo: a keystroke joins the typing before it; an input method's preedit is not
    /// recorded (its commit is, as one change).
    @discardableResult
    func userReplace(_ range: NSRange, with string: String, undo: TextUndoRecording = .change) -> Bool {
        guard isEditable else { return false }
        let range = clamp(range)
        if textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) == false { return false }
        let attributes = typingAttributes
        let inserted = NSAttributedString(string: string, attributes: attributes)
        let caret = range.location + inserted.length
        replaceText(in: range, with: inserted, undo: undo, selecting: NSRange(location: caret, length: 0))
        // Typing keeps its attributes; a moved caret takes the text's again.
        storedTypingAttributes = attributes
        return true
    }

    /// Puts `text` in place of `range`, selects `selected`, records the change for undo and
    /// reports it (to the input delegate, the text view's delegate and by notification).
    private func replaceText(in range: NSRange, with text: NSAttributedString, undo: TextUndoRecording, selecting selected: NSRange) {
        inputDelegate?.textWillChange(self)
        let replaced = content.attributedSubstring(from: range)
        content.replaceCharacters(in: range, with: text)
        if let marked = markedRange { textLayout.invalidate(marked) }
        markedRange = nil
        let edit = textLayout.replace(range, withLength: text.length, in: content.mutableString)
        if !detectedLinks.isEmpty { detectedLinks = [] }
        if undo != .none { undoRecorder.record(self, replaced: replaced, in: range, length: text.length, isTyping: undo == .typing) }
        inputDelegate?.selectionWillChange(self)
        selection = clamp(selected)
        selectionAnchor = selection.location
        goalX = nil
        inputDelegate?.selectionDidChange(self)
        inputDelegate?.textDidChange(self)
        // Only the edited paragraphs are drawn again when nothing below them moved (typing);
        // the next layout pass decides, once they are measured.
        pendingEdit = edit
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        updateCaret()
        scrollToCaret()
        restartBlink()
        textDelegate?.textViewDidChangeSelection(self)
        textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    /// An undo or redo puts `text` back in place of `range` and selects it (the caret, when
    /// it is empty); the change it undoes is registered the other way.
    func restoreText(_ text: NSAttributedString, in range: NSRange) {
        let range = clamp(range)
        undoRecorder.endRun()
        storedTypingAttributes = nil
        let restored = NSRange(location: range.location, length: text.length)
        replaceText(in: range, with: text, undo: .change, selecting: restored)
    }

    // MARK: Selection

    /// Selects `range`; `anchor` is the end that stays put when the selection is extended
    /// (the start when nil).
    func setSelection(_ range: NSRange, anchor: Int?, keepsGoal: Bool = false) {
        let range = clamp(range)
        if !keepsGoal { goalX = nil }
        let changed = range != selection
        if changed { inputDelegate?.selectionWillChange(self) }
        selection = range
        selectionAnchor = anchor.map { min(max(0, $0), content.length) } ?? range.location
        guard changed else { return }
        storedTypingAttributes = nil
        undoRecorder.endRun()
        inputDelegate?.selectionDidChange(self)
        scrollToCaret()
        setNeedsDisplay()
        restartBlink()
        textDelegate?.textViewDidChangeSelection(self)
    }

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

    var boundaries: TextBoundaries { TextBoundaries(string: content.mutableString) }

    // MARK: Geometry in the view

    /// The caret's line box before `offset`, zero wide, in the view's (content) coordinates.
    func caretFrame(at offset: Int) -> CGRect {
        updateLayoutWidth()
        let origin = containerOrigin
        return textLayout.caretRect(at: min(max(0, offset), content.length)).offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The offset nearest `point` (in the view's coordinates).
    func closestOffset(to point: CGPoint) -> Int {
        updateLayoutWidth()
        let origin = containerOrigin
        return min(textLayout.offset(closestTo: CGPoint(x: point.x - origin.x, y: point.y - origin.y)), content.length)
    }

    /// A box around `range`'s lines, in the view's coordinates.
    func textRectInView(for range: NSRange) -> CGRect {
        let start = caretFrame(at: range.location)
        guard range.length > 0 else { return start }
        return start.union(caretFrame(at: NSMaxRange(range)))
    }

    /// Scrolls so that the moving end of the selection shows.
    func scrollToCaret() {
        guard isScrollEnabled, bounds.height > 0 else { return }
        updateContentSize()
        scrollRectToVisible(caretFrame(at: activeEnd).insetBy(dx: -1, dy: 0), animated: false)
    }

    /// Shows the caret where the empty selection is, in the tint color, while editing and in
    /// the blink's on phase.
    func updateCaret() {
        let shows = isEditing && selection.length == 0 && window != nil
        UIView.performWithoutAnimation {
            caretLayer.isHidden = !shows || !caretBlink.isOn
            guard shows else { return }
            caretLayer.frame = caretRect(for: IndexedTextPosition(selection.location))
            caretLayer.backgroundColor = tintColor.resolvedColor(with: traitCollection).cgColor
        }
        if isFirstResponder { window?.updateTextInputRect() }
    }

    /// The caret shows solidly for half a second after each change, then blinks.
    func restartBlink() {
        caretBlink.restart(blinks: isEditing)
    }

    // MARK: Lines

    /// The offset on the line above (`forward` false) or below the one at `offset`, nearest
    /// the goal x; the text's start or end past the first or last line.
    func verticalOffset(from offset: Int, lines count: Int, forward: Bool) -> Int {
        if goalX == nil { goalX = caretFrame(at: offset).minX }
        var point = caretFrame(at: offset)
        for _ in 0..<max(1, count) {
            let y = forward ? point.maxY + 1 : point.minY - 1
            if y < containerOrigin.y { return 0 }
            if y >= containerOrigin.y + textLayout.height { return content.length }
            point = caretFrame(at: closestOffset(to: CGPoint(x: goalX!, y: y)))
        }
        return closestOffset(to: CGPoint(x: goalX!, y: point.midY))
    }

    /// The start and end of the line (as wrapped) holding the caret at `offset`: the end
    /// stops before a line break or the space a wrapped line ends with.
    func lineEnds(at offset: Int) -> (start: Int, end: Int) {
        updateLayoutWidth()
        let line = textLayout.line(at: offset)
        var end = NSMaxRange(line.range)
        let paragraph = textLayout.paragraphs[textLayout.index(containing: offset)]
        end = min(end, NSMaxRange(paragraph.contentRange))
        if end < NSMaxRange(paragraph.contentRange), end > line.range.location,
           let last = Unicode.Scalar(content.mutableString.character(at: end - 1)), CharacterSet.whitespaces.contains(last) {
            end -= 1
        }
        return (line.range.location, max(line.range.location, end))
    }

    // MARK: Keys

    /// Performs what `key` does in the text; false when it does nothing here. A read-only
    /// view moves and extends the selection but does not change the text.
    func performEditingKey(_ key: UIKey) -> Bool {
        guard isFirstResponder, isEditable || isSelectable else { return false }
        let flags = key.modifierFlags
        let extending = flags.contains(.shift)
        // `.command` is Ctrl on Linux (docs/porting.md): Ctrl or Alt with an arrow goes by word,
        // Ctrl with Home or End (or Up or Down, the iPad's ⌘↑ and ⌘↓) to the text's ends.
        let byWord = flags.contains(.alternate) || flags.contains(.command)
        let toDocumentEnd = flags.contains(.command)
        func go(_ target: Int, keepsGoal: Bool = false) {
            if extending { extendSelection(to: target, keepsGoal: keepsGoal) } else { setCaret(target, keepsGoal: keepsGoal) }
            // Even where the selection stays (Ctrl+End with the caret at the end), it comes into view.
            scrollToCaret()
        }
        func step(forward: Bool) {
            if !extending, selection.length > 0, !byWord {
                setCaret(forward ? NSMaxRange(selection) : selection.location)
            } else if byWord {
                go(boundaries.word(from: activeEnd, forward: forward))
            } else {
                go(forward ? boundaries.next(activeEnd) : boundaries.previous(activeEnd))
            }
        }
        func vertical(forward: Bool, lines: Int) {
            if !extending, selection.length > 0 {
                let end = forward ? NSMaxRange(selection) : selection.location
                return setCaret(verticalOffset(from: end, lines: lines, forward: forward), keepsGoal: true)
            }
            go(verticalOffset(from: activeEnd, lines: lines, forward: forward), keepsGoal: true)
        }
        let screenLines = max(1, Int((bounds.height - textContainerInset.top - textContainerInset.bottom) / max(1, textLayout.lineHeight)) - 1)
        switch key.keyCode {
        case .keyboardLeftArrow: step(forward: false)
        case .keyboardRightArrow: step(forward: true)
        case .keyboardUpArrow: toDocumentEnd ? go(0) : vertical(forward: false, lines: 1)
        case .keyboardDownArrow: toDocumentEnd ? go(content.length) : vertical(forward: true, lines: 1)
        case .keyboardPageUp: vertical(forward: false, lines: screenLines)
        case .keyboardPageDown: vertical(forward: true, lines: screenLines)
        case .keyboardHome: toDocumentEnd ? go(0) : go(lineEnds(at: activeEnd).start)
        case .keyboardEnd: toDocumentEnd ? go(content.length) : go(lineEnds(at: activeEnd).end)
        case .keyboardDeleteOrBackspace:
            guard isEditing else { return false }
            if selection.length > 0 || !byWord {
                deleteBackward()
            } else {
                let start = boundaries.word(from: selection.location, forward: false)
                userReplace(NSRange(location: start, length: selection.location - start), with: "")
            }
        case .keyboardDeleteForward:
            guard isEditing else { return false }
            if selection.length > 0 {
                userReplace(selection, with: "")
            } else {
                let end = byWord ? boundaries.word(from: selection.location, forward: true) : boundaries.next(selection.location)
                if end > selection.location { userReplace(NSRange(location: selection.location, length: end - selection.location), with: "") }
            }
        case .keyboardReturnOrEnter, .keypadEnter:
            guard isEditing else { return false }
            insertText("\n")
        case .keyboardTab:
            guard isEditing, flags.isDisjoint(with: [.control, .command, .alternate, .shift]) else { return false }
            insertText("\t")
        case .keyboardEscape:
            return false
        default:
            guard isEditing, flags.isDisjoint(with: [.command, .control]) else { return false }
            let text = key.characters
            guard !text.isEmpty, !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return false }
            insertText(text)
        }
        return true
    }
}
