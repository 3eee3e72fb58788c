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

    private static let gradientProperties: [String: LayerKeyPath.Property] = {
        func point(_ keyPath: ReferenceWritableKeyPath<CAGradientLayer, CGPoint>) -> LayerKeyPath.Property {
            LayerKeyPath.Property(get: { .point(($0 as? CAGradientLayer)?[keyPath: keyPath] ?? .zero) },
                                  set: { if let layer = $0 as? CAGradientLayer, case .point(let v) = $1 { layer[keyPath: keyPath] = v } },
                                  change: .appearance)
        }
        return [
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
            "startPoint": point(\.startPoint),
            "endPoint": point(\.endPoint),
        ]
    }()

    // MARK: What is painted

    /// The colours that draw: the `CGColor`s among `colors`.
    var stopColors: [CGColor] {
        (colors ?? []).compactMap { $0 as? CGColor }
    }

    /// The stops to draw, in order: colours at their locations (evenly spaced without
    /// locations, or when there are fewer locations than colours), clamped to 0…1. Nil when
    /// there is nothing to draw.
    var gradientStops: [(location: Double, color: CGColor)]? {
        let colors = stopColors
        guard !colors.isEmpty else { return nil }
        if colors.count == 1 { return [(0, colors[0]), (1, colors[0])] }
        let given = locations?.map(\.doubleValue)
        let evenly = colors.indices.map { Double($0) / Double(colors.count - 1) }
        let positions = (given?.count ?? 0) >= colors.count ? Array(given!.prefix(colors.count)) : evenly
        var previous = 0.0
        return zip(positions, colors).map { position, color in
            let location = position.isFinite ? min(max(position, previous), 1) : previous
            previous = location
            return (location, color)
        }
    }

    override var ownShapePaintRect: CGRect {
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
