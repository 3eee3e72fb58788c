@_implementationOnly import CCairo

/// Painting paths and rectangles, and the pipeline every drawing operation goes through.
extension CGContext {
    public func fillPath(using rule: CGPathFillRule = .winding) {
        drawPath(using: rule == .winding ? .fill : .eoFill)
    }

    public func strokePath() {
        drawPath(using: .stroke)
    }

    /// Paints the current path and then clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        defer { cairo_new_path(cairo) }
        guard !isPathEmpty else { return }
        let fills = mode != .stroke
        let strokes = mode == .stroke || mode == .fillStroke || mode == .eoFillStroke
        let rule = (mode == .eoFill || mode == .eoFillStroke) ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING
        cairo_set_fill_rule(cairo, rule)
        composite(confinedTo: fills && !strokes ? { cairo_clip_preserve(self.cairo) } : nil) {
            if fills {
                self.setCairoSource(self.state.fillColor)
                cairo_fill_preserve(self.cairo)
            }
            if strokes {
                self.setCairoSource(self.state.strokeColor)
                cairo_stroke_preserve(self.cairo)
            }
        }
    }

    public func fill(_ rect: CGRect) {
        fill([rect])
    }

    public func fill(_ rects: [CGRect]) {
        withSeparatePath {
            addRects(rects)
            fillPath()
        }
    }

    public func stroke(_ rect: CGRect) {
        withSeparatePath {
            addRect(rect)
            strokePath()
        }
    }

    /// Strokes `rect` with `width` without changing the line width in the graphics state.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = cairo_get_line_width(cairo)
        setLineWidth(width)
        stroke(rect)
        cairo_set_line_width(cairo, saved)
    }

    public func fillEllipse(in rect: CGRect) {
        withSeparatePath {
            addEllipse(in: rect)
            fillPath()
        }
    }

    public func strokeEllipse(in rect: CGRect) {
        withSeparatePath {
            addEllipse(in: rect)
            strokePath()
        }
    }

    /// Strokes separate segments: points 0–1, 2–3 and so on.
    public func strokeLineSegments(between points: [CGPoint]) {
        withSeparatePath {
            var index = 0
            while index + 1 < points.count {
                move(to: points[index])
                addLine(to: points[index + 1])
                index += 2
            }
            strokePath()
        }
    }

    /// Makes `rect` fully transparent, ignoring the blend mode, alpha and shadow.
    public func clear(_ rect: CGRect) {
        withSeparatePath {
            cairo_save(cairo)
            addRect(rect)
            cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
            cairo_fill(cairo)
            cairo_restore(cairo)
        }
        mirrorDirtyPixels(in: nil)
    }

    // MARK: The pipeline

    /// Sets Cairo's source to `color` with the global alpha applied.
    func setCairoSource(_ color: CGColor) {
        if color.colorSpace?.model == .pattern {
            // A pattern space's color without a pattern (`setFillColorSpace(_:)` alone) paints nothing.
            guard let pattern = color.pattern else { return cairo_set_source_rgba(cairo, 0, 0, 0, 0) }
            return setCairoSource(pattern: pattern, color: color)
        }
        let c = color.sRGBA
        cairo_set_source_rgba(cairo, Double(min(max(c.red, 0), 1)), Double(min(max(c.green, 0), 1)),
                              Double(min(max(c.blue, 0), 1)), Double(c.alpha * state.alpha))
    }

    /// Runs one drawing operation through the graphics state's shadow, clip mask and blend
    /// mode. `draw` sets its own source and paints with Cairo's `OVER` semantics, preserving
    /// the current path. It applies `state.alpha` itself unless `appliesAlpha` is false, in
    /// which case the result is composited with the alpha (for sources with their own colors,
    /// such as text).
    ///
    /// `confine`, when given, clips Cairo to the drawn shape; it keeps blend modes that
    /// Cairo applies outside the shape (`sourceIn` …) inside it, as Quartz does.
    package func composite(confinedTo confine: (() -> Void)? = nil, appliesAlpha: Bool = true, _ draw: () -> Void) {
        paintOperationCount += 1
        let mode = state.blendMode
        let groupAlpha = appliesAlpha ? 1 : Double(state.alpha)
        let needsGroup = state.shadow != nil || state.clipMask != nil || mode.cairoOperator == nil || groupAlpha < 1
        cairo_save(cairo)
        defer {
            cairo_restore(cairo)
            mirrorDirtyPixels(in: nil)
        }
        if mode.isUnboundedInCairo, let confine { confine() }

        guard needsGroup else {
            if mode.isUnboundedInCairo {
                applyUnbounded(mode.cairoOperator!, draw)
            } else {
                cairo_set_operator(cairo, mode.cairoOperator!)
                draw()
            }
            return
        }

        cairo_push_group(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        draw()
        if groupAlpha < 1 {
            // Fade the drawing as a whole, so overlapping parts do not double up.
            cairo_pop_group_to_source(cairo)
            cairo_push_group(cairo)
            cairo_paint_with_alpha(cairo, groupAlpha)
        }
        guard let group = cairo_pop_group(cairo) else { return }
        defer { cairo_pattern_destroy(group) }

        if let shadow = state.shadow {
            drawShadow(of: group, shadow)
        }
        guard let cairoOperator = mode.cairoOperator else {
            blendPlusDarker(group)
            return
        }
        if mode.isUnboundedInCairo {
            applyUnbounded(cairoOperator) {
                cairo_set_source(self.cairo, group)
                cairo_paint(self.cairo)
            }
        } else {
            cairo_set_operator(cairo, cairoOperator)
            cairo_set_source(cairo, group)
            paintMasked()
        }
    }

    /// Applies an operator Cairo treats as unbounded (`IN`, `OUT`, `DEST_IN`, `DEST_ATOP`)
    /// inside the clip only.
    ///
    /// Cairo 1.16 computes these wrongly through a non-rectangular clip with gradient sources
    /// (rows away from the clip's top come out transparent, or in the first stop's color).
    /// So the operator is applied without a clip to a copy of the destination, and the result
    /// is copied back with `SOURCE`, which blends by the clip's (and clip mask's) coverage.
    private func applyUnbounded(_ cairoOperator: cairo_operator_t, _ draw: () -> Void) {
        guard let target = cairo_get_group_target(cairo) else { return }
        cairo_push_group(cairo)
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_reset_clip(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cairo, target, 0, 0)
        cairo_paint(cairo)
        cairo_restore(cairo)
        cairo_save(cairo)
        cairo_reset_clip(cairo)
        cairo_set_operator(cairo, cairoOperator)
        draw()
        cairo_restore(cairo)
        guard let result = cairo_pop_group(cairo) else { return }
        defer { cairo_pattern_destroy(result) }
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source(cairo, result)
        paintMasked()
    }

    /// Paints the current source through the clip mask, if any.
    private func paintMasked() {
        guard let mask = state.clipMask else {
            cairo_paint(cairo)
            return
        }
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_mask_surface(cairo, mask.pointer, 0, 0)
        cairo_restore(cairo)
    }

    /// Paints the blurred, offset silhouette of `group` in the shadow color.
    private func drawShadow(of group: OpaquePointer, _ shadow: Shadow) {
        var groupSurface: OpaquePointer?
        guard cairo_pattern_get_surface(group, &groupSurface) == CAIRO_STATUS_SUCCESS, let groupSurface else { return }
        cairo_surface_flush(groupSurface)
        let width = Int(cairo_image_surface_get_width(groupSurface))
        let height = Int(cairo_image_surface_get_height(groupSurface))
        guard width > 0, height > 0, let pixels = cairo_image_surface_get_data(groupSurface) else { return }
        let stride = Int(cairo_image_surface_get_stride(groupSurface))
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(groupSurface, &offsetX, &offsetY)

        let blurScale = (abs(shadowToCairo.a) + abs(shadowToCairo.d)) / 2
        let sigma = GaussianBlur.sigma(forShadowRadius: Double(shadow.blur * blurScale))
        let padding = GaussianBlur.extent(sigma: sigma)
        let mask = ImageSurface(width: width + 2 * padding, height: height + 2 * padding, format: .a8)
        // Past Cairo's 32,767 pixels a side there is no mask to blur: no shadow.
        guard mask.isValid else { return }
        for row in 0..<height {
            let source = UnsafeRawPointer(pixels + row * stride).assumingMemoryBound(to: UInt32.self)
            let destination = mask.data + (row + padding) * mask.bytesPerRow + padding
            for x in 0..<width { destination[x] = UInt8(source[x] >> 24) }
        }
        mask.markDirty()
        GaussianBlur.blurAlpha(mask, sigma: sigma)

        let offset = shadow.offset.applying(shadowToCairo)
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        let c = shadow.color.sRGBA
        cairo_set_source_rgba(cairo, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
        cairo_mask_surface(cairo, mask.pointer, -offsetX - Double(padding) + Double(offset.width),
                           -offsetY - Double(padding) + Double(offset.height))
        cairo_restore(cairo)
    }

    /// `plusDarker`, which Cairo lacks: R = max(0, Ra − ((Da − D) + (Sa − S))), Ra = min(1, Sa + Da),
    /// on premultiplied components, so transparent source pixels leave the destination alone.
    private func blendPlusDarker(_ group: OpaquePointer) {
        var groupSurface: OpaquePointer?
        guard cairo_pattern_get_surface(group, &groupSurface) == CAIRO_STATUS_SUCCESS, let groupSurface,
              let target = cairo_get_group_target(cairo), let targetPixels = cairo_image_surface_get_data(target)
        else { return }
        cairo_surface_flush(groupSurface)
        cairo_surface_flush(target)
        guard let sourcePixels = cairo_image_surface_get_data(groupSurface) else { return }
        var groupOffsetX = 0.0, groupOffsetY = 0.0, targetOffsetX = 0.0, targetOffsetY = 0.0
        cairo_surface_get_device_offset(groupSurface, &groupOffsetX, &groupOffsetY)
        cairo_surface_get_device_offset(target, &targetOffsetX, &targetOffsetY)
        let sourceStride = Int(cairo_image_surface_get_stride(groupSurface))
        let targetStride = Int(cairo_image_surface_get_stride(target))
        let targetWidth = Int(cairo_image_surface_get_width(target))
        let targetHeight = Int(cairo_image_surface_get_height(target))
        let mask = state.clipMask
        mask?.flush()
        for row in 0..<Int(cairo_image_surface_get_height(groupSurface)) {
            let deviceY = row - Int(groupOffsetY)
            let targetY = deviceY + Int(targetOffsetY)
            guard targetY >= 0, targetY < targetHeight else { continue }
            let source = UnsafeRawPointer(sourcePixels + row * sourceStride).assumingMemoryBound(to: UInt32.self)
            let destination = UnsafeMutableRawPointer(targetPixels + targetY * targetStride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<Int(cairo_image_surface_get_width(groupSurface)) {
                let deviceX = x - Int(groupOffsetX)
                let targetX = deviceX + Int(targetOffsetX)
                guard targetX >= 0, targetX < targetWidth else { continue }
                var s = source[x]
                if let mask {
                    guard deviceX >= 0, deviceX < mask.width, deviceY >= 0, deviceY < mask.height else { continue }
                    s = Self.scale(s, by: UInt32(mask.data[deviceY * mask.bytesPerRow + deviceX]))
                }
                guard s >> 24 != 0 else { continue }
                destination[targetX] = Self.plusDarker(s, destination[targetX])
            }
        }
        cairo_surface_mark_dirty(target)
    }

    package static func plusDarker(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let sa = Int(s >> 24), da = Int(d >> 24)
        let ra = min(255, sa + da)
        func channel(_ shift: UInt32) -> UInt32 {
            let sc = Int((s >> shift) & 0xFF), dc = Int((d >> shift) & 0xFF)
            return UInt32(max(0, ra - ((da - dc) + (sa - sc))))
        }
        return UInt32(ra) << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
    }

    static func scale(_ pixel: UInt32, by coverage: UInt32) -> UInt32 {
        func channel(_ shift: UInt32) -> UInt32 { (((pixel >> shift) & 0xFF) * coverage + 127) / 255 }
        return channel(24) << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
    }
}
