import Foundation

extension UIMenuElement {
    /// Runs the element the user chose from a menu: an action's handler, or a command sent up
    /// the responder chain from `chainStart`, the command itself as sender.
    func performChosen(from chainStart: UIResponder?) {
        switch self {
        case let action as UIAction:
            action.perform(sender: nil)
        case let command as UICommand:
            _ = UIApplication.shared.sendAction(command.action, to: nil, from: command, chainStart: chainStart)
        default:
            break
        }
    }
}
