import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UndoManager and text undo", .serialized, .exclusiveUIKit)
struct UndoManagerTests {
    final class Counter { var value = 0 }

    @Test("UndoManager: a group per turn of the main loop; undo runs it, what it registers is the redo; nested groups fold in; names")
    func groups() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let manager = UndoManager()
        let counter = Counter()
        /// Adds `amount`, registering its opposite (which registers its own opposite in turn).
        func change(_ counter: Counter, by amount: Int) {
            counter.value += amount
            manager.registerUndo(withTarget: counter) { change($0, by: -amount) }
        }
        func add(_ amount: Int) { change(counter, by: amount) }
        add(1)
        add(2)
        manager.setActionName("Add")
        screen.advance(by: 0.02)
        add(10)
        screen.advance(by: 0.02)
        #expect(manager.canUndo && !manager.canRedo)
        manager.undo()
        #expect(counter.value == 3, "the last turn's group")
        #expect(manager.undoActionName == "Add" && manager.undoMenuItemTitle == "Undo Add")
        manager.undo()
        #expect(counter.value == 0 && !manager.canUndo && manager.canRedo)
        manager.redo()
        #expect(counter.value == 3)
        #expect(manager.canUndo && manager.canRedo)
        manager.beginUndoGrouping()
        manager.beginUndoGrouping()
        counter.value += 5
        manager.registerUndo(withTarget: counter) { $0.value -= 5 }
        manager.endUndoGrouping()
        #expect(manager.groupingLevel == 1)
        manager.endUndoGrouping()
        #expect(!manager.canRedo, "a new change forgets what was undone")
        manager.undo()
        #expect(counter.value == 3)
        manager.removeAllActions(withTarget: counter)
        #expect(!manager.canUndo && !manager.canRedo)
        manager.disableUndoRegistration()
        add(1)
        manager.enableUndoRegistration()
        screen.advance(by: 0.02)
        #expect(!manager.canUndo, "nothing registered while disabled")
        // A change made in the turn Redo comes in closes first: there is nothing left to redo.
        add(3)
        screen.advance(by: 0.02)
        manager.undo()
        #expect(manager.canRedo)
        add(4)
        manager.redo()
        #expect(counter.value == 8 && !manager.canRedo, "the redo was dropped, not run: \(counter.value)")
    }

    private func editingTextView() -> (HeadlessScreen, UIWindow, UITextView) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let window = UIWindow()
        window.makeKeyAndVisible()
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 380, height: 280))
        textView.text = "Start. "
        window.addSubview(textView)
        screen.render()
        textView.becomeFirstResponder()
        return (screen, window, textView)
    }

    @Test("A text view's typing undoes as one change until the caret moves; Ctrl+Z and Ctrl+Shift+Z undo and redo through the Edit menu's commands")
    func textViewUndo() {
        let (screen, window, textView) = editingTextView()
        defer { window.isHidden = true }
        #expect(textView.undoManager === window.undoManager)
        #expect(!textView.canPerformAction(.undo, withSender: nil))
        screen.type("hello")
        screen.press(.keyboardDeleteOrBackspace)
        screen.type(" world")
        #expect(textView.text == "Start. hell world")
        #expect(textView.canPerformAction(.undo, withSender: nil))
        screen.press(.keyboardZ, characters: "z", modifiers: .command)
        #expect(textView.text == "Start. hell", "the typing after the deletion, as one change")
        screen.press(.keyboardZ, characters: "z", modifiers: .command)
        #expect(textView.text == "Start. hello", "the deletion")
        screen.press(.keyboardZ, characters: "z", modifiers: .command)
        #expect(textView.text == "Start. ", "the first typing")
        #expect(!window.undoManager!.canUndo)
        screen.press(.keyboardZ, characters: "Z", modifiers: [.command, .shift])
        #expect(textView.text == "Start. hello")
        #expect(textView.selectedRange == NSRange(location: 7, length: 5), "the text that came back is selected")
        screen.press(.keyboardZ, characters: "Z", modifiers: [.command, .shift])
        screen.press(.keyboardZ, characters: "Z", modifiers: [.command, .shift])
        #expect(textView.text == "Start. hell world")
        // Moving the caret ends the typing run.
        textView.selectedRange = NSRange(location: 0, length: 0)
        screen.type("A")
        textView.selectedRange = NSRange(location: (textView.text as NSString).length, length: 0)
        screen.type("Z")
        screen.press(.keyboardZ, characters: "z", modifiers: .command)
        #expect(textView.text == "AStart. hell world")
        textView.text = "Set in code"
        #expect(!window.undoManager!.canUndo, "text set in code forgets the changes to undo")
    }

    @Test("An input method's composition undoes as one change once committed; a text field undoes typing too")
    func compositionAndField() {
        let (screen, window, textView) = editingTextView()
        defer { window.isHidden = true }
        screen.composeText("に")
        screen.composeText("にほ")
        screen.commitText("日本")
        #expect(textView.text == "Start. 日本")
        window.undoManager!.undo()
        #expect(textView.text == "Start. ")
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        textView.removeFromSuperview()
        window.addSubview(field)
        field.becomeFirstResponder()
        screen.type("abc")
        screen.press(.keyboardZ, characters: "z", modifiers: .command)
        #expect(field.text == "")
        screen.press(.keyboardZ, characters: "Z", modifiers: [.command, .shift])
        #expect(field.text == "abc")
    }
}
