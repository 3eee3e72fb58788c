import Foundation

/// Scrolling the nearest `CAScrollLayer` above a layer, from the layer's own coordinates.
extension CALayer {
    /// Scrolls the nearest enclosing scroll layer so that `p` (in this layer's coordinates)
    /// is at its origin. Without one, nothing moves.
    public func scroll(_ p: CGPoint) {
        guard let scrollLayer = enclosingScrollLayer else { return }
        scrollLayer.scroll(to: convert(p, to: scrollLayer))
    }

    /// Scrolls the nearest enclosing scroll layer as little as brings `r` (in this layer's
    /// coordinates) into view. Without one, nothing moves.
    public func scrollRectToVisible(_ r: CGRect) {
        guard let scrollLayer = enclosingScrollLayer else { return }
        scrollLayer.scroll(to: convert(r, to: scrollLayer))
    }

    /// The part of the bounds the nearest enclosing scroll layer shows, in this layer's
    /// coordinates (the bounds when there is none; `.zero` when none of it is shown).
    public var visibleRect: CGRect {
        guard let scrollLayer = enclosingScrollLayer else { return bounds }
        let visible = bounds.intersection(convert(scrollLayer.bounds, from: scrollLayer))
        return visible.isNull ? .zero : visible
    }

    /// The nearest `CAScrollLayer` among the superlayers.
    private var enclosingScrollLayer: CAScrollLayer? {
        var layer = superlayer
        while let current = layer {
            if let scrollLayer = current as? CAScrollLayer { return scrollLayer }
            layer = current.superlayer
        }
        return nil
    }
}
