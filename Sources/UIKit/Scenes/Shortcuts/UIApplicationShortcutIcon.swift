import Foundation

/// The icon of a quick action (`UIApplicationShortcutItem.icon`).
///
/// On the desktop a static item's icon is the `Icon=` of its `[Desktop Action]` group, which
/// `slate port` writes from Info.plist (`UIApplicationShortcutItemIconType` as the matching
/// freedesktop icon name); GNOME Shell's dock shows no icons in its menu, KDE's does. UIKit
/// gives the icon no readable properties; Slate keeps what it was made from to compare icons
/// and to keep the app's dynamic items between launches.
@preconcurrency @MainActor
open class UIApplicationShortcutIcon: NSObject, NSCopying {
    /// The system's icons for quick actions, in the SDK's order (raw values as the SDK's).
    public enum IconType: Int, Sendable, CaseIterable {
        case compose, play, pause, add, location, search, share
        case prohibit, contact, home, markLocation, favorite, love, cloud, invitation, confirmation
        case mail, message, date, time, capturePhoto, captureVideo, task, taskCompleted, alarm
        case bookmark, shuffle, audio, update
    }

    /// What the icon was made from.
    enum Source: Hashable, Sendable {
        case type(IconType)
        case templateImageName(String)
        case systemImageName(String)
    }

    nonisolated let source: Source

    /// One of the system's icons.
    public convenience init(type: IconType) {
        self.init(source: .type(type))
    }

    /// An image of the app's (an asset catalog's or a bundled file's name), drawn as a template.
    public convenience init(templateImageName: String) {
        self.init(source: .templateImageName(templateImageName))
    }

    /// An SF Symbol, by name.
    public convenience init(systemImageName: String) {
        self.init(source: .systemImageName(systemImageName))
    }

    init(source: Source) {
        self.source = source
        super.init()
    }

    /// Icons are immutable: a copy is the icon itself, as Foundation's immutable values are.
    nonisolated public func copy(with zone: NSZone? = nil) -> Any { self }

    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIApplicationShortcutIcon else { return false }
        return source == other.source
    }

    nonisolated open override var hash: Int { source.hashValue }

    open override var description: String {
        switch source {
        case .type(let type): "<UIApplicationShortcutIcon type: \(type)>"
        case .templateImageName(let name): "<UIApplicationShortcutIcon templateImageName: \(name)>"
        case .systemImageName(let name): "<UIApplicationShortcutIcon systemImageName: \(name)>"
        }
    }
}
