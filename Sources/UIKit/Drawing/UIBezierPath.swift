import Foundation

/// The corners of a rectangle, in UIKit's top-left-origin terms.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]

    var roundedCorners: RoundedCorners {
        var corners: RoundedCorners = []
        if contains(.topLeft) { corners.insert(.minXMinY) }
        if contains(.topRight) { corners.insert(.maxXMinY) }
        if contains(.bottomLeft) { corners.insert(.minXMaxY) }
        if contains(.bottomRight) { corners.insert(.maxXMaxY) }
        return corners
    }
}

/// A path with the attributes to draw it, in UIKit's coordinates.
///
/// `clockwise` means clockwise on screen (y down), the opposite of CoreGraphics' flag.
/// Rounded rectangles use iOS's continuous corners.
open class UIBezierPath: NSObject {
    private var path: CGMutablePath

    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    open var miterLimit: CGFloat = 10
    open var flatness: CGFloat = 0.6
    open var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    public override init() {
        path = CGMutablePath()
        super.init()
    }

    /// Decodes what `encode(with:)` wrote (`NSSecureCoding`); nil for an archive whose
    /// path elements do not read.
    public required init?(coder: NSCoder) {
        guard coder.containsValue(forKey: BezierPathArchive.elementsKey),
              let elements = BezierPathArchive.path(from: coder.decodeObject(forKey: BezierPathArchive.elementsKey)) else { return nil }
        path = elements
        super.init()
        lineWidth = CGFloat(coder.decodeDouble(forKey: "UILineWidth"))
        lineCapStyle = CGLineCap(rawValue: Int32(coder.decodeInteger(forKey: "UILineCap"))) ?? .butt
        lineJoinStyle = CGLineJoin(rawValue: Int32(coder.decodeInteger(forKey: "UILineJoin"))) ?? .miter
        miterLimit = CGFloat(coder.decodeDouble(forKey: "UIMiterLimit"))
        flatness = CGFloat(coder.decodeDouble(forKey: "UIFlatness"))
        usesEvenOddFillRule = coder.decodeBool(forKey: "UIUsesEvenOddFillRule")
        if coder.containsValue(forKey: "UIDashPattern") {
            dashPattern = (coder.decodeObject(forKey: "UIDashPattern") as? [Double] ?? []).map { CGFloat($0) }
        }
        dashPhase = CGFloat(coder.decodeDouble(forKey: "UIDashPhase"))
    }

    /// `NSSecureCoding`: the path's elements and every drawing setting.
    open func encode(with coder: NSCoder) {
        coder.encode(BezierPathArchive.elements(of: path), forKey: BezierPathArchive.elementsKey)
        coder.encode(Double(lineWidth), forKey: "UILineWidth")
        coder.encode(Int(lineCapStyle.rawValue), forKey: "UILineCap")
        coder.encode(Int(lineJoinStyle.rawValue), forKey: "UILineJoin")
        coder.encode(Double(miterLimit), forKey: "UIMiterLimit")
        coder.encode(Double(flatness), forKey: "UIFlatness")
        coder.encode(usesEvenOddFillRule, forKey: "UIUsesEvenOddFillRule")
        coder.encode(dashPattern.map { Double($0) }, forKey: "UIDashPattern")
        coder.encode(Double(dashPhase), forKey: "UIDashPhase")
    }

    public class var supportsSecureCoding: Bool { true }

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius),
                            corners: .all, style: .continuous)
    }

    /// Rounds only `corners`, with circular corners of radius `cornerRadii.width` (iOS ignores
    /// the height).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadii.width, height: cornerRadii.width),
                            corners: corners.roundedCorners, style: .circular)
    }

    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.mutableCopy() ?? CGMutablePath()
    }

    /// A copy of the path (setting replaces it).
    open var cgPath: CGPath {
        get { path.copy()! }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    // MARK: Building

    open func move(to point: CGPoint) { path.move(to: point) }

    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    open func close() { path.closeSubpath() }

    open func removeAllPoints() { path = CGMutablePath() }

    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    open func apply(_ transform: CGAffineTransform) {
        var t = transform
        path = path.mutableCopy(using: &t) ?? path
    }

    /// The same shape traversed backwards: each subpath reversed, in reverse order.
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.copyAttributes(from: self)
        for subpath in Self.subpaths(of: path.elements).reversed() {
            guard let last = subpath.points.last else { continue }
            reversed.path.move(to: last)
            for (index, segment) in subpath.segments.enumerated().reversed() {
                let start = subpath.points[index]
                switch segment {
                case .line: reversed.path.addLine(to: start)
                case .curve(let c1, let c2): reversed.path.addCurve(to: start, control1: c2, control2: c1)
                }
            }
            if subpath.closed { reversed.path.closeSubpath() }
        }
        return reversed
    }

    private struct Subpath {
        enum Segment { case line, curve(CGPoint, CGPoint) }
        var points: [CGPoint]
        var segments: [Segment] = []
        var closed = false
    }

    private static func subpaths(of elements: [PathElement]) -> [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        for element in elements {
            switch element {
            case .move(let p):
                if let current { result.append(current) }
                current = Subpath(points: [p])
            case .line(let p):
                current?.points.append(p)
                current?.segments.append(.line)
            case .quadCurve(let c, let p):
                guard let start = current?.points.last else { continue }
                let (c1, c2) = PathElement.cubicControls(from: start, quadControl: c, to: p)
                current?.points.append(p)
                current?.segments.append(.curve(c1, c2))
            case .curve(let c1, let c2, let p):
                current?.points.append(p)
                current?.segments.append(.curve(c1, c2))
            case .close:
                if var closing = current {
                    if closing.points.last != closing.points.first, let first = closing.points.first {
                        closing.points.append(first)
                        closing.segments.append(.line)
                    }
                    closing.closed = true
                    result.append(closing)
                    current = nil
                }
            }
        }
        if let current { result.append(current) }
        return result
    }

    private func copyAttributes(from other: UIBezierPath) {
        lineWidth = other.lineWidth
        lineCapStyle = other.lineCapStyle
        lineJoinStyle = other.lineJoinStyle
        miterLimit = other.miterLimit
        flatness = other.flatness
        usesEvenOddFillRule = other.usesEvenOddFillRule
        dashPattern = other.dashPattern
        dashPhase = other.dashPhase
    }

    // MARK: Queries

    open var isEmpty: Bool { path.isEmpty }

    /// The bounding box, control points included.
    open var bounds: CGRect { path.boundingBox }

    open var currentPoint: CGPoint { path.currentPoint }

    /// Whether `point` is inside under the path's fill rule.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Dashes

    /// Apple's C-array form: `count` lengths from `pattern`.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { p in (0..<count).map { p[$0] } } ?? []
        dashPhase = phase
    }

    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
                          phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (index, value) in dashPattern.enumerated() { pattern[index] = value } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    // MARK: Drawing into the current context

    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setFlatness(flatness)
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        fill()
        context.restoreGState()
    }

    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setFlatness(flatness)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        stroke()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
