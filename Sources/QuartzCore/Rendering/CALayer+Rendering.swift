@_implementationOnly import CCairo

/// What a layer draws, in its own coordinates; shared by the renderer and the compositor's
/// damage tracking so both agree on where a layer paints.
extension CALayer {
    /// The bounds outline: rounded by `cornerRadius` (clamped to half the shorter side, so a
    /// large radius makes a capsule) on `maskedCorners`, with `cornerCurve`.
    func boundsShape(insetBy inset: CGFloat = 0) -> CGPath {
        let rect = bounds.insetBy(dx: inset, dy: inset)
        let path = CGMutablePath()
        guard rect.width > 0, rect.height > 0 else { return path }
        let radius = min(cornerRadius, min(bounds.width, bounds.height) / 2) - inset
        if radius > 0, !maskedCorners.isEmpty {
            path.addRoundedRect(in: rect, cornerSize: CGSize(width: radius, height: radius),
                                corners: maskedCorners.roundedCorners,
                                style: cornerCurve == .continuous ? .continuous : .circular)
        } else {
            path.addRect(rect)
        }
        return path
    }

    /// `boundsShape(insetBy:)`, kept on the layer while its bounds and corners stay the same:
    /// a frame redraws the same cards' outlines far more often than it reshapes them.
    func cachedBoundsShape(insetBy inset: CGFloat = 0) -> CGPath {
        let key = BoundsShapeCache.Key(bounds: bounds, cornerRadius: cornerRadius, maskedCorners: maskedCorners,
                                       cornerCurve: cornerCurve, inset: inset)
        let state = renderState
        if inset == 0 {
            if let cached = state.outline, cached.key == key { return cached.path }
            let path = boundsShape()
            state.outline = BoundsShapeCache(key: key, path: path)
            return path
        }
        if let cached = state.insetOutline, cached.key == key { return cached.path }
        let path = boundsShape(insetBy: inset)
        state.insetOutline = BoundsShapeCache(key: key, path: path)
        return path
    }

    var isRounded: Bool { cornerRadius > 0 && !maskedCorners.isEmpty }

    /// Whole device pixels inside the outline inset by `inset` points — inside the rounded
    /// corners, whatever `maskedCorners` rounds — where a fill covers every pixel whole; nil
    /// when `transform` turns or skews the layer or nothing is left. The renderer, the shadow
    /// compositor and the occlusion map all ask it.
    func wholePixelsInsideOutline(insetBy inset: CGFloat = 0, transform: CGAffineTransform) -> CGRect? {
        guard transform.b == 0, transform.c == 0 else { return nil }
        var cornerInset: CGFloat = 0
        if isRounded {
            let radius = max(0, min(cornerRadius, min(bounds.width, bounds.height) / 2) - inset)
            // A square inscribed in a quarter circle's corner reaches (1 − 1/√2) of the radius
            // in; continuous corners reach further round, so they keep the whole radius.
            cornerInset = cornerCurve == .continuous ? radius : radius * (1 - 1 / 2.0.squareRoot())
        }
        let total = inset + cornerInset
        let rect = bounds.insetBy(dx: total, dy: total).applying(transform).wholePixelsInside
        return rect.isNull ? nil : rect
    }

    var isVisibleForDrawing: Bool { !isHidden && opacity > 0 }

    /// Whether the layer is drawn where `transform` (to device pixels) puts it: a layer that is
    /// not double-sided is not drawn facing away (its projection mirrored).
    func isDrawn(with transform: CGAffineTransform) -> Bool {
        isVisibleForDrawing && (isDoubleSided || transform.a * transform.d - transform.b * transform.c > 0)
    }

    // A transform layer draws none of these.
    var hasVisibleBackground: Bool { flattensSublayers && (backgroundColor?.alpha ?? 0) > 0 }

    var hasVisibleBorder: Bool { flattensSublayers && borderWidth > 0 && (borderColor?.alpha ?? 0) > 0 }

    var hasVisibleShadow: Bool { flattensSublayers && shadowOpacity > 0 && (shadowColor?.alpha ?? 0) > 0 }

    /// The drawable pixels of `contents` and their scale (pixels per point), if any.
    var contentsSurface: (surface: ImageSurface, scale: CGFloat)? {
        if let store = contents as? BackingStore { return (store.surface, store.scale) }
        if let image = contents as? CGImage { return (image.surface, max(contentsScale, 0.01)) }
        return nil
    }

    /// Where `contents` lands in layer coordinates under `contentsGravity`, and the source
    /// rectangle in pixels (`contentsRect` applied).
    var contentsPlacement: (destination: CGRect, source: CGRect)? {
        guard let (surface, scale) = contentsSurface else { return nil }
        let unit = contentsRect
        let source = CGRect(x: unit.minX * CGFloat(surface.width), y: unit.minY * CGFloat(surface.height),
                            width: unit.width * CGFloat(surface.width), height: unit.height * CGFloat(surface.height))
        guard source.width > 0, source.height > 0 else { return nil }
        let natural = CGSize(width: source.width / scale, height: source.height / scale)
        return (Self.gravityRect(contentsGravity, content: natural, in: bounds), source)
    }

    /// Core Animation's gravity placement. Vertical names follow the y-axis: `.top` is the
    /// maxY edge, which is the bottom of the screen on iOS.
    static func gravityRect(_ gravity: CALayerContentsGravity, content: CGSize, in bounds: CGRect) -> CGRect {
        func placed(_ size: CGSize, x: CGFloat, y: CGFloat) -> CGRect {
            CGRect(x: bounds.minX + (bounds.width - size.width) * x, y: bounds.minY + (bounds.height - size.height) * y,
                   width: size.width, height: size.height)
        }
        switch gravity {
        case .resize: return bounds
        case .resizeAspect, .resizeAspectFill:
            guard content.width > 0, content.height > 0 else { return bounds }
            let sx = bounds.width / content.width, sy = bounds.height / content.height
            let factor = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
            return placed(CGSize(width: content.width * factor, height: content.height * factor), x: 0.5, y: 0.5)
        case .top: return placed(content, x: 0.5, y: 1)
        case .bottom: return placed(content, x: 0.5, y: 0)
        case .left: return placed(content, x: 0, y: 0.5)
        case .right: return placed(content, x: 1, y: 0.5)
        case .topLeft: return placed(content, x: 0, y: 1)
        case .topRight: return placed(content, x: 1, y: 1)
        case .bottomLeft: return placed(content, x: 0, y: 0)
        case .bottomRight: return placed(content, x: 1, y: 0)
        default: return placed(content, x: 0.5, y: 0.5)
        }
    }

    /// The area the layer itself paints (background, border, contents, a shape), layer
    /// coordinates.
    var ownPaintRect: CGRect {
        guard flattensSublayers else { return .null }
        var rect = CGRect.null
        // A backdrop paints its bounds with the blur of what lies behind.
        if hasVisibleBackground || hasVisibleBorder || self is CABackdropLayer || self is CATiledLayer { rect = bounds }
        if let placement = contentsPlacement {
            rect = rect.union(masksToBounds ? placement.destination.intersection(bounds) : placement.destination)
        }
        let shape = ownVectorPaintRect
        if !shape.isNull { rect = rect.union(masksToBounds ? shape.intersection(bounds) : shape) }
        return rect
    }

    /// How far the shadow reaches beyond its shape, in layer units scaled by `scale`.
    func shadowSpread(scale: CGFloat) -> CGFloat {
        CGFloat(GaussianBlur.extent(sigma: Double(GaussianBlur.sigma(forShadowRadius: Double(shadowRadius * scale))))) + 1
    }
}

extension CGAffineTransform {
    /// The average linear scale factor (square root of the determinant's magnitude).
    var scaleFactor: CGFloat { abs(a * d - b * c).squareRoot() }
}

extension CGRect {
    /// The smallest pixel-aligned rectangle containing this one.
    var pixelAligned: CGRect {
        guard !isNull, !isInfinite else { return self }
        let x0 = minX.rounded(.down), y0 = minY.rounded(.down)
        return CGRect(x: x0, y: y0, width: maxX.rounded(.up) - x0, height: maxY.rounded(.up) - y0)
    }
}

extension CALayer {
    /// The layer and its sublayers as they draw now, without the shadow or the layer's opacity,
    /// at the scale it was last shown at (else `contentsScale`): a transition's old look.
    func transitionLook() -> (surface: ImageSurface, scale: CGFloat, bounds: CGRect)? {
        let scale = max(renderState.transformToDevice?.scaleFactor ?? contentsScale, 0.01)
        let pixelWidth = Int((bounds.width * scale).rounded(.up)), pixelHeight = Int((bounds.height * scale).rounded(.up))
        guard pixelWidth > 0, pixelHeight > 0 else { return nil }
        let surface = ImageSurface(width: pixelWidth, height: pixelHeight)
        guard surface.isValid else { return nil }
        let cairo = surface.makeCairoContext()
        let transform = CGAffineTransform(translationX: -bounds.minX, y: -bounds.minY).concatenating(CGAffineTransform(scaleX: scale, y: scale))
        LayerRenderer.draw(self, into: cairo, transform: transform, includeShadow: false, applyOpacity: false, showsTransitions: false)
        cairo_destroy(cairo)
        surface.flush()
        return (surface, scale, bounds)
    }
}
