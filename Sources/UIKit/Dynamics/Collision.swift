import Foundation

/// Contact between two convex polygons, found by the separating axis test and clipping (as
/// Box2D's polygon collider does).
enum Collision {
    struct Manifold {
        /// From the first polygon toward the second.
        var normal: Vector2
        /// Contact points and their separation (negative when overlapping).
        var points: [(point: Vector2, separation: Double)]
    }

    /// Contacts between `a` and `b` when they overlap or are within `margin` of each other.
    /// A polygon of two points is a segment (a boundary line), usable from both sides.
    static func collide(_ a: [Vector2], _ b: [Vector2], margin: Double) -> Manifold? {
        guard a.count >= 2, b.count >= 2 else { return nil }
        let (edgeA, separationA) = maximumSeparation(a, b)
        if separationA > margin { return nil }
        let (edgeB, separationB) = maximumSeparation(b, a)
        if separationB > margin { return nil }
        let flip = separationB > separationA + 1e-3
        let reference = flip ? b : a, incident = flip ? a : b
        let referenceEdge = flip ? edgeB : edgeA
        let normal = edgeNormal(reference, referenceEdge)
        var incidentEdge = 0, lowest = Double.infinity
        for index in incident.indices {
            let d = Vector2.dot(edgeNormal(incident, index), normal)
            if d < lowest {
                lowest = d
                incidentEdge = index
            }
        }
        let v1 = reference[referenceEdge], v2 = reference[(referenceEdge + 1) % reference.count]
        let tangent = (v2 - v1).normalized
        var points = [incident[incidentEdge], incident[(incidentEdge + 1) % incident.count]]
        points = clip(points, -tangent, -Vector2.dot(tangent, v1))
        guard points.count == 2 else { return nil }
        points = clip(points, tangent, Vector2.dot(tangent, v2))
        guard points.count == 2 else { return nil }
        let contacts = points.map { ($0, Vector2.dot(normal, $0 - v1)) }.filter { $0.1 <= margin }
        guard !contacts.isEmpty else { return nil }
        return Manifold(normal: flip ? -normal : normal, points: contacts.map { (point: $0.0, separation: $0.1) })
    }

    /// The outward normal of the edge from vertex `index` to the next.
    static func edgeNormal(_ polygon: [Vector2], _ index: Int) -> Vector2 {
        let edge = polygon[(index + 1) % polygon.count] - polygon[index]
        return Vector2(edge.y, -edge.x).normalized
    }

    /// The edge of `a` along whose normal `b` lies farthest out, and how far.
    private static func maximumSeparation(_ a: [Vector2], _ b: [Vector2]) -> (Int, Double) {
        var best = 0, bestSeparation = -Double.infinity
        for index in a.indices {
            let normal = edgeNormal(a, index)
            guard normal != .zero else { continue }
            var deepest = Double.infinity
            for vertex in b { deepest = min(deepest, Vector2.dot(normal, vertex - a[index])) }
            if deepest > bestSeparation {
                bestSeparation = deepest
                best = index
            }
        }
        return (best, bestSeparation)
    }

    /// The part of segment `points` where dot(normal, p) ≤ offset.
    private static func clip(_ points: [Vector2], _ normal: Vector2, _ offset: Double) -> [Vector2] {
        let d0 = Vector2.dot(normal, points[0]) - offset, d1 = Vector2.dot(normal, points[1]) - offset
        var result: [Vector2] = []
        if d0 <= 0 { result.append(points[0]) }
        if d1 <= 0 { result.append(points[1]) }
        if d0 * d1 < 0 { result.append(points[0] + (points[1] - points[0]) * (d0 / (d0 - d1))) }
        return result
    }
}
