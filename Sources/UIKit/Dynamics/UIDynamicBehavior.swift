import Foundation

/// A piece of physics a dynamic animator applies to items: gravity, collisions, pushes,
/// attachments, snaps, fields and item properties are subclasses; a behavior of this class
/// composes others (`addChildBehavior(_:)`) and runs `action` on every animation step.
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    private var children: [UIDynamicBehavior] = []
    weak var parent: UIDynamicBehavior?
    /// Set on the behavior and its children while they are in an animator.
    weak var animator: UIDynamicAnimator?

    public override init() {
        super.init()
    }

    /// Adds `behavior` as a child: it acts while this behavior is in an animator.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior !== self, !children.contains(where: { $0 === behavior }) else { return }
        behavior.parent?.removeChildBehavior(behavior)
        children.append(behavior)
        behavior.parent = self
        if let animator { behavior.move(to: animator) }
        behaviorDidChange()
    }

    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = children.firstIndex(where: { $0 === behavior }) else { return }
        children.remove(at: index)
        behavior.parent = nil
        if animator != nil { behavior.move(to: nil) }
        behaviorDidChange()
    }

    /// The behaviors added with `addChildBehavior(_:)`, in order.
    open var childBehaviors: [UIDynamicBehavior] { children }

    /// Runs on every animation step while the behavior is in a running animator, after the
    /// items have moved.
    open var action: (() -> Void)?

    /// Called before the behavior joins an animator, and with nil before it leaves.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// The animator the behavior (or the behavior it is a child of) was added to.
    open var dynamicAnimator: UIDynamicAnimator? { animator }

    // MARK: Internal

    /// The items this behavior itself acts on (not its children's).
    var dynamicItems: [any UIDynamicItem] { [] }

    /// The behavior and its descendants, depth first.
    var behaviorTree: [UIDynamicBehavior] { [self] + children.flatMap(\.behaviorTree) }

    func move(to newAnimator: UIDynamicAnimator?) {
        willMove(to: newAnimator)
        animator = newAnimator
        for child in children { child.move(to: newAnimator) }
    }

    /// Something the simulation reads changed: the animator rebuilds what it needs and resumes.
    func behaviorDidChange() {
        animator?.behaviorDidChange()
    }
}

/// A list of dynamic items compared by identity, as the behaviors keep them.
struct DynamicItemList {
    private(set) var items: [any UIDynamicItem] = []

    init(_ items: [any UIDynamicItem] = []) {
        for item in items { _ = add(item) }
    }

    /// Adds `item` unless it is already there; returns whether it was added.
    mutating func add(_ item: any UIDynamicItem) -> Bool {
        guard !contains(item) else { return false }
        items.append(item)
        return true
    }

    mutating func remove(_ item: any UIDynamicItem) -> Bool {
        guard let index = items.firstIndex(where: { $0 === item }) else { return false }
        items.remove(at: index)
        return true
    }

    func contains(_ item: any UIDynamicItem) -> Bool { items.contains { $0 === item } }
}
