import Foundation

/// What Slate's text inputs (the text field and the text view) share: positions are UTF-16
/// offsets into their text, ranges `NSRange`s, and the position arithmetic of `UITextInput`
/// follows from that. Each input gives its text and its hit testing.
@MainActor
protocol IndexedTextInput: AnyObject {
    /// The text, as NSString counts it.
    var indexedText: NSString { get }
    /// The offset nearest `point` in the input's coordinates.
    func closestOffset(to point: CGPoint) -> Int
}

extension IndexedTextInput {
    var indexedLength: Int { indexedText.length }

    func clamp(_ range: NSRange) -> NSRange {
        let length = indexedLength
        let start = min(max(0, range.location), length)
        return NSRange(location: start, length: min(max(0, range.length), length - start))
    }

    func offset(of position: UITextPosition) -> Int? {
        (position as? IndexedTextPosition).map { min(max(0, $0.offset), indexedLength) }
    }

    func clamped(_ range: UITextRange) -> NSRange? {
        (range as? IndexedTextRange).map { clamp($0.range) }
    }

    func indexedTextRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let from = offset(of: fromPosition), let to = offset(of: toPosition) else { return nil }
        return IndexedTextRange(NSRange(location: min(from, to), length: abs(to - from)))
    }

    /// Nil when the result would be outside the text.
    func indexedPosition(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let start = self.offset(of: position) else { return nil }
        let result = start + offset
        return (0...indexedLength).contains(result) ? IndexedTextPosition(result) : nil
    }

    func indexedCompare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let a = offset(of: position) ?? 0, b = offset(of: other) ?? 0
        return a < b ? .orderedAscending : (a > b ? .orderedDescending : .orderedSame)
    }

    func indexedOffset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        (offset(of: toPosition) ?? 0) - (offset(of: from) ?? 0)
    }

    func indexedClosestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let range = clamped(range) else { return nil }
        return IndexedTextPosition(min(max(closestOffset(to: point), range.location), NSMaxRange(range)))
    }

    /// The character (grapheme cluster) nearest `point`.
    func indexedCharacterRange(at point: CGPoint) -> UITextRange? {
        guard indexedLength > 0 else { return nil }
        let offset = min(closestOffset(to: point), indexedLength - 1)
        return IndexedTextRange(indexedText.rangeOfComposedCharacterSequence(at: offset))
    }

    /// The presses whose keys `perform` does not handle: they go on up the responder chain.
    func pressesNotHandled(_ presses: Set<UIPress>, by perform: (UIKey) -> Bool) -> Set<UIPress> {
        presses.filter { press in !(press.key.map(perform) ?? false) }
    }
}
