import Foundation

/// A quick action whose properties can change: make one, or `mutableCopy()` an item, change it
/// and put it back in `UIApplication.shared.shortcutItems`.
@preconcurrency @MainActor
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem {
    open override var type: String {
        get { storedType }
        set { storedType = newValue }
    }

    open override var localizedTitle: String {
        get { storedLocalizedTitle }
        set { storedLocalizedTitle = newValue }
    }

    open override var localizedSubtitle: String? {
        get { storedLocalizedSubtitle }
        set { storedLocalizedSubtitle = newValue }
    }

    open override var icon: UIApplicationShortcutIcon? {
        get { storedIcon }
        set { storedIcon = newValue }
    }

    open override var userInfo: [String: NSSecureCoding]? {
        get { storedUserInfo }
        set { storedUserInfo = newValue }
    }
}
