@_implementationOnly import CCairo

/// Layer shadows.
///
/// The shadow's shape is `shadowPath` if set, otherwise the alpha of everything the layer
/// draws (background, contents, sublayers, border). The shape is rendered once into an A8
/// mask at the layer's device scale and rotation, blurred, and cached on the layer; moving
/// the layer by whole pixels reuses the cache. It is offset by `shadowOffset` in the layer's
/// coordinates (so the offset turns with the layer), and — as on iOS — clipped away inside
/// the bounds when the layer `masksToBounds`.
extension LayerRenderer {
    mutating func drawShadow(of layer: CALayer, transform: CGAffineTransform, alpha: Double) {
        guard let color = layer.shadowColor else { return }
        let shadowColor = DrawColor(color, alpha: Double(layer.shadowOpacity) * alpha)
        guard shadowColor.alpha > 0 else { return }

        let (base, local) = transform.splitAtWholePixels
        guard let mask = shadowMask(for: layer, local: local) else { return }

        let offset = layer.shadowOffset.applying(transform)
        let origin = CGPoint(x: base.x + mask.origin.x + offset.width, y: base.y + mask.origin.y + offset.height)
        let maskRect = CGRect(origin: origin, size: CGSize(width: mask.surface.width, height: mask.surface.height))
        if !layer.masksToBounds, alpha >= 1, layer.mask == nil, let hidden = Self.opaqueInterior(of: layer, transform: transform) {
            // The layer's own opaque background, drawn next, covers the shadow's middle: only
            // the bands around it are composited (most of a card's shadow lies under the card).
            for band in maskRect.subtracting(hidden) {
                list.append(.maskedColor(MaskedColor(mask: mask.surface, origin: origin, color: shadowColor,
                                               clip: .device(band), bounds: trustedBounds(band))))
            }
            return
        }
        let clip: MaskedColor.Clip? = layer.masksToBounds ? .path(layer.cachedBoundsShape(), matrix: transform.cairoMatrix) : nil
        list.append(.maskedColor(MaskedColor(mask: mask.surface, origin: origin, color: shadowColor, clip: clip,
                                       bounds: trustedBounds(maskRect))))
    }

    /// Whole device pixels that the layer's opaque background covers, in device space: its
    /// bounds inset so that the rect lies inside the rounded corners, rounded inward. Nil
    /// when the background is not opaque or the transform turns or skews the layer.
    static func opaqueInterior(of layer: CALayer, transform: CGAffineTransform) -> CGRect? {
        guard let color = layer.backgroundColor, color.sRGBA.alpha >= 1 else { return nil }
        return layer.wholePixelsInsideOutline(transform: transform)
    }

    /// The cached mask when its key still matches, else a new one.
    private func shadowMask(for layer: CALayer, local: CGAffineTransform) -> ShadowMask? {
        let state = layer.renderState
        let key = ShadowMaskKey(
            local: CGAffineTransform(a: local.a, b: local.b, c: local.c, d: local.d, tx: (local.tx * 64).rounded(), ty: (local.ty * 64).rounded()),
            bounds: layer.bounds,
            radius: layer.shadowRadius,
            path: layer.shadowPath,
            contentVersion: layer.shadowPath == nil ? state.contentVersion : 0,
            downsampling: Self.shadowDownsampling(sigma: GaussianBlur.sigma(forShadowRadius: Double(layer.shadowRadius * local.scaleFactor)),
                                                  hasPath: layer.shadowPath != nil))
        // Content versions are only kept current by the compositor, so a silhouette drawn from
        // content is reused only there; a `shadowPath` silhouette depends on the key alone.
        if let cached = state.shadowCache, cached.key == key, layer.shadowPath != nil || damage != nil {
            return cached
        }
        // A `shadowPath` silhouette is the same for any layer with the same key: a popover
        // presented again with the same content finds the mask its last presentation blurred.
        if layer.shadowPath != nil, var shared = SharedShadowMasks.mask(for: key) {
            // Keyed by this layer's own path, so that its next frame matches by identity.
            shared.key = key
            state.shadowCache = shared
            return shared
        }
        guard let mask = Self.makeShadowMask(for: layer, local: local, key: key) else { return nil }
        state.shadowCache = mask
        if layer.shadowPath != nil { SharedShadowMasks.keep(mask) }
        return mask
    }

    private static func makeShadowMask(for layer: CALayer, local: CGAffineTransform, key: ShadowMaskKey) -> ShadowMask? {
        let shapeRect: CGRect
        if let path = layer.shadowPath {
            shapeRect = path.boundingBox.applying(local)
        } else {
            shapeRect = LayerExtents.subtreeRect(of: layer, transform: local, includingOwnShadow: false)
        }
        guard !shapeRect.isNull, !shapeRect.isInfinite, shapeRect.width > 0, shapeRect.height > 0 else { return nil }

        let sigma = GaussianBlur.sigma(forShadowRadius: Double(layer.shadowRadius * local.scaleFactor))
        let padding = CGFloat(GaussianBlur.extent(sigma: sigma) + 1)
        let area = shapeRect.pixelAligned.insetBy(dx: -padding, dy: -padding)
        // Cap absurd sizes (a huge layer scaled up) rather than allocate gigabytes.
        guard area.width * area.height < 64_000_000 else { return nil }
        let shapeTransform = local.concatenating(CGAffineTransform(translationX: -area.minX, y: -area.minY))
        let factor = key.downsampling
        guard factor > 1 else {
            let surface = ImageSurface(width: Int(area.width), height: Int(area.height), format: .a8)
            // Cairo makes no image over 32,767 pixels a side (the fuzzer met a shadowed text
            // 100,000 characters long): such a shadow is not drawn.
            guard surface.isValid else { return nil }
            drawSilhouette(of: layer, into: surface, transform: shapeTransform)
            GaussianBlur.blurAlpha(surface, sigma: sigma)
            return ShadowMask(key: key, surface: surface, origin: area.origin)
        }
        // A wide blur leaves no detail finer than a few pixels: the silhouette is drawn and
        // blurred at 1/factor of the size, and scaled back up with bilinear filtering.
        let scale = CGFloat(factor)
        let small = ImageSurface(width: Int((area.width / scale).rounded(.up)), height: Int((area.height / scale).rounded(.up)), format: .a8)
        guard small.isValid else { return nil }
        drawSilhouette(of: layer, into: small, transform: shapeTransform.concatenating(CGAffineTransform(scaleX: 1 / scale, y: 1 / scale)))
        GaussianBlur.blurAlpha(small, sigma: sigma / Double(factor))
        let surface = ImageSurface(width: Int(area.width), height: Int(area.height), format: .a8)
        guard surface.isValid else { return nil }
        let cairo = surface.makeCairoContext()
        cairo_scale(cairo, Double(factor), Double(factor))
        cairo_set_source_surface(cairo, small.pointer, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cairo)
        cairo_destroy(cairo)
        surface.flush()
        return ShadowMask(key: key, surface: surface, origin: area.origin)
    }

    /// How much smaller a shadow of `sigma` device pixels is blurred: 1 (not at all) under 8
    /// pixels, 2 under 16, then 4 — for a `shadowPath` shadow only: a content silhouette is
    /// drawn by the renderer, whose caches (coverage masks, tiles) a smaller scale would
    /// churn. Compared with the full-size blur on a popover's, a card's and a turned layer's
    /// shadow, no pixel differs by more than two levels (`ShadowDownsamplingTests`); the
    /// popover's blur works on a sixteenth of the pixels.
    static func shadowDownsampling(sigma: Double, hasPath: Bool) -> Int {
        guard downsamplesWideShadows, hasPath else { return 1 }
        return sigma >= 16 ? 4 : sigma >= 8 ? 2 : 1
    }

    /// Off, every shadow is blurred at full size (tests compare the two ways).
    nonisolated(unsafe) package static var downsamplesWideShadows = true

    /// The shadow's shape — its `shadowPath`, else everything the layer draws — in opaque
    /// alpha into an A8 surface; `transform` maps the layer's space to the surface's pixels.
    private static func drawSilhouette(of layer: CALayer, into surface: ImageSurface, transform: CGAffineTransform) {
        let shapeCairo = surface.makeCairoContext()
        if let path = layer.shadowPath {
            var matrix = transform.cairoMatrix
            cairo_set_matrix(shapeCairo, &matrix)
            path.append(to: shapeCairo)
            cairo_set_source_rgba(shapeCairo, 0, 0, 0, 1)
            cairo_fill(shapeCairo)
        } else {
            // Plainly: a rasterized layer's silhouette is its subtree, not its bitmap (which holds this shadow).
            LayerRenderer.draw(layer, into: shapeCairo, transform: transform, includeShadow: false, applyOpacity: false, drawsRootPlainly: true)
        }
        cairo_destroy(shapeCairo)
        surface.flush()
    }
}

/// Where a layer subtree paints, computed from scratch.
@MainActor
enum LayerExtents {
    /// Device-space bounds of everything `layer` and its sublayers draw; `transform` maps the
    /// layer's coordinates to device space.
    static func subtreeRect(of layer: CALayer, transform: CGAffineTransform, includingOwnShadow: Bool,
                            parentTransform: CGAffineTransform? = nil) -> CGRect {
        guard layer.isDrawn(with: transform) else { return .null }
        var rect = layer.ownPaintRect.applying(transform)
        var childrenRect = CGRect.null
        let handed = layer.sublayersParentTransform(own: transform, received: parentTransform)
        for child in layer.sublayers ?? [] {
            childrenRect = childrenRect.union(
                subtreeRect(of: child, transform: child.drawingTransform(in: handed), includingOwnShadow: true, parentTransform: handed))
        }
        if layer.masksToBounds && layer.flattensSublayers {
            childrenRect = childrenRect.intersection(layer.bounds.applying(transform))
        }
        rect = rect.union(childrenRect)
        if includingOwnShadow, layer.hasVisibleShadow, !layer.masksToBounds {
            let shape = layer.shadowPath.map { $0.boundingBox.applying(transform) } ?? rect
            if !shape.isNull {
                let offset = layer.shadowOffset.applying(transform)
                let spread = layer.shadowSpread(scale: transform.scaleFactor)
                rect = rect.union(shape.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -spread, dy: -spread))
            }
        }
        return rect
    }
}
