import Foundation

/// A quick action: on iOS a row of the menu that a long press on the app's Home-screen icon
/// opens; on a Linux desktop a row of the menu that a secondary click on the app in the dock
/// or the launcher opens (GNOME Shell, KDE Plasma).
///
/// The desktop reads that menu from the app's installed desktop entry: its `Actions=` and one
/// `[Desktop Action]` group per action, whose `Exec=` launches the app with
/// `--slate-shortcut-item=<type>`. `slate port` writes them for the static items of
/// Info.plist's `UIApplicationShortcutItems`, which the app delegate also declares in code
/// (`UIApplicationDelegate.applicationShortcutItems`). A launch naming a type reaches the app
/// as iOS hands over a quick action: `UIScene.ConnectionOptions.shortcutItem` (scenes) or
/// `launchOptions[.shortcutItem]` (no scenes) at launch, `windowScene(_:performActionFor:
/// completionHandler:)` or `application(_:performActionFor:completionHandler:)` while the app
/// runs (UIApplication+Shortcuts.swift). Dynamic items (`UIApplication.shortcutItems`) are kept,
/// and a launch naming one performs it, but the desktop's menu never lists them (docs/porting.md).
@preconcurrency @MainActor
open class UIApplicationShortcutItem: NSObject, NSCopying, NSMutableCopying {
    var storedType: String
    var storedLocalizedTitle: String
    var storedLocalizedSubtitle: String?
    var storedIcon: UIApplicationShortcutIcon?
    var storedUserInfo: [String: NSSecureCoding]?

    public init(type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
                userInfo: [String: NSSecureCoding]?) {
        storedType = type
        storedLocalizedTitle = localizedTitle
        storedLocalizedSubtitle = localizedSubtitle
        storedIcon = icon
        storedUserInfo = userInfo
        super.init()
    }

    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil, userInfo: nil)
    }

    /// What the app's code tells its quick actions apart by (`com.example.app.search`).
    open var type: String { storedType }
    /// The action's row in the menu.
    open var localizedTitle: String { storedLocalizedTitle }
    /// A second line under the title on iOS; a desktop's action menu has one line per action
    /// and does not show it.
    open var localizedSubtitle: String? { storedLocalizedSubtitle }
    open var icon: UIApplicationShortcutIcon? { storedIcon }
    /// The app's own information; kept between launches for a dynamic item when every value
    /// is a property-list value (strings, numbers, dates, data, arrays and dictionaries of them).
    open var userInfo: [String: NSSecureCoding]? { storedUserInfo }

    // Items are the main actor's, like every UIKit object; Foundation's copying protocols are
    // not, so the copy is made on the main actor it is called from.
    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        nonisolated(unsafe) var made: UIApplicationShortcutItem?
        MainActor.assumeIsolated { made = UIApplicationShortcutItem(copying: self) }
        return made!
    }

    nonisolated public func mutableCopy(with zone: NSZone? = nil) -> Any {
        nonisolated(unsafe) var made: UIMutableApplicationShortcutItem?
        MainActor.assumeIsolated { made = UIMutableApplicationShortcutItem(copying: self) }
        return made!
    }

    convenience init(copying item: UIApplicationShortcutItem) {
        self.init(type: item.type, localizedTitle: item.localizedTitle, localizedSubtitle: item.localizedSubtitle,
                  icon: item.icon, userInfo: item.userInfo)
    }

    /// Items with the same type, texts, icon and information are equal, mutable or not.
    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIApplicationShortcutItem else { return false }
        return MainActor.assumeIsolated {
            type == other.type && localizedTitle == other.localizedTitle && localizedSubtitle == other.localizedSubtitle
                && icon == other.icon && Self.userInfo(userInfo, equals: other.userInfo)
        }
    }

    nonisolated open override var hash: Int {
        MainActor.assumeIsolated { type.hashValue ^ localizedTitle.hashValue }
    }

    private static func userInfo(_ first: [String: NSSecureCoding]?, equals second: [String: NSSecureCoding]?) -> Bool {
        switch (first, second) {
        case (nil, nil): true
        case let (first?, second?): NSDictionary(dictionary: first).isEqual(NSDictionary(dictionary: second))
        default: false
        }
    }

    open override var description: String {
        "<\(Swift.type(of: self)) type: \(type); title: \(localizedTitle)>"
    }
}
