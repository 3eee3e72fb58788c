/// One appearance a catalog variant is for: `{"appearance": "luminosity", "value": "dark"}`
/// (also `light` and `any`), or `{"appearance": "contrast", "value": "high"}`.
struct AssetAppearance: Decodable, Sendable {
    var appearance: String
    var value: String

    /// Whether a variant for this appearance may be used with `traits`. An unspecified
    /// interface style counts as light, as it does for the system colours; an appearance Slate
    /// does not know is never used.
    func matches(_ traits: UITraitCollection) -> Bool {
        switch (appearance, value) {
        case ("luminosity", "any"), ("contrast", "any"): true
        case ("luminosity", "light"): traits.userInterfaceStyle != .dark
        case ("luminosity", "dark"): traits.userInterfaceStyle == .dark
        case ("contrast", "high"): traits.accessibilityContrast == .high
        default: false
        }
    }

    /// Whether the appearance narrows the traits (`any` does not): a variant that narrows more
    /// of them is preferred when several match.
    var isSpecific: Bool { value != "any" }
}
