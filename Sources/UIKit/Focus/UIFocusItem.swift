import CoreGraphics
import Foundation

/// An environment that can itself be focused. Views are focus items; a view takes focus when
/// `canBecomeFocused` is true.
@preconcurrency @MainActor
public protocol UIFocusItem: UIFocusEnvironment {
    var canBecomeFocused: Bool { get }
    /// In the coordinate space of the item's `focusItemContainer`'s parent (a view's superview).
    var frame: CGRect { get }
}
