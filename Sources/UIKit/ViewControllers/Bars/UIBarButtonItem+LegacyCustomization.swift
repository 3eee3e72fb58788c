import Foundation

/// The bar button item's customization from before iOS 13: background images by state, style
/// and metrics, and offsets for the background and the title — for the item's button and, with
/// the `backButton` forms, for the back button a navigation bar shows for it. Usually set on the
/// appearance proxy (`UIBarButtonItem.appearance()`); `BarButtonItemCustomization` holds the
/// lookups.
extension UIBarButtonItem {
    /// Drawn behind the button in `state` with `barMetrics`, for every style.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        appearanceSetting(axes: state, barMetrics) { $0.setBackgroundImage(backgroundImage, for: state, barMetrics: barMetrics) }
        if legacyCustomization.setBackground(backgroundImage, role: .button, state: state, style: nil, metrics: barMetrics) { itemDidChange() }
    }

    public func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        legacyCustomization.background(role: .button, state: state, style: nil, metrics: barMetrics)
    }

    /// Drawn behind buttons of `style` in `state` with `barMetrics` (before an image for every style).
    public func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, style: UIBarButtonItem.Style, barMetrics: UIBarMetrics) {
        appearanceSetting(axes: state, style, barMetrics) {
            $0.setBackgroundImage(backgroundImage, for: state, style: style, barMetrics: barMetrics)
        }
        if legacyCustomization.setBackground(backgroundImage, role: .button, state: state, style: style, metrics: barMetrics) { itemDidChange() }
    }

    public func backgroundImage(for state: UIControl.State, style: UIBarButtonItem.Style, barMetrics: UIBarMetrics) -> UIImage? {
        legacyCustomization.background(role: .button, state: state, style: style, metrics: barMetrics)
    }

    /// Moves the background image down (positive) or up.
    public func setBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        appearanceSetting(axes: barMetrics) { $0.setBackgroundVerticalPositionAdjustment(adjustment, for: barMetrics) }
        if legacyCustomization.setBackgroundOffset(adjustment, role: .button, metrics: barMetrics) { itemDidChange() }
    }

    public func backgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        legacyCustomization.backgroundOffset(role: .button, metrics: barMetrics)
    }

    /// Moves the title by `adjustment`.
    public func setTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        appearanceSetting(axes: barMetrics) { $0.setTitlePositionAdjustment(adjustment, for: barMetrics) }
        if legacyCustomization.setTitleOffset(adjustment, role: .button, metrics: barMetrics) { itemDidChange() }
    }

    public func titlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        legacyCustomization.titleOffset(role: .button, metrics: barMetrics)
    }

    // MARK: The back button

    /// Drawn behind the back button in `state` with `barMetrics`.
    public func setBackButtonBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        appearanceSetting(axes: state, barMetrics) { $0.setBackButtonBackgroundImage(backgroundImage, for: state, barMetrics: barMetrics) }
        if legacyCustomization.setBackground(backgroundImage, role: .backButton, state: state, style: nil, metrics: barMetrics) { itemDidChange() }
    }

    public func backButtonBackgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        legacyCustomization.background(role: .backButton, state: state, style: nil, metrics: barMetrics)
    }

    /// Moves the back button's title by `adjustment` (a large horizontal offset hides it, a
    /// common use).
    public func setBackButtonTitlePositionAdjustment(_ adjustment: UIOffset, for barMetrics: UIBarMetrics) {
        appearanceSetting(axes: barMetrics) { $0.setBackButtonTitlePositionAdjustment(adjustment, for: barMetrics) }
        if legacyCustomization.setTitleOffset(adjustment, role: .backButton, metrics: barMetrics) { itemDidChange() }
    }

    public func backButtonTitlePositionAdjustment(for barMetrics: UIBarMetrics) -> UIOffset {
        legacyCustomization.titleOffset(role: .backButton, metrics: barMetrics)
    }

    /// Moves the back button's background image down (positive) or up.
    public func setBackButtonBackgroundVerticalPositionAdjustment(_ adjustment: CGFloat, for barMetrics: UIBarMetrics) {
        appearanceSetting(axes: barMetrics) { $0.setBackButtonBackgroundVerticalPositionAdjustment(adjustment, for: barMetrics) }
        if legacyCustomization.setBackgroundOffset(adjustment, role: .backButton, metrics: barMetrics) { itemDidChange() }
    }

    public func backButtonBackgroundVerticalPositionAdjustment(for barMetrics: UIBarMetrics) -> CGFloat {
        legacyCustomization.backgroundOffset(role: .backButton, metrics: barMetrics)
    }
}
