import Foundation
import SlatePlatform

/// An object that runs animations and lets you control them while they run.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator you can add animations and completions to.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void)
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}

/// Animates view changes and lets you start, pause, scrub, reverse, stop and finish them.
///
/// The animation blocks run when the animator starts (or is first paused or scrubbed): their
/// changes become animations from the old values to the new, all following the animator's
/// timing curve over its duration. Pausing freezes them; `fractionComplete` then scrubs them —
/// linearly when `scrubsLinearly` (the default), along the curve otherwise. Reversing runs them
/// back toward where they started. Finishing (on its own, or with `finishAnimation(at:)`)
/// leaves the views at the end, the start or where they are, and calls the completions with
/// that position.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// One property change the animator animates.
    private struct Track {
        weak var layer: CALayer?
        let key: String
        let from: Any?
        let to: Any?
        /// The part of the animator's run this track covers (for animations added late).
        let start: CGFloat
    }

    open private(set) var duration: TimeInterval
    open private(set) var delay: TimeInterval = 0
    open private(set) var timingParameters: UITimingCurveProvider?

    open var isUserInteractionEnabled = true
    open var isManualHitTestingEnabled = false
    open var isInterruptible = true
    open var scrubsLinearly = true
    /// When true, the animator pauses at the end instead of finishing.
    open var pausesOnCompletion = false

    open private(set) var state: UIViewAnimatingState = .inactive

    private var pendingAnimations: [(body: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var tracks: [Track] = []
    private var views: [WeakReference<UIView>] = []
    private var running = false
    private var reversed = false
    /// Where the run started from, and when (on Core Animation's clock).
    private var anchorFraction: CGFloat = 0
    private var anchorTime: CFTimeInterval = 0
    private var endTimer: PlatformTimer?
    private let serial: Int
    private static var serialCounter = 0

    // MARK: Creating

    /// A physical spring (mass, stiffness, damping) sets its own duration: the time it takes to
    /// settle, as in UIKit; `duration` is then ignored.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        if let spring = parameters.springTimingParameters, let physical = spring.physical {
            let probe = CASpringAnimation()
            probe.mass = physical.mass
            probe.stiffness = physical.stiffness
            probe.damping = physical.damping
            probe.initialVelocity = spring.initialVelocity.dx
            self.duration = probe.settlingDuration
        } else {
            self.duration = duration
        }
        timingParameters = parameters
        Self.serialCounter += 1
        serial = Self.serialCounter
        super.init()
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator already running, like a block animation (not interruptible).
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
                                            animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.isInterruptible = false
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Animations and completions

    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations; on a running animator they start `delayFactor` of the remaining time
    /// from now and end with the rest.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        if state == .inactive {
            pendingAnimations.append((animation, delayFactor))
        } else {
            let time = CACurrentMediaTime()
            let now = fraction(at: time)
            record(animation, startingAt: now + (1 - now) * min(max(delayFactor, 0), 1))
            if running {
                // Re-anchor at the present so that the reinstalled animations carry on from here.
                anchorFraction = now
                anchorTime = max(time, anchorTime)
            }
            reinstallAnimations()
        }
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: State

    open var isRunning: Bool { running }

    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            let current = fraction(at: CACurrentMediaTime())
            reversed = newValue
            if running {
                anchorFraction = current
                anchorTime = CACurrentMediaTime()
                reinstallAnimations()
                scheduleEnd()
            }
        }
    }

    /// How far the animations have run, 0…1 in time. Setting it (on a paused or inactive
    /// animator) scrubs them.
    open var fractionComplete: CGFloat {
        get { fraction(at: CACurrentMediaTime()) }
        set {
            guard !running else { return }
            activateIfNeeded()
            anchorFraction = min(max(newValue, 0), 1)
            reinstallAnimations()
        }
    }

    private func fraction(at time: CFTimeInterval) -> CGFloat {
        guard running, duration > 0 else { return anchorFraction }
        let elapsed = CGFloat(max(0, time - anchorTime) / duration)
        return min(max(reversed ? anchorFraction - elapsed : anchorFraction + elapsed, 0), 1)
    }

    // MARK: Running

    open func startAnimation() { startAnimation(afterDelay: 0) }

    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped, !running else { return }
        self.delay = delay
        activateIfNeeded()
        running = true
        anchorTime = CACurrentMediaTime() + delay
        reinstallAnimations()
        scheduleEnd()
    }

    open func pauseAnimation() {
        guard state != .stopped else { return }
        activateIfNeeded()
        anchorFraction = fraction(at: CACurrentMediaTime())
        running = false
        endTimer?.cancel()
        endTimer = nil
        reinstallAnimations()
    }

    /// Resumes a paused animator with new timing; the remaining part takes `durationFactor` of
    /// the original duration.
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active, !running else { return }
        if let parameters { timingParameters = parameters }
        if durationFactor > 0 {
            let remaining = reversed ? anchorFraction : 1 - anchorFraction
            if remaining > 0 { duration = duration * Double(durationFactor) }
        }
        running = true
        anchorTime = CACurrentMediaTime()
        reinstallAnimations()
        scheduleEnd()
    }

    /// Stops where the views are now. Without finishing the animator becomes inactive at once
    /// and no completion runs; otherwise it is `.stopped` until `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        freezeModelAtPresentation()
        running = false
        endTimer?.cancel()
        endTimer = nil
        if withoutFinishing {
            cleanUp()
        } else {
            state = .stopped
        }
    }

    /// Ends the animator with the views at `finalPosition`, calling the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state != .inactive else { return }
        endTimer?.cancel()
        endTimer = nil
        switch finalPosition {
        case .end: setModel(atEnd: true)
        case .start: setModel(atEnd: false)
        case .current: if state == .active { freezeModelAtPresentation() }
        }
        running = false
        cleanUp()
        for completion in completions { completion(finalPosition) }
        completions = []
    }

    // MARK: Capturing block animations (interactive transitions)

    /// The animator that `UIView.animate` blocks feed into, while one captures them.
    static var capturingAnimator: UIViewPropertyAnimator?

    /// Runs `body`; the block animations it starts (and their completions) become this
    /// animator's, so that an interactive transition can scrub an animator's animations.
    func capturingBlockAnimations(_ body: () -> Void) {
        activateIfNeeded()
        let outer = Self.capturingAnimator
        Self.capturingAnimator = self
        body()
        Self.capturingAnimator = outer
    }

    func captureBlockAnimation(_ animations: () -> Void, completion: ((Bool) -> Void)?) {
        record(animations, startingAt: 0)
        if let completion { completions.append { completion($0 == .end) } }
    }

    private func activateIfNeeded() {
        guard state == .inactive else { return }
        state = .active
        for pending in pendingAnimations { record(pending.body, startingAt: pending.delayFactor) }
        pendingAnimations = []
    }

    /// Runs `body` recording its changes, which stay in the model (the end values).
    private func record(_ body: () -> Void, startingAt start: CGFloat) {
        // The animator's duration is what `UIView.inheritedAnimationDuration` reports inside.
        let context = ViewAnimationContext(timing: .init(duration: duration, delay: 0), options: [], disabled: false,
                                           group: ViewAnimationGroup(completion: nil))
        context.runRecordingOnly(body)
        for completion in context.joinedCompletions { completions.append { completion($0 == .end) } }
        for change in context.changes {
            guard let layer = change.layer, let view = layer.delegate as? UIView else { continue }
            let to = layer.animatableValue(forKey: change.key, presented: false)
            guard !CALayer.animatableValuesEqual(change.from, to) else { continue }
            tracks.append(Track(layer: layer, key: change.key, from: change.from, to: to, start: min(max(start, 0), 0.999)))
            if !views.contains(where: { $0.object === view }) {
                views.append(WeakReference(view))
                if !isUserInteractionEnabled { view.animationSuspensionCount += 1 }
            }
        }
    }

    /// Replaces the animator's layer animations with ones frozen at, or running from, the
    /// current fraction.
    private func reinstallAnimations() {
        let now = CACurrentMediaTime()
        for (index, track) in tracks.enumerated() {
            guard let layer = track.layer else { continue }
            let key = "animator-\(serial)-\(index)"
            let animation = makeAnimation(for: track)
            let span = max(0.001, 1 - track.start)
            let local = max(0, (anchorFraction - track.start) / span)
            animation.duration = duration * Double(span)
            animation.fillMode = .both
            animation.isRemovedOnCompletion = false
            if running {
                // A track added with a delay factor waits for its start when running forward.
                let wait = reversed ? 0 : Double(max(0, track.start - anchorFraction)) * duration
                animation.beginTime = layer.convertTime(max(now, anchorTime), from: nil) + wait
                animation.speed = reversed ? -1 : 1
                animation.timeOffset = Double(min(local, 1)) * animation.duration
            } else {
                animation.speed = 0
                animation.timeOffset = Double(min(local, 1)) * animation.duration
                if scrubsLinearly { animation.timingFunction = nil }
            }
            layer.add(animation, forKey: key)
        }
    }

    private func makeAnimation(for track: Track) -> CABasicAnimation {
        let animation: CABasicAnimation
        if let spring = timingParameters?.springTimingParameters {
            let constants = spring.springConstants(duration: duration)
            let springAnimation = CASpringAnimation(keyPath: track.key)
            springAnimation.mass = constants.mass
            springAnimation.stiffness = constants.stiffness
            springAnimation.damping = constants.damping
            springAnimation.initialVelocity = spring.initialVelocity.dx
            animation = springAnimation
        } else {
            animation = CABasicAnimation(keyPath: track.key)
            animation.timingFunction = timingParameters?.cubicTimingParameters?.timingFunction ?? CAMediaTimingFunction(name: .easeInEaseOut)
        }
        animation.fromValue = track.from
        animation.toValue = track.to
        return animation
    }

    /// A timer for the moment the running animations reach their end (or, reversed, start).
    private func scheduleEnd() {
        endTimer?.cancel()
        guard let host = UIKitHost.current else { return }
        let current = fraction(at: max(CACurrentMediaTime(), anchorTime))
        let remaining = reversed ? current : 1 - current
        let at = max(anchorTime, CACurrentMediaTime()) + Double(remaining) * duration
        // A running animator is kept alive until it ends, as UIKit keeps it (the timer holds it).
        endTimer = host.schedule(at: at) { [self] in self.reachedEnd() }
    }

    private func reachedEnd() {
        guard running else { return }
        if pausesOnCompletion {
            anchorFraction = reversed ? 0 : 1
            running = false
            reinstallAnimations()
            return
        }
        finishAnimation(at: reversed ? .start : .end)
    }

    // MARK: Model values

    private func setModel(atEnd: Bool) {
        UIView.performWithoutAnimation {
            for track in tracks {
                guard let layer = track.layer else { continue }
                layer.setAnimatableValue(atEnd ? track.to : track.from, forKey: track.key)
            }
        }
    }

    private func freezeModelAtPresentation() {
        var presented: [(CALayer, String, Any?)] = []
        for track in tracks {
            guard let layer = track.layer else { continue }
            presented.append((layer, track.key, layer.animatableValue(forKey: track.key, presented: true)))
        }
        UIView.performWithoutAnimation {
            for (layer, key, value) in presented { layer.setAnimatableValue(value, forKey: key) }
        }
    }

    private func cleanUp() {
        for (index, track) in tracks.enumerated() { track.layer?.removeAnimation(forKey: "animator-\(serial)-\(index)") }
        if !isUserInteractionEnabled {
            for entry in views { entry.object?.animationSuspensionCount -= 1 }
        }
        views = []
        tracks = []
        state = .inactive
        anchorFraction = 0
        reversed = false
    }
}

