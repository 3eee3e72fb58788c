import SlatePlatform
import UIKit

/// A row of a window's main menu, as the user sees it when the menu opens: validated then.
public struct MainMenuItem: Equatable, Sendable {
    public var title: String
    /// Whether choosing it does something (false: greyed).
    public var isEnabled: Bool
    /// The mark beside it.
    public var state: UIMenuElement.State
    /// The shortcut shown beside it, as the desktop writes it ("Ctrl+Shift+S", "F9", "↑"); nil
    /// without one.
    public var shortcut: String?
    /// A submenu's sections; empty for a command.
    public var sections: [[MainMenuItem]]

    public var isSubmenu: Bool { !sections.isEmpty }

    /// The command or submenu `title` in this submenu's sections.
    public subscript(title: String) -> MainMenuItem? {
        sections.joined().first { $0.title == title }
    }

    init(_ item: PlatformMenuItem) {
        title = item.title
        switch item.content {
        case .command(let command):
            isEnabled = command.isEnabled
            state = switch command.state {
            case .off: .off
            case .on: .on
            case .mixed: .mixed
            }
            shortcut = command.shortcut?.displayText
            sections = []
        case .submenu(let menu):
            isEnabled = true
            state = .off
            shortcut = nil
            sections = menu.sections.map { $0.map(MainMenuItem.init) }
        }
    }
}
