import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Rich text editing: the standard style actions on text views and fields that allow editing
/// text attributes.
@MainActor
@Suite("Editing text attributes", .serialized, .exclusiveUIKit)
struct TextStyleEditingTests {
    /// An editing 17-point text view holding `text`, with `log` as its delegate.
    func editingTextView(_ text: String, log: TextViewDelegateLog? = nil) -> (HeadlessScreen, UIWindow, UITextView) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let window = UIWindow()
        window.makeKeyAndVisible()
        let textView = UITextView(frame: CGRect(x: 20, y: 20, width: 300, height: 200))
        textView.font = .systemFont(ofSize: 17)
        textView.text = text
        textView.delegate = log
        textView.allowsEditingTextAttributes = true
        window.addSubview(textView)
        screen.render()
        #expect(textView.becomeFirstResponder())
        return (screen, window, textView)
    }

    func font(_ textView: UITextView, at index: Int) -> UIFont? {
        textView.attributedText.attribute(.font, at: index, effectiveRange: nil) as? UIFont
    }

    func isBold(_ font: UIFont?) -> Bool { font?.fontDescriptor.symbolicTraits.contains(.traitBold) == true }

    @Test("Without allowsEditingTextAttributes (the default) the style actions do nothing and cannot be performed")
    func offByDefault() {
        let (_, window, textView) = editingTextView("Hello world")
        defer { window.isHidden = true }
        textView.allowsEditingTextAttributes = false
        #expect(!UITextView().allowsEditingTextAttributes && !UITextField().allowsEditingTextAttributes)
        textView.selectedRange = NSRange(location: 0, length: 5)
        #expect(!textView.canPerformAction(.toggleBoldface, withSender: nil))
        textView.toggleBoldface(nil)
        #expect(!isBold(font(textView, at: 0)))
    }

    @Test("toggleBoldface bolds the selection, keeps it selected, tells the delegate, undoes as one change; again, it takes the bold away")
    func boldSelection() throws {
        let log = TextViewDelegateLog()
        let (_, window, textView) = editingTextView("Hello world", log: log)
        defer { withExtendedLifetime(log) { window.isHidden = true } }
        textView.selectedRange = NSRange(location: 0, length: 5)
        #expect(textView.canPerformAction(.toggleBoldface, withSender: nil))
        log.log.removeAll()
        textView.toggleBoldface(nil)
        #expect(isBold(font(textView, at: 0)) && isBold(font(textView, at: 4)))
        #expect(!isBold(font(textView, at: 6)), "the rest keeps its weight")
        #expect(font(textView, at: 0)?.pointSize == 17)
        #expect(textView.text == "Hello world" && textView.selectedRange == NSRange(location: 0, length: 5))
        #expect(log.log.contains("didChange 'Hello world'"))
        let undo = try #require(textView.undoManager)
        #expect(undo.canUndo)
        undo.undo()
        #expect(!isBold(font(textView, at: 0)), "undone")
        undo.redo()
        #expect(isBold(font(textView, at: 0)), "redone")
        textView.toggleBoldface(nil)
        #expect(!isBold(font(textView, at: 0)), "all bold: the toggle takes it away")
    }

    @Test("A selection only partly styled becomes styled throughout: italics and underline")
    func mixedSelection() {
        let (_, window, textView) = editingTextView("Hello world")
        defer { window.isHidden = true }
        textView.selectedRange = NSRange(location: 0, length: 3)
        textView.toggleItalics(nil)
        textView.selectedRange = NSRange(location: 0, length: 11)
        textView.toggleItalics(nil)
        for index in [0, 5, 10] {
            #expect(font(textView, at: index)?.fontDescriptor.symbolicTraits.contains(.traitItalic) == true)
        }
        textView.toggleUnderline(nil)
        #expect(textView.attributedText.attribute(.underlineStyle, at: 7, effectiveRange: nil) as? Int == NSUnderlineStyle.single.rawValue)
        textView.toggleUnderline(nil)
        #expect(textView.attributedText.attribute(.underlineStyle, at: 7, effectiveRange: nil) == nil)
    }

    @Test("increaseSize and decreaseSize step the selection's size by a point")
    func sizes() {
        let (_, window, textView) = editingTextView("Hello world")
        defer { window.isHidden = true }
        textView.selectedRange = NSRange(location: 6, length: 5)
        textView.increaseSize(nil)
        textView.increaseSize(nil)
        #expect(font(textView, at: 6)?.pointSize == 19)
        #expect(font(textView, at: 0)?.pointSize == 17)
        textView.decreaseSize(nil)
        #expect(font(textView, at: 6)?.pointSize == 18)
    }

    @Test("Without a selection the style applies to what is typed next")
    func typingStyle() {
        let (_, window, textView) = editingTextView("Hello")
        defer { window.isHidden = true }
        textView.selectedRange = NSRange(location: 5, length: 0)
        textView.toggleBoldface(nil)
        #expect(isBold(textView.typingAttributes[.font] as? UIFont))
        textView.insertText("!")
        #expect(isBold(font(textView, at: 5)) && !isBold(font(textView, at: 4)))
    }

    @Test("The actions travel the responder chain: sendAction with no target reaches the editing text view")
    func throughResponderChain() {
        let (_, window, textView) = editingTextView("Hello world")
        defer { window.isHidden = true }
        textView.selectedRange = NSRange(location: 0, length: 5)
        #expect(UIApplication.shared.sendAction(.toggleBoldface, to: nil, from: nil, for: nil))
        #expect(isBold(font(textView, at: 2)))
    }

    @Test("KEY-02 the main menu's Format ▸ Font shortcuts: Ctrl+B bolds the selection, Ctrl+U underlines it; a view that does not allow editing attributes takes no style")
    func shortcuts() {
        let (screen, window, textView) = editingTextView("Hello world")
        defer { window.isHidden = true }
        textView.selectedRange = NSRange(location: 0, length: 5)
        screen.press(.keyboardB, characters: "b", modifiers: .command)
        #expect(isBold(font(textView, at: 0)))
        screen.press(.keyboardU, characters: "u", modifiers: .command)
        #expect(textView.attributedText.attribute(.underlineStyle, at: 1, effectiveRange: nil) as? Int == NSUnderlineStyle.single.rawValue)
        textView.allowsEditingTextAttributes = false
        textView.selectedRange = NSRange(location: 6, length: 5)
        screen.press(.keyboardB, characters: "b", modifiers: .command)
        #expect(!isBold(font(textView, at: 7)))
        #expect(textView.text == "Hello world", "the key typed nothing")
    }

    @Test("A text field that allows editing text attributes styles its selection too")
    func textField() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let window = UIWindow()
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 34))
        field.text = "Hello world"
        field.allowsEditingTextAttributes = true
        window.addSubview(field)
        screen.render()
        defer { window.isHidden = true }
        #expect(field.becomeFirstResponder())
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.position(from: field.beginningOfDocument, offset: 5)!)
        #expect(field.canPerformAction(.toggleBoldface, withSender: nil))
        field.toggleBoldface(nil)
        let font = field.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        #expect(isBold(font))
        #expect(!isBold(field.attributedText?.attribute(.font, at: 8, effectiveRange: nil) as? UIFont))
    }
}
