import Foundation

/// What a blur style looks like in a light or dark interface: how far the backdrop is blurred
/// and the colour laid over it.
///
/// UIKit's values are private. The traditional styles follow the settings iOS 7 and 8 used
/// for them (`_UIBackdropViewSettings`: light — radius 30, white at 30 %; extra light —
/// radius 20, 97 % white at 80 %; dark — radius 20, 11 % white at 73 %). The iOS 13
/// materials are estimated from screenshots: thicker materials blur more and are more
/// opaque, light ones tinted near-white and dark ones near-black. UIKit also raises the
/// backdrop's saturation (×1.8); Slate does not.
struct BlurMaterial: Equatable {
    /// The blur's standard deviation, in points.
    var radius: CGFloat
    /// The tint's grey level and its opacity.
    var white: CGFloat
    var alpha: CGFloat
    /// Whether the material is a dark one (what its vibrancy is resolved for).
    var isDark: Bool

    var tint: UIColor { UIColor(white: white, alpha: alpha) }

    init(radius: CGFloat, white: CGFloat, alpha: CGFloat, isDark: Bool) {
        (self.radius, self.white, self.alpha, self.isDark) = (radius, white, alpha, isDark)
    }

    /// `style` in `traitCollection` (adaptive styles follow its user interface style).
    init(style: UIBlurEffect.Style, traitCollection: UITraitCollection) {
        let dark = traitCollection.userInterfaceStyle == .dark
        switch style {
        case .extraLight: self = .extraLight
        case .light: self = .light
        case .dark: self = .dark
        case .regular: self = dark ? .dark : .light
        case .prominent: self = dark ? .dark : .extraLight
        case .systemUltraThinMaterial: self = .ultraThin(dark: dark)
        case .systemThinMaterial: self = .thin(dark: dark)
        case .systemMaterial: self = .material(dark: dark)
        case .systemThickMaterial: self = .thick(dark: dark)
        case .systemChromeMaterial: self = .chrome(dark: dark)
        case .systemUltraThinMaterialLight: self = .ultraThin(dark: false)
        case .systemThinMaterialLight: self = .thin(dark: false)
        case .systemMaterialLight: self = .material(dark: false)
        case .systemThickMaterialLight: self = .thick(dark: false)
        case .systemChromeMaterialLight: self = .chrome(dark: false)
        case .systemUltraThinMaterialDark: self = .ultraThin(dark: true)
        case .systemThinMaterialDark: self = .thin(dark: true)
        case .systemMaterialDark: self = .material(dark: true)
        case .systemThickMaterialDark: self = .thick(dark: true)
        case .systemChromeMaterialDark: self = .chrome(dark: true)
        }
    }

    static let extraLight = BlurMaterial(radius: 20, white: 0.97, alpha: 0.8, isDark: false)
    static let light = BlurMaterial(radius: 30, white: 1, alpha: 0.3, isDark: false)
    static let dark = BlurMaterial(radius: 20, white: 0.11, alpha: 0.73, isDark: true)

    static func ultraThin(dark: Bool) -> BlurMaterial {
        dark ? BlurMaterial(radius: 20, white: 0.10, alpha: 0.40, isDark: true) : BlurMaterial(radius: 20, white: 0.97, alpha: 0.35, isDark: false)
    }

    static func thin(dark: Bool) -> BlurMaterial {
        dark ? BlurMaterial(radius: 25, white: 0.12, alpha: 0.60, isDark: true) : BlurMaterial(radius: 25, white: 0.97, alpha: 0.55, isDark: false)
    }

    static func material(dark: Bool) -> BlurMaterial {
        dark ? BlurMaterial(radius: 30, white: 0.14, alpha: 0.75, isDark: true) : BlurMaterial(radius: 30, white: 0.98, alpha: 0.72, isDark: false)
    }

    static func thick(dark: Bool) -> BlurMaterial {
        dark ? BlurMaterial(radius: 30, white: 0.13, alpha: 0.88, isDark: true) : BlurMaterial(radius: 30, white: 0.98, alpha: 0.85, isDark: false)
    }

    static func chrome(dark: Bool) -> BlurMaterial {
        dark ? BlurMaterial(radius: 30, white: 0.10, alpha: 0.80, isDark: true) : BlurMaterial(radius: 30, white: 0.96, alpha: 0.75, isDark: false)
    }
}
