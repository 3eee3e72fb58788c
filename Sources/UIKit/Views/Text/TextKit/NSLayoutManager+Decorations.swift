import Foundation

/// Background colours, underlines and strikethroughs, drawn as TextKit draws them: through
/// the manager's overridable primitives (`fillBackgroundRectArray`, `underlineGlyphRange` →
/// `drawUnderline`, `strikethroughGlyphRange` → `drawStrikethrough`), so a subclass can change
/// how each looks (rounded highlights, wavy underlines). The paragraphs' layouts leave them
/// out (`GlyphControl.ownerDrawsDecorations`); the geometry comes from those layouts.
extension NSLayoutManager {
    enum Decoration {
        case underline, strikethrough

        var styleKey: NSAttributedString.Key { self == .underline ? .underlineStyle : .strikethroughStyle }
        var colorKey: NSAttributedString.Key { self == .underline ? .underlineColor : .strikethroughColor }
    }

    /// Fills each background-coloured run of `glyphsToShow`, line by line, through
    /// `fillBackgroundRectArray(_:count:forCharacterRange:color:)`.
    func drawBackgroundColors(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext(), !layout.paragraphs.isEmpty else { return }
        let range = clampedRange(glyphsToShow)
        guard range.length > 0 else { return }
        let first = layout.index(containing: range.location), last = layout.index(containing: NSMaxRange(range) - 1)
        for paragraph in first...last {
            let made = layout.layout(of: paragraph)
            guard made.hasAttribute(among: [.backgroundColor]) else { continue }
            let start = layout.paragraphs[paragraph].range.location
            let fragments = lineFragments(paragraphs: paragraph...paragraph)
            guard made.lineBoxes.count == fragments.count else { continue }
            let local = NSRange(location: range.location - start, length: range.length)
            for (line, fragment) in fragments.enumerated() {
                for run in made.attributeRuns(onLine: line) {
                    guard let color = Self.color(run.attributes[.backgroundColor]) else { continue }
                    let piece = NSIntersectionRange(run.range, local)
                    guard piece.length > 0 else { continue }
                    let rects = made.spans(of: piece, onLine: line).map {
                        CGRect(x: origin.x + padding + $0.minX, y: origin.y + fragment.rect.minY,
                               width: $0.maxX - $0.minX, height: fragment.rect.height)
                    }
                    guard !rects.isEmpty else { continue }
                    context.saveGState()
                    color.setFill()
                    rects.withUnsafeBufferPointer { buffer in
                        fillBackgroundRectArray(buffer.baseAddress!, count: buffer.count,
                                                forCharacterRange: NSRange(location: piece.location + start, length: piece.length), color: color)
                    }
                    context.restoreGState()
                }
            }
        }
    }

    /// Underlines, then strikes through, the decorated runs of `range` in `paragraph`, line
    /// by line: each run of one underline (strikethrough) style goes to
    /// `underlineGlyphRange(…)` (`strikethroughGlyphRange(…)`).
    func drawDecorations(ofParagraph paragraph: Int, in range: NSRange, at origin: CGPoint) {
        let made = layout.layout(of: paragraph)
        guard made.hasAttribute(among: [.underlineStyle, .strikethroughStyle]) else { return }
        defer { decoratingLine = nil }
        let start = layout.paragraphs[paragraph].range.location
        let local = NSRange(location: range.location - start, length: range.length)
        var fragments: [LineFragment]?
        for line in made.lineBoxes.indices {
            let runs = made.attributeRuns(onLine: line)
            for decoration in [Decoration.underline, .strikethrough] {
                for (piece, style) in Self.styledRuns(runs, of: decoration, within: local) {
                    // The paragraph's fragments, found once it has a decoration.
                    if fragments == nil { fragments = lineFragments(paragraphs: paragraph...paragraph) }
                    guard let fragment = fragments?[safe: line] else { return }
                    let glyphs = NSRange(location: piece.location + start, length: piece.length)
                    decoratingLine = fragment
                    switch decoration {
                    case .underline:
                        underlineGlyphRange(glyphs, underlineType: style, lineFragmentRect: fragment.rect,
                                            lineFragmentGlyphRange: fragment.glyphRange, containerOrigin: origin)
                    case .strikethrough:
                        strikethroughGlyphRange(glyphs, strikethroughType: style, lineFragmentRect: fragment.rect,
                                                lineFragmentGlyphRange: fragment.glyphRange, containerOrigin: origin)
                    }
                }
            }
        }
    }

    /// The runs of `runs` inside `range` with a `decoration` style, neighbours of one style
    /// joined.
    private static func styledRuns(_ runs: [(range: NSRange, attributes: [NSAttributedString.Key: Any])], of decoration: Decoration,
                                   within range: NSRange) -> [(NSRange, NSUnderlineStyle)] {
        var result: [(NSRange, NSUnderlineStyle)] = []
        for run in runs {
            guard let raw = ParagraphSource.number(run.attributes[decoration.styleKey]).map({ Int($0) }), raw != 0 else { continue }
            let piece = NSIntersectionRange(run.range, range)
            guard piece.length > 0 else { continue }
            if let last = result.last, last.1.rawValue == raw, NSMaxRange(last.0) == piece.location {
                result[result.count - 1].0.length += piece.length
            } else {
                result.append((piece, NSUnderlineStyle(rawValue: raw)))
            }
        }
        return result
    }

    /// How far above the bottom of the line fragment `lineRect` (holding `lineGlyphRange`)
    /// its baseline is.
    func baselineOffset(lineFragmentRect lineRect: CGRect, lineFragmentGlyphRange lineGlyphRange: NSRange) -> CGFloat {
        // The line being drawn is known (asking again would lay out every paragraph above it).
        if let line = decoratingLine, line.glyphRange == lineGlyphRange { return lineRect.height - line.baseline }
        guard let line = lineFragment(forGlyphAt: lineGlyphRange.location) else { return 0 }
        return lineRect.height - line.baseline
    }

    /// Calls `draw` with each piece of `glyphRange` a decoration of `style` covers and the
    /// line's baseline offset (what `underlineGlyphRange` and `strikethroughGlyphRange` share).
    func forEachDecoratedPiece(of glyphRange: NSRange, style: NSUnderlineStyle, lineFragmentRect lineRect: CGRect,
                               lineFragmentGlyphRange lineGlyphRange: NSRange, draw: (NSRange, CGFloat) -> Void) {
        let offset = baselineOffset(lineFragmentRect: lineRect, lineFragmentGlyphRange: lineGlyphRange)
        for piece in decoratedPieces(of: glyphRange, style: style, lineFragmentGlyphRange: lineGlyphRange) { draw(piece, offset) }
    }

    /// The pieces of `glyphRange` a decoration of `style` covers: not hidden or null glyphs,
    /// not the white space that ends the line, and with `.byWord` not white space at all.
    func decoratedPieces(of glyphRange: NSRange, style: NSUnderlineStyle, lineFragmentGlyphRange lineGlyphRange: NSRange) -> [NSRange] {
        let range = clampedRange(glyphRange)
        guard range.length > 0, let text = storage?.mutableString else { return [] }
        func isSpace(_ index: Int) -> Bool {
            guard index < text.length, let scalar = Unicode.Scalar(text.character(at: index)) else { return false }
            return scalar.properties.isWhitespace
        }
        // The line's trailing white space (its break included) is never decorated.
        var lineEnd = min(NSMaxRange(lineGlyphRange), text.length)
        while lineEnd > lineGlyphRange.location, isSpace(lineEnd - 1) { lineEnd -= 1 }
        var drawn = IndexSet(integersIn: range.location..<max(range.location, min(NSMaxRange(range), lineEnd)))
        drawn.subtract(notShownCharacters)
        drawn.subtract(nullGlyphCharacters)
        if style.contains(.byWord) {
            for index in drawn where isSpace(index) { drawn.remove(index) }
        }
        return drawn.rangeView.map { NSRange(location: $0.lowerBound, length: $0.count) }
    }

    /// Draws `decoration` under (through) the glyphs of `glyphRange`, run by run of the
    /// laid-out text: each with its font's position and thickness and its colour.
    func drawBars(_ decoration: Decoration, forGlyphRange glyphRange: NSRange, style: NSUnderlineStyle, baselineOffset: CGFloat,
                  lineFragmentRect lineRect: CGRect, containerOrigin: CGPoint) {
        let range = clampedRange(glyphRange)
        guard range.length > 0, let context = UIGraphicsGetCurrentContext(), !layout.paragraphs.isEmpty else { return }
        let paragraph = layout.index(containing: range.location)
        let made = layout.layout(of: paragraph)
        let start = layout.paragraphs[paragraph].range.location
        guard let line = made.lineIndex(containing: range.location - start) else { return }
        let local = NSRange(location: range.location - start, length: range.length)
        let baseline = containerOrigin.y + lineRect.maxY - baselineOffset
        for run in made.attributeRuns(onLine: line) {
            let piece = NSIntersectionRange(run.range, local)
            guard piece.length > 0 else { continue }
            let font = (run.attributes[.font] as? UIFont)?.key ?? made.defaultFontKey
            let metrics = TextEngine.shared.metrics(for: font)
            let color = Self.color(run.attributes[decoration.colorKey]) ?? Self.color(run.attributes[.foregroundColor]) ?? .black
            var thickness = decoration == .underline ? metrics.underlineThickness : metrics.strikethroughThickness
            let position = decoration == .underline ? metrics.underlinePosition : metrics.strikethroughPosition
            if style.contains(.thick) { thickness *= 2 }
            // Each bar's top edge above the baseline: a double underline adds one below, a
            // double strikethrough one either side of the single bar's place.
            let isDouble = style.rawValue & 0x08 != 0
            let tops: [CGFloat] = switch (decoration, isDouble) {
            case (_, false): [position]
            case (.underline, true): [position, position - 2 * thickness]
            case (.strikethrough, true): [position + thickness, position - thickness]
            }
            let pattern = Self.dashes(style, thickness: thickness)
            context.saveGState()
            color.setFill()
            color.setStroke()
            for span in made.spans(of: piece, onLine: line) {
                let x = containerOrigin.x + padding + span.minX, width = span.maxX - span.minX
                for top in tops {
                    let y = baseline - top
                    if pattern.isEmpty {
                        context.fill(CGRect(x: x, y: y, width: width, height: thickness))
                    } else {
                        context.setLineWidth(thickness)
                        context.setLineDash(phase: 0, lengths: pattern)
                        context.move(to: CGPoint(x: x, y: y + thickness / 2))
                        context.addLine(to: CGPoint(x: x + width, y: y + thickness / 2))
                        context.strokePath()
                    }
                }
            }
            context.restoreGState()
        }
    }

    /// The dash lengths of `style`'s pattern for a bar `thickness` thick; empty for solid.
    private static func dashes(_ style: NSUnderlineStyle, thickness: CGFloat) -> [CGFloat] {
        let dot = max(thickness, 1), dash = 4 * dot, gap = 2 * dot
        switch style.rawValue & 0x0700 {
        case NSUnderlineStyle.patternDot.rawValue: return [dot, gap]
        case NSUnderlineStyle.patternDash.rawValue: return [dash, gap]
        case NSUnderlineStyle.patternDashDot.rawValue: return [dash, gap, dot, gap]
        case NSUnderlineStyle.patternDashDotDot.rawValue: return [dash, gap, dot, gap, dot, gap]
        default: return []
        }
    }

    /// A colour attribute's value as a UIColor (an app may give a CGColor).
    private static func color(_ value: Any?) -> UIColor? {
        if let color = value as? UIColor { return color }
        if let color = value as? CGColor { return UIColor(cgColor: color) }
        return nil
    }
}

private extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
