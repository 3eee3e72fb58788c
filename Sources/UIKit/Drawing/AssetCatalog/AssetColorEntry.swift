/// One colour of a colour set, and the traits it is for.
struct AssetColorEntry: Decodable, Sendable, AssetVariant {
    var color: AssetColorValue?
    var idiom: String?
    var appearances: [AssetAppearance]?
    var displayGamut: String?

    // Colour sets have no size-class or direction variants.
    var widthClass: String? { nil }
    var heightClass: String? { nil }
    var languageDirection: String? { nil }

    enum CodingKeys: String, CodingKey {
        case color, idiom, appearances
        case displayGamut = "display-gamut"
    }
}
