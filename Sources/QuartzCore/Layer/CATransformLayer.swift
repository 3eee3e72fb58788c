import Foundation

/// A layer that builds a true 3D hierarchy: it does not flatten its sublayers into its plane.
///
/// Each sublayer keeps its 3D transform — its `zPosition`, `anchorPointZ` and turns about x
/// and y — combined with the transform layer's own (and those of enclosing transform layers)
/// as far as the nearest ordinary ancestor, where the result is drawn. Slate draws that
/// orthographically (no perspective, see docs/porting.md), so depth shows in which sublayer is
/// in front: the sublayers are drawn, and hit-tested, in the order of the depth of their
/// centres after all those transforms, not in sublayer order.
///
/// As in Core Animation, only the sublayers are drawn: the layer's background, contents,
/// border, shadow, mask and `masksToBounds` are ignored, and its `opacity` applies to each
/// sublayer on its own rather than to a composited group. A nested transform layer's
/// sublayers are sorted among themselves, the nested layer as a whole by its own centre.
open class CATransformLayer: CALayer {
    public required override init() {
        super.init()
    }

    public required init(layer: Any) {
        super.init(layer: layer)
    }

    override var flattensSublayers: Bool { false }

    /// The frontmost sublayer at `p`, never the transform layer itself (it has no plane to be
    /// hit in). `p` is in the superlayer's coordinates — for a transform layer inside another,
    /// those of the nearest ordinary ancestor.
    open override func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden else { return nil }
        for child in sublayersInDrawingOrder.reversed() {
            if let hit = child.hitTest(p) { return hit }
        }
        return nil
    }
}
