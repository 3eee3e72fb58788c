@_implementationOnly import CCairo

/// Drawing images.
extension CGContext {
    /// Draws `image` scaled to fill `rect`, or repeated from `rect` across the whole clip
    /// when `byTiling` is true.
    ///
    /// As in CoreGraphics the image's first row lands at `rect.maxY`, which is the top in
    /// y-up space. In a UIKit (flipped) context the image therefore appears upside down;
    /// `UIImage.draw(in:)` compensates, exactly as on iOS.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        guard rect.width != 0, rect.height != 0, !rect.isNull, !rect.isInfinite else { return }
        let filter = image.shouldInterpolate ? state.interpolationQuality.cairoFilter : CAIRO_FILTER_NEAREST
        let pattern = imagePattern(for: image.surface, in: rect,
                                   extend: byTiling ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_PAD, filter: filter)
        defer { cairo_pattern_destroy(pattern) }
        withSeparatePath {
            if !byTiling {
                cairo_rectangle(cairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            }
            composite(confinedTo: byTiling ? nil : { cairo_clip_preserve(self.cairo) }) {
                if image.isMask {
                    self.setCairoSource(self.state.fillColor)
                    if !byTiling { cairo_clip_preserve(self.cairo) }
                    cairo_mask(self.cairo, pattern)
                } else {
                    cairo_set_source(self.cairo, pattern)
                    if byTiling {
                        cairo_paint_with_alpha(self.cairo, Double(self.state.alpha))
                    } else if self.state.alpha < 1 {
                        cairo_clip_preserve(self.cairo)
                        cairo_paint_with_alpha(self.cairo, Double(self.state.alpha))
                    } else {
                        cairo_fill_preserve(self.cairo)
                    }
                }
            }
        }
    }

    /// A surface pattern placing `source`'s pixels in `rect` of user space, first row at
    /// `rect.maxY`. The caller destroys it.
    func imagePattern(for source: ImageSurface, in rect: CGRect, extend: cairo_extend_t, filter: cairo_filter_t) -> OpaquePointer {
        let pattern = cairo_pattern_create_for_surface(source.pointer)!
        let scaleX = Double(source.width) / Double(rect.width)
        let scaleY = Double(source.height) / Double(rect.height)
        var matrix = cairo_matrix_t(xx: scaleX, yx: 0, xy: 0, yy: -scaleY,
                                    x0: -Double(rect.minX) * scaleX, y0: Double(rect.maxY) * scaleY)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_extend(pattern, extend)
        cairo_pattern_set_filter(pattern, filter)
        return pattern
    }
}
