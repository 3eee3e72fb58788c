import Foundation

/// Reads HTML into an attributed string as UIKit's HTML import does for the markup documents
/// and e-mail use: block elements (paragraphs, headings, lists, block quotes, preformatted
/// text) become paragraphs, inline elements and CSS (inline `style`, and `<style>` rules
/// selecting by tag, class or id) become attributes. Text without style is Times 12, CSS
/// pixels are three quarters of a point (16px is 12pt), and links are blue and underlined,
/// as WebKit's import makes them. Scripts, images and forms are left out.
struct HTMLDocumentReader {
    private let source: [Character]
    private var position = 0
    private let result = NSMutableAttributedString(string: "")
    /// Open elements, innermost last, with the style each started.
    private var stack: [(name: String, style: DocumentStyle)] = []
    private var rules: [(selector: String, declarations: String)] = []
    /// Whether the next text starts a line (leading white space is dropped there).
    private var atLineStart = true
    /// Whether the last character written was collapsible white space.
    private var pendingSpace = false
    /// Whether the text so far ends with a line break (kept, not read back from the string).
    private var endsWithNewline = false
    private var preformatted = 0
    /// Counters of the open ordered lists (nil for unordered ones).
    private var lists: [Int?] = []

    init(_ html: String) {
        source = Array(html)
        var base = DocumentStyle()
        base.families = ["Times New Roman", "serif"]
        base.size = 12
        stack = [("#document", base)]
    }

    static func read(_ html: String) -> NSAttributedString {
        var reader = HTMLDocumentReader(html)
        reader.parse()
        return reader.result
    }

    private var style: DocumentStyle { stack[stack.count - 1].style }

    // MARK: Tokens

    private mutating func parse() {
        var text = ""
        while position < source.count {
            let character = source[position]
            if character == "<", let tag = readTag() {
                flush(&text)
                handle(tag)
            } else if character == "<" {
                text.append(character)
                position += 1
            } else if character == "&" {
                text += readEntity()
            } else {
                text.append(character)
                position += 1
            }
        }
        flush(&text)
        // A trailing break from the last block is kept (UIKit ends paragraphs with it); more
        // than one is not.
        while result.string.hasSuffix("\n\n") { result.deleteCharacters(in: NSRange(location: result.length - 1, length: 1)) }
    }

    private enum Tag {
        case start(String, [String: String], selfClosing: Bool)
        case end(String)
        case skip
    }

    /// Reads a tag, comment or declaration at `<`; nil (leaving `<` as text) when it is not one.
    private mutating func readTag() -> Tag? {
        let start = position
        position += 1
        if match("!--") {
            while position < source.count, !match("-->") { position += 1 }
            return .skip
        }
        if position < source.count, source[position] == "!" || source[position] == "?" {
            while position < source.count, source[position] != ">" { position += 1 }
            position += 1
            return .skip
        }
        let closing = position < source.count && source[position] == "/"
        if closing { position += 1 }
        // A tag's name starts with a letter: "a <3 b" is text.
        guard position < source.count, source[position].isASCII, source[position].isLetter else {
            position = start
            return nil
        }
        let name = readName().lowercased()
        guard !name.isEmpty else {
            position = start
            return nil
        }
        var attributes: [String: String] = [:]
        var selfClosing = false
        while position < source.count, source[position] != ">" {
            if source[position] == "/" { selfClosing = true; position += 1; continue }
            if source[position].isWhitespace { position += 1; continue }
            let key = readName().lowercased()
            guard !key.isEmpty else { position += 1; continue }
            skipSpaces()
            var value = ""
            if position < source.count, source[position] == "=" {
                position += 1
                skipSpaces()
                value = readAttributeValue()
            }
            attributes[key] = value
        }
        position += 1
        if closing { return .end(name) }
        if name == "script" || name == "style" || name == "title" {
            let body = readRaw(until: "</\(name)")
            if name == "style" { parseRules(body) }
            return .skip
        }
        return .start(name, attributes, selfClosing: selfClosing)
    }

    private mutating func match(_ literal: String) -> Bool {
        let characters = Array(literal)
        guard position + characters.count <= source.count, Array(source[position..<position + characters.count]) == characters else { return false }
        position += characters.count
        return true
    }

    private mutating func readName() -> String {
        var name = ""
        while position < source.count, source[position].isLetter || source[position].isNumber || "-_:".contains(source[position]) {
            name.append(source[position])
            position += 1
        }
        return name
    }

    private mutating func skipSpaces() {
        while position < source.count, source[position].isWhitespace { position += 1 }
    }

    private mutating func readAttributeValue() -> String {
        guard position < source.count else { return "" }
        var value = ""
        if source[position] == "\"" || source[position] == "'" {
            let quote = source[position]
            position += 1
            while position < source.count, source[position] != quote {
                if source[position] == "&" { value += readEntity() } else { value.append(source[position]); position += 1 }
            }
            position += 1
        } else {
            while position < source.count, !source[position].isWhitespace, source[position] != ">" {
                value.append(source[position])
                position += 1
            }
        }
        return value
    }

    /// The text up to the closing tag `end` (case-insensitive), which is consumed.
    private mutating func readRaw(until end: String) -> String {
        var body = ""
        let lower = Array(end.lowercased())
        while position < source.count {
            if position + lower.count <= source.count,
               Array(source[position..<position + lower.count]).map({ Character($0.lowercased()) }) == lower {
                while position < source.count, source[position] != ">" { position += 1 }
                position += 1
                break
            }
            body.append(source[position])
            position += 1
        }
        return body
    }

    private static let entities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}", "copy": "©", "reg": "®",
        "trade": "™", "mdash": "—", "ndash": "–", "hellip": "…", "lsquo": "‘", "rsquo": "’", "ldquo": "“",
        "rdquo": "”", "bull": "•", "middot": "·", "euro": "€", "pound": "£", "yen": "¥", "cent": "¢",
        "deg": "°", "times": "×", "divide": "÷", "para": "¶", "sect": "§", "laquo": "«", "raquo": "»",
        "eacute": "é", "egrave": "è", "agrave": "à", "aacute": "á", "uuml": "ü", "ouml": "ö", "auml": "ä",
        "szlig": "ß", "ccedil": "ç", "ntilde": "ñ", "larr": "←", "rarr": "→", "uarr": "↑", "darr": "↓",
    ]

    /// Reads an entity at `&` (named, decimal or hexadecimal); a lone `&` is itself.
    private mutating func readEntity() -> String {
        let start = position
        position += 1
        var name = ""
        while position < source.count, name.count < 12, source[position].isLetter || source[position].isNumber || source[position] == "#" {
            name.append(source[position])
            position += 1
        }
        if position < source.count, source[position] == ";" { position += 1 }
        if name.hasPrefix("#x") || name.hasPrefix("#X"), let value = UInt32(name.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(value) {
            return String(Character(scalar))
        }
        if name.hasPrefix("#"), let value = UInt32(name.dropFirst()), let scalar = Unicode.Scalar(value) {
            return String(Character(scalar))
        }
        if let text = Self.entities[name] { return text }
        position = start + 1
        return "&"
    }

    // MARK: Text

    private mutating func flush(_ text: inout String) {
        defer { text = "" }
        guard !text.isEmpty else { return }
        var output = ""
        if preformatted > 0 {
            output = text
        } else {
            for character in text {
                if character.isWhitespace && character != "\u{A0}" {
                    pendingSpace = true
                } else {
                    if pendingSpace, !atLineStart { output.append(" ") }
                    pendingSpace = false
                    atLineStart = false
                    output.append(character)
                }
            }
        }
        guard !output.isEmpty else { return }
        atLineStart = output.hasSuffix("\n")
        endsWithNewline = output.hasSuffix("\n")
        result.append(NSAttributedString(string: output, attributes: style.attributes()))
    }

    /// Ends the current line, if anything is on it.
    private mutating func breakLine() {
        pendingSpace = false
        guard result.length > 0, !endsWithNewline else { return }
        result.append(NSAttributedString(string: "\n", attributes: style.attributes()))
        atLineStart = true
        endsWithNewline = true
    }

    // MARK: Elements

    private static let blocks: Set<String> = ["p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "blockquote",
                                              "pre", "table", "tr", "section", "article", "header", "footer", "nav", "aside",
                                              "address", "dl", "dt", "dd", "figure", "figcaption", "main", "hr", "body", "html"]
    private static let voids: Set<String> = ["br", "hr", "img", "meta", "link", "input", "col", "area", "base", "wbr", "source"]

    private mutating func handle(_ tag: Tag) {
        switch tag {
        case .skip:
            break
        case let .start(name, attributes, selfClosing):
            open(name, attributes: attributes)
            if selfClosing || Self.voids.contains(name) { close(name) }
        case let .end(name):
            guard stack.contains(where: { $0.name == name }) else { return }
            while let last = stack.last, last.name != "#document" {
                close(last.name)
                if last.name == name { break }
            }
        }
    }

    private mutating func open(_ name: String, attributes: [String: String]) {
        if Self.blocks.contains(name) { breakLine() }
        var next = style
        // Paragraph spacing belongs to the block that sets it, not to those inside it.
        if Self.blocks.contains(name) { next.paragraphSpacing = 0; next.paragraphSpacingBefore = 0 }
        switch name {
        case "b", "strong": next.bold = true
        case "i", "em", "cite", "var", "dfn": next.italic = true
        case "u", "ins": next.underline = .single
        case "s", "strike", "del": next.strikethrough = true
        case "code", "tt", "kbd", "samp": next.monospace = true
        case "pre":
            next.monospace = true
            preformatted += 1
        case "a":
            if let href = attributes["href"], let url = URL(string: href.trimmingCharacters(in: .whitespaces)) {
                next.link = url
                next.color = UIColor(red: 0, green: 0, blue: 0.933, alpha: 1)
                next.underline = .single
            }
        case "sup":
            next.baselineOffset += next.size / 3
            next.size *= 0.83
        case "sub":
            next.baselineOffset -= next.size / 5
            next.size *= 0.83
        case "small": next.size *= 0.83
        case "big": next.size *= 1.2
        case "p":
            next.paragraphSpacing = next.size
        case "h1", "h2", "h3", "h4", "h5", "h6":
            let scale: [String: CGFloat] = ["h1": 2, "h2": 1.5, "h3": 1.17, "h4": 1, "h5": 0.83, "h6": 0.67]
            next.size = 12 * scale[name]!
            next.bold = true
            next.paragraphSpacing = next.size * 0.67
        case "blockquote":
            next.headIndent += 40 * 0.75
            next.firstLineHeadIndent += 40 * 0.75
            next.tailIndent -= 40 * 0.75
        case "ul", "ol":
            lists.append(name == "ol" ? Int(attributes["start"] ?? "") ?? 1 : nil)
            next.headIndent += 36
            next.firstLineHeadIndent = next.headIndent
        case "li":
            let indent = next.headIndent
            next.firstLineHeadIndent = max(0, indent - 36)
            next.tabStops = [NSTextTab(textAlignment: .natural, location: max(0, indent - 36) + 11),
                             NSTextTab(textAlignment: .natural, location: indent)]
        case "font":
            if let face = attributes["face"] { next.families = face.split(separator: ",").map(String.init) + next.families }
            if let color = attributes["color"].flatMap(CSSValues.color) { next.color = color }
            if let text = attributes["size"]?.trimmingCharacters(in: .whitespaces), let number = Int(text) {
                // "+1" and "-1" are relative to the default size, 3.
                let size = text.hasPrefix("+") || text.hasPrefix("-") ? 3 + number : number
                let pixels: [CGFloat] = [10, 13, 16, 18, 24, 32, 48]
                next.size = pixels[min(max(size, 1), 7) - 1] * 0.75
            }
        default:
            break
        }
        if let align = attributes["align"] { CSSValues.apply("text-align", align, to: &next, parentSize: style.size) }
        applyRules(to: &next, name: name, attributes: attributes)
        stack.append((name, next))
        switch name {
        case "br":
            result.append(NSAttributedString(string: "\n", attributes: style.attributes()))
            atLineStart = true
            endsWithNewline = true
            pendingSpace = false
        case "li":
            let marker: String
            if let counter = lists.last, let number = counter {
                marker = "\(number)."
                lists[lists.count - 1] = number + 1
            } else {
                marker = "•"
            }
            result.append(NSAttributedString(string: "\t\(marker)\t", attributes: style.attributes()))
            atLineStart = true
            endsWithNewline = false
        default:
            break
        }
    }

    private mutating func close(_ name: String) {
        guard let index = stack.lastIndex(where: { $0.name == name }), index > 0 else { return }
        if Self.blocks.contains(name) { breakLine() }
        if name == "pre" { preformatted = max(0, preformatted - 1) }
        if name == "ul" || name == "ol" { _ = lists.popLast() }
        stack.removeSubrange(index...)
    }

    // MARK: CSS

    private mutating func parseRules(_ css: String) {
        var text = css
        while let open = text.range(of: "/*"), let close = text.range(of: "*/", range: open.upperBound..<text.endIndex) {
            text.removeSubrange(open.lowerBound..<close.upperBound)
        }
        for block in text.split(separator: "}") {
            let parts = block.split(separator: "{", maxSplits: 1)
            guard parts.count == 2 else { continue }
            for selector in parts[0].split(separator: ",") {
                rules.append((selector.trimmingCharacters(in: .whitespacesAndNewlines).lowercased(), String(parts[1])))
            }
        }
    }

    /// Applies `<style>` rules (tag, then class, then id selectors) and then the element's own
    /// `style` attribute.
    private func applyRules(to style: inout DocumentStyle, name: String, attributes: [String: String]) {
        let classes = (attributes["class"] ?? "").lowercased().split(separator: " ").map(String.init)
        let id = attributes["id"]?.lowercased()
        func specificity(_ selector: String) -> Int? {
            if selector == name || selector == "*" { return 0 }
            if selector.hasPrefix("."), classes.contains(String(selector.dropFirst())) { return 1 }
            if let dot = selector.firstIndex(of: "."), selector[..<dot] == name, classes.contains(String(selector[selector.index(after: dot)...])) { return 1 }
            if selector.hasPrefix("#"), String(selector.dropFirst()) == id { return 2 }
            return nil
        }
        let parentSize = self.style.size
        for level in 0...2 {
            for rule in rules where specificity(rule.selector) == level {
                CSSValues.applyDeclarations(rule.declarations, to: &style, parentSize: parentSize)
            }
        }
        if let inline = attributes["style"] { CSSValues.applyDeclarations(inline, to: &style, parentSize: parentSize) }
    }
}
