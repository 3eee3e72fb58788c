import Foundation
import SlatePlatform
import Synchronization

/// The desktop's settings as UIKit last applied them (`PlatformDesktopSettings`): the screens'
/// traits read them, and a change — from the desktop, or a test through the headless host —
/// reaches every window, view controller and view as a trait change, then posts UIKit's
/// notifications for what changed (`UIContentSizeCategory.didChangeNotification`,
/// `UIAccessibility.darkerSystemColorsStatusDidChangeNotification`,
/// `UIAccessibility.reduceMotionStatusDidChangeNotification`).
@MainActor
enum DesktopSettings {
    /// The settings in force: the current host's, or the defaults without a host.
    private(set) static var current = PlatformDesktopSettings()

    /// Listens to `host`'s settings and takes them (a new host may report other settings).
    static func hostDidChange(_ host: PlatformHost?) {
        guard let host else {
            apply(PlatformDesktopSettings())
            return
        }
        if host.desktopSettingsHandler == nil {
            host.desktopSettingsHandler = { [weak host] settings in
                // A host that is no longer UIKit's (a test's earlier screen) speaks for nobody.
                guard let host, UIKitHost.current === host else { return }
                apply(settings)
            }
        }
        apply(host.desktopSettings)
    }

    /// Takes new settings: screens recompute their traits (which then propagate), then the
    /// notifications for each setting that changed are posted, once.
    static func apply(_ settings: PlatformDesktopSettings) {
        guard settings != current else { return }
        let previous = current
        current = settings
        contentSizeCategoryInForce.withLock { $0 = settings.contentSizeCategory }
        UIScreen.desktopSettingsDidChange()
        let center = NotificationCenter.default
        if previous.contentSizeCategory != settings.contentSizeCategory {
            let old = UIContentSizeCategory(rawValue: previous.contentSizeCategory), new = UIContentSizeCategory(rawValue: settings.contentSizeCategory)
            center.post(name: UIContentSizeCategory.didChangeNotification, object: UIApplication.sharedInstanceIfCreated,
                        userInfo: [UIContentSizeCategory.newValueUserInfoKey: new])
            if old.isAccessibilityCategory != new.isAccessibilityCategory {
                center.post(name: UILargeContentViewerInteraction.enabledStatusDidChangeNotification, object: nil)
            }
        }
        if previous.prefersHighContrast != settings.prefersHighContrast {
            center.post(name: UIAccessibility.darkerSystemColorsStatusDidChangeNotification, object: nil)
        }
        if previous.reducesMotion != settings.reducesMotion {
            center.post(name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
            center.post(name: UIAccessibility.prefersCrossFadeTransitionsStatusDidChange, object: nil)
        }
    }

    /// The text size in force (`current.contentSizeCategory`), readable on any thread: fonts
    /// are made anywhere, and a preferred font asked for outside a trait-aware method takes
    /// the user's size.
    nonisolated static var contentSizeCategory: UIContentSizeCategory {
        UIContentSizeCategory(rawValue: contentSizeCategoryInForce.withLock { $0 })
    }

    private nonisolated static let contentSizeCategoryInForce = Mutex(PlatformDesktopSettings().contentSizeCategory)
}
