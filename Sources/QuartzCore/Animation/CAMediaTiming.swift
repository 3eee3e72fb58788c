import Foundation

/// Timing shared by animations: when they begin, how long they last, how they repeat and
/// what they show before and after.
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}

/// Core Animation's arithmetic of cycles, shared by animations and layers: how long all the
/// repeats last, and where a moment of them falls within one cycle.
extension CAMediaTiming {
    /// Seconds from the beginning to the end of all repeats of cycles `cycleDuration` long
    /// (twice that when autoreversing).
    func activeDuration(ofCycle cycleDuration: CFTimeInterval) -> CFTimeInterval {
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount.isInfinite { return .infinity }
        return cycleDuration * (autoreverses ? 2 : 1) * Double(max(repeatCount, 1))
    }

    /// Where `active` seconds into the repeats fall within one cycle (0…`cycleDuration`),
    /// played backwards on the way back when autoreversing. `atEnd`: `active` is the end of
    /// all repeats, which shows a cycle's end (or, autoreversed, its start) rather than the
    /// next cycle's start.
    func timeWithinCycle(_ active: CFTimeInterval, ofCycle cycleDuration: CFTimeInterval, atEnd: Bool) -> CFTimeInterval {
        if atEnd && !active.isFinite { return cycleDuration }
        let period = cycleDuration * (autoreverses ? 2 : 1)
        let within = active.truncatingRemainder(dividingBy: period)
        if autoreverses {
            if atEnd && within == 0 { return 0 }
            return within <= cycleDuration ? within : period - within
        }
        return atEnd && within == 0 ? cycleDuration : within
    }

    /// Takes `other`'s timing: what copies of animations and layers keep.
    func takeMediaTiming(from other: any CAMediaTiming) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
    }
}

/// What an animation shows outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Nothing: the model value shows before and after.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The final value stays after the end (while the animation is not removed).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The first value shows before the beginning.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// Hears when an animation starts and stops.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    /// `flag` is false when the animation was removed before it finished.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
