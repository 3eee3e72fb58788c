import Foundation

/// Animates a key path through a series of `values`, reached at `keyTimes` (fractions of the
/// duration; evenly spaced when nil), each segment paced by its entry in `timingFunctions`.
///
/// `calculationMode` `.discrete` jumps from value to value; every other mode interpolates
/// linearly between them (Slate does not smooth `.cubic` paths or pace `.paced` ones).
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear

    override func copyAnimation() -> CAAnimation {
        let copy = super.copyAnimation()
        if let copy = copy as? CAKeyframeAnimation {
            copy.values = values
            copy.keyTimes = keyTimes
            copy.timingFunctions = timingFunctions
            copy.calculationMode = calculationMode
        }
        return copy
    }

    /// The value `progress` of the way through (after the animation's own timing function).
    func value(at progress: CGFloat) -> AnimationValue? {
        let frames = (values ?? []).compactMap(AnimationValue.init)
        guard !frames.isEmpty else { return nil }
        guard frames.count > 1 else { return frames[0] }
        let times: [CGFloat]
        if let keyTimes, keyTimes.count == frames.count {
            times = keyTimes.map { CGFloat($0.doubleValue) }
        } else if calculationMode == .discrete {
            times = (0..<frames.count).map { CGFloat($0) / CGFloat(frames.count) }
        } else {
            times = (0..<frames.count).map { CGFloat($0) / CGFloat(frames.count - 1) }
        }
        if calculationMode == .discrete {
            let index = times.lastIndex { $0 <= progress } ?? 0
            return frames[index]
        }
        if progress <= times[0] { return frames[0] }
        for index in 1..<frames.count where progress <= times[index] {
            let span = times[index] - times[index - 1]
            var local = span > 0 ? (progress - times[index - 1]) / span : 1
            if let functions = timingFunctions, functions.indices.contains(index - 1) { local = functions[index - 1].evaluate(local) }
            return frames[index - 1].interpolated(to: frames[index], local)
        }
        return frames[frames.count - 1]
    }

    override func contributions(at now: CFTimeInterval, begin: CFTimeInterval, base: (String) -> AnimationValue?) -> [AnimationContribution] {
        guard let keyPath else { return [] }
        guard let progress = phase(at: now, begin: begin).progress, var value = value(at: eased(progress)) else { return [] }
        if let valueFunction {
            guard let transform = valueFunction.transform(for: value) else { return [] }
            value = .transform(transform)
        }
        return [AnimationContribution(keyPath: keyPath, value: value, isAdditive: isAdditive)]
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
