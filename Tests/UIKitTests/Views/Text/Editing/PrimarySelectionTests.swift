import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The desktop's primary selection (a Linux convention iPadOS lacks): text fields and views
/// offer their selection on it and paste it with a middle click, as GTK's text widgets do.
@MainActor
@Suite("Primary selection", .serialized, .exclusiveUIKit)
struct PrimarySelectionTests {
    private static let middleButton = 3

    private func setUp() -> (HeadlessScreen, UIWindow, UITextField, UITextView) {
        let screen = HeadlessScreen(size: CGSize(width: 500, height: 400), scale: 1)
        let window = UIWindow()
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 34))
        field.borderStyle = .roundedRect
        window.addSubview(field)
        let textView = UITextView(frame: CGRect(x: 20, y: 80, width: 300, height: 200))
        textView.font = .systemFont(ofSize: 17)
        window.addSubview(textView)
        screen.render()
        return (screen, window, field, textView)
    }

    /// A point in the window over the caret position before `offset` of `input`.
    private func point<Input: UIView & UITextInput>(_ input: Input, at offset: Int) -> CGPoint {
        let caret = input.caretRect(for: input.position(from: input.beginningOfDocument, offset: offset)!)
        return input.convert(CGPoint(x: caret.midX, y: caret.midY), to: nil)
    }

    @Test("Selecting text in a field makes it the primary selection, following the selection as it changes; the caret alone takes it back")
    func selectionIsOffered() {
        let (screen, window, field, _) = setUp()
        defer { window.isHidden = true }
        screen.primarySelectionText = "from another app"
        field.becomeFirstResponder()
        screen.type("Ada Lovelace")
        #expect(screen.primarySelectionText == "from another app", "typing selects nothing")
        screen.press(.keyboardA, modifiers: .command)
        #expect(screen.primarySelectionText == "Ada Lovelace")
        screen.press(.keyboardLeftArrow, modifiers: .shift)
        #expect(screen.primarySelectionText == "Ada Lovelac", "the offer reads the selection when pasted")
        screen.press(.keyboardRightArrow)
        #expect(screen.primarySelectionText == nil, "an empty selection empties the primary selection it had offered")
    }

    @Test("Another application's selection stays the primary selection when the field's selection goes away")
    func anotherApplicationsSelectionStays() {
        let (screen, window, field, _) = setUp()
        defer { window.isHidden = true }
        field.becomeFirstResponder()
        screen.type("Grace")
        field.selectAll(nil)
        #expect(screen.primarySelectionText == "Grace")
        screen.primarySelectionText = "Hopper"
        field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
        #expect(screen.primarySelectionText == "Hopper", "the primary selection was no longer the field's to empty")
        screen.type("!")
        #expect(screen.primarySelectionText == "Hopper")
    }

    @Test("Secure text and fields that are not first responder are never offered")
    func secureAndInactiveTextIsNotOffered() {
        let (screen, window, field, textView) = setUp()
        defer { window.isHidden = true }
        screen.primarySelectionText = "kept"
        textView.text = "not being edited"
        textView.selectedRange = NSRange(location: 0, length: 3)
        #expect(screen.primarySelectionText == "kept", "a selection set in code off the first responder")
        field.isSecureTextEntry = true
        field.becomeFirstResponder()
        screen.type("secret")
        field.selectAll(nil)
        #expect(field.selectedTextRange?.isEmpty == false)
        #expect(screen.primarySelectionText == "kept", "a password is never offered")
    }

    @Test("A middle click in a field begins editing and pastes the primary selection where it lands, through the delegate and undoably")
    func middleClickPastesIntoField() {
        let (screen, window, field, _) = setUp()
        defer { window.isHidden = true }
        field.text = "Grace"
        let delegate = FieldDelegateLog()
        field.delegate = delegate
        screen.render()
        screen.primarySelectionText = " Hopper"
        screen.click(at: point(field, at: 5), button: Self.middleButton)
        #expect(field.isFirstResponder)
        #expect(field.text == "Grace Hopper")
        #expect(delegate.log.contains("change 5,0 ' Hopper' text='Grace'"))
        #expect(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange!.start) == 12, "the caret follows the pasted text")
        screen.press(.keyboardZ, modifiers: .command)
        #expect(field.text == "Grace", "the paste undoes as one change")
    }

    @Test("A middle click within the selection pastes over it (GtkText's rule); outside it, at the click, leaving the selected text")
    func middleClickAndTheSelection() {
        let (screen, window, _, textView) = setUp()
        defer { window.isHidden = true }
        textView.text = "one two three"
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 4, length: 3)
        screen.primarySelectionText = "TWO"
        screen.click(at: point(textView, at: 5), button: Self.middleButton)
        #expect(textView.text == "one TWO three")
        textView.selectedRange = NSRange(location: 0, length: 3)
        #expect(screen.primarySelectionText == "one", "the text view's selection is offered")
        screen.click(at: point(textView, at: 13), button: Self.middleButton)
        #expect(textView.text == "one TWO threeone", "its own selection pasted at the end")
        #expect(textView.selectedRange == NSRange(location: 16, length: 0))
    }

    @Test("A middle click does nothing in text that cannot be edited, with nothing to paste, or with middle-click paste turned off")
    func middleClickThatPastesNothing() {
        let (screen, window, field, textView) = setUp()
        defer { window.isHidden = true }
        textView.text = "read only"
        textView.isEditable = false
        screen.primarySelectionText = "X"
        screen.click(at: point(textView, at: 4), button: Self.middleButton)
        #expect(textView.text == "read only")
        #expect(!textView.isFirstResponder)

        screen.middleClickPastes = false
        defer { screen.middleClickPastes = true }
        field.text = "abc"
        screen.click(at: point(field, at: 3), button: Self.middleButton)
        #expect(field.text == "abc")
        screen.middleClickPastes = true
        screen.primarySelectionText = nil
        screen.click(at: point(field, at: 3), button: Self.middleButton)
        #expect(field.text == "abc")
        screen.primarySelectionText = "d"
        screen.click(at: point(field, at: 3), button: Self.middleButton)
        #expect(field.text == "abcd")
    }

    @Test("A middle click pastes on one line in a field: line breaks become spaces")
    func middleClickFitsSingleLine() {
        let (screen, window, field, _) = setUp()
        defer { window.isHidden = true }
        screen.primarySelectionText = "two\nlines"
        screen.click(at: point(field, at: 0), button: Self.middleButton)
        #expect(field.text == "two lines")
    }
}
