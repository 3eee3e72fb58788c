import Foundation

/// The desktop's appearance and accessibility settings that UIKit turns into traits and
/// `UIAccessibility` flags: the colour scheme (`userInterfaceStyle`), the text size
/// (`preferredContentSizeCategory`), high contrast (`accessibilityContrast`) and reduced
/// animations (`UIAccessibility.isReduceMotionEnabled`); and whether a middle click pastes the
/// primary selection into text, which iPadOS does not have.
///
/// A host reports the current value as `PlatformHost.desktopSettings` and calls
/// `PlatformHost.desktopSettingsHandler` when the user changes one. The GTK host reads GNOME's
/// settings (GSettings) and GTK's; the headless host's are set by tests.
package struct PlatformDesktopSettings: Hashable, Sendable {
    /// Whether the desktop asks for a dark appearance (UIKit's `userInterfaceStyle`).
    package var prefersDarkAppearance: Bool
    /// The user's text size as a `UIContentSizeCategory` raw value (`UICTContentSizeCategoryL`,
    /// the default size, unless the desktop scales text: see
    /// `contentSizeCategory(forTextScalingFactor:)`).
    package var contentSizeCategory: String
    /// Whether the desktop asks for high contrast (UIKit's `accessibilityContrast`).
    package var prefersHighContrast: Bool
    /// Whether the desktop turned animations off (UIKit's Reduce Motion).
    package var reducesMotion: Bool
    /// Whether a middle click in editable text pastes the primary selection (GNOME's
    /// `gtk-enable-primary-paste`, on unless the user turned it off).
    package var middleClickPastes: Bool

    package init(prefersDarkAppearance: Bool = false, contentSizeCategory: String = PlatformDesktopSettings.defaultContentSizeCategory,
                 prefersHighContrast: Bool = false, reducesMotion: Bool = false, middleClickPastes: Bool = true) {
        self.prefersDarkAppearance = prefersDarkAppearance
        self.contentSizeCategory = contentSizeCategory
        self.prefersHighContrast = prefersHighContrast
        self.reducesMotion = reducesMotion
        self.middleClickPastes = middleClickPastes
    }

    /// `UIContentSizeCategory.large`, iOS's default text size.
    package static let defaultContentSizeCategory = "UICTContentSizeCategoryL"

    /// The content size categories from smallest to largest, each with its body text size in
    /// points (17 at the default, Large).
    package static let bodySizes: [(category: String, points: Double)] = [
        ("UICTContentSizeCategoryXS", 14), ("UICTContentSizeCategoryS", 15), ("UICTContentSizeCategoryM", 16),
        ("UICTContentSizeCategoryL", 17), ("UICTContentSizeCategoryXL", 19), ("UICTContentSizeCategoryXXL", 21),
        ("UICTContentSizeCategoryXXXL", 23), ("UICTContentSizeCategoryAccessibilityM", 28),
        ("UICTContentSizeCategoryAccessibilityL", 33), ("UICTContentSizeCategoryAccessibilityXL", 40),
        ("UICTContentSizeCategoryAccessibilityXXL", 47), ("UICTContentSizeCategoryAccessibilityXXXL", 53),
    ]

    /// The content size category for a desktop text scaling factor (GNOME's
    /// `text-scaling-factor`, 1.0 by default, 1.25 with Large Text on): the category whose
    /// body text size is nearest to 17 points × `factor` (the larger one on a tie). So 1.0 is Large, 0.8 Extra Small,
    /// 1.25 Extra Extra Large, and from 1.5 on the accessibility sizes begin; a factor that
    /// is not a positive number is the default.
    package static func contentSizeCategory(forTextScalingFactor factor: Double) -> String {
        guard factor.isFinite, factor > 0 else { return defaultContentSizeCategory }
        let wanted = 17 * factor
        var best = bodySizes[0]
        for entry in bodySizes where abs(entry.points - wanted) <= abs(best.points - wanted) { best = entry }
        return best.category
    }
}
