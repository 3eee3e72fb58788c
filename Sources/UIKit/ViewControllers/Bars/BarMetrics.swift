import Foundation

/// Bar sizes and colours of iOS 14 on iPad (and compact widths).
@MainActor
enum BarMetrics {
    /// A navigation bar's row: 50 points on iPad (since iOS 12), whatever the width — a
    /// split's horizontally compact sidebar lines its bar up with the secondary's — and 44
    /// elsewhere.
    static func rowHeight(for traits: UITraitCollection) -> CGFloat {
        traits.userInterfaceIdiom == .pad ? 50 : 44
    }

    static let largeTitleHeight: CGFloat = 52
    static let promptHeight: CGFloat = 30
    /// A toolbar: like the navigation bar's row.
    static func toolbarHeight(for traits: UITraitCollection) -> CGFloat { rowHeight(for: traits) }
    /// The tab bar: 50 points, 32 in a vertically compact environment (TAB-06).
    static func tabBarHeight(for traits: UITraitCollection) -> CGFloat {
        traits.verticalSizeClass == .compact ? 32 : 50
    }

    /// Side margins of bar content: the system minimum layout margins.
    static func sideMargin(for traits: UITraitCollection) -> CGFloat {
        traits.horizontalSizeClass == .regular ? 20 : 16
    }

    static let itemSpacing: CGFloat = 16

    /// The translucent chrome material, opaque enough to read over content.
    static let background = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.11, alpha: 0.94) : UIColor(white: 0.976, alpha: 0.94)
    }

    static let separator = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 1, alpha: 0.15) : UIColor(white: 0, alpha: 0.3)
    }

    static let titleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    static let largeTitleFont = UIFont.systemFont(ofSize: 34, weight: .bold)
    static let itemFont = UIFont.systemFont(ofSize: 17)
    static let doneItemFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    static let promptFont = UIFont.systemFont(ofSize: 13)
    /// Between the back button's chevron and its title.
    static let backTitleGap: CGFloat = 6
}

/// A bar's background: the chrome material with a hairline on one edge.
@MainActor
final class BarBackgroundView: UIView {
    private let hairline = UIImageView()
    private let imageView = UIImageView()
    /// The blur of an appearance's `backgroundEffect`, below the colour and the image.
    private var effectView: UIVisualEffectView?
    /// An appearance's `backgroundEffect`: what lies behind the bar, blurred, under the
    /// background colour (which the effect view's content then carries, to lie above the blur).
    var effect: UIBlurEffect? {
        didSet {
            guard effect !== oldValue else { return }
            if let effect {
                let view = effectView ?? UIVisualEffectView(effect: nil)
                view.effect = effect
                if effectView == nil {
                    effectView = view
                    insertSubview(view, at: 0)
                    setNeedsLayout()
                }
            } else {
                effectView?.removeFromSuperview()
                effectView = nil
            }
            placeColor()
        }
    }
    /// The background colour: over the blur when there is one, else the view's own.
    override var backgroundColor: UIColor? {
        get { fillColor }
        set {
            fillColor = newValue
            placeColor()
        }
    }
    private var fillColor: UIColor?
    var hairlineAtTop: Bool { didSet { if hairlineAtTop != oldValue { setNeedsLayout() } } }
    /// The hairline's colour (an appearance's `shadowColor`); nil or clear hides it.
    var hairlineColor: UIColor? = BarMetrics.separator {
        didSet { hairline.backgroundColor = hairlineColor }
    }
    /// An appearance's `shadowImage`, drawn along the edge instead of the colour.
    var hairlineImage: UIImage? {
        didSet { hairline.image = hairlineImage; setNeedsLayout() }
    }
    /// An appearance's `backgroundImage`, over the background colour.
    var backgroundImage: UIImage? {
        didSet { imageView.image = backgroundImage; imageView.isHidden = backgroundImage == nil }
    }
    var backgroundImageContentMode: UIView.ContentMode {
        get { imageView.contentMode }
        set { imageView.contentMode = newValue }
    }
    /// Below 1 for an opaque legacy background image on a bar set translucent.
    var backgroundImageAlpha: CGFloat {
        get { imageView.alpha }
        set { imageView.alpha = newValue }
    }

    init(hairlineAtTop: Bool) {
        self.hairlineAtTop = hairlineAtTop
        super.init(frame: .zero)
        backgroundColor = BarMetrics.background
        isOpaque = false
        imageView.isHidden = true
        imageView.contentMode = .scaleToFill
        addSubview(imageView)
        hairline.backgroundColor = BarMetrics.separator
        hairline.contentMode = .scaleToFill
        addSubview(hairline)
    }

    required init?(coder: NSCoder) { nil }

    private func placeColor() {
        if let effectView {
            super.backgroundColor = nil
            effectView.contentView.backgroundColor = fillColor
        } else {
            super.backgroundColor = fillColor
        }
    }

    /// A bar's look without an appearance: the material (or `barTintColor`) and the hairline.
    func showDefaultLook(tintedBy barTintColor: UIColor?) {
        effect = nil
        backgroundColor = barTintColor ?? BarMetrics.background
        backgroundImage = nil
        backgroundImageAlpha = 1
        hairlineColor = BarMetrics.separator
        hairlineImage = nil
    }

    /// No background and no hairline: the content shows through.
    func showTransparentLook() {
        effect = nil
        backgroundColor = .clear
        backgroundImage = nil
        hairlineColor = nil
        hairlineImage = nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        effectView?.frame = bounds
        imageView.frame = bounds
        let thickness = hairlineImage.map { max($0.size.height, 0) } ?? 1 / max(1, traitCollection.displayScale)
        hairline.frame = CGRect(x: 0, y: hairlineAtTop ? 0 : bounds.height, width: bounds.width, height: thickness)
    }
}

extension UIView {
    /// How far below its window's top edge the view starts (0 outside a window): what a
    /// `.topAttached` bar's background reaches up over, under the status bar area.
    var distanceFromWindowTop: CGFloat {
        max(0, window.map { convert(bounds.origin, to: $0).y } ?? 0)
    }
}
