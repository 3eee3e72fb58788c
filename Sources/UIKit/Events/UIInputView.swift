import Foundation
import QuartzCore

/// A root view for custom input views and input accessory views that looks as if it belongs
/// with the keyboard.
///
/// The look applies only while the view is docked as a responder's `inputView` or
/// `inputAccessoryView`: behind its subviews it blurs what lies under the dock — and, with
/// `.keyboard`, tints that blur with the keyboard's colour (light or dark, as the traits are).
/// Elsewhere it is a plain view. With `allowsSelfSizing`, its height in the dock is what
/// `systemLayoutSizeFitting(_:)` gives at the dock's width; without, its frame's height.
@MainActor
open class UIInputView: UIView {
    public enum Style: Int, Sendable {
        /// Blurred behind, not tinted: for views on top of the keyboard with a theme of their own.
        case `default` = 0
        /// Blurred and tinted as the keyboard is.
        case keyboard = 1
    }

    private let style: Style

    /// The style it was made with.
    open var inputViewStyle: UIInputView.Style { style }

    /// Whether the view's own constraints size it in the dock (`systemLayoutSizeFitting(_:)`)
    /// rather than its frame. False by default.
    open var allowsSelfSizing = false

    /// The blur (and tint) behind the subviews while docked.
    private var styleLayer: CABackdropLayer?

    public init(frame: CGRect, inputViewStyle: UIInputView.Style) {
        style = inputViewStyle
        super.init(frame: frame)
    }

    /// A view from an archive has the default style.
    public required init?(coder: NSCoder) {
        style = .default
        super.init(coder: coder)
    }

    /// The keyboard's colour behind `.keyboard` input views.
    static let keyboardTint = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0.17, green: 0.17, blue: 0.18, alpha: 0.94)
            : UIColor(red: 0.82, green: 0.835, blue: 0.855, alpha: 0.94)
    }

    open override func didMoveToSuperview() {
        super.didMoveToSuperview()
        if superview is InputSetContainerView {
            guard styleLayer == nil else { return }
            let backdrop = CABackdropLayer()
            backdrop.blurRadius = 20
            layer.insertSublayer(backdrop, at: 0)
            styleLayer = backdrop
            setNeedsLayout()
        } else {
            styleLayer?.removeFromSuperlayer()
            styleLayer = nil
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let styleLayer else { return }
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        styleLayer.frame = bounds
        styleLayer.backgroundColor = style == .keyboard ? Self.keyboardTint.resolvedColor(with: traitCollection).cgColor : nil
        CATransaction.commit()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if styleLayer != nil { setNeedsLayout() }
    }
}
