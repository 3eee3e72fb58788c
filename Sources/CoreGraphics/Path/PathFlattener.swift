/// Turns path elements into polygons (one per subpath) for hit testing.
enum PathFlattener {
    /// Each subpath as a closed polygon, curves approximated by line segments whose distance
    /// from the curve stays well under a tenth of a unit for curves of ordinary size.
    static func polygons(of elements: [PathElement], transform: CGAffineTransform) -> [[CGPoint]] {
        var polygons: [[CGPoint]] = []
        var current: [CGPoint] = []
        var point = CGPoint.zero
        var subpathStart = CGPoint.zero

        func finish() {
            if current.count > 1 { polygons.append(current) }
            current = []
        }

        for element in elements {
            switch element.applying(transform) {
            case .move(let p):
                finish()
                current = [p]
                point = p
                subpathStart = p
            case .line(let p):
                if current.isEmpty { current = [point] }
                current.append(p)
                point = p
            case .quadCurve(let c, let p):
                if current.isEmpty { current = [point] }
                let (c1, c2) = PathElement.cubicControls(from: point, quadControl: c, to: p)
                appendCubic(point, c1, c2, p, to: &current)
                point = p
            case .curve(let c1, let c2, let p):
                if current.isEmpty { current = [point] }
                appendCubic(point, c1, c2, p, to: &current)
                point = p
            case .close:
                finish()
                point = subpathStart
            }
        }
        finish()
        return polygons
    }

    private static func appendCubic(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, to polygon: inout [CGPoint]) {
        let length = distance(p0, p1) + distance(p1, p2) + distance(p2, p3)
        let segments = Swift.max(2, Swift.min(256, Int((length * 2).squareRoot()) + 1))
        for index in 1...segments {
            polygon.append(cubicPoint(p0, p1, p2, p3, CGFloat(index) / CGFloat(segments)))
        }
    }

    static func cubicPoint(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                       y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    /// The signed number of times the closed polygon winds around `point`.
    static func windingNumber(of point: CGPoint, in polygon: [CGPoint]) -> Int {
        var winding = 0
        for index in polygon.indices {
            let a = polygon[index]
            let b = polygon[(index + 1) % polygon.count]
            if a.y <= point.y {
                if b.y > point.y && cross(a, b, point) > 0 { winding += 1 }
            } else if b.y <= point.y && cross(a, b, point) < 0 {
                winding -= 1
            }
        }
        return winding
    }

    /// Positive when `p` lies left of the directed line a→b (in y-up terms).
    private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}
