import Foundation

/// A position in a Slate text input: a UTF-16 offset into its text, as NSString and NSRange
/// count.
@MainActor
final class IndexedTextPosition: UITextPosition {
    let offset: Int

    init(_ offset: Int) {
        self.offset = offset
        super.init()
    }

    override func isEqual(_ object: Any?) -> Bool {
        (object as? IndexedTextPosition)?.offset == offset
    }

    override var hash: Int { offset }
    override var description: String { "IndexedTextPosition(\(offset))" }
}

/// A range in a Slate text input's text.
@MainActor
final class IndexedTextRange: UITextRange {
    let range: NSRange

    init(_ range: NSRange) {
        self.range = range
        super.init()
    }

    override var isEmpty: Bool { range.length == 0 }
    override var start: UITextPosition { IndexedTextPosition(range.location) }
    override var end: UITextPosition { IndexedTextPosition(NSMaxRange(range)) }

    override func isEqual(_ object: Any?) -> Bool {
        (object as? IndexedTextRange)?.range == range
    }

    override var hash: Int { range.location &* 31 &+ range.length }
    override var description: String { "IndexedTextRange(\(range.location), \(range.length))" }
}

/// One rectangle of a Slate text input's selection.
@MainActor
final class IndexedSelectionRect: UITextSelectionRect {
    private let storedRect: CGRect
    private let startsHere: Bool
    private let endsHere: Bool

    init(rect: CGRect, containsStart: Bool, containsEnd: Bool) {
        storedRect = rect
        startsHere = containsStart
        endsHere = containsEnd
        super.init()
    }

    override var rect: CGRect { storedRect }
    override var containsStart: Bool { startsHere }
    override var containsEnd: Bool { endsHere }
}
