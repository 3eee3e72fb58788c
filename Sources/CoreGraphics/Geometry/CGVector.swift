/// A two-dimensional vector, as in Apple's CoreGraphics.
public struct CGVector: Hashable, Codable, Sendable, CustomStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() { self.init(dx: 0, dy: 0) }

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    public static var zero: CGVector { CGVector(dx: 0, dy: 0) }

    public var description: String { "(\(dx), \(dy))" }
}
