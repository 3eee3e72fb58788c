/// A path you build element by element.
///
/// Arc direction follows CoreGraphics: `clockwise: true` sweeps toward decreasing angles,
/// which is clockwise in CoreGraphics' y-up space and so appears counterclockwise in UIKit's
/// flipped space. (`UIBezierPath` takes `clockwise` in UIKit terms and flips it.)
public class CGMutablePath: CGPath, @unchecked Sendable {
    public init() {
        super.init(elements: [])
    }

    override init(elements: [PathElement]) {
        super.init(elements: elements)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.move(point.applying(transform)))
    }

    /// A straight line from the current point. Without a current point it starts a subpath there.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let p = point.applying(transform)
        elements.append(elements.isEmpty ? .move(p) : .line(p))
    }

    /// A polyline: moves to the first point, then adds lines to the rest.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        ensureCurrentPoint(control.applying(transform))
        elements.append(.quadCurve(control.applying(transform), end.applying(transform)))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        ensureCurrentPoint(control1.applying(transform))
        elements.append(.curve(control1.applying(transform), control2.applying(transform), end.applying(transform)))
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        guard let last = elements.last, last != .close else { return }
        elements.append(.close)
    }

    /// A closed rectangular subpath: (minX, minY) → (maxX, minY) → (maxX, maxY) → (minX, maxY).
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A closed ellipse inscribed in `rect`, starting at (maxX, midY) and running toward
    /// increasing angles, the same direction as `addRect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let center = CGPoint(x: r.midX, y: r.midY)
        let ellipse = CGAffineTransform(scaleX: r.width / 2, y: r.height / 2)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
            .concatenating(transform)
        move(to: CGPoint(x: 1, y: 0), transform: ellipse)
        appendArcCurves(startAngle: 0, sweep: 2 * .pi, transform: ellipse)
        closeSubpath()
    }

    /// A closed rounded rectangle with elliptical corners. Corner sizes are clamped to half
    /// the rectangle's sides.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight),
                       corners: .all, style: .circular, transform: transform)
    }

    /// An arc of the circle around `center`, from `startAngle` to `endAngle`. A line joins the
    /// current point to the arc's start; without a current point the arc starts a subpath.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let fullTurn = 2 * CGFloat.pi
        var sweep: CGFloat
        if clockwise {
            sweep = startAngle - endAngle
            if sweep >= fullTurn { sweep = fullTurn } else if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
            sweep = -sweep
        } else {
            sweep = endAngle - startAngle
            if sweep >= fullTurn { sweep = fullTurn } else if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: sweep, transform: transform)
    }

    /// An arc that starts at `startAngle` and sweeps by `delta` radians (positive toward
    /// increasing angles).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity) {
        let circle = CGAffineTransform(scaleX: radius, y: radius)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
            .concatenating(transform)
        let start = CGPoint(x: cos(startAngle), y: sin(startAngle)).applying(circle)
        if elements.isEmpty || elements.last == .close {
            elements.append(.move(start))
        } else if currentPoint != start {
            elements.append(.line(start))
        }
        appendArcCurves(startAngle: startAngle, sweep: delta, transform: circle)
    }

    /// An arc of `radius` tangent to the line from the current point to `tangent1End` and to
    /// the line from `tangent1End` to `tangent2End`, preceded by a line to its first tangent point.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        let p1 = tangent1End.applying(transform)
        let p2 = tangent2End.applying(transform)
        guard !elements.isEmpty, elements.last != .close else {
            elements.append(.move(p1))
            return
        }
        let p0 = currentPoint
        let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y)
        let v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let length1 = (v1.x * v1.x + v1.y * v1.y).squareRoot()
        let length2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let crossProduct = v1.x * v2.y - v1.y * v2.x
        guard radius > 0, length1 > 0, length2 > 0, abs(crossProduct) > 1e-9 * length1 * length2 else {
            elements.append(.line(p1))
            return
        }
        let u1 = CGPoint(x: v1.x / length1, y: v1.y / length1)
        let u2 = CGPoint(x: v2.x / length2, y: v2.y / length2)
        let cosine = max(-1, min(1, u1.x * u2.x + u1.y * u2.y))
        let angle = acos(cosine)
        let tangentDistance = radius / tan(angle / 2)
        let start = CGPoint(x: p1.x + u1.x * tangentDistance, y: p1.y + u1.y * tangentDistance)
        let end = CGPoint(x: p1.x + u2.x * tangentDistance, y: p1.y + u2.y * tangentDistance)
        let bisector = CGPoint(x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let centerDistance = radius / sin(angle / 2)
        let center = CGPoint(x: p1.x + bisector.x / bisectorLength * centerDistance,
                             y: p1.y + bisector.y / bisectorLength * centerDistance)
        let startAngle = atan2(start.y - center.y, start.x - center.x)
        var sweep = atan2(end.y - center.y, end.x - center.x) - startAngle
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        if p0 != start { elements.append(.line(start)) }
        let circle = CGAffineTransform(scaleX: radius, y: radius)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
        appendArcCurves(startAngle: startAngle, sweep: sweep, transform: circle)
    }

    /// Appends `path`'s elements, mapped through `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements.append(contentsOf: path.elements.map { $0.applying(transform) })
    }

    // MARK: Helpers

    /// A curve from an empty path first moves to the curve's start (CoreGraphics logs the same).
    private func ensureCurrentPoint(_ fallback: CGPoint) {
        if elements.isEmpty { elements.append(.move(fallback)) }
    }

    /// Appends cubic curves approximating a unit-circle arc (mapped through `transform`),
    /// at most a quarter turn per curve.
    func appendArcCurves(startAngle: CGFloat, sweep: CGFloat, transform: CGAffineTransform) {
        guard sweep != 0 else { return }
        let segments = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(segments)
        let k = 4 / 3 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<segments {
            let next = angle + step
            let (s0, c0) = CGAffineTransform.sineAndCosine(of: angle)
            let (s1, c1) = CGAffineTransform.sineAndCosine(of: next)
            let control1 = CGPoint(x: c0 - k * s0, y: s0 + k * c0).applying(transform)
            let control2 = CGPoint(x: c1 + k * s1, y: s1 - k * c1).applying(transform)
            let end = CGPoint(x: c1, y: s1).applying(transform)
            elements.append(.curve(control1, control2, end))
            angle = next
        }
    }
}
