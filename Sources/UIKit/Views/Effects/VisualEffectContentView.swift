import Foundation

/// A `UIVisualEffectView`'s `contentView`: its layer fills its subviews' coverage with the
/// vibrancy colour when the effect is a `UIVibrancyEffect` (`CAVibrancyLayer`).
final class VisualEffectContentView: UIView {
    override class var layerClass: AnyClass { CAVibrancyLayer.self }

    var vibrancyLayer: CAVibrancyLayer { layer as! CAVibrancyLayer }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }
}
