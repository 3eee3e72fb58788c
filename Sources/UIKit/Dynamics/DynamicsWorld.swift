import Foundation

/// The rigid-body simulation behind a dynamic animator: fixed steps of semi-implicit Euler,
/// sequential impulses for contacts and joints, then a position correction for overlaps.
@MainActor
final class DynamicsWorld {
    /// Seconds per step: two steps per 60 Hz frame.
    static let timeStep = 1.0 / 120
    private static let velocityIterations = 10
    private static let positionIterations = 3
    /// Overlap left alone, so that resting contacts stay in contact (points).
    private static let slop = 0.5
    static let contactMargin = 0.5
    static let bounceThreshold = 20.0

    private(set) var bodies: [DynamicBody] = []
    private var bodyByItem: [ObjectIdentifier: DynamicBody] = [:]
    var needsRebuild = true
    private var behaviors: [UIDynamicBehavior] = []
    var behaviorList: [UIDynamicBehavior] { behaviors }
    /// Relative angles joints keep, taken when each attachment first acted.
    private var jointAngles: [ObjectIdentifier: Double] = [:]
    /// The first item's angle when each sliding attachment first acted.
    private var axisAngles: [ObjectIdentifier: Double] = [:]
    /// Contacts each collision behavior had at the last step, for began/ended callbacks.
    var contactHistory: [ObjectIdentifier: [ContactKey: ContactInfo]] = [:]
    /// Callbacks to make once the step is over.
    private(set) var pendingEvents: [() -> Void] = []
    func queue(_ event: @escaping () -> Void) { pendingEvents.append(event) }
    private var time = 0.0

    func body(for item: any UIDynamicItem) -> DynamicBody? { bodyByItem[ObjectIdentifier(item)] }

    // MARK: Bodies

    /// Makes a body for every item the behaviors name (keeping the motion of bodies that stay)
    /// and applies the item behaviors' properties.
    func rebuild(behaviors roots: [UIDynamicBehavior]) {
        needsRebuild = false
        behaviors = roots.flatMap(\.behaviorTree)
        var kept: [ObjectIdentifier: DynamicBody] = [:]
        var ordered: [DynamicBody] = []
        func add(_ item: any UIDynamicItem) {
            let key = ObjectIdentifier(item)
            guard kept[key] == nil else { return }
            // No closures here: a release build's region check refuses capturing `item` in
            // one ("sending 'item' risks causing data races"), where a debug build allows it.
            let body: DynamicBody
            if let existing = bodyByItem[key], existing.item === item {
                body = existing
            } else {
                body = DynamicBody(item: item)
            }
            kept[key] = body
            ordered.append(body)
            if let group = item as? UIDynamicItemGroup {
                for member in group.items { kept[ObjectIdentifier(member)] = body }
            }
        }
        // Groups first, so that their members map to the group's body.
        for behavior in behaviors { for item in behavior.dynamicItems where item is UIDynamicItemGroup { add(item) } }
        for behavior in behaviors { for item in behavior.dynamicItems { add(item) } }
        bodyByItem = kept
        bodies = ordered
        for body in bodies {
            body.elasticity = 0; body.friction = 0; body.resistance = 0; body.angularResistance = 0
            body.charge = 0; body.isAnchored = false; body.allowsRotation = true; body.density = 1
        }
        for case let properties as UIDynamicItemBehavior in behaviors {
            for item in properties.items {
                guard let body = body(for: item) else { continue }
                body.elasticity = Self.finite(properties.elasticity, or: 0)
                body.friction = max(0, Self.finite(properties.friction, or: 0))
                body.resistance = max(0, Self.finite(properties.resistance, or: 0))
                body.angularResistance = max(0, Self.finite(properties.angularResistance, or: 0))
                body.charge = Self.finite(properties.charge, or: 0)
                body.isAnchored = properties.isAnchored
                body.allowsRotation = properties.allowsRotation
                body.density = Self.finite(properties.density, or: 1)
                body.updateFreedom()
                if let velocity = properties.pendingLinearVelocity.removeValue(forKey: ObjectIdentifier(item)) {
                    body.velocity += Vector2(velocity)
                }
                if let spin = properties.pendingAngularVelocity.removeValue(forKey: ObjectIdentifier(item)) {
                    body.angularVelocity += Double(spin)
                }
            }
        }
        for body in bodies where body.isStatic || !body.allowsRotation {
            if body.isStatic { body.velocity = .zero }
            body.angularVelocity = 0
        }
        let live = Set(behaviors.map(ObjectIdentifier.init))
        jointAngles = jointAngles.filter { live.contains($0.key) }
        axisAngles = axisAngles.filter { live.contains($0.key) }
        contactHistory = contactHistory.filter { live.contains($0.key) }
    }

    static func finite(_ value: CGFloat, or fallback: Double) -> Double {
        value.isFinite ? Double(value) : fallback
    }

    // MARK: Stepping

    /// One step of `h` seconds.
    func step(referenceBounds: CGRect?) {
        let h = Self.timeStep
        time += h
        applyForces(h)
        for body in bodies where !body.isStatic {
            body.velocity += body.force * (body.inverseMass * h)
            body.angularVelocity += body.torque * body.inverseInertia * h
            body.velocity = body.velocity * (1 / (1 + h * body.resistance))
            body.angularVelocity *= 1 / (1 + h * body.angularResistance)
            if !body.velocity.isFinite { body.velocity = .zero }
            if !body.angularVelocity.isFinite { body.angularVelocity = 0 }
        }
        applyVelocityFields()
        var rows = jointRows(h)
        var contacts = findContacts(referenceBounds: referenceBounds, h: h)
        for _ in 0..<Self.velocityIterations {
            for index in rows.indices { rows[index].solve() }
            for index in contacts.indices { contacts[index].solveVelocity() }
        }
        for body in bodies where !body.isStatic {
            body.position += body.velocity * h
            body.angle += body.angularVelocity * h
        }
        for _ in 0..<Self.positionIterations {
            for contact in contacts { contact.correctPositions(slop: Self.slop) }
        }
        reportContacts(contacts)
    }

    /// Gravity, continuous and instantaneous pushes, and fields (all but velocity fields).
    private func applyForces(_ h: Double) {
        for body in bodies {
            body.force = .zero
            body.torque = 0
        }
        for behavior in behaviors {
            switch behavior {
            case let gravity as UIGravityBehavior:
                let acceleration = Vector2(gravity.gravityDirection) * 1000
                guard acceleration.isFinite else { continue }
                for item in gravity.items {
                    guard let body = body(for: item) else { continue }
                    body.force += acceleration * body.mass
                }
            case let push as UIPushBehavior:
                let force = Vector2(push.pushDirection) * 100
                guard force.isFinite else { continue }
                if push.mode == .continuous {
                    guard push.active else { continue }
                    for item in push.items {
                        guard let body = body(for: item) else { continue }
                        let arm = offsetVector(push.targetOffsetFromCenter(for: item), on: body)
                        body.force += force
                        body.torque += Vector2.cross(arm, force)
                    }
                } else if push.active, !push.pendingImpulse.isEmpty {
                    for item in push.items where push.pendingImpulse.contains(ObjectIdentifier(item)) {
                        guard let body = body(for: item), !body.isStatic else { continue }
                        let arm = offsetVector(push.targetOffsetFromCenter(for: item), on: body)
                        // An impulse of one second of the force.
                        body.applyImpulse(force, at: body.position + arm)
                    }
                    push.impulseWasApplied()
                }
            case let field as UIFieldBehavior:
                for item in field.items {
                    guard let body = body(for: item), !body.isStatic, case let force = fieldForce(field, on: body, h: h), force.isFinite else { continue }
                    body.force += force
                }
            default:
                break
            }
        }
    }

    /// An item-frame offset turned with the body.
    private func offsetVector(_ offset: UIOffset, on body: DynamicBody) -> Vector2 {
        let arm = Vector2(Double(offset.horizontal), Double(offset.vertical)).rotated(by: body.angle)
        return arm.isFinite ? arm : .zero
    }

    /// The force `field` exerts on `body` (zero outside its region), in UIKit Newtons × 100.
    private func fieldForce(_ field: UIFieldBehavior, on body: DynamicBody, h: Double) -> Vector2 {
        let origin = Vector2(field.position)
        let offset = body.position - origin
        guard field.region.contains(offset.point) else { return .zero }
        let strength = Self.finite(field.strength, or: 0)
        let distance = offset.length
        let falloff = Self.finite(field.falloff, or: 0)
        let weakening = falloff == 0 ? 1 : pow(max(distance, Self.finite(field.minimumRadius, or: 0.001), 1e-3), -falloff)
        switch field.kind {
        case .linearGravity:
            return Vector2(field.direction) * (strength * 1000 * weakening * body.mass)
        case .radialGravity:
            return -offset.normalized * (strength * 1000 * weakening * body.mass)
        case .spring:
            return -offset * (strength * 10)
        case .drag:
            return -body.velocity * (strength * body.mass)
        case .vortex:
            // Counterclockwise on screen, where y points down: (y, −x).
            return Vector2(offset.y, -offset.x) * (strength * body.mass * weakening)
        case .electric:
            return offset.normalized * (body.charge * strength * 100 * weakening)
        case .magnetic:
            return Vector2(body.velocity.y, -body.velocity.x) * (body.charge * strength)
        case .noise, .turbulence:
            let smooth = 40 + 400 * min(1, max(0, Self.finite(field.smoothness, or: 0)))
            let t = time * Self.finite(field.animationSpeed, or: 0)
            let n = Vector2(Self.noise(body.position.x / smooth, body.position.y / smooth, t),
                            Self.noise(body.position.y / smooth + 31.7, body.position.x / smooth - 17.3, t + 5.1))
            let scale = field.kind.isTurbulence ? body.velocity.length / 100 : 1
            return n * (strength * 100 * scale * weakening)
        case .velocity:
            return .zero
        case .custom(let evaluate):
            let force = evaluate(field, body.position.point, body.velocity.vector, CGFloat(body.mass), CGFloat(body.charge), h)
            return Vector2(force) * 100
        }
    }

    /// Velocity fields set the velocity of items inside them.
    private func applyVelocityFields() {
        for case let field as UIFieldBehavior in behaviors {
            guard case .velocity = field.kind else { continue }
            let velocity = Vector2(field.direction) * Self.finite(field.strength, or: 0)
            guard velocity.isFinite else { continue }
            for item in field.items {
                guard let body = body(for: item), !body.isStatic,
                      field.region.contains((body.position - Vector2(field.position)).point) else { continue }
                body.velocity = velocity
            }
        }
    }

    /// Smooth deterministic value noise in −1…1.
    private static func noise(_ x: Double, _ y: Double, _ t: Double) -> Double {
        func hash(_ i: Int, _ j: Int, _ k: Int) -> Double {
            var h = UInt64(bitPattern: Int64(i &* 374_761_393 &+ j &* 668_265_263 &+ k &* 2_147_483_647))
            h = (h ^ (h >> 13)) &* 1_274_126_177
            h ^= h >> 16
            return Double(h & 0xFFFF) / 32767.5 - 1
        }
        func smooth(_ f: Double) -> Double { f * f * (3 - 2 * f) }
        let xi = Int(floor(x)), yi = Int(floor(y)), ti = Int(floor(t))
        let fx = smooth(x - floor(x)), fy = smooth(y - floor(y)), ft = smooth(t - floor(t))
        func layer(_ k: Int) -> Double {
            let a = hash(xi, yi, k) + (hash(xi + 1, yi, k) - hash(xi, yi, k)) * fx
            let b = hash(xi, yi + 1, k) + (hash(xi + 1, yi + 1, k) - hash(xi, yi + 1, k)) * fx
            return a + (b - a) * fy
        }
        return layer(ti) + (layer(ti + 1) - layer(ti)) * ft
    }

    // MARK: Rest

    /// Notes which bodies are still; true when all have been for half a second. "Still" is
    /// Box2D's sleep test with wider limits (5 points/s, 0.1 rad/s): a pile of boxes creeps
    /// by a couple of points a second under sequential impulses, and would never rest.
    func isAtRest(after seconds: Double) -> Bool {
        var resting = true
        for body in bodies where !body.isStatic {
            if body.velocity.length < 5 && abs(body.angularVelocity) < 0.1 {
                body.restingTime += seconds
            } else {
                body.restingTime = 0
            }
            if body.restingTime < 0.5 { resting = false }
        }
        let pushing = behaviors.contains { ($0 as? UIPushBehavior)?.pendingImpulse.isEmpty == false }
        return resting && !pushing
    }

    /// Clears resting times, so that a change runs the simulation again for a while.
    func wake() {
        for body in bodies { body.restingTime = 0 }
    }

    func stopResting() {
        for body in bodies {
            body.velocity = .zero
            body.angularVelocity = 0
        }
    }

    func takeEvents() -> [() -> Void] {
        defer { pendingEvents = [] }
        return pendingEvents
    }

    // MARK: Joints

    private func jointRows(_ h: Double) -> [ConstraintRow] {
        var rows: [ConstraintRow] = []
        for behavior in behaviors {
            if let snap = behavior as? UISnapBehavior {
                guard let body = body(for: snap.item), !body.isStatic else { continue }
                let target = Vector2(snap.snapPoint)
                guard target.isFinite else { continue }
                let damping = 0.1 + 0.9 * min(1, max(0, Self.finite(snap.damping, or: 0.5)))
                let spring = ConstraintRow.Spring(frequency: 2.5, damping: damping)
                for axis in [Vector2(1, 0), Vector2(0, 1)] {
                    rows.append(ConstraintRow(a: body, pointA: body.position, b: nil, pointB: target, direction: axis,
                                              error: Vector2.dot(target - body.position, axis), spring: spring, h: h))
                }
                body.angularVelocity *= 1 / (1 + h * 8)
            } else if let attachment = behavior as? UIAttachmentBehavior {
                rows += self.rows(for: attachment, h)
            }
        }
        return rows.filter(\.isUsable)
    }

    private func rows(for attachment: UIAttachmentBehavior, _ h: Double) -> [ConstraintRow] {
        guard let a = body(for: attachment.item1) else { return [] }
        let b = attachment.item2.flatMap { body(for: $0) }
        if attachment.item2 != nil && b == nil { return [] }
        if let b, b === a { return [] }
        let pointA = a.position + offsetVector(attachment.offset1, on: a)
        let pointB = b.map { $0.position + offsetVector(attachment.offset2, on: $0) } ?? Vector2(attachment.anchorPoint)
        guard pointA.isFinite, pointB.isFinite else { return [] }
        let angleB = b?.angle ?? 0
        let key = ObjectIdentifier(attachment)
        let referenceAngle = jointAngles[key] ?? (angleB - a.angle)
        jointAngles[key] = referenceAngle
        let relativeAngle = angleB - a.angle - referenceAngle
        let frequency = max(0, Self.finite(attachment.frequency, or: 0))
        let spring = frequency > 0 ? ConstraintRow.Spring(frequency: frequency, damping: max(0, Self.finite(attachment.damping, or: 0))) : nil
        let range = attachment.attachmentRange
        var rows: [ConstraintRow] = []
        func point(_ spring: ConstraintRow.Spring?) {
            for axis in [Vector2(1, 0), Vector2(0, 1)] {
                rows.append(ConstraintRow(a: a, pointA: pointA, b: b, pointB: pointB, direction: axis,
                                          error: Vector2.dot(pointB - pointA, axis), spring: spring, h: h))
            }
        }
        func angle(error: Double, lower: Double = -.infinity, upper: Double = .infinity) {
            rows.append(ConstraintRow(angularA: a, b: b, error: error, lower: lower, upper: upper, h: h))
        }
        switch attachment.joint {
        case .distance, .limit:
            let length = max(0, Self.finite(attachment.length, or: 0))
            let delta = pointB - pointA
            let distance = delta.length
            if case .distance = attachment.joint, length < 1e-3 || distance < 1e-6 {
                point(spring)
            } else {
                let direction = distance < 1e-6 ? Vector2(0, 1) : delta * (1 / distance)
                var row = ConstraintRow(a: a, pointA: pointA, b: b, pointB: pointB, direction: direction,
                                        error: distance - length, spring: spring, h: h)
                if case .limit = attachment.joint {
                    guard distance > length - 1 else { return [] }
                    row.upper = 0
                }
                rows.append(row)
            }
        case .fixed:
            point(nil)
            angle(error: relativeAngle)
        case .pin:
            point(nil)
            if attachment.frictionTorque > 0, attachment.frictionTorque.isFinite {
                let limit = Double(attachment.frictionTorque) * h
                angle(error: 0, lower: -limit, upper: limit)
                rows[rows.count - 1].bias = 0
            }
            if range.minimum.isFinite, relativeAngle <= Double(range.minimum) { angle(error: relativeAngle - Double(range.minimum), lower: 0) }
            if range.maximum.isFinite, relativeAngle >= Double(range.maximum) { angle(error: relativeAngle - Double(range.maximum), upper: 0) }
        case .sliding(let axisVector):
            // Between two items the axis turns with the first.
            let startAngle = axisAngles[key] ?? a.angle
            axisAngles[key] = startAngle
            let axis = Vector2(axisVector).normalized.rotated(by: b == nil ? 0 : a.angle - startAngle)
            guard axis != .zero else { return [] }
            let across = axis.perpendicular
            rows.append(ConstraintRow(a: a, pointA: pointA, b: b, pointB: pointB, direction: across,
                                      error: Vector2.dot(pointB - pointA, across), spring: nil, h: h))
            angle(error: relativeAngle)
            let travel = Vector2.dot(pointA - pointB, axis)
            if range.minimum.isFinite, travel <= Double(range.minimum) {
                var row = ConstraintRow(a: a, pointA: pointA, b: b, pointB: pointB, direction: -axis, error: travel - Double(range.minimum), spring: nil, h: h)
                row.lower = 0
                rows.append(row)
            }
            if range.maximum.isFinite, travel >= Double(range.maximum) {
                var row = ConstraintRow(a: a, pointA: pointA, b: b, pointB: pointB, direction: -axis, error: travel - Double(range.maximum), spring: nil, h: h)
                row.upper = 0
                rows.append(row)
            }
        }
        return rows
    }
}

extension UIFieldBehavior.Kind {
    var isTurbulence: Bool {
        if case .turbulence = self { return true }
        return false
    }
}
