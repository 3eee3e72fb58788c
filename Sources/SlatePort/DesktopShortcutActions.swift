import Foundation

/// The static quick actions of Info.plist's `UIApplicationShortcutItems` as a desktop entry's
/// actions: the menu a secondary click on the app opens in GNOME Shell's dash and KDE's task
/// manager and launcher (the Desktop Entry Specification's "Additional application actions").
///
/// Each item is one `[Desktop Action <id>]` group: `Name=` its title, `Icon=` the freedesktop
/// icon of its `UIApplicationShortcutItemIconType`, and `Exec=` the app with
/// `--slate-shortcut-item=<type>`, which UIKit hands to the app as the item (a second launch
/// hands it to the running app). The subtitle has no place in the menu; symbol and file icons
/// are not carried over (the desktop names icons from its theme).
struct DesktopShortcutActions {
    let module: String
    let items: [AppManifest.ShortcutItem]

    /// The freedesktop icon (Icon Naming Specification, as Adwaita and Breeze name them)
    /// closest to each of UIKit's quick-action icons, by Info.plist's name without its
    /// `UIApplicationShortcutIconType` prefix.
    static let freedesktopIcons: [String: String] = [
        "Compose": "document-edit", "Play": "media-playback-start", "Pause": "media-playback-pause", "Add": "list-add",
        "Location": "find-location", "Search": "edit-find", "Share": "send-to", "Prohibit": "action-unavailable",
        "Contact": "avatar-default", "Home": "go-home", "MarkLocation": "mark-location", "Favorite": "starred",
        "Love": "emblem-favorite", "Cloud": "weather-overcast", "Invitation": "mail-send", "Confirmation": "emblem-ok",
        "Mail": "mail-unread", "Message": "mail-message-new", "Date": "x-office-calendar", "Time": "preferences-system-time",
        "CapturePhoto": "camera-photo", "CaptureVideo": "camera-video", "Task": "task-due", "TaskCompleted": "checkbox-checked",
        "Alarm": "alarm", "Bookmark": "bookmark-new", "Shuffle": "media-playlist-shuffle", "Audio": "audio-x-generic",
        "Update": "view-refresh",
    ]

    /// Each item's action identifier: its type with every character outside `A-Za-z0-9-`
    /// made `-` (the specification's alphabet for identifiers), numbered when two coincide.
    var identifiers: [String] {
        var used: Set<String> = []
        return items.map { item in
            let base = String(item.type.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") ? $0 : "-" })
            var identifier = base
            var number = 2
            while used.contains(identifier) {
                identifier = "\(base)-\(number)"
                number += 1
            }
            used.insert(identifier)
            return identifier
        }
    }

    /// The `[Desktop Entry]` group's line (with its newline); none without items.
    var actionsLine: String {
        items.isEmpty ? "" : "Actions=" + identifiers.map { "\($0);" }.joined() + "\n"
    }

    /// The `[Desktop Action]` groups, each after an empty line.
    var groups: String {
        zip(items, identifiers).map { item, identifier in
            var group = "\n[Desktop Action \(identifier)]\nName=\(Self.escaped(item.title))\n"
                + "Exec=\(module) \(Self.execArgument(DesktopShortcutActions.option + item.type))\n"
            if let type = item.iconType, let icon = Self.freedesktopIcons[type] { group += "Icon=\(icon)\n" }
            return group
        }.joined()
    }

    /// UIKit's launch argument (`DesktopLaunchRequest.shortcutOption`).
    static let option = "--slate-shortcut-item="

    /// A string value as the specification escapes it.
    static func escaped(_ value: String) -> String {
        value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\n", with: "\\n")
            .replacingOccurrences(of: "\t", with: "\\t").replacingOccurrences(of: "\r", with: "\\r")
    }

    /// One argument of an `Exec=` line: quoted when it holds a reserved character (the
    /// specification's list), with `"`, `` ` ``, `$` and `\` escaped inside the quotes; `%`
    /// doubled (it starts field codes); then escaped as any string value.
    static func execArgument(_ argument: String) -> String {
        let reserved = Set(" \t\n\"'\\><~|&;$*?#()`")
        var quoted = argument
        if argument.contains(where: reserved.contains) {
            quoted = "\"" + argument.map { "\"`$\\".contains($0) ? "\\\($0)" : String($0) }.joined() + "\""
        }
        return escaped(quoted.replacingOccurrences(of: "%", with: "%%"))
    }
}
