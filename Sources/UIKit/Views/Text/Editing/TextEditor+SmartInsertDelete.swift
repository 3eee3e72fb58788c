import Foundation

/// Smart insert and delete (`smartInsertDeleteType`), as iOS does for pastes and cuts: a word
/// pasted against another word gets a space between them, and cutting or deleting a selected
/// word takes with it the space that would be left doubled (or left before punctuation).
/// Typing, text inserted by code and input-method commits go in as they are.
extension TextEditor {
    /// `.yes` and `.no` decide; `.default` is on, except for secure entry and literal text
    /// (URLs, addresses, numbers, credentials), as smart punctuation is.
    private var usesSmartInsertDelete: Bool {
        switch host.smartInsertDeleteType {
        case .yes: true
        case .no: false
        case .default: !isLiteralTextEntry
        }
    }

    private static let opening: Set<Character> = ["(", "[", "{", "\"", "'", "\u{201C}", "\u{2018}", "/", "-"]
    private static let closing: Set<Character> = [".", ",", ";", ":", "!", "?", ")", "]", "}", "\"", "'", "\u{201D}", "\u{2019}", "/", "-"]

    /// A letter or digit of a script that separates words with spaces: not Chinese, Japanese,
    /// Thai, Lao, Khmer or Burmese, whose words meet without one.
    private static func isSpacedWordCharacter(_ character: Character) -> Bool {
        guard character.isLetter || character.isNumber, let scalar = character.unicodeScalars.first?.value else { return false }
        let unspaced: [ClosedRange<UInt32>] = [0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x3000...0x30FF, 0x3400...0x4DBF,
                                               0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3134F]
        return !unspaced.contains { $0.contains(scalar) }
    }

    private func character(at offset: Int) -> Character? {
        guard offset >= 0, offset < content.length else { return nil }
        let range = content.mutableString.rangeOfComposedCharacterSequence(at: offset)
        return content.mutableString.substring(with: range).first
    }

    /// `string` with a space before it when it would touch the word before `range`, and after
    /// it when it would touch the word after.
    func smartInsertion(_ string: String, replacing range: NSRange) -> String {
        guard usesSmartInsertDelete, let first = string.first, let last = string.last else { return string }
        // Inside a word, the paste joins it.
        let before = character(at: range.location - 1), after = character(at: NSMaxRange(range))
        let word = Self.isSpacedWordCharacter
        if let before, let after, word(before), word(after) { return string }
        var result = string
        if let before, word(before) || Self.closing.contains(before), before != "/", before != "-", word(first) {
            result = " " + result
        }
        if let after, word(after), word(last) || Self.closing.contains(last) {
            result += " "
        }
        return result
    }

    /// `range` grown by one space when removing it would leave two spaces together, a space at
    /// the start of the text, or a space before closing punctuation; as it is otherwise.
    func smartDeletionRange(_ range: NSRange) -> NSRange {
        guard usesSmartInsertDelete, range.length > 0 else { return range }
        let before = character(at: range.location - 1)
        let after = character(at: NSMaxRange(range))
        let selected = content.mutableString.substring(with: range)
        // Only a selection of whole words: not the middle of one.
        guard let first = selected.first, let last = selected.last, !first.isWhitespace, !last.isWhitespace,
              before.map({ $0.isWhitespace || Self.opening.contains($0) }) ?? true,
              after.map({ $0.isWhitespace || Self.closing.contains($0) }) ?? true else { return range }
        let endsLine = after == nil || after?.isNewline == true
        if before == " ", after == " " || after.map(Self.closing.contains) == true || endsLine {
            return NSRange(location: range.location - 1, length: range.length + 1)
        }
        if before == nil || before?.isNewline == true, after == " " {
            return NSRange(location: range.location, length: range.length + 1)
        }
        return range
    }
}
