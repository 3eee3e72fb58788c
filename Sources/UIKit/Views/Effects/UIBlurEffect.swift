import Foundation

/// A blur of the content behind a `UIVisualEffectView`, tinted with a material; views in the
/// effect view's `contentView` are not blurred.
///
/// Slate blurs the composited pixels behind the view with three box blurs (about a Gaussian)
/// and tints them with the style's colour (`BlurMaterial` lists each style's radius and
/// tint). The system materials and `regular` and `prominent` follow the trait collection's
/// light or dark style. UIKit's saturation boost is absent.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur's look: the traditional styles and the iOS 13 materials.
    public enum Style: Int, Sendable {
        case extraLight = 0
        case light = 1
        case dark = 2
        /// Light or dark, following the user interface style.
        case regular = 4
        /// Extra light or dark, following the user interface style.
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20
    }

    /// The style it was made with (UIKit keeps it private).
    let style: Style

    /// A blur of `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// Effects of the same style are equal.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIBlurEffect)?.style == style
    }

    open override var hash: Int { style.rawValue }

    open override var description: String { "<UIBlurEffect style=\(style)>" }

    override func material(for traitCollection: UITraitCollection) -> BlurMaterial? {
        BlurMaterial(style: style, traitCollection: traitCollection)
    }
}
