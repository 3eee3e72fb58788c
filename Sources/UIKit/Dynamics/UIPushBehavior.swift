import Foundation

/// Pushes its items with a force, continuously or once. A magnitude of 1 accelerates a
/// 100 × 100-point item of density 1 at 100 points per second² (continuous), or changes its
/// velocity by 100 points per second at once (instantaneous).
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
    public enum Mode: Int, Sendable {
        /// The force acts on every step while the behavior is active.
        case continuous
        /// The force acts once, on the next step, then `active` turns false.
        case instantaneous
    }

    private var list: DynamicItemList
    private var offsets: [ObjectIdentifier: UIOffset] = [:]
    /// Whether an instantaneous push still has to be given, and to which items.
    var pendingImpulse: Set<ObjectIdentifier> = []

    public init(items: [any UIDynamicItem], mode: Mode) {
        list = DynamicItemList(items)
        self.mode = mode
        super.init()
        if mode == .instantaneous { pendingImpulse = Set(items.map { ObjectIdentifier($0) }) }
    }

    /// No items yet (`NSObject`'s initializer, which UIKit's Objective-C classes inherit).
    public convenience override init() { self.init(items: [], mode: .continuous) }

    open func addItem(_ item: any UIDynamicItem) {
        guard list.add(item) else { return }
        if mode == .instantaneous && active { pendingImpulse.insert(ObjectIdentifier(item)) }
        behaviorDidChange()
    }

    open func removeItem(_ item: any UIDynamicItem) {
        guard list.remove(item) else { return }
        offsets[ObjectIdentifier(item)] = nil
        pendingImpulse.remove(ObjectIdentifier(item))
        behaviorDidChange()
    }

    open var items: [any UIDynamicItem] { list.items }

    /// Where on the item the force acts, from its center; off-center pushes turn the item.
    open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    open func setTargetOffsetFromCenter(_ o: UIOffset, for item: any UIDynamicItem) {
        offsets[ObjectIdentifier(item)] = o
        behaviorDidChange()
    }

    public let mode: Mode

    /// Whether the push acts. Setting an instantaneous push active again pushes once more.
    open var active = true {
        didSet {
            if mode == .instantaneous {
                pendingImpulse = active ? Set(list.items.map { ObjectIdentifier($0) }) : []
            }
            behaviorDidChange()
        }
    }

    /// The force's direction and size, in UIKit Newtons; (0, 0) by default.
    open var pushDirection = CGVector.zero {
        didSet {
            if mode == .instantaneous && active { pendingImpulse = Set(list.items.map { ObjectIdentifier($0) }) }
            behaviorDidChange()
        }
    }

    open var angle: CGFloat {
        get { pushDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    open var magnitude: CGFloat {
        get { pushDirection.magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(angle: angle, magnitude: magnitude)
    }

    override var dynamicItems: [any UIDynamicItem] { list.items }

    /// The instantaneous push was given: UIKit turns the behavior inactive.
    func impulseWasApplied() {
        pendingImpulse = []
        if active { active = false }
    }
}
