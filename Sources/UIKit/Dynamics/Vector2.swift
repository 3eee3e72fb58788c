import Foundation

/// A 2D vector in doubles, for the dynamics simulation's arithmetic.
struct Vector2: Equatable {
    var x: Double
    var y: Double

    init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    init(_ point: CGPoint) { self.init(Double(point.x), Double(point.y)) }
    init(_ vector: CGVector) { self.init(Double(vector.dx), Double(vector.dy)) }

    static let zero = Vector2(0, 0)

    var point: CGPoint { CGPoint(x: x, y: y) }
    var vector: CGVector { CGVector(dx: x, dy: y) }
    var length: Double { (x * x + y * y).squareRoot() }
    var isFinite: Bool { x.isFinite && y.isFinite }

    var normalized: Vector2 {
        let length = length
        return length > 1e-12 ? Vector2(x / length, y / length) : .zero
    }

    /// Turned a quarter counterclockwise (in y-up terms): (−y, x).
    var perpendicular: Vector2 { Vector2(-y, x) }

    func rotated(by angle: Double) -> Vector2 {
        let c = cos(angle), s = sin(angle)
        return Vector2(x * c - y * s, x * s + y * c)
    }

    static func + (a: Vector2, b: Vector2) -> Vector2 { Vector2(a.x + b.x, a.y + b.y) }
    static func - (a: Vector2, b: Vector2) -> Vector2 { Vector2(a.x - b.x, a.y - b.y) }
    static prefix func - (a: Vector2) -> Vector2 { Vector2(-a.x, -a.y) }
    static func * (a: Vector2, s: Double) -> Vector2 { Vector2(a.x * s, a.y * s) }
    static func * (s: Double, a: Vector2) -> Vector2 { Vector2(a.x * s, a.y * s) }
    static func += (a: inout Vector2, b: Vector2) { a = a + b }
    static func -= (a: inout Vector2, b: Vector2) { a = a - b }

    static func dot(_ a: Vector2, _ b: Vector2) -> Double { a.x * b.x + a.y * b.y }
    /// The z of the 3D cross product.
    static func cross(_ a: Vector2, _ b: Vector2) -> Double { a.x * b.y - a.y * b.x }
    /// ω × r for an angular velocity ω.
    static func cross(_ s: Double, _ a: Vector2) -> Vector2 { Vector2(-s * a.y, s * a.x) }
}
