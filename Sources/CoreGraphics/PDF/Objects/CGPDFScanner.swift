import Foundation

/// Reads a content stream's operators and calls an operator table's callbacks.
public typealias CGPDFScannerRef = OpaquePointer

/// What a `CGPDFScannerRef` points to.
///
/// Operands pile up on a stack until an operator comes; the operator's callback pops what it
/// needs, and the rest is dropped before the next operator. An inline image
/// (`BI … ID data EI`) is one operand, a stream, of the `EI` operator. Objects a callback pops
/// stay valid as long as the scanner.
final class CGPDFScanner: PDFOpaqueObject {
    let contentStream: CGPDFContentStream
    let table: CGPDFOperatorTable?
    let info: UnsafeMutableRawPointer?
    private var stack: [CGPDFObject] = []
    private var popped: [CGPDFObject] = []
    /// Stands in for the content stream's store when it has none (an encrypted page).
    private let fallbackStore: PDFObjectStore?

    init(contentStream: CGPDFContentStream, table: CGPDFOperatorTable?, info: UnsafeMutableRawPointer?) {
        self.contentStream = contentStream
        self.table = table
        self.info = info
        fallbackStore = contentStream.streams.first?.store
    }


    /// Reads every operator; false when a stream cannot be decoded or its syntax breaks
    /// (a stray `]` or `>>`).
    func scan() -> Bool {
        guard let store = fallbackStore else { return true }
        var bytes: [UInt8] = []
        for stream in contentStream.streams {
            guard let (data, format) = stream.decoded(), format == .raw else { return false }
            bytes += data
            // Streams of one page are read as one; operators never span two of them.
            bytes.append(0x0A)
        }
        var parser = PDFParser(bytes: bytes, store: store)
        let reference = self.reference
        while true {
            let token = parser.lexer.next()
            switch token {
            case .end:
                stack.removeAll()
                return true
            case .arrayEnd, .dictionaryEnd:
                stack.removeAll()
                return false
            case let .keyword(word) where word == PDFParser.trueKeyword || word == PDFParser.falseKeyword || word == PDFParser.nullKeyword:
                if let value = parser.value(from: token, depth: 0) { stack.append(CGPDFObject(value, store: store)) }
            case let .keyword(word):
                var name = word
                if word == Self.beginImage {
                    guard let image = inlineImage(&parser, store: store) else {
                        stack.removeAll()
                        return false
                    }
                    stack.append(CGPDFObject(.stream(image), store: store))
                    name = Self.endImage
                }
                if let callback = table?.callbacks[name] { callback(reference, info) }
                stack.removeAll()
            default:
                if let value = parser.value(from: token, depth: 0) { stack.append(CGPDFObject(value, store: store)) }
            }
        }
    }

    /// `BI /W 4 /H 4 … ID <data> EI` (PDF 1.7, 8.9.7): the pairs up to `ID`, then the data up
    /// to an `EI` that white space surrounds.
    private func inlineImage(_ parser: inout PDFParser, store: PDFObjectStore) -> CGPDFStream? {
        var pairs: [(PDFName, CGPDFObject)] = []
        while true {
            let token = parser.lexer.next()
            if case .keyword(Self.imageData) = token { break }
            guard case let .name(key) = token, let value = parser.value(from: parser.lexer.next(), depth: 0) else { return nil }
            // An inline image abbreviates its keys (PDF 1.7, table 93); the stream's reader
            // expects the full ones.
            let name = Self.inlineImageKeys[String(decoding: key, as: UTF8.self)].map { Array($0.utf8) } ?? key
            pairs.append((PDFName(name), CGPDFObject(value, store: store)))
        }
        let bytes = parser.lexer.bytes
        let start = min(parser.lexer.position + 1, parser.lexer.end)
        var search = start
        while let hit = parser.lexer.find(Self.endImage, from: search) {
            let before = hit > start ? bytes[hit - 1] : 0x20
            let afterIndex = hit + 2
            if PDFLexer.isWhitespace(before), afterIndex >= parser.lexer.end || !PDFLexer.isRegular(bytes[afterIndex]) {
                parser.lexer.position = afterIndex
                let end = max(start, hit - 1)
                return CGPDFStream(dictionary: CGPDFDictionary(pairs), encoded: bytes[start..<end], store: store)
            }
            search = hit + 1
        }
        return nil
    }

    /// Pops the top operand; nil when the stack is empty. The operand stays valid as long as
    /// the scanner.
    func pop() -> CGPDFObject? {
        guard let top = stack.popLast() else { return nil }
        popped.append(top)
        return top
    }

    private static let inlineImageKeys = ["BPC": "BitsPerComponent", "CS": "ColorSpace", "D": "Decode", "DP": "DecodeParms",
                                          "F": "Filter", "H": "Height", "IM": "ImageMask", "I": "Interpolate", "W": "Width"]
    private static let beginImage = Array("BI".utf8)
    private static let imageData = Array("ID".utf8)
    private static let endImage = Array("EI".utf8)
}

/// A scanner of `cs` calling `table`'s callbacks with `info`. Release it with
/// `CGPDFScannerRelease`.
public func CGPDFScannerCreate(_ cs: CGPDFContentStreamRef, _ table: CGPDFOperatorTableRef?, _ info: UnsafeMutableRawPointer?) -> CGPDFScannerRef {
    let scanner = CGPDFScanner(contentStream: CGPDFContentStream.from(cs), table: table.map(CGPDFOperatorTable.from), info: info)
    return scanner.retainedReference
}

/// Adds a reference to `scanner`.
@discardableResult
public func CGPDFScannerRetain(_ scanner: CGPDFScannerRef) -> CGPDFScannerRef {
    CGPDFScanner.retain(scanner)
    return scanner
}

/// Gives up a reference to `scanner`; the last release frees it.
public func CGPDFScannerRelease(_ scanner: CGPDFScannerRef) {
    CGPDFScanner.release(scanner)
}

/// Reads the whole content stream, calling the table's callbacks; false when the stream's
/// data is damaged (it cannot be decoded, or a `]` or `>>` closes nothing).
public func CGPDFScannerScan(_ scanner: CGPDFScannerRef) -> Bool {
    CGPDFScanner.from(scanner).scan()
}

/// The content stream `scanner` reads.
public func CGPDFScannerGetContentStream(_ scanner: CGPDFScannerRef) -> CGPDFContentStreamRef {
    CGPDFScanner.from(scanner).contentStream.reference
}

/// Pops the top operand, of any type; false when there is none.
public func CGPDFScannerPopObject(_ scanner: CGPDFScannerRef, _ value: UnsafeMutablePointer<CGPDFObjectRef?>?) -> Bool {
    guard let object = CGPDFScanner.from(scanner).pop() else { return false }
    value?.pointee = object.reference
    return true
}

/// Pops the top operand; true when it is a boolean, which `value` receives. The operand is
/// popped either way, as Quartz does.
public func CGPDFScannerPopBoolean(_ scanner: CGPDFScannerRef, _ value: UnsafeMutablePointer<CGPDFBoolean>?) -> Bool {
    CGPDFScanner.from(scanner).pop()?.copyValue(as: .boolean, into: value) ?? false
}

/// Pops the top operand; true when it is an integer.
public func CGPDFScannerPopInteger(_ scanner: CGPDFScannerRef, _ value: UnsafeMutablePointer<CGPDFInteger>?) -> Bool {
    CGPDFScanner.from(scanner).pop()?.copyValue(as: .integer, into: value) ?? false
}

/// Pops the top operand; true when it is a number (real or integer).
public func CGPDFScannerPopNumber(_ scanner: CGPDFScannerRef, _ value: UnsafeMutablePointer<CGPDFReal>?) -> Bool {
    CGPDFScanner.from(scanner).pop()?.copyValue(as: .real, into: value) ?? false
}

/// Pops the top operand; true when it is a name, whose C string lives as long as the scanner.
public func CGPDFScannerPopName(_ scanner: CGPDFScannerRef, _ value: UnsafeMutablePointer<UnsafePointer<CChar>?>?) -> Bool {
    CGPDFScanner.from(scanner).pop()?.copyValue(as: .name, into: value) ?? false
}

/// Pops the top operand; true when it is a string.
public func CGPDFScannerPopString(_ scanner: CGPDFScannerRef, _ value: UnsafeMutablePointer<CGPDFStringRef?>?) -> Bool {
    CGPDFScanner.from(scanner).pop()?.copyValue(as: .string, into: value) ?? false
}

/// Pops the top operand; true when it is an array (`TJ`'s, `d`'s).
public func CGPDFScannerPopArray(_ scanner: CGPDFScannerRef, _ value: UnsafeMutablePointer<CGPDFArrayRef?>?) -> Bool {
    CGPDFScanner.from(scanner).pop()?.copyValue(as: .array, into: value) ?? false
}

/// Pops the top operand; true when it is a dictionary (`BDC`'s properties).
public func CGPDFScannerPopDictionary(_ scanner: CGPDFScannerRef, _ value: UnsafeMutablePointer<CGPDFDictionaryRef?>?) -> Bool {
    CGPDFScanner.from(scanner).pop()?.copyValue(as: .dictionary, into: value) ?? false
}

/// Pops the top operand; true when it is a stream (an inline image, at `EI`).
public func CGPDFScannerPopStream(_ scanner: CGPDFScannerRef, _ value: UnsafeMutablePointer<CGPDFStreamRef?>?) -> Bool {
    CGPDFScanner.from(scanner).pop()?.copyValue(as: .stream, into: value) ?? false
}
