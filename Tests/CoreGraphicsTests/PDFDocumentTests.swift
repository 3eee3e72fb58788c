import CoreGraphics
import Foundation
import Testing

/// Reading PDF documents: bad input gives nil, never a crash; drawing transforms fit boxes.
@Suite("CoreGraphics PDF documents")
struct PDFDocumentTests {
    @Test("Garbage, empty data, a truncated PDF, a PNG signature and a missing file give no document")
    func badInput() {
        #expect(CGPDFDocument(CGDataProvider(data: Data())!) == nil)
        #expect(CGPDFDocument(CGDataProvider(data: Data("hello, world".utf8))!) == nil)
        #expect(CGPDFDocument(CGDataProvider(data: Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))!) == nil)
        #expect(CGPDFDocument(CGDataProvider(data: Data("%PDF-1.7\n garbage".utf8))!) == nil)
        let whole = PDFContextTests.makeDocument()
        // Poppler may repair a cut-off document; it never has more pages than the whole.
        let truncated = CGPDFDocument(CGDataProvider(data: whole.prefix(whole.count / 3))!)
        #expect((truncated?.numberOfPages ?? 0) <= 2)
        #expect(CGPDFDocument(URL(fileURLWithPath: "/nonexistent/file.pdf")) == nil)
    }

    @Test("A document Slate wrote is not encrypted, is unlocked, allows printing and copying; unlocking it again succeeds")
    func unencrypted() throws {
        let document = try #require(CGPDFDocument(CGDataProvider(data: PDFContextTests.makeDocument())!))
        #expect(!document.isEncrypted)
        #expect(document.isUnlocked)
        #expect(document.allowsPrinting)
        #expect(document.allowsCopying)
        #expect(document.unlockWithPassword("anything"))
    }

    @Test("A page keeps its document alive; its document is the one it came from")
    func pageOwnsDocument() throws {
        var document: CGPDFDocument? = try #require(CGPDFDocument(CGDataProvider(data: PDFContextTests.makeDocument())!))
        let page = try #require(document?.page(at: 2))
        #expect(page.document === document)
        weak let weakDocument = document
        document = nil
        #expect(weakDocument != nil)
        #expect(page.getBoxRect(.cropBox).size == CGSize(width: 200, height: 300))
    }

    @Test("getDrawingTransform: a 200 × 300 box into a 100 × 100 rect keeps its aspect (scale 1/3, centred); never scales up; turns by 90°")
    func drawingTransform() throws {
        let document = try #require(CGPDFDocument(CGDataProvider(data: PDFContextTests.makeDocument())!))
        let page = try #require(document.page(at: 2))
        let fit = page.getDrawingTransform(.mediaBox, rect: CGRect(x: 0, y: 0, width: 100, height: 100), rotate: 0, preserveAspectRatio: true)
        let fitted = CGRect(x: 0, y: 0, width: 200, height: 300).applying(fit)
        #expect(abs(fitted.height - 100) < 0.001 && abs(fitted.width - 200.0 / 3) < 0.001)
        #expect(abs(fitted.midX - 50) < 0.001 && abs(fitted.midY - 50) < 0.001)
        let big = page.getDrawingTransform(.mediaBox, rect: CGRect(x: 0, y: 0, width: 1000, height: 1000), rotate: 0, preserveAspectRatio: true)
        let unscaled = CGRect(x: 0, y: 0, width: 200, height: 300).applying(big)
        #expect(abs(unscaled.width - 200) < 0.001 && abs(unscaled.height - 300) < 0.001)
        let turned = page.getDrawingTransform(.mediaBox, rect: CGRect(x: 0, y: 0, width: 600, height: 400), rotate: 90, preserveAspectRatio: true)
        let turnedBox = CGRect(x: 0, y: 0, width: 200, height: 300).applying(turned)
        #expect(abs(turnedBox.width - 300) < 0.001 && abs(turnedBox.height - 200) < 0.001)
        // Clockwise: the box's top-left corner (0, 300) goes to the top-right.
        let corner = CGPoint(x: 0, y: 300).applying(turned)
        #expect(abs(corner.x - turnedBox.maxX) < 0.001 && abs(corner.y - turnedBox.maxY) < 0.001)
    }
}
