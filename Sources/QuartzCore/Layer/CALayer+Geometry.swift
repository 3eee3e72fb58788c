/// Geometry: the frame, and mapping points between layers.
extension CALayer {
    /// The anchor point in the layer's own (bounds) coordinates.
    var anchorInBounds: CGPoint {
        CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// Maps this layer's coordinates into its superlayer's: move the anchor to the origin,
    /// apply `transform`, move to `position`, then apply the superlayer's `sublayerTransform`
    /// around the superlayer's anchor point, and its flip when its geometry is flipped.
    package var transformToSuperlayer: CGAffineTransform {
        if isInTransformLayer, let inContext = transformToSuperlayerInTransformLayer { return inContext }
        let anchor = anchorInBounds
        var result = CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform.affinePart)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
        if let parent = superlayer, parent.sublayerTransform != CATransform3DIdentity {
            let parentAnchor = parent.anchorInBounds
            result = result
                .concatenating(CGAffineTransform(translationX: -parentAnchor.x, y: -parentAnchor.y))
                .concatenating(parent.sublayerTransform.affinePart)
                .concatenating(CGAffineTransform(translationX: parentAnchor.x, y: parentAnchor.y))
        }
        if let parent = superlayer, parent.isGeometryFlipped {
            result = result.concatenating(parent.sublayerFlip)
        }
        return result
    }

    /// A flipped layer's mirror of its sublayers' space: top to bottom, about its bounds.
    var sublayerFlip: CGAffineTransform {
        CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: bounds.minY + bounds.maxY)
    }

    /// Whether the layer's contents are drawn upside down in the window's space: an odd
    /// number of the layers from this one to the root have flipped geometry.
    public func contentsAreFlipped() -> Bool {
        var flips = 0
        var cursor: CALayer? = self
        while let layer = cursor {
            if layer.isGeometryFlipped { flips += 1 }
            cursor = layer.superlayer
        }
        return flips % 2 == 1
    }

    /// Maps this layer's coordinates into its root layer's.
    package var transformToRoot: CGAffineTransform {
        var result = CGAffineTransform.identity
        var cursor: CALayer? = self
        while let layer = cursor, layer.superlayer != nil {
            result = result.concatenating(layer.transformToSuperlayer)
            cursor = layer.superlayer
        }
        return result
    }

    /// Maps `layer`'s coordinates (the root's when nil) into this layer's.
    func transform(from layer: CALayer?) -> CGAffineTransform {
        let source = layer?.transformToRoot ?? .identity
        return source.concatenating(transformToRoot.inverted())
    }

    var derivedFrame: CGRect {
        let size = bounds.size
        let local = CGRect(x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height,
                           width: size.width, height: size.height)
        let affine = transform.affinePart
        let transformed = affine.isIdentity ? local : local.applying(affine)
        return transformed.offsetBy(dx: position.x, dy: position.y)
    }

    /// Sets the bounds size and the position so that an untransformed layer occupies `frame`.
    /// (With a transform the result follows the same formula; Core Animation leaves it
    /// undefined.)
    func applyFrame(_ frame: CGRect) {
        let rect = frame.standardized
        bounds.size = rect.size
        position = CGPoint(x: rect.minX + anchorPoint.x * rect.width, y: rect.minY + anchorPoint.y * rect.height)
    }

    /// A sublayer of a transform layer is given the point in the nearest flattening ancestor's
    /// space (the transform layer passes it on) and maps it through its whole 3D transform.
    func hitTestLayer(_ point: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        var toSuperlayer = transformToSuperlayer
        if isInTransformLayer {
            toSuperlayer = transform3DToFlatteningAncestor.affinePart
            // Edge-on: nothing to hit.
            guard abs(toSuperlayer.a * toSuperlayer.d - toSuperlayer.b * toSuperlayer.c) > 1e-12 else { return nil }
        }
        let local = point.applying(toSuperlayer.inverted())
        if masksToBounds && !contains(local) { return nil }
        for child in sublayersInDrawingOrder.reversed() {
            if let hit = child.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }
}

extension Array where Element == CALayer {
    /// Drawing order: by `zPosition`, keeping sublayer order among equals (only
    /// `sublayersInDrawingOrder` calls it, when some sublayer has a `zPosition`).
    @MainActor
    func sortedForDrawing() -> [CALayer] {
        enumerated().sorted { lhs, rhs in
            lhs.element.zPosition != rhs.element.zPosition
                ? lhs.element.zPosition < rhs.element.zPosition
                : lhs.offset < rhs.offset
        }.map(\.element)
    }
}
