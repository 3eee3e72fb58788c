import Foundation

/// One rigid body of the simulation: a dynamic item (or a group of them), its convex
/// collision polygons in its own frame, its mass and its motion.
@MainActor
final class DynamicBody {
    let item: any UIDynamicItem
    /// For a group: each member, its offset from the group's center and its angle, in the
    /// group's frame.
    private(set) var members: [(item: any UIDynamicItem, offset: Vector2, angle: Double)] = []
    /// Convex polygons, counterclockwise (in y-up terms), around the body's center.
    private(set) var shapes: [[Vector2]] = []
    /// The radius of a circle around the center holding every shape.
    private(set) var radius = 0.0
    private var unitArea = 1.0
    private var unitInertia = 1.0

    var position = Vector2.zero
    var angle = 0.0
    var velocity = Vector2.zero
    var angularVelocity = 0.0
    var force = Vector2.zero
    var torque = 0.0

    // Properties from the item behaviors (UIDynamicItemBehavior's defaults otherwise).
    var elasticity = 0.0
    var friction = 0.0
    var resistance = 0.0
    var angularResistance = 0.0
    var charge = 0.0
    var isAnchored = false
    var allowsRotation = true
    var density = 1.0 { didSet { updateMass() } }

    private(set) var mass = 1.0
    private(set) var inverseMass = 1.0
    private(set) var inverseInertia = 1.0
    /// How long the body has been nearly still.
    var restingTime = 0.0
    /// What the simulation last wrote to the item, to write only changes.
    private var writtenAngle: Double?

    init(item: any UIDynamicItem) {
        self.item = item
        readCurrentState()
    }

    /// Takes the item's center, rotation and outline as they are now.
    func readCurrentState() {
        position = Vector2(item.center)
        angle = Self.rotation(of: item.transform)
        writtenAngle = angle
        if let group = item as? UIDynamicItemGroup {
            members = group.items.map { member in
                (member, (Vector2(member.center) - position).rotated(by: -angle), Self.rotation(of: member.transform) - angle)
            }
            shapes = members.flatMap { member in
                Self.shapes(of: member.item).map { polygon in polygon.map { $0.rotated(by: member.angle) + member.offset } }
            }
        } else {
            members = []
            shapes = Self.shapes(of: item)
        }
        radius = shapes.flatMap { $0 }.map(\.length).max() ?? 0.5
        var area = 0.0, inertia = 0.0
        for polygon in shapes {
            for index in polygon.indices {
                let p1 = polygon[index], p2 = polygon[(index + 1) % polygon.count]
                let triangle = abs(Vector2.cross(p1, p2)) / 2
                area += triangle
                inertia += triangle * (Vector2.dot(p1, p1) + Vector2.dot(p1, p2) + Vector2.dot(p2, p2)) / 6
            }
        }
        // A zero-size item still has some mass: a point of 1 square point.
        unitArea = max(area, 1)
        unitInertia = max(inertia, 1.0 / 6)
        updateMass()
    }

    private func updateMass() {
        let density = density.isFinite && density > 0 ? density : 1
        // UIKit's units: a 100 × 100-point item of density 1 has mass 1.
        mass = density * unitArea / 10_000
        let inertia = density * unitInertia / 10_000
        inverseMass = isAnchored ? 0 : 1 / mass
        inverseInertia = isAnchored || !allowsRotation ? 0 : 1 / inertia
    }

    /// Applies `isAnchored` and `allowsRotation` to the inverse mass and inertia.
    func updateFreedom() { updateMass() }

    var isStatic: Bool { inverseMass == 0 }

    /// The body's polygon `index` in reference coordinates.
    func worldPolygon(_ index: Int) -> [Vector2] {
        let c = cos(angle), s = sin(angle)
        return shapes[index].map { Vector2(position.x + $0.x * c - $0.y * s, position.y + $0.x * s + $0.y * c) }
    }

    /// Velocity of the body's material at world point `point`.
    func velocity(at point: Vector2) -> Vector2 { velocity + Vector2.cross(angularVelocity, point - position) }

    func applyImpulse(_ impulse: Vector2, at point: Vector2) {
        velocity += impulse * inverseMass
        angularVelocity += inverseInertia * Vector2.cross(point - position, impulse)
    }

    /// Sets the item's center and (when it turned) its transform, as UIKit does on every step.
    func writeBack() {
        guard position.isFinite, angle.isFinite else { return }
        if members.isEmpty {
            item.center = position.point
        } else {
            item.center = position.point
            for member in members {
                member.item.center = (position + member.offset.rotated(by: angle)).point
                if writtenAngle != angle { member.item.transform = CGAffineTransform(rotationAngle: CGFloat(angle + member.angle)) }
            }
        }
        if writtenAngle != angle {
            item.transform = CGAffineTransform(rotationAngle: CGFloat(angle))
            writtenAngle = angle
        }
    }

    /// The item's frame in reference coordinates (its rotated bounds' box).
    var frame: CGRect {
        let points = shapes.indices.flatMap { worldPolygon($0) }
        guard let first = points.first else { return CGRect(origin: position.point, size: .zero) }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    static func rotation(of transform: CGAffineTransform) -> Double {
        let angle = Double(atan2(transform.b, transform.a))
        return angle.isFinite ? angle : 0
    }

    // MARK: Shapes

    /// The item's outline as convex polygons around its center.
    static func shapes(of item: any UIDynamicItem) -> [[Vector2]] {
        // Zero-size (or nonsensical) bounds collide as a point-sized square.
        let width = max(Double(item.bounds.width).isFinite ? Double(item.bounds.width) : 0, 1)
        let height = max(Double(item.bounds.height).isFinite ? Double(item.bounds.height) : 0, 1)
        switch item.collisionBoundsType {
        case .rectangle:
            return [rectangle(width: width, height: height)]
        case .ellipse:
            let count = 24
            return [(0..<count).map { index in
                let t = Double(index) / Double(count) * 2 * .pi
                return Vector2(width / 2 * cos(t), height / 2 * sin(t))
            }]
        case .path:
            let hull = convexHull(flatten(item.collisionBoundingPath.cgPath))
            return [hull.count >= 3 ? hull : rectangle(width: width, height: height)]
        }
    }

    static func rectangle(width: Double, height: Double) -> [Vector2] {
        [Vector2(-width / 2, -height / 2), Vector2(width / 2, -height / 2), Vector2(width / 2, height / 2), Vector2(-width / 2, height / 2)]
    }

    /// The path's points with curves sampled, one list per subpath.
    static func flattenSubpaths(_ path: CGPath) -> [[Vector2]] {
        var subpaths: [[Vector2]] = []
        var current: [Vector2] = []
        func finish() {
            if current.count > 1 { subpaths.append(current) }
            current = []
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                finish()
                current = [Vector2(p)]
            case .line(let p):
                current.append(Vector2(p))
            case .quadCurve(let c, let p):
                let start = current.last ?? Vector2(p)
                for step in 1...8 {
                    let t = Double(step) / 8, u = 1 - t
                    current.append(start * (u * u) + Vector2(c) * (2 * u * t) + Vector2(p) * (t * t))
                }
            case .curve(let c1, let c2, let p):
                let start = current.last ?? Vector2(p)
                for step in 1...8 {
                    let t = Double(step) / 8, u = 1 - t
                    current.append(start * (u * u * u) + Vector2(c1) * (3 * u * u * t) + Vector2(c2) * (3 * u * t * t) + Vector2(p) * (t * t * t))
                }
            case .close:
                if let first = current.first { current.append(first) }
                finish()
            }
        }
        finish()
        return subpaths.map { $0.filter(\.isFinite) }
    }

    static func flatten(_ path: CGPath) -> [Vector2] { flattenSubpaths(path).flatMap { $0 } }

    /// The convex hull, counterclockwise in y-up terms (Andrew's monotone chain).
    static func convexHull(_ points: [Vector2]) -> [Vector2] {
        let sorted = points.sorted { $0.x != $1.x ? $0.x < $1.x : $0.y < $1.y }
        guard sorted.count >= 3 else { return sorted }
        var lower: [Vector2] = [], upper: [Vector2] = []
        for p in sorted {
            while lower.count >= 2 && Vector2.cross(lower[lower.count - 1] - lower[lower.count - 2], p - lower[lower.count - 2]) <= 1e-9 { lower.removeLast() }
            lower.append(p)
        }
        for p in sorted.reversed() {
            while upper.count >= 2 && Vector2.cross(upper[upper.count - 1] - upper[upper.count - 2], p - upper[upper.count - 2]) <= 1e-9 { upper.removeLast() }
            upper.append(p)
        }
        return Array(lower.dropLast() + upper.dropLast())
    }
}
