import Foundation

/// A PDF file's objects, read when asked for (PDF 1.7, 7.5): the cross-reference sections
/// (tables and streams, following `/Prev` and `/XRefStm`), the trailer, and objects stored
/// directly or in object streams. Every object it reads it keeps, so references it hands out
/// live as long as it does — as Quartz's live as long as their document.
///
/// A file whose cross references are missing or wrong is read the way PDF readers repair one:
/// every `n g obj` in the file is found by scanning, the last one of each number wins, and the
/// trailer is the last one naming a catalog (or, failing that, the catalog found by type).
final class PDFObjectStore {
    enum Entry {
        case free
        case offset(Int)
        case compressed(stream: Int, index: Int)
    }

    let bytes: [UInt8]
    /// Recursive: reading an object can read another (a stream's `/Length`, an object stream).
    let lock = NSRecursiveLock()
    private var entries: [Int: Entry] = [:]
    private var cache: [Int: CGPDFObject] = [:]
    private var loading: Set<Int> = []
    private var objectStreams: [Int: (data: [UInt8], offsets: [(number: Int, offset: Int)])] = [:]
    /// Where the scan found each object, once a lookup had to scan.
    private var scanned: [Int: Entry]?
    private(set) var trailer: CGPDFDictionary!
    /// The page dictionaries in order, once `CGPDFDocument` has walked the page tree.
    var pages: [CGPDFDictionary]?
    private(set) var null: CGPDFObject!
    /// Bytes before `%PDF-`, which some writers leave out of their offsets.
    private let headerOffset: Int
    /// No `endstream` follows this offset in the file (a search from here failed).
    var noEndstreamFrom = Int.max
    /// How many objects may be read inside one another (a reference chain, a stream whose
    /// `/Length` is in another stream …) before the next reads as missing: hostile chains
    /// are cut short rather than exhausting the stack.
    static let maximumNesting = 32

    init?(bytes: [UInt8]) {
        self.bytes = bytes
        headerOffset = PDFLexer(bytes: bytes, end: min(bytes.count, 1024)).find(Array("%PDF-".utf8), from: 0) ?? 0
        null = CGPDFObject(.null, store: self)
        if !readCrossReferences() || catalog == nil {
            entries = [:]
            cache = [:]
            objectStreams = [:]
            trailer = nil
            scanned = nil
            guard let repaired = repairedTrailer() else { return nil }
            trailer = repaired
        }
        guard catalog != nil else { return nil }
    }

    /// Whether the trailer names an encryption dictionary: strings and streams are encrypted.
    var isEncrypted: Bool { trailer?.unresolved("Encrypt") != nil }

    /// The document catalog: the trailer's `/Root`.
    var catalog: CGPDFDictionary? {
        lock.lock()
        defer { lock.unlock() }
        guard let root = trailer?["Root"], case let .dictionary(catalog) = root.value else { return nil }
        return catalog
    }

    /// `object`, or the object its indirect reference names (null when there is none).
    func resolve(_ object: CGPDFObject) -> CGPDFObject {
        guard case let .reference(number, _) = object.value else { return object }
        return self.object(number) ?? null
    }

    /// Object `number`, read and kept; nil when the file has none (or it refers to itself).
    func object(_ number: Int) -> CGPDFObject? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[number] { return cached }
        guard !loading.contains(number), loading.count < Self.maximumNesting else { return nil }
        loading.insert(number)
        defer { loading.remove(number) }
        guard let value = load(number) else { return nil }
        var object = CGPDFObject(value, store: self)
        if case .reference = value { object = resolve(object) }
        cache[number] = object
        return object
    }

    // MARK: - Reading one object

    private func load(_ number: Int) -> PDFValue? {
        switch entries[number] {
        case .free?:
            return nil
        case let .offset(offset)?:
            if let value = indirectObject(at: offset, number: number) ?? indirectObject(at: shifted(offset), number: number) {
                return value
            }
        case let .compressed(stream, index)?:
            if let value = compressedObject(number, in: stream, index: index) { return value }
        case nil:
            break
        }
        // The cross references are wrong or incomplete: find the object by scanning.
        switch scannedEntries()[number] {
        case let .offset(offset)?: return indirectObject(at: offset, number: number)
        case let .compressed(stream, index)?: return compressedObject(number, in: stream, index: index)
        default: return nil
        }
    }

    /// `offset` moved past the bytes before `%PDF-`; nil when that leaves the file.
    private func shifted(_ offset: Int) -> Int? {
        guard headerOffset > 0, offset >= 0, offset <= bytes.count - headerOffset else { return nil }
        return offset + headerOffset
    }

    /// The object defined by `number generation obj` at `offset`; nil when something else is
    /// there.
    private func indirectObject(at offset: Int?, number: Int?) -> PDFValue? {
        guard let offset, offset >= 0, offset < bytes.count else { return nil }
        var parser = PDFParser(bytes: bytes, position: offset, store: self)
        guard case let .integer(found) = parser.lexer.next(), number == nil || found == number,
              case .integer = parser.lexer.next(),
              case .keyword(PDFParser.objKeyword) = parser.lexer.next() else { return nil }
        return parser.parseObject() ?? .null
    }

    private func compressedObject(_ number: Int, in streamNumber: Int, index: Int) -> PDFValue? {
        guard streamNumber != number, let objectStream = objectStream(streamNumber) else { return nil }
        let offsets = objectStream.offsets
        let slot = offsets.indices.contains(index) && offsets[index].number == number
            ? offsets[index] : offsets.last(where: { $0.number == number })
        guard let slot else { return nil }
        var parser = PDFParser(bytes: objectStream.data, position: slot.offset, store: self)
        return parser.parseObject() ?? .null
    }

    /// An object stream's decoded data and the offsets of the objects in it (PDF 1.7, 7.5.7).
    private func objectStream(_ number: Int) -> (data: [UInt8], offsets: [(number: Int, offset: Int)])? {
        if let known = objectStreams[number] { return known }
        guard case let .stream(stream)? = object(number)?.value,
              case let .integer(count)? = stream.dictionary["N"]?.value,
              case let .integer(first)? = stream.dictionary["First"]?.value,
              let (data, _) = stream.decoded() else { return nil }
        guard first >= 0, first <= data.count else { return nil }
        var lexer = PDFLexer(bytes: data, end: first)
        var offsets: [(number: Int, offset: Int)] = []
        for _ in 0..<max(0, min(count, data.count)) {
            guard case let .integer(objectNumber) = lexer.next(), case let .integer(offset) = lexer.next() else { break }
            guard offset >= 0, offset <= data.count - first else { continue }
            offsets.append((objectNumber, first + offset))
        }
        objectStreams[number] = (data, offsets)
        return (data, offsets)
    }

    // MARK: - Cross references

    /// Reads every cross-reference section from the last `startxref` back; false when the
    /// chain does not start or yields no trailer.
    private func readCrossReferences() -> Bool {
        let lexer = PDFLexer(bytes: bytes)
        let tailStart = max(0, bytes.count - 4096)
        var startxref: Int?
        var searchFrom = tailStart
        while let found = lexer.find(Array("startxref".utf8), from: searchFrom) {
            startxref = found
            searchFrom = found + 1
        }
        guard let startxref else { return false }
        var after = PDFLexer(bytes: bytes, position: startxref + 9)
        guard case let .integer(first) = after.next() else { return false }
        var next: Int? = first
        var visited: Set<Int> = []
        while let offset = next, !visited.contains(offset), visited.count < 1024 {
            visited.insert(offset)
            guard let section = crossReferenceSection(at: offset) ?? shifted(offset).flatMap(crossReferenceSection) else { break }
            if trailer == nil {
                trailer = section.trailer
            }
            next = section.previous
        }
        return trailer != nil
    }

    private func crossReferenceSection(at offset: Int) -> (trailer: CGPDFDictionary, previous: Int?)? {
        guard offset >= 0, offset < bytes.count else { return nil }
        var parser = PDFParser(bytes: bytes, position: offset, store: self)
        if case .keyword(Array("xref".utf8)) = parser.lexer.peek() {
            _ = parser.lexer.next()
            return crossReferenceTable(&parser)
        }
        guard case let .stream(stream)? = indirectObject(at: offset, number: nil),
              stream.dictionary["Type"]?.nameString == "XRef" else { return nil }
        guard readCrossReferenceStream(stream) else { return nil }
        return (stream.dictionary, integer(stream.dictionary["Prev"]))
    }

    private func crossReferenceTable(_ parser: inout PDFParser) -> (trailer: CGPDFDictionary, previous: Int?)? {
        var sectionEntries: [(Int, Entry)] = []
        while true {
            let token = parser.lexer.next()
            if case .keyword(Array("trailer".utf8)) = token { break }
            // Each entry takes at least six bytes: a larger count is not a table.
            guard case let .integer(start) = token, case let .integer(count) = parser.lexer.next(),
                  start >= 0, count >= 0, count <= bytes.count / 6, start <= Int.max - count else { return nil }
            for index in 0..<count {
                guard case let .integer(offset) = parser.lexer.next(), case .integer = parser.lexer.next(),
                      case let .keyword(kind) = parser.lexer.next() else { return nil }
                sectionEntries.append((start + index, kind == [UInt8(ascii: "n")] ? .offset(offset) : .free))
            }
        }
        guard case let .dictionary(trailer)? = parser.parseObject() else { return nil }
        // Newer sections are read first, so an entry already known wins.
        for (number, entry) in sectionEntries where entries[number] == nil { entries[number] = entry }
        // A hybrid file's cross-reference stream adds the objects older readers must not see.
        if let streamOffset = integer(trailer["XRefStm"]),
           case let .stream(stream)? = indirectObject(at: streamOffset, number: nil) ?? indirectObject(at: shifted(streamOffset), number: nil) {
            _ = readCrossReferenceStream(stream)
        }
        return (trailer, integer(trailer["Prev"]))
    }

    /// Reads a cross-reference stream's entries (PDF 1.7, 7.5.8).
    private func readCrossReferenceStream(_ stream: CGPDFStream) -> Bool {
        guard let widths = integers(stream.dictionary["W"]), widths.count >= 3,
              widths.allSatisfy({ (0...8).contains($0) }),
              let (data, _) = stream.decoded() else { return false }
        let size = integer(stream.dictionary["Size"]) ?? 0
        var ranges: [(start: Int, count: Int)] = []
        if let index = integers(stream.dictionary["Index"]) {
            var position = 0
            while position + 1 < index.count {
                ranges.append((index[position], index[position + 1]))
                position += 2
            }
        } else {
            ranges = [(0, size)]
        }
        // A range must lie within numbers a file could hold: hostile ones are dropped.
        ranges = ranges.filter { $0.start >= 0 && $0.count >= 0 && $0.count <= data.count && $0.start <= Int.max - $0.count }
        let rowLength = widths[0] + widths[1] + widths[2]
        guard rowLength > 0 else { return false }
        var position = 0
        func field(_ width: Int, default fallback: Int) -> Int {
            guard width > 0 else { return fallback }
            var value = 0
            for _ in 0..<width {
                value = value << 8 | Int(data[position])
                position += 1
            }
            return value
        }
        for range in ranges where range.count > 0 {
            for number in range.start..<(range.start + range.count) {
                guard position + rowLength <= data.count else { return true }
                let type = field(widths[0], default: 1)
                let second = field(widths[1], default: 0)
                let third = field(widths[2], default: 0)
                guard entries[number] == nil else { continue }
                switch type {
                case 0: entries[number] = .free
                case 1: entries[number] = .offset(second)
                case 2: entries[number] = .compressed(stream: second, index: third)
                default: break
                }
            }
        }
        return true
    }

    /// The integers of an array of integers; nil if any is not one.
    private func integers(_ object: CGPDFObject?) -> [Int]? {
        guard let array = object?.array else { return nil }
        var values: [Int] = []
        for index in array.elements.indices {
            guard let value = integer(array[index]) else { return nil }
            values.append(value)
        }
        return values
    }

    private func integer(_ object: CGPDFObject?) -> Int? {
        if case let .integer(value)? = object?.value { return value }
        return nil
    }

    // MARK: - Repair

    /// Where each `n g obj` is, by scanning the whole file (the last definition of a number
    /// wins), plus the objects inside object streams that are not defined directly.
    private func scannedEntries() -> [Int: Entry] {
        if let scanned { return scanned }
        var found: [Int: Entry] = [:]
        let objectKeyword = PDFParser.objKeyword
        let lexer = PDFLexer(bytes: bytes)
        var searchFrom = 0
        while let hit = lexer.find(objectKeyword, from: searchFrom) {
            searchFrom = hit + 3
            guard hit + 3 >= bytes.count || !PDFLexer.isRegular(bytes[hit + 3]),
                  let (number, start) = numberPair(before: hit) else { continue }
            found[number] = .offset(start)
        }
        scanned = found
        // Objects packed in object streams.
        for (number, entry) in found {
            guard case let .offset(offset) = entry,
                  case let .stream(stream)? = indirectObject(at: offset, number: number),
                  stream.dictionary["Type"]?.nameString == "ObjStm" else { continue }
            if let objectStream = objectStream(number) {
                for (index, slot) in objectStream.offsets.enumerated() where found[slot.number] == nil {
                    found[slot.number] = .compressed(stream: number, index: index)
                }
            }
        }
        scanned = found
        return found
    }

    /// `n g` before the `obj` at `keyword`: the object number and where it starts.
    private func numberPair(before keyword: Int) -> (Int, Int)? {
        var index = keyword - 1
        func skipSpace() { while index >= 0, PDFLexer.isWhitespace(bytes[index]) { index -= 1 } }
        func digits() -> (value: Int, start: Int)? {
            let end = index
            while index >= 0, bytes[index] >= 0x30, bytes[index] <= 0x39 { index -= 1 }
            guard index < end, end - index <= 10 else { return nil }
            return (Int(String(decoding: bytes[(index + 1)...end], as: UTF8.self)) ?? 0, index + 1)
        }
        guard index >= 0, PDFLexer.isWhitespace(bytes[index]) else { return nil }
        skipSpace()
        guard digits() != nil else { return nil }
        guard index >= 0, PDFLexer.isWhitespace(bytes[index]) else { return nil }
        skipSpace()
        guard let number = digits() else { return nil }
        guard index < 0 || !PDFLexer.isRegular(bytes[index]) else { return nil }
        return (number.value, number.start)
    }

    /// A trailer for a file whose cross references do not read: the last `trailer` dictionary
    /// with a `/Root`, else the last cross-reference stream's, else one made from the catalog.
    private func repairedTrailer() -> CGPDFDictionary? {
        let entries = scannedEntries()
        self.entries = entries
        let lexer = PDFLexer(bytes: bytes)
        var searchFrom = 0
        var best: CGPDFDictionary?
        while let hit = lexer.find(Array("trailer".utf8), from: searchFrom) {
            searchFrom = hit + 7
            var parser = PDFParser(bytes: bytes, position: hit + 7, store: self)
            if case let .dictionary(dictionary)? = parser.parseObject(), dictionary.unresolved("Root") != nil {
                best = dictionary
            }
        }
        if let best { return best }
        var catalogNumber: Int?
        for number in entries.keys.sorted() {
            guard let object = object(number) else { continue }
            if case let .stream(stream) = object.value, stream.dictionary["Type"]?.nameString == "XRef",
               stream.dictionary.unresolved("Root") != nil {
                best = stream.dictionary
            }
            if object.dictionary?["Type"]?.nameString == "Catalog" { catalogNumber = number }
        }
        if let best { return best }
        guard let catalogNumber else { return nil }
        return CGPDFDictionary([(PDFName(Array("Root".utf8)), CGPDFObject(.reference(number: catalogNumber, generation: 0), store: self))])
    }
}
