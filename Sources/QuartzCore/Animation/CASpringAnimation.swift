import Foundation

/// A basic animation paced by a damped spring: `mass`, `stiffness`, `damping` and
/// `initialVelocity` (in units of the whole change per second). Its `duration` should be
/// `settlingDuration`; the motion snaps to the end when the duration is up.
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0

    /// How long the spring takes to come within 0.1% of rest.
    open var settlingDuration: CFTimeInterval {
        let (omega, zeta) = parameters
        guard omega > 0 else { return 0 }
        let decay = zeta < 1 ? zeta * omega : omega * (zeta - (zeta * zeta - 1).squareRoot())
        guard decay > 0 else { return .infinity }
        return Double(log(1000) / decay)
    }

    /// Natural frequency and damping ratio.
    private var parameters: (omega: CGFloat, zeta: CGFloat) {
        let m = max(mass, 0.0001)
        let omega = (max(stiffness, 0) / m).squareRoot()
        let zeta = omega > 0 ? damping / (2 * m * omega) : 0
        return (omega, zeta)
    }

    override func copyAnimation() -> CAAnimation {
        let copy = super.copyAnimation()
        if let copy = copy as? CASpringAnimation {
            copy.mass = mass
            copy.stiffness = stiffness
            copy.damping = damping
            copy.initialVelocity = initialVelocity
        }
        return copy
    }

    /// The spring's position (0 at the start, 1 at rest) after `elapsed` seconds.
    override func pacedProgress(_ progress: CGFloat, elapsed: CFTimeInterval) -> CGFloat {
        if progress >= 1 { return 1 }
        return Self.position(at: CGFloat(elapsed.truncatingRemainder(dividingBy: cycleDuration)),
                             omega: parameters.omega, zeta: parameters.zeta, velocity: initialVelocity)
    }

    /// x(t) of a damped oscillator released at distance 1 from rest with velocity `velocity`
    /// toward it, as the fraction of the way travelled.
    static func position(at t: CGFloat, omega: CGFloat, zeta: CGFloat, velocity: CGFloat) -> CGFloat {
        guard omega > 0 else { return 1 }
        let x0: CGFloat = -1
        let v0 = velocity
        let displacement: CGFloat
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            displacement = exp(-zeta * omega * t) * (x0 * cos(omegaD * t) + (v0 + zeta * omega * x0) / omegaD * sin(omegaD * t))
        } else if zeta == 1 {
            displacement = exp(-omega * t) * (x0 + (v0 + omega * x0) * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            displacement = c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
        return 1 + displacement
    }
}
