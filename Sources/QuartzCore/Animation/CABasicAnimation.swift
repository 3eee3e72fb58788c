import Foundation

/// Animates a key path from one value to another: `fromValue` → `toValue`, or by `byValue`.
/// A missing end is the property's current value on the layer.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any? { didSet { parsedValues = nil } }
    open var toValue: Any? { didSet { parsedValues = nil } }
    open var byValue: Any? { didSet { parsedValues = nil } }

    /// The three values as `AnimationValue`s, read once: the dynamic casts that read an `Any`
    /// cost more than the rest of a frame's evaluation.
    private var parsedValues: (from: AnimationValue?, to: AnimationValue?, by: AnimationValue?)?

    override func copyAnimation() -> CAAnimation {
        let copy = super.copyAnimation()
        if let copy = copy as? CABasicAnimation {
            copy.fromValue = fromValue
            copy.toValue = toValue
            copy.byValue = byValue
        }
        return copy
    }

    /// The two ends, as Core Animation resolves them from from/to/by and — for a missing end —
    /// the property's value under the animation (`current`; zero for additive animations).
    func ends(current: AnimationValue?) -> (from: AnimationValue, to: AnimationValue)? {
        let parsed = parsedValues ?? (AnimationValue(fromValue), AnimationValue(toValue), AnimationValue(byValue))
        parsedValues = parsed
        let (from, to, by) = parsed
        let base = isAdditive ? (from?.zero ?? to?.zero ?? by?.zero) : current
        switch (from, to, by) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, from.adding(by))
        case let (nil, to?, by?): return (to.subtracting(by) ?? to, to)
        case let (from?, nil, nil): return base.map { (from, $0) }
        case let (nil, to?, nil): return base.map { ($0, to) }
        case let (nil, nil, by?): return base.map { ($0, $0.adding(by)) }
        default: return nil
        }
    }

    /// Progress after pacing: the timing function, or a spring's motion.
    func pacedProgress(_ progress: CGFloat, elapsed: CFTimeInterval) -> CGFloat {
        eased(progress)
    }

    override func contribute(at now: CFTimeInterval, begin: CFTimeInterval, base: (String) -> AnimationValue?,
                             to contributions: inout [AnimationContribution]) {
        // With a value function the ends are its inputs; a missing one is its identity.
        guard let keyPath, let (from, to) = ends(current: valueFunction?.identityInput ?? base(keyPath)) else { return }
        let phase = phase(at: now, begin: begin)
        guard let progress = phase.progress else { return }
        var value = from.interpolated(to: to, pacedProgress(progress, elapsed: phase.elapsed))
        if isCumulative, repeatCount > 1, let delta = to.subtracting(from) {
            let completed = floor(max(0, (now - begin) * Double(speed) + timeOffset) / cycleDuration)
            let cycles = min(completed, Double(max(repeatCount, 1)) - 1)
            for _ in 0..<Int(max(0, cycles)) { value = value.adding(delta) }
        }
        if let valueFunction {
            guard let transform = valueFunction.transform(for: value) else { return }
            value = .transform(transform)
        }
        contributions.append(AnimationContribution(keyPath: keyPath, value: value, isAdditive: isAdditive))
    }
}
