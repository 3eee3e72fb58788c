import Foundation

/// Where a bar is, which decides the side its hairline is drawn on and whether its background
/// reaches under the status bar (`topAttached`).
public enum UIBarPosition: Int, Sendable {
    /// Unspecified: a bar at the bottom, as a toolbar on its own.
    case any = 0
    case bottom = 1
    case top = 2
    /// At the top of the window, its background extending up under the status bar area.
    case topAttached = 3
}

/// A bar that reports where it is.
@preconcurrency @MainActor
public protocol UIBarPositioning: AnyObject {
    var barPosition: UIBarPosition { get }
}

/// A bar's delegate that may say where the bar is.
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: AnyObject {
    /// Asked as the bar lays out; `.any` unless implemented.
    func position(for bar: UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    public func position(for bar: UIBarPositioning) -> UIBarPosition { .any }
}
