import Foundation

/// Moves an item to a point with a spring, as if snapped there; it settles at the point.
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
    let item: any UIDynamicItem

    public init(item: any UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    /// Where the item's center goes, in the reference view's coordinates.
    open var snapPoint: CGPoint { didSet { behaviorDidChange() } }

    /// 0 oscillates the most, 1 the least; 0.5 by default.
    open var damping: CGFloat = 0.5 { didSet { behaviorDidChange() } }

    override var dynamicItems: [any UIDynamicItem] { [item] }
}
