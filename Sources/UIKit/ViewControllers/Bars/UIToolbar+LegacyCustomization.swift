import Foundation

/// The toolbar's customization from before iOS 13: background and shadow images by position
/// (and metrics). The bar draws them while no appearance object is assigned to it
/// (`LegacyBarBackground` holds the rules); every setter also works on an appearance proxy.
extension UIToolbar {
    /// The image drawn as the bar's background at `topOrBottom` with `barMetrics`, instead of
    /// the material (nil: the material).
    public func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {
        appearanceSetting(axes: topOrBottom, barMetrics) {
            $0.setBackgroundImage(backgroundImage, forToolbarPosition: topOrBottom, barMetrics: barMetrics)
        }
        legacyBackground.setImage(backgroundImage, for: topOrBottom, metrics: barMetrics)
        applyAppearance()
        superview?.setNeedsLayout()
    }

    /// The image set for exactly `topOrBottom` and `barMetrics`.
    public func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        legacyBackground.image(for: topOrBottom, metrics: barMetrics)
    }

    /// Drawn along the bar's edge at `topOrBottom` instead of the hairline — only while a
    /// custom background image shows, as UIKit documents.
    public func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
        appearanceSetting(axes: topOrBottom) { $0.setShadowImage(shadowImage, forToolbarPosition: topOrBottom) }
        legacyBackground.setShadowImage(shadowImage, for: topOrBottom)
        applyAppearance()
    }

    /// The shadow image set for exactly `topOrBottom`.
    public func shadowImage(forToolbarPosition topOrBottom: UIBarPosition) -> UIImage? {
        legacyBackground.shadowImage(for: topOrBottom)
    }
}
