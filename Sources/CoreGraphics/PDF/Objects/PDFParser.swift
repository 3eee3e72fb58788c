/// Reads PDF objects from tokens (PDF 1.7, 7.3): values, arrays, dictionaries, indirect
/// references and — in a file — streams.
///
/// Damaged input reads as far as it can: a missing `]` or `>>` ends the container at the end
/// of the bytes, a stray token where a value should be is skipped, and nesting deeper than
/// `maximumDepth` reads as null rather than exhausting the stack (real files nest a few
/// levels; a hostile one can nest thousands).
struct PDFParser {
    var lexer: PDFLexer
    unowned let store: PDFObjectStore
    static let maximumDepth = 64

    init(bytes: [UInt8], position: Int = 0, store: PDFObjectStore) {
        lexer = PDFLexer(bytes: bytes, position: position)
        self.store = store
    }

    /// The next object, or nil at the end of the bytes or where no object starts.
    mutating func parseObject() -> PDFValue? {
        value(from: lexer.next(), depth: 0)
    }

    /// The value `token` starts; nil for a token that starts none (an operator, a closing
    /// delimiter, the end).
    mutating func value(from token: PDFLexer.Token, depth: Int) -> PDFValue? {
        switch token {
        case let .integer(number):
            // `12 0 R` is an indirect reference; look ahead without consuming otherwise.
            var ahead = lexer
            if case let .integer(generation) = ahead.next(), case .keyword(Self.referenceKeyword) = ahead.next() {
                lexer = ahead
                return .reference(number: number, generation: generation)
            }
            return .integer(number)
        case let .real(number):
            return .real(number)
        case let .name(bytes):
            return .name(PDFName(bytes))
        case let .string(bytes):
            return .string(CGPDFString(bytes))
        case .arrayStart:
            return depth >= Self.maximumDepth ? skipContainer(closing: .arrayEnd) : .array(array(depth: depth + 1))
        case .dictionaryStart:
            guard depth < Self.maximumDepth else { return skipContainer(closing: .dictionaryEnd) }
            let dictionary = dictionary(depth: depth + 1)
            if case .keyword(Self.streamKeyword) = lexer.peek() {
                _ = lexer.next()
                return .stream(streamBody(dictionary))
            }
            return .dictionary(dictionary)
        case let .keyword(word):
            switch word {
            case Self.trueKeyword: return .boolean(true)
            case Self.falseKeyword: return .boolean(false)
            case Self.nullKeyword: return .null
            default: return nil
            }
        case .arrayEnd, .dictionaryEnd, .end:
            return nil
        }
    }

    private mutating func array(depth: Int) -> CGPDFArray {
        var elements: [CGPDFObject] = []
        while true {
            let token = lexer.next()
            if token == .arrayEnd || token == .end { break }
            if token == .dictionaryEnd { continue }
            if let element = value(from: token, depth: depth) {
                elements.append(CGPDFObject(element, store: store))
            }
        }
        return CGPDFArray(elements)
    }

    private mutating func dictionary(depth: Int) -> CGPDFDictionary {
        var pairs: [(PDFName, CGPDFObject)] = []
        while true {
            let token = lexer.next()
            if token == .dictionaryEnd || token == .end { break }
            guard case let .name(key) = token else { continue }
            let valueToken = lexer.next()
            if valueToken == .dictionaryEnd || valueToken == .end {
                pairs.append((PDFName(key), CGPDFObject(.null, store: store)))
                break
            }
            if let value = value(from: valueToken, depth: depth) {
                pairs.append((PDFName(key), CGPDFObject(value, store: store)))
            }
        }
        return CGPDFDictionary(pairs)
    }

    /// Skips a container nested too deep, keeping count of its own nesting; reads as null.
    private mutating func skipContainer(closing: PDFLexer.Token) -> PDFValue {
        var open = 1
        while open > 0 {
            switch lexer.next() {
            case .end: return .null
            case .arrayStart, .dictionaryStart: open += 1
            case .arrayEnd, .dictionaryEnd: open -= 1
            default: break
            }
        }
        return .null
    }

    /// The data after `stream`: `/Length` bytes when `endstream` follows them, otherwise up to
    /// the next `endstream` (a wrong or missing length is common in damaged files).
    private mutating func streamBody(_ dictionary: CGPDFDictionary) -> CGPDFStream {
        let bytes = lexer.bytes
        var start = lexer.position
        if start < lexer.end, bytes[start] == 0x0D { start += 1 }
        if start < lexer.end, bytes[start] == 0x0A { start += 1 }
        var length: Int?
        if case let .integer(declared)? = dictionary["Length"]?.value, declared >= 0 { length = declared }
        if let declared = length, declared <= lexer.end - start {
            var after = PDFLexer(bytes: bytes, position: start + declared, end: lexer.end)
            after.skipWhitespace()
            if after.position + 9 <= lexer.end, Array(bytes[after.position..<after.position + 9]) == Self.endstreamKeyword {
                lexer.position = after.position + 9
                return CGPDFStream(dictionary: dictionary, encoded: bytes[start..<start + declared], store: store)
            }
        }
        // A search that found no `endstream` after some offset finds none after a later one:
        // remembered, so a file of many broken streams costs one search, not one each.
        let searchesFile = lexer.bytes.count == store.bytes.count
        let found = searchesFile && start >= store.noEndstreamFrom ? nil : lexer.find(Self.endstreamKeyword, from: start)
        guard let end = found else {
            if searchesFile { store.noEndstreamFrom = min(store.noEndstreamFrom, start) }
            lexer.position = lexer.end
            return CGPDFStream(dictionary: dictionary, encoded: bytes[start..<lexer.end], store: store)
        }
        var dataEnd = end
        if dataEnd > start, bytes[dataEnd - 1] == 0x0A { dataEnd -= 1 }
        if dataEnd > start, bytes[dataEnd - 1] == 0x0D { dataEnd -= 1 }
        lexer.position = end + Self.endstreamKeyword.count
        return CGPDFStream(dictionary: dictionary, encoded: bytes[start..<dataEnd], store: store)
    }

    static let referenceKeyword = Array("R".utf8)
    static let streamKeyword = Array("stream".utf8)
    static let endstreamKeyword = Array("endstream".utf8)
    static let trueKeyword = Array("true".utf8)
    static let falseKeyword = Array("false".utf8)
    static let nullKeyword = Array("null".utf8)
    static let objKeyword = Array("obj".utf8)
}
