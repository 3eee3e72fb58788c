import Foundation

/// Editing: beginning and ending, Return and the clear button, and what the field lends its
/// `TextEditor` (which selects and changes the text, offering the user's changes to the
/// delegate first).
extension UITextField {
    // MARK: Content

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

    // MARK: Beginning and ending

    /// The field became first responder (spec KB-01, KB-02).
    func beginEditing() {
        guard !isEditing else { return }
        isEditing = true
        storedTypingAttributes = nil
        if clearsOnBeginEditing, content.length > 0, delegate?.textFieldShouldClear(self) != false {
            editor.setContent(NSAttributedString(string: ""))
        }
        editor.beginEditing(placingCaretAtEnd: true)
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
        editor.endEditing()
        isEditing = false
        caret.stopBlinking()
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

    /// Return: the delegate decides; then `.primaryActionTriggered`, and — when anything is
    /// registered for `.editingDidEndOnExit`, even a nil-targeted action — that event and the
    /// end of editing (spec KB-04).
    /// With `enablesReturnKeyAutomatically`, an empty field's Return does nothing, as the
    /// software keyboard's Return key is disabled then.
    func returnPressed() {
        editor.unmarkText()
        if enablesReturnKeyAutomatically, !hasText { return }
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
        editor.setContent(NSAttributedString(string: ""))
        restartBlink()
        reportTextChange()
    }

    /// The user changed the text: `.editingChanged`, `textDidChangeNotification`, and the
    /// selection moved.
    private func reportTextChange() {
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        delegate?.textFieldDidChangeSelection(self)
    }
}

extension UITextField: TextEditorHost {
    var acceptsUserChanges: Bool { true }
    var acceptsTyping: Bool { true }
    var showsSelection: Bool { isEditing }
    /// Select All begins editing.
    var allowsSelectAll: Bool { true }
    var concealsText: Bool { isSecureTextEntry }
    var caretBounds: CGRect? { editingRect(forBounds: bounds) }

    /// Asks `textField(_:shouldChangeCharactersIn:replacementString:)` (spec KB-03).
    func shouldChangeText(in range: NSRange, replacementText text: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) != false
    }

    var insertionAttributes: [NSAttributedString.Key: Any] { typingAttributes ?? defaultAttributes }

    func textEditorDidSetContent() {
        textAppearanceDidChange()
        overlaysDidChange()
        scrollToCaret()
    }

    func textEditorDidChangeText() {
        textAppearanceDidChange()
        overlaysDidChange()
        scrollToCaret()
        restartBlink()
        reportTextChange()
    }

    func textEditorDidChangeSelection() {
        scrollToCaret()
        setNeedsDisplay()
        restartBlink()
        window?.updateTextInputRect()
        if isEditing { delegate?.textFieldDidChangeSelection(self) }
    }

    func textEditorDidChangeMarkedText(_ range: NSRange) {
        textAppearanceDidChange()
    }

    // MARK: One line

    /// Above the one line is its start, below it its end.
    func verticalOffset(from offset: Int, lines: Int, forward: Bool) -> Int {
        forward ? content.length : 0
    }

    func lineEnds(at offset: Int) -> (start: Int, end: Int) { (0, content.length) }

    var linesPerPage: Int { 1 }
}
