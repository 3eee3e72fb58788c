import CoreGraphics
import Foundation

/// The text selection of UIKit's text views, for a view of your own that adopts
/// `UITextInput`: a tap places the caret (`.editable`, which begins editing) or clears the
/// selection (`.nonEditable`), a double tap selects the word, a drag — a finger's after a long
/// press, a pointer's at once — selects from where it began; and the caret and the selection
/// are drawn over the view, following `selectedTextRange` as the text input reports its
/// changes to its `inputDelegate` (which the interaction sets).
///
/// Everything goes through the text input's own answers: `closestPosition(to:)`,
/// `tokenizer`, `caretRect(for:)` and `selectionRects(for:)`.
@MainActor
open class UITextInteraction: NSObject, UIInteraction {
    public let textInteractionMode: UITextInteractionMode
    open weak var delegate: UITextInteractionDelegate?
    /// The text the interaction selects in; the view it is added to, when that view adopts
    /// `UITextInput` and this is not set.
    open weak var textInput: (UIResponder & UITextInput)? {
        didSet {
            // The input given up hears the interaction no more.
            if let oldValue, oldValue !== textInput, oldValue.inputDelegate === observer { oldValue.inputDelegate = nil }
            adopt(textInput)
        }
    }

    public private(set) weak var view: UIView?

    private lazy var tap = UITapGestureRecognizer(target: self, action: Selector("handleTap:", UITextInteraction.handleTap))
    private lazy var doubleTap: UITapGestureRecognizer = {
        let recognizer = UITapGestureRecognizer(target: self, action: Selector("handleDoubleTap:", UITextInteraction.handleDoubleTap))
        recognizer.numberOfTapsRequired = 2
        return recognizer
    }()
    private lazy var pointerDrag: UIPanGestureRecognizer = {
        let recognizer = UIPanGestureRecognizer(target: self, action: Selector("handleDrag:", UITextInteraction.handleDrag))
        recognizer.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.indirectPointer.rawValue)]
        return recognizer
    }()
    private lazy var fingerDrag: UILongPressGestureRecognizer = {
        let recognizer = UILongPressGestureRecognizer(target: self, action: Selector("handleDrag:", UITextInteraction.handleDrag))
        recognizer.allowedTouchTypes = [UITouch.TouchType.direct, .pencil].map { NSNumber(value: $0.rawValue) }
        return recognizer
    }()
    private let display = TextInteractionSelectionDisplay()
    private lazy var observer = TextInteractionInputObserver(interaction: self)
    /// Where a drag began selecting from.
    private var dragAnchor: UITextPosition?

    /// An interaction for text of `mode` (UIKit's `textInteraction(for:)`).
    public init(for mode: UITextInteractionMode) {
        textInteractionMode = mode
        super.init()
        tap.require(toFail: doubleTap)
        for recognizer in recognizers { recognizer.delegate = self }
    }

    private var recognizers: [UIGestureRecognizer] { [doubleTap, tap, pointerDrag, fingerDrag] }

    /// The interaction's recognizers, for the view's own gestures to wait for.
    open var gesturesForFailureRequirements: [UIGestureRecognizer] { [tap, doubleTap] }

    // MARK: UIInteraction

    open func willMove(to view: UIView?) {
        guard let old = self.view else { return }
        for recognizer in recognizers { old.removeGestureRecognizer(recognizer) }
        display.removeFromSuperview()
        // An input taken from the view it leaves is let go with it.
        if textInput === old { textInput = nil }
    }

    open func didMove(to view: UIView?) {
        self.view = view
        guard let view else { return }
        for recognizer in recognizers { view.addGestureRecognizer(recognizer) }
        view.addSubview(display)
        if textInput == nil, let input = view as? (UIResponder & UITextInput) {
            textInput = input
        } else {
            selectionDidChange()
        }
    }

    // MARK: Following the text input

    private func adopt(_ input: (UIResponder & UITextInput)?) {
        input?.inputDelegate = observer
        selectionDidChange()
    }

    /// Draws the caret and the selection as they are now.
    func selectionDidChange() {
        guard let view, let input = textInput else {
            display.show(selection: [], caret: nil)
            return
        }
        if display.superview === view { view.bringSubviewToFront(display) }
        display.frame = view.bounds
        display.tintColor = view.tintColor
        guard let range = input.selectedTextRange else {
            display.show(selection: [], caret: nil)
            return
        }
        if range.isEmpty {
            // The caret shows while the text is being edited.
            let editing = textInteractionMode == .editable && input.isFirstResponder
            display.show(selection: [], caret: editing ? input.caretRect(for: range.start) : nil)
        } else {
            display.show(selection: input.selectionRects(for: range).map(\.rect).filter { !$0.isEmpty }, caret: nil)
        }
    }

    // MARK: Gestures

    private func handleTap(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended, let input = textInput, let view else { return }
        delegate?.interactionWillBegin(self)
        let point = recognizer.location(in: view)
        if textInteractionMode == .editable {
            if !input.isFirstResponder { _ = input.becomeFirstResponder() }
            if let position = input.closestPosition(to: point) {
                input.selectedTextRange = input.textRange(from: position, to: position)
            }
        } else {
            input.selectedTextRange = nil
        }
        selectionDidChange()
        delegate?.interactionDidEnd(self)
    }

    private func handleDoubleTap(_ recognizer: UITapGestureRecognizer) {
        guard recognizer.state == .ended, let input = textInput, let view,
              let position = input.closestPosition(to: recognizer.location(in: view)) else { return }
        delegate?.interactionWillBegin(self)
        if textInteractionMode == .editable, !input.isFirstResponder { _ = input.becomeFirstResponder() }
        let tokenizer = input.tokenizer
        let word = tokenizer.rangeEnclosingPosition(position, with: .word, inDirection: .storage(.forward))
            ?? tokenizer.rangeEnclosingPosition(position, with: .word, inDirection: .storage(.backward))
        if let word { input.selectedTextRange = word }
        selectionDidChange()
        delegate?.interactionDidEnd(self)
    }

    private func handleDrag(_ recognizer: UIGestureRecognizer) {
        guard let input = textInput, let view else { return }
        let point = recognizer.location(in: view)
        switch recognizer.state {
        case .began:
            delegate?.interactionWillBegin(self)
            if textInteractionMode == .editable, !input.isFirstResponder { _ = input.becomeFirstResponder() }
            // A pan begins once it has moved: the selection starts where the pointer went down.
            var start = point
            if let pan = recognizer as? UIPanGestureRecognizer {
                let moved = pan.translation(in: view)
                start = CGPoint(x: point.x - moved.x, y: point.y - moved.y)
            }
            dragAnchor = input.closestPosition(to: start)
            fallthrough
        case .changed:
            guard let anchor = dragAnchor, let position = input.closestPosition(to: point) else { return }
            let forward = input.compare(anchor, to: position) != .orderedDescending
            input.selectedTextRange = forward ? input.textRange(from: anchor, to: position) : input.textRange(from: position, to: anchor)
            selectionDidChange()
        case .ended, .cancelled, .failed:
            dragAnchor = nil
            delegate?.interactionDidEnd(self)
        default:
            break
        }
    }
}

extension UITextInteraction: UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard textInput != nil, let view else { return false }
        return delegate?.interactionShouldBegin(self, at: gestureRecognizer.location(in: view)) ?? true
    }
}

/// Hears the text input's changes, as the system's input delegate does, and redraws.
@MainActor
final class TextInteractionInputObserver: NSObject, UITextInputDelegate {
    private weak var interaction: UITextInteraction?

    init(interaction: UITextInteraction) {
        self.interaction = interaction
    }

    func selectionWillChange(_ textInput: UITextInput?) {}
    func selectionDidChange(_ textInput: UITextInput?) { interaction?.selectionDidChange() }
    func textWillChange(_ textInput: UITextInput?) {}
    func textDidChange(_ textInput: UITextInput?) { interaction?.selectionDidChange() }
}
