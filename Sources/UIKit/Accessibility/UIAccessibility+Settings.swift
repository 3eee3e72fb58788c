import Foundation

/// The user's display and motion settings, read from the desktop's (see docs/porting.md,
/// "Desktop settings"): GNOME's high contrast and its animations switch.
extension UIAccessibility {
    /// Whether the user asked for higher contrast (iOS's Increase Contrast): the desktop's
    /// high-contrast setting. The same setting makes the trait `accessibilityContrast` `.high`.
    @MainActor public static var isDarkerSystemColorsEnabled: Bool { DesktopSettings.current.prefersHighContrast }

    /// Posted when `isDarkerSystemColorsEnabled` changes.
    public static let darkerSystemColorsStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")

    /// Whether the user asked for less motion: the desktop turned animations off (GNOME's
    /// `enable-animations`, GTK's `gtk-enable-animations`). UIKit's own sliding transitions
    /// (navigation push and pop, sheets sliding up, flips) then cross-fade.
    @MainActor public static var isReduceMotionEnabled: Bool { DesktopSettings.current.reducesMotion }

    /// Posted when `isReduceMotionEnabled` changes.
    public static let reduceMotionStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")

    /// Whether sliding transitions should cross-fade instead (iOS's Reduce Motion with Prefer
    /// Cross-Fade Transitions). The desktop has a single switch, so this follows
    /// `isReduceMotionEnabled`.
    @MainActor public static var prefersCrossFadeTransitions: Bool { DesktopSettings.current.reducesMotion }

    /// Posted when `prefersCrossFadeTransitions` changes (with Reduce Motion's notification).
    public static let prefersCrossFadeTransitionsStatusDidChange =
        NSNotification.Name("UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")
}
