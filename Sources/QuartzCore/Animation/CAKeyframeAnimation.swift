import Foundation

/// Animates a key path through a series of `values` (or along a `path`), reached at `keyTimes`
/// (fractions of the duration; evenly spaced when nil), each segment paced by its entry in
/// `timingFunctions`.
///
/// `calculationMode`: `.linear` goes straight from value to value, `.discrete` jumps, `.cubic`
/// follows a smooth spline (shaped by `tensionValues`, `continuityValues` and `biasValues`), and
/// `.paced`/`.cubicPaced` move at a constant speed, ignoring `keyTimes` and `timingFunctions`
/// (KeyframeTrack).
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]? {
        didSet { cachedTrack = nil }
    }
    /// A path for a point property ("position") to follow; it overrides `values`. Each line or
    /// curve of it is one keyframe segment.
    open var path: CGPath? {
        didSet { cachedTrack = nil }
    }
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear {
        didSet { cachedTrack = nil }
    }
    /// The spline's tightness at each keyframe, for `.cubic` (−1 loose … 1 tight; 0 by default).
    open var tensionValues: [NSNumber]? {
        didSet { cachedTrack = nil }
    }
    /// How sharply the spline turns at each keyframe, for `.cubic` (0: smooth).
    open var continuityValues: [NSNumber]? {
        didSet { cachedTrack = nil }
    }
    /// Where the spline overshoots each keyframe, for `.cubic` (negative before, positive after).
    open var biasValues: [NSNumber]? {
        didSet { cachedTrack = nil }
    }
    /// With a `path`: turns the layer to face along the path as it moves (a rotation about z
    /// added to its transform); nil leaves it unturned.
    open var rotationMode: CAAnimationRotationMode?

    override func copyAnimation() -> CAAnimation {
        let copy = super.copyAnimation()
        if let copy = copy as? CAKeyframeAnimation {
            copy.values = values
            copy.path = path
            copy.keyTimes = keyTimes
            copy.timingFunctions = timingFunctions
            copy.calculationMode = calculationMode
            copy.tensionValues = tensionValues
            copy.continuityValues = continuityValues
            copy.biasValues = biasValues
            copy.rotationMode = rotationMode
        }
        return copy
    }

    /// The curve the animation follows: the path's, else the values'. Made once, not each
    /// frame; changing what it is made of makes it again.
    private var track: KeyframeTrack? {
        if let cachedTrack { return cachedTrack }
        let track = path.flatMap(KeyframeTrack.init(path:))
            ?? (path == nil ? KeyframeTrack(values: (values ?? []).compactMap(AnimationValue.init), mode: calculationMode,
                                            tension: tensionValues, continuity: continuityValues, bias: biasValues) : nil)
        cachedTrack = track
        return track
    }
    private var cachedTrack: KeyframeTrack?

    /// The value `progress` of the way through (after the animation's own timing function).
    func value(at progress: CGFloat) -> AnimationValue? {
        track?.sample(at: progress, mode: calculationMode, keyTimes: keyTimes, timingFunctions: timingFunctions).value
    }

    override func contribute(at now: CFTimeInterval, begin: CFTimeInterval, base: (String) -> AnimationValue?,
                             to contributions: inout [AnimationContribution]) {
        guard let keyPath, let track else { return }
        guard let progress = phase(at: now, begin: begin).progress else { return }
        let sample = track.sample(at: eased(progress), mode: calculationMode, keyTimes: keyTimes, timingFunctions: timingFunctions)
        var value = sample.value
        if let valueFunction {
            guard let transform = valueFunction.transform(for: value) else { return }
            value = .transform(transform)
        }
        contributions.append(AnimationContribution(keyPath: keyPath, value: value, isAdditive: isAdditive))
        if path != nil, let rotationMode, let direction = sample.direction {
            let angle = atan2(Double(direction.dy), Double(direction.dx)) + (rotationMode == .rotateAutoReverse ? Double.pi : 0)
            contributions.append(AnimationContribution(keyPath: "transform.rotation.z", value: .scalar(angle), isAdditive: true))
        }
    }
}

public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// How a layer moving along a keyframe animation's path turns with it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Facing along the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// Facing back along it (the tangent turned half a turn).
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
