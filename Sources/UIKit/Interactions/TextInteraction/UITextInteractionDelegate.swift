import CoreGraphics
import Foundation

/// Whether a text interaction may begin, and when it does and ends. Every method is optional.
@preconcurrency @MainActor
public protocol UITextInteractionDelegate: NSObjectProtocol {
    /// Whether a gesture at `point` (in the interaction's view) may select; true by default.
    func interactionShouldBegin(_ interaction: UITextInteraction, at point: CGPoint) -> Bool
    func interactionWillBegin(_ interaction: UITextInteraction)
    func interactionDidEnd(_ interaction: UITextInteraction)
}

extension UITextInteractionDelegate {
    public func interactionShouldBegin(_ interaction: UITextInteraction, at point: CGPoint) -> Bool { true }
    public func interactionWillBegin(_ interaction: UITextInteraction) {}
    public func interactionDidEnd(_ interaction: UITextInteraction) {}
}

/// Whether the text an interaction selects can be edited.
public enum UITextInteractionMode: Int, Sendable {
    /// A tap places the caret and begins editing (the text input becomes first responder).
    case editable
    /// A tap clears the selection; the text can be selected and copied, not typed into.
    case nonEditable
}
