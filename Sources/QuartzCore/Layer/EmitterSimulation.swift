import Foundation

/// An emitter layer's particles, worked out from the time each was born: a particle's place,
/// turn, size and colour at any moment follow from its birth values, not from stepping.
///
/// Births come at evenly spaced times (a fraction of a birth is carried from step to step);
/// each birth draws the same count of random numbers from the layer's generator, in birth
/// order, so a layer's particles depend only on its seed, its settings and the clock — the
/// frames' times matter only when a step is longer than a particle's life (births that would
/// already be gone are skipped, random numbers and all).
@MainActor
final class EmitterSimulation {
    struct Particle {
        let cell: CAEmitterCell
        let birth: Double
        let death: Double
        /// At birth, layer coordinates (z toward the viewer).
        let position: SIMD3<Double>
        let velocity: SIMD3<Double>
        let acceleration: SIMD3<Double>
        let scale: Double
        let scaleSpeed: Double
        /// Radians a second.
        let spin: Double
        let color: SIMD4<Double>
        let colorSpeed: SIMD4<Double>
        /// The fraction of a birth carried for each of the cell's own cells.
        var carried: [Double]

        func position(at time: Double) -> SIMD3<Double> {
            let age = time - birth
            return position + velocity * age + acceleration * (0.5 * age * age)
        }

        func velocity(at time: Double) -> SIMD3<Double> {
            velocity + acceleration * (time - birth)
        }

        func scale(at time: Double) -> Double { max(0, scale + scaleSpeed * (time - birth)) }

        func angle(at time: Double) -> Double { spin * (time - birth) }

        func color(at time: Double) -> SIMD4<Double> {
            let value = color + colorSpeed * (time - birth)
            return value.clamped(lowerBound: SIMD4(repeating: 0), upperBound: SIMD4(repeating: 1))
        }
    }

    /// Alive at `time`, in birth order cell by cell within each step.
    private(set) var particles: [Particle] = []
    /// The time particles were last brought to; nil before the first frame.
    private(set) var time: Double?
    /// The fraction of a birth carried for each top-level cell.
    private var carried: [ObjectIdentifier: Double] = [:]
    private var random = SplitMix64(seed: 0)
    /// Contents multiplied by particle colours (LayerRenderer+Emitter), by source and colour.
    var tints: [TintKey: (source: ImageSurface, tinted: ImageSurface)] = [:]

    /// More than this many particles at once are not made: a runaway birth rate (or a cell
    /// among its own `emitterCells`) must not exhaust memory.
    static let maximumParticles = 20_000

    func reseed(_ seed: UInt32) {
        random = SplitMix64(seed: UInt64(seed))
    }

    /// Whether the layer emits or has particles: frames are needed.
    func isLive(_ layer: CAEmitterLayer) -> Bool {
        guard particles.isEmpty else { return true }
        guard layer.birthRate > 0, layer.lifetime > 0 else { return false }
        return (layer.emitterCells ?? []).contains { $0.isEnabled && $0.birthRate > 0 && $0.lifetime + $0.lifetimeRange / 2 > 0 }
    }

    /// Brings the particles to `now`: births since the last step, births from particles'
    /// own cells, and deaths. The first call starts the clock.
    func advance(_ layer: CAEmitterLayer, to now: Double) {
        guard let last = time else {
            time = now
            return
        }
        guard now > last else { return }
        time = now
        let cells = layer.emitterCells ?? []
        for cell in cells where cell.isEnabled {
            let rate = Double(layer.birthRate) * Double(cell.birthRate)
            let id = ObjectIdentifier(cell)
            var fraction = carried[id] ?? 0
            for birth in births(carrying: &fraction, rate: rate, from: last, to: now, longestLife: longestLife(of: cell, in: layer)) {
                let origin = emissionPoint(of: layer)
                spawn(cell, layer: layer, at: birth, from: origin, heading: (0, 0))
            }
            carried[id] = fraction
        }
        // Particles emit their own cells while alive; those born now emit too, so this walks
        // the list as it grows.
        var index = 0
        while index < particles.count {
            let parent = particles[index]
            if let children = parent.cell.emitterCells, !children.isEmpty {
                let start = max(parent.birth, last), end = min(parent.death, now)
                if end > start {
                    var carriedNow = parent.carried.count == children.count ? parent.carried : Array(repeating: 0, count: children.count)
                    for (k, child) in children.enumerated() where child.isEnabled {
                        let rate = Double(layer.birthRate) * Double(child.birthRate)
                        for birth in births(carrying: &carriedNow[k], rate: rate, from: start, to: end,
                                            longestLife: longestLife(of: child, in: layer), until: now) {
                            let place = parent.position(at: birth)
                            let motion = parent.velocity(at: birth)
                            let horizontal = (motion.x * motion.x + motion.y * motion.y).squareRoot()
                            let heading = (longitude: horizontal > 0 ? atan2(motion.y, motion.x) : 0,
                                           latitude: horizontal > 0 || motion.z != 0 ? atan2(motion.z, horizontal) : 0)
                            spawn(child, layer: layer, at: birth, from: place, heading: heading)
                        }
                    }
                    particles[index].carried = carriedNow
                }
            }
            index += 1
        }
        particles.removeAll { $0.death <= now }
    }

    /// The times of the births between `start` and `end` at `rate` a second, carrying the
    /// fraction of the next one; births that would be dead by `until` (or `end`) are skipped,
    /// and no more than the particle limit allows are made.
    private func births(carrying fraction: inout Double, rate: Double, from start: Double, to end: Double,
                        longestLife: Double, until: Double? = nil) -> [Double] {
        guard rate > 0, rate.isFinite, end > start else { return [] }
        let total = fraction + rate * (end - start)
        guard total.isFinite else { return [] }
        let count = Int(min(total.rounded(.down), Double(Int32.max)))
        // Birth j (1…count) comes at start + (j − fraction) / rate.
        let horizon = (until ?? end) - longestLife
        var first = 1
        if horizon > start {
            first = max(1, Int(min(((horizon - start) * rate + fraction).rounded(.down), Double(Int32.max))))
        }
        let room = max(0, Self.maximumParticles - particles.count)
        first = max(first, count - room + 1)
        let startFraction = fraction
        fraction = total - Double(count)
        guard first <= count else { return [] }
        return (first...count).map { start + (Double($0) - startFraction) / rate }
    }

    private func longestLife(of cell: CAEmitterCell, in layer: CAEmitterLayer) -> Double {
        max(0, Double(cell.lifetime + abs(cell.lifetimeRange) / 2) * Double(layer.lifetime))
    }

    /// Uniform in −0.5 … 0.5.
    private func spread() -> Double { random.nextUnit() - 0.5 }

    /// A point of the emission shape, as `emitterMode` picks it; three random numbers each.
    private func emissionPoint(of layer: CAEmitterLayer) -> SIMD3<Double> {
        let (u, v, w) = (random.nextUnit(), random.nextUnit(), random.nextUnit())
        let center = SIMD3(Double(layer.emitterPosition.x), Double(layer.emitterPosition.y), Double(layer.emitterZPosition))
        let size = SIMD3(Double(layer.emitterSize.width), Double(layer.emitterSize.height), Double(layer.emitterDepth))
        let mode = layer.emitterMode
        func corner(_ r: Double, dimensions: Int) -> SIMD3<Double> {
            let index = Int(r * Double(1 << dimensions)) & ((1 << dimensions) - 1)
            return SIMD3((index & 1) == 0 ? -0.5 : 0.5, dimensions > 1 ? ((index & 2) == 0 ? -0.5 : 0.5) : 0,
                         dimensions > 2 ? ((index & 4) == 0 ? -0.5 : 0.5) : 0) * size
        }
        var offset = SIMD3<Double>(0, 0, 0)
        switch layer.emitterShape {
        case .line:
            offset = mode == .points ? corner(u, dimensions: 1) : SIMD3((u - 0.5) * size.x, 0, 0)
        case .rectangle:
            switch mode {
            case .points: offset = corner(u, dimensions: 2)
            case .outline: offset = pointOnPerimeter(u, width: size.x, height: size.y)
            default: offset = SIMD3((u - 0.5) * size.x, (v - 0.5) * size.y, 0)
            }
        case .cuboid:
            switch mode {
            case .points: offset = corner(u, dimensions: 3)
            case .outline:
                // An edge along one of the three axes, at one of its four places.
                let axis = min(2, Int(u * 3)), place = corner(v, dimensions: 3)
                var point = place
                point[axis] = (w - 0.5) * size[axis]
                offset = point
            case .surface:
                // A face: one of six (an axis and a side), anywhere on it.
                let face = min(5, Int(u * 6)), axis = face / 2
                let others = [0, 1, 2].filter { $0 != axis }
                var point = SIMD3<Double>(0, 0, 0)
                point[axis] = (face % 2 == 0 ? -0.5 : 0.5) * size[axis]
                point[others[0]] = (v - 0.5) * size[others[0]]
                point[others[1]] = (w - 0.5) * size[others[1]]
                offset = point
            default: offset = SIMD3((u - 0.5) * size.x, (v - 0.5) * size.y, (w - 0.5) * size.z)
            }
        case .circle:
            let radius = size.x / 2, angle = 2 * Double.pi * u
            let distance = mode == .points ? 0 : mode == .outline ? radius : radius * v.squareRoot()
            offset = SIMD3(cos(angle) * distance, sin(angle) * distance, 0)
        case .sphere:
            let radius = size.x / 2, angle = 2 * Double.pi * u, z = 2 * v - 1
            let ring = (1 - z * z).squareRoot()
            let distance = mode == .points ? 0 : mode == .volume ? radius * cbrt(w) : radius
            offset = SIMD3(cos(angle) * ring, sin(angle) * ring, z) * distance
        default:
            break
        }
        return center + offset
    }

    /// A point `fraction` of the way round a rectangle's edges, centred on the origin.
    private func pointOnPerimeter(_ fraction: Double, width: Double, height: Double) -> SIMD3<Double> {
        let perimeter = 2 * (width + height)
        guard perimeter > 0 else { return SIMD3(0, 0, 0) }
        var d = fraction * perimeter
        if d < width { return SIMD3(d - width / 2, -height / 2, 0) }
        d -= width
        if d < height { return SIMD3(width / 2, d - height / 2, 0) }
        d -= height
        if d < width { return SIMD3(width / 2 - d, height / 2, 0) }
        d -= width
        return SIMD3(-width / 2, height / 2 - d, 0)
    }

    /// A new particle of `cell` born at `birth` at `origin`, its direction relative to
    /// `heading` (radians). Draws ten random numbers.
    private func spawn(_ cell: CAEmitterCell, layer: CAEmitterLayer, at birth: Double, from origin: SIMD3<Double>,
                       heading: (longitude: Double, latitude: Double)) {
        let life = Double(cell.lifetime) + spread() * Double(cell.lifetimeRange)
        let speed = (Double(cell.velocity) + spread() * Double(cell.velocityRange)) * Double(layer.velocity)
        let range = Double(cell.emissionRange)
        let longitude = heading.longitude + Double(cell.emissionLongitude) + spread() * range
        let latitude = heading.latitude + Double(cell.emissionLatitude) + spread() * range
        let scale = (Double(cell.scale) + spread() * Double(cell.scaleRange)) * Double(layer.scale)
        let spin = (Double(cell.spin) + spread() * Double(cell.spinRange)) * Double(layer.spin)
        let base = cell.colorComponents
        let color = SIMD4(base.red + spread() * Double(cell.redRange), base.green + spread() * Double(cell.greenRange),
                          base.blue + spread() * Double(cell.blueRange), base.alpha + spread() * Double(cell.alphaRange))
        let lifetime = max(0, life * Double(layer.lifetime))
        guard lifetime > 0, particles.count < Self.maximumParticles else { return }
        let direction = SIMD3(cos(latitude) * cos(longitude), cos(latitude) * sin(longitude), sin(latitude))
        let values = [speed, scale, spin]
        guard values.allSatisfy(\.isFinite), origin.x.isFinite, origin.y.isFinite, origin.z.isFinite else { return }
        particles.append(Particle(
            cell: cell, birth: birth, death: birth + lifetime, position: origin, velocity: direction * speed,
            acceleration: SIMD3(Double(cell.xAcceleration), Double(cell.yAcceleration), Double(cell.zAcceleration)),
            scale: scale, scaleSpeed: Double(cell.scaleSpeed), spin: spin,
            color: color.clamped(lowerBound: SIMD4(repeating: 0), upperBound: SIMD4(repeating: 1)),
            colorSpeed: SIMD4(Double(cell.redSpeed), Double(cell.greenSpeed), Double(cell.blueSpeed), Double(cell.alphaSpeed)),
            carried: Array(repeating: 0, count: cell.emitterCells?.count ?? 0)))
    }

    // MARK: Drawing

    /// Each particle's contents and where it lands, in drawing order.
    struct Sprite {
        let surface: ImageSurface
        let source: CGRect
        /// The contents' rectangle in the particle's own space (centred on the origin).
        let destination: CGRect
        /// The particle's space in layer coordinates.
        let transform: CGAffineTransform
        let color: SIMD4<Double>
        let cell: CAEmitterCell
    }

    func sprites(order: CAEmitterLayerRenderMode, depthOffset: CGVector = .zero) -> [Sprite] {
        guard let time else { return [] }
        var ordered = particles
        switch order {
        case .oldestFirst: ordered.sort { $0.birth < $1.birth }
        case .oldestLast: ordered.sort { $0.birth > $1.birth }
        case .backToFront:
            let depths = ordered.map { $0.position(at: time).z }
            ordered = ordered.indices.sorted { depths[$0] != depths[$1] ? depths[$0] < depths[$1] : $0 < $1 }.map { ordered[$0] }
        default: break
        }
        return ordered.compactMap { particle in
            guard particle.cell.isEnabled, let image = particle.cell.contents as? CGImage else { return nil }
            let surface = image.surface
            let unit = particle.cell.contentsRect
            let source = CGRect(x: unit.minX * CGFloat(surface.width), y: unit.minY * CGFloat(surface.height),
                                width: unit.width * CGFloat(surface.width), height: unit.height * CGFloat(surface.height))
            let scale = particle.scale(at: time)
            let color = particle.color(at: time)
            guard source.width > 0, source.height > 0, scale > 0, color[3] > 0 else { return nil }
            let contentsScale = max(particle.cell.contentsScale, 0.01)
            let size = CGSize(width: source.width / contentsScale, height: source.height / contentsScale)
            let place = particle.position(at: time)
            let transform = CGAffineTransform(scaleX: CGFloat(scale), y: CGFloat(scale))
                .rotated(by: CGFloat(particle.angle(at: time)))
                .concatenating(CGAffineTransform(translationX: CGFloat(place.x) + depthOffset.dx * CGFloat(place.z),
                                                 y: CGFloat(place.y) + depthOffset.dy * CGFloat(place.z)))
            return Sprite(surface: surface, source: source,
                          destination: CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height),
                          transform: transform, color: color, cell: particle.cell)
        }
    }

    /// Where the particles are drawn, layer coordinates.
    func paintRect(depthOffset: CGVector) -> CGRect {
        var rect = CGRect.null
        for sprite in sprites(order: .unordered, depthOffset: depthOffset) { rect = rect.union(sprite.destination.applying(sprite.transform)) }
        return rect
    }
}

/// A small, fast generator with a fixed sequence for a seed (SplitMix64).
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in 0 ..< 1.
    mutating func nextUnit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }
}
