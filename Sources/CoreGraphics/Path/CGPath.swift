/// The rules for deciding which points are inside a path.
public enum CGPathFillRule: Int, Sendable {
    /// A point is inside if the path winds around it a non-zero number of times.
    case winding = 0
    /// A point is inside if a ray from it crosses the path an odd number of times.
    case evenOdd = 1
}

/// The kinds of element a path is made of.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint = 0
    case addLineToPoint = 1
    case addQuadCurveToPoint = 2
    case addCurveToPoint = 3
    case closeSubpath = 4
}

/// One element of a path, as passed to `CGPath.applyWithBlock(_:)`. `points` holds one point
/// for move and line, two for a quadratic curve (control, end), three for a cubic curve
/// (control 1, control 2, end) and none for close.
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// An immutable graphics path: lines and Bézier curves in subpaths.
///
/// Arcs, ellipses and rounded rectangles are stored as cubic Bézier curves, as CoreGraphics
/// stores them.
/// The function `CGPath.apply(info:function:)` calls for each element. A C function pointer on
/// Apple platforms; a Swift function here, because Slate's `CGPathElement` is a Swift struct
/// (a closure literal passed to `apply` reads the same).
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void
/// The closure `CGPath.applyWithBlock(_:)` calls for each element (a block on Apple platforms).
public typealias CGPathApplyBlock = (UnsafePointer<CGPathElement>) -> Void

public class CGPath: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The stored elements. Only `CGMutablePath` appends to them.
    package internal(set) var elements: [PathElement]

    init(elements: [PathElement]) {
        self.elements = elements
    }

    /// A path that is a closed rectangle: top-left, top-right, bottom-right, bottom-left.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// The end point of the last element, or `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var subpathStart = CGPoint.zero
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p): subpathStart = p; current = p
            case .line(let p): current = p
            case .quadCurve(_, let p): current = p
            case .curve(_, _, let p): current = p
            case .close: current = subpathStart
            }
        }
        return current
    }

    /// The smallest rectangle containing every point of the path, control points included.
    /// `CGRect.null` for an empty path.
    public var boundingBox: CGRect {
        var box = BoundingBox()
        for element in elements {
            switch element {
            case .move(let p), .line(let p): box.add(p)
            case .quadCurve(let c, let p): box.add(c); box.add(p)
            case .curve(let c1, let c2, let p): box.add(c1); box.add(c2); box.add(p)
            case .close: break
            }
        }
        return box.rect
    }

    /// The smallest rectangle containing every point on the path's curves (control points
    /// excluded). `CGRect.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        var box = BoundingBox()
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                box.add(p)
                current = p
            case .quadCurve(let c, let p):
                let (c1, c2) = PathElement.cubicControls(from: current, quadControl: c, to: p)
                box.addCurveExtrema(current, c1, c2, p)
                current = p
            case .curve(let c1, let c2, let p):
                box.addCurveExtrema(current, c1, c2, p)
                current = p
            case .close:
                break
            }
        }
        return box.rect
    }

    /// Whether `point` is inside the path under `rule`. Open subpaths are treated as closed.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        let polygons = PathFlattener.polygons(of: elements, transform: transform)
        var winding = 0
        for polygon in polygons where polygon.count > 1 {
            winding += PathFlattener.windingNumber(of: point, in: polygon)
        }
        switch rule {
        case .winding: return winding != 0
        case .evenOdd: return winding % 2 != 0
        }
    }

    /// Whether the path is exactly one axis-aligned rectangle; if so, writes it to `rect`.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        guard let found = PathElement.rectangle(in: elements) else { return false }
        rect?.pointee = found
        return true
    }

    /// Calls `block` with each element in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let buffer = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { buffer.deallocate() }
        for element in elements {
            let type: CGPathElementType
            switch element {
            case .move(let p): type = .moveToPoint; buffer[0] = p
            case .line(let p): type = .addLineToPoint; buffer[0] = p
            case .quadCurve(let c, let p): type = .addQuadCurveToPoint; buffer[0] = c; buffer[1] = p
            case .curve(let c1, let c2, let p):
                type = .addCurveToPoint; buffer[0] = c1; buffer[1] = c2; buffer[2] = p
            case .close: type = .closeSubpath
            }
            var value = CGPathElement(type: type, points: buffer)
            block(&value)
        }
    }

    /// Calls `function` with `info` and each element in order: Core Graphics' C form of
    /// `applyWithBlock(_:)`.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }

    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// A copy with every point mapped through `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let transform = transform?.pointee else { return copy() }
        return CGPath(elements: elements.map { $0.applying(transform) })
    }

    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        guard let transform = transform?.pointee else { return mutableCopy() }
        return CGMutablePath(elements: elements.map { $0.applying(transform) })
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs === rhs || lhs.elements == rhs.elements }

    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    public var description: String { "CGPath(\(elements.count) elements, bounds \(boundingBox))" }
}

/// One stored path element.
package enum PathElement: Hashable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quadCurve(CGPoint, CGPoint)
    case curve(CGPoint, CGPoint, CGPoint)
    case close

    func applying(_ t: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let p): return .move(p.applying(t))
        case .line(let p): return .line(p.applying(t))
        case .quadCurve(let c, let p): return .quadCurve(c.applying(t), p.applying(t))
        case .curve(let c1, let c2, let p): return .curve(c1.applying(t), c2.applying(t), p.applying(t))
        case .close: return .close
        }
    }

    /// The cubic control points equivalent to a quadratic curve.
    package static func cubicControls(from start: CGPoint, quadControl c: CGPoint, to end: CGPoint) -> (CGPoint, CGPoint) {
        (CGPoint(x: start.x + 2 / 3 * (c.x - start.x), y: start.y + 2 / 3 * (c.y - start.y)),
         CGPoint(x: end.x + 2 / 3 * (c.x - end.x), y: end.y + 2 / 3 * (c.y - end.y)))
    }

    /// The rectangle when `elements` is exactly one axis-aligned rectangle.
    static func rectangle(in elements: [PathElement]) -> CGRect? {
        var points: [CGPoint] = []
        for (index, element) in elements.enumerated() {
            switch element {
            case .move(let p) where index == 0: points.append(p)
            case .line(let p) where index > 0: points.append(p)
            case .close where index == elements.count - 1: break
            default: return nil
            }
        }
        if points.count == 5, points[4] == points[0] { points.removeLast() }
        guard points.count == 4 else { return nil }
        let horizontalFirst = points[0].y == points[1].y && points[1].x == points[2].x
            && points[2].y == points[3].y && points[3].x == points[0].x
        let verticalFirst = points[0].x == points[1].x && points[1].y == points[2].y
            && points[2].x == points[3].x && points[3].y == points[0].y
        guard horizontalFirst || verticalFirst else { return nil }
        let xs = points.map(\.x), ys = points.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

/// Accumulates a bounding rectangle.
struct BoundingBox {
    private var minX = CGFloat.infinity, minY = CGFloat.infinity
    private var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity

    mutating func add(_ p: CGPoint) {
        minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
        minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
    }

    /// Adds the end point and the extreme points of a cubic curve.
    mutating func addCurveExtrema(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
        add(p0)
        add(p3)
        for t in Self.extremaParameters(p0.x, p1.x, p2.x, p3.x) + Self.extremaParameters(p0.y, p1.y, p2.y, p3.y) {
            add(PathFlattener.cubicPoint(p0, p1, p2, p3, t))
        }
    }

    /// Parameters in (0, 1) where the derivative of a 1-D cubic Bézier is zero.
    private static func extremaParameters(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
        // Derivative: 3[(−a + 3b − 3c + d)t² + 2(a − 2b + c)t + (b − a)]
        let qa = -a + 3 * b - 3 * c + d
        let qb = 2 * (a - 2 * b + c)
        let qc = b - a
        var roots: [CGFloat] = []
        if abs(qa) < 1e-12 {
            if abs(qb) > 1e-12 { roots.append(-qc / qb) }
        } else {
            let discriminant = qb * qb - 4 * qa * qc
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots.append((-qb + root) / (2 * qa))
                roots.append((-qb - root) / (2 * qa))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    var rect: CGRect {
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension CGPath: CoreGraphicsTypeIdentified {
    public static var typeID: CFTypeID { 5 }
}
