import Foundation

/// How the dynamics system finds an item's outline for collisions.
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    /// The item's bounds, rotated with it.
    case rectangle
    /// The ellipse inscribed in the item's bounds.
    case ellipse
    /// The item's `collisionBoundingPath`: a convex polygon around its center.
    case path
}

/// An object UIKit Dynamics can move: its center and transform are set on every step.
///
/// `UIView` conforms; a custom object conforms by providing `center`, `bounds` and
/// `transform`. `collisionBoundsType` defaults to `.rectangle`; a view subclass overrides
/// `UIView.collisionBoundsType` (and `collisionBoundingPath` for `.path`).
@preconcurrency @MainActor
public protocol UIDynamicItem: NSObjectProtocol {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
    /// The outline collisions use; `.rectangle` unless the item says otherwise.
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// For `.path`: a convex polygon whose (0, 0) is the item's center.
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

    public var collisionBoundingPath: UIBezierPath {
        UIBezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
    }
}

extension UIView: UIDynamicItem {}

extension UICollectionViewLayoutAttributes: UIDynamicItem {}
