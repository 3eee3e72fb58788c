import Foundation

/// The navigation bar's customization from before iOS 13: background images by position and
/// metrics, the shadow image, the titles' attributes and offsets, and the back indicator. The bar draws them while no appearance object
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

    /// The inline title's attributes: `.font`, `.foregroundColor`, `.shadow` (an `NSShadow`),
    /// `.kern` and the rest a label draws; those left out keep the bar's default (the
    /// 17-point semibold system font, `.label`). An appearance object in force has its own.
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { legacyTitleAttributes }
        set {
            appearanceSetting(\.titleTextAttributes, newValue)
            legacyTitleAttributes = newValue
            applyAppearance()
        }
    }

    /// The large title's attributes, as `titleTextAttributes` (default: the 34-point bold
    /// system font).
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        get { legacyLargeTitleAttributes }
        set {
            appearanceSetting(\.largeTitleTextAttributes, newValue)
            legacyLargeTitleAttributes = newValue
            applyAppearance()
        }
    }

    /// The image beside the back button's title instead of the chevron. As UIKit documents,
    /// it shows only once `backIndicatorTransitionMaskImage` is set too.
    public var backIndicatorImage: UIImage? {
        get { legacyBackIndicatorImage }
        set {
            appearanceSetting(\.backIndicatorImage, newValue)
            legacyBackIndicatorImage = newValue
            itemsDidChange()
        }
    }

    /// The mask for the title sliding under the back indicator during a push or pop; it must
    /// be set for `backIndicatorImage` to show. Slate does not mask the back title with it
    /// during a transition (docs/porting.md).
    public var backIndicatorTransitionMaskImage: UIImage? {
        get { legacyBackIndicatorMaskImage }
        set {
            appearanceSetting(\.backIndicatorTransitionMaskImage, newValue)
            legacyBackIndicatorMaskImage = newValue
            itemsDidChange()
        }
    }

    /// The back indicator set on the bar: both images are needed.
    var backIndicator: UIImage? {
        legacyBackIndicatorMaskImage == nil ? nil : legacyBackIndicatorImage
    }

    /// The attributes a title draws with: the appearance's in force, else the bar's own, over
    /// the bar's default font and colour.
    func titleAttributes(large: Bool, appearance: UINavigationBarAppearance?) -> [NSAttributedString.Key: Any] {
        let set = appearance.map { large ? $0.largeTitleTextAttributes : $0.titleTextAttributes }
            ?? (large ? legacyLargeTitleAttributes : legacyTitleAttributes) ?? [:]
        var attributes: [NSAttributedString.Key: Any] = [.font: large ? BarMetrics.largeTitleFont : BarMetrics.titleFont,
                                                         .foregroundColor: UIColor.label]
        attributes.merge(set) { $1 }
        return attributes
    }

    /// Gives a title label `attributes`: its font and colour, and an attributed text when they
    /// say more than those two.
    func style(_ label: UILabel, with attributes: [NSAttributedString.Key: Any]) {
        let plain = label.text
        label.font = attributes[.font] as? UIFont
        label.textColor = attributes[.foregroundColor] as? UIColor
        if let plain, attributes.keys.contains(where: { $0 != .font && $0 != .foregroundColor }) {
            label.attributedText = NSAttributedString(string: plain, attributes: attributes)
        } else {
            label.text = plain
        }
    }

    /// The title's offset for the bar's metrics now (their fallbacks included).
    var legacyTitleAdjustment: UIOffset {
        guard !titleVerticalAdjustments.isEmpty else { return .zero }
        let vertical = currentBarMetrics.withFallbacks.lazy.compactMap { self.titleVerticalAdjustments[$0] }.first ?? 0
        return UIOffset(horizontal: 0, vertical: vertical)
    }
}
