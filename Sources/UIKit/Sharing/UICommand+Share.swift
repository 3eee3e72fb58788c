import Foundation

/// `UICommand.propertyList` value that makes a command a Share item: in a menu — the main
/// menu or a context menu — it receives the standard Share submenu (`ShareSubmenu`).
public let UICommandTagShare = "UICommandTagShare"

extension UICommand {
    /// Whether the command is a Share item (its property list is `UICommandTagShare`).
    var isShareCommand: Bool { (propertyList as? String) == UICommandTagShare }
}

extension UIMenu {
    /// The menu as it shows from `start`: each Share item (not hidden or disabled) is the
    /// standard Share submenu for the activity items of the first responder from `start`
    /// that shares. A Share item with no such responder stays a command (greyed unless a
    /// responder performs its action). The main menu (`forMainMenu`) shows the rows last
    /// loaded while the items load again. Returns the menu itself when nothing changes.
    func resolvingShareCommands(from start: UIResponder, forMainMenu: Bool = false) -> UIMenu {
        var changed = false
        let resolved = children.map { child -> UIMenuElement in
            switch child {
            case let menu as UIMenu:
                let inner = menu.resolvingShareCommands(from: start, forMainMenu: forMainMenu)
                changed = changed || inner !== menu
                return inner
            case let command as UICommand where command.isShareCommand && command.attributes.isDisjoint(with: [.hidden, .disabled]):
                guard let submenu = ShareSubmenu.menu(for: command, from: start, showingLastRowsWhileLoading: forMainMenu) else { return command }
                changed = true
                return submenu
            default:
                return child
            }
        }
        return changed ? replacingChildren(resolved) : self
    }
}
