import Foundation

/// The arithmetic of iOS scrolling, apart from any view.
///
/// - Deceleration: velocity falls by `rate` every millisecond (0.998 normal, 0.99 fast), so
///   after `t` seconds it is `v·rate^(1000t)` and the distance covered is
///   `v·(rate^(1000t) − 1) / (1000·ln rate)`; the whole glide is `−v / (1000·ln rate)`.
/// - Rubber band: beyond an edge, content follows the finger by `(1 − 1/(x·0.55/d + 1))·d`
///   for an overshoot `x` in a viewport of length `d`, so it never goes past `d`.
/// - Bounce back: a critically damped spring returns to the edge.
enum ScrollPhysics {
    /// Below this speed (points per second) deceleration ends.
    static let restingSpeed: CGFloat = 5

    static func decelerationDistance(velocity: CGFloat, rate: CGFloat) -> CGFloat {
        guard velocity != 0 else { return 0 }
        return -velocity / (1000 * log(rate))
    }

    static func decelerationOffset(velocity: CGFloat, rate: CGFloat, elapsed: CGFloat) -> CGFloat {
        velocity * (pow(rate, 1000 * elapsed) - 1) / (1000 * log(rate))
    }

    static func decelerationVelocity(velocity: CGFloat, rate: CGFloat, elapsed: CGFloat) -> CGFloat {
        velocity * pow(rate, 1000 * elapsed)
    }

    /// How long a glide from `velocity` lasts before it is slower than `restingSpeed`.
    static func decelerationDuration(velocity: CGFloat, rate: CGFloat) -> CGFloat {
        guard abs(velocity) > restingSpeed else { return 0 }
        return log(restingSpeed / abs(velocity)) / (1000 * log(rate))
    }

    static func rubberBand(overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let constant: CGFloat = 0.55
        let sign: CGFloat = overshoot < 0 ? -1 : 1
        return sign * (1 - 1 / (abs(overshoot) * constant / dimension + 1)) * dimension
    }

    /// A critically damped spring's displacement and velocity `elapsed` seconds after it
    /// started at `displacement` with `velocity`, settling in about half a second.
    static func spring(displacement: CGFloat, velocity: CGFloat, elapsed: CGFloat) -> (displacement: CGFloat, velocity: CGFloat) {
        let omega: CGFloat = 12
        let decay = exp(-omega * elapsed)
        let b = velocity + omega * displacement
        let x = (displacement + b * elapsed) * decay
        let v = (b - omega * (displacement + b * elapsed)) * decay
        return (x, v)
    }
}
