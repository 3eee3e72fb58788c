import Foundation

/// Block-based animation: changes made to views' animatable properties inside `animations`
/// animate, from the old values to the new (`ViewAnimationContext`). The completion runs when
/// every animation the block made has stopped — `finished` is false if one was removed or
/// replaced early — or at the next run-loop turn when the block animated nothing. Animated
/// views take no touches until then, unless `.allowUserInteraction`.
extension UIView {
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let timing = inherited(ViewAnimationContext.Timing(duration: duration, delay: delay, curve: options.curve.timingFunction,
                                                           repeats: options.contains(.repeat), autoreverses: options.contains(.autoreverse)),
                               options: options)
        runAnimations(timing: timing, options: options, animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// A spring animation: `dampingRatio` 1 settles without overshoot, lower values oscillate;
    /// `velocity` is the initial speed in units of the whole change per second. The motion
    /// settles within `duration`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        var timing = ViewAnimationContext.Timing(duration: duration, delay: delay, curve: nil, spring: (dampingRatio, velocity),
                                                 repeats: options.contains(.repeat), autoreverses: options.contains(.autoreverse))
        timing = inherited(timing, options: options)
        runAnimations(timing: timing, options: options, animations: animations, completion: completion)
    }

    /// Changes made in `actionsWithoutAnimation` do not animate, even inside an animation block.
    /// Inside an animation block, makes the animations of the changes `animations` makes
    /// repeat `count` times (fractions play part of a cycle) and, with `autoreverses`, play
    /// backward after each forward run. The views keep the values the block sets. Outside an
    /// animation block the changes simply happen.
    public class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        ViewAnimationContext.repeatModifiers.append(.init(count: max(0, count), autoreverses: autoreverses))
        defer { ViewAnimationContext.repeatModifiers.removeLast() }
        animations()
    }

    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let context = ViewAnimationContext(timing: .init(duration: 0, delay: 0), options: [], disabled: true,
                                           group: ViewAnimationGroup(completion: nil))
        context.run(actionsWithoutAnimation)
    }

    /// Turns block animations off (and on) app-wide.
    public class func setAnimationsEnabled(_ enabled: Bool) {
        ViewAnimationContext.animationsEnabled = enabled
    }

    public class var areAnimationsEnabled: Bool { ViewAnimationContext.animationsEnabled }

    /// The duration of the animation block being run, or 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval {
        guard let context = ViewAnimationContext.current, !context.isDisabled else { return 0 }
        return context.timing.duration
    }

    /// A nested block takes its enclosing block's duration and curve unless told not to.
    private class func inherited(_ timing: ViewAnimationContext.Timing, options: AnimationOptions) -> ViewAnimationContext.Timing {
        guard let outer = ViewAnimationContext.current, !outer.isDisabled else { return timing }
        var result = timing
        if !options.contains(.overrideInheritedDuration) { result.duration = outer.timing.duration }
        if !options.contains(.overrideInheritedCurve) {
            result.curve = outer.timing.curve
            result.spring = outer.timing.spring
        }
        return result
    }

    private class func runAnimations(timing: ViewAnimationContext.Timing, options: AnimationOptions, animations: () -> Void,
                                     completion: ((Bool) -> Void)?) {
        // A block inside a property animator's animations or a keyframe (even one of zero
        // duration, as views with animatable custom properties write) joins them: its changes
        // take their timing, and its completion runs when they end (issue 44.13).
        if let outer = ViewAnimationContext.current, outer.isRecordingOnly, !options.contains(.overrideInheritedDuration) {
            animations()
            if let completion { outer.joinedCompletions.append(completion) }
            return
        }
        if let capturing = UIViewPropertyAnimator.capturingAnimator {
            capturing.captureBlockAnimation(animations, completion: completion)
            return
        }
        let group = ViewAnimationGroup(completion: completion)
        let disabled = timing.duration <= 0 || !ViewAnimationContext.animationsEnabled
        ViewAnimationContext(timing: timing, options: options, disabled: disabled, group: group).run(animations)
        if disabled { group.committed() }
    }

    // MARK: Keyframes

    /// Animates through keyframes added with `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`
    /// inside `animations`: each property passes through the values its keyframes give it, at
    /// their relative times.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
                                       animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let recorder = KeyframeRecorder(duration: duration, delay: delay, options: options, completion: completion)
        recorder.run(animations)
    }

    /// A keyframe of the enclosing `animateKeyframes` block: its changes happen between
    /// `frameStartTime` and `frameStartTime + frameDuration`, both fractions of the whole.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let recorder = KeyframeRecorder.current else {
            animations()
            return
        }
        recorder.addKeyframe(start: frameStartTime, duration: frameDuration, animations: animations)
    }
}

/// Collects the keyframes of an `animateKeyframes` block and builds one keyframe animation per
/// property.
@MainActor
final class KeyframeRecorder {
    private(set) static var current: KeyframeRecorder?

    private let duration: TimeInterval
    private let delay: TimeInterval
    private let options: UIView.KeyframeAnimationOptions
    private let group: ViewAnimationGroup
    /// Per layer and property: the value before the first keyframe, then (time, value) points.
    private var tracks: [(layer: CALayer, key: String, initial: Any?, points: [(time: Double, value: Any?)])] = []

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions, completion: ((Bool) -> Void)?) {
        self.duration = duration
        self.delay = delay
        self.options = options
        group = ViewAnimationGroup(completion: completion)
    }

    func run(_ animations: () -> Void) {
        let outer = Self.current
        Self.current = self
        animations()
        Self.current = outer
        commit()
    }

    func addKeyframe(start: Double, duration frameDuration: Double, animations: () -> Void) {
        // Record which properties the keyframe changes, without animating them directly.
        let recording = ViewAnimationContext(timing: .init(duration: 0, delay: 0), options: [], disabled: false,
                                             group: ViewAnimationGroup(completion: nil))
        recording.runRecordingOnly(animations)
        for completion in recording.joinedCompletions { group.addCompletion(completion) }
        for change in recording.changes {
            guard let layer = change.layer else { continue }
            let after = layer.animatableValue(forKey: change.key, presented: false)
            let index = tracks.firstIndex { $0.layer === layer && $0.key == change.key } ?? {
                tracks.append((layer, change.key, change.from, []))
                return tracks.count - 1
            }()
            let before = tracks[index].points.last?.value ?? tracks[index].initial
            tracks[index].points.append((start, before))
            tracks[index].points.append((min(1, start + frameDuration), after))
        }
    }

    private func commit() {
        let now = CACurrentMediaTime()
        for track in tracks {
            guard let view = track.layer.delegate as? UIView else { continue }
            var times: [Double] = [0]
            var values: [Any] = [track.initial as Any]
            for point in track.points.sorted(by: { $0.time < $1.time }) {
                times.append(point.time)
                values.append(point.value as Any)
            }
            if times.last ?? 0 < 1 {
                times.append(1)
                values.append(values.last as Any)
            }
            let animation = CAKeyframeAnimation(keyPath: track.key)
            animation.values = values
            animation.keyTimes = times.map { NSNumber(value: $0) }
            animation.calculationMode = options.calculationMode
            animation.duration = duration
            // A delay counts on the layer's own timeline, as `convertTime(_:from:)` gives it.
            animation.beginTime = delay > 0 ? track.layer.convertTime(now, from: nil) + delay : 0
            animation.fillMode = delay > 0 ? .backwards : .removed
            if options.contains(.repeat) { animation.repeatCount = .infinity }
            animation.autoreverses = options.contains(.autoreverse)
            animation.delegate = group
            group.expect(view: view, suspendingInteraction: !options.contains(.allowUserInteraction))
            track.layer.add(animation, forKey: track.key)
        }
        group.committed()
    }
}

extension ViewAnimationContext {
    /// Runs `body` recording changes but adding no animations (keyframes build their own).
    func runRecordingOnly(_ body: () -> Void) {
        isRecordingOnly = true
        Self.pushForRecording(self)
        body()
        Self.popForRecording()
    }
}
