import Foundation

/// Reads RTF as Cocoa's RTF reader does for what TextEdit, Word and Cocoa's own writer put in
/// documents: the font and colour tables, character formatting (font, size, bold, italic,
/// underline, strikethrough, colours, super- and subscript), paragraph formatting (alignment,
/// indents, spacing, tab stops), Unicode and code-page characters, hyperlink fields, and the
/// document's paper, margins and view settings. Pictures, tables' cell geometry and style
/// sheets are read as their text.
struct RTFDocumentReader {
    private let bytes: [UInt8]
    private var position = 0
    private let result = NSMutableAttributedString(string: "")
    private(set) var documentAttributes: [NSAttributedString.DocumentAttributeKey: Any] = [:]

    private enum Destination {
        case text, fontTable, colorTable, skip, fieldInstruction, fieldResult
    }

    private struct State {
        var style = DocumentStyle()
        var destination = Destination.text
        /// How many fallback characters follow a `\u` (`\uc`).
        var unicodeSkip = 1
        var fontNumber: Int?
        /// Tab stop being described: its alignment and whether it is a decimal tab.
        var tabAlignment = NSTextAlignment.natural
        var tabDecimal = false
        /// `\li` and `\fi` as given (either may come first): the head indent and the first
        /// line's offset from it.
        var leftIndent: CGFloat = 0
        var firstIndent: CGFloat = 0
    }

    private var state = State()
    private var saved: [State] = []
    private var fonts: [Int: String] = [:]
    private var defaultFont: Int?
    private var colors: [UIColor?] = []
    private var pendingColor: (red: Int, green: Int, blue: Int)?
    private var fontName = ""
    private var fieldInstruction = ""
    private var text = ""
    /// The code page `\'hh` bytes and 8-bit text are in (`\ansicpg`).
    private var codePage = String.Encoding.windowsCP1252
    private var tabStops: [NSTextTab] = []

    init(_ data: Data) {
        bytes = [UInt8](data)
        state.style.families = ["Helvetica"]
        state.style.size = 12
    }

    static func read(_ data: Data) -> (NSAttributedString, [NSAttributedString.DocumentAttributeKey: Any])? {
        guard data.starts(with: Array("{\\rtf".utf8)) else { return nil }
        var reader = RTFDocumentReader(data)
        reader.parse()
        return (reader.result, reader.documentAttributes)
    }

    // MARK: Tokens

    private mutating func parse() {
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "{"):
                flushText()
                saved.append(state)
                position += 1
            case UInt8(ascii: "}"):
                flushText()
                endGroup()
                position += 1
            case UInt8(ascii: "\\"):
                position += 1
                readControl()
            case 0x0D, 0x0A:
                position += 1
            default:
                var run: [UInt8] = []
                while position < bytes.count, ![UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "\\"), 0x0D, 0x0A].contains(bytes[position]) {
                    run.append(bytes[position])
                    position += 1
                }
                addText(String(data: Data(run), encoding: codePage) ?? String(decoding: run, as: UTF8.self))
            }
        }
        flushText()
    }

    private mutating func readControl() {
        guard position < bytes.count else { return }
        let first = bytes[position]
        guard isLetter(first) else {
            position += 1
            switch first {
            case UInt8(ascii: "'"):
                let hex = String(decoding: bytes[position..<min(position + 2, bytes.count)], as: UTF8.self)
                position += 2
                if let value = UInt8(hex, radix: 16) {
                    addText(String(data: Data([value]), encoding: codePage) ?? String(UnicodeScalar(value)))
                }
            case UInt8(ascii: "~"): addText("\u{A0}")
            case UInt8(ascii: "_"): addText("\u{2011}")
            case UInt8(ascii: "-"): addText("\u{AD}")
            case UInt8(ascii: "*"): state.destination = .skip
            case 0x0A, 0x0D: addText("\n")
            default: addText(String(UnicodeScalar(first)))
            }
            return
        }
        var word = ""
        while position < bytes.count, isLetter(bytes[position]) {
            word.append(Character(UnicodeScalar(bytes[position])))
            position += 1
        }
        var number = ""
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") {
            number = "-"
            position += 1
        }
        while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 {
            number.append(Character(UnicodeScalar(bytes[position])))
            position += 1
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
        // Text so far takes the formatting in force before this word.
        flushText()
        control(word, Int(number))
    }

    private func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    // MARK: Control words

    private mutating func control(_ word: String, _ parameter: Int?) {
        let value = parameter ?? 1
        switch word {
        // Destinations.
        case "fonttbl": state.destination = .fontTable
        case "colortbl":
            state.destination = .colorTable
            colors = []
        case "stylesheet", "info", "pict", "header", "footer", "headerl", "headerr", "footerl", "footerr", "footnote",
             "listtable", "listoverridetable", "xmlnstbl", "themedata", "colorschememapping", "latentstyles",
             "datastore", "generator", "expandedcolortbl", "object", "nonshppict":
            state.destination = .skip
        case "fldinst":
            state.destination = .fieldInstruction
            fieldInstruction = ""
        case "fldrslt":
            state.destination = .fieldResult
            if let url = Self.hyperlink(in: fieldInstruction) {
                state.style.link = url
            }
        // Document.
        case "ansicpg":
            if let parameter { codePage = Self.encoding(codePage: parameter) }
        case "mac": codePage = .macOSRoman
        case "deff": defaultFont = parameter
        case "cocoartf": documentAttributes[.cocoaVersionDocumentAttribute] = parameter ?? 0
        case "paperw": setPaper(width: twips(parameter))
        case "paperh": setPaper(height: twips(parameter))
        case "margl", "margr", "margt", "margb": setMargin(word, twips(parameter))
        case "vieww": setView(width: twips(parameter))
        case "viewh": setView(height: twips(parameter))
        case "viewscale": documentAttributes[.viewZoom] = CGFloat(value)
        case "viewkind": documentAttributes[.viewMode] = value
        case "readonlydoc": documentAttributes[.readOnly] = 1
        case "deftab": documentAttributes[.defaultTabInterval] = twips(parameter)
        case "hyphauto": documentAttributes[.hyphenationFactor] = value != 0 ? Float(0.9) : Float(0)
        // Fonts and colours.
        case "f":
            if state.destination == .fontTable {
                commitFontName()
                state.fontNumber = parameter
                fontName = ""
            } else if let parameter, let name = fonts[parameter] {
                state.style.families = [name]
            }
        case "red": pendingColor = (value, pendingColor?.green ?? 0, pendingColor?.blue ?? 0)
        case "green": pendingColor = (pendingColor?.red ?? 0, value, pendingColor?.blue ?? 0)
        case "blue": pendingColor = (pendingColor?.red ?? 0, pendingColor?.green ?? 0, value)
        case "cf": state.style.color = color(parameter)
        case "cb", "highlight", "chcbpat": state.style.background = parameter == 0 ? nil : color(parameter)
        // Characters.
        case "plain":
            let families = defaultFont.flatMap { fonts[$0] }.map { [$0] } ?? ["Helvetica"]
            let paragraph = state.style
            state.style = DocumentStyle()
            state.style.families = families
            state.style.alignment = paragraph.alignment
            state.style.headIndent = paragraph.headIndent
            state.style.firstLineHeadIndent = paragraph.firstLineHeadIndent
            state.style.tailIndent = paragraph.tailIndent
            state.style.paragraphSpacing = paragraph.paragraphSpacing
            state.style.paragraphSpacingBefore = paragraph.paragraphSpacingBefore
            state.style.tabStops = paragraph.tabStops
            state.style.link = paragraph.link
        case "fs": state.style.size = CGFloat(value) / 2
        case "b": state.style.bold = value != 0
        case "i": state.style.italic = value != 0
        case "ul": state.style.underline = value != 0 ? .single : []
        case "uldb": state.style.underline = .double
        case "ulth": state.style.underline = .thick
        case "ulnone": state.style.underline = []
        case "strike", "striked": state.style.strikethrough = value != 0
        case "super": state.style.baselineOffset = state.style.size / 3
        case "sub": state.style.baselineOffset = -state.style.size / 5
        case "nosupersub": state.style.baselineOffset = 0
        case "up": state.style.baselineOffset = CGFloat(value) / 2
        case "dn": state.style.baselineOffset = -CGFloat(value) / 2
        case "expnd", "expndtw": state.style.kern = word == "expnd" ? CGFloat(value) / 4 : twips(parameter)
        // Paragraphs.
        case "pard":
            state.style.alignment = .natural
            state.style.headIndent = 0
            state.style.firstLineHeadIndent = 0
            state.style.tailIndent = 0
            state.style.paragraphSpacing = 0
            state.style.paragraphSpacingBefore = 0
            state.style.lineHeightMultiple = 0
            state.style.tabStops = nil
            state.leftIndent = 0
            state.firstIndent = 0
            lastLineSpacing = nil
            tabStops = []
        case "ql": state.style.alignment = .left
        case "qr": state.style.alignment = .right
        case "qc": state.style.alignment = .center
        case "qj": state.style.alignment = .justified
        case "qn", "qnatural": state.style.alignment = .natural
        case "li":
            state.leftIndent = twips(parameter)
            applyIndents()
        case "fi":
            state.firstIndent = twips(parameter)
            applyIndents()
        case "ri": state.style.tailIndent = -twips(parameter)
        case "sa": state.style.paragraphSpacing = twips(parameter)
        case "sb": state.style.paragraphSpacingBefore = twips(parameter)
        case "slmult": if value == 1, let spacing = lastLineSpacing { state.style.lineHeightMultiple = spacing / 240 }
        case "sl": lastLineSpacing = CGFloat(abs(value))
        case "tqr": state.tabAlignment = .right
        case "tqc": state.tabAlignment = .center
        case "tqdec":
            state.tabAlignment = .right
            state.tabDecimal = true
        case "tx":
            let options: [NSTextTab.OptionKey: Any] = state.tabDecimal ? [.columnTerminators: NSTextTab.columnTerminators(for: nil)] : [:]
            tabStops.append(NSTextTab(textAlignment: state.tabAlignment, location: twips(parameter), options: options))
            state.style.tabStops = tabStops
            state.tabAlignment = .natural
            state.tabDecimal = false
        // Text.
        case "par", "sect", "row": addText("\n")
        case "line": addText("\u{2028}")
        case "page": addText("\u{0C}")
        case "tab": addText("\t")
        case "cell": addText("\t")
        case "emdash": addText("—")
        case "endash": addText("–")
        case "bullet": addText("•")
        case "lquote": addText("‘")
        case "rquote": addText("’")
        case "ldblquote": addText("“")
        case "rdblquote": addText("”")
        case "emspace": addText("\u{2003}")
        case "enspace": addText("\u{2002}")
        case "uc": state.unicodeSkip = max(0, value)
        case "u":
            // Signed 16-bit UTF-16 units; a surrogate pair comes as two `\u`s.
            var code = value
            if code < 0 { code += 65536 }
            if (0xD800..<0xDC00).contains(code) {
                highSurrogate = UInt16(code)
            } else if (0xDC00..<0xE000).contains(code), let high = highSurrogate {
                addText(String(decoding: [high, UInt16(code)], as: UTF16.self))
                highSurrogate = nil
            } else if let unit = UInt32(exactly: code), let scalar = Unicode.Scalar(unit) {
                addText(String(Character(scalar)))
            }
            skipFallback(state.unicodeSkip)
        default:
            break
        }
    }

    private var lastLineSpacing: CGFloat?
    /// The first half of a surrogate pair written as two `\u` words.
    private var highSurrogate: UInt16?

    /// Skips the `count` fallback characters after `\u` (a `\'hh` counts as one).
    private mutating func skipFallback(_ count: Int) {
        var remaining = count
        while remaining > 0, position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "'") {
                position += 4
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "\\") {
                return
            } else {
                position += 1
            }
            remaining -= 1
        }
    }

    private func twips(_ value: Int?) -> CGFloat { CGFloat(value ?? 0) / 20 }

    private mutating func applyIndents() {
        state.style.headIndent = max(0, state.leftIndent)
        state.style.firstLineHeadIndent = max(0, state.leftIndent + state.firstIndent)
    }

    private func color(_ index: Int?) -> UIColor? {
        guard let index, index >= 0, index < colors.count else { return nil }
        return colors[index]
    }

    private mutating func setPaper(width: CGFloat? = nil, height: CGFloat? = nil) {
        let current = documentAttributes[.paperSize] as? CGSize ?? CGSize(width: 612, height: 792)
        documentAttributes[.paperSize] = CGSize(width: width ?? current.width, height: height ?? current.height)
    }

    private mutating func setView(width: CGFloat? = nil, height: CGFloat? = nil) {
        let current = documentAttributes[.viewSize] as? CGSize ?? .zero
        documentAttributes[.viewSize] = CGSize(width: width ?? current.width, height: height ?? current.height)
    }

    private mutating func setMargin(_ word: String, _ points: CGFloat) {
        var margins = documentAttributes[.paperMargin] as? UIEdgeInsets ?? UIEdgeInsets(top: 72, left: 90, bottom: 72, right: 90)
        switch word {
        case "margl": margins.left = points
        case "margr": margins.right = points
        case "margt": margins.top = points
        default: margins.bottom = points
        }
        documentAttributes[.paperMargin] = margins
    }

    private static func encoding(codePage: Int) -> String.Encoding {
        switch codePage {
        case 1250: return .windowsCP1250
        case 1251: return .windowsCP1251
        case 1253: return .windowsCP1253
        case 1254: return .windowsCP1254
        case 10000: return .macOSRoman
        case 65001: return .utf8
        default: return .windowsCP1252
        }
    }

    /// The URL of a `HYPERLINK "…"` field instruction.
    private static func hyperlink(in instruction: String) -> URL? {
        let trimmed = instruction.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.uppercased().hasPrefix("HYPERLINK") else { return nil }
        let rest = trimmed.dropFirst("HYPERLINK".count).trimmingCharacters(in: .whitespaces)
        let address = rest.hasPrefix("\"") ? String(rest.dropFirst().prefix { $0 != "\"" }) : String(rest.prefix { $0 != " " })
        return URL(string: address)
    }

    // MARK: Text and groups

    private mutating func addText(_ characters: String) {
        switch state.destination {
        case .text, .fieldResult: text += characters
        case .fontTable: fontName += characters
        case .colorTable:
            for character in characters where character == ";" {
                if let rgb = pendingColor {
                    colors.append(UIColor(red: CGFloat(rgb.red) / 255, green: CGFloat(rgb.green) / 255, blue: CGFloat(rgb.blue) / 255, alpha: 1))
                } else {
                    colors.append(nil)
                }
                pendingColor = nil
            }
        case .fieldInstruction: fieldInstruction += characters
        case .skip: break
        }
    }

    /// Names the font table's current font with the text read for it (up to its `;`).
    private mutating func commitFontName() {
        guard let number = state.fontNumber, !fontName.isEmpty else { return }
        fonts[number] = String(fontName.prefix { $0 != ";" }).trimmingCharacters(in: .whitespaces)
        fontName = ""
    }

    private mutating func flushText() {
        if state.destination == .fontTable, fontName.contains(";") { commitFontName() }
        guard !text.isEmpty else { return }
        result.append(NSAttributedString(string: text, attributes: state.style.attributes()))
        text = ""
    }

    private mutating func endGroup() {
        if state.destination == .fontTable { commitFontName() }
        let ended = state
        guard let previous = saved.popLast() else { return }
        state = previous
        if ended.destination == .fontTable, state.destination == .text, defaultFont != nil, state.style.families == ["Helvetica"],
           let name = defaultFont.flatMap({ fonts[$0] }) {
            state.style.families = [name]
        }
    }
}
