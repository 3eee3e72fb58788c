import Foundation

/// Runs UIKit Dynamics: moves the items of its behaviors with a rigid-body simulation,
/// frame by frame on the display clock (the virtual clock under the headless host), setting
/// each item's `center` and `transform`. It pauses when the items come to rest and resumes
/// when a behavior or an item changes.
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
    private var storedBehaviors: [UIDynamicBehavior] = []
    private var link: CADisplayLink?
    private var lastTimestamp: CFTimeInterval = 0
    private var accumulator = 0.0
    private var storedElapsedTime: TimeInterval = 0
    let world = DynamicsWorld()

    /// An animator for items that are `view` or its descendants; coordinates are `view`'s.
    public init(referenceView view: UIView) {
        referenceView = view
        super.init()
    }

    /// An animator for a collection view layout's attributes: coordinates are the collection
    /// view's content, whose size is the reference bounds; every step invalidates the layout,
    /// which answers with `layoutAttributesForCell(at:)` and its kin.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init()
    }

    /// The view whose coordinate system the animator works in (its bounds are the boundary
    /// `translatesReferenceBoundsIntoBoundary` adds); nil for a collection view layout's animator.
    open private(set) weak var referenceView: UIView?
    private weak var collectionViewLayout: UICollectionViewLayout?

    /// The reference bounds: the reference view's, or the layout's content.
    private var referenceBounds: CGRect? {
        if let referenceView { return referenceView.bounds }
        if let collectionViewLayout { return CGRect(origin: .zero, size: collectionViewLayout.collectionViewContentSize) }
        return nil
    }

    /// The simulated attributes of the cell at `indexPath`, if a behavior has them.
    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind && $0.indexPath == indexPath }
    }

    open func layoutAttributesForDecorationView(ofKind decorationViewKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes {
            $0.representedElementCategory == .decorationView && $0.representedElementKind == decorationViewKind && $0.indexPath == indexPath
        }
    }

    private func attributes(where matches: (UICollectionViewLayoutAttributes) -> Bool) -> UICollectionViewLayoutAttributes? {
        for behavior in storedBehaviors.flatMap(\.behaviorTree) {
            for case let attributes as UICollectionViewLayoutAttributes in behavior.dynamicItems where matches(attributes) {
                return attributes
            }
        }
        return nil
    }

    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !storedBehaviors.contains(where: { $0 === behavior }) else { return }
        if let parent = behavior.parent {
            parent.removeChildBehavior(behavior)
        } else if let other = behavior.animator, other !== self {
            other.removeBehavior(behavior)
        }
        storedBehaviors.append(behavior)
        behavior.move(to: self)
        behaviorDidChange()
    }

    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = storedBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        storedBehaviors.remove(at: index)
        behavior.move(to: nil)
        behaviorDidChange()
    }

    open func removeAllBehaviors() {
        let removed = storedBehaviors
        storedBehaviors = []
        for behavior in removed { behavior.move(to: nil) }
        behaviorDidChange()
    }

    /// The behaviors added with `addBehavior(_:)` (not their children).
    open var behaviors: [UIDynamicBehavior] { storedBehaviors }

    /// The items of the animator's behaviors whose frames meet `rect`.
    open func items(in rect: CGRect) -> [any UIDynamicItem] {
        prepareWorld()
        return world.bodies.filter { $0.frame.intersects(rect) }.map(\.item)
    }

    /// Takes the item's center, bounds and transform as they are now (after the app changed
    /// them), instead of the simulation's.
    open func updateItem(usingCurrentState item: any UIDynamicItem) {
        prepareWorld()
        world.body(for: item)?.readCurrentState()
        behaviorDidChange()
    }

    /// Whether the animator is moving items (false once they came to rest).
    open var isRunning: Bool { link != nil }

    /// Seconds of simulation the animator has run.
    open var elapsedTime: TimeInterval { storedElapsedTime }

    /// Told when the animator resumes and pauses.
    open weak var delegate: (any UIDynamicAnimatorDelegate)?

    // MARK: Running

    /// A behavior or item changed: the simulation takes it in and runs again.
    func behaviorDidChange() {
        world.needsRebuild = true
        world.wake()
        if storedBehaviors.isEmpty {
            pause()
        } else {
            resume()
        }
    }

    private func prepareWorld() {
        if world.needsRebuild { world.rebuild(behaviors: storedBehaviors) }
    }

    private func resume() {
        guard link == nil else { return }
        delegate?.dynamicAnimatorWillResume(self)
        // The delegate may have removed the behaviors.
        guard !storedBehaviors.isEmpty, link == nil else { return }
        lastTimestamp = CACurrentMediaTime()
        accumulator = 0
        let link = CADisplayLink(target: self, selector: .dynamicAnimatorFrame)
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    private func pause() {
        guard let link else { return }
        link.invalidate()
        self.link = nil
        world.stopResting()
        delegate?.dynamicAnimatorDidPause(self)
    }

    func frame(_ link: CADisplayLink) {
        let now = link.timestamp
        // A long stall (a window that was hidden) does not become a burst of steps.
        accumulator += min(max(0, now - lastTimestamp), 0.1)
        lastTimestamp = now
        let h = DynamicsWorld.timeStep
        var steps = 0
        while accumulator >= h - 1e-9 {
            accumulator -= h
            prepareWorld()
            world.step(referenceBounds: referenceBounds)
            steps += 1
        }
        guard steps > 0 else { return }
        storedElapsedTime += Double(steps) * h
        for body in world.bodies where !body.isStatic { body.writeBack() }
        collectionViewLayout?.invalidateLayout()
        for event in world.takeEvents() { event() }
        for behavior in storedBehaviors.flatMap(\.behaviorTree) { behavior.action?() }
        // With its reference view gone there is nothing left to show the motion in.
        let orphaned = referenceView == nil && collectionViewLayout == nil
        if self.link === link, orphaned || world.isAtRest(after: Double(steps) * h) { pause() }
    }
}

extension Selector {
    @MainActor static let dynamicAnimatorFrame = Selector("_dynamicAnimatorFrame:", UIDynamicAnimator.frame)
}
