import Foundation

/// The CSS that documents use for text: colours, lengths and the font, decoration,
/// alignment and spacing properties, applied to a `DocumentStyle`.
enum CSSValues {
    static func applyDeclarations(_ declarations: String, to style: inout DocumentStyle, parentSize: CGFloat) {
        for declaration in declarations.split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let property = parts[0].trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            let value = parts[1].replacingOccurrences(of: "!important", with: "").trimmingCharacters(in: .whitespacesAndNewlines)
            apply(property, value, to: &style, parentSize: parentSize)
        }
    }

    static func apply(_ property: String, _ value: String, to style: inout DocumentStyle, parentSize: CGFloat) {
        let lower = value.lowercased()
        switch property {
        case "color":
            if let color = color(value) { style.color = color }
        case "background-color", "background":
            if let color = color(value) { style.background = color }
        case "font-size":
            if let size = fontSize(lower, parentSize: parentSize) { style.size = size }
        case "font-weight":
            style.bold = lower == "bold" || lower == "bolder" || (Int(lower) ?? 400) >= 600
        case "font-style":
            style.italic = lower == "italic" || lower == "oblique"
        case "font-family":
            style.families = value.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"' ")) }
        case "font":
            // Style and weight words, then the size (with an optional /line-height), then the
            // family list, which may have spaces ("12px 'Times New Roman', serif").
            let words = value.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            for (index, word) in words.enumerated() {
                let lowerWord = word.lowercased()
                if lowerWord == "bold" || (Int(lowerWord) ?? 0) >= 600 { style.bold = true }
                if lowerWord == "italic" || lowerWord == "oblique" { style.italic = true }
                if let size = fontSize(String(lowerWord.split(separator: "/").first ?? ""), parentSize: parentSize) {
                    style.size = size
                    let family = words[(index + 1)...].joined(separator: " ")
                    if !family.isEmpty { style.families = family.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"' ")) } }
                    break
                }
            }
        case "text-decoration", "text-decoration-line":
            if lower.contains("underline") { style.underline = .single }
            if lower.contains("line-through") { style.strikethrough = true }
            if lower == "none" { style.underline = []; style.strikethrough = false }
        case "text-align":
            switch lower {
            case "center": style.alignment = .center
            case "right": style.alignment = .right
            case "left": style.alignment = .left
            case "justify": style.alignment = .justified
            default: style.alignment = .natural
            }
        case "margin-left", "padding-left":
            if let length = length(lower, fontSize: style.size) {
                style.headIndent += length
                style.firstLineHeadIndent += length
            }
        case "text-indent":
            if let length = length(lower, fontSize: style.size) { style.firstLineHeadIndent = style.headIndent + length }
        case "margin":
            // Top, right, bottom, left; "auto" and other words keep their place and set nothing.
            let values = lower.split(separator: " ").map { length(String($0), fontSize: style.size) }
            if let top = values.first ?? nil { style.paragraphSpacingBefore = top }
            if let bottom = values.count >= 3 ? values[2] : values.first ?? nil { style.paragraphSpacing = bottom }
        case "margin-bottom":
            if let length = length(lower, fontSize: style.size) { style.paragraphSpacing = length }
        case "margin-top":
            if let length = length(lower, fontSize: style.size) { style.paragraphSpacingBefore = length }
        case "line-height":
            if let multiple = Double(lower) { style.lineHeightMultiple = CGFloat(multiple) }
        case "letter-spacing":
            if let length = length(lower, fontSize: style.size) { style.kern = length }
        case "vertical-align":
            if lower == "super" { style.baselineOffset += style.size / 3 }
            if lower == "sub" { style.baselineOffset -= style.size / 5 }
        default:
            break
        }
    }

    /// A length in points: `px` are three quarters of a point (CSS's 96 to the inch against
    /// 72), `em` the font size; a bare number is pixels.
    static func length(_ value: String, fontSize: CGFloat) -> CGFloat? {
        // "rem" before "em", which it ends with.
        let units: [(String, CGFloat)] = [("px", 0.75), ("pt", 1), ("rem", 12), ("em", fontSize), ("in", 72), ("cm", 72 / 2.54), ("mm", 72 / 25.4)]
        for (unit, points) in units where value.hasSuffix(unit) {
            return Double(value.dropLast(unit.count)).map { hundredths(CGFloat($0) * points) }
        }
        return Double(value).map { hundredths(CGFloat($0) * 0.75) }
    }

    /// Lengths to the hundredth of a point, so pixels written from points read back exactly.
    private static func hundredths(_ value: CGFloat) -> CGFloat { (value * 100).rounded() / 100 }

    static func fontSize(_ value: String, parentSize: CGFloat) -> CGFloat? {
        let keywords: [String: CGFloat] = ["xx-small": 9, "x-small": 10, "small": 13, "medium": 16, "large": 18,
                                           "x-large": 24, "xx-large": 32, "xxx-large": 48]
        if let pixels = keywords[value] { return pixels * 0.75 }
        if value == "smaller" { return parentSize / 1.2 }
        if value == "larger" { return parentSize * 1.2 }
        if value.hasSuffix("%"), let percent = Double(value.dropLast()) { return parentSize * CGFloat(percent) / 100 }
        return length(value, fontSize: parentSize)
    }

    private static let named: [String: UInt32] = [
        "black": 0x000000, "white": 0xFFFFFF, "red": 0xFF0000, "green": 0x008000, "blue": 0x0000FF, "yellow": 0xFFFF00,
        "gray": 0x808080, "grey": 0x808080, "silver": 0xC0C0C0, "maroon": 0x800000, "purple": 0x800080,
        "fuchsia": 0xFF00FF, "magenta": 0xFF00FF, "lime": 0x00FF00, "olive": 0x808000, "navy": 0x000080,
        "teal": 0x008080, "aqua": 0x00FFFF, "cyan": 0x00FFFF, "orange": 0xFFA500, "pink": 0xFFC0CB,
        "brown": 0xA52A2A, "darkgray": 0xA9A9A9, "lightgray": 0xD3D3D3, "gold": 0xFFD700, "indigo": 0x4B0082,
        "violet": 0xEE82EE, "crimson": 0xDC143C, "darkblue": 0x00008B, "darkgreen": 0x006400, "darkred": 0x8B0000,
    ]

    /// A CSS colour: a name, `#rgb`, `#rrggbb`, `rgb(…)` or `rgba(…)`; nil for others
    /// (`transparent` is clear).
    static func color(_ value: String) -> UIColor? {
        let text = value.trimmingCharacters(in: .whitespaces).lowercased()
        if text == "transparent" { return .clear }
        if let rgb = named[text] { return color(rgb) }
        if text.hasPrefix("#") { return ColorComponents.parse(hex: text, alpha: 1)?.color }
        if text.hasPrefix("rgb"), let open = text.firstIndex(of: "("), let close = text[open...].firstIndex(of: ")") {
            let numbers = text[text.index(after: open)..<close].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard numbers.count >= 3 else { return nil }
            func channel(_ text: String) -> CGFloat {
                text.hasSuffix("%") ? CGFloat(Double(text.dropLast()) ?? 0) / 100 : CGFloat(Double(text) ?? 0) / 255
            }
            let alpha = numbers.count > 3 ? CGFloat(Double(numbers[3]) ?? 1) : 1
            return UIColor(red: channel(numbers[0]), green: channel(numbers[1]), blue: channel(numbers[2]), alpha: alpha)
        }
        return nil
    }

    private static func color(_ rgb: UInt32) -> UIColor {
        UIColor(red: CGFloat(rgb >> 16 & 0xFF) / 255, green: CGFloat(rgb >> 8 & 0xFF) / 255, blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
    }
}
