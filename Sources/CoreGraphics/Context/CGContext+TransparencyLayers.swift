@_implementationOnly import CCairo

/// Transparency layers: drawing between `begin` and `end` is composited as one image, using
/// the alpha, shadow and blend mode that were in effect at `begin`.
extension CGContext {
    /// Apple's parameter is a `CFDictionary`; Slate ignores its contents, as Quartz does today.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        transparencyLayers.append(state)
        cairo_push_group(cairo)
        state.alpha = 1
        state.shadow = nil
        state.blendMode = .normal
        state.clipMask = nil
    }

    /// As `beginTransparencyLayer(auxiliaryInfo:)`, clipped to `rect`.
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [String: Any]?) {
        beginTransparencyLayer(auxiliaryInfo: auxiliaryInfo)
        clip(to: rect)
    }

    /// Composites the innermost layer. Unbalanced calls are ignored.
    public func endTransparencyLayer() {
        guard let outer = transparencyLayers.popLast(), let group = cairo_pop_group(cairo) else { return }
        defer { cairo_pattern_destroy(group) }
        state = outer
        withSeparatePath {
            composite {
                cairo_set_source(self.cairo, group)
                cairo_paint_with_alpha(self.cairo, Double(self.state.alpha))
            }
        }
    }
}
