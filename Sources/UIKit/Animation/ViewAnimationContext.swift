import Foundation

/// Records the animatable layer changes made inside an animation block and turns them into
/// Core Animation animations when the block returns.
///
/// Position, size, opacity and the other numeric properties animate additively, as UIKit has
/// since iOS 8: the model takes the new value at once and an additive animation runs from the
/// old value's offset to zero, so a second animation of the same property mid-flight blends
/// smoothly into the first. Colors and transforms replace any animation in flight, starting
/// from the model's old value — or from what is on screen with `.beginFromCurrentState`.
@MainActor
final class ViewAnimationContext {
    struct Timing {
        var duration: TimeInterval
        var delay: TimeInterval
        var curve: CAMediaTimingFunction?
        var spring: (dampingRatio: CGFloat, velocity: CGFloat)?
        var repeats = false
        var autoreverses = false
    }

    struct Change {
        weak var layer: CALayer?
        let key: String
        let from: Any?
        /// `UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)` around the change.
        var repeatModifier: RepeatModifier?
    }

    struct RepeatModifier {
        var count: CGFloat
        var autoreverses: Bool
    }

    /// The repeat modifiers of the `modifyAnimations` blocks running now, innermost last.
    static var repeatModifiers: [RepeatModifier] = []

    private(set) static var stack: [ViewAnimationContext] = []
    static var animationsEnabled = true
    private static var keyCounter = 0

    let timing: Timing
    let options: UIView.AnimationOptions
    let isDisabled: Bool
    let group: ViewAnimationGroup
    private(set) var changes: [Change] = []
    /// Whether this context only records changes for an owner that animates them itself (a
    /// property animator, a keyframe): animation blocks nested in it join it.
    var isRecordingOnly = false
    /// The completions of blocks that joined this recording, for its owner to run when its
    /// animations end.
    var joinedCompletions: [(Bool) -> Void] = []
    private var changeIndex: [String: Int] = [:]

    init(timing: Timing, options: UIView.AnimationOptions, disabled: Bool = false, group: ViewAnimationGroup) {
        self.timing = timing
        self.options = options
        isDisabled = disabled
        self.group = group
    }

    static var current: ViewAnimationContext? { stack.last }

    static func pushForRecording(_ context: ViewAnimationContext) {
        installObserver()
        stack.append(context)
    }

    static func popForRecording() {
        stack.removeLast()
    }

    /// Runs `body` with this context recording, then adds the animations.
    func run(_ body: () -> Void) {
        Self.installObserver()
        Self.stack.append(self)
        // A modifyAnimations block modifies its own animation block's animations, not those
        // of a block nested in it.
        let enclosingModifiers = Self.repeatModifiers
        Self.repeatModifiers = []
        body()
        Self.repeatModifiers = enclosingModifiers
        if options.contains(.layoutSubviews) {
            for view in views { view.layoutIfNeeded() }
        }
        Self.stack.removeLast()
        if !isDisabled { commit() }
    }

    /// The views whose layers changed, in the order they first did (laid out in that order:
    /// an order by address would differ from run to run).
    private var views: [UIView] = []
    private var viewIDs = Set<ObjectIdentifier>()

    private static var observerInstalled = false

    private static func installObserver() {
        guard !observerInstalled else { return }
        observerInstalled = true
        CALayer.animatableChangeObserver = { layer, key, old in
            guard let context = ViewAnimationContext.current, !context.isDisabled, ViewAnimationContext.animationsEnabled,
                  let view = layer.delegate as? UIView else { return }
            context.record(layer, view: view, key: key, from: old)
        }
    }

    func record(_ layer: CALayer, view: UIView, key: String, from: Any?) {
        let id = "\(ObjectIdentifier(layer).hashValue)|\(key)"
        if let index = changeIndex[id] {
            // A later change inside modifyAnimations makes the property's animation repeat.
            if let modifier = Self.repeatModifiers.last { changes[index].repeatModifier = modifier }
            return
        }
        changeIndex[id] = changes.count
        if viewIDs.insert(ObjectIdentifier(view)).inserted { views.append(view) }
        var start = from
        if options.contains(.beginFromCurrentState), layer.hasAnimation(forProperty: key) {
            let repeating = layer.hasRepeatingAnimation(forProperty: key)
            // Additive animations in flight blend on their own from what is on screen; a
            // replacing one (colors, transforms) or a repeating one (issue 44.13: not blended
            // with) gives way, the new one starting from what is on screen — computed with
            // the model value from before the block's change.
            if repeating || !Self.isAdditive(key) {
                start = layer.presentedValue(forKey: key, modelValue: from) ?? from
            }
            if repeating { layer.removeAnimations(forProperty: key) }
        }
        changes.append(Change(layer: layer, key: key, from: start, repeatModifier: Self.repeatModifiers.last))
    }

    /// Colors and transforms do not add.
    static func isAdditive(_ key: String) -> Bool {
        !["backgroundColor", "borderColor", "shadowColor", "transform"].contains(key)
    }

    private func commit() {
        let now = CACurrentMediaTime()
        for change in changes {
            guard let layer = change.layer, let view = layer.delegate as? UIView else { continue }
            let to = layer.animatableValue(forKey: change.key, presented: false)
            guard !CALayer.animatableValuesEqual(change.from, to) else { continue }
            let animation = makeAnimation(key: change.key, from: change.from, to: to)
            if let modifier = change.repeatModifier {
                animation.repeatCount = Float(modifier.count)
                animation.autoreverses = modifier.autoreverses
            }
            // A delay counts on the layer's own timeline, as `convertTime(_:from:)` gives it.
            animation.beginTime = timing.delay > 0 ? layer.convertTime(now, from: nil) + timing.delay : 0
            animation.fillMode = timing.delay > 0 ? .backwards : .removed
            animation.delegate = group
            let name: String
            if animation.isAdditive {
                Self.keyCounter += 1
                name = "uikit-\(Self.keyCounter)-\(change.key)"
            } else {
                name = change.key
            }
            group.expect(view: view, suspendingInteraction: !options.contains(.allowUserInteraction))
            layer.add(animation, forKey: name)
        }
        group.committed()
    }

    private func makeAnimation(key: String, from: Any?, to: Any?) -> CABasicAnimation {
        let animation: CABasicAnimation
        if let spring = timing.spring {
            let springAnimation = CASpringAnimation(keyPath: key)
            let zeta = max(spring.dampingRatio, 0.05)
            let omega = CGFloat(log(1000.0)) / (min(zeta, 1) * CGFloat(max(timing.duration, 0.01)))
            springAnimation.mass = 1
            springAnimation.stiffness = omega * omega
            springAnimation.damping = 2 * zeta * omega
            springAnimation.initialVelocity = spring.velocity
            animation = springAnimation
        } else {
            animation = CABasicAnimation(keyPath: key)
            animation.timingFunction = timing.curve
        }
        animation.duration = timing.duration
        if timing.repeats { animation.repeatCount = .infinity }
        animation.autoreverses = timing.autoreverses
        if Self.isAdditive(key), let offset = CALayer.additiveOffset(from: from, to: to) {
            animation.isAdditive = true
            animation.fromValue = offset
            animation.toValue = CALayer.zeroValue(like: offset)
        } else {
            animation.fromValue = from
            animation.toValue = to
        }
        return animation
    }
}

/// The animations of one block: when all have stopped, the completion runs with whether they
/// all finished, and the views they suspended take touches again.
@MainActor
final class ViewAnimationGroup: CAAnimationDelegate {
    private var remaining = 0
    private var allFinished = true
    private var completion: ((Bool) -> Void)?
    private var suspended: [WeakReference<UIView>] = []
    /// `suspended` by identity, for O(1) membership in blocks that animate many views.
    private var suspendedIndex: [ObjectIdentifier: WeakReference<UIView>] = [:]
    private var isCommitted = false
    private var isDone = false

    init(completion: ((Bool) -> Void)?) {
        self.completion = completion
    }

    func expect(view: UIView, suspendingInteraction: Bool) {
        remaining += 1
        let id = ObjectIdentifier(view)
        if suspendingInteraction, suspendedIndex[id]?.object !== view {
            let entry = WeakReference(view)
            suspended.append(entry)
            suspendedIndex[id] = entry
            view.animationSuspensionCount += 1
        }
    }

    /// Runs `extra` after the completion the group was made with.
    func addCompletion(_ extra: @escaping (Bool) -> Void) {
        let first = completion
        completion = { finished in
            first?(finished)
            extra(finished)
        }
    }

    /// The block's animations are all added: with none, the completion runs next turn.
    func committed() {
        isCommitted = true
        if remaining == 0 { finishSoon() }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        remaining -= 1
        if !flag { allFinished = false }
        if remaining == 0, isCommitted { finish() }
    }

    private func finishSoon() {
        UIKitHost.runOnNextTurn { [self] in self.finish() }
    }

    private func finish() {
        guard !isDone else { return }
        isDone = true
        for entry in suspended { entry.object?.animationSuspensionCount -= 1 }
        suspended = []
        suspendedIndex = [:]
        let completion = self.completion
        self.completion = nil
        completion?(allFinished)
    }
}

