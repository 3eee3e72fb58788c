import Foundation

/// One scalar constraint between two bodies (or a body and the world) solved with sequential
/// impulses: rigid with a Baumgarte correction, or soft as a spring with a frequency and a
/// damping ratio (Box2D's soft constraints).
@MainActor
struct ConstraintRow {
    struct Spring {
        var frequency: Double
        var damping: Double
    }

    let a: DynamicBody?
    let b: DynamicBody?
    private var linearA = Vector2.zero, angularA = 0.0, linearB = Vector2.zero, angularB = 0.0
    var bias = 0.0
    private var gamma = 0.0
    private var effectiveMass = 0.0
    var lower = -Double.infinity
    var upper = Double.infinity
    private var accumulated = 0.0

    /// A row along `direction` keeping `pointB − pointA` (projected) at zero; `error` is its
    /// current value.
    init(a: DynamicBody?, pointA: Vector2, b: DynamicBody?, pointB: Vector2, direction: Vector2, error: Double,
         spring: Spring?, h: Double) {
        self.a = a
        self.b = b
        if let a {
            linearA = -direction
            angularA = -Vector2.cross(pointA - a.position, direction)
        }
        if let b {
            linearB = direction
            angularB = Vector2.cross(pointB - b.position, direction)
        }
        finish(error: error, spring: spring, h: h)
    }

    /// A row on the bodies' relative angle (b's minus a's); `error` is its current deviation.
    init(angularA a: DynamicBody, b: DynamicBody?, error: Double, lower: Double, upper: Double, h: Double) {
        self.a = a
        self.b = b
        angularA = -1
        angularB = b == nil ? 0 : 1
        self.lower = lower
        self.upper = upper
        finish(error: error, spring: nil, h: h)
    }

    /// `error` is C, the constraint's value, signed so that J·v = dC/dt.
    private mutating func finish(error: Double, spring: Spring?, h: Double) {
        let k = (a?.inverseMass ?? 0) * Vector2.dot(linearA, linearA) + (a?.inverseInertia ?? 0) * angularA * angularA
            + (b?.inverseMass ?? 0) * Vector2.dot(linearB, linearB) + (b?.inverseInertia ?? 0) * angularB * angularB
        guard k > 1e-12, error.isFinite else { return }
        if let spring {
            let mass = 1 / k
            let omega = 2 * Double.pi * spring.frequency
            let stiffness = mass * omega * omega
            let damping = 2 * mass * spring.damping * omega
            let softness = h * (damping + h * stiffness)
            gamma = softness > 0 ? 1 / softness : 0
            bias = error * h * stiffness * gamma
        } else {
            bias = 0.2 / h * error
        }
        effectiveMass = 1 / (k + gamma)
    }

    var isUsable: Bool { effectiveMass > 0 && effectiveMass.isFinite }

    mutating func solve() {
        var cdot = 0.0
        if let a { cdot += Vector2.dot(linearA, a.velocity) + angularA * a.angularVelocity }
        if let b { cdot += Vector2.dot(linearB, b.velocity) + angularB * b.angularVelocity }
        let impulse = -effectiveMass * (cdot + bias + gamma * accumulated)
        let old = accumulated
        accumulated = min(upper, max(lower, old + impulse))
        let lambda = accumulated - old
        if let a {
            a.velocity += linearA * (a.inverseMass * lambda)
            a.angularVelocity += a.inverseInertia * angularA * lambda
        }
        if let b {
            b.velocity += linearB * (b.inverseMass * lambda)
            b.angularVelocity += b.inverseInertia * angularB * lambda
        }
    }
}
