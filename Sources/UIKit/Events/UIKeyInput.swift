import Foundation

/// A responder that takes typed text: a hardware key that no responder handles (or an input
/// method's committed text) is inserted into the first responder when it adopts this
/// protocol; Backspace deletes backward.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}
