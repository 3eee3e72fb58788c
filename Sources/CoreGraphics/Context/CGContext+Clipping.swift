@_implementationOnly import CCairo

/// Clipping. The clip is part of the graphics state: `restoreGState()` undoes it.
extension CGContext {
    /// Intersects the clip with the current path (then clears the path).
    public func clip(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cairo, rule == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
        cairo_clip(cairo)
    }

    public func clip(to rect: CGRect) {
        clip(to: [rect])
    }

    public func clip(to rects: [CGRect]) {
        withSeparatePath {
            addRects(rects)
            clip(using: .winding)
        }
    }

    /// Intersects the clip with `rect` and masks later drawing with `mask`, drawn into `rect`
    /// the way `draw(_:in:)` draws images. An image mask paints where its samples are 0; any
    /// other image masks by its luminance (white paints, black hides).
    public func clip(to rect: CGRect, mask: CGImage) {
        // A PDF page's device space is its media box in points: the mask is one pixel a point.
        let deviceSize = pdf.map { (Int($0.mediaBox.width.rounded(.up)), Int($0.mediaBox.height.rounded(.up))) }
            ?? (surface.width, surface.height)
        let coverage = ImageSurface(width: deviceSize.0, height: deviceSize.1, format: .a8)
        let maskCairo = coverage.makeCairoContext()
        var matrix = userToCairo.cairoMatrix
        cairo_set_matrix(maskCairo, &matrix)
        let source = mask.isMask ? mask.surface : Self.luminanceMask(of: mask.surface)
        let pattern = imagePattern(for: source, in: rect, extend: CAIRO_EXTEND_PAD, filter: state.interpolationQuality.cairoFilter)
        cairo_set_source(maskCairo, pattern)
        cairo_rectangle(maskCairo, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_fill(maskCairo)
        if let existing = state.clipMask {
            cairo_identity_matrix(maskCairo)
            cairo_set_operator(maskCairo, CAIRO_OPERATOR_IN)
            cairo_set_source_surface(maskCairo, existing.pointer, 0, 0)
            cairo_paint(maskCairo)
        }
        cairo_pattern_destroy(pattern)
        cairo_destroy(maskCairo)
        coverage.flush()
        state.clipMask = coverage
        clip(to: rect)
    }

    /// Removes every clip, restoring the whole drawing area.
    public func resetClip() {
        cairo_reset_clip(cairo)
        state.clipMask = nil
    }

    /// The bounding box of the clip in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// An A8 surface whose alpha is the luminance of `image` (premultiplied, so transparent
    /// pixels hide).
    static func luminanceMask(of image: ImageSurface) -> ImageSurface {
        let mask = ImageSurface(width: image.width, height: image.height, format: .a8)
        image.flush()
        for row in 0..<image.height {
            let source = UnsafeRawPointer(image.data + row * image.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            let destination = mask.data + row * mask.bytesPerRow
            for x in 0..<image.width {
                let p = source[x]
                let r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
                destination[x] = UInt8(min(255, (r * 2126 + g * 7152 + b * 722 + 5000) / 10000))
            }
        }
        mask.markDirty()
        return mask
    }
}
