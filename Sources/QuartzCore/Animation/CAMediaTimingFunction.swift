import Foundation

/// How an animation's progress follows time: a cubic Bézier from (0, 0) to (1, 1) through two
/// control points.
@preconcurrency @MainActor
open class CAMediaTimingFunction: NSObject {
    package let c1: CGPoint
    package let c2: CGPoint

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        c1 = CGPoint(x: CGFloat(c1x), y: CGFloat(c1y))
        c2 = CGPoint(x: CGFloat(c2x), y: CGFloat(c2y))
        super.init()
    }

    /// Core Animation's named curves, with their published control points.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default: self.init(controlPoints: 0, 0, 1, 1)
        }
    }

    /// Control point `index` (0 and 3 are the fixed ends).
    open func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let point: CGPoint
        switch index {
        case 1: point = c1
        case 2: point = c2
        case 3: point = CGPoint(x: 1, y: 1)
        default: point = .zero
        }
        values[0] = Float(point.x)
        values[1] = Float(point.y)
    }

    /// The eased progress for linear progress `x` in 0…1.
    func evaluate(_ x: CGFloat) -> CGFloat {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if c1.x == c1.y && c2.x == c2.y { return x }
        let t = solveCurveX(x)
        return sample(t, c1.y, c2.y)
    }

    private func sample(_ t: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
        let u = 1 - t
        return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }

    private func derivative(_ t: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
        let u = 1 - t
        return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
    }

    /// The curve parameter whose x is `x`: Newton's method, falling back to bisection.
    private func solveCurveX(_ x: CGFloat) -> CGFloat {
        var t = x
        for _ in 0..<8 {
            let error = sample(t, c1.x, c2.x) - x
            if abs(error) < 1e-7 { return t }
            let slope = derivative(t, c1.x, c2.x)
            if abs(slope) < 1e-6 { break }
            t -= error / slope
        }
        var low: CGFloat = 0, high: CGFloat = 1
        t = x
        for _ in 0..<40 {
            let value = sample(t, c1.x, c2.x)
            if abs(value - x) < 1e-7 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }
}
