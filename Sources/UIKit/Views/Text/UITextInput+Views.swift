import Foundation

/// `UITextInput`'s writing directions and questions about the text, answered by the editor
/// that text views and fields share.
extension UITextView {
    public func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        editor.baseWritingDirection(at: offset(of: position) ?? 0, backward: direction == .backward)
    }

    /// Also the direction of what is typed next, when the caret is in the range.
    public func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        guard let range = clamped(range) else { return }
        editor.setBaseWritingDirection(writingDirection, for: range)
        if NSLocationInRange(editor.selection.location, range) || editor.selection.location == NSMaxRange(range) {
            typingAttributes = TextEditor.typingAttributes(typingAttributes, withDirection: writingDirection)
        }
    }

    /// Asks the delegate's `textView(_:shouldChangeTextIn:replacementText:)`.
    public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool {
        guard let range = clamped(range) else { return false }
        return shouldChangeText(in: range, replacementText: text)
    }

    public func textStyling(at position: UITextPosition, in direction: UITextStorageDirection) -> [NSAttributedString.Key: Any]? {
        editor.attributes(at: offset(of: position) ?? 0, backward: direction == .backward)
    }

    /// Which line the caret stands on where a wrapped line breaks without a space: backward,
    /// the end of the line it ends (after End, or a click past that line's end); forward, the
    /// start of the next. Any other move of the selection sets it forward again.
    public var selectionAffinity: UITextStorageDirection {
        get { editor.selectionAffinity }
        set {
            editor.selectionAffinity = newValue
            updateCaret()
        }
    }
}

extension UITextField {
    /// A field's one line has no soft breaks: the affinity is kept (and read back) but places
    /// the caret the same either way.
    public var selectionAffinity: UITextStorageDirection {
        get { editor.selectionAffinity }
        set { editor.selectionAffinity = newValue }
    }

    public func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        editor.baseWritingDirection(at: offset(of: position) ?? 0, backward: direction == .backward)
    }

    /// A field is one paragraph: its whole text takes the direction, and what is typed next
    /// when the caret is in the range.
    public func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        guard let range = clamped(range) else { return }
        editor.setBaseWritingDirection(writingDirection, for: range)
        if NSLocationInRange(editor.selection.location, range) || editor.selection.location == NSMaxRange(range) {
            typingAttributes = TextEditor.typingAttributes(typingAttributes ?? defaultAttributes, withDirection: writingDirection)
        }
    }

    /// Asks the delegate's `textField(_:shouldChangeCharactersIn:replacementString:)`.
    public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool {
        guard let range = clamped(range) else { return false }
        return shouldChangeText(in: range, replacementText: text)
    }

    public func textStyling(at position: UITextPosition, in direction: UITextStorageDirection) -> [NSAttributedString.Key: Any]? {
        editor.attributes(at: offset(of: position) ?? 0, backward: direction == .backward)
    }
}
