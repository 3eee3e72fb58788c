import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// `UITextInput`'s writing directions and questions about the text, on text views and fields.
@MainActor
@Suite("UITextInput writing direction and styling", .serialized, .exclusiveUIKit)
struct TextInputWritingDirectionTests {
    @Test("setBaseWritingDirection turns the paragraphs a range touches right to left (drawn from the right), undoably; the direction is read back per paragraph")
    func textViewParagraphs() throws {
        let screen = HeadlessScreen(size: CGSize(width: 600, height: 400), scale: 1)
        let window = UIWindow()
        defer { window.isHidden = true }
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        textView.text = "first\nsecond\nthird"
        window.addSubview(textView)
        window.makeKeyAndVisible()
        screen.presentFrame()
        _ = textView.becomeFirstResponder()
        func position(_ offset: Int) -> UITextPosition { textView.position(from: textView.beginningOfDocument, offset: offset)! }
        let caretBefore = textView.caretRect(for: position(6)).minX
        let second = try #require(textView.textRange(from: position(7), to: position(8)))
        textView.setBaseWritingDirection(.rightToLeft, for: second)
        screen.presentFrame()
        #expect(textView.baseWritingDirection(for: position(8), in: .forward) == .rightToLeft)
        #expect(textView.baseWritingDirection(for: position(2), in: .forward) == .natural)
        #expect(textView.baseWritingDirection(for: position(13), in: .backward) == .rightToLeft, "the character before the third paragraph's start")
        #expect(textView.baseWritingDirection(for: position(13), in: .forward) == .natural)
        // The second line now starts at the right.
        #expect(textView.caretRect(for: position(6)).minX > caretBefore + 200)
        #expect(textView.text == "first\nsecond\nthird")
        textView.undoManager?.undo()
        #expect(textView.baseWritingDirection(for: position(8), in: .forward) == .natural)
    }

    @Test("shouldChangeText(in:replacementText:) asks the delegate; textStyling reads the attributes forward and backward; characterOffset and textInputView answer")
    func questions() throws {
        final class Refusing: NSObject, UITextFieldDelegate {
            func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                string != "no"
            }
        }
        _ = HeadlessScreen(size: CGSize(width: 400, height: 200), scale: 1)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 34))
        let delegate = Refusing()
        field.delegate = delegate
        field.attributedText = {
            let text = NSMutableAttributedString(string: "redblue", attributes: [.foregroundColor: UIColor.systemRed])
            text.addAttribute(.foregroundColor, value: UIColor.systemBlue, range: NSRange(location: 3, length: 4))
            return text
        }()
        let whole = try #require(field.textRange(from: field.beginningOfDocument, to: field.endOfDocument))
        #expect(field.shouldChangeText(in: whole, replacementText: "yes"))
        #expect(!field.shouldChangeText(in: whole, replacementText: "no"))
        let boundary = try #require(field.position(from: field.beginningOfDocument, offset: 3))
        #expect(field.textStyling(at: boundary, in: .forward)?[.foregroundColor] as? UIColor == .systemBlue)
        #expect(field.textStyling(at: boundary, in: .backward)?[.foregroundColor] as? UIColor == .systemRed)
        #expect(field.characterOffset(of: boundary, within: whole) == 3)
        #expect(field.textInputView === field)
        field.setBaseWritingDirection(.rightToLeft, for: whole)
        #expect(field.baseWritingDirection(for: field.beginningOfDocument, in: .forward) == .rightToLeft)
    }
}
