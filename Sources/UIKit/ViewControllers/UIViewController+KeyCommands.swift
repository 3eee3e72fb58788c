import Foundation

/// Key commands a controller offers without overriding `keyCommands` (spec KEY-01).
extension UIViewController {
    /// Offers `keyCommand` while the controller is in the responder chain of the key window's
    /// first responder, besides whatever `keyCommands` returns. Adding a command already added
    /// adds it again; lookup uses the first match.
    public func addKeyCommand(_ keyCommand: UIKeyCommand) {
        addedKeyCommands.append(keyCommand)
    }

    /// Stops offering the most recently added command equal to `keyCommand` — the same object,
    /// or one with the same input, modifiers and action. Commands from `keyCommands` are not
    /// affected.
    public func removeKeyCommand(_ keyCommand: UIKeyCommand) {
        guard let index = addedKeyCommands.lastIndex(where: { $0 === keyCommand || $0.isSameShortcut(as: keyCommand) }) else { return }
        addedKeyCommands.remove(at: index)
    }
}

extension UIKeyCommand {
    func isSameShortcut(as other: UIKeyCommand) -> Bool {
        input == other.input && modifierFlags == other.modifierFlags && action == other.action
    }
}
