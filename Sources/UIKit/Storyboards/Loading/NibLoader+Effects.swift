import Foundation

/// A visual effect view's effect: `<blurEffect style="…"/>`, or `<vibrancyEffect style="…">`
/// holding the `<blurEffect>` it is for.
extension NibLoader {
    static func visualEffect(in element: InterfaceBuilderElement) -> UIVisualEffect? {
        if let vibrancy = element.child("vibrancyEffect") {
            let blur = vibrancy.child("blurEffect").map(blurEffect) ?? UIBlurEffect(style: .extraLight)
            if let name = vibrancy["style"], let style = vibrancyStyles[name] {
                return UIVibrancyEffect(blurEffect: blur, style: style)
            }
            return UIVibrancyEffect(blurEffect: blur)
        }
        return element.child("blurEffect").map(blurEffect)
    }

    /// IB writes no style for extra light, the first case.
    private static func blurEffect(_ element: InterfaceBuilderElement) -> UIBlurEffect {
        UIBlurEffect(style: element["style"].flatMap { blurStyles[$0] } ?? .extraLight)
    }

    static let blurStyles: [String: UIBlurEffect.Style] = [
        "extraLight": .extraLight, "light": .light, "dark": .dark, "regular": .regular, "prominent": .prominent,
        "systemUltraThinMaterial": .systemUltraThinMaterial, "systemThinMaterial": .systemThinMaterial,
        "systemMaterial": .systemMaterial, "systemThickMaterial": .systemThickMaterial,
        "systemChromeMaterial": .systemChromeMaterial,
        "systemUltraThinMaterialLight": .systemUltraThinMaterialLight, "systemThinMaterialLight": .systemThinMaterialLight,
        "systemMaterialLight": .systemMaterialLight, "systemThickMaterialLight": .systemThickMaterialLight,
        "systemChromeMaterialLight": .systemChromeMaterialLight,
        "systemUltraThinMaterialDark": .systemUltraThinMaterialDark, "systemThinMaterialDark": .systemThinMaterialDark,
        "systemMaterialDark": .systemMaterialDark, "systemThickMaterialDark": .systemThickMaterialDark,
        "systemChromeMaterialDark": .systemChromeMaterialDark,
    ]

    static let vibrancyStyles: [String: UIVibrancyEffectStyle] = [
        "label": .label, "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel,
        "quaternaryLabel": .quaternaryLabel, "fill": .fill, "secondaryFill": .secondaryFill,
        "tertiaryFill": .tertiaryFill, "separator": .separator,
    ]
}
