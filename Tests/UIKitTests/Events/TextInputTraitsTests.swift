import Foundation
import SlatePlatform
import Testing
@testable import UIKit
import UIKitTesting

/// A view that takes keys and declares only the traits it cares about, as a UIKit app's
/// `UIKeyInput` view does (UIKit's traits are optional).
@MainActor
private final class DigitsView: UIView, UIKeyInput {
    var text = ""
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
    var keyboardType: UIKeyboardType { .numberPad }
}

@MainActor
@Suite("Text input traits", .serialized, .exclusiveUIKit)
struct TextInputTraitsTests {
    private func setUp() -> (HeadlessScreen, UIWindow, UITextField, UITextView) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let window = UIWindow()
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 34))
        let textView = UITextView(frame: CGRect(x: 20, y: 80, width: 300, height: 150))
        window.addSubview(field)
        window.addSubview(textView)
        screen.render()
        return (screen, window, field, textView)
    }

    @Test("UIKit's defaults, on the field, the text view, the search bar and a view that declares none")
    func defaults() {
        let field = UITextField(), textView = UITextView(), bar = UISearchBar()
        for traits in [field, textView, bar] as [UITextInputTraits] {
            #expect(traits.spellCheckingType == .default && traits.smartQuotesType == .default && traits.smartDashesType == .default)
            #expect(traits.keyboardAppearance == .default && !traits.enablesReturnKeyAutomatically && traits.textContentType == nil)
        }
        let digits: UITextInputTraits = DigitsView()
        #expect(digits.autocapitalizationType == .sentences && digits.keyboardType == .numberPad && !digits.isSecureTextEntry)
        #expect(UIKeyboardType.alphabet == .asciiCapable && UIKeyboardAppearance.alert == .dark)
        #expect(UITextContentType.oneTimeCode.rawValue == "one-time-code" && UITextContentType("email") == .emailAddress)
        bar.smartQuotesType = .no
        bar.textContentType = .username
        bar.isSecureTextEntry = true
        #expect(bar.searchTextField.smartQuotesType == .no && bar.searchTextField.textContentType == .username
                && bar.searchTextField.isSecureTextEntry, "the search bar's traits are its field's")
    }

    @Test("enablesReturnKeyAutomatically: Return in an empty field reaches no delegate and sends no action, and in an empty text view adds no line; with text it does both")
    func returnKeyEnabledAutomatically() {
        let (screen, window, field, textView) = setUp()
        defer { window.isHidden = true }
        final class Delegate: NSObject, UITextFieldDelegate {
            var returns = 0
            func textFieldShouldReturn(_ textField: UITextField) -> Bool { returns += 1; return true }
        }
        let delegate = Delegate()
        var primaryActions = 0
        field.delegate = delegate
        field.addAction(UIAction { _ in primaryActions += 1 }, for: .primaryActionTriggered)
        field.enablesReturnKeyAutomatically = true
        field.becomeFirstResponder()
        screen.press(.keyboardReturnOrEnter, characters: "\r")
        #expect(delegate.returns == 0 && primaryActions == 0)
        screen.type("a")
        screen.press(.keyboardReturnOrEnter, characters: "\r")
        #expect(delegate.returns == 1 && primaryActions == 1)

        textView.enablesReturnKeyAutomatically = true
        textView.becomeFirstResponder()
        screen.press(.keyboardReturnOrEnter, characters: "\r")
        #expect(textView.text == "")
        screen.type("b")
        screen.press(.keyboardReturnOrEnter, characters: "\r")
        #expect(textView.text == "b\n")
    }

    @Test("typed straight quotes become curly: opening after a space or at the start, closing (and apostrophes) after a letter")
    func smartQuotesInAField() {
        let (screen, window, field, _) = setUp()
        defer { window.isHidden = true }
        field.becomeFirstResponder()
        screen.type("\"It's 'here'\" (\"ok\")")
        #expect(field.text == "\u{201C}It\u{2019}s \u{2018}here\u{2019}\u{201D} (\u{201C}ok\u{201D})")
        field.insertText("\"")
        #expect(field.text?.hasSuffix("\"") == true, "text inserted by code goes in as it is")
    }

    @Test("a typed double hyphen becomes an em dash in a text view; a single hyphen stays")
    func smartDashesInATextView() {
        let (screen, window, _, textView) = setUp()
        defer { window.isHidden = true }
        textView.becomeFirstResponder()
        screen.type("a--b")
        #expect(textView.text == "a\u{2014}b")
        screen.type(" -x")
        #expect(textView.text == "a\u{2014}b -x", "a single hyphen stays")
    }

    @Test("smart punctuation is off when turned off, for secure entry and for literal text (URL, email keyboards)")
    func smartPunctuationOff() {
        let (screen, window, field, _) = setUp()
        defer { window.isHidden = true }
        field.becomeFirstResponder()
        field.smartQuotesType = .no
        field.smartDashesType = .no
        screen.type("\"a--b\"")
        #expect(field.text == "\"a--b\"")
        field.text = ""
        field.smartQuotesType = .default
        field.smartDashesType = .default
        field.keyboardType = .URL
        screen.type("a--'b'")
        #expect(field.text == "a--'b'")
        field.text = ""
        field.keyboardType = .default
        field.isSecureTextEntry = true
        screen.type("\"p--w\"")
        #expect(field.text == "\"p--w\"")
        field.isSecureTextEntry = false
        field.text = ""
        field.keyboardType = .emailAddress
        field.smartQuotesType = .yes
        screen.type("'")
        #expect(field.text == "\u{2018}", ".yes turns them on whatever the keyboard")
    }

    @Test("smart insert: a pasted word gets a space against the words beside it, none against a space or punctuation; smart delete takes the space a cut word leaves doubled")
    func smartInsertDelete() {
        let (_, window, field, textView) = setUp()
        defer { window.isHidden = true }
        #expect(textView.smartInsertDeleteType == .default && field.smartInsertDeleteType == .default)
        #expect(textView.becomeFirstResponder())
        textView.text = "hello world"
        textView.selectedRange = NSRange(location: 5, length: 0)
        UIPasteboard.general.string = "big"
        textView.paste(nil)
        #expect(textView.text == "hello big world")
        textView.selectedRange = NSRange(location: 15, length: 0)
        UIPasteboard.general.string = "again"
        textView.paste(nil)
        #expect(textView.text == "hello big world again")
        textView.selectedRange = NSRange(location: 0, length: 0)
        UIPasteboard.general.string = "Oh"
        textView.paste(nil)
        #expect(textView.text == "Oh hello big world again")
        // Punctuation pasted after a word takes no space; a word pasted before a full stop neither.
        textView.text = "one two."
        textView.selectedRange = NSRange(location: 3, length: 0)
        UIPasteboard.general.string = ","
        textView.paste(nil)
        #expect(textView.text == "one, two.")
        textView.selectedRange = NSRange(location: 8, length: 0)
        UIPasteboard.general.string = "three"
        textView.paste(nil)
        #expect(textView.text == "one, two three.")

        // Cutting "big" leaves one space; deleting the last word takes the space before the stop.
        textView.text = "hello big world."
        textView.selectedRange = NSRange(location: 6, length: 3)
        textView.cut(nil)
        #expect(textView.text == "hello world.")
        #expect(UIPasteboard.general.string == "big")
        textView.selectedRange = NSRange(location: 6, length: 5)
        textView.delete(nil)
        #expect(textView.text == "hello.")
        // Part of a word is taken as it is.
        textView.text = "hello world"
        textView.selectedRange = NSRange(location: 1, length: 3)
        textView.delete(nil)
        #expect(textView.text == "ho world")

        // Inside a word the paste joins it; cutting a line's last word takes the space before it.
        textView.text = "helloworld"
        textView.selectedRange = NSRange(location: 5, length: 0)
        UIPasteboard.general.string = "big"
        textView.paste(nil)
        #expect(textView.text == "hellobigworld")
        textView.text = "Hello world\nNext"
        textView.selectedRange = NSRange(location: 6, length: 5)
        textView.cut(nil)
        #expect(textView.text == "Hello\nNext")
        // Literal text (an address) takes no spaces: "user@" + "gmail.com".
        textView.keyboardType = .emailAddress
        textView.text = "user@"
        textView.selectedRange = NSRange(location: 5, length: 0)
        UIPasteboard.general.string = "gmail"
        textView.paste(nil)
        #expect(textView.text == "user@gmail")
        textView.keyboardType = .default

        textView.smartInsertDeleteType = .no
        textView.text = "hello world"
        textView.selectedRange = NSRange(location: 5, length: 0)
        UIPasteboard.general.string = "big"
        textView.paste(nil)
        #expect(textView.text == "hellobig world")
        textView.selectedRange = NSRange(location: 9, length: 5)
        textView.delete(nil)
        #expect(textView.text == "hellobig ")

        field.isSecureTextEntry = true
        #expect(field.becomeFirstResponder())
        field.text = "abc"
        field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
        UIPasteboard.general.string = "def"
        field.paste(nil)
        #expect(field.text == "abcdef", "not for secure entry")
    }

    @Test("the host's input method learns the first responder's purpose and hints, again after reloadInputViews()")
    func inputMethodTraits() {
        let (screen, window, field, textView) = setUp()
        defer { window.isHidden = true }
        #expect(screen.textInputTraits == nil)
        field.keyboardType = .emailAddress
        field.autocapitalizationType = .none
        field.autocorrectionType = .no
        field.becomeFirstResponder()
        #expect(screen.textInputTraits == PlatformTextInputTraits(purpose: .email, hints: [.noSpellCheck]))
        field.isSecureTextEntry = true
        #expect(screen.textInputTraits?.purpose == .email, "as in UIKit, the keyboard reads the traits again on reloadInputViews()")
        field.reloadInputViews()
        #expect(screen.textInputTraits == PlatformTextInputTraits(purpose: .password, hints: [.private]))
        field.keyboardType = .numberPad
        field.reloadInputViews()
        #expect(screen.textInputTraits?.purpose == .pin)

        textView.textContentType = .telephoneNumber
        textView.becomeFirstResponder()
        #expect(screen.textInputTraits == PlatformTextInputTraits(purpose: .phone, hints: [.uppercaseSentences, .wordCompletion]))
        textView.inputView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        textView.reloadInputViews()
        #expect(screen.textInputTraits?.hints.contains(.inhibitOnScreenKeyboard) == true, "the app's own input view replaces the on-screen keyboard")

        let digits = DigitsView()
        window.addSubview(digits)
        digits.becomeFirstResponder()
        #expect(screen.textInputTraits?.purpose == .digits, "a UIKeyInput view's declared keyboard type")
        digits.resignFirstResponder()
        #expect(screen.textInputTraits == nil)
    }
}
