import Foundation

/// Writes an attributed string as an HTML document, as UIKit's HTML export does: one `<p>`
/// per paragraph with its alignment, indents and spacing, and a `<span>` per run with its
/// font, colours and decorations in CSS (sizes in CSS pixels, four thirds of a point), links
/// as `<a>`. `HTMLDocumentReader` reads it back to the same attributes.
enum HTMLDocumentWriter {
    static func write(_ text: NSAttributedString) -> String {
        var html = """
        <!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01//EN" "http://www.w3.org/TR/html4/strict.dtd">
        <html>
        <head>
        <meta http-equiv="Content-Type" content="text/html; charset=UTF-8">
        <meta http-equiv="Content-Style-Type" content="text/css">
        <title></title>
        <meta name="Generator" content="Slate">
        </head>
        <body>

        """
        let string = text.string as NSString
        var start = 0
        while start <= string.length {
            let end = string.range(of: "\n", range: NSRange(location: start, length: string.length - start)).location
            let paragraphEnd = end == NSNotFound ? string.length : end
            if start == string.length, end == NSNotFound, start > 0 { break }
            let range = NSRange(location: start, length: paragraphEnd - start)
            let attributes = text.length > 0 ? text.attributes(at: min(start, text.length - 1), effectiveRange: nil) : [:]
            html += "<p style=\"\(paragraphCSS(DocumentStyle(attributes: attributes)))\">"
            if range.length == 0 {
                html += "<br>"
            } else {
                text.enumerateAttributes(in: range, options: []) { attributes, runRange, _ in
                    let style = DocumentStyle(attributes: attributes)
                    var run = "<span style=\"\(characterCSS(style))\">\(escape(string.substring(with: runRange)))</span>"
                    if let link = style.link { run = "<a href=\"\(escape(link.absoluteString))\">\(run)</a>" }
                    html += run
                }
            }
            html += "</p>\n"
            if end == NSNotFound { break }
            start = end + 1
        }
        return html + "</body>\n</html>\n"
    }

    private static func characterCSS(_ style: DocumentStyle) -> String {
        var css = ["font-family: '\(style.families.first ?? "Helvetica")'", "font-size: \(number(style.size / 0.75))px"]
        if style.bold { css.append("font-weight: bold") }
        if style.italic { css.append("font-style: italic") }
        var decorations: [String] = []
        if !style.underline.isEmpty { decorations.append("underline") }
        if style.strikethrough { decorations.append("line-through") }
        if !decorations.isEmpty { css.append("text-decoration: \(decorations.joined(separator: " "))") }
        if let color = style.color { css.append("color: \(hex(color))") }
        if let background = style.background { css.append("background-color: \(hex(background))") }
        if style.baselineOffset > 0 { css.append("vertical-align: super") }
        if style.baselineOffset < 0 { css.append("vertical-align: sub") }
        return css.joined(separator: "; ")
    }

    private static func paragraphCSS(_ style: DocumentStyle) -> String {
        var css = ["margin: 0.0px 0.0px \(number(style.paragraphSpacing / 0.75))px 0.0px"]
        switch style.alignment {
        case .center: css.append("text-align: center")
        case .right: css.append("text-align: right")
        case .justified: css.append("text-align: justify")
        case .left: css.append("text-align: left")
        case .natural: break
        }
        if style.headIndent > 0 { css.append("margin-left: \(number(style.headIndent / 0.75))px") }
        if style.firstLineHeadIndent != style.headIndent {
            css.append("text-indent: \(number((style.firstLineHeadIndent - style.headIndent) / 0.75))px")
        }
        return css.joined(separator: "; ")
    }

    /// Three decimals: a point size written in pixels reads back to the same hundredth.
    private static func number(_ value: CGFloat) -> String { String(format: "%.3f", Double(value)) }

    private static func hex(_ color: UIColor) -> String {
        let components = ColorComponents(color)
        guard components.alpha == 1 else {
            return "rgba(\(components.rgb8.map(String.init).joined(separator: ", ")), \(number(components.alpha)))"
        }
        return "#" + components.hex
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\u{A0}": out += "&nbsp;"
            case "\u{2028}": out += "<br>"
            default: out.append(character)
            }
        }
        return out
    }
}
