import Foundation

/// The status bar's look a view controller prefers (spec SBAR-02).
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark text in light mode, light text in dark mode (iOS 13).
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}

/// How a status-bar change made in an animation block animates (spec SBAR-03).
public enum UIStatusBarAnimation: Int, Sendable {
    case none, fade, slide
}

/// What the controllers of a window ask of the status bar.
struct StatusBarAppearance: Equatable {
    var style: UIStatusBarStyle
    var isHidden: Bool
}
