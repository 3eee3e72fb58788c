import Foundation

/// A window's main menu as it is about to be shown: the app's commands, already validated, in
/// sections (a host draws a separator between two sections).
///
/// UIKit builds one each time the menu opens, so enabled and checked states are those of that
/// moment; the host hands back the `id` of the command the user chose.
package struct PlatformMenu: Equatable, Sendable {
    package var sections: [[PlatformMenuItem]]

    package init(sections: [[PlatformMenuItem]]) {
        self.sections = sections
    }
}

/// One row of a main menu: a command, or a submenu.
package struct PlatformMenuItem: Equatable, Sendable {
    package enum Content: Equatable, Sendable {
        case command(PlatformMenuCommand)
        case submenu(PlatformMenu)
    }

    package var title: String
    package var content: Content

    package init(title: String, content: Content) {
        self.title = title
        self.content = content
    }
}

/// A choosable row of a main menu.
package struct PlatformMenuCommand: Equatable, Sendable {
    /// Unique within one `PlatformMenu`; what the host reports when the row is chosen.
    package var id: Int
    package var isEnabled: Bool
    package var state: PlatformMenuItemState
    /// The key that performs the command without the menu, shown beside its title.
    package var shortcut: PlatformShortcut?

    package init(id: Int, isEnabled: Bool = true, state: PlatformMenuItemState = .off, shortcut: PlatformShortcut? = nil) {
        self.id = id
        self.isEnabled = isEnabled
        self.state = state
        self.shortcut = shortcut
    }
}

/// The mark beside a menu row.
package enum PlatformMenuItemState: Equatable, Sendable {
    case off, on, mixed
}

/// A keyboard shortcut as a desktop names it: modifiers and a key, the key either one
/// character ("s", "[") or one of the named keys below.
package struct PlatformShortcut: Equatable, Sendable {
    package var key: String
    package var modifiers: PlatformModifiers

    package init(key: String, modifiers: PlatformModifiers) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Named keys, spelled as X11 and GDK spell their key symbols, and how each reads.
    package static let keyNames: [String: String] = [
        "Up": "↑", "Down": "↓", "Left": "←", "Right": "→", "Escape": "Esc", "Page_Up": "Page Up", "Page_Down": "Page Down",
        "Home": "Home", "End": "End", "Delete": "Delete", "Return": "Return", "Tab": "Tab", "BackSpace": "Backspace",
        "space": "Space", "F1": "F1", "F2": "F2", "F3": "F3", "F4": "F4", "F5": "F5", "F6": "F6", "F7": "F7", "F8": "F8",
        "F9": "F9", "F10": "F10", "F11": "F11", "F12": "F12",
    ]

    /// How the shortcut reads beside a menu row and in the shortcut overlay, with Linux's
    /// names: "Ctrl+Shift+S", "Super+↑", "F9".
    package var displayText: String {
        var parts: [String] = []
        if modifiers.contains(.super) { parts.append("Super") }
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.alt) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        parts.append(Self.keyNames[key] ?? key.uppercased())
        return parts.joined(separator: "+")
    }
}
