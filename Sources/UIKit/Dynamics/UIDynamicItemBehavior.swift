import Foundation

/// The physical properties of its items (elasticity, friction, density, resistance, charge,
/// anchoring, rotation) and a way to give them velocity.
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
    private var list: DynamicItemList
    /// Velocity added before the items are simulated (applied at the next step).
    var pendingLinearVelocity: [ObjectIdentifier: CGPoint] = [:]
    var pendingAngularVelocity: [ObjectIdentifier: CGFloat] = [:]

    public init(items: [any UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    /// No items yet (`NSObject`'s initializer, which UIKit's Objective-C classes inherit).
    public convenience override init() { self.init(items: []) }

    open func addItem(_ item: any UIDynamicItem) { if list.add(item) { behaviorDidChange() } }

    open func removeItem(_ item: any UIDynamicItem) {
        guard list.remove(item) else { return }
        pendingLinearVelocity[ObjectIdentifier(item)] = nil
        pendingAngularVelocity[ObjectIdentifier(item)] = nil
        behaviorDidChange()
    }

    open var items: [any UIDynamicItem] { list.items }

    /// How much speed a collision keeps: 0 (none, the default) to 1 (all).
    open var elasticity: CGFloat = 0 { didSet { behaviorDidChange() } }
    /// How much items resist sliding along each other; 0 by default.
    open var friction: CGFloat = 0 { didSet { behaviorDidChange() } }
    /// Mass per area: a 100 × 100-point item of density 1 has a mass of 1; 1 by default.
    open var density: CGFloat = 1 { didSet { behaviorDidChange() } }
    /// Linear damping: 0 (none, the default) and up.
    open var resistance: CGFloat = 0 { didSet { behaviorDidChange() } }
    /// Angular damping: 0 (none, the default) and up.
    open var angularResistance: CGFloat = 0 { didSet { behaviorDidChange() } }
    /// How electric and magnetic fields act on the items; 0 by default.
    open var charge: CGFloat = 0 { didSet { behaviorDidChange() } }
    /// Anchored items take part in collisions but never move.
    open var isAnchored = false { didSet { behaviorDidChange() } }
    /// Whether the items may turn; true by default.
    open var allowsRotation = true { didSet { behaviorDidChange() } }

    /// Adds `velocity` (points per second) to the item's velocity.
    open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
        guard list.contains(item), velocity.x.isFinite, velocity.y.isFinite else { return }
        if let body = animator?.world.body(for: item) {
            body.velocity = body.velocity + Vector2(velocity)
        } else {
            let key = ObjectIdentifier(item)
            let old = pendingLinearVelocity[key] ?? .zero
            pendingLinearVelocity[key] = CGPoint(x: old.x + velocity.x, y: old.y + velocity.y)
        }
        behaviorDidChange()
    }

    /// The item's velocity in points per second (zero when it is not being simulated).
    open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
        guard list.contains(item) else { return .zero }
        if let body = animator?.world.body(for: item) { return body.velocity.point }
        return pendingLinearVelocity[ObjectIdentifier(item)] ?? .zero
    }

    /// Adds `velocity` (radians per second) to the item's angular velocity.
    open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
        guard list.contains(item), velocity.isFinite else { return }
        if let body = animator?.world.body(for: item) {
            body.angularVelocity += Double(velocity)
        } else {
            pendingAngularVelocity[ObjectIdentifier(item), default: 0] += velocity
        }
        behaviorDidChange()
    }

    open func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
        guard list.contains(item) else { return 0 }
        if let body = animator?.world.body(for: item) { return CGFloat(body.angularVelocity) }
        return pendingAngularVelocity[ObjectIdentifier(item)] ?? 0
    }

    override var dynamicItems: [any UIDynamicItem] { list.items }
}
