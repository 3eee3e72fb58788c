import Foundation

extension UICommand {
    /// A command ready to show or perform from `start`'s responder chain: a copy of the
    /// receiver that the responder which would perform it has validated (`validate(_:)` may
    /// change its title, state and attributes), and that responder.
    ///
    /// The copy keeps validation from changing the menu the app built: each time a menu
    /// opens or a shortcut is pressed, validation starts again from the command as built.
    /// nil when no responder from `start` up can perform the action.
    func validated(from start: UIResponder) -> (command: UICommand, target: UIResponder)? {
        guard let target = start.target(forAction: action, withSender: self) as? UIResponder else { return nil }
        let copy = validationCopy()
        target.validate(copy)
        return (copy, target)
    }

}
