import Foundation

/// Tint colors are inherited down the hierarchy: a view without its own tint takes its
/// superview's; the root takes the system tint (systemBlue). `tintAdjustmentMode` inherits the
/// same way, and `.dimmed` shows the tint desaturated.
extension UIView {
    var effectiveTintAdjustmentMode: TintAdjustmentMode {
        if tintAdjustmentMode != .automatic { return tintAdjustmentMode }
        return storedSuperview?.effectiveTintAdjustmentMode ?? .normal
    }

    var effectiveTintColor: UIColor {
        let base = storedTintColor ?? storedSuperview?.inheritedTintColor ?? UIColor.systemBlue
        return effectiveTintAdjustmentMode == .dimmed ? Self.dimmed(base) : base
    }

    /// The tint before dimming, which is what subviews inherit.
    private var inheritedTintColor: UIColor {
        storedTintColor ?? storedSuperview?.inheritedTintColor ?? UIColor.systemBlue
    }

    static func dimmed(_ color: UIColor) -> UIColor {
        UIColor { traits in
            var hue: CGFloat = 0, saturation: CGFloat = 0, brightness: CGFloat = 0, alpha: CGFloat = 0
            _ = color.resolvedColor(with: traits).getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha)
            return UIColor(hue: hue, saturation: 0, brightness: brightness * 0.6 + 0.2, alpha: alpha)
        }
    }

    /// Tells this view and every descendant whose tint derives from the change: a new color
    /// reaches descendants without a color of their own, a new adjustment mode those whose
    /// mode is automatic.
    func propagateTintChange(color: Bool = true, mode: Bool = true) {
        tintColorDidChange()
        appearanceInputsDidChange()
        for subview in storedSubviews {
            let inheritsColor = color && subview.storedTintColor == nil
            let inheritsMode = mode && subview.tintAdjustmentMode == .automatic
            if inheritsColor || inheritsMode { subview.propagateTintChange(color: inheritsColor, mode: inheritsMode) }
        }
    }
}
