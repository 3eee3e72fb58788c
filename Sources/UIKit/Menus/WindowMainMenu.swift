import Foundation
import SlatePlatform

/// One window's view of the app's main menu (`UIMenuSystem.main`): what the host shows when
/// the user opens the window's menu, and what runs when they choose a row.
///
/// The menu is read at each opening, so it is validated then, from the window's first
/// responder: a command is enabled when a responder up the chain can perform its action, and
/// that responder's `validate(_:)` sees a copy of it first and may change its title, state and
/// attributes (`.hidden` removes the row, `.disabled` greys it). A command no responder can
/// perform shows greyed, as on Mac Catalyst.
///
/// Layout follows GNOME's primary menu: the app's menus (File, Edit, Format, View, Window,
/// Help — those with something in them) are submenus of the first section, and the
/// Application menu's contents (About, Preferences) are the sections after it.
@MainActor
final class WindowMainMenu {
    private unowned let window: UIWindow
    /// The elements of the menu last opened, by the id its rows carry.
    private var elements: [Int: UIMenuElement] = [:]

    init(window: UIWindow) {
        self.window = window
    }

    /// The menu as the user sees it now.
    func menu() -> PlatformMenu {
        elements = [:]
        let start = window.responderForKeyEvents
        ShareSubmenu.keepRemembered(for: start.sharingResponder)
        var appMenus: [PlatformMenuItem] = []
        var trailing: [[PlatformMenuItem]] = []
        for element in UIMenuSystem.main.rootMenu.resolvingShareCommands(from: start, forMainMenu: true).children {
            if let menu = element as? UIMenu, menu.identifier == .application {
                trailing += sections(of: menu.children, from: start)
            } else if let item = item(for: element, from: start) {
                appMenus.append(item)
            }
        }
        return PlatformMenu(sections: ([appMenus] + trailing).filter { !$0.isEmpty })
    }

    /// Runs the row `id` of the menu last opened: an action's handler, or a command sent up
    /// the responder chain from the window's first responder.
    func choose(_ id: Int) {
        elements[id]?.performChosen(from: window.responderForKeyEvents)
    }

    /// Children in sections: an inline menu is a section of its own (an inline menu inside
    /// it, one more), the elements between inline menus another.
    private func sections(of children: [UIMenuElement], from start: UIResponder) -> [[PlatformMenuItem]] {
        var result: [[PlatformMenuItem]] = []
        var current: [PlatformMenuItem] = []
        // A deferred element shows what it has at hand: the main menu has no loading rows.
        let expanded = children.flatMap { child in (child as? UIDeferredMenuElement).map { $0.elementsAtHand() ?? [] } ?? [child] }
        for child in expanded {
            if let menu = child as? UIMenu, menu.options.contains(.displayInline) {
                result.append(current)
                current = []
                result += sections(of: menu.children, from: start)
            } else if let item = item(for: child, from: start) {
                current.append(item)
            }
        }
        result.append(current)
        return result.filter { !$0.isEmpty }
    }

    /// A row for `element`; nil for one not shown (hidden, an empty submenu).
    private func item(for element: UIMenuElement, from start: UIResponder) -> PlatformMenuItem? {
        switch element {
        case let menu as UIMenu:
            let inner = sections(of: menu.children, from: start)
            guard !inner.isEmpty else { return nil }
            return PlatformMenuItem(title: menu.title, content: .submenu(PlatformMenu(sections: inner)))
        case let command as UICommand:
            let validated = command.validated(from: start)
            let shown = validated?.command ?? command
            guard !shown.attributes.contains(.hidden) else { return nil }
            let id = register(shown)
            let row = PlatformMenuCommand(id: id, isEnabled: validated != nil && !shown.attributes.contains(.disabled),
                                          state: Self.platformState(shown.state),
                                          shortcut: (shown as? UIKeyCommand)?.desktopShortcut)
            return PlatformMenuItem(title: shown.title, content: .command(row))
        case let action as UIAction:
            guard !action.attributes.contains(.hidden) else { return nil }
            let row = PlatformMenuCommand(id: register(action), isEnabled: !action.attributes.contains(.disabled),
                                          state: Self.platformState(action.state))
            return PlatformMenuItem(title: action.title, content: .command(row))
        default:
            return nil
        }
    }

    private func register(_ element: UIMenuElement) -> Int {
        let id = elements.count + 1
        elements[id] = element
        return id
    }

    private static func platformState(_ state: UIMenuElement.State) -> PlatformMenuItemState {
        switch state {
        case .off: .off
        case .on: .on
        case .mixed: .mixed
        }
    }
}
