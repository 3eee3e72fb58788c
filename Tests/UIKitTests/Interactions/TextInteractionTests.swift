import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A view of its own adopting `UITextInput`: one line, every character 10 points wide and 20
/// high, so that positions are easy to point at.
@MainActor
private final class MonoTextView: UIView, UITextInput {
    var text = "hello brave world"
    var selection: NSRange? = NSRange(location: 0, length: 0)
    weak var inputDelegate: UITextInputDelegate?
    var markedTextStyle: [NSAttributedString.Key: Any]?
    lazy var tokenizer: UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
    override var canBecomeFirstResponder: Bool { true }

    private func offset(_ position: UITextPosition) -> Int { (position as? IndexedTextPosition)?.offset ?? 0 }
    private var length: Int { (text as NSString).length }

    var hasText: Bool { !text.isEmpty }
    func insertText(_ text: String) {}
    func deleteBackward() {}
    func text(in range: UITextRange) -> String? { (text as NSString).substring(with: (range as! IndexedTextRange).range) }
    func replace(_ range: UITextRange, withText text: String) {}
    var selectedTextRange: UITextRange? {
        get { selection.map(IndexedTextRange.init) }
        set {
            inputDelegate?.selectionWillChange(self)
            selection = (newValue as? IndexedTextRange)?.range
            inputDelegate?.selectionDidChange(self)
        }
    }
    var markedTextRange: UITextRange? { nil }
    func setMarkedText(_ markedText: String?, selectedRange: NSRange) {}
    func unmarkText() {}
    var beginningOfDocument: UITextPosition { IndexedTextPosition(0) }
    var endOfDocument: UITextPosition { IndexedTextPosition(length) }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let a = offset(fromPosition), b = offset(toPosition)
        return IndexedTextRange(NSRange(location: min(a, b), length: abs(b - a)))
    }
    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let result = self.offset(position) + offset
        return (0...length).contains(result) ? IndexedTextPosition(result) : nil
    }
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        self.position(from: position, offset: direction == .left ? -offset : offset)
    }
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let a = offset(position), b = offset(other)
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { offset(toPosition) - offset(from) }
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? { range.end }
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? { nil }
    func firstRect(for range: UITextRange) -> CGRect { selectionRects(for: range).first?.rect ?? .zero }
    func caretRect(for position: UITextPosition) -> CGRect { CGRect(x: CGFloat(offset(position)) * 10, y: 0, width: 2, height: 20) }
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        let range = (range as! IndexedTextRange).range
        return [FixedSelectionRect(CGRect(x: CGFloat(range.location) * 10, y: 0, width: CGFloat(range.length) * 10, height: 20))]
    }
    func closestPosition(to point: CGPoint) -> UITextPosition? { IndexedTextPosition(min(max(0, Int((point.x / 10).rounded())), length)) }
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? { closestPosition(to: point) }
    func characterRange(at point: CGPoint) -> UITextRange? { nil }
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection { .leftToRight }
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
}

@MainActor
private final class FixedSelectionRect: UITextSelectionRect {
    private let fixed: CGRect
    init(_ rect: CGRect) { fixed = rect }
    override var rect: CGRect { fixed }
}

@MainActor
private final class InteractionLog: NSObject, UITextInteractionDelegate {
    var log: [String] = []
    var refuseRight = false
    func interactionShouldBegin(_ interaction: UITextInteraction, at point: CGPoint) -> Bool { !(refuseRight && point.x > 100) }
    func interactionWillBegin(_ interaction: UITextInteraction) { log.append("will") }
    func interactionDidEnd(_ interaction: UITextInteraction) { log.append("did") }
}

@MainActor
@Suite("UITextInteraction", .serialized, .exclusiveUIKit)
struct TextInteractionTests {
    private func makeStage(_ mode: UITextInteractionMode) -> (HeadlessScreen, UIWindow, MonoTextView, UITextInteraction, InteractionLog) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 200), scale: 1)
        let window = UIWindow()
        let view = MonoTextView(frame: CGRect(x: 0, y: 0, width: 300, height: 20))
        window.addSubview(view)
        let interaction = UITextInteraction(for: mode)
        let log = InteractionLog()
        interaction.delegate = log
        view.addInteraction(interaction)
        window.makeKeyAndVisible()
        screen.presentFrame()
        return (screen, window, view, interaction, log)
    }

    private func display(_ view: UIView) -> TextInteractionSelectionDisplay? {
        view.subviews.compactMap { $0 as? TextInteractionSelectionDisplay }.first
    }

    @Test("Editable: a tap begins editing with the caret where it lands, drawn; a double tap selects the word, drawn in the tint")
    func editable() throws {
        let (screen, window, view, interaction, log) = makeStage(.editable)
        defer { window.isHidden = true }
        #expect(interaction.textInput === view && interaction.view === view && interaction.textInteractionMode == .editable)
        #expect(interaction.gesturesForFailureRequirements.count == 2)
        screen.tap(at: CGPoint(x: 31, y: 10))
        screen.advance(by: 0.5)
        #expect(view.isFirstResponder && view.selection == NSRange(location: 3, length: 0))
        let overlay = try #require(display(view))
        #expect(overlay.caretRect == CGRect(x: 30, y: 0, width: 2, height: 20))
        #expect(log.log == ["will", "did"])
        screen.tap(at: CGPoint(x: 84, y: 10), count: 2)
        screen.advance(by: 0.5)
        #expect(view.selection == NSRange(location: 6, length: 5), "brave")
        #expect(overlay.selectionRects == [CGRect(x: 60, y: 0, width: 50, height: 20)] && overlay.caretRect == nil)
        // The app changing the selection redraws it (through the input delegate).
        view.selectedTextRange = IndexedTextRange(NSRange(location: 0, length: 5))
        #expect(overlay.selectionRects == [CGRect(x: 0, y: 0, width: 50, height: 20)])
    }

    @Test("The interaction lets go of an input's inputDelegate when it takes another input or leaves the view it took the input from")
    func releasesTheInputDelegate() {
        let (_, window, view, interaction, _) = makeStage(.editable)
        defer { window.isHidden = true }
        #expect(view.inputDelegate != nil)
        let other = MonoTextView(frame: CGRect(x: 0, y: 40, width: 300, height: 20))
        window.addSubview(other)
        interaction.textInput = other
        #expect(view.inputDelegate == nil && other.inputDelegate != nil)
        interaction.textInput = view
        view.removeInteraction(interaction)
        #expect(view.inputDelegate == nil && interaction.textInput == nil)
        #expect(other.inputDelegate == nil, "let go when the interaction took the view back")
    }

    @Test("A pointer drag selects from where it began; non-editable: a tap clears the selection without editing; the delegate can refuse")
    func dragAndNonEditable() {
        let (screen, window, view, _, log) = makeStage(.nonEditable)
        defer { window.isHidden = true }
        screen.pointerDown(at: CGPoint(x: 120, y: 10))
        for x in stride(from: 110, through: 60, by: -10) { screen.movePointer(to: CGPoint(x: x, y: 10)); screen.advance(by: 1.0 / 60) }
        screen.pointerUp(at: CGPoint(x: 60, y: 10))
        #expect(view.selection == NSRange(location: 6, length: 6))
        #expect(!view.isFirstResponder)
        screen.advance(by: 1)
        screen.tap(at: CGPoint(x: 20, y: 10))
        screen.advance(by: 0.5)
        #expect(view.selection == nil && !view.isFirstResponder)
        log.refuseRight = true
        log.log = []
        screen.tap(at: CGPoint(x: 200, y: 10), count: 2)
        screen.advance(by: 0.5)
        #expect(view.selection == nil && log.log.isEmpty)
    }
}
