import Foundation

/// Vibrant colour for the content of a `UIVisualEffectView` placed over (or inside) a blur.
///
/// Slate approximates UIKit's colour filter: the content's coverage (its alpha) is filled
/// with one colour — the style's label, fill or separator colour (dynamic system colours)
/// resolved light or dark as the blur is. `.label` passes the content's colours through, as
/// UIKit does; `init(blurEffect:)` (the iOS 8 vibrancy) uses the secondary label colour.
/// UIKit's blending with the backdrop is absent.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy is for.
    let blurEffect: UIBlurEffect
    /// Nil for the iOS 8 vibrancy (`init(blurEffect:)`).
    let style: UIVibrancyEffectStyle?

    /// Vibrancy for content over `blurEffect`.
    public init(blurEffect: UIBlurEffect) {
        self.blurEffect = blurEffect
        style = nil
        super.init()
    }

    /// Vibrancy of `style` for content over `blurEffect` (iOS 13).
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIVibrancyEffect else { return false }
        return other.style == style && other.blurEffect.isEqual(blurEffect)
    }

    open override var hash: Int { blurEffect.hash &* 31 &+ (style?.rawValue ?? -1) }

    open override var description: String {
        "<UIVibrancyEffect blur=\(blurEffect.style)\(style.map { " style=\($0)" } ?? "")>"
    }

    override func vibrancyColor(for traitCollection: UITraitCollection) -> UIColor? {
        let isDark = BlurMaterial(style: blurEffect.style, traitCollection: traitCollection).isDark
        let colour: UIColor
        switch style {
        case .label?: return nil
        case nil, .secondaryLabel?: colour = .secondaryLabel
        case .tertiaryLabel?: colour = .tertiaryLabel
        case .quaternaryLabel?: colour = .quaternaryLabel
        case .fill?: colour = .systemFill
        case .secondaryFill?: colour = .secondarySystemFill
        case .tertiaryFill?: colour = .tertiarySystemFill
        case .separator?: colour = .separator
        }
        return colour.resolvedColor(with: UITraitCollection(userInterfaceStyle: isDark ? .dark : .light))
    }
}
