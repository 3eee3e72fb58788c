import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UITextInputStringTokenizer", .serialized, .exclusiveUIKit)
struct TextInputTokenizerTests {
    private func offset(_ input: UITextInput, _ position: UITextPosition?) -> Int? {
        position.map { input.offset(from: input.beginningOfDocument, to: $0) }
    }

    private func text(_ input: UITextInput, _ range: UITextRange?) -> String? {
        range.flatMap(input.text(in:))
    }

    @Test("words: the enclosing word by direction, boundaries, and moving the caret word by word as an app does")
    func words() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 200), scale: 1)
        _ = screen
        let window = UIWindow()
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        window.addSubview(field)
        field.becomeFirstResponder()
        screen.type("Hello, brave world")
        let tokenizer = field.tokenizer
        let start = field.beginningOfDocument
        let at = { field.position(from: start, offset: $0)! }
        let forward = UITextDirection.storage(.forward), backward = UITextDirection.storage(.backward)
        #expect(text(field, tokenizer.rangeEnclosingPosition(at(8), with: .word, inDirection: forward)) == "brave")
        #expect(text(field, tokenizer.rangeEnclosingPosition(at(7), with: .word, inDirection: forward)) == "brave")
        #expect(text(field, tokenizer.rangeEnclosingPosition(at(7), with: .word, inDirection: backward)) == nil, "before it is a space")
        #expect(text(field, tokenizer.rangeEnclosingPosition(at(5), with: .word, inDirection: backward)) == "Hello")
        #expect(tokenizer.isPosition(at(5), atBoundary: .word, inDirection: forward), "a word ends here")
        #expect(!tokenizer.isPosition(at(5), atBoundary: .word, inDirection: backward))
        #expect(tokenizer.isPosition(at(7), atBoundary: .word, inDirection: .layout(.left)), "a word starts here")
        #expect(tokenizer.isPosition(at(2), withinTextUnit: .word, inDirection: forward))
        #expect(!tokenizer.isPosition(at(6), withinTextUnit: .word, inDirection: forward))

        // Caret to the end of the next word, then back to the start of the previous one.
        let next = tokenizer.position(from: at(5), toBoundary: .word, inDirection: .layout(.right))!
        field.selectedTextRange = field.textRange(from: next, to: next)
        #expect(offset(field, field.selectedTextRange?.start) == 12)
        screen.type("!")
        #expect(field.text == "Hello, brave! world", "typing goes where the tokenizer put the caret")
        #expect(offset(field, tokenizer.position(from: at(12), toBoundary: .word, inDirection: backward)) == 7)
        #expect(tokenizer.position(from: start, toBoundary: .word, inDirection: backward) == nil)
        #expect(offset(field, tokenizer.position(from: at(15), toBoundary: .word, inDirection: forward)) == 19)
        #expect(tokenizer.position(from: field.endOfDocument, toBoundary: .word, inDirection: forward) == nil)
    }

    @Test("sentences, paragraphs, characters, the document, and the lines a text view wraps")
    func largerUnits() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let window = UIWindow()
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 120, height: 250))
        textView.font = .systemFont(ofSize: 17)
        textView.text = "One two. Three four.\nSecond paragraph is long enough to wrap.\u{1F44D}"
        window.addSubview(textView)
        screen.render()
        let tokenizer = textView.tokenizer
        let start = textView.beginningOfDocument
        let at = { textView.position(from: start, offset: $0)! }
        let forward = UITextDirection.storage(.forward), backward = UITextDirection.storage(.backward)
        #expect(text(textView, tokenizer.rangeEnclosingPosition(at(10), with: .sentence, inDirection: forward)) == "Three four.")
        #expect(text(textView, tokenizer.rangeEnclosingPosition(at(2), with: .sentence, inDirection: forward)) == "One two. ")
        #expect(text(textView, tokenizer.rangeEnclosingPosition(at(25), with: .paragraph, inDirection: forward))
                == "Second paragraph is long enough to wrap.\u{1F44D}")
        #expect(offset(textView, tokenizer.position(from: at(3), toBoundary: .paragraph, inDirection: forward)) == 20)
        let end = textView.endOfDocument
        #expect(text(textView, tokenizer.rangeEnclosingPosition(end, with: .character, inDirection: backward)) == "\u{1F44D}",
                "a character is a whole grapheme cluster")
        #expect(text(textView, tokenizer.rangeEnclosingPosition(at(3), with: .document, inDirection: forward)) == textView.text)

        // The second paragraph wraps in 120 points: its first line ends before the paragraph does.
        let firstLine = tokenizer.rangeEnclosingPosition(at(22), with: .line, inDirection: forward)
        let lineText = text(textView, firstLine) ?? ""
        #expect(lineText.hasPrefix("Second") && lineText.count < "Second paragraph is long enough to wrap.".count)
        let lineEnd = tokenizer.position(from: at(22), toBoundary: .line, inDirection: forward)!
        #expect(textView.caretRect(for: lineEnd).minY < textView.caretRect(for: textView.position(from: lineEnd, offset: 2)!).minY,
                "the next line is below")
    }
}
