import Foundation

/// A layer that draws a path: filled, stroked, or both.
///
/// The shape is drawn in the layer's coordinates and is not clipped to its bounds (unless
/// `masksToBounds`), so a shape layer with empty bounds still shows its path, as in Core
/// Animation. It is drawn as vector art when the frame is composed — crisp at any scale —
/// above the layer's background and contents and below its sublayers.
///
/// Animatable: `fillColor`, `strokeColor`, `lineWidth`, `miterLimit`, `lineDashPhase`,
/// `strokeStart` and `strokeEnd`. Animating `path` is absent (docs/porting.md).
open class CAShapeLayer: CALayer {
    /// The shape; nil draws nothing.
    open var path: CGPath? {
        didSet { if path != oldValue { shapeChanged() } }
    }

    /// Fills the path; nil does not fill. Opaque black by default.
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet { if fillColor != oldValue { shapeChanged(); reportAnimatableChange("fillColor", from: oldValue) } }
    }

    open var fillRule: CAShapeLayerFillRule = .nonZero {
        didSet { if fillRule != oldValue { shapeChanged() } }
    }

    /// Strokes the path; nil (the default) does not stroke.
    open var strokeColor: CGColor? {
        didSet { if strokeColor != oldValue { shapeChanged(); reportAnimatableChange("strokeColor", from: oldValue) } }
    }

    /// The part of the path stroked, as fractions of its length: 0 and 1 by default.
    /// Animating `strokeEnd` from 0 to 1 draws the path as a pen would.
    open var strokeStart: CGFloat = 0 {
        didSet { if strokeStart != oldValue { shapeChanged(); reportAnimatableChange("strokeStart", from: oldValue) } }
    }

    open var strokeEnd: CGFloat = 1 {
        didSet { if strokeEnd != oldValue { shapeChanged(); reportAnimatableChange("strokeEnd", from: oldValue) } }
    }

    open var lineWidth: CGFloat = 1 {
        didSet { if lineWidth != oldValue { shapeChanged(); reportAnimatableChange("lineWidth", from: oldValue) } }
    }

    open var miterLimit: CGFloat = 10 {
        didSet { if miterLimit != oldValue { shapeChanged(); reportAnimatableChange("miterLimit", from: oldValue) } }
    }

    open var lineCap: CAShapeLayerLineCap = .butt {
        didSet { if lineCap != oldValue { shapeChanged() } }
    }

    open var lineJoin: CAShapeLayerLineJoin = .miter {
        didSet { if lineJoin != oldValue { shapeChanged() } }
    }

    /// Where the dash pattern starts along the path.
    open var lineDashPhase: CGFloat = 0 {
        didSet { if lineDashPhase != oldValue { shapeChanged(); reportAnimatableChange("lineDashPhase", from: oldValue) } }
    }

    /// Lengths of dashes and gaps, alternating; nil or empty draws a solid line.
    open var lineDashPattern: [NSNumber]? {
        didSet { if lineDashPattern != oldValue { shapeChanged() } }
    }

    public required override init() {
        super.init()
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path
        fillColor = other.fillColor
        fillRule = other.fillRule
        strokeColor = other.strokeColor
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
        lineWidth = other.lineWidth
        miterLimit = other.miterLimit
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        lineDashPhase = other.lineDashPhase
        lineDashPattern = other.lineDashPattern
    }

    private func shapeChanged() {
        changed(.appearance)
    }

    // MARK: Animation

    override class var ownAnimatableProperties: [String: LayerKeyPath.Property] { shapeProperties }

    private static let shapeProperties: [String: LayerKeyPath.Property] = [
        "fillColor": .color(\CAShapeLayer.fillColor),
        "strokeColor": .color(\CAShapeLayer.strokeColor),
        "strokeStart": .scalar(\CAShapeLayer.strokeStart),
        "strokeEnd": .scalar(\CAShapeLayer.strokeEnd),
        "lineWidth": .scalar(\CAShapeLayer.lineWidth),
        "miterLimit": .scalar(\CAShapeLayer.miterLimit),
        "lineDashPhase": .scalar(\CAShapeLayer.lineDashPhase),
    ]

    // MARK: What is painted

    /// Whether the shape paints anything: a path with a visible fill or stroke.
    var paintsShape: Bool {
        guard let path, !path.isEmpty else { return false }
        return (fillColor?.alpha ?? 0) > 0 || strokedPath != nil
    }

    /// The part of the path stroked, when a stroke shows. Trimming measures the whole path, so
    /// the last result is kept: a frame asks several times, and an animated `strokeEnd` asks
    /// once per frame with a new end.
    var strokedPath: CGPath? {
        guard let path, lineWidth > 0, (strokeColor?.alpha ?? 0) > 0, strokeStart < strokeEnd else { return nil }
        if let cached = trimmed, cached.source === path, cached.start == strokeStart, cached.end == strokeEnd { return cached.result }
        let result = path.trimmed(from: strokeStart, to: strokeEnd)
        trimmed = (path, strokeStart, strokeEnd, result)
        return result
    }

    private var trimmed: (source: CGPath, start: CGFloat, end: CGFloat, result: CGPath)?

    /// The dash lengths to stroke with: nil for a solid line, and for a pattern Core Graphics
    /// would reject (negative lengths, or nothing but zeros).
    var dashLengths: [CGFloat]? {
        guard let pattern = lineDashPattern, !pattern.isEmpty else { return nil }
        let lengths = pattern.map { CGFloat($0.doubleValue) }
        guard lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), lengths.contains(where: { $0 > 0 }) else { return nil }
        return lengths
    }

    override var ownVectorPaintRect: CGRect {
        guard paintsShape, let path else { return .null }
        var rect = (fillColor?.alpha ?? 0) > 0 ? path.boundingBoxOfPath : .null
        if let stroked = strokedPath, lineWidth.isFinite {
            // Half the width all round; a square cap's corner reaches √2 times that; a miter join
            // up to miterLimit times — only where straight segments meet at a corner (a path of
            // curves alone, a circle, has none).
            var factor: CGFloat = lineCap == .square ? 2.squareRoot() : 1
            if lineJoin == .miter, stroked.hasLineCorners {
                factor = max(factor, miterLimit.isFinite ? max(miterLimit, 1) : 10)
            }
            let reach = lineWidth / 2 * factor
            rect = rect.union(stroked.boundingBoxOfPath.insetBy(dx: -reach, dy: -reach))
        }
        return rect
    }
}

/// How a shape layer decides what is inside its path.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The ends of a shape layer's stroke.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The corners of a shape layer's stroke.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

private extension CGPath {
    /// Whether straight segments meet anywhere (where a miter join may reach out): any line,
    /// or a subpath closed by a line of some length. Paths of curves alone (circles, ovals —
    /// closed where their last curve already ends) join smoothly.
    var hasLineCorners: Bool {
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let point):
                (current, subpathStart) = (point, point)
            case .line:
                return true
            case .quadCurve(_, let end), .curve(_, _, let end):
                current = end
            case .close:
                if current != subpathStart { return true }
                current = subpathStart
            }
        }
        return false
    }
}
