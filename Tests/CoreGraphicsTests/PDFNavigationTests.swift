import CoreGraphics
import Foundation
import Testing

/// Links, destinations, outlines and tagged structure in PDF contexts, read back with Poppler
/// and from the file's bytes.
@Suite("CoreGraphics PDF links, outlines and tags")
struct PDFNavigationTests {
    private func document(_ draw: (CGContext) -> Void) -> Data {
        let data = NSMutableData()
        let context = CGContext(consumer: CGDataConsumer(data: data)!, mediaBox: nil, nil)!
        draw(context)
        context.closePDF()
        return data as Data
    }

    private func contains(_ data: Data, _ text: String) -> Bool {
        data.range(of: Data(text.utf8)) != nil
    }

    @Test("setURL(_:for:) writes a link annotation over the rectangle, on a page with nothing drawn too")
    func urlLink() {
        let data = document { context in
            context.beginPDFPage(nil)
            context.setURL(URL(string: "https://example.com/slate")!, for: CGRect(x: 72, y: 700, width: 200, height: 20))
            context.endPDFPage()
        }
        #expect(contains(data, "/Subtype /Link"))
        #expect(contains(data, "(https://example.com/slate)"))
        // The rectangle in PDF's space (y up): 72 700 272 720.
        #expect(contains(data, "/Rect [ 72 700 272 720 ]"))
        #expect(CGPDFDocument(CGDataProvider(data: data)!)?.numberOfPages == 1)
    }

    @Test("Named destinations: a link on page 1 leads to a name defined on page 2")
    func namedDestinations() {
        let data = document { context in
            context.beginPDFPage(nil)
            context.setDestination("chapter-2", for: CGRect(x: 72, y: 600, width: 100, height: 20))
            context.endPDFPage()
            context.beginPDFPage(nil)
            context.addDestination("chapter-2", at: CGPoint(x: 72, y: 720))
            context.endPDFPage()
        }
        #expect(contains(data, "/Subtype /Link"))
        #expect(contains(data, "(chapter-2)"))
        #expect(CGPDFDocument(CGDataProvider(data: data)!)?.numberOfPages == 2)
    }

    @Test("A link to a name no page defines does not cost the document")
    func missingDestination() {
        let data = document { context in
            context.beginPDFPage(nil)
            context.setDestination("nowhere", for: CGRect(x: 72, y: 600, width: 100, height: 20))
            context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.endPDFPage()
        }
        #expect(CGPDFDocument(CGDataProvider(data: data)!)?.numberOfPages == 1)
    }

    @Test("The outline is written at close and reads back as the same tree; entries past the last page are left out")
    func outline() throws {
        let data = document { context in
            for _ in 0..<3 {
                context.beginPDFPage(nil)
                context.endPDFPage()
            }
            CGPDFContextSetOutline(context, [kCGPDFOutlineChildren: [
                [kCGPDFOutlineTitle: "Introduction", kCGPDFOutlineDestination: 1],
                [kCGPDFOutlineTitle: "Chapter 1", kCGPDFOutlineDestination: 2,
                 kCGPDFOutlineChildren: [
                    [kCGPDFOutlineTitle: "Section 1.1", kCGPDFOutlineDestination: 3,
                     kCGPDFOutlineDestinationRect: CGRect(x: 0, y: 400, width: 612, height: 100)],
                    [kCGPDFOutlineTitle: "Missing", kCGPDFOutlineDestination: 9],
                 ]],
                [kCGPDFOutlineTitle: "Website", kCGPDFOutlineDestination: URL(string: "https://example.com")!],
            ] as [[String: Any]]])
        }
        let read = try #require(CGPDFDocument(CGDataProvider(data: data)!)?.outline)
        let top = try #require(read[kCGPDFOutlineChildren] as? [[String: Any]])
        #expect(top.map { $0[kCGPDFOutlineTitle] as? String } == ["Introduction", "Chapter 1", "Website"])
        #expect(top[0][kCGPDFOutlineDestination] as? Int == 1)
        #expect(top[1][kCGPDFOutlineDestination] as? Int == 2)
        #expect((top[2][kCGPDFOutlineDestination] as? URL)?.absoluteString == "https://example.com")
        let sections = try #require(top[1][kCGPDFOutlineChildren] as? [[String: Any]])
        #expect(sections.map { $0[kCGPDFOutlineTitle] as? String } == ["Section 1.1"])
        #expect(sections[0][kCGPDFOutlineDestination] as? Int == 3)
    }

    @Test("A document without an outline has none; permissions and version read back")
    func documentFacts() throws {
        let data = document { context in
            context.beginPDFPage(nil)
            context.endPDFPage()
        }
        let read = try #require(CGPDFDocument(CGDataProvider(data: data)!))
        #expect(read.outline == nil)
        #expect(read.accessPermissions.contains([.allowsLowQualityPrinting, .allowsContentCopying, .allowsDocumentChanges]))
        var major: Int32 = 0, minor: Int32 = 0
        read.getVersion(majorVersion: &major, minorVersion: &minor)
        #expect(major == 1)
        #expect(minor >= 4)
    }

    @Test("Tags build the structure tree; an element open at a page's end continues on the next")
    func tags() {
        let data = document { context in
            context.beginPDFPage(nil)
            CGPDFContextBeginTag(context, .document, nil)
            CGPDFContextBeginTag(context, .header1, [.titleText: "Title"])
            context.fill(CGRect(x: 72, y: 700, width: 200, height: 20))
            CGPDFContextEndTag(context)
            CGPDFContextBeginTag(context, .paragraph, nil)
            CGPDFContextBeginTag(context, .link, nil)
            CGPDFContextEndTag(context)
            context.fill(CGRect(x: 72, y: 600, width: 200, height: 80))
            context.endPDFPage()
            context.beginPDFPage(nil)
            context.fill(CGRect(x: 72, y: 600, width: 200, height: 80))
            CGPDFContextEndTag(context)
            CGPDFContextEndTag(context)
            CGPDFContextEndTag(context)                          // unbalanced: ignored
            context.endPDFPage()
        }
        #expect(contains(data, "/StructTreeRoot"))
        #expect(contains(data, "/S /H1"))
        #expect(contains(data, "/S /P"))
        #expect(CGPDFDocument(CGDataProvider(data: data)!)?.numberOfPages == 2)
    }

    @Test("Tag types name PDF's standard structure types")
    func tagNames() {
        let names: [(CGPDFTagType, String)] = [(.document, "Document"), (.paragraph, "P"), (.header3, "H3"), (.listItem, "LI"),
                                                (.tableDataCell, "TD"), (.bibliography, "BibEntry"), (.figure, "Figure"),
                                                (.nonStructure, "NonStruct"), (.section, "Sect")]
        for (type, name) in names {
            #expect(type.name.map { String(cString: $0) } == name)
        }
        #expect(CGPDFTagType.paragraph.name == CGPDFTagType.paragraph.name, "the same C string each time")
        #expect(CGPDFTagType(rawValue: 99) == nil)
    }

    @Test("Navigation calls in a bitmap context do nothing")
    func bitmapContext() {
        let context = CGContext(data: nil, width: 10, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
        context.setURL(URL(string: "https://example.com")!, for: CGRect(x: 0, y: 0, width: 5, height: 5))
        context.addDestination("a", at: .zero)
        CGPDFContextBeginTag(context, .paragraph, nil)
        CGPDFContextEndTag(context)
        CGPDFContextSetOutline(context, [:])
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(context.makeImage()!.pixel(x: 5, y: 5) == 0xFF00_0000)
    }
}
