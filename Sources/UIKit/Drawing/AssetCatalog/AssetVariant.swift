/// A catalog entry made for some traits: one colour of a colour set, one file of an image set.
///
/// Among the entries that may be used with a trait collection, the one for the iPad wins over
/// a universal one (Slate is an iPad), then the one that names more of the traits (dark over
/// any, high contrast over normal), as UIKit picks from a compiled catalog.
protocol AssetVariant {
    /// `universal`, `ipad`, `iphone`, `mac` …; absent means universal.
    var idiom: String? { get }
    var appearances: [AssetAppearance]? { get }
    /// `sRGB` or `display-P3`.
    var displayGamut: String? { get }
    /// `compact` or `regular`.
    var widthClass: String? { get }
    var heightClass: String? { get }
    /// `left-to-right` or `right-to-left`.
    var languageDirection: String? { get }
}

/// A catalog entry's device (`idiom`): Slate is an iPad.
enum AssetIdiom {
    /// How well `idiom` suits an iPad: the iPad's (2) over a universal one (1, also when
    /// absent); nil for any other device's, which is never used.
    static func rank(_ idiom: String?) -> Int? {
        switch idiom ?? "universal" {
        case "ipad": 2
        case "universal": 1
        default: nil
        }
    }
}

extension AssetVariant {
    /// How well the entry suits `traits` (greater is better: the idiom's rank, then how many
    /// traits it names); nil when it may not be used with them.
    func fit(for traits: UITraitCollection) -> (idiom: Int, specificity: Int)? {
        guard let idiomRank = AssetIdiom.rank(idiom) else { return nil }
        var specificity = 0
        for appearance in appearances ?? [] {
            guard appearance.matches(traits) else { return nil }
            if appearance.isSpecific { specificity += 1 }
        }
        if let gamut = displayGamut?.lowercased().replacingOccurrences(of: "-", with: "") {
            switch gamut {
            case "displayp3": guard traits.displayGamut == .P3 else { return nil }
            case "srgb": guard traits.displayGamut != .P3 else { return nil }
            default: return nil
            }
            specificity += 1
        }
        for (sizeClass, required) in [(traits.horizontalSizeClass, widthClass), (traits.verticalSizeClass, heightClass)] {
            guard let required else { continue }
            switch required {
            case "compact": guard sizeClass == .compact else { return nil }
            case "regular": guard sizeClass == .regular else { return nil }
            default: return nil
            }
            specificity += 1
        }
        if let direction = languageDirection {
            switch direction {
            case "left-to-right": guard traits.layoutDirection != .rightToLeft else { return nil }
            case "right-to-left": guard traits.layoutDirection == .rightToLeft else { return nil }
            default: return nil
            }
            specificity += 1
        }
        return (idiomRank, specificity)
    }
}
