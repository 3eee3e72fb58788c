import Foundation

/// Makes its items collide with each other and with boundaries: the reference view's bounds,
/// lines and paths.
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
    /// What the items collide with.
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// With each other.
        public static let items = Mode(rawValue: 1 << 0)
        /// With the boundaries.
        public static let boundaries = Mode(rawValue: 1 << 1)
        /// With both.
        public static let everything = Mode(rawValue: .max)
    }

    /// A boundary as the behavior keeps it: its identifier and its path.
    struct Boundary {
        let identifier: any NSCopying
        let path: UIBezierPath
    }

    private var list: DynamicItemList
    private(set) var boundaries: [Boundary] = []
    /// The insets the reference view's bounds are taken in by, when they are a boundary.
    private(set) var referenceBoundsInsets: UIEdgeInsets?

    public init(items: [any UIDynamicItem]) {
        list = DynamicItemList(items)
        super.init()
    }

    /// No items yet (`NSObject`'s initializer, which UIKit's Objective-C classes inherit).
    public convenience override init() { self.init(items: []) }

    open func addItem(_ item: any UIDynamicItem) { if list.add(item) { behaviorDidChange() } }
    open func removeItem(_ item: any UIDynamicItem) { if list.remove(item) { behaviorDidChange() } }
    open var items: [any UIDynamicItem] { list.items }

    /// `.everything` by default.
    open var collisionMode: Mode = .everything { didSet { behaviorDidChange() } }

    /// Whether the reference view's bounds keep the items in.
    open var translatesReferenceBoundsIntoBoundary: Bool {
        get { referenceBoundsInsets != nil }
        set {
            referenceBoundsInsets = newValue ? .zero : nil
            behaviorDidChange()
        }
    }

    /// Keeps the items inside the reference view's bounds, inset by `insets`.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        referenceBoundsInsets = insets
        behaviorDidChange()
    }

    /// A boundary along `bezierPath` (its segments, curves flattened), replacing one with the
    /// same identifier.
    open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
        removeStoredBoundary(identifier)
        boundaries.append(Boundary(identifier: identifier, path: UIBezierPath(cgPath: bezierPath.cgPath)))
        behaviorDidChange()
    }

    /// A boundary along the line from `p1` to `p2`.
    open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }

    open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
        boundaries.first { Self.identifier($0.identifier, matches: identifier) }?.path
    }

    open func removeBoundary(withIdentifier identifier: any NSCopying) {
        if removeStoredBoundary(identifier) { behaviorDidChange() }
    }

    /// The identifiers of the boundaries added; nil when there are none.
    open var boundaryIdentifiers: [any NSCopying]? {
        boundaries.isEmpty ? nil : boundaries.map(\.identifier)
    }

    open func removeAllBoundaries() {
        boundaries.removeAll()
        behaviorDidChange()
    }

    /// Told when contacts begin and end.
    open weak var collisionDelegate: (any UICollisionBehaviorDelegate)?

    override var dynamicItems: [any UIDynamicItem] { list.items }

    @discardableResult
    private func removeStoredBoundary(_ identifier: any NSCopying) -> Bool {
        let count = boundaries.count
        boundaries.removeAll { Self.identifier($0.identifier, matches: identifier) }
        return boundaries.count != count
    }

    /// Identifiers compare as Objective-C's `isEqual:` does: by value for Foundation objects
    /// and hashable values, by identity otherwise.
    static func identifier(_ a: any NSCopying, matches b: any NSCopying) -> Bool {
        if let a = a as? NSObject, let b = b as? NSObject { return a.isEqual(b) }
        if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
        return (a as AnyObject) === (b as AnyObject)
    }
}
