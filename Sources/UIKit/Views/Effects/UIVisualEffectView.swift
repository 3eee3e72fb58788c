import Foundation

/// A view that applies a visual effect: a `UIBlurEffect` blurs and tints what lies behind it;
/// a `UIVibrancyEffect` colours what its `contentView` holds.
///
/// Add subviews to `contentView`, not to the effect view (UIKit logs a warning, and so does
/// Slate). Setting `effect` inside a `UIView` animation fades the effect in or out (UIKit
/// animates the blur's radius; Slate mixes the blurred backdrop with the sharp one). As UIKit
/// warns, an alpha below 1 on the effect view or an ancestor draws it offscreen, where the
/// blur sees only what that offscreen group drew.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// Where the effect view's content goes: the blur does not blur it; vibrancy colours it.
    public let contentView: UIView
    private let backdropView = VisualEffectBackdropView(frame: .zero)

    /// The effect; nil shows no effect (the content over what lies behind).
    open var effect: UIVisualEffect? {
        didSet { applyEffect(previous: oldValue) }
    }

    /// An effect view showing `effect`.
    public init(effect: UIVisualEffect?) {
        contentView = VisualEffectContentView(frame: .zero)
        self.effect = effect
        super.init(frame: .zero)
        setUpEffectView()
    }

    /// An effect view with no effect yet (`UIVisualEffectView()`, as UIKit's inherited
    /// `init()` and `init(frame:)` make one): set `effect` to show one.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// Made by a storyboard or xib: its `<blurEffect>` or `<vibrancyEffect>` is set after this
    /// returns, and its document's `contentView` describes this view's `contentView`.
    public required init?(coder: NSCoder) {
        contentView = VisualEffectContentView(frame: .zero)
        effect = nil
        super.init(coder: coder)
        setUpEffectView()
    }

    private func setUpEffectView() {
        AppearanceStore.untracked { backgroundColor = nil }
        isOpaque = false
        for part in [backdropView, contentView] {
            part.frame = bounds
            part.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insert(part, at: storedSubviews.count)
        }
        backdropView.alpha = 0
        applyEffect(previous: nil)
    }

    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        guard subview !== backdropView, subview !== contentView else { return }
        UIKitLog.write("\(self) has been asked to add a subview (\(subview)) directly: add subviews to its contentView instead (UIVisualEffectView.contentView)")
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // Materials and vibrancy colours differ only by colour appearance (light or dark, contrast).
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) { applyEffect(previous: effect) }
    }

    /// Shows the effect. Going to nil keeps the old material while the backdrop fades out; a
    /// new material is set before the backdrop fades in, so only the fade animates.
    private func applyEffect(previous: UIVisualEffect?) {
        let material = effect?.material(for: traitCollection)
        if let material, let blur = effect as? UIBlurEffect {
            let tint = Self.tint(of: blur.style)
            UIView.performWithoutAnimation { backdropView.backdropLayer.blurRadius = material.radius }
            // From no material the tint comes with the fade; from another it animates across.
            if previous?.material(for: traitCollection) == nil {
                UIView.performWithoutAnimation { backdropView.backgroundColor = tint }
            } else {
                backdropView.backgroundColor = tint
            }
        }
        backdropView.alpha = material == nil ? 0 : 1
        let vibrancy = contentView.layer as? CAVibrancyLayer
        vibrancy?.vibrancyColor = effect?.vibrancyColor(for: traitCollection)?.resolvedColor(with: traitCollection).cgColor
    }

    /// The material's tint, following the trait collection wherever it is resolved.
    private static func tint(of style: UIBlurEffect.Style) -> UIColor {
        UIColor(dynamicProvider: { BlurMaterial(style: style, traitCollection: $0).tint })
    }
}
