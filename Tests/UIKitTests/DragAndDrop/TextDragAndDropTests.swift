import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Selected text as a drag source, and text dropped into fields and views (issue 44.7): one
/// source and one destination serve UITextField and UITextView.
@MainActor
@Suite("Dragging selected text", .serialized, .exclusiveUIKit)
struct TextDragAndDropTests {
    struct Stage {
        let screen: HeadlessScreen
        let window: UIWindow
        let source: UITextField
        let field: UITextField
        let textView: UITextView
    }

    /// A source field, a destination field and a text view, one under another, in a 600×600
    /// window at the left of the screen (another application may stand at its right).
    func makeStage() -> Stage {
        let screen = HeadlessScreen(size: CGSize(width: 1200, height: 600), scale: 1)
        let root = UIViewController()
        let source = UITextField(frame: CGRect(x: 20, y: 20, width: 400, height: 40))
        source.font = .systemFont(ofSize: 17)
        source.text = "Hello world"
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 400, height: 40))
        field.font = .systemFont(ofSize: 17)
        field.text = "Say "
        let textView = UITextView(frame: CGRect(x: 20, y: 180, width: 400, height: 200))
        textView.font = .systemFont(ofSize: 17)
        textView.text = "abc def"
        for view in [source, field, textView] as [UIView] { root.view.addSubview(view) }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        return Stage(screen: screen, window: window, source: source, field: field, textView: textView)
    }

    /// Where `offset` of `view`'s text is, in the window.
    func point<View: UIView & UITextInput>(_ view: View, at offset: Int) -> CGPoint {
        let caret = view.caretRect(for: view.position(from: view.beginningOfDocument, offset: offset)!)
        return view.convert(CGPoint(x: caret.midX, y: caret.midY), to: nil)
    }

    /// Selects `range` of the source field, editing.
    func selectInSource(_ stage: Stage, _ range: NSRange) {
        _ = stage.source.becomeFirstResponder()
        let start = stage.source.position(from: stage.source.beginningOfDocument, offset: range.location)!
        let end = stage.source.position(from: start, offset: range.length)!
        stage.source.selectedTextRange = stage.source.textRange(from: start, to: end)
        stage.screen.presentFrame()
    }

    /// A real pointer press at `start`, moved to `end` in steps, released there.
    func pointerDrag(_ stage: Stage, from start: CGPoint, to end: CGPoint) {
        stage.screen.movePointer(to: start)
        stage.screen.pointerDown(at: start)
        for step in 1...12 {
            let t = CGFloat(step) / 12
            stage.screen.movePointer(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
            stage.screen.advance(by: 1.0 / 60)
        }
        stage.screen.pointerUp(at: end)
        _ = stage.screen.runUntilAnimationsSettle()
    }

    @Test("(issue 44.7) a pointer pressed inside a field's selection drags the text into another field, where it lands; the source keeps it")
    func dragSelectionToAnotherField() {
        let stage = makeStage()
        defer { stage.window.isHidden = true }
        selectInSource(stage, NSRange(location: 6, length: 5))
        #expect(stage.source.draggableRange == NSRange(location: 6, length: 5))
        let from = point(stage.source, at: 8)
        let to = point(stage.field, at: 4)
        pointerDrag(stage, from: from, to: CGPoint(x: to.x + 2, y: to.y))
        #expect(stage.field.text == "Say world")
        #expect(stage.source.text == "Hello world", "copied between views")
        #expect(stage.field.isFirstResponder)
        #expect(!stage.source.isTextDragActive)
    }

    @Test("(issue 44.7) a pointer drag that starts outside the selection still selects; a click inside it places the caret")
    func selectingStillWorks() {
        let stage = makeStage()
        defer { stage.window.isHidden = true }
        selectInSource(stage, NSRange(location: 6, length: 5))
        let start = point(stage.source, at: 1)
        let end = point(stage.source, at: 4)
        pointerDrag(stage, from: start, to: end)
        #expect(stage.screen.desktop.outgoingDrags.isEmpty)
        #expect(stage.source.selection == NSRange(location: 1, length: 3), "the drag selected")
        // Select again and click inside: the caret goes there, nothing lifts.
        selectInSource(stage, NSRange(location: 6, length: 5))
        stage.screen.advance(by: 1)
        stage.screen.click(at: point(stage.source, at: 8))
        stage.screen.presentFrame()
        #expect(stage.source.selection == NSRange(location: 8, length: 0))
    }

    @Test("(issue 44.7) text dragged within a text view moves there; dropped into a text view it inserts where it lands")
    func moveWithinTextView() {
        let stage = makeStage()
        defer { stage.window.isHidden = true }
        _ = stage.textView.becomeFirstResponder()
        stage.textView.selectedRange = NSRange(location: 0, length: 3)
        stage.screen.presentFrame()
        let from = point(stage.textView, at: 1)
        let end = point(stage.textView, at: 7)
        pointerDrag(stage, from: from, to: CGPoint(x: end.x + 4, y: end.y))
        #expect(stage.textView.text == " defabc")

        // From the source field into the text view: a copy, at the drop point.
        selectInSource(stage, NSRange(location: 0, length: 5))
        let into = point(stage.textView, at: 0)
        pointerDrag(stage, from: point(stage.source, at: 2), to: CGPoint(x: into.x - 1, y: into.y))
        #expect(stage.textView.text == "Hello defabc")
        #expect(stage.source.text == "Hello world")
    }

    @Test("(issue 44.7) selected text dragged out of the window goes to another application as plain text")
    func dragToAnotherApplication() {
        let stage = makeStage()
        defer { stage.window.isHidden = true }
        let peer = stage.screen.addPeerApplication(frame: CGRect(x: 700, y: 0, width: 500, height: 600), accepting: ["text/plain;charset=utf-8"])
        selectInSource(stage, NSRange(location: 0, length: 5))
        pointerDrag(stage, from: point(stage.source, at: 2), to: CGPoint(x: 900, y: 300))
        #expect(peer.received.map(\.mime) == ["text/plain;charset=utf-8"])
        #expect(peer.received.first.map { String(decoding: $0.data, as: UTF8.self) } == "Hello")
    }

    @Test("(issue 44.7) a long press with a finger on the selection lifts it; secure text is never lifted")
    func fingerLiftAndSecureText() {
        let stage = makeStage()
        defer { stage.window.isHidden = true }
        selectInSource(stage, NSRange(location: 6, length: 5))
        let start = point(stage.source, at: 8)
        stage.screen.touchDown(at: start)
        stage.screen.advance(by: 0.7)
        #expect(stage.source.isTextDragActive, "lifted after the long press")
        let to = point(stage.field, at: 4)
        for step in 1...10 {
            let t = CGFloat(step) / 10
            stage.screen.touchMove(to: CGPoint(x: start.x + (to.x + 2 - start.x) * t, y: start.y + (to.y - start.y) * t))
            stage.screen.advance(by: 1.0 / 60)
        }
        stage.screen.touchUp(at: CGPoint(x: to.x + 2, y: to.y))
        _ = stage.screen.runUntilAnimationsSettle()
        #expect(stage.field.text == "Say world")

        stage.source.isSecureTextEntry = true
        selectInSource(stage, NSRange(location: 0, length: 5))
        #expect(stage.source.draggableRange == nil, "a password's text never leaves its field")
    }
}
