import Foundation

/// The part of a `UIVisualEffectView` behind its content: a `CABackdropLayer` blurring what
/// lies behind, with the material's tint as its background colour. Its alpha is how much
/// of the effect shows, which is what animating `effect` to or from nil animates.
final class VisualEffectBackdropView: UIView {
    override class var layerClass: AnyClass { CABackdropLayer.self }

    var backdropLayer: CABackdropLayer { layer as! CABackdropLayer }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
        isOpaque = false
    }
}
