import Foundation

/// A layer that fills its bounds with a colour gradient, over its background and rounded
/// like it by `cornerRadius`.
///
/// `startPoint` and `endPoint` are in the unit coordinate space of the bounds (0,0 the top
/// left, 1,1 the bottom right). An axial gradient runs from one to the other; a radial one is
/// centred on `startPoint` and reaches `endPoint` (an ellipse, its radii the distances along
/// each axis); a conic one sweeps round `startPoint` clockwise from the direction of
/// `endPoint`. Beyond the ends the end colours continue.
///
/// Animatable: `colors`, `locations`, `startPoint` and `endPoint`.
open class CAGradientLayer: CALayer {
    /// The colours (`CGColor`s), at `locations` or spaced evenly. Other values are ignored.
    open var colors: [Any]? {
        didSet { gradientChanged(); reportAnimatableChange("colors", from: oldValue) }
    }

    /// Where each colour stops, 0 to 1 and increasing; nil spaces the colours evenly.
    open var locations: [NSNumber]? {
        didSet { if locations != oldValue { gradientChanged(); reportAnimatableChange("locations", from: oldValue) } }
    }

    open var startPoint = CGPoint(x: 0.5, y: 0) {
        didSet { if startPoint != oldValue { gradientChanged(); reportAnimatableChange("startPoint", from: oldValue) } }
    }

    open var endPoint = CGPoint(x: 0.5, y: 1) {
        didSet { if endPoint != oldValue { gradientChanged(); reportAnimatableChange("endPoint", from: oldValue) } }
    }

    open var type: CAGradientLayerType = .axial {
        didSet { if type != oldValue { gradientChanged() } }
    }

    public required override init() {
        super.init()
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }

    private func gradientChanged() {
        changed(.appearance)
    }

    // MARK: Animation

    override class var ownAnimatableProperties: [String: LayerKeyPath.Property] { gradientProperties }

    private static let gradientProperties: [String: LayerKeyPath.Property] = [
        "colors": LayerKeyPath.Property(
            get: { .array((($0 as? CAGradientLayer)?.stopColors ?? []).map(AnimationValue.color)) },
            set: { if let layer = $0 as? CAGradientLayer, case .array(let values) = $1 { layer.colors = values.map(\.object) } },
            change: .appearance),
        "locations": LayerKeyPath.Property(
            get: { .array((($0 as? CAGradientLayer)?.locations ?? []).map { .scalar($0.doubleValue) }) },
            set: { layer, value in
                guard let layer = layer as? CAGradientLayer, case .array(let values) = value else { return }
                layer.locations = values.compactMap { if case .scalar(let v) = $0 { NSNumber(value: v) } else { nil } }
            },
            change: .appearance),
        "startPoint": .point(\CAGradientLayer.startPoint),
        "endPoint": .point(\CAGradientLayer.endPoint),
    ]

    // MARK: What is painted

    /// The colours that draw: the `CGColor`s among `colors`.
    var stopColors: [CGColor] {
        (colors ?? []).compactMap { $0 as? CGColor }
    }

    /// The stops to draw, in order, within 0…1: colours at their locations (evenly spaced
    /// without locations, or when there are fewer locations than colours), each location at
    /// least the one before. Stops beyond either end — a shimmer animates its locations from
    /// below 0 to above 1 — give way to the colour the gradient has at that end. Nil when
    /// there is nothing to draw.
    var gradientStops: [(location: Double, color: CGColor)]? {
        let colors = stopColors
        guard !colors.isEmpty else { return nil }
        if colors.count == 1 { return [(0, colors[0]), (1, colors[0])] }
        let given = locations?.map(\.doubleValue)
        let evenly = colors.indices.map { Double($0) / Double(colors.count - 1) }
        let positions = (given?.count ?? 0) >= colors.count ? Array(given!.prefix(colors.count)) : evenly
        var previous = -Double.infinity
        let stops = zip(positions, colors).map { position, color -> (location: Double, color: CGColor) in
            let location = position.isFinite ? max(position, previous) : max(previous, 0)
            previous = location
            return (location, color)
        }
        return Self.clipped(stops)
    }

    /// `stops` cut to 0…1: the colour at each end where stops lie beyond it.
    private static func clipped(_ stops: [(location: Double, color: CGColor)]) -> [(location: Double, color: CGColor)] {
        func color(at t: Double) -> CGColor {
            guard let first = stops.first, let last = stops.last else { return CGColor(gray: 0, alpha: 0) }
            if t <= first.location { return first.color }
            if t >= last.location { return last.color }
            for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
                let span = b.location - a.location
                let f = span > 0 ? CGFloat((t - a.location) / span) : 1
                let x = a.color.sRGBA, y = b.color.sRGBA
                return CGColor(srgbRed: x.red + (y.red - x.red) * f, green: x.green + (y.green - x.green) * f,
                               blue: x.blue + (y.blue - x.blue) * f, alpha: x.alpha + (y.alpha - x.alpha) * f)
            }
            return last.color
        }
        var inside = stops.filter { $0.location > 0 && $0.location < 1 }
        inside.insert((0, color(at: 0)), at: 0)
        inside.append((1, color(at: 1)))
        return inside
    }

    override var ownVectorPaintRect: CGRect {
        gradientStops == nil ? .null : bounds
    }
}

/// The shape of a gradient layer's gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
