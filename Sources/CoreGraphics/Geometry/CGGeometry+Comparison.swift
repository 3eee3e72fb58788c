import Foundation

/// CoreGraphics' comparisons of points, sizes and rectangles (`CGPointEqualToPoint` …), as
/// Swift imports them.
extension CGPoint {
    /// Whether the two points are the same.
    public func equalTo(_ point2: CGPoint) -> Bool { x == point2.x && y == point2.y }
}

extension CGSize {
    /// Whether the two sizes are the same.
    public func equalTo(_ size2: CGSize) -> Bool { width == size2.width && height == size2.height }
}

extension CGRect {
    /// Whether the two rectangles cover the same area: compared standardized (a rectangle of
    /// negative width is the one of positive width it spans), and two null rectangles are equal.
    public func equalTo(_ rect2: CGRect) -> Bool {
        if isNull || rect2.isNull { return isNull && rect2.isNull }
        let a = standardized, b = rect2.standardized
        return a.origin.equalTo(b.origin) && a.size.equalTo(b.size)
    }
}
