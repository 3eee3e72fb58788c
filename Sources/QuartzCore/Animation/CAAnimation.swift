import Foundation

/// An animation of layer properties over time.
///
/// Timing follows Core Animation: the animation starts at `beginTime` (the time it was added,
/// when 0), runs `duration` seconds (0.25 when 0) per cycle, `repeatCount` times (or for
/// `repeatDuration`), playing each cycle backwards too when `autoreverses`. Local time is
/// `(now − beginTime) × speed + timeOffset`; `fillMode` decides what shows outside the active
/// time. When it ends it is removed from its layer (`isRemovedOnCompletion`) and its delegate —
/// which the animation keeps alive, as Core Animation does — hears `animationDidStop(_:finished:)`.
///
/// Adding an animation to a layer adds a copy; changing it afterwards changes nothing.
@preconcurrency @MainActor
open class CAAnimation: NSObject, CAMediaTiming, CAAction {
    open var beginTime: CFTimeInterval = 0
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    /// The pacing of each cycle; linear when nil.
    open var timingFunction: CAMediaTimingFunction?
    open var delegate: CAAnimationDelegate?
    open var isRemovedOnCompletion = true

    public required override init() {
        super.init()
    }

    // MARK: Key-value coding

    /// Values set for keys that are none of the animation's properties (an app's tags).
    var customValues: [String: Any] = [:]

    /// The value of a property by name (`"duration"`, `"fromValue"`), or of any other key
    /// the animation holds (an animation is a key-value container: `setValue(view, forKey:
    /// "view")` tags it for its delegate); for a key never set, `defaultValue(forKey:)`.
    open func value(forKey key: String) -> Any? { keyedValue(forKey: key) }

    /// Sets a property by name, or keeps `value` for any other key; copies made by
    /// `CALayer.add(_:forKey:)` keep them.
    open func setValue(_ value: Any?, forKey key: String) { setKeyedValue(value, forKey: key) }

    /// The value of `key` before one is set: the property's default for the animation's own
    /// properties, nil for other keys.
    open class func defaultValue(forKey key: String) -> Any? { builtInDefaultValue(forKey: key, of: self) }

    /// As an action, adds the animation to the layer (`anObject`) for `event`: what an
    /// animation in `CALayer.actions` or returned by a delegate does when its property changes.
    /// A property animation without a key path animates the event's property; a basic one
    /// without values runs from the value on screen before the change to the new one.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.addAction(self, forKey: event)
    }

    /// A copy of the animation's settings (subclasses add theirs).
    func copyAnimation() -> CAAnimation {
        let copy = type(of: self).init()
        copy.copyTiming(from: self)
        return copy
    }

    func copyTiming(from other: CAAnimation) {
        takeMediaTiming(from: other)
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
        customValues = other.customValues
    }

    // MARK: Timing

    /// One cycle's length in seconds.
    var cycleDuration: CFTimeInterval { duration > 0 ? duration : 0.25 }

    /// Seconds from the beginning to the end of all repeats.
    var activeDuration: CFTimeInterval { activeDuration(ofCycle: cycleDuration) }

    /// Where the animation is at `now`: the progress through its cycle (0…1, before the timing
    /// function), or nil when it shows nothing; and whether it has ended.
    /// `runsBackwards`: the layer's time runs backwards (a negative speed above it), so that
    /// the animation ends at its beginning.
    func phase(at now: CFTimeInterval, begin: CFTimeInterval, runsBackwards: Bool = false) -> (progress: CGFloat?, ended: Bool, elapsed: CFTimeInterval) {
        let local = (now - begin) * Double(speed) + timeOffset
        let active = activeDuration
        let fillsBackwards = fillMode == .backwards || fillMode == .both
        let fillsForwards = fillMode == .forwards || fillMode == .both
        if local < 0 {
            return (fillsBackwards ? 0 : nil, (speed < 0) != runsBackwards, 0)
        }
        if local >= active {
            let end = endProgress(active)
            return (fillsForwards ? end : nil, true, active)
        }
        return (cycleProgress(local), false, local)
    }

    private func cycleProgress(_ local: CFTimeInterval) -> CGFloat {
        CGFloat(timeWithinCycle(local, ofCycle: cycleDuration, atEnd: false) / cycleDuration)
    }

    private func endProgress(_ active: CFTimeInterval) -> CGFloat {
        CGFloat(timeWithinCycle(active, ofCycle: cycleDuration, atEnd: true) / cycleDuration)
    }

    /// The eased progress; springs replace the curve with their motion.
    func eased(_ progress: CGFloat) -> CGFloat {
        timingFunction?.evaluate(progress) ?? progress
    }

    /// Appends what the animation contributes at `now` — values for key paths — to
    /// `contributions`. The caller's buffer, not a new array: a frame of a thousand animated
    /// layers evaluates them without allocating.
    func contribute(at now: CFTimeInterval, begin: CFTimeInterval, base: (String) -> AnimationValue?,
                    to contributions: inout [AnimationContribution]) {}
}

/// One animated key path's value at a moment.
struct AnimationContribution {
    let keyPath: String
    let value: AnimationValue
    let isAdditive: Bool
}
