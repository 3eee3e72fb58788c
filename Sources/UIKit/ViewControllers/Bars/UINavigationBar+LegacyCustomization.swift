import Foundation

/// The navigation bar's customization from before iOS 13: background images by position and
/// metrics, the shadow image, and title offsets. The bar draws them while no appearance object
/// is assigned to it or to its top item (`LegacyBarBackground` holds the rules); every setter
/// also works on an appearance proxy (`UINavigationBar.appearance()`).
extension UINavigationBar {
    /// The image drawn as the bar's background at `barPosition` with `barMetrics`, instead of the
    /// material (nil: the material). A resizable image is stretched over the whole background,
    /// up under the status bar area for `.topAttached`.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        appearanceSetting(axes: barPosition, barMetrics) { $0.setBackgroundImage(backgroundImage, for: barPosition, barMetrics: barMetrics) }
        legacyBackground.setImage(backgroundImage, for: barPosition, metrics: barMetrics)
        applyAppearance()
        superview?.setNeedsLayout()
    }

    /// The image set for exactly `barPosition` and `barMetrics`.
    public func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        legacyBackground.image(for: barPosition, metrics: barMetrics)
    }

    /// `setBackgroundImage(_:for:barMetrics:)` for the position `.any`.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }

    /// `backgroundImage(for:barMetrics:)` for the position `.any`.
    public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImage(for: .any, barMetrics: barMetrics)
    }

    /// Drawn along the bar's bottom edge instead of the hairline — only while a custom
    /// background image shows, as UIKit documents; an empty `UIImage()` hides the hairline.
    public var shadowImage: UIImage? {
        get { legacyBackground.shadowImage(for: .any) }
        set {
            appearanceSetting(\.shadowImage, newValue)
            legacyBackground.setShadowImage(newValue, for: .any)
            applyAppearance()
        }
    }

    /// Moves the title up (negative) or down by `adjustment` points when the bar has
    /// `barMetrics`.
    public func setTitleVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        appearanceSetting(axes: barMetrics) { $0.setTitleVerticalPositionAdjustment(adjustment, for: barMetrics) }
        titleVerticalAdjustments[barMetrics] = adjustment
        setNeedsLayout()
    }

    public func titleVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        titleVerticalAdjustments[barMetrics] ?? 0
    }

    /// The title's offset for the bar's metrics now (their fallbacks included).
    var legacyTitleAdjustment: UIOffset {
        guard !titleVerticalAdjustments.isEmpty else { return .zero }
        let vertical = currentBarMetrics.withFallbacks.lazy.compactMap { self.titleVerticalAdjustments[$0] }.first ?? 0
        return UIOffset(horizontal: 0, vertical: vertical)
    }
}
