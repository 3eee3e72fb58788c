import Foundation

/// The direction of a screen reader's scroll gesture (`accessibilityScroll(_:)`).
public enum UIAccessibilityScrollDirection: Int, Sendable {
    case right = 1
    case left
    case up
    case down
    case next
    case previous
}
