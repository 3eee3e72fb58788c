import Foundation

/// Geometry in three dimensions, for the sublayers of transform layers (`CATransformLayer`),
/// which keep their depth instead of being flattened into their superlayer's plane.
extension CALayer {
    /// `transformToSuperlayer` in 3D: move the anchor point (with `anchorPointZ`) to the
    /// origin, apply `transform`, move to `position` at `zPosition`, then apply the
    /// superlayer's `sublayerTransform` around its anchor point.
    var transform3DToSuperlayer: CATransform3D {
        let anchor = anchorInBounds
        var result = CATransform3DConcat(CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorPointZ), transform)
        result = CATransform3DConcat(result, CATransform3DMakeTranslation(position.x, position.y, zPosition))
        if let parent = superlayer, parent.sublayerTransform != CATransform3DIdentity {
            let parentAnchor = parent.anchorInBounds
            result = CATransform3DConcat(result, CATransform3DMakeTranslation(-parentAnchor.x, -parentAnchor.y, 0))
            result = CATransform3DConcat(result, parent.sublayerTransform)
            result = CATransform3DConcat(result, CATransform3DMakeTranslation(parentAnchor.x, parentAnchor.y, 0))
        }
        if let parent = superlayer, parent.isGeometryFlipped {
            result = CATransform3DConcat(result, CATransform3DMakeAffineTransform(parent.sublayerFlip))
        }
        return result
    }

    /// Whether the superlayer keeps this layer's depth: it is a transform layer.
    var isInTransformLayer: Bool { superlayer?.flattensSublayers == false }

    /// This layer's coordinates, in 3D, in those of the nearest ancestor that flattens its
    /// sublayers: its own transform and those of every transform layer between, uncut.
    var transform3DToFlatteningAncestor: CATransform3D {
        var result = transform3DToSuperlayer
        var cursor = superlayer
        while let layer = cursor, !layer.flattensSublayers, let parent = layer.superlayer {
            result = CATransform3DConcat(result, layer.transform3DToSuperlayer)
            cursor = parent
        }
        return result
    }

    /// Where a walk of the tree draws this layer: `parentTransform` is what the superlayer
    /// hands its sublayers — its own device transform, or, for a transform layer, the device
    /// transform of the nearest ancestor that flattens (which a transform layer passes on).
    /// In a transform layer the whole 3D transform down to that ancestor is projected at once,
    /// so that depth (a turn about y of a layer at some `zPosition`) moves it across the plane.
    func drawingTransform(in parentTransform: CGAffineTransform) -> CGAffineTransform {
        guard isInTransformLayer else { return transformToSuperlayer.concatenating(parentTransform) }
        return transform3DToFlatteningAncestor.affinePart.concatenating(parentTransform)
    }

    /// What a walk hands this layer's sublayers (see `drawingTransform(in:)`), given this
    /// layer's device transform and what its superlayer handed it.
    func sublayersParentTransform(own: CGAffineTransform, received: CGAffineTransform?) -> CGAffineTransform {
        flattensSublayers ? own : received ?? own
    }

    /// `transformToSuperlayer` for a sublayer of a transform layer: the projected 3D transform
    /// to the flattening ancestor, taken back through the transform layer's own projection,
    /// so that point conversion agrees with where the layer is drawn. Nil when the transform
    /// layer is turned edge-on (its projection cannot be undone).
    var transformToSuperlayerInTransformLayer: CGAffineTransform? {
        guard let parent = superlayer else { return nil }
        let parentProjection = parent.isInTransformLayer ? parent.transform3DToFlatteningAncestor.affinePart : parent.transformToSuperlayer
        let determinant = parentProjection.a * parentProjection.d - parentProjection.b * parentProjection.c
        guard abs(determinant) > 1e-9 else { return nil }
        return transform3DToFlatteningAncestor.affinePart.concatenating(parentProjection.inverted())
    }

    /// How far toward the viewer the centre of the bounds lies after the 3D transform to the
    /// flattening ancestor (larger is nearer, as with `zPosition`), to 1/1024 of a point: a
    /// layer turned about its centre stays level with one that is not, though sin(π) is not
    /// quite 0.
    var depthInFlatteningAncestor: CGFloat {
        let m = transform3DToFlatteningAncestor
        let x = bounds.midX, y = bounds.midY
        let z = x * m.m13 + y * m.m23 + m.m43
        let w = x * m.m14 + y * m.m24 + m.m44
        let depth = w > 0 ? z / w : z
        return depth.isFinite ? (depth * 1024).rounded() / 1024 : 0
    }
}

extension Array where Element == CALayer {
    /// A transform layer's drawing order: back to front by depth, keeping sublayer order among
    /// equals.
    @MainActor
    func sortedByDepth() -> [CALayer] {
        let depths = map(\.depthInFlatteningAncestor)
        return indices.sorted { depths[$0] != depths[$1] ? depths[$0] < depths[$1] : $0 < $1 }.map { self[$0] }
    }
}
