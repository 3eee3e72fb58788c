import Foundation

/// A layer that emits, moves and draws particles, each kind described by a `CAEmitterCell`.
///
/// The simulation runs on Core Animation's clock (the virtual clock in headless tests) from
/// the first frame that draws the layer. Particles are born at evenly spaced times — `birthRate`
/// × the cell's `birthRate` a second — and each one's random values come from the layer's own
/// generator, seeded with `seed`, in order of birth: the same layer shows the same particles at
/// the same time on every run. A particle moves with its velocity and
/// the cell's acceleration, turns, grows and changes colour with the time since its birth, and
/// goes at the end of its lifetime.
///
/// Particles are drawn above the layer's background, contents, sublayers and border, in the
/// layer's plane (`renderMode` chooses their order, or additive blending). Animatable:
/// `birthRate`, `lifetime`, `emitterPosition`, `emitterZPosition`, `emitterSize`,
/// `emitterDepth`, `velocity`, `scale` and `spin`.
open class CAEmitterLayer: CALayer {
    /// The kinds of particle emitted. Nil by default.
    open var emitterCells: [CAEmitterCell]? {
        didSet { emitterChanged() }
    }

    /// Multiplies every cell's birth rate. Defaults to 1.
    open var birthRate: Float = 1 {
        didSet { if birthRate != oldValue { emitterChanged(); reportAnimatableChange("birthRate", from: oldValue) } }
    }

    /// Multiplies every cell's lifetime (and its range) as particles are born. Defaults to 1.
    open var lifetime: Float = 1 {
        didSet { if lifetime != oldValue { emitterChanged(); reportAnimatableChange("lifetime", from: oldValue) } }
    }

    /// The centre of the emission shape, in the layer's coordinates. Defaults to (0, 0).
    open var emitterPosition: CGPoint = .zero {
        didSet { if emitterPosition != oldValue { emitterChanged(); reportAnimatableChange("emitterPosition", from: oldValue) } }
    }

    /// The depth of the emission shape's centre. Defaults to 0.
    open var emitterZPosition: CGFloat = 0 {
        didSet { if emitterZPosition != oldValue { emitterChanged(); reportAnimatableChange("emitterZPosition", from: oldValue) } }
    }

    /// The size of the emission shape (see `emitterShape`). Defaults to zero.
    open var emitterSize: CGSize = .zero {
        didSet { if emitterSize != oldValue { emitterChanged(); reportAnimatableChange("emitterSize", from: oldValue) } }
    }

    /// The depth of a `.cuboid` shape. Defaults to 0.
    open var emitterDepth: CGFloat = 0 {
        didSet { if emitterDepth != oldValue { emitterChanged(); reportAnimatableChange("emitterDepth", from: oldValue) } }
    }

    /// The emission shape. Defaults to `.point`.
    open var emitterShape: CAEmitterLayerEmitterShape = .point {
        didSet { if emitterShape != oldValue { emitterChanged() } }
    }

    /// Where on the shape particles are born. Defaults to `.volume`.
    open var emitterMode: CAEmitterLayerEmitterMode = .volume {
        didSet { if emitterMode != oldValue { emitterChanged() } }
    }

    /// The order particles are drawn in, or additive blending. Defaults to `.unordered`.
    open var renderMode: CAEmitterLayerRenderMode = .unordered {
        didSet { if renderMode != oldValue { emitterChanged() } }
    }

    /// Whether particles keep their depth in the superlayer's 3D space rather than being
    /// flattened into the layer's plane first. False by default. When true, a particle's z
    /// moves it across the screen as the layer's 3D transform turns it (drawn
    /// orthographically, like every layer in Slate).
    open var preservesDepth = false {
        didSet { if preservesDepth != oldValue { emitterChanged() } }
    }

    /// Multiplies every cell's velocity (and its range). Defaults to 1.
    open var velocity: Float = 1 {
        didSet { if velocity != oldValue { emitterChanged(); reportAnimatableChange("velocity", from: oldValue) } }
    }

    /// Multiplies every cell's scale (and its range). Defaults to 1.
    open var scale: Float = 1 {
        didSet { if scale != oldValue { emitterChanged(); reportAnimatableChange("scale", from: oldValue) } }
    }

    /// Multiplies every cell's spin (and its range). Defaults to 1.
    open var spin: Float = 1 {
        didSet { if spin != oldValue { emitterChanged(); reportAnimatableChange("spin", from: oldValue) } }
    }

    /// Seeds the layer's random number generator; setting it starts the generator again.
    /// Defaults to 0.
    open var seed: UInt32 = 0 {
        didSet { if seed != oldValue { simulation.reseed(seed) } }
    }

    /// The particles and the generator.
    let simulation = EmitterSimulation()

    public required override init() {
        super.init()
    }

    /// Copies the emitter's settings (not its particles).
    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAEmitterLayer else { return }
        emitterCells = other.emitterCells
        birthRate = other.birthRate
        lifetime = other.lifetime
        emitterPosition = other.emitterPosition
        emitterZPosition = other.emitterZPosition
        emitterSize = other.emitterSize
        emitterDepth = other.emitterDepth
        emitterShape = other.emitterShape
        emitterMode = other.emitterMode
        renderMode = other.renderMode
        preservesDepth = other.preservesDepth
        velocity = other.velocity
        scale = other.scale
        spin = other.spin
        seed = other.seed
    }

    /// Something about emission changed: the next frame draws the layer again, and frames keep
    /// coming while it emits or particles live.
    private func emitterChanged() {
        guard !CALayer.isApplyingPresentation else { return }
        Self.register(self)
        changed(.contents)
    }

    /// Where the particles are drawn now, layer coordinates.
    override var ownVectorPaintRect: CGRect { simulation.paintRect(depthOffset: particleDepthOffset) }

    /// With `preservesDepth`, how far a particle moves in the layer's plane per point of z:
    /// the z row of the layer's 3D transform (down to the nearest ancestor that flattens),
    /// taken back into the layer's coordinates. Zero otherwise, or when the layer is edge-on.
    var particleDepthOffset: CGVector {
        guard preservesDepth else { return .zero }
        let m = isInTransformLayer ? transform3DToFlatteningAncestor : transform3DToSuperlayer
        let linear = CGAffineTransform(a: m.m11, b: m.m12, c: m.m21, d: m.m22, tx: 0, ty: 0)
        guard abs(linear.a * linear.d - linear.b * linear.c) > 1e-9 else { return .zero }
        let offset = CGPoint(x: m.m31, y: m.m32).applying(linear.inverted())
        return CGVector(dx: offset.x, dy: offset.y)
    }

    /// The number of particles alive at the last frame.
    package var particleCount: Int { simulation.particles.count }

    // MARK: The clock

    private static var emitters: [WeakEmitter] = []

    private static func register(_ layer: CAEmitterLayer) {
        if !emitters.contains(where: { $0.layer === layer }) { emitters.append(WeakEmitter(layer: layer)) }
    }

    /// Whether the layer is in a tree that is drawn.
    private var isInDrawnTree: Bool { superlayer != nil || renderState.compositor != nil }

    /// Whether some emitter on screen is emitting or still has particles.
    static var needsFrames: Bool {
        emitters.contains { weak in
            guard let layer = weak.layer, layer.isInDrawnTree else { return false }
            return layer.simulation.isLive(layer)
        }
    }

    /// Brings every emitter's particles to `now` before a frame is drawn, and marks those with
    /// particles (now or at the last frame) for redrawing.
    static func advanceAll(to now: CFTimeInterval) {
        emitters.removeAll { $0.layer == nil }
        for weak in emitters {
            guard let layer = weak.layer, layer.isInDrawnTree else { continue }
            let hadParticles = !layer.simulation.particles.isEmpty
            layer.simulation.advance(layer, to: now)
            if hadParticles || !layer.simulation.particles.isEmpty { layer.changed(.contents) }
        }
    }

    /// Forgets emitters of earlier displays (see `FrameScheduler.forgetEarlierDisplays`).
    static func forgetAll() {
        emitters.removeAll()
    }

    // MARK: Animation

    override class var ownAnimatableProperties: [String: LayerKeyPath.Property] { emitterProperties }

    private static func float(_ keyPath: ReferenceWritableKeyPath<CAEmitterLayer, Float>) -> LayerKeyPath.Property {
        LayerKeyPath.Property(get: { .scalar(Double(($0 as? CAEmitterLayer)?[keyPath: keyPath] ?? 0)) },
                              set: { if let layer = $0 as? CAEmitterLayer, case .scalar(let v) = $1 { layer[keyPath: keyPath] = Float(v) } },
                              change: .contents)
    }

    private static func cgFloat(_ keyPath: ReferenceWritableKeyPath<CAEmitterLayer, CGFloat>) -> LayerKeyPath.Property {
        LayerKeyPath.Property(get: { .scalar(Double(($0 as? CAEmitterLayer)?[keyPath: keyPath] ?? 0)) },
                              set: { if let layer = $0 as? CAEmitterLayer, case .scalar(let v) = $1 { layer[keyPath: keyPath] = CGFloat(v) } },
                              change: .contents)
    }

    private static let emitterProperties: [String: LayerKeyPath.Property] = [
        "birthRate": float(\.birthRate),
        "lifetime": float(\.lifetime),
        "velocity": float(\.velocity),
        "scale": float(\.scale),
        "spin": float(\.spin),
        "emitterZPosition": cgFloat(\.emitterZPosition),
        "emitterDepth": cgFloat(\.emitterDepth),
        "emitterPosition": LayerKeyPath.Property(
            get: { .point(($0 as? CAEmitterLayer)?.emitterPosition ?? .zero) },
            set: { if let layer = $0 as? CAEmitterLayer, case .point(let v) = $1 { layer.emitterPosition = v } },
            change: .contents),
        "emitterSize": LayerKeyPath.Property(
            get: { .size(($0 as? CAEmitterLayer)?.emitterSize ?? .zero) },
            set: { if let layer = $0 as? CAEmitterLayer, case .size(let v) = $1 { layer.emitterSize = v } },
            change: .contents),
    ]
}

private struct WeakEmitter {
    weak var layer: CAEmitterLayer?
}
