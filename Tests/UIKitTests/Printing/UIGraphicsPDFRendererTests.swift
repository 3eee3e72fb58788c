import CoreGraphics
import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UIGraphicsPDFRenderer and the UIGraphics PDF functions", .exclusiveUIKit, .serialized)
struct UIGraphicsPDFRendererTests {
    @Test("pdfData: two pages of 300 × 200 in UIKit coordinates — a red square at the top-left lands at the page's top-left; the title is kept")
    func rendererPages() throws {
        let format = UIGraphicsPDFRendererFormat()
        format.documentInfo = [kCGPDFContextTitle: "Report"]
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 300, height: 200), format: format)
        var bounds: CGRect?
        let data = renderer.pdfData { context in
            context.beginPage()
            bounds = context.pdfContextBounds
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 50, height: 50))
            context.beginPage(withBounds: CGRect(x: 0, y: 0, width: 100, height: 100), pageInfo: [:])
        }
        #expect(bounds == CGRect(x: 0, y: 0, width: 300, height: 200))
        let document = try #require(PrintedPDF.document(data))
        #expect(document.numberOfPages == 2)
        #expect(document.page(at: 2)?.getBoxRect(.mediaBox).size == CGSize(width: 100, height: 100))
        #expect(document.informationString(kCGPDFContextTitle) == "Report")
        let image = try #require(PrintedPDF.image(of: data, page: 1))
        #expect(image.color(x: 25, y: 25).isClose(to: PixelColor(red: 255, green: 0, blue: 0)))
        #expect(image.color(x: 25, y: 175).isClose(to: PixelColor(red: 255, green: 255, blue: 255)))
    }

    @Test("Links and destinations in UIKit coordinates: the renderer context's and the UIGraphics functions' (a top-left rectangle lands at the page's top)")
    func linksAndDestinations() {
        func contains(_ data: Data, _ text: String) -> Bool { data.range(of: Data(text.utf8)) != nil }
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 612, height: 792))
        let data = renderer.pdfData { context in
            context.beginPage()
            context.setURL(URL(string: "https://example.com/slate")!, for: CGRect(x: 72, y: 20, width: 200, height: 20))
            context.setDestination(withName: "appendix", for: CGRect(x: 72, y: 100, width: 100, height: 20))
            context.beginPage()
            context.addDestination(withName: "appendix", at: CGPoint(x: 72, y: 72))
        }
        #expect(contains(data, "(https://example.com/slate)"))
        #expect(contains(data, "/Rect [ 72 752 272 772 ]"), "flipped into PDF space: the top of the page")
        #expect(contains(data, "(appendix)"))

        let functions = NSMutableData()
        UIGraphicsBeginPDFContextToData(functions, CGRect(x: 0, y: 0, width: 612, height: 792), nil)
        UIGraphicsBeginPDFPage()
        UIGraphicsSetPDFContextURLForRect(URL(string: "https://example.com/fn")!, CGRect(x: 10, y: 10, width: 50, height: 10))
        UIGraphicsSetPDFContextDestinationForRect("end", CGRect(x: 10, y: 40, width: 50, height: 10))
        UIGraphicsAddPDFContextDestinationAtPoint("end", CGPoint(x: 10, y: 700))
        UIGraphicsEndPDFContext()
        #expect(contains(functions as Data, "(https://example.com/fn)"))
        #expect(contains(functions as Data, "/Rect [ 10 772 60 782 ]"))
        #expect(contains(functions as Data, "(end)"))
        // Outside a PDF context the functions do nothing and nothing fails.
        UIGraphicsSetPDFContextURLForRect(URL(string: "https://example.com")!, .zero)
    }

    @Test("writePDF(to:) writes the file; an unwritable URL throws")
    func writeToFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("slate-renderer-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        try renderer.writePDF(to: url) { context in context.beginPage() }
        #expect(CGPDFDocument(url)?.numberOfPages == 1)
        #expect(throws: (any Error).self) {
            try renderer.writePDF(to: URL(fileURLWithPath: "/nonexistent-folder/x.pdf")) { $0.beginPage() }
        }
    }

    @Test("UIGraphicsBeginPDFContextToData: pages in UIKit coordinates, the context current until UIGraphicsEndPDFContext")
    func contextFunctions() throws {
        let data = NSMutableData()
        UIGraphicsBeginPDFContextToData(data, CGRect(x: 0, y: 0, width: 200, height: 100), [kCGPDFContextAuthor: "Ada"])
        #expect(UIGraphicsGetCurrentContext() != nil)
        #expect(UIGraphicsGetPDFContextBounds() == CGRect(x: 0, y: 0, width: 200, height: 100))
        UIGraphicsBeginPDFPage()
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 150, y: 0, width: 50, height: 20))
        UIGraphicsBeginPDFPageWithInfo(CGRect(x: 0, y: 0, width: 50, height: 50), nil)
        #expect(UIGraphicsGetPDFContextBounds().size == CGSize(width: 50, height: 50))
        UIGraphicsEndPDFContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetPDFContextBounds() == .zero)
        let document = try #require(PrintedPDF.document(data as Data))
        #expect(document.numberOfPages == 2)
        #expect(document.informationString(kCGPDFContextAuthor) == "Ada")
        let image = try #require(PrintedPDF.image(of: data as Data, page: 1))
        #expect(image.color(x: 175, y: 10).isClose(to: PixelColor(red: 0, green: 0, blue: 255)))
        #expect(image.color(x: 175, y: 90).isClose(to: PixelColor(red: 255, green: 255, blue: 255)))
    }
}
