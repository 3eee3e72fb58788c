import Foundation

extension CGPath {
    /// The part of the path between two fractions of its length, as a shape layer strokes it
    /// (`strokeStart`, `strokeEnd`): subpaths in order, a closed subpath's closing line
    /// included. Curves stay curves, cut at the parameter that reaches the length; each piece
    /// left of a subpath starts with a move. Fractions are clamped to 0…1; an empty or inverted
    /// range gives an empty path, and the whole range the path itself.
    package func trimmed(from start: CGFloat, to end: CGFloat) -> CGPath {
        let start = start.isNaN ? 0 : min(max(start, 0), 1)
        let end = end.isNaN ? 1 : min(max(end, 0), 1)
        if start <= 0 && end >= 1 { return self }
        guard start < end else { return CGPath(elements: []) }
        let segments = PathSegment.segments(of: elements)
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return CGPath(elements: []) }
        let from = start * total, to = end * total

        var output: [PathElement] = []
        var walked: CGFloat = 0
        var penDown = false
        var lastSubpath = -1
        for segment in segments {
            defer { walked += segment.length }
            let segmentStart = walked, segmentEnd = walked + segment.length
            if segmentStart >= to { break }
            guard segmentEnd > from else { continue }
            let t0 = segment.parameter(atLength: max(from - segmentStart, 0))
            let t1 = segment.parameter(atLength: min(to, segmentEnd) - segmentStart)
            let piece = segment.piece(from: t0, to: t1)
            if !penDown || segment.subpath != lastSubpath {
                output.append(.move(piece.start))
                penDown = true
                lastSubpath = segment.subpath
            }
            output.append(piece.element)
        }
        return CGPath(elements: output)
    }
}

/// One drawn piece of a path — a line or a cubic curve — with its length, measured along a
/// fine polyline, for cutting the path by length.
private struct PathSegment {
    let subpath: Int
    let start: CGPoint
    /// Controls and end of a cubic; a line has none.
    let controls: (CGPoint, CGPoint)?
    let end: CGPoint
    /// Lengths walked at evenly spaced parameters 0, 1/n … 1.
    let lengths: [CGFloat]

    var length: CGFloat { lengths.last ?? 0 }

    init(subpath: Int, start: CGPoint, controls: (CGPoint, CGPoint)?, end: CGPoint) {
        self.subpath = subpath
        self.start = start
        self.controls = controls
        self.end = end
        guard let (c1, c2) = controls else {
            lengths = [0, Self.distance(start, end)]
            return
        }
        let hull = Self.distance(start, c1) + Self.distance(c1, c2) + Self.distance(c2, end)
        let steps = max(8, min(512, Int(hull.squareRoot() * 4) + 1))
        var walked: CGFloat = 0
        var previous = start
        var lengths: [CGFloat] = [0]
        lengths.reserveCapacity(steps + 1)
        for step in 1...steps {
            let point = PathFlattener.cubicPoint(start, c1, c2, end, CGFloat(step) / CGFloat(steps))
            walked += Self.distance(previous, point)
            lengths.append(walked)
            previous = point
        }
        self.lengths = lengths
    }

    /// Every line and curve of `elements`, closing lines included, numbered by subpath (a
    /// move, and a close, start the next one).
    static func segments(of elements: [PathElement]) -> [PathSegment] {
        var segments: [PathSegment] = []
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        var subpath = 0
        for element in elements {
            switch element {
            case .move(let p):
                current = p
                subpathStart = p
                subpath += 1
            case .line(let p):
                segments.append(PathSegment(subpath: subpath, start: current, controls: nil, end: p))
                current = p
            case .quadCurve(let c, let p):
                let controls = PathElement.cubicControls(from: current, quadControl: c, to: p)
                segments.append(PathSegment(subpath: subpath, start: current, controls: controls, end: p))
                current = p
            case .curve(let c1, let c2, let p):
                segments.append(PathSegment(subpath: subpath, start: current, controls: (c1, c2), end: p))
                current = p
            case .close:
                if current != subpathStart {
                    segments.append(PathSegment(subpath: subpath, start: current, controls: nil, end: subpathStart))
                }
                current = subpathStart
                subpath += 1
            }
        }
        return segments
    }

    /// The parameter at which the segment has run `length`.
    func parameter(atLength length: CGFloat) -> CGFloat {
        guard self.length > 0 else { return 0 }
        if length <= 0 { return 0 }
        if length >= self.length { return 1 }
        // The first sample at or past `length`, then linear between samples.
        var low = 0, high = lengths.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if lengths[middle] < length { low = middle } else { high = middle }
        }
        let span = lengths[high] - lengths[low]
        let fraction = span > 0 ? (length - lengths[low]) / span : 0
        return (CGFloat(low) + fraction) / CGFloat(lengths.count - 1)
    }

    /// The part between parameters `t0` and `t1`: where it starts, and the element drawing it.
    func piece(from t0: CGFloat, to t1: CGFloat) -> (start: CGPoint, element: PathElement) {
        guard let (c1, c2) = controls else {
            return (Self.lerp(start, end, t0), .line(Self.lerp(start, end, t1)))
        }
        // The part up to t1, then the part of that after t0 (rescaled into it).
        let (head, _) = Self.split((start, c1, c2, end), at: t1)
        let (_, piece) = Self.split(head, at: t1 > 0 ? t0 / t1 : 0)
        return (piece.0, .curve(piece.1, piece.2, piece.3))
    }

    /// De Casteljau: the cubic's parts before and after `t`.
    private static func split(_ curve: Quad, at t: CGFloat) -> (before: Quad, after: Quad) {
        let (p0, p1, p2, p3) = curve
        let a = lerp(p0, p1, t), b = lerp(p1, p2, t), c = lerp(p2, p3, t)
        let d = lerp(a, b, t), e = lerp(b, c, t)
        let f = lerp(d, e, t)
        return ((p0, a, d, f), (f, e, c, p3))
    }

    typealias Quad = (CGPoint, CGPoint, CGPoint, CGPoint)

    private static func lerp(_ a: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }

    private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
