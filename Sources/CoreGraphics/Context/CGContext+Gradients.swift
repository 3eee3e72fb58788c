@_implementationOnly import CCairo

/// Gradients fill the whole clip area, as in CoreGraphics.
extension CGContext {
    /// A gradient along the line from `start` to `end`. Without options nothing is painted
    /// before `start` or after `end`; the options extend the end colors.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        let dx = end.x - start.x, dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return }
        let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
        defer { cairo_pattern_destroy(pattern) }
        addStops(of: gradient, to: pattern)
        let before = options.contains(.drawsBeforeStartLocation)
        let after = options.contains(.drawsAfterEndLocation)
        cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)

        withSeparatePath {
            cairo_save(cairo)
            if before != after {
                // Keep the half-plane on the painted side of the start (or end) line.
                let unit = CGPoint(x: dx / length, y: dy / length)
                let normal = CGPoint(x: -unit.y, y: unit.x)
                let clip = boundingBoxOfClipPath
                let reach = (clip.width + clip.height) * 2 + length * 2 + 1
                let anchor = after ? start : end
                let direction: CGFloat = after ? 1 : -1
                let corners = [
                    CGPoint(x: anchor.x + normal.x * reach, y: anchor.y + normal.y * reach),
                    CGPoint(x: anchor.x - normal.x * reach, y: anchor.y - normal.y * reach),
                    CGPoint(x: anchor.x - normal.x * reach + unit.x * reach * direction,
                            y: anchor.y - normal.y * reach + unit.y * reach * direction),
                    CGPoint(x: anchor.x + normal.x * reach + unit.x * reach * direction,
                            y: anchor.y + normal.y * reach + unit.y * reach * direction),
                ]
                addLines(between: corners)
                closePath()
                cairo_clip(cairo)
            }
            paintClipArea(with: pattern)
            cairo_restore(cairo)
        }
    }

    /// A gradient between two circles. Without options nothing is painted outside the
    /// circles the gradient sweeps; `drawsBeforeStartLocation` fills inside the start circle
    /// with the first color and `drawsAfterEndLocation` fills outside the end circle with the
    /// last. With only one option Slate clips to the circle concerned, which is exact when one
    /// circle contains the other (the usual case).
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint,
        endRadius: CGFloat, options: CGGradientDrawingOptions
    ) {
        let pattern = cairo_pattern_create_radial(Double(startCenter.x), Double(startCenter.y), Double(max(0, startRadius)),
                                                  Double(endCenter.x), Double(endCenter.y), Double(max(0, endRadius)))!
        defer { cairo_pattern_destroy(pattern) }
        addStops(of: gradient, to: pattern)
        let before = options.contains(.drawsBeforeStartLocation)
        let after = options.contains(.drawsAfterEndLocation)
        cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)

        withSeparatePath {
            cairo_save(cairo)
            if before != after {
                if after {
                    let clip = boundingBoxOfClipPath
                    addRect(clip.insetBy(dx: -1, dy: -1))
                    addEllipse(in: CGRect(x: startCenter.x - startRadius, y: startCenter.y - startRadius,
                                          width: 2 * startRadius, height: 2 * startRadius))
                    cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
                } else {
                    addEllipse(in: CGRect(x: endCenter.x - endRadius, y: endCenter.y - endRadius,
                                          width: 2 * endRadius, height: 2 * endRadius))
                    cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
                }
                cairo_clip(cairo)
            }
            paintClipArea(with: pattern)
            cairo_restore(cairo)
        }
    }

    private func addStops(of gradient: CGGradient, to pattern: OpaquePointer) {
        for stop in gradient.stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, Double(min(max(stop.location, 0), 1)),
                                              Double(min(max(c.red, 0), 1)), Double(min(max(c.green, 0), 1)),
                                              Double(min(max(c.blue, 0), 1)), Double(c.alpha))
        }
    }

    private func paintClipArea(with pattern: OpaquePointer) {
        composite {
            cairo_set_source(self.cairo, pattern)
            cairo_paint_with_alpha(self.cairo, Double(self.state.alpha))
        }
    }
}
