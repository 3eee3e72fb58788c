import Foundation

/// Connects an item to a point, or two items to each other: a rigid rod by default, a spring
/// when `frequency` is above 0; and the sliding, fixed, pin and limit joints.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// What the attachment connects.
    public enum AttachmentType: Int, Sendable {
        /// Two items.
        case items
        /// An item and an anchor point.
        case anchor
    }

    /// The joint the attachment is.
    enum Joint {
        /// A rod or spring of `length` between the attachment points.
        case distance
        /// Translation only along an axis (in the first item's frame), no relative rotation.
        case sliding(axis: CGVector)
        /// The items welded at the anchor.
        case fixed
        /// The items turn about the anchor.
        case pin
        /// A rope: at most `length` apart.
        case limit
    }

    let joint: Joint
    let item1: any UIDynamicItem
    let item2: (any UIDynamicItem)?
    /// Attachment points on each item, from its center, in the item's own (unrotated) frame.
    let offset1: UIOffset
    let offset2: UIOffset

    init(joint: Joint, item1: any UIDynamicItem, offset1: UIOffset, item2: (any UIDynamicItem)?, offset2: UIOffset,
                 anchor: CGPoint) {
        self.joint = joint
        self.item1 = item1
        self.item2 = item2
        self.offset1 = offset1
        self.offset2 = offset2
        anchorPoint = anchor
        super.init()
        length = Self.distance(initialPoint1, initialPoint2)
    }

    /// `item`'s center attached to `point`.
    public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// The point `offset` from `item`'s center attached to `point`.
    public convenience init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        self.init(joint: .distance, item1: item, offset1: offset, item2: nil, offset2: .zero, anchor: point)
    }

    /// The centers of two items attached to each other.
    public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    public convenience init(item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset,
                            attachedTo item2: any UIDynamicItem, offsetFromCenter offset2: UIOffset) {
        self.init(joint: .distance, item1: item1, offset1: offset1, item2: item2, offset2: offset2, anchor: .zero)
    }

    /// Two items that slide relative to each other along `axis` through `point`, without turning.
    open class func slidingAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
                                      attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector) -> UIAttachmentBehavior {
        UIAttachmentBehavior(joint: .sliding(axis: axis), item1: item1, offset1: offset(of: point, in: item1),
             item2: item2, offset2: offset(of: point, in: item2), anchor: point)
    }

    /// An item that slides along `axis` through `point`, without turning.
    open class func slidingAttachment(with item: any UIDynamicItem, attachmentAnchor point: CGPoint,
                                      axisOfTranslation axis: CGVector) -> UIAttachmentBehavior {
        UIAttachmentBehavior(joint: .sliding(axis: axis), item1: item, offset1: offset(of: point, in: item), item2: nil, offset2: .zero, anchor: point)
    }

    /// Two items at most `length` apart (their initial distance), as if tied by a rope.
    open class func limitAttachment(with item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset,
                                    attachedTo item2: any UIDynamicItem, offsetFromCenter offset2: UIOffset) -> UIAttachmentBehavior {
        UIAttachmentBehavior(joint: .limit, item1: item1, offset1: offset1, item2: item2, offset2: offset2, anchor: .zero)
    }

    /// Two items fused at `point`: they move and turn as one.
    open class func fixedAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
                                    attachmentAnchor point: CGPoint) -> UIAttachmentBehavior {
        UIAttachmentBehavior(joint: .fixed, item1: item1, offset1: offset(of: point, in: item1), item2: item2, offset2: offset(of: point, in: item2), anchor: point)
    }

    /// Two items pinned together at `point`, each free to turn about it.
    open class func pinAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
                                  attachmentAnchor point: CGPoint) -> UIAttachmentBehavior {
        UIAttachmentBehavior(joint: .pin, item1: item1, offset1: offset(of: point, in: item1), item2: item2, offset2: offset(of: point, in: item2), anchor: point)
    }

    open var items: [any UIDynamicItem] { [item1] + (item2.map { [$0] } ?? []) }

    open var attachedBehaviorType: AttachmentType { item2 == nil ? .anchor : .items }

    /// The anchor point, for an attachment to a point.
    open var anchorPoint: CGPoint { didSet { behaviorDidChange() } }

    /// The distance kept between the attachment points; their initial distance by default.
    open var length: CGFloat = 0 { didSet { behaviorDidChange() } }

    /// The damping ratio of a spring attachment (1 is critical); 0 by default.
    open var damping: CGFloat = 0 { didSet { behaviorDidChange() } }

    /// The spring's frequency in Hz; 0 (the default) makes the attachment rigid.
    open var frequency: CGFloat = 0 { didSet { behaviorDidChange() } }

    /// The torque that resists the items turning about a pin; 0 by default.
    open var frictionTorque: CGFloat = 0 { didSet { behaviorDidChange() } }

    /// How far a sliding attachment may slide (points) or a pin turn (radians) from where it
    /// started; infinite by default. The range must contain 0.
    open var attachmentRange = UIFloatRange.infinite { didSet { behaviorDidChange() } }

    override var dynamicItems: [any UIDynamicItem] { items }

    // MARK: Geometry

    /// Where the attachment points were when the attachment was made.
    private var initialPoint1: CGPoint { Self.point(offset1, on: item1) }
    private var initialPoint2: CGPoint { item2.map { Self.point(offset2, on: $0) } ?? anchorPoint }

    /// `offset` from the item's center, turned with the item, in reference coordinates.
    static func point(_ offset: UIOffset, on item: any UIDynamicItem) -> CGPoint {
        let t = item.transform
        let angle = atan2(t.b, t.a)
        return CGPoint(x: item.center.x + offset.horizontal * cos(angle) - offset.vertical * sin(angle),
                       y: item.center.y + offset.horizontal * sin(angle) + offset.vertical * cos(angle))
    }

    /// `point` as an offset from the item's center in the item's own frame.
    private static func offset(of point: CGPoint, in item: any UIDynamicItem) -> UIOffset {
        let t = item.transform
        let angle = atan2(t.b, t.a)
        let dx = point.x - item.center.x, dy = point.y - item.center.y
        return UIOffset(horizontal: dx * cos(angle) + dy * sin(angle), vertical: -dx * sin(angle) + dy * cos(angle))
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }
}
