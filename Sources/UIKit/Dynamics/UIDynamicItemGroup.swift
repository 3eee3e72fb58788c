import Foundation

/// Several dynamic items that move as one rigid body: behaviors given the group act on all of
/// its items together. An item belongs to at most one group an animator simulates.
@preconcurrency @MainActor
open class UIDynamicItemGroup: NSObject, UIDynamicItem {
    public let items: [any UIDynamicItem]
    /// The group's own frame of reference: moved and turned by the simulation, its items follow.
    open var center: CGPoint
    open private(set) var bounds: CGRect
    open var transform = CGAffineTransform.identity

    public init(items: [any UIDynamicItem]) {
        self.items = items
        let frames = items.map { item in
            CGRect(x: item.center.x - item.bounds.width / 2, y: item.center.y - item.bounds.height / 2,
                   width: item.bounds.width, height: item.bounds.height)
        }
        let union = frames.dropFirst().reduce(frames.first ?? .zero) { $0.union($1) }
        center = CGPoint(x: union.midX, y: union.midY)
        bounds = CGRect(origin: .zero, size: union.size)
        super.init()
    }
}
