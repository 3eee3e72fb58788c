import Foundation
import UIKit

/// Colours Swift as it is typed, the TextKit way: as the text storage's delegate, it
/// restyles the lines an edit touched after the storage processed the edit, and the text view
/// draws the new colours.
final class SyntaxHighlighter: NSTextStorageDelegate {
    static let keywords = ["func", "let", "var", "return", "if", "else", "for", "in", "struct", "class", "import", "while", "guard"]

    private let keyword = try! NSRegularExpression(pattern: "\\b(\(keywords.joined(separator: "|")))\\b")
    private let number = try! NSRegularExpression(pattern: "\\b[0-9]+(\\.[0-9]+)?\\b")
    private let string = try! NSRegularExpression(pattern: "\"[^\"\\n]*\"?")
    private let comment = try! NSRegularExpression(pattern: "//[^\\n]*")

    let font: UIFont

    init(font: UIFont) {
        self.font = font
    }

    func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int) {
        guard editedMask.contains(.editedCharacters) else { return }
        let text = textStorage.string as NSString
        let lines = text.lineRange(for: editedRange)
        highlight(textStorage, in: lines)
    }

    /// Plain text first, then each kind of token over it (comments last: they win).
    func highlight(_ storage: NSTextStorage, in range: NSRange) {
        let source = storage.string
        storage.addAttributes([.foregroundColor: UIColor.label, .font: font], range: range)
        for (expression, color) in [(keyword, UIColor.systemPink), (number, .systemBlue), (string, .systemRed), (comment, .systemGreen)] {
            for match in expression.matches(in: source, range: range) {
                storage.addAttribute(.foregroundColor, value: color, range: match.range)
            }
        }
    }
}
