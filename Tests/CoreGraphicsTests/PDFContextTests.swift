import CoreGraphics
import Foundation
import Testing
import UIKitTesting

/// PDF contexts write documents that Poppler reads back: pages, boxes, metadata, and drawing
/// that renders to the same pixels.
@Suite("CoreGraphics PDF contexts")
struct PDFContextTests {
    /// A two-page document: a red 100 × 50 rectangle at (50, 100) on a Letter page, then a
    /// page with a 200 × 300 box of its own filled blue.
    static func makeDocument(info: [String: Any]? = nil) -> Data {
        let data = NSMutableData()
        let consumer = CGDataConsumer(data: data)!
        let context = CGContext(consumer: consumer, mediaBox: nil, info)!
        context.beginPDFPage(nil)
        context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
        context.fill(CGRect(x: 50, y: 100, width: 100, height: 50))
        context.endPDFPage()
        context.beginPDFPage([kCGPDFContextMediaBox: CGRect(x: 0, y: 0, width: 200, height: 300)])
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: 200, height: 300))
        context.endPDFPage()
        context.closePDF()
        return data as Data
    }

    /// `page` drawn at one pixel a point on white.
    static func rasterize(_ page: CGPDFPage) -> CGImage {
        let box = page.getBoxRect(.mediaBox)
        let context = CGContext(data: nil, width: Int(box.width), height: Int(box.height), bitsPerComponent: 8, bytesPerRow: 0,
                                space: CGColorSpace(name: CGColorSpace.sRGB)!,
                                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        context.setFillColor(CGColor(gray: 1, alpha: 1))
        context.fill(CGRect(origin: .zero, size: box.size))
        context.translateBy(x: -box.minX, y: -box.minY)
        context.drawPDFPage(page)
        return context.makeImage()!
    }

    @Test("A document written with two pages reads back with two pages: Letter (612 × 792, the default box) and the second page's own 200 × 300")
    func pagesAndBoxes() throws {
        let data = Self.makeDocument()
        #expect(data.starts(with: Data("%PDF-".utf8)))
        let document = try #require(CGPDFDocument(CGDataProvider(data: data)!))
        #expect(document.numberOfPages == 2)
        #expect(document.page(at: 1)?.getBoxRect(.mediaBox) == CGRect(x: 0, y: 0, width: 612, height: 792))
        #expect(document.page(at: 2)?.getBoxRect(.mediaBox) == CGRect(x: 0, y: 0, width: 200, height: 300))
        #expect(document.page(at: 2)?.pageNumber == 2)
        #expect(document.page(at: 0) == nil, "pages count from 1")
        #expect(document.page(at: 3) == nil)
    }

    @Test("Drawing a written page back: the red rectangle lands at (50, 100)–(150, 150) in y-up space, the rest is white")
    func drawnPagePixels() throws {
        let document = try #require(CGPDFDocument(CGDataProvider(data: Self.makeDocument())!))
        let image = Self.rasterize(try #require(document.page(at: 1)))
        #expect(image.width == 612 && image.height == 792)
        // Rows count from the top: y-up 125 is row 792 − 125.
        #expect(image.color(x: 100, y: 792 - 125).isClose(to: PixelColor(red: 255, green: 0, blue: 0)))
        #expect(image.color(x: 40, y: 792 - 125).isClose(to: PixelColor(red: 255, green: 255, blue: 255)))
        #expect(image.color(x: 100, y: 792 - 160).isClose(to: PixelColor(red: 255, green: 255, blue: 255)))
        #expect(image.color(x: 149, y: 792 - 101).isClose(to: PixelColor(red: 255, green: 0, blue: 0)))
        let second = Self.rasterize(try #require(document.page(at: 2)))
        #expect(second.color(x: 100, y: 150).isClose(to: PixelColor(red: 0, green: 0, blue: 255)))
    }

    @Test("The auxiliary info's title, author, subject, keywords and creator reach the document's information dictionary")
    func metadata() throws {
        let data = Self.makeDocument(info: [kCGPDFContextTitle: "Quarterly", kCGPDFContextAuthor: "Ada",
                                            kCGPDFContextSubject: "Sums", kCGPDFContextKeywords: ["one", "two"],
                                            kCGPDFContextCreator: "Tests"])
        let document = try #require(CGPDFDocument(CGDataProvider(data: data)!))
        #expect(document.informationString(kCGPDFContextTitle) == "Quarterly")
        #expect(document.informationString(kCGPDFContextAuthor) == "Ada")
        #expect(document.informationString(kCGPDFContextSubject) == "Sums")
        #expect(document.informationString(kCGPDFContextKeywords)?.contains("two") == true)
        #expect(document.informationString(kCGPDFContextCreator) == "Tests")
    }

    @Test("A PDF context written to a file URL: the file holds the document; the context is no bitmap (width 0, no image)")
    func fileContext() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("slate-pdf-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        var box = CGRect(x: 0, y: 0, width: 300, height: 400)
        let context = try #require(CGContext(url, mediaBox: &box, nil))
        #expect(context.width == 0 && context.height == 0)
        #expect(context.makeImage() == nil)
        context.beginPage(mediaBox: nil)
        context.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
        context.endPage()
        context.beginPage(mediaBox: nil)
        context.endPage()
        context.beginPage(mediaBox: nil)
        context.endPage()
        context.closePDF()
        let document = try #require(CGPDFDocument(url))
        #expect(document.numberOfPages == 3)
        #expect(document.page(at: 3)?.getBoxRect(.cropBox) == box)
    }

    @Test("A media box whose origin is not zero: user space keeps the box's coordinates")
    func offsetMediaBox() throws {
        let data = NSMutableData()
        var box = CGRect(x: 100, y: 200, width: 100, height: 100)
        let context = try #require(CGContext(consumer: CGDataConsumer(data: data)!, mediaBox: &box, nil))
        context.beginPDFPage(nil)
        context.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 1))
        context.fill(CGRect(x: 100, y: 200, width: 50, height: 50))
        context.endPDFPage()
        context.closePDF()
        let document = try #require(CGPDFDocument(CGDataProvider(data: data as Data)!))
        let page = try #require(document.page(at: 1))
        #expect(page.getBoxRect(.mediaBox).size == CGSize(width: 100, height: 100))
        let image = Self.rasterize(page)
        // The green square is the box's bottom-left quarter.
        #expect(image.color(x: 25, y: 75).isClose(to: PixelColor(red: 0, green: 255, blue: 0)))
        #expect(image.color(x: 75, y: 25).isClose(to: PixelColor(red: 255, green: 255, blue: 255)))
    }

    @Test("An empty or infinite media box gives no context; a URL that cannot be written gives none")
    func badContexts() {
        var empty = CGRect(x: 0, y: 0, width: 0, height: 100)
        #expect(CGContext(consumer: CGDataConsumer(data: NSMutableData())!, mediaBox: &empty, nil) == nil)
        var infinite = CGRect.infinite
        #expect(CGContext(consumer: CGDataConsumer(data: NSMutableData())!, mediaBox: &infinite, nil) == nil)
        #expect(CGContext(URL(fileURLWithPath: "/nonexistent-folder/x.pdf"), mediaBox: nil, nil) == nil)
        #expect(CGDataConsumer(url: URL(string: "https://example.com/x.pdf")!) == nil)
    }

    /// What the callback consumer below was given, found through its `info` pointer.
    final class Sink {
        var bytes: [UInt8] = []
        var released = 0
        /// At most this many bytes a call, to see the consumer ask again for the rest.
        var chunk = 100
    }

    @Test("A consumer made from callbacks gets the whole document through putBytes, in chunks it chooses, and releaseConsumer once when freed")
    func callbackConsumer() throws {
        let sink = Sink()
        var callbacks = CGDataConsumerCallbacks(
            putBytes: { info, buffer, count in
                let sink = Unmanaged<Sink>.fromOpaque(info!).takeUnretainedValue()
                let taken = min(count, sink.chunk)
                sink.bytes += UnsafeRawBufferPointer(start: buffer, count: taken)
                return taken
            },
            releaseConsumer: { info in Unmanaged<Sink>.fromOpaque(info!).takeUnretainedValue().released += 1 })
        do {
            let consumer = try #require(CGDataConsumer(info: Unmanaged.passUnretained(sink).toOpaque(), cbks: &callbacks))
            let context = try #require(CGContext(consumer: consumer, mediaBox: nil, nil))
            context.beginPDFPage(nil)
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            context.endPDFPage()
            context.closePDF()
        }
        #expect(sink.released == 1)
        #expect(sink.bytes.starts(with: Array("%PDF-".utf8)))
        let document = try #require(CGPDFDocument(CGDataProvider(data: Data(sink.bytes))!))
        #expect(document.numberOfPages == 1)

        var none = CGDataConsumerCallbacks()
        #expect(CGDataConsumer(info: nil, cbks: &none) == nil)
        #expect(CGDataConsumer(info: nil, cbks: nil) == nil)
    }
}
