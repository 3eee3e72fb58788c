import UIKit

/// A pie gauge that draws its own `fraction`: a property kept by key (Slate's form of Core
/// Animation's `@NSManaged var fraction: CGFloat`), which `needsDisplay(forKey:)` marks as
/// drawn — so an animation of "fraction" redraws the gauge every frame with the value it
/// presents.
final class GaugeLayer: CALayer {
    var fraction: CGFloat {
        get { value(forKey: "fraction") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "fraction") }
    }

    /// Set by the page in its traits' colours.
    var fillColor: CGColor = UIColor.systemTeal.cgColor
    var trackColor: CGColor = UIColor.systemGray.withAlphaComponent(0.25).cgColor

    required init() {
        super.init()
        needsDisplayOnBoundsChange = true
    }

    required init(layer: Any) {
        super.init(layer: layer)
        guard let gauge = layer as? GaugeLayer else { return }
        fillColor = gauge.fillColor
        trackColor = gauge.trackColor
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "fraction" || super.needsDisplay(forKey: key)
    }

    /// Changing the fraction animates it from the value on screen, as an app's
    /// `action(forKey:)` for its own property does.
    override func action(forKey event: String) -> CAAction? {
        guard event == "fraction" else { return super.action(forKey: event) }
        let fill = CABasicAnimation(keyPath: event)
        fill.fromValue = presentation()?.fraction ?? fraction
        fill.duration = 1
        fill.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        return fill
    }

    override func draw(in ctx: CGContext) {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2
        ctx.setFillColor(trackColor)
        ctx.fillEllipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2))
        guard fraction > 0 else { return }
        ctx.move(to: center)
        ctx.addArc(center: center, radius: radius, startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * min(fraction, 1), clockwise: false)
        ctx.closePath()
        ctx.setFillColor(fillColor)
        ctx.fillPath()
    }
}
