import Foundation

/// Paragraph writing directions, and the text input's questions about the text, for text
/// views and fields alike.
extension TextEditor {
    /// The writing direction of the paragraph holding `offset` (the character before it when
    /// looking backward).
    func baseWritingDirection(at offset: Int, backward: Bool) -> NSWritingDirection {
        guard let index = characterIndex(at: offset, backward: backward),
              let style = content.attribute(.paragraphStyle, at: index, effectiveRange: nil) as? NSParagraphStyle else { return .natural }
        return style.baseWritingDirection
    }

    /// Gives every paragraph `range` touches the writing direction, undoably, keeping the
    /// selection (in empty text, nothing: the view gives it to what is typed next).
    func setBaseWritingDirection(_ direction: NSWritingDirection, for range: NSRange) {
        let range = host.clamp(range)
        let paragraphs = (content.string as NSString).paragraphRange(for: range)
        guard paragraphs.length > 0 else { return }
        let restyled = NSMutableAttributedString(attributedString: content.attributedSubstring(from: paragraphs))
        let whole = NSRange(location: 0, length: restyled.length)
        var runs: [(NSParagraphStyle?, NSRange)] = []
        restyled.enumerateAttribute(.paragraphStyle, in: whole) { value, run, _ in runs.append((value as? NSParagraphStyle, run)) }
        for (style, run) in runs {
            let changed = (style?.mutableCopy() as? NSMutableParagraphStyle) ?? NSMutableParagraphStyle()
            changed.baseWritingDirection = direction
            restyled.addAttribute(.paragraphStyle, value: changed, range: run)
        }
        let selected = selection
        undoRecorder.endRun()
        replaceText(in: paragraphs, with: restyled, undo: .change, selecting: selected)
    }

    /// `attributes` whose paragraph style has `direction`.
    static func typingAttributes(_ attributes: [NSAttributedString.Key: Any], withDirection direction: NSWritingDirection) -> [NSAttributedString.Key: Any] {
        var attributes = attributes
        let style = ((attributes[.paragraphStyle] as? NSParagraphStyle)?.mutableCopy() as? NSMutableParagraphStyle) ?? NSMutableParagraphStyle()
        style.baseWritingDirection = direction
        attributes[.paragraphStyle] = style
        return attributes
    }

    /// The attributes at `offset`, forward or backward; nil in empty text.
    func attributes(at offset: Int, backward: Bool) -> [NSAttributedString.Key: Any]? {
        guard let index = characterIndex(at: offset, backward: backward) else { return nil }
        return content.attributes(at: index, effectiveRange: nil)
    }

    private func characterIndex(at offset: Int, backward: Bool) -> Int? {
        guard content.length > 0 else { return nil }
        let index = backward ? offset - 1 : offset
        return min(max(0, index), content.length - 1)
    }
}
