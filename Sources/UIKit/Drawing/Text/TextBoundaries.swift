import Foundation

/// Where the caret can stand in a text and where its words begin and end, in UTF-16 offsets
/// (as NSString and NSRange count). Shared by the text field and the text view: the caret
/// moves by whole characters (grapheme clusters), and a word is a run of letters and digits.
struct TextBoundaries {
    let string: NSString

    var length: Int { string.length }

    /// The character boundary before `offset`.
    func previous(_ offset: Int) -> Int {
        guard offset > 0 else { return 0 }
        return string.rangeOfComposedCharacterSequence(at: min(offset, length) - 1).location
    }

    /// The character boundary after `offset`.
    func next(_ offset: Int) -> Int {
        guard offset < length else { return length }
        return NSMaxRange(string.rangeOfComposedCharacterSequence(at: max(0, offset)))
    }

    /// The character before `offset`.
    func characterRange(before offset: Int) -> NSRange {
        let start = previous(offset)
        return NSRange(location: start, length: offset - start)
    }

    /// Whether the character at `offset` belongs to a word (letters and digits).
    func isWordCharacter(at offset: Int) -> Bool {
        guard offset >= 0, offset < length else { return false }
        let character = string.substring(with: string.rangeOfComposedCharacterSequence(at: offset))
        return character.unicodeScalars.first.map { CharacterSet.alphanumerics.contains($0) } ?? false
    }

    /// The next word boundary from `offset`: past any spaces and punctuation, then past the
    /// word.
    func word(from offset: Int, forward: Bool) -> Int {
        var index = offset
        if forward {
            while index < length, !isWordCharacter(at: index) { index = next(index) }
            while index < length, isWordCharacter(at: index) { index = next(index) }
        } else {
            while index > 0, !isWordCharacter(at: previous(index)) { index = previous(index) }
            while index > 0, isWordCharacter(at: previous(index)) { index = previous(index) }
        }
        return index
    }

    /// The word at `offset`, or the character there when it is not in a word.
    func wordRange(at offset: Int) -> NSRange {
        guard length > 0 else { return NSRange(location: 0, length: 0) }
        var probe = min(offset, length - 1)
        if !isWordCharacter(at: probe), probe > 0, isWordCharacter(at: previous(probe)) { probe = previous(probe) }
        guard isWordCharacter(at: probe) else { return string.rangeOfComposedCharacterSequence(at: probe) }
        var start = probe
        while start > 0, isWordCharacter(at: previous(start)) { start = previous(start) }
        var end = probe
        while end < length, isWordCharacter(at: end) { end = next(end) }
        return NSRange(location: start, length: end - start)
    }
}
