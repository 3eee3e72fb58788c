import Testing
import UIKitTesting
@testable import UIKit

/// Tab stops: where text after a tab starts, by the paragraph style's stops.
@Suite("NSTextTab and paragraph tab stops", .exclusiveUIKit)
struct TextTabTests {
    private let font = UIFont.systemFont(ofSize: 17)

    private func caretX(_ string: String, at offset: Int, style: NSParagraphStyle) -> CGFloat {
        var options = TextLayout.Options()
        options.width = 600
        let text = StyledText(string: string, attributes: [.font: font, .paragraphStyle: style])
        return TextLayout(text, options: options).caretRect(atUTF16Offset: offset)!.minX
    }

    @Test("The default stops are 12 left-aligned tabs 28 points apart (Apple's documented default)")
    func defaults() {
        let style = NSParagraphStyle.default
        #expect(style.tabStops.count == 12)
        #expect(style.tabStops.map(\.location) == (1...12).map { CGFloat($0) * 28 })
        #expect(style.tabStops.allSatisfy { $0.alignment == .left })
        #expect(style.defaultTabInterval == 0)
        #expect(abs(caretX("a\tb", at: 2, style: style) - 28) < 0.5)
        #expect(abs(caretX("a\t\tb", at: 3, style: style) - 56) < 0.5)
    }

    @Test("Left, right, centered and decimal stops place the text after the tab")
    func alignments() {
        let style = NSMutableParagraphStyle()
        style.tabStops = [NSTextTab(textAlignment: .left, location: 100)]
        #expect(abs(caretX("x\tword", at: 2, style: style) - 100) < 0.5)

        style.tabStops = [NSTextTab(textAlignment: .right, location: 200)]
        #expect(abs(caretX("x\tword", at: 6, style: style) - 200) < 0.5, "the word ends at the stop")

        style.tabStops = [NSTextTab(textAlignment: .center, location: 300)]
        let start = caretX("x\twide word", at: 2, style: style), end = caretX("x\twide word", at: 11, style: style)
        #expect(abs((start + end) / 2 - 300) < 0.5, "the word is centered on the stop")

        let terminators = NSTextTab.columnTerminators(for: Locale(identifier: "en_US"))
        #expect(terminators.contains("."))
        style.tabStops = [NSTextTab(textAlignment: .right, location: 150, options: [.columnTerminators: terminators])]
        // Pango centres the separator on the stop where TextKit starts it there: the caret
        // before the point is within half the point's width (2.4 points at 17 points) of it,
        // and both numbers line up exactly.
        let first = caretX("\t12.5", at: 3, style: style), second = caretX("\t1024.25", at: 5, style: style)
        #expect(abs(first - 150) < 2.5, "the decimal point at the stop: \(first)")
        #expect(abs(first - second) < 0.5, "the decimal points line up: \(first), \(second)")
    }

    @Test("addTabStop keeps the stops in order; removeTabStop takes out an equal one; beyond the last, the default interval")
    func editingStops() {
        let style = NSMutableParagraphStyle()
        style.tabStops = []
        style.addTabStop(NSTextTab(textAlignment: .left, location: 80))
        style.addTabStop(NSTextTab(textAlignment: .left, location: 40))
        #expect(style.tabStops.map(\.location) == [40, 80])
        style.removeTabStop(NSTextTab(textAlignment: .left, location: 40))
        #expect(style.tabStops.map(\.location) == [80])
        style.defaultTabInterval = 50
        #expect(abs(caretX("a\tb\tc", at: 4, style: style) - 100) < 0.5, "after the stop at 80, the next multiple of 50")
        let copy = style.copy() as! NSParagraphStyle
        #expect(copy.tabStops == style.tabStops)
        #expect(copy.isEqual(style))
        #expect(NSTextTab(textAlignment: .left, location: 10) == NSTextTab(textAlignment: .left, location: 10))
    }

    @Test("Stops are measured from the text's edge, not from an indented paragraph's")
    func indentedParagraph() {
        let style = NSMutableParagraphStyle()
        style.headIndent = 36
        style.firstLineHeadIndent = 36
        style.tabStops = [NSTextTab(textAlignment: .left, location: 100)]
        #expect(abs(caretX("a\tb", at: 2, style: style) - 100) < 0.5)
    }

    @Test("defaultWritingDirection(forLanguage:) is right to left for Arabic and Hebrew; nil asks about the user's language")
    func writingDirection() {
        #expect(NSParagraphStyle.defaultWritingDirection(forLanguage: "ar") == .rightToLeft)
        #expect(NSParagraphStyle.defaultWritingDirection(forLanguage: "he-IL") == .rightToLeft)
        #expect(NSParagraphStyle.defaultWritingDirection(forLanguage: "en") == .leftToRight)
        let preferred = Locale.preferredLanguages.first ?? "en"
        #expect(NSParagraphStyle.defaultWritingDirection(forLanguage: nil) == NSParagraphStyle.defaultWritingDirection(forLanguage: preferred))
        #expect(NSParagraphStyle.defaultWritingDirection(forLanguage: nil) != .natural)
    }
}
