import Foundation
import SlatePlatform

/// Text fields and views as a screen reader reads them: their text, caret and selection in
/// characters (Unicode scalars, as AT-SPI counts), while UIKit's text positions count UTF-16
/// code units.
extension AccessibilityTextProviding where Self: UITextInput {
    var accessibilityText: PlatformAccessibilityText {
        let string = accessibilityEditableString
        guard let range = selectedTextRange else {
            return PlatformAccessibilityText(string: string, caret: string.unicodeScalars.count)
        }
        let start = readerOffset(utf16: offset(from: beginningOfDocument, to: range.start), in: string)
        let end = readerOffset(utf16: offset(from: beginningOfDocument, to: range.end), in: string)
        return PlatformAccessibilityText(string: string, caret: end, selection: start..<end)
    }

    /// A text range in a reader's offsets.
    func accessibilityReaderRange(of range: UITextRange) -> Range<Int> {
        let string = accessibilityEditableString
        let start = readerOffset(utf16: offset(from: beginningOfDocument, to: range.start), in: string)
        let end = readerOffset(utf16: offset(from: beginningOfDocument, to: range.end), in: string)
        return min(start, end)..<max(start, end)
    }

    /// A reader's offset (in the string read) for a UIKit offset (UTF-16 units of the text).
    private func readerOffset(utf16 offset: Int, in string: String) -> Int {
        guard let hidden = accessibilityBulletedText else { return Self.scalarOffset(utf16: offset, in: string) }
        return Self.characterOffset(utf16: offset, in: hidden)
    }

    /// A UIKit offset for a reader's offset.
    private func utf16Offset(reader offset: Int, in string: String) -> Int {
        guard let hidden = accessibilityBulletedText else { return Self.utf16Offset(scalars: offset, in: string) }
        let index = hidden.index(hidden.startIndex, offsetBy: offset)
        return hidden.utf16.distance(from: hidden.utf16.startIndex, to: index)
    }

    func accessibilitySetSelection(_ range: Range<Int>) -> Bool {
        let string = accessibilityEditableString
        let count = string.unicodeScalars.count
        guard range.lowerBound >= 0, range.upperBound <= count else { return false }
        let lower = utf16Offset(reader: range.lowerBound, in: string)
        let upper = utf16Offset(reader: range.upperBound, in: string)
        guard let start = position(from: beginningOfDocument, offset: lower),
              let end = position(from: beginningOfDocument, offset: upper) else { return false }
        selectedTextRange = textRange(from: start, to: end)
        return true
    }

    static func scalarOffset(utf16 offset: Int, in string: String) -> Int {
        let utf16 = string.utf16
        let clamped = min(max(0, offset), utf16.count)
        let index = utf16.index(utf16.startIndex, offsetBy: clamped)
        let scalarIndex = index.samePosition(in: string.unicodeScalars) ?? string.unicodeScalars.index(before: index)
        return string.unicodeScalars.distance(from: string.unicodeScalars.startIndex, to: scalarIndex)
    }

    /// Characters (what one bullet stands for) before a UTF-16 offset, rounded down to a
    /// character's start.
    static func characterOffset(utf16 offset: Int, in string: String) -> Int {
        let utf16 = string.utf16
        let clamped = min(max(0, offset), utf16.count)
        let index = utf16.index(utf16.startIndex, offsetBy: clamped)
        var characterIndex = string.startIndex
        var count = 0
        while characterIndex < string.endIndex {
            let next = string.index(after: characterIndex)
            guard next <= index else { break }
            characterIndex = next
            count += 1
        }
        return count
    }

    static func utf16Offset(scalars offset: Int, in string: String) -> Int {
        let scalars = string.unicodeScalars
        let index = scalars.index(scalars.startIndex, offsetBy: offset)
        return string.utf16.distance(from: string.utf16.startIndex, to: index)
    }
}
