import Testing
@testable import UIKit
import UIKitTesting

@MainActor
private final class Editor: UIView, UIKeyInput, UIResponderStandardEditActions {
    var text = ""
    var actions: [String] = []
    var presses: [String] = []
    var commands: [UIKeyCommand] = []
    var consumesPresses = false

    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [UIKeyCommand]? { commands }

    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) { self.text += text }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
    var autocapitalizationType: UITextAutocapitalizationType = .none
    var autocorrectionType: UITextAutocorrectionType = .default
    var keyboardType: UIKeyboardType = .default
    var returnKeyType: UIReturnKeyType = .default
    var isSecureTextEntry = false

    func cut(_ sender: Any?) { actions.append("cut") }
    func copy(_ sender: Any?) { actions.append("copy") }
    func paste(_ sender: Any?) { actions.append("paste") }
    func delete(_ sender: Any?) { actions.append("delete") }
    func select(_ sender: Any?) { actions.append("select") }
    func selectAll(_ sender: Any?) { actions.append("selectAll") }
    func save(_ sender: Any?) { actions.append("save \((sender as? UIKeyCommand)?.input ?? "?")") }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { self.presses.append("began \(press.key?.charactersIgnoringModifiers ?? "")") }
        if !consumesPresses { super.pressesBegan(presses, with: event) }
    }

    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { self.presses.append("ended \(press.key?.charactersIgnoringModifiers ?? "")") }
        super.pressesEnded(presses, with: event)
    }
}

@MainActor
private final class Container: UIView {
    var saves = 0
    var commands: [UIKeyCommand] = []
    override var keyCommands: [UIKeyCommand]? { commands }
    func save(_ sender: Any?) { saves += 1 }
}

@MainActor
private final class MenuDelegate: UIResponder, UIApplicationDelegate {
    override func buildMenu(with builder: UIMenuBuilder) {
        builder.insertChild(UIMenu(title: "", options: .displayInline, children: [
            UIKeyCommand(title: "Save Copy", action: .saveCopy, input: "s", modifierFlags: [.command, .alternate]),
        ]), atEndOfMenu: .file)
        builder.remove(menu: .format)
    }
}

@MainActor
private protocol SavingCopy: AnyObject { func saveCopy(_ sender: Any?) }

extension Editor: SavingCopy {
    func saveCopy(_ sender: Any?) { actions.append("saveCopy") }
}

extension Selector {
    @MainActor fileprivate static let editorSave = Selector("save:", Editor.save)
    @MainActor fileprivate static let containerSave = Selector("containerSave:", Container.save)
    @MainActor fileprivate static let saveCopy = Selector("saveCopy:", { (target: any SavingCopy) in target.saveCopy })
}

@MainActor
@Suite("Keyboard, key commands and the shortcut overlay", .serialized, .exclusiveUIKit)
struct KeyboardTests {
    private func setUp() -> (HeadlessScreen, UIWindow, Editor) {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let window = UIWindow()
        window.makeKeyAndVisible()
        let editor = Editor(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(editor)
        UIMenuSystem.main.setNeedsRebuild()
        return (screen, window, editor)
    }

    @Test("KEY-01 key commands work for the first responder's chain only")
    func needsFirstResponder() {
        let (screen, window, editor) = setUp()
        defer { window.isHidden = true }
        editor.commands = [UIKeyCommand(title: "Save", action: .editorSave, input: "s", modifierFlags: .command)]
        screen.press(.keyboardS, modifiers: .command)
        #expect(editor.actions.isEmpty, "the editor is not first responder")
        editor.becomeFirstResponder()
        screen.press(.keyboardS, modifiers: .command)
        #expect(editor.actions == ["save s"])
    }

    @Test("KEY-02 FR-06 a command found up the chain sends its action from the first responder; modifiers must match")
    func chainCommands() {
        let (screen, window, editor) = setUp()
        defer { window.isHidden = true }
        let container = Container(frame: window.bounds)
        window.addSubview(container)
        editor.removeFromSuperview()
        container.addSubview(editor)
        container.commands = [UIKeyCommand(title: "Save All", action: .containerSave, input: "s", modifierFlags: [.command, .shift])]
        editor.becomeFirstResponder()
        screen.press(.keyboardS, modifiers: .command)
        #expect(container.saves == 0)
        screen.press(.keyboardS, modifiers: [.command, .shift])
        #expect(container.saves == 1)
        #expect(editor.presses == ["began s", "ended s"], "only the unmatched Ctrl+S arrived as a press")
    }

    @Test("KEY-02 special inputs: arrows, Escape, Return")
    func specialInputs() {
        let (screen, window, editor) = setUp()
        defer { window.isHidden = true }
        editor.commands = [UIKeyCommand(title: "Up", action: .editorSave, input: UIKeyCommand.inputUpArrow),
                           UIKeyCommand(title: "Close", action: .editorSave, input: UIKeyCommand.inputEscape)]
        editor.becomeFirstResponder()
        screen.press(.keyboardUpArrow)
        screen.press(.keyboardEscape)
        #expect(editor.actions == ["save UIKeyInputUpArrow", "save UIKeyInputEscape"])
    }

    @Test("Presses go to the first responder, began then ended, with the key's code, text and modifiers")
    func presses() {
        let (screen, window, editor) = setUp()
        defer { window.isHidden = true }
        editor.becomeFirstResponder()
        editor.consumesPresses = true
        var key: UIKey?
        final class Observer: UIView {
            var seen: ((UIKey?) -> Void)?
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { seen?(presses.first?.key) }
        }
        screen.press(.keyboardA, modifiers: .shift)
        #expect(editor.presses == ["began a", "ended a"])
        #expect(editor.text.isEmpty, "a responder that handles a press keeps it from becoming text")
        let observer = Observer(frame: .zero)
        window.addSubview(observer)
        observer.becomeFirstResponder()
        observer.seen = { key = $0 }
        screen.press(.keyboardB, modifiers: [.shift, .alternate])
        #expect(key?.keyCode == .keyboardB)
        #expect(key?.characters == "B" && key?.charactersIgnoringModifiers == "b")
        #expect(key?.modifierFlags == [.shift, .alternate])
    }

    @Test("Unhandled keys type into a UIKeyInput first responder; Backspace deletes; Command keys type nothing")
    func typing() {
        let (screen, window, editor) = setUp()
        defer { window.isHidden = true }
        editor.becomeFirstResponder()
        screen.type("Hello, World")
        #expect(editor.text == "Hello, World")
        screen.press(.keyboardDeleteOrBackspace)
        screen.press(.keyboardDeleteOrBackspace)
        #expect(editor.text == "Hello, Wor")
        screen.press(.keyboardReturnOrEnter)
        #expect(editor.text == "Hello, Wor\n")
        screen.press(.keyboardQ, modifiers: .command)
        #expect(editor.text == "Hello, Wor\n")
        screen.commitText("日本語")
        #expect(editor.text.hasSuffix("日本語"))
    }

    @Test("Held keys repeat their text, not their press")
    func repeating() {
        let (screen, window, editor) = setUp()
        defer { window.isHidden = true }
        editor.becomeFirstResponder()
        screen.keyDown(.keyboardX)
        screen.keyDown(.keyboardX, isRepeat: true)
        screen.keyDown(.keyboardX, isRepeat: true)
        screen.keyUp(.keyboardX)
        #expect(editor.text == "xxx")
        #expect(editor.presses == ["began x", "ended x"])
    }

    @Test("The main menu's standard edit commands reach the first responder; buildMenu edits the menu")
    func mainMenu() {
        let (screen, window, editor) = setUp()
        defer { window.isHidden = true }
        let delegate = MenuDelegate()
        UIApplication.shared.delegate = delegate
        UIMenuSystem.main.setNeedsRebuild()
        defer {
            UIApplication.shared.delegate = nil
            UIMenuSystem.main.setNeedsRebuild()
        }
        editor.becomeFirstResponder()
        screen.press(.keyboardC, modifiers: .command)
        screen.press(.keyboardV, modifiers: .command)
        screen.press(.keyboardS, modifiers: [.command, .alternate])
        #expect(editor.actions == ["copy", "paste", "saveCopy"])
        let builder = MainMenuBuilder(system: .main)
        delegate.buildMenu(with: builder)
        #expect(builder.menu(for: .format) == nil)
        #expect(builder.command(for: .saveCopy, propertyList: nil)?.title == "Save Copy")
    }

    @Test("KEY-03 holding Ctrl (UIKit's Command) shows the titled commands with their shortcuts; letting go hides it")
    func overlay() {
        let (screen, window, editor) = setUp()
        defer { window.isHidden = true }
        editor.commands = [UIKeyCommand(title: "Save", action: .editorSave, input: "s", modifierFlags: .command),
                           UIKeyCommand(action: .editorSave, input: "d", modifierFlags: .command)]
        editor.becomeFirstResponder()
        window.backgroundColor = .systemGroupedBackground
        screen.keyDown(.keyboardLeftControl, modifiers: .command)
        screen.advance(by: 0.5)
        let overlay = window.inputDispatcher.keyboard.overlay
        #expect(!overlay.isShowing)
        screen.advance(by: 0.5)
        #expect(overlay.isShowing)
        let sections = overlay.sections()
        #expect(sections.first?.heading == "Commands")
        #expect(sections.first?.rows.first?.title == "Save")
        #expect(sections.first?.rows.first?.shortcut == "Ctrl+S")
        #expect(!sections.flatMap(\.rows).contains { $0.shortcut == "Ctrl+D" }, "untitled commands are not listed")
        let edit = sections.first { $0.heading == "Edit" }
        let copy = edit?.rows.first { $0.title == "Copy" }
        #expect(copy?.shortcut == "Ctrl+C")
        let image = screen.render()
        expectGolden(image, named: "shortcut-overlay")
        screen.keyUp(.keyboardLeftControl)
        #expect(!overlay.isShowing)
    }
}
