import Foundation

/// The words a spelling check looks at, as UTF-16 ranges (`NSRange`, as UIKit's are), found
/// one at a time from a starting point — a check that stops at the first misspelling reads no
/// further, and one that resumes after it does not read the text before it again.
///
/// A word is a run of letters and combining marks, with apostrophes (' and ’) inside it
/// ("don't"); anything else separates words, hyphens included ("well-known" is two words).
/// A run with a digit in it ("mp3", "4th") is not a word: numbers are never misspelled.
struct SpellingWordScanner: Sequence, IteratorProtocol {
    private var scalars: Substring.UnicodeScalarView.Iterator
    /// The UTF-16 offset of the next scalar.
    private var offset: Int
    /// Where the range ends: a word the end cuts is cut with it.
    private let end: Int
    /// Words that begin before this are not given (the start cut them).
    private let from: Int

    /// The words of `string` inside `range` (already clamped to the string) that begin at or
    /// after `from`.
    init(_ string: String, range: NSRange, from: Int) {
        let utf16 = string.utf16
        let lower = Swift.min(Swift.max(from, range.location), range.location + range.length)
        // Back to the beginning of the run `lower` is in (not before the range), so that the
        // run's tail is not taken for a word of its own.
        var index = utf16.index(utf16.startIndex, offsetBy: lower)
        while index.samePosition(in: string.unicodeScalars) == nil { index = utf16.index(before: index) }
        let first = utf16.index(utf16.startIndex, offsetBy: range.location)
        while index > first {
            let previous = string.unicodeScalars.index(before: index)
            guard Self.continuesRun(string.unicodeScalars[previous]) else { break }
            index = previous
        }
        scalars = string[index...].unicodeScalars.makeIterator()
        offset = utf16.distance(from: utf16.startIndex, to: index)
        end = range.location + range.length
        self.from = lower
    }

    mutating func next() -> NSRange? {
        var start: Int?            // where the current run began
        var last = 0               // where its last letter ended (a trailing apostrophe is not in it)
        var hasDigit = false
        while let scalar = scalars.next() {
            let here = offset
            let width = scalar.utf16.count
            guard here + width <= end else {
                scalars = Substring().unicodeScalars.makeIterator()
                break
            }
            offset += width
            let properties = scalar.properties
            if properties.isAlphabetic || properties.generalCategory.isMark {
                if start == nil { start = here }
                last = here + width
            } else if properties.numericType != nil {
                if start == nil { start = here }
                hasDigit = true
                last = here + width
            } else if Self.isApostrophe(scalar), start != nil, last == here {
                continue // inside a word only if a letter follows; `last` stays before it
            } else {
                if let word = Self.word(start, last, hasDigit, from: from) { return word }
                start = nil
                hasDigit = false
            }
        }
        return Self.word(start, last, hasDigit, from: from)
    }

    private static func word(_ start: Int?, _ last: Int, _ hasDigit: Bool, from: Int) -> NSRange? {
        guard let start, !hasDigit, last > start, start >= from else { return nil }
        return NSRange(location: start, length: last - start)
    }

    private static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool { scalar == "'" || scalar == "\u{2019}" }

    /// Whether `scalar` can be part of a run (a word, a number, an apostrophe within one).
    private static func continuesRun(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.isAlphabetic || properties.generalCategory.isMark || properties.numericType != nil || isApostrophe(scalar)
    }
}

private extension Unicode.GeneralCategory {
    var isMark: Bool { self == .nonspacingMark || self == .spacingMark || self == .enclosingMark }
}
