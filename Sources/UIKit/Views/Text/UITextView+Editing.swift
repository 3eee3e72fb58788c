import Foundation

/// Editing: beginning and ending, where the text and the caret are, its lines, and what the
/// view lends its `TextEditor` (which selects and changes the text, offering the user's
/// changes to the delegate first).
extension UITextView {
    // MARK: Content

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
        editor.beginEditing(placingCaretAtEnd: false)
        restartBlink()
        textDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
    }

    /// The view stopped being first responder.
    func finishEditing() {
        editor.endEditing()
        dragOrigin = nil
        guard isEditing else { return updateCaret() }
        isEditing = false
        caret.stopBlinking()
        storedTypingAttributes = nil
        setNeedsDisplay()
        updateCaret()
        textDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }

    // MARK: Geometry in the view

    /// The caret's line box before `offset`, zero wide, in the view's (content) coordinates;
    /// with `backward` affinity at a soft break, at the end of the line before it.
    func caretFrame(at offset: Int, affinity: UITextStorageDirection = .forward) -> CGRect {
        updateLayoutWidth()
        let origin = containerOrigin
        return textLayout.caretRect(at: min(max(0, offset), content.length), affinity: affinity).offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The affinity a caret at `offset` has: the selection's, where it is the selection's
    /// moving end.
    func caretAffinity(at offset: Int) -> UITextStorageDirection {
        offset == editor.activeEnd ? editor.selectionAffinity : .forward
    }

    func isSoftBreak(_ offset: Int) -> Bool {
        updateLayoutWidth()
        return textLayout.isSoftBreak(offset)
    }

    /// A click put the caret at `offset`: when that is a soft break and the click was on the
    /// line it ends (past that line's end), the caret stays on that line.
    func settleAffinity(afterClickAt point: CGPoint, offset: Int) {
        guard editor.activeEnd == offset else { return }
        let affinity: UITextStorageDirection = isSoftBreak(offset) && point.y < caretFrame(at: offset).minY ? .backward : .forward
        guard affinity != editor.selectionAffinity else { return }
        editor.selectionAffinity = affinity
        updateCaret()
        setNeedsDisplay()
    }

    /// The offset nearest `point` (in the view's coordinates).
    /// `endingLines`: for placing the caret — past the end of a line that wraps inside a
    /// word, that line's end (see `TextLayout.utf16Offset(closestTo:endingLines:)`).
    func closestOffset(to point: CGPoint) -> Int { closestOffset(to: point, endingLines: false) }

    func closestOffset(to point: CGPoint, endingLines: Bool) -> Int {
        updateLayoutWidth()
        let origin = containerOrigin
        return min(textLayout.offset(closestTo: CGPoint(x: point.x - origin.x, y: point.y - origin.y), endingLines: endingLines), content.length)
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
        scrollRectToVisible(caretFrame(at: editor.activeEnd, affinity: editor.selectionAffinity).insetBy(dx: -1, dy: 0), animated: false)
    }

    // MARK: Lines

    /// The offset on the line above (`forward` false) or below the one at `offset`, nearest
    /// the goal x; the text's start or end past the first or last line.
    func verticalOffset(from offset: Int, lines count: Int, forward: Bool) -> Int {
        let shown = caretFrame(at: offset, affinity: caretAffinity(at: offset))
        if editor.goalX == nil { editor.goalX = shown.minX }
        var point = shown
        /// The caret at the offset nearest the goal on the line at `y`: at a soft break, on
        /// that line's end when `y` is above the next line.
        func caret(nearGoalAt y: CGFloat) -> (offset: Int, frame: CGRect, endsLine: Bool) {
            let found = closestOffset(to: CGPoint(x: editor.goalX!, y: y), endingLines: true)
            let frame = caretFrame(at: found)
            if y < frame.minY, isSoftBreak(found) { return (found, caretFrame(at: found, affinity: .backward), true) }
            return (found, frame, false)
        }
        for _ in 0..<max(1, count) {
            let y = forward ? point.maxY + 1 : point.minY - 1
            if y < containerOrigin.y { return 0 }
            if y >= containerOrigin.y + textLayout.height { return content.length }
            point = caret(nearGoalAt: y).frame
        }
        let target = caret(nearGoalAt: point.midY)
        editor.verticalTargetEndsLine = target.endsLine
        return target.offset
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

    /// How many lines Page Up and Page Down move: a screenful, less one to keep for context.
    var linesPerPage: Int {
        max(1, Int((bounds.height - textContainerInset.top - textContainerInset.bottom) / max(1, textLayout.lineHeight)) - 1)
    }
}

extension UITextView: TextEditorHost {
    var acceptsUserChanges: Bool { isEditable || textDragAndDrop.isPerformingTemporaryDrop }
    var acceptsTyping: Bool { isEditing }
    var showsSelection: Bool { isSelectable || isEditing }
    var allowsSelectAll: Bool { isSelectable || isEditing }
    /// A text view draws its text even when `isSecureTextEntry` is set.
    var concealsText: Bool { false }
    /// The caret goes where the text is; the view scrolls to show it.
    var caretBounds: CGRect? { nil }

    func shouldChangeText(in range: NSRange, replacementText text: String) -> Bool {
        textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: text) != false
    }

    var insertionAttributes: [NSAttributedString.Key: Any] { typingAttributes }

    /// Typing keeps its attributes; a moved caret takes the text's again.
    func textEditorDidInsert(withAttributes attributes: [NSAttributedString.Key: Any]) {
        storedTypingAttributes = attributes
    }

    func textEditorDidSetContent() {
        storedTypingAttributes = nil
        pendingEdit = nil
        textLayout.reset(content.mutableString, width: textLayout.width)
        detectLinks()
        textGeometryDidChange()
    }

    func textEditorDidReplace(_ range: NSRange, withLength length: Int, unmarking unmarked: NSRange?) {
        // The text storage told the layout manager, which laid the edited paragraphs out
        // again (`layoutManagerDidEdit`); marked text that was elsewhere is drawn plain now.
        if let unmarked { textLayout.invalidate(clamp(unmarked)) }
        if !detectedLinks.isEmpty { detectedLinks = [] }
        storedTypingAttributes = nil
    }

    func textEditorDidChangeText() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        updateCaret()
        scrollToCaret()
        restartBlink()
        textDelegate?.textViewDidChangeSelection(self)
        textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    func textEditorDidChangeSelection() {
        storedTypingAttributes = nil
        scrollToCaret()
        setNeedsDisplay()
        restartBlink()
        textDelegate?.textViewDidChangeSelection(self)
    }

    func textEditorDidChangeMarkedText(_ range: NSRange) {
        textLayout.invalidate(range)
        setNeedsLayout()
        setNeedsDisplay()
    }
}
