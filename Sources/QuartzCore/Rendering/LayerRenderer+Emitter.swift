@_implementationOnly import CCairo

/// An emitter layer's particles: each cell's contents, multiplied by the particle's colour,
/// turned, scaled and placed, in the order `renderMode` gives — or added to what is beneath.
extension LayerRenderer {
    mutating func drawParticles(of emitter: CAEmitterLayer, transform: CGAffineTransform, alpha: Double) {
        let sprites = emitter.simulation.sprites(order: emitter.renderMode, depthOffset: emitter.particleDepthOffset)
        guard !sprites.isEmpty else { return }
        let adds = emitter.renderMode == .additive
        let clipStart = emitter.masksToBounds
            ? list.beginRange(.beginClip(ClipRange(path: emitter.cachedBoundsShape(), bounds: trustedBounds(emitter.bounds.applying(transform)), end: 0)))
            : nil
        for sprite in sprites {
            let placed = sprite.transform.concatenating(transform)
            let destination = sprite.destination, source = sprite.source
            let surface = emitter.simulation.tinted(sprite.surface, by: sprite.color)
            let sx = Double(source.width / destination.width), sy = Double(source.height / destination.height)
            let whole = CGRect(x: 0, y: 0, width: surface.width, height: surface.height)
            let part = source.intersection(whole)
            guard !part.isNull, part.width > 0, part.height > 0 else { continue }
            let matrix = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: sy,
                                        x0: Double(source.minX - part.minX) - Double(destination.minX) * sx,
                                        y0: Double(source.minY - part.minY) - Double(destination.minY) * sy)
            let magnifies = Double(placed.scaleFactor) / sqrt(sx * sy) > 1.001
            let filter = magnifies ? sprite.cell.magnificationFilter : sprite.cell.minificationFilter
            setMatrix(placed)
            var draw = ImageDraw(surface: surface, part: part == whole ? nil : part, patternMatrix: matrix,
                                 filter: filter == CALayerContentsFilter.nearest.rawValue ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD,
                                 destination: destination, alpha: sprite.color[3] * alpha,
                                 bounds: trustedBounds(destination.applying(placed)))
            draw.adds = adds
            list.append(.image(draw))
        }
        if let clipStart {
            list.append(.endClip)
            list.endRange(startedAt: clipStart)
        }
    }
}

extension EmitterSimulation {
    /// `surface` with its colour multiplied by `color`'s red, green and blue, kept while the
    /// same colour (to 8 bits) is asked for again.
    func tinted(_ surface: ImageSurface, by color: SIMD4<Double>) -> ImageSurface {
        let factors = (0..<3).map { UInt32((max(0, min(1, color[$0])) * 255).rounded()) }
        guard factors != [255, 255, 255] else { return surface }
        let key = TintKey(surface: ObjectIdentifier(surface), red: UInt8(factors[0]), green: UInt8(factors[1]), blue: UInt8(factors[2]))
        if let cached = tints[key], cached.source === surface { return cached.tinted }
        if tints.count >= 512 { tints.removeAll() }
        let copy = surface.copy()
        copy.flush()
        let data = copy.data
        // Premultiplied native ARGB: bytes B, G, R, A.
        let scale = [factors[2], factors[1], factors[0]]
        for y in 0..<copy.height {
            let row = data + y * copy.bytesPerRow
            for x in 0..<copy.width {
                let pixel = row + x * 4
                for channel in 0..<3 { pixel[channel] = UInt8((UInt32(pixel[channel]) * scale[channel] + 127) / 255) }
            }
        }
        copy.markDirty()
        tints[key] = (surface, copy)
        return copy
    }
}

struct TintKey: Hashable {
    let surface: ObjectIdentifier
    let red: UInt8, green: UInt8, blue: UInt8
}
