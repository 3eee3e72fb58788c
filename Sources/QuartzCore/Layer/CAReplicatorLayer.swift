import Foundation

/// A layer that draws its sublayers `instanceCount` times, each copy moved by one more
/// `instanceTransform`, tinted by one more colour offset and running its animations
/// `instanceDelay` later than the one before.
///
/// Instance 0 is the sublayers as they are, multiplied by `instanceColor`; instance k applies
/// `instanceTransform` k times — around the centre of the replicator's bounds — and multiplies
/// by `instanceColor` plus k times the offsets (each component kept within 0…1). As in Core
/// Animation, only instance 0 is hit-tested.
///
/// Animatable: `instanceCount`, `instanceDelay`, `instanceTransform`, `instanceColor` and the
/// four offsets.
open class CAReplicatorLayer: CALayer {
    /// The copies drawn, the sublayers themselves among them; 1 by default. Below 1 draws none.
    open var instanceCount: Int = 1 {
        didSet { if instanceCount != oldValue { replicationChanged(); reportAnimatableChange("instanceCount", from: oldValue) } }
    }

    /// Whether sublayers keep their depth instead of being flattened into the layer's plane.
    /// False by default. Slate draws layers in two dimensions, so copies are flattened either way.
    open var preservesDepth = false

    /// Seconds by which each copy's animations lag the previous copy's; 0 by default.
    open var instanceDelay: CFTimeInterval = 0 {
        didSet { if instanceDelay != oldValue { replicationChanged(); reportAnimatableChange("instanceDelay", from: oldValue) } }
    }

    /// What turns each copy into the next, about the centre of the bounds; the identity by
    /// default. Slate draws its affine part.
    open var instanceTransform: CATransform3D = CATransform3DIdentity {
        didSet { if instanceTransform != oldValue { replicationChanged(); reportAnimatableChange("instanceTransform", from: oldValue) } }
    }

    /// Multiplies the first copy's colours; opaque white (no change) by default. Nil is white.
    open var instanceColor: CGColor? = CGColor(gray: 1, alpha: 1) {
        didSet { if instanceColor != oldValue { replicationChanged(); reportAnimatableChange("instanceColor", from: oldValue) } }
    }

    /// Added to the colour each copy is multiplied by, for every copy after the first.
    open var instanceRedOffset: Float = 0 {
        didSet { if instanceRedOffset != oldValue { replicationChanged(); reportAnimatableChange("instanceRedOffset", from: oldValue) } }
    }

    open var instanceGreenOffset: Float = 0 {
        didSet { if instanceGreenOffset != oldValue { replicationChanged(); reportAnimatableChange("instanceGreenOffset", from: oldValue) } }
    }

    open var instanceBlueOffset: Float = 0 {
        didSet { if instanceBlueOffset != oldValue { replicationChanged(); reportAnimatableChange("instanceBlueOffset", from: oldValue) } }
    }

    open var instanceAlphaOffset: Float = 0 {
        didSet { if instanceAlphaOffset != oldValue { replicationChanged(); reportAnimatableChange("instanceAlphaOffset", from: oldValue) } }
    }

    public required override init() {
        super.init()
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAReplicatorLayer else { return }
        instanceCount = other.instanceCount
        preservesDepth = other.preservesDepth
        instanceDelay = other.instanceDelay
        instanceTransform = other.instanceTransform
        instanceColor = other.instanceColor
        instanceRedOffset = other.instanceRedOffset
        instanceGreenOffset = other.instanceGreenOffset
        instanceBlueOffset = other.instanceBlueOffset
        instanceAlphaOffset = other.instanceAlphaOffset
    }

    /// The copies move, or their colours change: the compositor works out again where the
    /// sublayers draw, copy by copy.
    private func replicationChanged() {
        changed(.appearance)
    }

    // MARK: Animation

    override class var ownAnimatableProperties: [String: LayerKeyPath.Property] { replicatorProperties }

    private static func float(_ keyPath: ReferenceWritableKeyPath<CAReplicatorLayer, Float>) -> LayerKeyPath.Property {
        LayerKeyPath.Property(get: { .scalar(Double(($0 as? CAReplicatorLayer)?[keyPath: keyPath] ?? 0)) },
                              set: { if let layer = $0 as? CAReplicatorLayer, case .scalar(let v) = $1 { layer[keyPath: keyPath] = Float(v) } },
                              change: .appearance)
    }

    private static let replicatorProperties: [String: LayerKeyPath.Property] = [
        "instanceCount": LayerKeyPath.Property(
            get: { .scalar(Double(($0 as? CAReplicatorLayer)?.instanceCount ?? 1)) },
            set: { if let layer = $0 as? CAReplicatorLayer, case .scalar(let v) = $1, v.isFinite { layer.instanceCount = Int(v.rounded()) } },
            change: .appearance),
        "instanceDelay": LayerKeyPath.Property(
            get: { .scalar(($0 as? CAReplicatorLayer)?.instanceDelay ?? 0) },
            set: { if let layer = $0 as? CAReplicatorLayer, case .scalar(let v) = $1 { layer.instanceDelay = v } },
            change: .appearance),
        "instanceTransform": LayerKeyPath.Property(
            get: { .transform(($0 as? CAReplicatorLayer)?.instanceTransform ?? CATransform3DIdentity) },
            set: { if let layer = $0 as? CAReplicatorLayer, case .transform(let v) = $1 { layer.instanceTransform = v } },
            change: .appearance),
        "instanceColor": .color(\CAReplicatorLayer.instanceColor),
        "instanceRedOffset": float(\.instanceRedOffset),
        "instanceGreenOffset": float(\.instanceGreenOffset),
        "instanceBlueOffset": float(\.instanceBlueOffset),
        "instanceAlphaOffset": float(\.instanceAlphaOffset),
    ]

    // MARK: What is drawn

    /// The copies drawn.
    var drawnInstanceCount: Int { max(0, instanceCount) }

    /// Instance `k`'s transform in the replicator's coordinates: `instanceTransform` applied
    /// `k` times about the centre of the bounds.
    func instanceAffineTransform(_ k: Int) -> CGAffineTransform {
        guard k > 0 else { return .identity }
        let step = instanceTransform.affinePart
        var power = CGAffineTransform.identity
        for _ in 0..<k { power = power.concatenating(step) }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        return CGAffineTransform(translationX: -center.x, y: -center.y)
            .concatenating(power)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    }

    /// The colour instance `k` is multiplied by, each component within 0…1; nil for white
    /// (no change).
    func instanceTint(_ k: Int) -> (red: Double, green: Double, blue: Double, alpha: Double)? {
        let base = (instanceColor ?? CGColor(gray: 1, alpha: 1)).sRGBA
        func component(_ value: CGFloat, _ offset: Float) -> Double {
            min(max(Double(value) + Double(k) * Double(offset), 0), 1)
        }
        let tint = (red: component(base.red, instanceRedOffset), green: component(base.green, instanceGreenOffset),
                    blue: component(base.blue, instanceBlueOffset), alpha: component(base.alpha, instanceAlphaOffset))
        return tint == (1, 1, 1, 1) ? nil : tint
    }
}
