import Foundation

/// What a rotor search found: an element, and a range of its text when the rotor finds
/// places within text (a misspelled word).
@preconcurrency @MainActor
open class UIAccessibilityCustomRotorItemResult: NSObject {
    open weak var targetElement: NSObjectProtocol?
    open var targetRange: UITextRange?

    public init(targetElement: NSObjectProtocol, targetRange: UITextRange?) {
        self.targetElement = targetElement
        self.targetRange = targetRange
    }

    /// The item the reader starts from while it is on no element.
    init(nothing: Void) {
        targetElement = nil
        targetRange = nil
    }
}
