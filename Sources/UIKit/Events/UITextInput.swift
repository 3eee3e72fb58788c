import Foundation

/// A place in a text input's text. Each text input defines its own subclass.
@preconcurrency @MainActor
open class UITextPosition: NSObject {}

/// A span of a text input's text, from `start` to `end`.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    open var isEmpty: Bool { false }
    open var start: UITextPosition { UITextPosition() }
    open var end: UITextPosition { UITextPosition() }
}

/// Directions through text as laid out.
public enum UITextLayoutDirection: Int, Sendable {
    case right = 2, left, up, down
}

/// Directions through text as stored.
public enum UITextStorageDirection: Int, Sendable {
    case forward, backward
}

/// One rectangle of a selection's highlight.
@preconcurrency @MainActor
open class UITextSelectionRect: NSObject {
    open var rect: CGRect { .zero }
    open var writingDirection: NSWritingDirection { .natural }
    open var containsStart: Bool { false }
    open var containsEnd: Bool { false }
    open var isVertical: Bool { false }
}

/// Told by a text input when its text or selection changes outside the input system's doing.
@preconcurrency @MainActor
public protocol UITextInputDelegate: AnyObject {
    func selectionWillChange(_ textInput: UITextInput?)
    func selectionDidChange(_ textInput: UITextInput?)
    func textWillChange(_ textInput: UITextInput?)
    func textDidChange(_ textInput: UITextInput?)
}

/// A responder with editable text, selection and marked (being-composed) text, which input
/// methods can work with.
///
/// Slate's input path uses it: committed text and keys go through `insertText(_:)` and
/// `deleteBackward()`; an input method's preedit arrives as marked text
/// (`setMarkedText(_:selectedRange:)`), and its candidate window is placed at
/// `caretRect(for:)`. Writing-direction overrides are not part of Slate's protocol
/// (docs/porting.md).
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)

    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    func unmarkText()

    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?

    var inputDelegate: UITextInputDelegate? { get set }
    var tokenizer: UITextInputTokenizer { get }

    func firstRect(for range: UITextRange) -> CGRect
    func caretRect(for position: UITextPosition) -> CGRect
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    func closestPosition(to point: CGPoint) -> UITextPosition?
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    func characterRange(at point: CGPoint) -> UITextRange?

    /// The writing direction of the paragraph at `position` (of the character before it when
    /// `direction` is `.backward`).
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    /// Sets the writing direction of the paragraphs `range` touches.
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)

    // Optional in UIKit: defaults below.

    /// Whether the text in `range` may be replaced; a text view or field asks its delegate.
    func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool
    /// The attributes of the text at `position`, looking forward or backward.
    func textStyling(at position: UITextPosition, in direction: UITextStorageDirection) -> [NSAttributedString.Key: Any]?
    /// `position`'s distance from the start of `range`.
    func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int
    /// The view the text is drawn in, which the input system's coordinates refer to.
    var textInputView: UIView { get }
    /// Types `text`; the input system offers `alternatives` for it (Slate has no such list:
    /// the text is typed, the alternatives are dropped).
    func insertText(_ text: String, alternatives: [String], style: UITextAlternativeStyle)
    /// Marks text drawn with `markedText`'s attributes (an input method's clause underlines);
    /// without its own version, the text is marked plain through `setMarkedText(_:selectedRange:)`.
    func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange)
    /// Which line a caret at a soft line break stands on: backward, the end of the line before
    /// it; forward, the start of the next.
    var selectionAffinity: UITextStorageDirection { get set }
}

/// How text with alternatives is marked.
public enum UITextAlternativeStyle: Int, Sendable {
    case none
    case lowConfidence
}

extension UITextInput {
    public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool { true }
    public func textStyling(at position: UITextPosition, in direction: UITextStorageDirection) -> [NSAttributedString.Key: Any]? { nil }
    public func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int {
        offset(from: range.start, to: position)
    }
    /// The input itself when it is a view; else a detached view at the origin.
    public var textInputView: UIView { (self as? UIView) ?? UIView(frame: .zero) }
    public func insertText(_ text: String, alternatives: [String], style: UITextAlternativeStyle) { insertText(text) }
    public func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange) {
        setMarkedText(markedText?.string, selectedRange: selectedRange)
    }
    /// An input without its own affinity (the property is optional in UIKit): forward, the
    /// affinity UIKit assumes for it, whatever is set.
    public var selectionAffinity: UITextStorageDirection {
        get { .forward }
        set {}
    }
}
