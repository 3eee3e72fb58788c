import Foundation

/// Writes an attributed string as RTF in the form Cocoa's writer uses (`\cocoartf`), which
/// TextEdit, Word and `RTFDocumentReader` read: a font table of the families used, a colour
/// table, and each paragraph's and run's formatting; characters outside ASCII as `\u`.
enum RTFDocumentWriter {
    static func write(_ text: NSAttributedString, documentAttributes: [NSAttributedString.DocumentAttributeKey: Any]) -> Data {
        var fonts: [String] = []
        var colors: [String] = []
        func fontIndex(_ family: String) -> Int {
            if let index = fonts.firstIndex(of: family) { return index }
            fonts.append(family)
            return fonts.count - 1
        }
        func colorIndex(_ color: UIColor) -> Int {
            let rgb = ColorComponents(color).rgb8
            let entry = "\\red\(rgb[0])\\green\(rgb[1])\\blue\(rgb[2])"
            if let index = colors.firstIndex(of: entry) { return index + 1 }
            colors.append(entry)
            return colors.count
        }

        var body = ""
        var lastParagraph: String?
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            let style = DocumentStyle(attributes: attributes)
            let paragraph = paragraphControls(style)
            if paragraph != lastParagraph {
                body += paragraph
                lastParagraph = paragraph
            }
            var run = "\\f\(fontIndex(style.families.first ?? "Helvetica"))\\fs\(Int((style.size * 2).rounded()))"
            run += style.bold ? "\\b" : "\\b0"
            run += style.italic ? "\\i" : "\\i0"
            run += style.underline.isEmpty ? "\\ulnone" : (style.underline.contains(.double) ? "\\uldb" : "\\ul")
            run += style.strikethrough ? "\\strike\\strikec0" : "\\strike0"
            run += "\\cf\(style.color.map(colorIndex) ?? 0)"
            run += style.background.map { "\\cb\(colorIndex($0))" } ?? "\\cb0"
            run += style.baselineOffset > 0 ? "\\super" : style.baselineOffset < 0 ? "\\sub" : "\\nosupersub"
            if style.kern != 0 { run += "\\expndtw\(Int(style.kern * 20))" }
            let characters = escape((text.string as NSString).substring(with: range))
            if let link = style.link {
                body += "{\\field{\\*\\fldinst{HYPERLINK \"\(link.absoluteString)\"}}{\\fldrslt \(run) \(characters)}}"
            } else {
                body += "\(run) \(characters)"
            }
        }

        var header = "{\\rtf1\\ansi\\ansicpg1252\\cocoartf2580\n"
        header += "{\\fonttbl" + fonts.enumerated().map { "\\f\($0.offset)\\fnil\\fcharset0 \($0.element);" }.joined() + "}\n"
        header += "{\\colortbl;" + colors.map { $0 + ";" }.joined() + "}\n"
        if let paper = documentAttributes[.paperSize] as? CGSize {
            header += "\\paperw\(Int(paper.width * 20))\\paperh\(Int(paper.height * 20))"
        }
        if let margin = documentAttributes[.paperMargin] as? UIEdgeInsets {
            header += "\\margl\(Int(margin.left * 20))\\margr\(Int(margin.right * 20))\\margt\(Int(margin.top * 20))\\margb\(Int(margin.bottom * 20))"
        }
        if let view = documentAttributes[.viewSize] as? CGSize { header += "\\vieww\(Int(view.width * 20))\\viewh\(Int(view.height * 20))" }
        if let zoom = documentAttributes[.viewZoom] as? NSNumber { header += "\\viewscale\(zoom.intValue)" }
        if let mode = documentAttributes[.viewMode] as? NSNumber { header += "\\viewkind\(mode.intValue)" }
        if let interval = documentAttributes[.defaultTabInterval] as? NSNumber { header += "\\deftab\(Int(interval.doubleValue * 20))" }
        if let readOnly = documentAttributes[.readOnly] as? NSNumber, readOnly.intValue > 0 { header += "\\readonlydoc" }
        return Data((header + "\n" + body + "}").utf8)
    }

    private static func paragraphControls(_ style: DocumentStyle) -> String {
        var controls = "\\pard"
        for tab in style.tabStops ?? [] {
            switch tab.alignment {
            case .right: controls += tab.decimalSeparator == nil ? "\\tqr" : "\\tqdec"
            case .center: controls += "\\tqc"
            default: break
            }
            controls += "\\tx\(Int(tab.location * 20))"
        }
        switch style.alignment {
        case .left: controls += "\\ql"
        case .right: controls += "\\qr"
        case .center: controls += "\\qc"
        case .justified: controls += "\\qj"
        case .natural: controls += "\\pardirnatural"
        }
        if style.headIndent != 0 { controls += "\\li\(Int(style.headIndent * 20))" }
        if style.firstLineHeadIndent != style.headIndent { controls += "\\fi\(Int((style.firstLineHeadIndent - style.headIndent) * 20))" }
        if style.tailIndent < 0 { controls += "\\ri\(Int(-style.tailIndent * 20))" }
        if style.paragraphSpacing != 0 { controls += "\\sa\(Int(style.paragraphSpacing * 20))" }
        if style.paragraphSpacingBefore != 0 { controls += "\\sb\(Int(style.paragraphSpacingBefore * 20))" }
        if style.lineHeightMultiple > 0 { controls += "\\sl\(Int(style.lineHeightMultiple * 240))\\slmult1" }
        return controls + "\n"
    }

    /// RTF's escapes: `\`, braces, line breaks (`\` then a newline, as Cocoa writes them),
    /// tabs, and `\uN?` for characters beyond ASCII (UTF-16 units, signed).
    static func escape(_ text: String) -> String {
        var out = ""
        for unit in text.utf16 {
            switch unit {
            case 0x5C: out += "\\\\"
            case 0x7B: out += "\\{"
            case 0x7D: out += "\\}"
            case 0x0A: out += "\\\n"
            case 0x09: out += "\\tab "
            case 0x2028: out += "\\line "
            case 0x20...0x7E: out.append(Character(UnicodeScalar(unit)!))
            default: out += "\\uc0\\u\(Int16(bitPattern: unit)) "
            }
        }
        return out
    }
}
