import Foundation

/// What a window posts as it shows, hides, and becomes or stops being the key window. The
/// notification's object is the window.
extension UIWindow {
    /// Posted when the window comes on screen: shown (`isHidden` false) in a scene that is in
    /// the foreground, or, without scenes, shown.
    public static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
    /// Posted when the window leaves the screen: hidden, or its scene gone to the background.
    public static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")
    /// Posted after `becomeKey()`, when the window has become the key window.
    public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted after `resignKey()`, when another window has become the key window; before that
    /// window's `didBecomeKeyNotification`.
    public static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
}
