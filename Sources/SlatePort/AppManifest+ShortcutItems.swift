import Foundation

extension AppManifest {
    /// One entry of Info.plist's `UIApplicationShortcutItems`: a static quick action.
    struct ShortcutItem: Equatable {
        /// A `UIApplicationShortcutItemUserInfo` value the port can write in Swift.
        enum UserInfoValue: Equatable {
            case string(String)
            case integer(Int)
            case real(Double)
            case boolean(Bool)
        }

        /// `UIApplicationShortcutItemType`, with `$(…)` expanded.
        var type: String
        /// `UIApplicationShortcutItemTitle` (a key of `InfoPlist.strings` when localized: the
        /// port does not translate it).
        var title: String
        var subtitle: String?
        /// `UIApplicationShortcutItemIconType` without its prefix: `Search`, `CapturePhoto`
        /// (nil for a name that is not one of UIKit's).
        var iconType: String?
        /// `UIApplicationShortcutItemIconSymbolName`.
        var iconSymbolName: String?
        /// `UIApplicationShortcutItemIconFile`.
        var iconFile: String?
        /// `UIApplicationShortcutItemUserInfo`'s values that are strings, numbers or booleans,
        /// by key in order.
        var userInfo: [(key: String, value: UserInfoValue)] = []
        /// Its keys whose values are arrays, dictionaries, dates or data (left out of the code).
        var unportedUserInfoKeys: [String] = []

        static func == (lhs: ShortcutItem, rhs: ShortcutItem) -> Bool {
            lhs.type == rhs.type && lhs.title == rhs.title && lhs.subtitle == rhs.subtitle && lhs.iconType == rhs.iconType
                && lhs.iconSymbolName == rhs.iconSymbolName && lhs.iconFile == rhs.iconFile
                && lhs.userInfo.map(\.key) == rhs.userInfo.map(\.key) && lhs.userInfo.map(\.value) == rhs.userInfo.map(\.value)
                && lhs.unportedUserInfoKeys == rhs.unportedUserInfoKeys
        }
    }

    /// Info.plist's `UIApplicationShortcutItems`; entries without a type or title are left out
    /// (iOS ignores them too).
    static func shortcutItems(in plist: [String: Any], settings: BuildSettings) -> [ShortcutItem] {
        (plist["UIApplicationShortcutItems"] as? [[String: Any]] ?? []).compactMap { entry in
            func string(_ key: String) -> String? {
                (entry[key] as? String).map { settings.expand($0) }.flatMap { $0.isEmpty ? nil : $0 }
            }
            guard let type = string("UIApplicationShortcutItemType"), let title = string("UIApplicationShortcutItemTitle") else { return nil }
            var item = ShortcutItem(type: type, title: title, subtitle: string("UIApplicationShortcutItemSubtitle"))
            let iconPrefix = "UIApplicationShortcutIconType"
            if let icon = string("UIApplicationShortcutItemIconType") {
                // A name that is not one of UIKit's icons gives no icon, as on iOS.
                let name = icon.hasPrefix(iconPrefix) ? String(icon.dropFirst(iconPrefix.count)) : icon
                item.iconType = DesktopShortcutActions.freedesktopIcons[name] == nil ? nil : name
            }
            item.iconSymbolName = string("UIApplicationShortcutItemIconSymbolName")
            item.iconFile = string("UIApplicationShortcutItemIconFile")
            let userInfo = entry["UIApplicationShortcutItemUserInfo"] as? [String: Any] ?? [:]
            for key in userInfo.keys.sorted() {
                if let value = userInfo[key].flatMap(Self.userInfoValue) {
                    item.userInfo.append((key, value))
                } else {
                    item.unportedUserInfoKeys.append(key)
                }
            }
            return item
        }
    }

    /// A property-list scalar. A plist's `<true/>` reads as `Bool` and its numbers as `NSNumber`
    /// (which also casts to `Bool` on Linux): the number's type code tells them apart.
    private static func userInfoValue(_ raw: Any) -> ShortcutItem.UserInfoValue? {
        if let string = raw as? String { return .string(string) }
        if type(of: raw) == Bool.self, let flag = raw as? Bool { return .boolean(flag) }
        guard let number = raw as? NSNumber else { return nil }
        switch String(cString: number.objCType) {
        case "c", "B": return .boolean(number.boolValue)
        case "d", "f": return .real(number.doubleValue)
        default: return .integer(number.intValue)
        }
    }
}
