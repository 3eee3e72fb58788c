import Foundation

/// Which shapes touch, for a collision behavior's began/ended callbacks: two items, or an
/// item and a boundary (`boundary` −1 is the reference view's bounds).
struct ContactKey: Hashable {
    let first: ObjectIdentifier
    let second: ObjectIdentifier?
    let boundary: Int
}

/// What a callback needs about a contact.
@MainActor
struct ContactInfo {
    let item1: any UIDynamicItem
    let item2: (any UIDynamicItem)?
    let boundaryIdentifier: (any NSCopying)?
    let point: CGPoint
}

/// A static shape or one of a body's polygons.
@MainActor
enum ContactShape {
    case fixed([Vector2])
    case body(DynamicBody, Int)

    var polygon: [Vector2] {
        switch self {
        case .fixed(let polygon): polygon
        case .body(let body, let index): body.worldPolygon(index)
        }
    }

    var body: DynamicBody? {
        if case .body(let body, _) = self { return body }
        return nil
    }
}

/// The contact points between two shapes for one step, with their accumulated impulses.
@MainActor
struct Contact {
    struct Point {
        var point: Vector2
        var separation: Double
        var normalMass = 0.0
        var tangentMass = 0.0
        var targetSpeed = 0.0
        var normalImpulse = 0.0
        var tangentImpulse = 0.0
    }

    let shapeA: ContactShape
    let shapeB: ContactShape
    let key: ContactKey
    let behavior: UICollisionBehavior
    let info: ContactInfo
    private let normal: Vector2
    private var points: [Point]
    private let friction: Double

    init?(_ shapeA: ContactShape, _ shapeB: ContactShape, margin: Double, restitutionThreshold: Double, h: Double,
          key: ContactKey, behavior: UICollisionBehavior, item1: any UIDynamicItem, item2: (any UIDynamicItem)?,
          boundaryIdentifier: (any NSCopying)?) {
        guard let manifold = Collision.collide(shapeA.polygon, shapeB.polygon, margin: margin) else { return nil }
        self.shapeA = shapeA
        self.shapeB = shapeB
        self.key = key
        self.behavior = behavior
        normal = manifold.normal
        let a = shapeA.body, b = shapeB.body
        // Box2D's mixing: the larger elasticity; friction's geometric mean between items, the
        // item's own against a boundary.
        let elasticity = max(a?.elasticity ?? 0, b?.elasticity ?? 0)
        if let a, let b { friction = (a.friction * b.friction).squareRoot() } else { friction = a?.friction ?? b?.friction ?? 0 }
        let tangent = normal.perpendicular
        points = manifold.points.map { found in
            var point = Point(point: found.point, separation: found.separation)
            point.normalMass = Contact.inverseMass(a, b, at: found.point, along: manifold.normal)
            point.tangentMass = Contact.inverseMass(a, b, at: found.point, along: tangent)
            let approach = Vector2.dot((b?.velocity(at: found.point) ?? .zero) - (a?.velocity(at: found.point) ?? .zero), manifold.normal)
            if found.separation > 0 {
                // Not touching yet: allow closing the gap this step, no more.
                point.targetSpeed = -found.separation / h
            } else if approach < -restitutionThreshold {
                point.targetSpeed = -elasticity * approach
            }
            return point
        }
        let center = manifold.points.reduce(Vector2.zero) { $0 + $1.point } * (1 / Double(manifold.points.count))
        info = ContactInfo(item1: item1, item2: item2, boundaryIdentifier: boundaryIdentifier, point: center.point)
    }

    private static func inverseMass(_ a: DynamicBody?, _ b: DynamicBody?, at point: Vector2, along direction: Vector2) -> Double {
        var k = 0.0
        if let a {
            let r = Vector2.cross(point - a.position, direction)
            k += a.inverseMass + a.inverseInertia * r * r
        }
        if let b {
            let r = Vector2.cross(point - b.position, direction)
            k += b.inverseMass + b.inverseInertia * r * r
        }
        return k > 1e-12 ? 1 / k : 0
    }

    mutating func solveVelocity() {
        let a = shapeA.body, b = shapeB.body
        let tangent = normal.perpendicular
        for index in points.indices {
            var point = points[index]
            let relative = (b?.velocity(at: point.point) ?? .zero) - (a?.velocity(at: point.point) ?? .zero)
            // Friction first, bounded by the normal impulse so far.
            let tangentSpeed = Vector2.dot(relative, tangent)
            let maxFriction = friction * point.normalImpulse
            let oldTangent = point.tangentImpulse
            point.tangentImpulse = min(maxFriction, max(-maxFriction, oldTangent - point.tangentMass * tangentSpeed))
            apply(tangent * (point.tangentImpulse - oldTangent), at: point.point, a, b)
            let relativeAfter = (b?.velocity(at: point.point) ?? .zero) - (a?.velocity(at: point.point) ?? .zero)
            let normalSpeed = Vector2.dot(relativeAfter, normal)
            let oldNormal = point.normalImpulse
            point.normalImpulse = max(0, oldNormal - point.normalMass * (normalSpeed - point.targetSpeed))
            apply(normal * (point.normalImpulse - oldNormal), at: point.point, a, b)
            points[index] = point
        }
    }

    private func apply(_ impulse: Vector2, at point: Vector2, _ a: DynamicBody?, _ b: DynamicBody?) {
        a?.applyImpulse(-impulse, at: point)
        b?.applyImpulse(impulse, at: point)
    }

    /// Pushes overlapping shapes apart (beyond the slop), moving positions, not velocities.
    func correctPositions(slop: Double) {
        guard let manifold = Collision.collide(shapeA.polygon, shapeB.polygon, margin: 0) else { return }
        let a = shapeA.body, b = shapeB.body
        for found in manifold.points {
            let correction = min(0, max(-5, 0.2 * (found.separation + slop)))
            guard correction < 0 else { continue }
            let mass = Contact.inverseMass(a, b, at: found.point, along: manifold.normal)
            guard mass > 0 else { continue }
            let impulse = manifold.normal * (-correction * mass)
            if let a {
                a.position -= impulse * a.inverseMass
                a.angle -= a.inverseInertia * Vector2.cross(found.point - a.position, impulse)
            }
            if let b {
                b.position += impulse * b.inverseMass
                b.angle += b.inverseInertia * Vector2.cross(found.point - b.position, impulse)
            }
        }
    }
}
