import Foundation

/// The iOS 14 popover's measurements. The default content size is what devices showed for a
/// controller with no `preferredContentSize` (`presentation-adaptation-ios13.tsv`): 375×667 in
/// a regular window, 320×480 in one compact either way.
enum PopoverMetrics {
    static let arrowHeight: CGFloat = 13
    static let arrowBase: CGFloat = 36
    static let cornerRadius: CGFloat = 13
    /// `popoverLayoutMargins` by default: 10 points from each edge of the window's safe area.
    static let layoutMargin: CGFloat = 10
    /// Added above and below in a vertically compact window, as devices showed.
    static let compactHeightExtraMargin: CGFloat = 10
    static let regularDefaultContentSize = CGSize(width: 375, height: 667)
    static let compactDefaultContentSize = CGSize(width: 320, height: 480)
    static let fadeDuration: TimeInterval = 0.2
    static let resizeDuration: TimeInterval = 0.25

    /// The frame's colour when neither the popover nor its content has one: the elevated
    /// system background (white; dark grey in the dark).
    static let defaultBackgroundColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 0.173, green: 0.173, blue: 0.18, alpha: 1) : .white
    }
}
