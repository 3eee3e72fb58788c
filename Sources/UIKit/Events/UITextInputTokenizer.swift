import Foundation

/// Sizes of text unit a tokenizer finds.
public enum UITextGranularity: Int, Sendable {
    case character, word, sentence, paragraph, line, document
}

/// A direction through text for a tokenizer: a storage direction (forward, backward) or a
/// layout direction (right, left, up, down), by raw value.
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }

    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }
}

/// Finds text units (characters, words, sentences, paragraphs, lines) around positions of a
/// text input.
@preconcurrency @MainActor
public protocol UITextInputTokenizer: AnyObject {
    /// The unit of `granularity` holding `position`: the one after it (forward) or before
    /// it (backward); nil when no unit is there (between words, say).
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                inDirection direction: UITextDirection) -> UITextRange?
    /// Whether a unit ends at `position` (forward) or starts there (backward).
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
    /// The next end of a unit after `position` (forward), or the previous start (backward).
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                  inDirection direction: UITextDirection) -> UITextPosition?
    /// Whether the text just after `position` (forward) or just before it (backward) is in a
    /// unit.
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
}
