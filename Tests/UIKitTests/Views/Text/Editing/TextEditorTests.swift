import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The one editing core behind the text field and the text view: the same command, given to
/// either, does the same to the text and the selection, and what differs between one line and
/// many is the editor's configuration or its host's answer.
@MainActor
@Suite("TextEditor", .serialized, .exclusiveUIKit)
struct TextEditorTests {
    /// A window with a field and a text view, both holding `text`, neither editing.
    private func setUp(text: String) -> (HeadlessScreen, UIWindow, UITextField, UITextView) {
        let screen = HeadlessScreen(size: CGSize(width: 500, height: 300), scale: 1)
        let window = UIWindow()
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 400, height: 34))
        field.text = text
        let textView = UITextView(frame: CGRect(x: 20, y: 80, width: 400, height: 150))
        textView.text = text
        window.addSubview(field)
        window.addSubview(textView)
        screen.render()
        return (screen, window, field, textView)
    }

    /// The text and the selection after each step, `input` being first responder.
    private func transcript(of input: some TextEditorHost, on screen: HeadlessScreen, _ steps: [() -> Void]) -> [String] {
        input.becomeFirstResponder()
        input.selectedTextRange = input.textRange(from: input.endOfDocument, to: input.endOfDocument)
        return steps.map { step in
            step()
            return "'\(input.content.string)' \(input.selection.location),\(input.selection.length)"
        }
    }

    @Test("(issue 44.14) The same keys move, select and delete alike in a text field and a text view: by character, by word, Shift extending")
    func sameKeysInBoth() {
        let (screen, window, field, textView) = setUp(text: "hello brave world")
        defer { window.isHidden = true }
        let steps: [() -> Void] = [
            { screen.press(.keyboardLeftArrow) },
            { screen.press(.keyboardLeftArrow, modifiers: .command) },
            { screen.press(.keyboardLeftArrow, modifiers: .alternate) },
            { screen.press(.keyboardRightArrow, modifiers: [.shift, .command]) },
            { screen.press(.keyboardRightArrow, modifiers: .shift) },
            { screen.press(.keyboardLeftArrow) },
            { screen.type("very ") },
            { screen.press(.keyboardDeleteOrBackspace, modifiers: .alternate) },
            { screen.press(.keyboardDeleteOrBackspace) },
            { screen.press(.keyboardDeleteForward, modifiers: .command) },
            { screen.press(.keyboardDeleteForward) },
        ]
        let inField = transcript(of: field, on: screen, steps)
        let inView = transcript(of: textView, on: screen, steps)
        #expect(inField == inView)
        #expect(inField.last == "'helloworld' 5,0", "\(inField)")
    }

    @Test("(issue 44.14) An input method's composition and the edit actions go through one editor: marked text, its commit as one undo, cut and paste")
    func compositionAndEditActionsInBoth() {
        let (screen, window, field, textView) = setUp(text: "ab")
        defer { window.isHidden = true }
        let steps: [() -> Void] = [
            { screen.composeText("に") },
            { screen.composeText("にほ") },
            { screen.commitText("日本") },
            { window.undoManager!.undo() },
            { window.undoManager!.redo() },
            { screen.press(.keyboardLeftArrow, modifiers: .shift) },
            { screen.press(.keyboardX, characters: "x", modifiers: .command) },
            { screen.press(.keyboardHome) },
            { screen.press(.keyboardV, characters: "v", modifiers: .command) },
        ]
        let inField = transcript(of: field, on: screen, steps)
        let inView = transcript(of: textView, on: screen, steps)
        #expect(inField == inView)
        #expect(inField == ["'abに' 3,0", "'abにほ' 4,0", "'ab日本' 4,0", "'ab' 2,0", "'ab日本' 2,2", "'ab日本' 2,1",
                            "'ab本' 2,0", "'ab本' 0,0", "'日ab本' 1,0"], "\(inField)")
    }

    @Test("(issue 44.14) One line and many differ by configuration: line breaks become spaces in a field, stay in a text view; Tab types only in many lines")
    func lineConfiguration() {
        let (screen, window, field, textView) = setUp(text: "")
        defer { window.isHidden = true }
        #expect(field.editor.configuration.isSingleLine && !textView.editor.configuration.isSingleLine)
        UIPasteboard.general.string = "one\ntwo"
        field.becomeFirstResponder()
        field.paste(nil)
        screen.press(.keyboardTab)
        #expect(field.text == "one two", "pasted line breaks become spaces, and Tab is not typed")
        textView.becomeFirstResponder()
        textView.paste(nil)
        screen.press(.keyboardTab)
        #expect(textView.text == "one\ntwo\t")
    }

    @Test("(issue 44.14) A delegate's refusal stops the change in either view, and the selection stays")
    func refusalInBoth() {
        let (screen, window, field, textView) = setUp(text: "keep")
        defer { window.isHidden = true }
        let fieldDelegate = FieldDelegateLog()
        fieldDelegate.allowChange = false
        field.delegate = fieldDelegate
        let viewDelegate = TextViewDelegateLog()
        viewDelegate.allowChange = false
        textView.delegate = viewDelegate
        for input in [field as any TextEditorHost, textView] {
            input.becomeFirstResponder()
            screen.type("x")
            screen.press(.keyboardDeleteOrBackspace)
            #expect(input.content.string == "keep" && input.selection == NSRange(location: 4, length: 0))
        }
    }
}
