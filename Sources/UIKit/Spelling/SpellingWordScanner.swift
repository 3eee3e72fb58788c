import Foundation

/// Finds the words a spelling check looks at, as UTF-16 ranges (`NSRange`, as UIKit's are).
///
/// A word is a run of letters and combining marks, with apostrophes (' and ’) inside it
/// ("don't"); anything else separates words, hyphens included ("well-known" is two words).
/// A run with a digit in it ("mp3", "4th") is not a word: numbers are never misspelled.
enum SpellingWordScanner {
    /// The words of `string` that lie inside `range` (already clamped to the string); a word the
    /// range cuts is cut with it.
    static func words(in string: String, range: NSRange) -> [NSRange] {
        var words: [NSRange] = []
        var start: Int?            // where the current run began
        var end = 0                // where its last letter ended (a trailing apostrophe is not in it)
        var hasDigit = false
        var offset = 0
        func finish() {
            if let start, !hasDigit, end > start { words.append(NSRange(location: start, length: end - start)) }
            start = nil
            hasDigit = false
        }
        for scalar in string.unicodeScalars {
            let width = scalar.utf16.count
            defer { offset += width }
            guard offset >= range.location else { continue }
            guard offset + width <= range.location + range.length else { break }
            let properties = scalar.properties
            if properties.isAlphabetic || properties.generalCategory.isMark {
                if start == nil { start = offset }
                end = offset + width
            } else if properties.numericType != nil {
                if start == nil { start = offset }
                hasDigit = true
                end = offset + width
            } else if (scalar == "'" || scalar == "\u{2019}"), start != nil, end == offset {
                continue // inside a word only if a letter follows; `end` stays before it
            } else {
                finish()
            }
        }
        finish()
        return words
    }
}

private extension Unicode.GeneralCategory {
    var isMark: Bool { self == .nonspacingMark || self == .spacingMark || self == .enclosingMark }
}
