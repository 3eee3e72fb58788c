import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Logs what a text field tells its delegate, and answers as told.
@MainActor
final class FieldDelegateLog: UITextFieldDelegate {
    var log: [String] = []
    var allowBegin = true
    var allowEnd = true
    var allowChange = true
    var allowReturn = true
    var allowClear = true

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.append("shouldBegin first=\(textField.isFirstResponder)")
        return allowBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin first=\(textField.isFirstResponder)") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log.append("shouldEnd")
        return allowEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        log.append("didEnd first=\(textField.isFirstResponder)")
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.append("change \(range.location),\(range.length) '\(string)' text='\(textField.text ?? "")'")
        return allowChange
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.append("return")
        return allowReturn
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        log.append("clear")
        return allowClear
    }
}

/// A protocol no responder adopts: its action goes nowhere.
@MainActor
protocol NobodyAdopts {
    func nobodyImplementsThis(_ sender: Any?)
}

/// Counts notifications by name.
@MainActor
final class NotificationLog {
    var names: [String] = []
    var infos: [[AnyHashable: Any]] = []
    private var observers: [NSObjectProtocol] = []

    init(_ names: [Notification.Name], object: AnyObject? = nil) {
        for name in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { [weak self] note in
                nonisolated(unsafe) let info = note.userInfo ?? [:]
                let short = note.name.rawValue.replacingOccurrences(of: "UITextField", with: "").replacingOccurrences(of: "Notification", with: "")
                MainActor.assumeIsolated {
                    self?.names.append(short)
                    self?.infos.append(info)
                }
            })
        }
    }

    func stop() {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }
}

@MainActor
@Suite("UITextField", .serialized, .exclusiveUIKit)
struct UITextFieldTests {

    private func setUp(fields count: Int = 1) -> (HeadlessScreen, UIWindow, [UITextField]) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let window = UIWindow()
        window.makeKeyAndVisible()
        let fields = (0..<count).map { index in
            let field = UITextField(frame: CGRect(x: 20, y: 20 + CGFloat(index) * 50, width: 200, height: 34))
            field.borderStyle = .roundedRect
            window.addSubview(field)
            return field
        }
        screen.render()
        return (screen, window, fields)
    }

    private func center(_ view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

    @Test("KB-01 FR-05 tapping a field makes it first responder and it edits; tapping another takes over")
    func tapToEdit() {
        let (screen, window, fields) = setUp(fields: 2)
        defer { window.isHidden = true }
        #expect(!fields[0].isEditing && !fields[0].isFirstResponder)
        screen.tap(at: center(fields[0]))
        #expect(fields[0].isFirstResponder && fields[0].isEditing)
        screen.tap(at: center(fields[1]))
        #expect(fields[1].isFirstResponder && fields[1].isEditing)
        #expect(!fields[0].isFirstResponder && !fields[0].isEditing, "one first responder per window")
        fields[1].isEnabled = false
        #expect(!fields[1].isEditing, "disabling ends editing")
        screen.tap(at: center(fields[1]))
        #expect(!fields[1].isFirstResponder, "a disabled field cannot edit")
    }

    @Test("KB-02 begin and end: should → first responder → did, with control events and notifications")
    func beginAndEndOrder() {
        let (screen, window, fields) = setUp()
        defer { window.isHidden = true }
        let field = fields[0]
        let delegate = FieldDelegateLog()
        field.delegate = delegate
        field.addAction(UIAction { _ in delegate.log.append("event editingDidBegin") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in delegate.log.append("event editingDidEnd") }, for: .editingDidEnd)
        let notes = NotificationLog([UITextField.textDidBeginEditingNotification, UITextField.textDidEndEditingNotification], object: field)
        defer { notes.stop() }

        delegate.allowBegin = false
        screen.tap(at: center(field))
        #expect(!field.isFirstResponder && delegate.log == ["shouldBegin first=false"], "a refused beginning")

        delegate.allowBegin = true
        delegate.log = []
        #expect(field.becomeFirstResponder())
        #expect(delegate.log == ["shouldBegin first=false", "didBegin first=true", "event editingDidBegin"])
        #expect(notes.names == ["TextDidBeginEditing"])

        delegate.log = []
        #expect(field.resignFirstResponder())
        #expect(delegate.log == ["shouldEnd", "didEnd first=false", "event editingDidEnd"])
        #expect(notes.names == ["TextDidBeginEditing", "TextDidEndEditing"])
        #expect(notes.infos.last?[UITextField.didEndEditingReasonUserInfoKey] as? Int == UITextField.DidEndEditingReason.committed.rawValue)
    }

    @Test("FR-02 FR-04 a refusal to end editing holds, even for resignFirstResponder; endEditing(true) forces it")
    func refusalAndForce() {
        let (screen, window, fields) = setUp(fields: 2)
        defer { window.isHidden = true }
        let delegate = FieldDelegateLog()
        fields[0].delegate = delegate
        fields[0].becomeFirstResponder()
        delegate.allowEnd = false
        #expect(!fields[0].resignFirstResponder())
        #expect(fields[0].isFirstResponder && fields[0].isEditing)
        screen.tap(at: center(fields[1]))
        #expect(fields[0].isFirstResponder && !fields[1].isFirstResponder, "the other field cannot take over")
        #expect(!window.endEditing(false))
        #expect(fields[0].isEditing)
        delegate.log = []
        #expect(window.endEditing(true))
        #expect(!fields[0].isFirstResponder && !fields[0].isEditing)
        #expect(delegate.log == ["shouldEnd", "didEnd first=false"], "forced: the field still hears that editing ended")
    }

    @Test("KB-03 each user edit is offered first; deletions are empty strings; code changes are not; editingChanged follows")
    func shouldChangeCharacters() {
        let (screen, window, fields) = setUp()
        defer { window.isHidden = true }
        let field = fields[0]
        let delegate = FieldDelegateLog()
        field.delegate = delegate
        var changes: [String] = []
        field.addAction(UIAction { _ in changes.append(field.text ?? "") }, for: .editingChanged)
        let notes = NotificationLog([UITextField.textDidChangeNotification], object: field)
        defer { notes.stop() }
        field.becomeFirstResponder()
        delegate.log = []
        screen.type("ab")
        screen.press(.keyboardDeleteOrBackspace)
        #expect(delegate.log == ["change 0,0 'a' text=''", "change 1,0 'b' text='a'", "change 1,1 '' text='ab'"])
        #expect(changes == ["a", "ab", "a"], "reported after the change")
        #expect(notes.names.count == 3)

        delegate.log = []
        field.text = "set in code"
        #expect(delegate.log.isEmpty && changes.count == 3 && notes.names.count == 3, "programmatic text is not an edit")
        #expect(field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) } == 11, "caret at the end")

        delegate.allowChange = false
        screen.type("x")
        #expect(field.text == "set in code", "a refused edit does not happen")
        #expect(changes.count == 3)
    }

    @Test("KB-04 Return asks textFieldShouldReturn and does not end editing by itself; an editingDidEndOnExit action makes it")
    func returnKey() {
        let (screen, window, fields) = setUp()
        defer { window.isHidden = true }
        let field = fields[0]
        let delegate = FieldDelegateLog()
        field.delegate = delegate
        var primary = 0
        field.addAction(UIAction { _ in primary += 1 }, for: .primaryActionTriggered)
        field.becomeFirstResponder()
        delegate.log = []
        screen.press(.keyboardReturnOrEnter)
        #expect(delegate.log == ["return"])
        #expect(field.isFirstResponder, "Return alone does not dismiss")
        #expect(primary == 1)
        #expect(field.text == "", "a single-line field takes no line break")

        // A nil-targeted action to a method nobody implements is enough (the book's quirk).
        field.addTarget(nil, action: Selector("nobodyImplementsThis:", { (target: NobodyAdopts) in target.nobodyImplementsThis }),
                        for: .editingDidEndOnExit)
        screen.press(.keyboardReturnOrEnter)
        #expect(!field.isFirstResponder)
        #expect(delegate.log == ["return", "return", "shouldEnd", "didEnd first=false"])
    }

    @Test("Typing, moving by character and word, Home and End, selecting with Shift, deleting by character and word")
    func keyboardEditing() {
        let (screen, window, fields) = setUp()
        defer { window.isHidden = true }
        let field = fields[0]
        field.becomeFirstResponder()
        screen.type("hello brave world")
        #expect(field.text == "hello brave world")
        func selection() -> NSRange { field.selection }
        screen.press(.keyboardLeftArrow)
        #expect(selection() == NSRange(location: 16, length: 0))
        screen.press(.keyboardLeftArrow, modifiers: .command)
        #expect(selection() == NSRange(location: 12, length: 0), "Ctrl+Left goes to the word's start")
        screen.press(.keyboardLeftArrow, modifiers: .alternate)
        #expect(selection() == NSRange(location: 6, length: 0), "so does Alt+Left")
        screen.press(.keyboardRightArrow, modifiers: [.shift, .command])
        #expect(selection() == NSRange(location: 6, length: 5), "Shift extends by word")
        screen.press(.keyboardRightArrow, modifiers: .shift)
        #expect(selection() == NSRange(location: 6, length: 6))
        screen.press(.keyboardLeftArrow)
        #expect(selection() == NSRange(location: 6, length: 0), "an arrow collapses the selection to its side")
        screen.press(.keyboardEnd)
        #expect(selection() == NSRange(location: 17, length: 0))
        screen.press(.keyboardHome, modifiers: .shift)
        #expect(selection() == NSRange(location: 0, length: 17))
        screen.press(.keyboardEnd)
        screen.press(.keyboardDeleteOrBackspace, modifiers: .command)
        #expect(field.text == "hello brave ", "Ctrl+Backspace deletes a word")
        screen.press(.keyboardHome)
        screen.press(.keyboardDeleteForward)
        #expect(field.text == "ello brave ")
        screen.press(.keyboardDeleteForward, modifiers: .alternate)
        #expect(field.text == " brave ")
    }

    @Test("The caret moves over whole characters: emoji and combining marks")
    func graphemes() {
        let (screen, window, fields) = setUp()
        defer { window.isHidden = true }
        let field = fields[0]
        field.becomeFirstResponder()
        field.insertText("a👍🏽e\u{301}")
        #expect((field.text! as NSString).length == 7)
        screen.press(.keyboardLeftArrow)
        #expect(field.selection.location == 5, "before é (e + combining acute)")
        screen.press(.keyboardLeftArrow)
        #expect(field.selection.location == 1, "before the thumbs-up with its skin tone")
        screen.press(.keyboardEnd)
        screen.press(.keyboardDeleteOrBackspace)
        screen.press(.keyboardDeleteOrBackspace)
        #expect(field.text == "a")
    }

    @Test("A held key repeats: Backspace keeps deleting, arrows keep moving, letters keep typing")
    func keyRepeat() {
        let (screen, window, fields) = setUp()
        defer { window.isHidden = true }
        let field = fields[0]
        field.becomeFirstResponder()
        screen.type("abcdef")
        screen.keyDown(.keyboardDeleteOrBackspace)
        screen.keyDown(.keyboardDeleteOrBackspace, isRepeat: true)
        screen.keyDown(.keyboardDeleteOrBackspace, isRepeat: true)
        screen.keyUp(.keyboardDeleteOrBackspace)
        #expect(field.text == "abc")
        screen.keyDown(.keyboardLeftArrow)
        screen.keyDown(.keyboardLeftArrow, isRepeat: true)
        screen.keyUp(.keyboardLeftArrow)
        #expect(field.selection.location == 1)
        screen.keyDown(.keyboardZ)
        screen.keyDown(.keyboardZ, isRepeat: true)
        screen.keyUp(.keyboardZ)
        #expect(field.text == "azzbc")
    }

    @Test("Clicks place the caret; double click selects a word, triple click everything; pointer drags and Shift-clicks select")
    func pointerSelection() {
        let (screen, window, fields) = setUp()
        defer { window.isHidden = true }
        let field = fields[0]
        field.text = "one two three"
        let start = field.convert(field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 4)!).origin, to: nil)
        let y = center(field).y
        screen.click(at: CGPoint(x: start.x + 1, y: y))
        #expect(field.isEditing)
        #expect(field.selection == NSRange(location: 4, length: 0), "the caret goes where the click landed")
        screen.advance(by: 1)
        screen.click(at: CGPoint(x: start.x + 6, y: y), count: 2)
        #expect(field.selection == NSRange(location: 4, length: 3), "the word 'two'")
        screen.advance(by: 1)
        screen.click(at: CGPoint(x: start.x + 6, y: y), count: 3)
        #expect(field.selection == NSRange(location: 0, length: 13))
        screen.advance(by: 1)

        screen.click(at: CGPoint(x: start.x + 1, y: y))
        let end = field.convert(field.caretRect(for: field.endOfDocument).origin, to: nil)
        screen.click(at: CGPoint(x: end.x + 1, y: y), modifiers: .shift)
        #expect(field.selection == NSRange(location: 4, length: 9), "Shift-click extends from the caret")
        screen.advance(by: 1)

        screen.pointerDown(at: CGPoint(x: start.x + 1, y: y))
        screen.movePointer(to: CGPoint(x: end.x + 1, y: y))
        screen.pointerUp(at: CGPoint(x: end.x + 1, y: y))
        #expect(field.selection == NSRange(location: 4, length: 9), "dragging the pointer selects")
    }

    @Test("Cut, copy, paste and select all go through the desktop clipboard; secure fields refuse to copy")
    func clipboard() {
        let (screen, window, fields) = setUp()
        defer { window.isHidden = true }
        let field = fields[0]
        field.becomeFirstResponder()
        screen.type("copy me")
        screen.press(.keyboardA, modifiers: .command)
        #expect(field.selection == NSRange(location: 0, length: 7))
        screen.press(.keyboardC, modifiers: .command)
        #expect(screen.clipboardItems.first?["public.utf8-plain-text"] == Data("copy me".utf8), "other applications see it")
        screen.press(.keyboardX, modifiers: .command)
        #expect(field.text == "")
        screen.clipboardItems = [["public.utf8-plain-text": Data("from\nanother app".utf8)]]
        screen.press(.keyboardV, modifiers: .command)
        #expect(field.text == "from another app", "pasted on one line")

        field.isSecureTextEntry = true
        field.selectAll(nil)
        #expect(!field.canPerformAction(.copy, withSender: nil) && !field.canPerformAction(.cut, withSender: nil))
        #expect(field.canPerformAction(.paste, withSender: nil))
        screen.press(.keyboardC, modifiers: .command)
        #expect(screen.clipboardItems.first?["public.utf8-plain-text"] == Data("from\nanother app".utf8), "nothing copied")
    }

    @Test("An input method's composition is marked text; committing replaces it")
    func inputMethod() {
        let (screen, window, fields) = setUp()
        defer { window.isHidden = true }
        let field = fields[0]
        let delegate = FieldDelegateLog()
        field.delegate = delegate
        field.becomeFirstResponder()
        screen.type("a")
        screen.composeText("ni")
        #expect(field.text == "ani")
        #expect(field.markedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) } == 1)
        screen.composeText("nih", caret: 3)
        #expect(field.text == "anih")
        screen.commitText("你")
        #expect(field.text == "a你")
        #expect(field.markedTextRange == nil)
        #expect(field.selection == NSRange(location: 2, length: 0))
        #expect(delegate.log.contains("change 1,2 'nih' text='ani'"), "marked text is offered to the delegate too")
        let rect = screen.textInputRect
        #expect(rect != nil && field.frame.contains(rect!.origin), "the host knows where the caret is")
    }

    @Test("(issue 45) setAttributedMarkedText on a field: the input method's attributes over the marked text; a UITextInput of one's own without it is marked plain")
    func attributedMarkedText() throws {
        let (screen, window, fields) = setUp()
        let field = try #require(fields.first)
        defer { window.isHidden = true }
        field.becomeFirstResponder()
        screen.type("a")
        let composed = NSMutableAttributedString(string: "ni", attributes: [.underlineStyle: NSNumber(value: NSUnderlineStyle([.single, .patternDot]).rawValue)])
        screen.composeText(composed)
        #expect(field.text == "ani")
        let shown = field.displayText(editing: true)
        #expect((shown.attribute(.underlineStyle, at: 1, effectiveRange: nil) as? NSNumber)?.intValue == NSUnderlineStyle([.single, .patternDot]).rawValue,
                "an error underline arrives dotted")
        field.unmarkText()
        #expect(field.displayText(editing: true).attribute(.underlineStyle, at: 1, effectiveRange: nil) == nil)

        // The protocol's default: marks the text plain through setMarkedText.
        final class PlainInput: UIView, UITextInput {
            var marked: [String?] = []
            var hasText: Bool { false }
            func insertText(_ text: String) {}
            func deleteBackward() {}
            func text(in range: UITextRange) -> String? { nil }
            func replace(_ range: UITextRange, withText text: String) {}
            var selectedTextRange: UITextRange?
            var markedTextRange: UITextRange? { nil }
            var markedTextStyle: [NSAttributedString.Key: Any]?
            func setMarkedText(_ markedText: String?, selectedRange: NSRange) { marked.append(markedText) }
            func unmarkText() {}
            var beginningOfDocument: UITextPosition { UITextPosition() }
            var endOfDocument: UITextPosition { UITextPosition() }
            func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? { nil }
            func position(from position: UITextPosition, offset: Int) -> UITextPosition? { nil }
            func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? { nil }
            func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { .orderedSame }
            func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { 0 }
            func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? { nil }
            func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? { nil }
            var inputDelegate: UITextInputDelegate?
            var tokenizer: UITextInputTokenizer { UITextInputStringTokenizer(textInput: self) }
            func firstRect(for range: UITextRange) -> CGRect { .zero }
            func caretRect(for position: UITextPosition) -> CGRect { .zero }
            func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }
            func closestPosition(to point: CGPoint) -> UITextPosition? { nil }
            func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? { nil }
            func characterRange(at point: CGPoint) -> UITextRange? { nil }
            func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection { .natural }
            func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
            override var canBecomeFirstResponder: Bool { true }
        }
        let input = PlainInput(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(input)
        input.becomeFirstResponder()
        screen.composeText(composed)
        #expect(input.marked == ["ni"])

        // An input method that asks for nothing but an underline under all its text marks it
        // through setMarkedText, which a subclass may override.
        final class Overriding: UITextField {
            var marked: [String?] = []
            override func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
                marked.append(markedText)
                super.setMarkedText(markedText, selectedRange: selectedRange)
            }
        }
        let overriding = Overriding(frame: CGRect(x: 0, y: 40, width: 200, height: 30))
        window.addSubview(overriding)
        overriding.becomeFirstResponder()
        screen.composeText(NSAttributedString(string: "ka", attributes: [.underlineStyle: NSNumber(value: NSUnderlineStyle.single.rawValue)]))
        #expect(overriding.marked == ["ka"] && overriding.text == "ka")
    }

    @Test("The clear button shows while editing with text; tapping it asks textFieldShouldClear")
    func clearButton() {
        let (screen, window, fields) = setUp()
        defer { window.isHidden = true }
        let field = fields[0]
        let delegate = FieldDelegateLog()
        field.delegate = delegate
        field.clearButtonMode = .whileEditing
        field.text = "clear me"
        field.layoutIfNeeded()
        #expect(field.clearButton.superview == nil, "not while not editing")
        field.becomeFirstResponder()
        field.layoutIfNeeded()
        #expect(field.clearButton.superview === field)
        let button = center(field.clearButton)
        delegate.allowClear = false
        screen.tap(at: button)
        #expect(field.text == "clear me")
        delegate.allowClear = true
        screen.tap(at: button)
        #expect(field.text == "" && field.isEditing)
        #expect(delegate.log.filter { $0 == "clear" }.count == 2)
        #expect(!delegate.log.contains { $0.hasPrefix("change") }, "clearing is not offered as an edit")
    }

    @Test("Long text scrolls to keep the caret in the field while editing")
    func scrolling() {
        let (screen, window, fields) = setUp()
        defer { window.isHidden = true }
        let field = fields[0]
        field.becomeFirstResponder()
        screen.type("the quick brown fox jumps over the lazy dog")
        let caret = field.caretRect(for: field.endOfDocument)
        #expect(caret.maxX <= field.bounds.maxX - 7 + 0.5 && caret.minX > field.bounds.midX, "at the right edge")
        screen.press(.keyboardHome)
        let home = field.caretRect(for: field.beginningOfDocument)
        #expect(abs(home.midX - 7) <= 1.5, "scrolled back to the start")
    }

    @Test("UITextInput positions, ranges and geometry")
    func textInput() {
        let (_, window, fields) = setUp()
        defer { window.isHidden = true }
        let field = fields[0]
        field.text = "abcdef"
        let start = field.beginningOfDocument
        let third = field.position(from: start, offset: 3)!
        #expect(field.offset(from: start, to: third) == 3)
        #expect(field.position(from: start, offset: -1) == nil && field.position(from: start, offset: 7) == nil)
        #expect(field.compare(start, to: third) == .orderedAscending)
        let range = field.textRange(from: third, to: field.endOfDocument)!
        #expect(field.text(in: range) == "def")
        field.replace(range, withText: "XY")
        #expect(field.text == "abcXY")
        field.selectedTextRange = field.textRange(from: start, to: third)
        #expect(field.selection == NSRange(location: 0, length: 3))
        let first = field.firstRect(for: field.textRange(from: start, to: third)!)
        #expect(first.width > 10 && first.height > 10)
        let caret = field.caretRect(for: third)
        #expect(abs(caret.minX + 1 - first.maxX) < 0.5)
        #expect(field.offset(from: start, to: field.closestPosition(to: CGPoint(x: caret.midX, y: caret.midY))!) == 3)
        #expect(field.text(in: field.characterRange(at: CGPoint(x: caret.midX + 2, y: caret.midY))!) == "X")
        #expect(field.position(within: range, farthestIn: .left).map { field.offset(from: start, to: $0) } == 3)
    }

    @Test("Text, attributes, placeholder and intrinsic size")
    func properties() {
        let field = UITextField()
        #expect(field.text == "", "never nil")
        #expect(field.font == UIFont.preferredFont(forTextStyle: .body))
        #expect(field.borderStyle == .none && field.clearButtonMode == .never)
        field.text = nil
        #expect(field.text == "")
        field.placeholder = "Name"
        #expect(field.attributedPlaceholder?.string == "Name")
        field.font = .systemFont(ofSize: 20)
        #expect(field.attributedPlaceholder?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 20))
        field.text = "Hi"
        #expect(field.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 20))
        let plain = field.intrinsicContentSize
        field.borderStyle = .roundedRect
        let rounded = field.intrinsicContentSize
        #expect(rounded.height > plain.height && rounded.width == plain.width + 14)
        #expect(field.typingAttributes == nil, "only while editing")
    }
}
