@_implementationOnly import CCairo

/// `shouldRasterize`: the layer and its sublayers — shadow, mask and all — are drawn once
/// into a bitmap in the layer's own coordinates at `rasterizationScale` pixels per point,
/// and that bitmap is composited, with the layer's opacity, wherever the layer goes. Moving,
/// turning or fading the layer reuses it; a change to anything it draws (the compositor's
/// `drawingVersion`), to its bounds, its sublayer transform or the scale draws it again. As
/// on iOS, a scale below the display's blurs it (the default is 1).
extension LayerRenderer {
    /// The cached bitmap while its key holds (trusted only under the compositor, which keeps
    /// drawing versions current), else a new one; nil when there is nothing to draw or it
    /// would be absurdly large (the layer is then drawn as usual).
    mutating func rasterBitmap(of layer: CALayer) -> RasterBitmap? {
        let state = layer.renderState
        let scale = max(layer.rasterizationScale, 0.01)
        let sublayer = layer.sublayerTransform
        let key = RasterKey(scale: scale, bounds: layer.bounds,
                            sublayerTransform: [sublayer.m11, sublayer.m12, sublayer.m21, sublayer.m22, sublayer.m41, sublayer.m42,
                                                sublayer.m33, sublayer.m34, sublayer.m43, sublayer.m44,
                                                layer.isGeometryFlipped ? 1 : 0],
                            drawingVersion: state.drawingVersion)
        if damage != nil, let cached = state.rasterCache, cached.key == key { return cached }
        let local = CGAffineTransform(scaleX: scale, y: scale)
        let extent = LayerExtents.subtreeRect(of: layer, transform: local, includingOwnShadow: true)
        guard !extent.isNull, !extent.isInfinite, extent.width > 0, extent.height > 0 else { return nil }
        let area = extent.pixelAligned
        guard area.width * area.height < 64_000_000 else { return nil }
        let surface = ImageSurface(width: Int(area.width), height: Int(area.height), format: .argb32)
        guard surface.isValid else { return nil }
        let cairo = surface.makeCairoContext()
        LayerRenderer.draw(layer, into: cairo, transform: local.concatenating(CGAffineTransform(translationX: -area.minX, y: -area.minY)),
                           includeShadow: true, applyOpacity: false, showsTransitions: showsTransitions, drawsRootPlainly: true)
        cairo_destroy(cairo)
        surface.flush()
        let rect = CGRect(x: area.minX / scale, y: area.minY / scale, width: area.width / scale, height: area.height / scale)
        let bitmap = RasterBitmap(key: key, surface: surface, rect: rect)
        if damage != nil { state.rasterCache = bitmap }
        return bitmap
    }
}
