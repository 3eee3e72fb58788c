import CoreGraphics
import Foundation
import QuartzCore

extension UIButton {
    /// The glow's diameter: UIKit's is about as wide as a fingertip.
    static let touchGlowDiameter: CGFloat = 40

    /// Shows the white glow over the button's centre while it is highlighted and
    /// `showsTouchWhenHighlighted` is set; removes it otherwise. It takes no touches and does
    /// not clip to the button (UIKit's spills over a small button's edges).
    func updateTouchGlow() {
        guard showsTouchWhenHighlighted, isHighlighted, isEnabled else {
            touchGlow?.removeFromSuperlayer()
            touchGlow = nil
            return
        }
        let glow = touchGlow ?? {
            let made = CAGradientLayer()
            made.type = .radial
            made.colors = [CGColor(gray: 1, alpha: 0.95), CGColor(gray: 1, alpha: 0.6), CGColor(gray: 1, alpha: 0)]
            made.locations = [0, 0.35, 1]
            made.startPoint = CGPoint(x: 0.5, y: 0.5)
            made.endPoint = CGPoint(x: 1, y: 1)
            return made
        }()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        let side = Self.touchGlowDiameter
        glow.frame = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        if glow.superlayer !== layer { layer.addSublayer(glow) }
        CATransaction.commit()
        touchGlow = glow
    }
}
