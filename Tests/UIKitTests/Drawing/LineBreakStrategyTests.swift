import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// `NSParagraphStyle.LineBreakStrategy` and `UILabel.lineBreakStrategy` (issue 45).
@MainActor
@Suite("Line break strategies", .exclusiveUIKit)
struct LineBreakStrategyTests {
    private let font = UIFont.systemFont(ofSize: 17)
    private let sentence = "The quick brown fox jumps over the lazy dog and then naps"

    private func layout(_ string: String, width: CGFloat, strategy: NSParagraphStyle.LineBreakStrategy?) -> TextLayout {
        var options = TextLayout.Options()
        options.width = width
        options.paragraphLineBreakMode = .byWordWrapping
        options.lineBreakStrategy = strategy
        return TextLayout(StyledText(string: string, attributes: [.font: font]), options: options)
    }

    private func lines(_ layout: TextLayout, of string: String) -> [String] {
        layout.lineBoxes.map { (string as NSString).substring(with: $0.range).trimmingCharacters(in: .whitespaces) }
    }

    /// A width at which the sentence wraps with one word alone on its last line.
    private func orphanWidth() throws -> CGFloat {
        let width = stride(from: 120, through: 400, by: 2).map { CGFloat($0) }.first { width in
            let found = lines(layout(sentence, width: width, strategy: []), of: sentence)
            return found.count >= 2 && !(found.last ?? "").contains(" ")
        }
        return try #require(width, "the sentence leaves a word alone at some width")
    }

    @Test("(issue 45) strategies: paragraph styles have none by default, mutable ones set them, copies and equality keep them; labels use .standard")
    func values() {
        #expect(NSParagraphStyle.default.lineBreakStrategy == [])
        let style = NSMutableParagraphStyle()
        style.lineBreakStrategy = .pushOut
        #expect((style.copy() as? NSParagraphStyle)?.lineBreakStrategy == .pushOut)
        #expect(!style.isEqual(NSParagraphStyle.default))
        #expect(NSParagraphStyle.LineBreakStrategy.standard.contains([.pushOut, .hangulWordPriority]))
        #expect(UILabel().lineBreakStrategy == .standard)
    }

    @Test("(issue 45) .pushOut: a word alone on the last line is joined by the word before it; the paragraph keeps its number of lines and every line fits")
    func pushOut() throws {
        let width = try orphanWidth()
        let plain = lines(layout(sentence, width: width, strategy: []), of: sentence)
        let pushed = layout(sentence, width: width, strategy: .pushOut)
        let pushedLines = lines(pushed, of: sentence)
        #expect(pushedLines.count == plain.count)
        #expect(pushedLines.last?.split(separator: " ").count == 2, "\(plain) → \(pushedLines)")
        #expect(pushedLines.last?.hasSuffix(plain.last ?? "?") == true)
        #expect(pushed.lineBoxes.allSatisfy { $0.frame.width <= width + 0.5 })
        // A paragraph style's strategy does the same for attributed text.
        let style = NSMutableParagraphStyle()
        style.lineBreakStrategy = .pushOut
        var options = TextLayout.Options()
        options.width = width
        let styled = TextLayout(StyledText(string: sentence, attributes: [.font: font, .paragraphStyle: style]), options: options)
        #expect(lines(styled, of: sentence) == pushedLines)
    }

    @Test("(issue 45) .pushOut leaves alone a last line of two words, a paragraph of one line, and a line above with one word")
    func pushOutLeavesAlone() throws {
        let width = try orphanWidth()
        let plain = lines(layout(sentence, width: width, strategy: []), of: sentence)
        let longer = sentence + " deeply"
        let twoWords = lines(layout(longer, width: width, strategy: []), of: longer)
        if (twoWords.last ?? "").contains(" ") {
            #expect(lines(layout(longer, width: width, strategy: .pushOut), of: longer) == twoWords)
        }
        #expect(lines(layout("Short", width: width, strategy: .pushOut), of: "Short") == ["Short"])
        let single = "Supercalifragilistic expialidocious"
        let narrow = layout(single, width: 160, strategy: .pushOut)
        #expect(lines(narrow, of: single).count == lines(layout(single, width: 160, strategy: []), of: single).count)
        #expect(plain.count >= 2)
    }

    @Test("(issue 45) .hangulWordPriority: Korean breaks at the spaces between words, not between syllables")
    func hangul() {
        let korean = "가나다라마바사 아자차카타파하 가나다라마바사 아자차카"
        let plain = layout(korean, width: 200, strategy: [])
        let words = layout(korean, width: 200, strategy: .hangulWordPriority)
        // Where each word starts: the text's start and after each space.
        let starts = Set([0] + korean.utf16.enumerated().filter { $0.element == 0x20 }.map { $0.offset + 1 })
        #expect(words.lineBoxes.count >= 2)
        #expect(words.lineBoxes.allSatisfy { starts.contains($0.range.location) }, "\(words.lineBoxes.map(\.range)) \(starts)")
        #expect(!plain.lineBoxes.allSatisfy { starts.contains($0.range.location) }, "without it, lines break inside words: \(plain.lineBoxes.map(\.range))")
    }

    @Test("(issue 45) .hangulWordPriority lets a Hangul word wider than the line break inside it rather than overflow; .pushOut leaves the lines alone when the orphan's line is past the label's limit")
    func limits() throws {
        let long = "가나다라마바사아자차카타파하가나다라"
        let narrow = layout(long, width: 120, strategy: .hangulWordPriority)
        #expect(narrow.lineBoxes.count >= 2)
        #expect(narrow.lineBoxes.allSatisfy { $0.frame.width <= 120.5 })

        let width = try orphanWidth()
        let plain = lines(layout(sentence, width: width, strategy: []), of: sentence)
        var options = TextLayout.Options()
        options.width = width
        options.paragraphLineBreakMode = .byWordWrapping
        options.maximumNumberOfLines = plain.count - 1
        options.lineBreakStrategy = .pushOut
        let limited = TextLayout(StyledText(string: sentence, attributes: [.font: font]), options: options)
        #expect(lines(limited, of: sentence) == Array(plain.prefix(plain.count - 1)), "the shown lines keep their words")
    }

    @Test("(issue 45) a label's plain text pushes out by default; [] draws the orphan; attributed text follows its paragraph style")
    func labels() throws {
        let width = try orphanWidth()
        func render(_ configure: (UILabel) -> Void) -> UIImage {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 120))
            label.numberOfLines = 0
            label.font = font
            label.textColor = .black
            label.backgroundColor = .white
            label.textAlignment = .left
            configure(label)
            return UIGraphicsImageRenderer(bounds: label.bounds, format: UIGraphicsImageRendererFormat(for: UITraitCollection(displayScale: 1)))
                .image { _ in label.drawText(in: label.bounds) }
        }
        let standard = render { $0.text = sentence }
        let none = render { $0.text = sentence; $0.lineBreakStrategy = [] }
        let attributed = render { $0.attributedText = NSAttributedString(string: sentence, attributes: [.font: font]) }
        #expect(standard.pngData() != none.pngData(), "pushing out moves a word")
        #expect(attributed.pngData() == none.pngData(), "attributed text without a strategy in its style")
    }
}
