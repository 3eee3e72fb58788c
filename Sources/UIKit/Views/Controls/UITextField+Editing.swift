import Foundation

/// Editing: beginning and ending, the user's changes (offered to the delegate first), the
/// selection, and the keys that move through and delete text.
extension UITextField {
    // MARK: Content

    /// Replaces all the text as code does: no delegate, no control events; the caret goes to
    /// the end.
    func setContent(_ text: NSAttributedString) {
        // Text set in code makes the user's changes to the old text meaningless to undo.
        undoManager?.removeAllActions(withTarget: self)
        undoRecorder.endRun()
        inputDelegate?.textWillChange(self)
        content = NSMutableAttributedString(attributedString: text)
        markedRange = nil
        selection = NSRange(location: content.length, length: 0)
        selectionAnchor = content.length
        inputDelegate?.textDidChange(self)
        textAppearanceDidChange()
        overlaysDidChange()
        scrollToCaret()
    }

    /// `text` with the field's font, color and (unless `color` replaces it) foreground where
    /// it sets none.
    func withDefaultAttributes(_ text: NSAttributedString, color: UIColor? = nil) -> NSAttributedString {
        let styled = NSMutableAttributedString(attributedString: text)
        let whole = NSRange(location: 0, length: styled.length)
        var defaults = defaultAttributes
        if let color { defaults[.foregroundColor] = color }
        for (key, value) in defaults {
            var missing: [NSRange] = []
            styled.enumerateAttribute(key, in: whole, options: []) { existing, range, _ in
                if existing == nil { missing.append(range) }
            }
            for range in missing { styled.addAttribute(key, value: value, range: range) }
        }
        return styled
    }

    /// What is drawn changed: lay out, measure and draw again.
    func textAppearanceDidChange() {
        revision += 1
        cachedLayout = nil
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
        updateCaret()
    }

    /// Text for a single line: line breaks become spaces.
    static func singleLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }

    // MARK: Beginning and ending

    /// The field became first responder (spec KB-01, KB-02).
    func beginEditing() {
        guard !isEditing else { return }
        isEditing = true
        hasInsertedSinceBeginning = false
        storedTypingAttributes = nil
        if clearsOnBeginEditing, content.length > 0, delegate?.textFieldShouldClear(self) != false {
            setContent(NSAttributedString(string: ""))
        }
        selection = NSRange(location: content.length, length: 0)
        selectionAnchor = content.length
        cachedLayout = nil
        overlaysDidChange()
        scrollToCaret()
        restartBlink()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
    }

    /// The field stopped being first responder, by agreement or by force.
    func finishEditing() {
        guard isEditing else { return }
        markedRange = nil
        undoRecorder.endRun()
        isEditing = false
        caretBlink.stop()
        scrollOffset = 0
        dragOrigin = nil
        cachedLayout = nil
        overlaysDidChange()
        updateCaret()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self,
                                        userInfo: [UITextField.didEndEditingReasonUserInfoKey: DidEndEditingReason.committed.rawValue])
    }

    // MARK: The user's changes

    /// Replaces `range` with `string` for the user: asks the delegate (spec KB-03), edits with
    /// the typing attributes, puts the caret after the new text, and reports the change with
    /// `.editingChanged` and `textDidChangeNotification`. Returns false when the delegate
    /// refused.
    @discardableResult
    func userReplace(_ range: NSRange, with string: String, undo: TextUndoRecording = .change) -> Bool {
        let range = clamp(range)
        if delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) == false { return false }
        let caret = range.location + (string as NSString).length
        replaceText(in: range, with: NSAttributedString(string: string, attributes: typingAttributes ?? defaultAttributes), undo: undo,
                    selecting: NSRange(location: caret, length: 0))
        return true
    }

    /// An undo or redo puts `text` back in place of `range` and selects it; the change it
    /// undoes is registered the other way.
    func restoreText(_ text: NSAttributedString, in range: NSRange) {
        let range = clamp(range)
        undoRecorder.endRun()
        replaceText(in: range, with: text, undo: .change, selecting: NSRange(location: range.location, length: text.length))
    }

    /// Puts `text` in place of `range`, selects `selected`, records the change for undo and
    /// reports it (`.editingChanged`, `textDidChangeNotification`, the delegate).
    private func replaceText(in range: NSRange, with text: NSAttributedString, undo: TextUndoRecording, selecting selected: NSRange) {
        inputDelegate?.textWillChange(self)
        let replaced = content.attributedSubstring(from: range)
        content.replaceCharacters(in: range, with: text)
        if undo != .none { undoRecorder.record(self, replaced: replaced, in: range, length: text.length, isTyping: undo == .typing) }
        // Any marked text is replaced or left behind; setMarkedText marks its new text after.
        markedRange = nil
        selection = clamp(selected)
        selectionAnchor = selection.location
        inputDelegate?.textDidChange(self)
        textAppearanceDidChange()
        overlaysDidChange()
        scrollToCaret()
        restartBlink()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
    }

    /// Return: the delegate decides; then `.primaryActionTriggered`, and — when anything is
    /// registered for `.editingDidEndOnExit`, even a nil-targeted action — that event and the
    /// end of editing (spec KB-04).
    func returnPressed() {
        unmarkText()
        guard delegate?.textFieldShouldReturn(self) != false else { return }
        sendActions(for: .primaryActionTriggered)
        if allControlEvents.contains(.editingDidEndOnExit) {
            sendActions(for: .editingDidEndOnExit)
            resignFirstResponder()
        }
    }

    /// The clear button: when the delegate agrees, the text goes (without asking
    /// `shouldChangeCharactersIn`), and editing begins if it had not.
    func clearButtonTapped() {
        guard delegate?.textFieldShouldClear(self) != false else { return }
        if !isEditing, !becomeFirstResponder() { return }
        guard content.length > 0 else { return }
        setContent(NSAttributedString(string: ""))
        restartBlink()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
    }

    // MARK: Selection

    /// Selects `range`; `anchor` is the end that stays put when the selection is extended
    /// (the start when nil).
    func setSelection(_ range: NSRange, anchor: Int?) {
        let range = clamp(range)
        let changed = range != selection
        if changed { inputDelegate?.selectionWillChange(self) }
        selection = range
        selectionAnchor = anchor.map { min(max(0, $0), content.length) } ?? range.location
        guard changed else { return }
        undoRecorder.endRun()
        inputDelegate?.selectionDidChange(self)
        scrollToCaret()
        setNeedsDisplay()
        restartBlink()
        window?.updateTextInputRect()
        if isEditing { delegate?.textFieldDidChangeSelection(self) }
    }

    func setCaret(_ offset: Int) {
        unmarkText()
        setSelection(NSRange(location: offset, length: 0), anchor: offset)
    }

    /// Moves the selection's free end to `offset`, keeping the anchor.
    func extendSelection(to offset: Int) {
        let anchor = selectionAnchor
        setSelection(NSRange(location: min(anchor, offset), length: abs(offset - anchor)), anchor: anchor)
    }

    /// The end of the selection that moves: the one away from the anchor.
    var activeEnd: Int {
        selection.location == selectionAnchor ? NSMaxRange(selection) : selection.location
    }

    var isRightToLeftText: Bool {
        ParagraphSource.firstStrongDirectionIsRightToLeft(content.string)
    }

    // MARK: Characters and words

    private var boundaries: TextBoundaries { TextBoundaries(string: content.mutableString) }

    /// The character (grapheme cluster) boundary before `offset`.
    func previousBoundary(_ offset: Int) -> Int { boundaries.previous(offset) }

    /// The character boundary after `offset`.
    func nextBoundary(_ offset: Int) -> Int { boundaries.next(offset) }

    func characterRange(before offset: Int) -> NSRange { boundaries.characterRange(before: offset) }

    /// The next word boundary from `offset`: past any spaces and punctuation, then past the
    /// word. Secure text is one word.
    func wordBoundary(from offset: Int, forward: Bool) -> Int {
        if isSecureTextEntry { return forward ? content.length : 0 }
        return boundaries.word(from: offset, forward: forward)
    }

    /// The word at `offset`, or the character there when it is not in a word.
    func wordRange(at offset: Int) -> NSRange {
        if isSecureTextEntry, content.length > 0 { return NSRange(location: 0, length: content.length) }
        return boundaries.wordRange(at: offset)
    }

    // MARK: Keys

    /// Performs what `key` does in a text being edited; false when it does nothing here.
    func performEditingKey(_ key: UIKey) -> Bool {
        guard isEditing else { return false }
        let flags = key.modifierFlags
        let extending = flags.contains(.shift)
        let byWord = flags.contains(.alternate) || flags.contains(.command)
        func go(_ target: Int) {
            if extending { extendSelection(to: target) } else { setCaret(target) }
        }
        func step(forward: Bool) {
            if !extending, selection.length > 0, !byWord {
                setCaret(forward ? NSMaxRange(selection) : selection.location)
            } else if byWord {
                go(wordBoundary(from: activeEnd, forward: forward))
            } else {
                go(forward ? nextBoundary(activeEnd) : previousBoundary(activeEnd))
            }
        }
        switch key.keyCode {
        case .keyboardLeftArrow: step(forward: isRightToLeftText)
        case .keyboardRightArrow: step(forward: !isRightToLeftText)
        case .keyboardUpArrow, .keyboardHome, .keyboardPageUp: go(0)
        case .keyboardDownArrow, .keyboardEnd, .keyboardPageDown: go(content.length)
        case .keyboardDeleteOrBackspace:
            if selection.length > 0 || !byWord {
                deleteBackward()
            } else {
                let start = wordBoundary(from: selection.location, forward: false)
                userReplace(NSRange(location: start, length: selection.location - start), with: "")
            }
        case .keyboardDeleteForward:
            if selection.length > 0 {
                userReplace(selection, with: "")
            } else {
                let end = byWord ? wordBoundary(from: selection.location, forward: true) : nextBoundary(selection.location)
                if end > selection.location { userReplace(NSRange(location: selection.location, length: end - selection.location), with: "") }
            }
        case .keyboardReturnOrEnter, .keypadEnter:
            insertText("\n")
        case .keyboardEscape, .keyboardTab:
            return false
        default:
            guard flags.isDisjoint(with: [.command, .control]) else { return false }
            let text = key.characters
            guard !text.isEmpty, !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return false }
            insertText(text)
        }
        return true
    }
}
