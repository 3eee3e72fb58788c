import Foundation

/// A font: family, weight, slant and size, with its metrics.
///
/// The system font is Inter (a face close to San Francisco) when installed, else DejaVu Sans;
/// glyphs a face lacks (Chinese, Japanese, Korean, emoji …) fall back through fontconfig.
/// Font names report the face actually used, not Apple's private ".SFUI" names.
open class UIFont: NSObject, @unchecked Sendable {
    /// First stored property: lets Linux Foundation compare instances in attributed strings.
    private let cfObjectInfo = CFObjectInfoWord()

    /// UIKit's weight scale.
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Dynamic Type text styles.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    package let key: FontKey
    /// The text style this font was made for, if any.
    let textStyle: TextStyle?

    init(key: FontKey, textStyle: TextStyle? = nil) {
        self.key = key
        self.textStyle = textStyle
        super.init()
    }

    // MARK: System fonts

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(key: FontKey(family: TextEngine.shared.systemFamily, weight: weight.rawValue, italic: false, size: fontSize))
    }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(key: FontKey(family: TextEngine.shared.systemFamily, weight: 0, italic: true, size: fontSize))
    }

    /// A fixed-pitch face (DejaVu Sans Mono).
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(key: FontKey(family: TextEngine.shared.monospacedFamily, weight: weight.rawValue, italic: false, size: fontSize))
    }

    /// The system face with tabular (equal-width) digits.
    open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(key: FontKey(family: TextEngine.shared.systemFamily, weight: weight.rawValue, italic: false,
                            size: fontSize, features: ["tnum"]))
    }

    open class var systemFontSize: CGFloat { 14 }
    open class var smallSystemFontSize: CGFloat { 12 }
    open class var labelFontSize: CGFloat { 17 }
    open class var buttonFontSize: CGFloat { 18 }

    // MARK: Named fonts

    /// An installed font by family name ("DejaVu Serif") or PostScript-style name
    /// ("DejaVuSerif-Bold", "Inter-SemiBold"); nil when no such family is installed, as on iOS.
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard let parsed = Self.parse(fontName) else { return nil }
        key = FontKey(family: parsed.family, weight: parsed.weight, italic: parsed.italic, size: fontSize)
        textStyle = nil
        super.init()
    }

    /// Splits a name into an installed family and a style suffix.
    static func parse(_ name: String) -> (family: String, weight: CGFloat, italic: Bool)? {
        let engine = TextEngine.shared
        if let family = engine.installedFamily(named: name) { return (family, 0, false) }
        let parts = name.split(separator: "-", maxSplits: 1).map(String.init)
        guard let familyPart = parts.first, let family = engine.installedFamily(named: familyPart) else { return nil }
        let style = parseStyle(parts.count > 1 ? parts[1] : "")
        return (family, style.weight, style.italic)
    }

    /// The weight and slant a style or face name says ("SemiBold", "Bold Italic", "Light
    /// Oblique"); regular upright for a name it does not know.
    static func parseStyle(_ name: String) -> (weight: CGFloat, italic: Bool) {
        var style = name.lowercased().replacingOccurrences(of: " ", with: "")
        var italic = false
        for marker in ["italic", "oblique"] where style.contains(marker) {
            italic = true
            style = style.replacingOccurrences(of: marker, with: "")
        }
        let weights: [String: Weight] = [
            "thin": .thin, "ultralight": .ultraLight, "extralight": .ultraLight, "light": .light,
            "": .regular, "regular": .regular, "book": .regular, "roman": .regular, "medium": .medium,
            "semibold": .semibold, "demibold": .semibold, "bold": .bold, "extrabold": .heavy, "heavy": .heavy,
            "black": .black,
        ]
        return ((weights[style] ?? .regular).rawValue, italic)
    }

    open class var familyNames: [String] { TextEngine.shared.familyNames }

    /// The styles Slate can make of `familyName`.
    open class func fontNames(forFamilyName familyName: String) -> [String] {
        guard let family = TextEngine.shared.installedFamily(named: familyName) else { return [] }
        let base = family.replacingOccurrences(of: " ", with: "")
        return [base, "\(base)-Bold", "\(base)-Italic", "\(base)-BoldItalic"]
    }

    // MARK: Properties

    open var familyName: String { key.family }

    /// PostScript-style name of the face: family without spaces, then the style.
    open var fontName: String {
        let base = key.family.replacingOccurrences(of: " ", with: "")
        let style = Self.weightName(key.weight) + (key.italic ? "Italic" : "")
        return style.isEmpty ? base : "\(base)-\(style)"
    }

    /// The name of the weight in face and PostScript names; empty for regular.
    static func weightName(_ weight: CGFloat) -> String {
        let weightName: String
        switch weight {
        case ..<(-0.7): weightName = "Thin"
        case ..<(-0.5): weightName = "UltraLight"
        case ..<(-0.2): weightName = "Light"
        case ..<0.115: weightName = ""
        case ..<0.265: weightName = "Medium"
        case ..<0.35: weightName = "SemiBold"
        case ..<0.48: weightName = "Bold"
        case ..<0.59: weightName = "Heavy"
        default: weightName = "Black"
        }
        return weightName
    }

    open var pointSize: CGFloat { key.size }

    private var metrics: TextEngine.FontMetrics { TextEngine.shared.metrics(for: key) }

    /// Distance from the baseline to the top of the tallest glyphs (positive).
    open var ascender: CGFloat { metrics.ascender }
    /// Distance from the baseline to the bottom of the lowest glyphs (negative).
    open var descender: CGFloat { metrics.descender }
    /// The room below the descender each line takes: the face's line gap, 2 points less
    /// with `traitTightLeading` and 2 more with `traitLooseLeading`.
    open var leading: CGFloat { metrics.leading + key.leadingAdjustment }
    open var capHeight: CGFloat { metrics.capHeight }
    open var xHeight: CGFloat { metrics.xHeight }
    /// `ascender − descender + leading`.
    open var lineHeight: CGFloat { metrics.ascender - metrics.descender + leading }

    open func withSize(_ fontSize: CGFloat) -> UIFont {
        var resized = key
        resized.size = fontSize
        return UIFont(key: resized, textStyle: textStyle)
    }

    open var fontDescriptor: UIFontDescriptor { UIFontDescriptor(key: key, textStyle: textStyle) }

    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        var key = descriptor.key
        if pointSize > 0 { key.size = pointSize }
        self.init(key: key, textStyle: descriptor.textStyle)
    }

    // MARK: NSObject

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIFont)?.key == key
    }

    open override var hash: Int { key.hashValue }

    open override var description: String {
        "<UIFont: font-family: \"\(key.family)\"; font-weight: \(key.weight == 0 ? "normal" : "\(key.pangoWeight)"); "
            + "font-style: \(key.italic ? "italic" : "normal"); font-size: \(key.size)pt>"
    }
}
