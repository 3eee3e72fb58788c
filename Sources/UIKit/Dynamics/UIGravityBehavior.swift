import Foundation

/// Accelerates its items in one direction, whatever their mass: a magnitude of 1 is
/// 1000 points per second², downward by default.
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
    private var list: DynamicItemList

    public init(items: [any UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    public convenience override init() { self.init(items: []) }

    open func addItem(_ item: any UIDynamicItem) { if list.add(item) { behaviorDidChange() } }
    open func removeItem(_ item: any UIDynamicItem) { if list.remove(item) { behaviorDidChange() } }
    open var items: [any UIDynamicItem] { list.items }

    /// The acceleration, in units of 1000 points per second²; (0, 1) by default.
    open var gravityDirection = CGVector(dx: 0, dy: 1) { didSet { behaviorDidChange() } }

    /// The direction's angle in radians (clockwise from the x-axis, as UIKit's y points down).
    open var angle: CGFloat {
        get { gravityDirection.angle }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// The direction's length.
    open var magnitude: CGFloat {
        get { gravityDirection.magnitude }
        set { setAngle(angle, magnitude: newValue) }
    }

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(angle: angle, magnitude: magnitude)
    }

    override var dynamicItems: [any UIDynamicItem] { list.items }
}
