import Foundation

/// An item as Info.plist's `UIApplicationShortcutItems` writes it, which is also how the app's
/// dynamic items are kept between launches.
extension UIApplicationShortcutItem {
    enum InfoKey {
        static let type = "UIApplicationShortcutItemType"
        static let title = "UIApplicationShortcutItemTitle"
        static let subtitle = "UIApplicationShortcutItemSubtitle"
        static let iconType = "UIApplicationShortcutItemIconType"
        static let iconSymbolName = "UIApplicationShortcutItemIconSymbolName"
        static let iconFile = "UIApplicationShortcutItemIconFile"
        static let userInfo = "UIApplicationShortcutItemUserInfo"
    }

    /// The item's entry. Information that is not property-list values (strings, numbers,
    /// dates, data, arrays and dictionaries of them) is left out, with a message.
    var propertyList: [String: Any] {
        var entry: [String: Any] = [InfoKey.type: type, InfoKey.title: localizedTitle]
        if let localizedSubtitle { entry[InfoKey.subtitle] = localizedSubtitle }
        switch icon?.source {
        case .type(let iconType)?: entry[InfoKey.iconType] = iconType.infoPlistName
        case .systemImageName(let name)?: entry[InfoKey.iconSymbolName] = name
        case .templateImageName(let name)?: entry[InfoKey.iconFile] = name
        case nil: break
        }
        if let userInfo {
            if let values = Self.propertyListValue(userInfo as [String: Any]) {
                entry[InfoKey.userInfo] = values
            } else {
                UIKitLog.write("slate: the userInfo of quick action \"\(type)\" holds values that are not property-list values; it is not kept for the next launch")
            }
        }
        return entry
    }

    /// The item of an entry; nil for one without a type or title.
    convenience init?(propertyList entry: [String: Any]) {
        guard let type = entry[InfoKey.type] as? String, let title = entry[InfoKey.title] as? String else { return nil }
        var icon: UIApplicationShortcutIcon?
        if let name = entry[InfoKey.iconType] as? String, let iconType = UIApplicationShortcutIcon.IconType(infoPlistName: name) {
            icon = UIApplicationShortcutIcon(type: iconType)
        } else if let name = entry[InfoKey.iconSymbolName] as? String {
            icon = UIApplicationShortcutIcon(systemImageName: name)
        } else if let name = entry[InfoKey.iconFile] as? String {
            icon = UIApplicationShortcutIcon(templateImageName: name)
        }
        let userInfo = (entry[InfoKey.userInfo] as? [String: Any]).map { $0.compactMapValues(Self.secureCodingValue) }
        self.init(type: type, localizedTitle: title, localizedSubtitle: entry[InfoKey.subtitle] as? String, icon: icon, userInfo: userInfo)
    }

    /// `value` as a value PropertyListSerialization writes; nil if any part of it is not one.
    private static func propertyListValue(_ value: Any) -> Any? {
        switch value {
        case let number as NSNumber: return number
        case let string as String: return string
        case let date as Date: return date
        case let data as Data: return data
        case let dictionary as [String: Any]:
            var converted: [String: Any] = [:]
            for (key, element) in dictionary {
                guard let element = propertyListValue(element) else { return nil }
                converted[key] = element
            }
            return converted
        case let array as [Any]:
            var converted: [Any] = []
            for element in array {
                guard let element = propertyListValue(element) else { return nil }
                converted.append(element)
            }
            return converted
        default: return nil
        }
    }

    /// A value read from a property list as the Foundation object UIKit's userInfo holds.
    private static func secureCodingValue(_ value: Any) -> NSSecureCoding? {
        switch value {
        case let number as NSNumber: return number
        case let string as String: return NSString(string: string)
        case let date as Date: return NSDate(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate)
        case let data as Data: return NSData(data: data)
        case let dictionary as [String: Any]: return NSDictionary(dictionary: dictionary.compactMapValues(secureCodingValue))
        case let array as [Any]: return NSArray(array: array.compactMap(secureCodingValue))
        default: return nil
        }
    }
}

extension UIApplicationShortcutIcon.IconType {
    /// Info.plist's name of the icon: `UIApplicationShortcutIconTypeCapturePhoto`.
    var infoPlistName: String {
        let name = String(describing: self)
        return "UIApplicationShortcutIconType" + name.prefix(1).uppercased() + name.dropFirst()
    }

    init?(infoPlistName: String) {
        guard let type = Self.allCases.first(where: { $0.infoPlistName == infoPlistName }) else { return nil }
        self = type
    }
}
