import Foundation
import Testing
import UIKit
import UIKitTesting

/// `UITextInput.selectionAffinity` (issue 45): where a wrapped line breaks inside a word, the
/// end of one line and the start of the next are the same offset; the affinity says which
/// line the caret stands on. End and a click past a line's end keep it on that line, as on
/// iPadOS; any other move puts it at the next line's start.
@MainActor
@Suite("Text selection affinity", .serialized, .exclusiveUIKit)
struct TextSelectionAffinityTests {
    /// One long word, wrapped by character at the view's width: every line break is soft.
    static let word = String(repeating: "abcdefghij", count: 8)

    private func setUp() -> (HeadlessScreen, UIWindow, UITextView) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let window = UIWindow()
        window.makeKeyAndVisible()
        let textView = UITextView(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
        textView.font = .systemFont(ofSize: 17)
        textView.text = Self.word
        window.addSubview(textView)
        screen.render()
        return (screen, window, textView)
    }

    /// The character ranges of the view's lines.
    private func lines(_ textView: UITextView) -> [NSRange] {
        var result: [NSRange] = []
        textView.layoutManager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: textView.layoutManager.numberOfGlyphs)) { _, _, _, range, _ in
            result.append(range)
        }
        return result
    }

    private func caret(_ textView: UITextView) throws -> CGRect {
        textView.caretRect(for: try #require(textView.selectedTextRange).start)
    }

    @Test("End on a line that wraps inside a word leaves the caret at that line's end (backward affinity), where End again stays; Down goes from that line to the next one's end; a move sets it forward again")
    func endKeepsTheLine() throws {
        let (screen, window, textView) = setUp()
        defer { window.isHidden = true }
        let wrapped = lines(textView)
        #expect(wrapped.count >= 3)
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 2, length: 0)
        #expect(textView.selectionAffinity == .forward)
        let firstLine = try caret(textView)
        screen.press(.keyboardEnd)
        let softBreak = NSMaxRange(wrapped[0])
        #expect(textView.selectedRange == NSRange(location: softBreak, length: 0))
        #expect(textView.selectionAffinity == .backward)
        let atEnd = try caret(textView)
        #expect(atEnd.minY == firstLine.minY, "on the first line, not the second")
        #expect(atEnd.minX > firstLine.minX + 100, "at its end: \(atEnd)")
        screen.press(.keyboardEnd)
        #expect(textView.selectedRange.location == softBreak, "End again stays at this line's end")
        screen.press(.keyboardHome)
        #expect(textView.selectedRange.location == 0, "Home goes to the start of the line the caret is on")
        #expect(textView.selectionAffinity == .forward)
        screen.press(.keyboardEnd)
        screen.press(.keyboardDownArrow)
        let below = try caret(textView)
        #expect(below.minY > atEnd.minY && below.minY < atEnd.maxY + 30, "Down goes to the second line, not the third: \(below)")
        #expect(textView.selectionAffinity == .backward, "at the goal column past its end: that line's end")
        screen.press(.keyboardLeftArrow)
        #expect(textView.selectionAffinity == .forward)
        #expect(try caret(textView).minY == below.minY)
    }

    @Test("The caret at a soft break with forward affinity stands at the next line's start; setting backward moves it to the end of the line before; setting the selection in code sets forward again")
    func settingTheAffinity() throws {
        let (screen, window, textView) = setUp()
        defer { window.isHidden = true }
        let softBreak = NSMaxRange(lines(textView)[0])
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: softBreak, length: 0)
        let forward = try caret(textView)
        textView.selectionAffinity = .backward
        let backward = try caret(textView)
        #expect(backward.maxY <= forward.minY + 0.01, "backward is a line above: \(backward) \(forward)")
        #expect(backward.minX > forward.minX)
        screen.render()
        textView.selectedRange = NSRange(location: softBreak, length: 0)
        #expect(textView.selectionAffinity == .backward, "the same selection set again does not move it")
        textView.selectedRange = NSRange(location: softBreak + 1, length: 0)
        #expect(textView.selectionAffinity == .forward)
        // Away from a soft break the affinity changes nothing.
        textView.selectedRange = NSRange(location: 3, length: 0)
        let before = try caret(textView)
        textView.selectionAffinity = .backward
        #expect(try caret(textView) == before)
    }

    @Test("A click to the right of a wrapped line's end puts the caret at that line's end, with backward affinity")
    func clickPastALineEnd() throws {
        let (screen, window, textView) = setUp()
        defer { window.isHidden = true }
        let softBreak = NSMaxRange(lines(textView)[0])
        textView.becomeFirstResponder()
        let first = textView.caretRect(for: textView.beginningOfDocument)
        screen.click(at: textView.convert(CGPoint(x: textView.bounds.maxX - 2, y: first.midY), to: nil))
        #expect(textView.selectedRange == NSRange(location: softBreak, length: 0))
        #expect(textView.selectionAffinity == .backward)
        #expect(try caret(textView).minY == first.minY)
    }

    @Test("The selection's moving end keeps its line too: Shift+End twice stays at the line's end, Shift+Down goes one line at a time, and a selection ending at a soft break is highlighted to the end of its line")
    func extendingSelections() throws {
        let (screen, window, textView) = setUp()
        defer { window.isHidden = true }
        let wrapped = lines(textView)
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 2, length: 0)
        screen.press(.keyboardEnd, modifiers: .shift)
        #expect(textView.selectedRange == NSRange(location: 2, length: NSMaxRange(wrapped[0]) - 2))
        screen.press(.keyboardEnd, modifiers: .shift)
        #expect(textView.selectedRange == NSRange(location: 2, length: NSMaxRange(wrapped[0]) - 2), "Shift+End again stays")
        let rects = textView.selectionRects(for: try #require(textView.selectedTextRange)).map(\.rect).filter { $0.width > 0 }
        #expect(rects.count == 1 && rects[0].width > 100, "the first line highlighted to its end: \(rects)")
        screen.press(.keyboardDownArrow, modifiers: .shift)
        #expect(textView.selectedRange == NSRange(location: 2, length: NSMaxRange(wrapped[1]) - 2), "one line down")
        screen.press(.keyboardDownArrow, modifiers: .shift)
        #expect(textView.selectedRange == NSRange(location: 2, length: NSMaxRange(wrapped[2]) - 2), "and one more")
        screen.press(.keyboardUpArrow, modifiers: .shift)
        #expect(textView.selectedRange == NSRange(location: 2, length: NSMaxRange(wrapped[1]) - 2), "and back up")
    }

    @Test("A click at the next line's start after the caret stood at a line's end puts it there (forward); the character at a point past a line's end is that line's last")
    func clickBackAndCharacterAtPoint() throws {
        let (screen, window, textView) = setUp()
        defer { window.isHidden = true }
        let wrapped = lines(textView)
        let softBreak = NSMaxRange(wrapped[0])
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: softBreak, length: 0)
        textView.selectionAffinity = .backward
        let second = textView.caretRect(for: try #require(textView.position(from: textView.beginningOfDocument, offset: softBreak + 1)))
        screen.click(at: textView.convert(CGPoint(x: second.minX - 4, y: second.midY), to: nil))
        #expect(textView.selectedRange == NSRange(location: softBreak, length: 0))
        #expect(textView.selectionAffinity == .forward)
        #expect(try caret(textView).minY == second.minY)
        let first = textView.caretRect(for: textView.beginningOfDocument)
        let character = try #require(textView.characterRange(at: CGPoint(x: textView.bounds.maxX - 2, y: first.midY)))
        #expect(textView.offset(from: textView.beginningOfDocument, to: character.start) == softBreak - 1)
    }

    @Test("A text field keeps the affinity it is given; it has one line, so the caret stands the same")
    func textField() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.text = "abc"
        #expect(field.selectionAffinity == .forward)
        field.selectionAffinity = .backward
        #expect(field.selectionAffinity == .backward)
    }
}
