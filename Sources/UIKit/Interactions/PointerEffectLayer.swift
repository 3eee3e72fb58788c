import Foundation

/// A layer the pointer system adds for an effect: the platter behind a highlighted view, or
/// the tint over a hovered one. It fills one path.
@MainActor
final class PointerEffectLayer: CALayer {
    /// The filled shape, in the layer's coordinates.
    var path: CGPath? {
        didSet { setNeedsDisplay() }
    }
    var fillColor: CGColor? {
        didSet { setNeedsDisplay() }
    }

    /// UIKit animates pointer effects itself: the layer has no implicit actions.
    required init() {
        super.init()
        suppressesActions = true
    }

    required init(layer: Any) {
        super.init(layer: layer)
        suppressesActions = true
    }

    override func draw(in ctx: CGContext) {
        guard let path, let fillColor else { return }
        ctx.addPath(path)
        ctx.setFillColor(fillColor)
        ctx.fillPath()
    }
}
