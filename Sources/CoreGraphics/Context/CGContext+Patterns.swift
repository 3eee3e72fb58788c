@_implementationOnly import CCairo

/// Color spaces, CMYK colors, patterns and shadings in the graphics state.
extension CGContext {
    /// Makes `space` the fill color space and the fill color that space's initial color:
    /// black (components converted from black, alpha 1), or, for a pattern space, no
    /// pattern until `setFillPattern(_:colorComponents:)`.
    public func setFillColorSpace(_ space: CGColorSpace) {
        state.fillColor = Self.initialColor(in: space)
    }

    /// Makes `space` the stroke color space and the stroke color its initial color.
    public func setStrokeColorSpace(_ space: CGColorSpace) {
        state.strokeColor = Self.initialColor(in: space)
    }

    private static func initialColor(in space: CGColorSpace) -> CGColor {
        if space.model == .pattern {
            let components = [CGFloat](repeating: 0, count: space.numberOfComponents) + [1]
            return CGColor(colorSpace: space, components: components) ?? .black
        }
        return CGColor.black.converted(to: space, intent: .defaultIntent, options: nil) ?? .black
    }

    /// Fills with `pattern`. `colorComponents` holds alpha for a colored pattern, and the
    /// base space's components followed by alpha for an uncolored one. Uses the fill color
    /// space when it is a pattern space (`setFillColorSpace(_:)`), else a pattern space
    /// without a base.
    public func setFillPattern(_ pattern: CGPattern, colorComponents: UnsafePointer<CGFloat>) {
        state.fillColor = Self.patternColor(pattern, colorComponents, replacing: state.fillColor)
    }

    /// Strokes with `pattern`; see `setFillPattern(_:colorComponents:)`.
    public func setStrokePattern(_ pattern: CGPattern, colorComponents: UnsafePointer<CGFloat>) {
        state.strokeColor = Self.patternColor(pattern, colorComponents, replacing: state.strokeColor)
    }

    /// `pattern` as a color of `current`'s space when that is a pattern space, else of a
    /// pattern space without a base.
    private static func patternColor(_ pattern: CGPattern, _ components: UnsafePointer<CGFloat>, replacing current: CGColor) -> CGColor {
        let space = current.colorSpace.flatMap { $0.model == .pattern ? $0 : nil } ?? CGColorSpace(patternBaseSpace: nil)!
        return CGColor(patternSpace: space, pattern: pattern, components: components) ?? current
    }

    /// Moves every pattern's origin by `phase` in the context's base space.
    public func setPatternPhase(_ phase: CGSize) {
        state.patternPhase = phase
    }

    /// Fills with a device CMYK color (converted to RGB by the naive formula).
    public func setFillColor(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(colorSpace: .deviceCMYK, components: [cyan, magenta, yellow, black, alpha]) ?? .black
    }

    /// Strokes with a device CMYK color.
    public func setStrokeColor(cyan: CGFloat, magenta: CGFloat, yellow: CGFloat, black: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(colorSpace: .deviceCMYK, components: [cyan, magenta, yellow, black, alpha]) ?? .black
    }

    // MARK: Shadings

    /// Paints `shading` over the current clip (the whole context when there is none), in
    /// user space as the CTM now maps it.
    public func drawShading(_ shading: CGShading) {
        let colors = shading.sampledColors()
        let last = CGFloat(colors.count - 1)
        let gradient = CGGradient(sRGBStops: colors.enumerated().map { (location: CGFloat($0.offset) / last, color: $0.element) })
        var options: CGGradientDrawingOptions = []
        if shading.extendStart { options.insert(.drawsBeforeStartLocation) }
        if shading.extendEnd { options.insert(.drawsAfterEndLocation) }
        switch shading.geometry {
        case let .axial(start, end):
            drawLinearGradient(gradient, start: start, end: end, options: options)
        case let .radial(start, startRadius, end, endRadius):
            drawRadialGradient(gradient, startCenter: start, startRadius: startRadius, endCenter: end, endRadius: endRadius, options: options)
        }
    }

    // MARK: Painting with a pattern

    /// Sets Cairo's source to `pattern`'s cells repeated over device space, colored with
    /// `color` (for an uncolored pattern) and faded by the color's and the state's alpha.
    func setCairoSource(pattern: CGPattern, color: CGColor) {
        // Pattern space → base space → Cairo's pixels.
        let patternToCairo = pattern.matrix
            .concatenating(CGAffineTransform(translationX: state.patternPhase.width, y: state.patternPhase.height))
            .concatenating(baseTransform)
            .concatenating(deviceToCairo)
        let determinant = patternToCairo.a * patternToCairo.d - patternToCairo.b * patternToCairo.c
        let scale = max(1, abs(determinant).squareRoot())
        let cellWidth = (pattern.xStep * scale).rounded(.up), cellHeight = (pattern.yStep * scale).rounded(.up)
        // A flattened pattern (a singular matrix) or a cell too large to render paints nothing,
        // rather than putting Cairo's context into an error state.
        guard determinant != 0, determinant.isFinite, cellWidth.isFinite, cellHeight.isFinite,
              cellWidth <= 4096, cellHeight <= 4096 else {
            cairo_set_source_rgba(cairo, 0, 0, 0, 0)
            return
        }
        let width = max(1, Int(cellWidth)), height = max(1, Int(cellHeight))
        let scaleX = CGFloat(width) / pattern.xStep, scaleY = CGFloat(height) / pattern.yStep
        let rgb = pattern.isColored ? (0, 0, 0) : color.colorSpace?.baseColorSpace?.sRGBComponents((color.components ?? []).dropLast()) ?? (0, 0, 0)
        let alpha = Double(color.alpha * state.alpha)
        // The pattern's callback draws a cell once for each size, colour and alpha it is
        // painted at, not for every fill.
        let key = CGPattern.TileKey(width: width, height: height, red: Double(rgb.0), green: Double(rgb.1), blue: Double(rgb.2), alpha: alpha)
        let tile = pattern.tile(for: key) {
            renderTile(pattern, key: key, scaleX: scaleX, scaleY: scaleY, shadowScale: scale)
        }

        // Tile pixels (y down) → pattern space (y up) → Cairo's pixels; Cairo wants the inverse.
        let tileToPattern = CGAffineTransform(a: 1 / scaleX, b: 0, c: 0, d: -1 / scaleY,
                                              tx: pattern.bounds.minX, ty: pattern.bounds.minY + pattern.yStep)
        var matrix = tileToPattern.concatenating(patternToCairo).inverted().cairoMatrix
        let source = cairo_pattern_create_for_surface(tile.pointer)!
        cairo_pattern_set_extend(source, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_matrix(source, &matrix)
        var current = cairo_matrix_t()
        cairo_get_matrix(cairo, &current)
        cairo_identity_matrix(cairo)
        cairo_set_source(cairo, source)
        cairo_set_matrix(cairo, &current)
        cairo_pattern_destroy(source)
    }

    /// One cell of `pattern` drawn at `key`'s size, recoloured (a stencil) and faded.
    private func renderTile(_ pattern: CGPattern, key: CGPattern.TileKey, scaleX: CGFloat, scaleY: CGFloat, shadowScale: CGFloat) -> ImageSurface {
        let tile = ImageSurface(width: key.width, height: key.height)
        do {
            // The cell's context: pattern space, y up, the cell at the tile's origin.
            let cell = CGContext(surface: tile,
                                 initialCTM: CGAffineTransform(a: scaleX, b: 0, c: 0, d: scaleY,
                                                               tx: -pattern.bounds.minX * scaleX, ty: -pattern.bounds.minY * scaleY),
                                 shadowsInFlippedSpace: false, shadowScale: shadowScale)
            cell.clip(to: pattern.bounds)
            pattern.callbacks.drawPattern?(pattern.info, cell)
            cell.flush()
        }
        let tileCairo = tile.makeCairoContext()
        if !pattern.isColored {
            // A stencil: the cell's coverage, painted with the pattern color's components.
            cairo_set_operator(tileCairo, CAIRO_OPERATOR_IN)
            cairo_set_source_rgb(tileCairo, min(max(key.red, 0), 1), min(max(key.green, 0), 1), min(max(key.blue, 0), 1))
            cairo_paint(tileCairo)
        }
        if key.alpha < 1 {
            cairo_set_operator(tileCairo, CAIRO_OPERATOR_DEST_IN)
            cairo_set_source_rgba(tileCairo, 0, 0, 0, key.alpha)
            cairo_paint(tileCairo)
        }
        cairo_destroy(tileCairo)
        tile.flush()
        return tile
    }
}
