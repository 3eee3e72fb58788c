/// Splits PDF bytes into tokens (PDF 1.7, 7.2–7.3): numbers, names, strings, delimiters and
/// keywords. The same lexer reads a file's objects and a page's content stream, where every
/// keyword that is not `true`, `false` or `null` is an operator.
///
/// It never fails: bytes that make no token are skipped one at a time, as readers of damaged
/// files do, and the callers decide what a stray token means.
struct PDFLexer {
    enum Token: Equatable {
        case integer(Int)
        case real(Double)
        case name([UInt8])
        case string([UInt8])
        case arrayStart, arrayEnd, dictionaryStart, dictionaryEnd
        /// A run of regular characters that is not a number: `obj`, `R`, `true`, an operator …
        case keyword([UInt8])
        case end
    }

    let bytes: [UInt8]
    var position: Int
    let end: Int

    init(bytes: [UInt8], position: Int = 0, end: Int? = nil) {
        self.bytes = bytes
        self.position = max(0, position)
        self.end = min(end ?? bytes.count, bytes.count)
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0C || byte == 0x00
    }

    static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "["),
             UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "/"), UInt8(ascii: "%"): true
        default: false
        }
    }

    static func isRegular(_ byte: UInt8) -> Bool { !isWhitespace(byte) && !isDelimiter(byte) }

    /// Skips white space and comments.
    mutating func skipWhitespace() {
        while position < end {
            let byte = bytes[position]
            if Self.isWhitespace(byte) {
                position += 1
            } else if byte == UInt8(ascii: "%") {
                while position < end, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
            } else {
                return
            }
        }
    }

    /// The next token, or `.end` at the end of the bytes.
    mutating func next() -> Token {
        skipWhitespace()
        // A stray '>' is skipped (a loop, not a recursion: a file can hold millions).
        while position < end, bytes[position] == UInt8(ascii: ">"), position + 1 >= end || bytes[position + 1] != UInt8(ascii: ">") {
            position += 1
            skipWhitespace()
        }
        guard position < end else { return .end }
        let byte = bytes[position]
        switch byte {
        case UInt8(ascii: "/"):
            position += 1
            return .name(readName())
        case UInt8(ascii: "("):
            position += 1
            return .string(readLiteralString())
        case UInt8(ascii: "<"):
            if position + 1 < end, bytes[position + 1] == UInt8(ascii: "<") {
                position += 2
                return .dictionaryStart
            }
            position += 1
            return .string(readHexString())
        case UInt8(ascii: ">"):
            if position + 1 < end, bytes[position + 1] == UInt8(ascii: ">") {
                position += 2
                return .dictionaryEnd
            }
            position += 1
            return .keyword([byte])
        case UInt8(ascii: "["):
            position += 1
            return .arrayStart
        case UInt8(ascii: "]"):
            position += 1
            return .arrayEnd
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ")"):
            // PostScript calculator braces are keywords; a stray ')' is one too, and ends up
            // as an operator nobody registers.
            position += 1
            return .keyword([byte])
        default:
            let start = position
            while position < end, Self.isRegular(bytes[position]) { position += 1 }
            return Self.number(bytes[start..<position]) ?? .keyword(Array(bytes[start..<position]))
        }
    }

    /// The token after the current one, without consuming anything.
    func peek() -> Token {
        var copy = self
        return copy.next()
    }

    /// A number token for `run`, or nil when `run` is not a number (PDF 1.7, 7.3.3: an
    /// optional sign, digits, at most one period; `4.`, `-.002` and `+17` are numbers).
    static func number(_ run: ArraySlice<UInt8>) -> Token? {
        guard let first = run.first else { return nil }
        guard first == UInt8(ascii: "+") || first == UInt8(ascii: "-") || first == UInt8(ascii: ".") || (first >= 0x30 && first <= 0x39) else { return nil }
        var digits = 0
        var periods = 0
        for (index, byte) in zip(run.indices, run) {
            if byte >= 0x30, byte <= 0x39 {
                digits += 1
            } else if byte == UInt8(ascii: ".") {
                periods += 1
            } else if (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")) && index == run.startIndex {
                continue
            } else {
                return nil
            }
        }
        guard digits > 0, periods <= 1 else { return nil }
        let text = String(decoding: run, as: UTF8.self)
        if periods == 0, let integer = Int(text.hasPrefix("+") ? String(text.dropFirst()) : text) {
            return .integer(integer)
        }
        var normalised = text.hasPrefix("+") ? String(text.dropFirst()) : text
        if normalised.hasSuffix(".") { normalised += "0" }
        if normalised.hasPrefix(".") { normalised = "0" + normalised }
        if normalised.hasPrefix("-.") { normalised = "-0" + normalised.dropFirst() }
        return Double(normalised).map(Token.real)
    }

    private mutating func readName() -> [UInt8] {
        var name: [UInt8] = []
        while position < end, Self.isRegular(bytes[position]) {
            let byte = bytes[position]
            if byte == UInt8(ascii: "#"), position + 2 < end,
               let high = Self.hexValue(bytes[position + 1]), let low = Self.hexValue(bytes[position + 2]) {
                name.append(high << 4 | low)
                position += 3
            } else {
                name.append(byte)
                position += 1
            }
        }
        return name
    }

    private mutating func readLiteralString() -> [UInt8] {
        var result: [UInt8] = []
        var depth = 1
        while position < end {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "("):
                depth += 1
                result.append(byte)
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return result }
                result.append(byte)
            case UInt8(ascii: "\\"):
                guard position < end else { return result }
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "r"): result.append(0x0D)
                case UInt8(ascii: "t"): result.append(0x09)
                case UInt8(ascii: "b"): result.append(0x08)
                case UInt8(ascii: "f"): result.append(0x0C)
                case 0x0D:
                    // A backslash before an end of line continues the string on the next line.
                    if position < end, bytes[position] == 0x0A { position += 1 }
                case 0x0A:
                    break
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var value = Int(escaped - 0x30)
                    for _ in 0..<2 {
                        guard position < end, bytes[position] >= 0x30, bytes[position] <= 0x37 else { break }
                        value = value * 8 + Int(bytes[position] - 0x30)
                        position += 1
                    }
                    result.append(UInt8(truncatingIfNeeded: value))
                default:
                    // \( \) \\ stand for themselves; an unknown escape drops its backslash.
                    result.append(escaped)
                }
            case 0x0D:
                // Every end of line inside a string reads as a line feed.
                result.append(0x0A)
                if position < end, bytes[position] == 0x0A { position += 1 }
            default:
                result.append(byte)
            }
        }
        return result
    }

    private mutating func readHexString() -> [UInt8] {
        let start = position
        while position < end, bytes[position] != UInt8(ascii: ">") { position += 1 }
        let digits = bytes[start..<position]
        if position < end { position += 1 }
        return Self.hexBytes(digits)
    }

    /// The bytes hex digits spell, up to a `>`; other characters (white space) are skipped,
    /// and an odd final digit is followed by an implied 0 (a hex string, ASCIIHexDecode).
    static func hexBytes(_ digits: some Sequence<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        var high: UInt8?
        for byte in digits {
            if byte == UInt8(ascii: ">") { break }
            guard let value = hexValue(byte) else { continue }
            if let pending = high {
                result.append(pending << 4 | value)
                high = nil
            } else {
                high = value
            }
        }
        if let pending = high { result.append(pending << 4) }
        return result
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }

    /// Where `pattern` next occurs at or after `from`, before `end`.
    func find(_ pattern: [UInt8], from: Int) -> Int? {
        guard let first = pattern.first, pattern.count <= end - from else { return nil }
        var index = max(from, 0)
        let last = end - pattern.count
        while index <= last {
            if bytes[index] == first {
                var matches = true
                for offset in 1..<pattern.count where bytes[index + offset] != pattern[offset] {
                    matches = false
                    break
                }
                if matches { return index }
            }
            index += 1
        }
        return nil
    }
}
