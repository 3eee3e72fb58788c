import Foundation

/// The character and paragraph style a document reader is in at one point of the text:
/// what HTML's elements and CSS, and RTF's control words, set, turned into UIKit attributes.
struct DocumentStyle {
    /// Font families in order of preference (CSS's list, or RTF's font); the first
    /// installed one is used.
    var families: [String] = []
    /// Points.
    var size: CGFloat = 12
    var bold = false
    var italic = false
    var monospace = false
    var underline: NSUnderlineStyle = []
    var strikethrough = false
    var color: UIColor?
    var background: UIColor?
    var link: URL?
    /// Points up from the baseline (superscript) or down (negative).
    var baselineOffset: CGFloat = 0
    var kern: CGFloat = 0

    var alignment: NSTextAlignment = .natural
    var headIndent: CGFloat = 0
    var firstLineHeadIndent: CGFloat = 0
    var tailIndent: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
    var paragraphSpacingBefore: CGFloat = 0
    var lineHeightMultiple: CGFloat = 0
    var tabStops: [NSTextTab]?

    /// The attributes of text in this style.
    func attributes() -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [.font: DocumentFonts.font(families: families, size: size, bold: bold,
                                                                                    italic: italic, monospace: monospace)]
        if let color { attributes[.foregroundColor] = color }
        if let background { attributes[.backgroundColor] = background }
        if !underline.isEmpty { attributes[.underlineStyle] = underline.rawValue }
        if strikethrough { attributes[.strikethroughStyle] = NSUnderlineStyle.single.rawValue }
        if let link { attributes[.link] = link }
        if baselineOffset != 0 { attributes[.baselineOffset] = baselineOffset }
        if kern != 0 { attributes[.kern] = kern }
        attributes[.paragraphStyle] = paragraphStyle()
        return attributes
    }

    func paragraphStyle() -> NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.alignment = alignment
        style.headIndent = headIndent
        style.firstLineHeadIndent = firstLineHeadIndent
        style.tailIndent = tailIndent
        style.paragraphSpacing = paragraphSpacing
        style.paragraphSpacingBefore = paragraphSpacingBefore
        style.lineHeightMultiple = lineHeightMultiple
        if let tabStops { style.tabStops = tabStops }
        return style
    }

    /// The style of text whose attributes are `attributes` (for writers).
    init(attributes: [NSAttributedString.Key: Any]) {
        if let font = attributes[.font] as? UIFont {
            families = [font.familyName]
            size = font.pointSize
            bold = font.key.weight >= UIFont.Weight.semibold.rawValue
            italic = font.key.italic
        }
        color = attributes[.foregroundColor] as? UIColor
        background = attributes[.backgroundColor] as? UIColor
        underline = NSUnderlineStyle(rawValue: (attributes[.underlineStyle] as? Int) ?? (attributes[.underlineStyle] as? NSNumber)?.intValue ?? 0)
        strikethrough = ((attributes[.strikethroughStyle] as? Int) ?? (attributes[.strikethroughStyle] as? NSNumber)?.intValue ?? 0) != 0
        link = (attributes[.link] as? URL) ?? (attributes[.link] as? String).flatMap(URL.init(string:))
        baselineOffset = (attributes[.baselineOffset] as? CGFloat) ?? (attributes[.baselineOffset] as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0
        kern = (attributes[.kern] as? CGFloat) ?? (attributes[.kern] as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0
        if let style = attributes[.paragraphStyle] as? NSParagraphStyle {
            alignment = style.alignment
            headIndent = style.headIndent
            firstLineHeadIndent = style.firstLineHeadIndent
            tailIndent = style.tailIndent
            paragraphSpacing = style.paragraphSpacing
            paragraphSpacingBefore = style.paragraphSpacingBefore
            lineHeightMultiple = style.lineHeightMultiple
            if style.values.tabStops != nil { tabStops = style.tabStops }
        }
    }

    init() {}
}

/// Fonts for documents: a family from a preference list, with CSS's generic families and
/// the Apple faces documents name (Times, Helvetica, Courier) mapped to installed ones.
enum DocumentFonts {
    private static let generics: [String: [String]] = [
        "serif": ["Times New Roman", "Times", "Noto Serif", "DejaVu Serif", "Liberation Serif", "C059"],
        "times": ["Times New Roman", "Noto Serif", "DejaVu Serif", "Liberation Serif", "C059"],
        "times new roman": ["Noto Serif", "DejaVu Serif", "Liberation Serif", "C059"],
        "sans-serif": [UIFont.systemFont(ofSize: 12).familyName, "Noto Sans", "DejaVu Sans"],
        "helvetica": ["Helvetica Neue", "Arial", UIFont.systemFont(ofSize: 12).familyName, "Noto Sans", "DejaVu Sans"],
        "helvetica neue": ["Helvetica", "Arial", UIFont.systemFont(ofSize: 12).familyName, "Noto Sans", "DejaVu Sans"],
        "arial": ["Helvetica", UIFont.systemFont(ofSize: 12).familyName, "Noto Sans", "DejaVu Sans"],
        "system-ui": [UIFont.systemFont(ofSize: 12).familyName],
        "-apple-system": [UIFont.systemFont(ofSize: 12).familyName],
        "monospace": ["Courier", "Courier New", "Menlo", "DejaVu Sans Mono", "Noto Sans Mono", "Liberation Mono"],
        "courier": ["Courier New", "Menlo", "DejaVu Sans Mono", "Noto Sans Mono", "Liberation Mono"],
        "courier new": ["Courier", "Menlo", "DejaVu Sans Mono", "Noto Sans Mono", "Liberation Mono"],
        "menlo": ["DejaVu Sans Mono", "Noto Sans Mono", "Courier"],
    ]

    /// The first installed family of `families` (generic names and Apple's faces stand for
    /// installed ones), else the system font's.
    static func family(_ families: [String], monospace: Bool) -> String {
        let engine = TextEngine.shared
        let wanted = monospace ? ["monospace"] + families : families
        for name in wanted {
            let trimmed = name.trimmingCharacters(in: CharacterSet(charactersIn: "\"' ").union(.whitespaces))
            if let installed = engine.installedFamily(named: trimmed) { return installed }
            for candidate in generics[trimmed.lowercased()] ?? [] {
                if let installed = engine.installedFamily(named: candidate) { return installed }
            }
        }
        return UIFont.systemFont(ofSize: 12).familyName
    }

    static func font(families: [String], size: CGFloat, bold: Bool, italic: Bool, monospace: Bool) -> UIFont {
        let weight = bold ? UIFont.Weight.bold.rawValue : UIFont.Weight.regular.rawValue
        return UIFont(key: FontKey(family: family(families, monospace: monospace), weight: weight, italic: italic, size: max(1, size)))
    }
}
