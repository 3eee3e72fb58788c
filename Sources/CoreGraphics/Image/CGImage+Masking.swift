@_implementationOnly import CCairo

extension CGImage {
    /// The image masked by `mask`, scaled to the image's size. An image mask's samples are
    /// inverse alpha (0 paints, 1 leaves the destination alone); a gray image without alpha
    /// gives alpha directly (white paints). Returns nil for any other mask, or when this
    /// image is itself a mask.
    public func masking(_ mask: CGImage) -> CGImage? {
        guard !isMask else { return nil }
        let coverage: ImageSurface
        if mask.isMask {
            coverage = mask.surface
        } else {
            guard mask.colorSpace?.model == .monochrome, mask.isFullyOpaque else { return nil }
            coverage = ImageSurface(width: mask.width, height: mask.height, format: .a8)
            mask.surface.flush()
            for y in 0..<mask.height {
                let source = UnsafeRawPointer(mask.surface.data + y * mask.surface.bytesPerRow).assumingMemoryBound(to: UInt32.self)
                let destination = coverage.data + y * coverage.bytesPerRow
                // Gray pixels have equal channels; an opaque one's green byte is its gray level.
                for x in 0..<mask.width { destination[x] = UInt8(truncatingIfNeeded: source[x] >> 8) }
            }
            coverage.markDirty()
        }
        let result = surface.copy()
        let cairo = result.makeCairoContext()
        defer { cairo_destroy(cairo) }
        cairo_scale(cairo, Double(width) / Double(mask.width), Double(height) / Double(mask.height))
        cairo_set_operator(cairo, CAIRO_OPERATOR_DEST_IN)
        let pattern = cairo_pattern_create_for_surface(coverage.pointer)!
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_filter(pattern, mask.shouldInterpolate ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_NEAREST)
        cairo_mask(cairo, pattern)
        result.flush()
        return CGImage(surface: result, colorSpace: colorSpace, shouldInterpolate: shouldInterpolate, intent: renderingIntent)
    }
}
