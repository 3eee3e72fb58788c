import Foundation

/// Told when items of a collision behavior start and stop touching each other or a boundary.
@preconcurrency @MainActor
public protocol UICollisionBehaviorDelegate: NSObjectProtocol {
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
                           with item2: any UIDynamicItem, at p: CGPoint)
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
                           with item2: any UIDynamicItem)
    /// `identifier` is nil for the reference view's bounds (`translatesReferenceBoundsIntoBoundary`).
    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint)
    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
                           withBoundaryIdentifier identifier: (any NSCopying)?)
}

extension UICollisionBehaviorDelegate {
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
                                  with item2: any UIDynamicItem, at p: CGPoint) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
                                  with item2: any UIDynamicItem) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                                  withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) {}
    public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
                                  withBoundaryIdentifier identifier: (any NSCopying)?) {}
}
