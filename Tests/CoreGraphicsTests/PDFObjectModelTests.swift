@testable import CoreGraphics
import Foundation
import Testing

/// The PDF object model — dictionaries, arrays, strings, streams, content-stream scanning —
/// read from documents Slate wrote and from hand-made files that exercise cross-reference
/// streams, object streams, filters, inheritance and damage.
@Suite("CoreGraphics PDF object model")
struct PDFObjectModelTests {
    // MARK: - Reading what Slate wrote

    @Test("A document Slate wrote has a catalog, a page tree of two pages, an info dictionary with its title, and page dictionaries with their media boxes")
    func documentSlateWrote() throws {
        let data = PDFContextTests.makeDocument(info: [kCGPDFContextTitle as String: "Object model", kCGPDFContextAuthor as String: "Slate"])
        let document = try #require(CGPDFDocument(CGDataProvider(data: data)!))
        let catalog = try #require(document.catalog)
        #expect(name(catalog, "Type") == "Catalog")
        var pages: CGPDFDictionaryRef?
        #expect(CGPDFDictionaryGetDictionary(catalog, "Pages", &pages))
        var count: CGPDFInteger = 0
        #expect(CGPDFDictionaryGetInteger(try #require(pages), "Count", &count))
        #expect(count == 2)

        let info = try #require(document.info)
        var title: CGPDFStringRef?
        #expect(CGPDFDictionaryGetString(info, "Title", &title))
        #expect(CGPDFStringCopyTextString(try #require(title)) == "Object model")

        let second = try #require(document.page(at: 2)?.dictionary)
        #expect(name(second, "Type") == "Page")
        var box: CGPDFArrayRef?
        #expect(CGPDFDictionaryGetArray(second, "MediaBox", &box))
        #expect(numbers(try #require(box)) == [0, 0, 200, 300])
        #expect(document.page(at: 1)?.rotationAngle == 0)
        #expect(document.page(at: 3) == nil)
    }

    @Test("Scanning a page Slate wrote calls the callbacks of its operators with their operands: one rectangle, filled, in red")
    func scanSlatePage() throws {
        let document = try #require(CGPDFDocument(CGDataProvider(data: PDFContextTests.makeDocument())!))
        let page = try #require(document.page(at: 1))
        let log = OperatorLog()
        let table = try #require(CGPDFOperatorTableCreate())
        defer { CGPDFOperatorTableRelease(table) }
        CGPDFOperatorTableSetCallback(table, "re") { scanner, info in
            var values: [CGFloat] = []
            var number: CGPDFReal = 0
            while CGPDFScannerPopNumber(scanner, &number) { values.insert(number, at: 0) }
            Unmanaged<OperatorLog>.fromOpaque(info!).takeUnretainedValue().entries.append("re \(values.map { Int($0) })")
        }
        CGPDFOperatorTableSetCallback(table, "f") { _, info in
            Unmanaged<OperatorLog>.fromOpaque(info!).takeUnretainedValue().entries.append("f")
        }
        CGPDFOperatorTableSetCallback(table, "rg") { scanner, info in
            var blue: CGPDFReal = 0, green: CGPDFReal = 0, red: CGPDFReal = 0
            _ = CGPDFScannerPopNumber(scanner, &blue) && CGPDFScannerPopNumber(scanner, &green) && CGPDFScannerPopNumber(scanner, &red)
            Unmanaged<OperatorLog>.fromOpaque(info!).takeUnretainedValue().entries.append("rg \(red) \(green) \(blue)")
        }
        let content = CGPDFContentStreamCreateWithPage(page)
        defer { CGPDFContentStreamRelease(content) }
        #expect(CGPDFContentStreamGetStreams(content)?.isEmpty == false)
        let scanner = CGPDFScannerCreate(content, table, Unmanaged.passUnretained(log).toOpaque())
        defer { CGPDFScannerRelease(scanner) }
        #expect(CGPDFScannerGetContentStream(scanner) == content)
        #expect(CGPDFScannerScan(scanner))
        // Cairo writes the page flipped (y down), so the rectangle's numbers are its own.
        #expect(log.entries.contains("rg 1.0 0.0 0.0"), "\(log.entries)")
        #expect(log.entries.filter { $0.hasPrefix("re") }.count == 1, "\(log.entries)")
        #expect(log.entries.contains("f") || log.entries.contains("f*"), "\(log.entries)")
    }

    // MARK: - Hand-made files

    @Test("Values: integers, reals (4., -.5), booleans, null, names with #-escapes, literal strings with escapes and nested parentheses, hex strings, nested arrays and dictionaries, indirect references")
    func values() throws {
        let pdf = HandMadePDF.minimal(extraCatalog: """
            /Integer 42 /Real -.5 /Trailing 4. /Yes true /No false /Nothing null /Spaced /A#20B
            /Literal (a\\(b\\)c (nested) \\101\\t\\\\end) /Hex <48656C6C6F2> /Array [1 2.5 /N (s) [3] << /K 4 >>]
            /Indirect 9 0 R /Missing 99 0 R
            """, extraObjects: [(9, "<< /Deep [ 7 ] >>")])
        let document = try #require(CGPDFDocument(CGDataProvider(data: pdf)!))
        let catalog = try #require(document.catalog)
        var integer: CGPDFInteger = 0
        #expect(CGPDFDictionaryGetInteger(catalog, "Integer", &integer) && integer == 42)
        var real: CGPDFReal = 0
        #expect(CGPDFDictionaryGetNumber(catalog, "Real", &real) && real == -0.5)
        #expect(CGPDFDictionaryGetNumber(catalog, "Trailing", &real) && real == 4)
        #expect(CGPDFDictionaryGetNumber(catalog, "Integer", &real) && real == 42, "an integer reads as a number")
        #expect(!CGPDFDictionaryGetInteger(catalog, "Real", &integer), "a real is not an integer")
        var flag: CGPDFBoolean = 0
        #expect(CGPDFDictionaryGetBoolean(catalog, "Yes", &flag) && flag == 1)
        #expect(CGPDFDictionaryGetBoolean(catalog, "No", &flag) && flag == 0)
        var object: CGPDFObjectRef?
        #expect(CGPDFDictionaryGetObject(catalog, "Nothing", &object))
        #expect(CGPDFObjectGetType(try #require(object)) == .null)
        #expect(name(catalog, "Spaced") == "A B")

        var string: CGPDFStringRef?
        #expect(CGPDFDictionaryGetString(catalog, "Literal", &string))
        #expect(CGPDFStringCopyTextString(try #require(string)) == "a(b)c (nested) A\t\\end")
        #expect(CGPDFDictionaryGetString(catalog, "Hex", &string))
        let hex = try #require(string)
        #expect(CGPDFStringGetLength(hex) == 6, "an odd final digit is followed by 0")
        #expect(Array(UnsafeBufferPointer(start: CGPDFStringGetBytePtr(hex), count: 6)) == [0x48, 0x65, 0x6C, 0x6C, 0x6F, 0x20])

        var array: CGPDFArrayRef?
        #expect(CGPDFDictionaryGetArray(catalog, "Array", &array))
        let values = try #require(array)
        #expect(CGPDFArrayGetCount(values) == 6)
        #expect(CGPDFArrayGetInteger(values, 0, &integer) && integer == 1)
        #expect(CGPDFArrayGetNumber(values, 1, &real) && real == 2.5)
        var elementName: UnsafePointer<CChar>?
        #expect(CGPDFArrayGetName(values, 2, &elementName) && String(cString: elementName!) == "N")
        #expect(CGPDFArrayGetString(values, 3, &string))
        var inner: CGPDFArrayRef?
        #expect(CGPDFArrayGetArray(values, 4, &inner) && CGPDFArrayGetCount(inner!) == 1)
        var dictionary: CGPDFDictionaryRef?
        #expect(CGPDFArrayGetDictionary(values, 5, &dictionary) && CGPDFDictionaryGetInteger(dictionary!, "K", &integer) && integer == 4)
        #expect(!CGPDFArrayGetObject(values, 6, &object), "out of range")
        #expect(!CGPDFArrayGetInteger(values, -1, &integer))
        #expect(!CGPDFArrayGetNull(values, 0))

        // An indirect reference reads as the object it names; a missing object as null.
        #expect(CGPDFDictionaryGetDictionary(catalog, "Indirect", &dictionary))
        #expect(CGPDFDictionaryGetArray(dictionary!, "Deep", &inner) && CGPDFArrayGetInteger(inner!, 0, &integer) && integer == 7)
        #expect(CGPDFDictionaryGetObject(catalog, "Missing", &object) && CGPDFObjectGetType(object!) == .null)
        #expect(!CGPDFDictionaryGetObject(catalog, "Absent", &object))

        // CGPDFObjectGetValue: exact types, and integers as reals.
        #expect(CGPDFDictionaryGetObject(catalog, "Integer", &object))
        #expect(CGPDFObjectGetType(object!) == .integer)
        #expect(CGPDFObjectGetValue(object!, .real, &real) && real == 42)
        #expect(!CGPDFObjectGetValue(object!, .string, nil))
    }

    @Test("Applying a function or a block visits each entry in the file's order; a block that returns false stops")
    func applying() throws {
        let pdf = HandMadePDF.minimal(extraCatalog: "/Z 1 /A 2 /M 3 /List [10 20 30 40]")
        let document = try #require(CGPDFDocument(CGDataProvider(data: pdf)!))
        let catalog = try #require(document.catalog)
        let keys = KeyLog()
        CGPDFDictionaryApplyFunction(catalog, { key, _, info in
            Unmanaged<KeyLog>.fromOpaque(info!).takeUnretainedValue().keys.append(String(cString: key))
        }, Unmanaged.passUnretained(keys).toOpaque())
        #expect(keys.keys == ["Type", "Pages", "Z", "A", "M", "List"])
        #expect(CGPDFDictionaryGetCount(catalog) == 6)
        var visited: [String] = []
        CGPDFDictionaryApplyBlock(catalog, { key, _, _ in
            visited.append(String(cString: key))
            return visited.count < 3
        }, nil)
        #expect(visited == ["Type", "Pages", "Z"])
        var list: CGPDFArrayRef?
        #expect(CGPDFDictionaryGetArray(catalog, "List", &list))
        var sum = 0
        CGPDFArrayApplyBlock(list!, { index, object, _ in
            var value: CGPDFInteger = 0
            _ = CGPDFObjectGetValue(object, .integer, &value)
            sum += value
            return index < 2
        }, nil)
        #expect(sum == 60)
    }

    @Test("Text strings: UTF-16BE after a byte-order mark, PDFDocEncoding's own characters (•, €, ﬁ), and dates with and without offsets")
    func textAndDates() throws {
        let pdf = HandMadePDF.minimal(extraCatalog: """
            /UTF16 <FEFF00480069D83DDE00> /DocEncoding <80A093> /Plain (Caf\\351)
            /Date (D:20201224183000+01'00') /Short (D:2021) /UTC (D:19991231235959Z) /NotADate (hello)
            """)
        let document = try #require(CGPDFDocument(CGDataProvider(data: pdf)!))
        let catalog = try #require(document.catalog)
        func string(_ key: String) -> CGPDFStringRef? {
            var value: CGPDFStringRef?
            return CGPDFDictionaryGetString(catalog, key, &value) ? value : nil
        }
        #expect(CGPDFStringCopyTextString(try #require(string("UTF16"))) == "Hi😀")
        #expect(CGPDFStringCopyTextString(try #require(string("DocEncoding"))) == "•€ﬁ")
        #expect(CGPDFStringCopyTextString(try #require(string("Plain"))) == "Café")
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(secondsFromGMT: 0)!
        #expect(CGPDFStringCopyDate(try #require(string("Date"))) == utc.date(from: DateComponents(year: 2020, month: 12, day: 24, hour: 17, minute: 30)))
        #expect(CGPDFStringCopyDate(try #require(string("Short"))) == utc.date(from: DateComponents(year: 2021, month: 1, day: 1)))
        #expect(CGPDFStringCopyDate(try #require(string("UTC"))) == utc.date(from: DateComponents(year: 1999, month: 12, day: 31, hour: 23, minute: 59, second: 59)))
        #expect(CGPDFStringCopyDate(try #require(string("NotADate"))) == nil)
    }

    @Test("A cross-reference stream with a PNG predictor, objects packed in an object stream, and Flate data read as a classic table does")
    func crossReferenceStreamAndObjectStream() throws {
        let pdf = HandMadePDF.compressed()
        let document = try #require(CGPDFDocument(CGDataProvider(data: pdf)!))
        #expect(document.numberOfPages == 1)
        let catalog = try #require(document.catalog)
        #expect(name(catalog, "Type") == "Catalog")
        var marker: CGPDFStringRef?
        #expect(CGPDFDictionaryGetString(catalog, "Marker", &marker))
        #expect(CGPDFStringCopyTextString(marker!) == "packed")
        let page = try #require(document.page(at: 1)?.dictionary)
        #expect(name(page, "Type") == "Page")
        #expect(document.page(at: 1)?.getBoxRect(.mediaBox) == CGRect(x: 0, y: 0, width: 300, height: 400))
        let identifier = try #require(document.fileIdentifier)
        #expect(CGPDFArrayGetCount(identifier) == 2)
    }

    @Test("Filters: ASCIIHex, ASCII85, run-length, LZW and Flate (stored block) decode; DCT data comes back encoded as JPEG; an unknown filter gives nil")
    func filters() throws {
        let flate = HandMadePDF.zlibStored(Array("flated".utf8))
        let pdf = HandMadePDF.minimal(extraCatalog: "/Hex 9 0 R /A85 10 0 R /RL 11 0 R /LZW 12 0 R /Flate 13 0 R /JPEG 14 0 R /Chain 15 0 R /Odd 16 0 R", extraObjects: [
            (9, "<< /Filter /ASCIIHexDecode /Length 12 >>\nstream\n68 65 78 21>\nendstream"),
            (10, "<< /Filter /ASCII85Decode /Length 9 >>\nstream\n87cURDZ~>\nendstream"),
            (11, "<< /Filter /RunLengthDecode /Length 6 >>\nstream\n\u{01}ab\u{FE}z\u{80}\nendstream"),
            (12, "<< /Filter /LZWDecode /Length 9 >>\nstream\n\u{80}\u{0B}\u{60}\u{50}\u{22}\u{0C}\u{0C}\u{85}\u{01}\nendstream"),
            (13, HandMadePDF.streamObject(dictionary: "/Filter /FlateDecode", data: flate)),
            (14, "<< /Filter /DCTDecode /Length 4 >>\nstream\n\u{FF}\u{D8}\u{FF}\u{D9}\nendstream"),
            (15, "<< /Filter [/ASCIIHexDecode /RunLengthDecode] /Length 9 >>\nstream\n02 616263>\nendstream"),
            (16, "<< /Filter /JBIG2Decode /Length 1 >>\nstream\nx\nendstream"),
        ].map { ($0.0, $0.1) })
        let document = try #require(CGPDFDocument(CGDataProvider(data: pdf)!))
        let catalog = try #require(document.catalog)
        func data(_ key: String) -> (Data?, CGPDFDataFormat) {
            var stream: CGPDFStreamRef?
            guard CGPDFDictionaryGetStream(catalog, key, &stream) else { return (nil, .raw) }
            var format = CGPDFDataFormat.raw
            return (CGPDFStreamCopyData(stream!, &format), format)
        }
        func decoded(_ key: String) -> (String?, CGPDFDataFormat) {
            let (bytes, format) = data(key)
            return (bytes.map { String(decoding: $0, as: UTF8.self) }, format)
        }
        #expect(decoded("Hex").0 == "hex!")
        #expect(decoded("A85").0 == "Hello")
        #expect(decoded("RL").0 == "abzzz")
        #expect(decoded("LZW").0 == "-----A---B")
        #expect(decoded("Flate").0 == "flated")
        let jpeg = data("JPEG")
        #expect(jpeg.1 == .jpegEncoded)
        #expect(jpeg.0.map(Array.init) == [0xFF, 0xD8, 0xFF, 0xD9])
        #expect(decoded("Chain").0 == "abc")
        #expect(decoded("Odd").0 == nil)
        var stream: CGPDFStreamRef?
        #expect(CGPDFDictionaryGetStream(catalog, "Hex", &stream))
        var length: CGPDFInteger = 0
        #expect(CGPDFDictionaryGetInteger(CGPDFStreamGetDictionary(stream!)!, "Length", &length) && length == 12)
    }

    @Test("Pages inherit /Rotate, /MediaBox and /Resources from their page-tree nodes; crop, trim and art boxes are clipped and default as PDF says")
    func inheritanceAndBoxes() throws {
        let pdf = HandMadePDF.build(objects: [
            (1, "<< /Type /Catalog /Pages 2 0 R >>"),
            (2, "<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 /Rotate 90 /MediaBox [0 0 500 700] /Resources << /Font << /F1 5 0 R >> >> >>"),
            (3, "<< /Type /Page /Parent 2 0 R /CropBox [-10 -10 400 600] /TrimBox [10 10 50 50] /Contents 6 0 R >>"),
            (4, "<< /Type /Page /Parent 2 0 R /Rotate -90 /MediaBox [100 100 0 0] /ArtBox [0 0 900 900] >>"),
            (5, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"),
            (6, HandMadePDF.streamObject(dictionary: "", data: Array("BT /F1 12 Tf (Hi) Tj ET".utf8))),
        ], trailer: "/Root 1 0 R")
        let document = try #require(CGPDFDocument(CGDataProvider(data: pdf)!))
        let first = try #require(document.page(at: 1))
        let second = try #require(document.page(at: 2))
        #expect(first.rotationAngle == 90)
        #expect(second.rotationAngle == 270)
        #expect(first.getBoxRect(.mediaBox) == CGRect(x: 0, y: 0, width: 500, height: 700))
        #expect(first.getBoxRect(.cropBox) == CGRect(x: 0, y: 0, width: 400, height: 600))
        #expect(first.getBoxRect(.trimBox) == CGRect(x: 10, y: 10, width: 40, height: 40))
        #expect(first.getBoxRect(.bleedBox) == first.getBoxRect(.cropBox))
        #expect(second.getBoxRect(.mediaBox) == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(second.getBoxRect(.artBox) == CGRect(x: 0, y: 0, width: 100, height: 100))

        let content = CGPDFContentStreamCreateWithPage(first)
        defer { CGPDFContentStreamRelease(content) }
        let font = try #require(CGPDFContentStreamGetResource(content, "Font", "F1"))
        var fontDictionary: CGPDFDictionaryRef?
        #expect(CGPDFObjectGetValue(font, .dictionary, &fontDictionary))
        #expect(name(fontDictionary!, "BaseFont") == "Helvetica")
        #expect(CGPDFContentStreamGetResource(content, "Font", "F2") == nil)
        #expect(CGPDFContentStreamGetResource(content, "XObject", "F1") == nil)

        let log = OperatorLog()
        let table = CGPDFOperatorTableCreate()!
        defer { CGPDFOperatorTableRelease(table) }
        CGPDFOperatorTableSetCallback(table, "Tj") { scanner, info in
            var string: CGPDFStringRef?
            guard CGPDFScannerPopString(scanner, &string) else { return }
            Unmanaged<OperatorLog>.fromOpaque(info!).takeUnretainedValue().entries.append(CGPDFStringCopyTextString(string!) ?? "")
        }
        CGPDFOperatorTableSetCallback(table, "Tf") { scanner, info in
            var size: CGPDFReal = 0
            var font: UnsafePointer<CChar>?
            guard CGPDFScannerPopNumber(scanner, &size), CGPDFScannerPopName(scanner, &font) else { return }
            Unmanaged<OperatorLog>.fromOpaque(info!).takeUnretainedValue().entries.append("\(String(cString: font!)) \(Int(size))")
        }
        let scanner = CGPDFScannerCreate(content, table, Unmanaged.passUnretained(log).toOpaque())
        defer { CGPDFScannerRelease(scanner) }
        #expect(CGPDFScannerScan(scanner))
        #expect(log.entries == ["F1 12", "Hi"])

        // A form's content stream finds what its own resources (here: none of type Font) lack
        // in its parent's.
        var formStream: CGPDFStreamRef?
        #expect(CGPDFDictionaryGetStream(first.dictionary!, "Contents", &formStream))
        let form = CGPDFContentStreamCreateWithStream(formStream!, fontDictionary!, content)
        defer { CGPDFContentStreamRelease(form) }
        #expect(CGPDFContentStreamGetResource(form, "Font", "F1") != nil)
        let orphan = CGPDFContentStreamCreateWithStream(formStream!, fontDictionary!, nil)
        defer { CGPDFContentStreamRelease(orphan) }
        #expect(CGPDFContentStreamGetResource(orphan, "Font", "F1") == nil)
    }

    @Test("Inline images reach the EI callback as one stream operand; a stray ']' fails the scan; operands nobody pops are dropped at each operator")
    func inlineImagesAndDamage() throws {
        let image = Array("q BI /W 2 /H 1 /BPC 8 /CS /G ID ".utf8) + [0x41, 0x45, 0x49] + Array(" EI Q 1 2 3 m".utf8)
        let pdf = HandMadePDF.build(objects: [
            (1, "<< /Type /Catalog /Pages 2 0 R >>"),
            (2, "<< /Type /Pages /Kids [3 0 R 5 0 R] /Count 2 >>"),
            (3, "<< /Type /Page /Parent 2 0 R /Contents 4 0 R >>"),
            (4, HandMadePDF.streamObject(dictionary: "", data: image)),
            (5, "<< /Type /Page /Parent 2 0 R /Contents [6 0 R] >>"),
            (6, HandMadePDF.streamObject(dictionary: "", data: Array("1 2 ] re".utf8))),
        ], trailer: "/Root 1 0 R")
        let document = try #require(CGPDFDocument(CGDataProvider(data: pdf)!))
        let log = OperatorLog()
        let table = CGPDFOperatorTableCreate()!
        defer { CGPDFOperatorTableRelease(table) }
        CGPDFOperatorTableSetCallback(table, "EI") { scanner, info in
            var stream: CGPDFStreamRef?
            guard CGPDFScannerPopStream(scanner, &stream) else { return }
            var width: CGPDFInteger = 0
            // The inline image's abbreviated keys read under their full names.
            _ = CGPDFDictionaryGetInteger(CGPDFStreamGetDictionary(stream!)!, "Width", &width)
            var format = CGPDFDataFormat.raw
            let data = CGPDFStreamCopyData(stream!, &format) ?? Data()
            Unmanaged<OperatorLog>.fromOpaque(info!).takeUnretainedValue().entries.append("image \(width) \(Array(data))")
        }
        CGPDFOperatorTableSetCallback(table, "m") { scanner, info in
            var y: CGPDFInteger = 0, x: CGPDFInteger = 0, extra: CGPDFInteger = 0
            _ = CGPDFScannerPopInteger(scanner, &y)
            _ = CGPDFScannerPopInteger(scanner, &x)
            let third = CGPDFScannerPopInteger(scanner, &extra)
            Unmanaged<OperatorLog>.fromOpaque(info!).takeUnretainedValue().entries.append("m \(x) \(y) \(third)")
        }
        let content = CGPDFContentStreamCreateWithPage(document.page(at: 1)!)
        defer { CGPDFContentStreamRelease(content) }
        let scanner = CGPDFScannerCreate(content, table, Unmanaged.passUnretained(log).toOpaque())
        defer { CGPDFScannerRelease(scanner) }
        #expect(CGPDFScannerScan(scanner))
        // The image's data holds "EI" not surrounded by white space; it is data, not the end.
        #expect(log.entries == ["image 2 [65, 69, 73]", "m 2 3 true"])

        let broken = CGPDFContentStreamCreateWithPage(document.page(at: 2)!)
        defer { CGPDFContentStreamRelease(broken) }
        let brokenScanner = CGPDFScannerCreate(broken, nil, nil)
        defer { CGPDFScannerRelease(brokenScanner) }
        #expect(!CGPDFScannerScan(brokenScanner))
    }

    @Test("Damaged files: a wrong startxref, no cross references at all, a reference to itself, a looping page tree and nesting 10,000 deep read without crashing")
    func damage() throws {
        // Wrong startxref: the objects are found by scanning.
        var wrong = HandMadePDF.minimal(extraCatalog: "/Note (repaired)")
        let marker = Data("startxref\n".utf8)
        let range = try #require(wrong.range(of: marker, options: .backwards))
        wrong.replaceSubrange(range.upperBound..<wrong.count, with: Data("99999\n%%EOF\n".utf8))
        let repaired = try #require(CGPDFDocument(CGDataProvider(data: wrong)!))
        var note: CGPDFStringRef?
        #expect(CGPDFDictionaryGetString(try #require(repaired.catalog), "Note", &note))

        // No xref and no trailer: the catalog is found by its type. Poppler may refuse such a
        // file, so the object model is read directly.
        let bare = Array("%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R /Self 3 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [2 0 R] /Count 1 >> endobj\n3 0 obj 3 0 R endobj\n4 0 obj \(String(repeating: "[", count: 10_000)) endobj\n".utf8)
        let store = try #require(PDFObjectStore(bytes: bare))
        let catalog = try #require(store.catalog)
        #expect(catalog["Type"]?.nameString == "Catalog")
        #expect(catalog["Self"]?.type == .null, "a reference to itself reads as null")
        #expect(store.object(4)?.type == .array)
        let deep = HandMadePDF.minimal(extraCatalog: "/Deep \(String(repeating: "[", count: 10_000))\(String(repeating: "]", count: 10_000)) /After 1")
        let deepDocument = try #require(CGPDFDocument(CGDataProvider(data: deep)!))
        var after: CGPDFInteger = 0
        #expect(CGPDFDictionaryGetInteger(try #require(deepDocument.catalog), "After", &after) && after == 1)
    }

    @Test("Hostile numbers, chains and floods read without trapping, hanging or exhausting memory: huge lengths, offsets, counts, widths, ranges, rotations and predictor columns; a 5,000-object reference chain; a megabyte of stray '>'; thousands of streams without endstream")
    func hostileInput() throws {
        let big = "9223372036854775807"
        let hostile: [[UInt8]] = [
            Array(HandMadePDF.minimal(extraCatalog: "/S 3 0 R", extraObjects: [(3, "<< /Length \(big) >>\nstream\nabc\nendstream")])),
            Array("junk%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nstartxref\n\(big)\n%%EOF".utf8),
            Array(HandMadePDF.minimal(extraCatalog: "/O 4 0 R", extraObjects: [(3, "<< /Type /ObjStm /N 1 /First \(big) /Length 3 >>\nstream\n4 1\nendstream")])),
            Array("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\nxref\n\(big) 2\n0000000009 00000 n\r\n0000000009 00000 n\r\ntrailer << /Root 1 0 R >>\nstartxref\n48\n%%EOF".utf8),
            Array("%PDF-1.5\n1 0 obj << /Type /Catalog >> endobj\n2 0 obj << /Type /XRef /W [1 99999999999999999999 1] /Index [\(big) 1 9000000000000000000 9000000000000000000] /Root 1 0 R /Length 4 >>\nstream\n\u{01}\u{00}\u{09}\u{00}\nendstream endobj\nstartxref\n47\n%%EOF".utf8),
            Array(HandMadePDF.build(objects: [(1, "<< /Type /Catalog /Pages 2 0 R >>"), (2, "<< /Type /Pages /Kids [3 0 R] /Count 1 /Rotate 99999999999999999999 >>"),
                                             (3, "<< /Type /Page /Parent 2 0 R /Contents 4 0 R >>"),
                                             (4, "<< /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns \(big) /Colors 2 >> /Length 3 >>\nstream\nabc\nendstream")],
                                   trailer: "/Root 1 0 R")),
            Array(HandMadePDF.build(objects: [(1, "<< /Type /Catalog /Pages 2 0 R /Chain 3 0 R >>"), (2, "<< /Type /Pages /Kids [] /Count 0 >>")]
                                    + (3..<5_003).map { ($0, "\($0 + 1) 0 R") }, trailer: "/Root 1 0 R")),
            Array(HandMadePDF.minimal(extraCatalog: String(repeating: "> ", count: 500_000))),
            Array(("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n" + String(repeating: "2 0 obj << /Length 99 >> stream\nxx\n", count: 3_000)).utf8),
        ]
        for bytes in hostile {
            guard let store = PDFObjectStore(bytes: bytes) else { continue }
            let catalog = store.catalog
            for entry in catalog?.entries ?? [] {
                let value = entry.value.resolved
                if case let .stream(stream) = value.value { _ = stream.decoded() }
                if case let .dictionary(dictionary) = value.value { _ = dictionary.entries.map(\.value.resolved) }
            }
            if let document = CGPDFDocument(CGDataProvider(data: Data(bytes))!) {
                for pageNumber in 0...document.numberOfPages {
                    guard let page = document.page(at: pageNumber) else { continue }
                    _ = page.rotationAngle
                    _ = page.getBoxRect(.artBox)
                    let content = CGPDFContentStreamCreateWithPage(page)
                    let scanner = CGPDFScannerCreate(content, nil, nil)
                    _ = CGPDFScannerScan(scanner)
                    CGPDFScannerRelease(scanner)
                    CGPDFContentStreamRelease(content)
                }
            }
        }
        // A length past the end of the file is ignored: the data ends at `endstream`.
        let lengthy = try #require(PDFObjectStore(bytes: hostile[0]))
        guard case let .stream(stream)? = lengthy.catalog?["S"]?.value else {
            Issue.record("the stream with a huge /Length did not read")
            return
        }
        #expect(stream.decoded()?.data == Array("abc".utf8))
        // The chain stops at the nesting limit: what lies beyond reads as null, not a crash.
        let chain = try #require(PDFObjectStore(bytes: hostile[6]))
        #expect(chain.catalog?["Chain"]?.type == .null)
    }

    // MARK: - Helpers

    private func name(_ dictionary: CGPDFDictionaryRef, _ key: String) -> String? {
        var value: UnsafePointer<CChar>?
        return CGPDFDictionaryGetName(dictionary, key, &value) ? String(cString: value!) : nil
    }

    private func numbers(_ array: CGPDFArrayRef) -> [CGFloat] {
        (0..<CGPDFArrayGetCount(array)).map { index in
            var value: CGPDFReal = 0
            _ = CGPDFArrayGetNumber(array, index, &value)
            return value
        }
    }
}

private final class OperatorLog {
    var entries: [String] = []
}

private final class KeyLog {
    var keys: [String] = []
}

/// Small PDF files written byte by byte, with correct offsets.
enum HandMadePDF {
    /// A catalog (object 1) with `extraCatalog` entries and an empty page tree.
    static func minimal(extraCatalog: String, extraObjects: [(Int, String)] = []) -> Data {
        build(objects: [(1, "<< /Type /Catalog /Pages 2 0 R \(extraCatalog) >>"), (2, "<< /Type /Pages /Kids [] /Count 0 >>")] + extraObjects,
              trailer: "/Root 1 0 R")
    }

    /// A file with a classic cross-reference table.
    static func build(objects: [(Int, String)], trailer: String) -> Data {
        var bytes = Array("%PDF-1.4\n%\u{E2}\u{E3}\n".utf8)
        var offsets: [Int: Int] = [:]
        for (number, body) in objects {
            offsets[number] = bytes.count
            bytes += Array("\(number) 0 obj\n".utf8) + latin1(body) + Array("\nendobj\n".utf8)
        }
        let size = (objects.map(\.0).max() ?? 0) + 1
        let xref = bytes.count
        var table = "xref\n0 \(size)\n0000000000 65535 f\r\n"
        for number in 1..<size {
            if let offset = offsets[number] {
                table += String(format: "%010d 00000 n\r\n", offset)
            } else {
                table += "0000000000 00000 f\r\n"
            }
        }
        bytes += Array(table.utf8)
        bytes += Array("trailer\n<< /Size \(size) \(trailer) >>\nstartxref\n\(xref)\n%%EOF\n".utf8)
        return Data(bytes)
    }

    /// Bytes as one character each (U+0000–U+00FF), so tests can write binary in strings.
    static func latin1(_ text: String) -> [UInt8] {
        text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
    }

    static func streamObject(dictionary: String, data: [UInt8]) -> String {
        let body = String(decoding: data.map { UInt16($0) }, as: UTF16.self)
        return "<< \(dictionary) /Length \(data.count) >>\nstream\n\(body)\nendstream"
    }

    /// zlib data of one stored (uncompressed) block, as a deflater with level 0 writes it.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        let length = UInt16(data.count)
        return [0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            + data + [UInt8(b >> 8), UInt8(b & 0xFF), UInt8(a >> 8), UInt8(a & 0xFF)]
    }

    /// PDF 1.5: the catalog, page tree and page live in an object stream (object 5); the
    /// cross-reference stream (object 6) is Flate-encoded with a PNG Up predictor.
    static func compressed() -> Data {
        var bytes = Array("%PDF-1.5\n".utf8)
        let packed = [
            (1, "<< /Type /Catalog /Pages 2 0 R /Marker (packed) >>"),
            (2, "<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
            (3, "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 400] /Contents 4 0 R >>"),
        ]
        var header = ""
        var body = ""
        for (number, text) in packed {
            header += "\(number) \(body.utf8.count) "
            body += text + "\n"
        }
        let objectStreamData = Array((header + "\n" + body).utf8)
        let first = header.utf8.count + 1
        var offsets: [Int: Int] = [:]
        offsets[4] = bytes.count
        bytes += Array("4 0 obj\n".utf8) + latin1(streamObject(dictionary: "", data: Array("0 0 m".utf8))) + Array("\nendobj\n".utf8)
        offsets[5] = bytes.count
        bytes += Array("5 0 obj\n".utf8)
            + latin1(streamObject(dictionary: "/Type /ObjStm /N 3 /First \(first) /Filter /FlateDecode", data: zlibStored(objectStreamData)))
            + Array("\nendobj\n".utf8)
        let xrefOffset = bytes.count
        // Rows: type (1 byte), field 2 (2 bytes), field 3 (1 byte); objects 0–6.
        var rows: [[UInt8]] = [[0, 0, 0, 255]]
        rows += (0..<3).map { [2, 0, 5, UInt8($0)] }
        rows.append([1, UInt8(offsets[4]! >> 8), UInt8(offsets[4]! & 0xFF), 0])
        rows.append([1, UInt8(offsets[5]! >> 8), UInt8(offsets[5]! & 0xFF), 0])
        rows.append([1, UInt8(xrefOffset >> 8), UInt8(xrefOffset & 0xFF), 0])
        // PNG Up: each row is its difference from the one above, after a filter byte of 2.
        var predicted: [UInt8] = []
        var previous: [UInt8] = [0, 0, 0, 0]
        for row in rows {
            predicted.append(2)
            predicted += zip(row, previous).map { $0 &- $1 }
            previous = row
        }
        bytes += Array("6 0 obj\n".utf8)
            + latin1(streamObject(dictionary: "/Type /XRef /Size 7 /W [1 2 1] /Root 1 0 R /ID [<01> <02>] /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >>",
                                  data: zlibStored(predicted)))
            + Array("\nendobj\nstartxref\n\(xrefOffset)\n%%EOF\n".utf8)
        return Data(bytes)
    }
}
