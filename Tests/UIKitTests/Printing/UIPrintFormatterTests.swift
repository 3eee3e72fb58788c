import CoreGraphics
import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("Print formatters and UIPrintPageRenderer pagination", .exclusiveUIKit, .serialized)
struct UIPrintFormatterTests {
    /// A renderer laid out on Letter (printable 576 × 756 at (18, 18)).
    func letterRenderer() -> UIPrintPageRenderer {
        let renderer = UIPrintPageRenderer()
        renderer.layOut(on: UIPrintPaper.standardPapers.all[0], orientation: .portrait)
        return renderer
    }

    @Test("A formatter outside a renderer: startPage NSNotFound, 0 pages, empty rects")
    func unattached() {
        let formatter = UISimpleTextPrintFormatter(text: "Hello")
        #expect(formatter.startPage == NSNotFound)
        #expect(formatter.pageCount == 0)
        #expect(formatter.rect(forPageAt: 0) == .zero)
        #expect(formatter.printPageRenderer == nil)
    }

    @Test("200 lines of 12-point text take several Letter pages, page breaks between lines; more lines never take fewer pages")
    func textPagination() {
        let renderer = letterRenderer()
        let text = (1...200).map { "Line \($0)" }.joined(separator: "\n")
        let formatter = UISimpleTextPrintFormatter(text: text)
        renderer.addPrintFormatter(formatter, startingAtPageAt: 0)
        #expect(formatter.startPage == 0)
        #expect(formatter.printPageRenderer === renderer)
        let pages = formatter.pageCount
        // A 12-point line is about 14–15 points: 756 points hold about 50 lines.
        #expect(pages >= 3 && pages <= 6)
        #expect(renderer.numberOfPages == pages)
        #expect(formatter.rect(forPageAt: 0) == CGRect(x: 18, y: 18, width: 576, height: 756))
        #expect(formatter.rect(forPageAt: pages) == .zero)
        let more = UISimpleTextPrintFormatter(text: text + "\n" + text)
        renderer.addPrintFormatter(more, startingAtPageAt: 0)
        #expect(more.pageCount >= 2 * pages - 1)
    }

    @Test("Insets, maximum sizes and header/footer shrink the content rect; a formatter starting on page 2 extends the page count")
    func contentRects() {
        let renderer = letterRenderer()
        renderer.headerHeight = 30
        renderer.footerHeight = 20
        let formatter = UISimpleTextPrintFormatter(text: "Hello")
        formatter.perPageContentInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        formatter.maximumContentWidth = 300
        renderer.addPrintFormatter(formatter, startingAtPageAt: 2)
        #expect(formatter.rect(forPageAt: 2) == CGRect(x: 38, y: 58, width: 300, height: 686))
        #expect(formatter.rect(forPageAt: 1) == .zero)
        #expect(renderer.numberOfPages == 3)
        #expect(renderer.printFormatters(forPageAt: 2)?.first === formatter)
        #expect(renderer.printFormatters(forPageAt: 0) == nil)
        formatter.removeFromPrintPageRenderer()
        #expect(renderer.numberOfPages == 0)
        #expect(formatter.startPage == NSNotFound)
    }

    @Test("Attributed text: the formatter's font applies where the string sets none; copy() keeps text and insets")
    func attributedAndCopy() {
        let formatter = UISimpleTextPrintFormatter(attributedText: NSAttributedString(string: "Hi", attributes: [.foregroundColor: UIColor.red]))
        formatter.font = UIFont.systemFont(ofSize: 30)
        formatter.perPageContentInsets = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        #expect(formatter.text == "Hi")
        let copy = formatter.copy() as! UISimpleTextPrintFormatter
        #expect(copy.attributedText?.string == "Hi")
        #expect(copy.font?.pointSize == 30)
        #expect(copy.perPageContentInsets.top == 5)
        formatter.text = "Plain"
        #expect(formatter.attributedText?.string == "Plain")
    }

    @Test("Printed text is drawn: black ink inside the content rect of page 1, none on the margins")
    func printedTextInk() throws {
        let stage = PrintStage()
        let controller = UIPrintInteractionController()
        let formatter = UISimpleTextPrintFormatter(text: String(repeating: "█", count: 40))
        formatter.font = UIFont.systemFont(ofSize: 40)
        controller.printFormatter = formatter
        let delegate = RecordingPrintDelegate()
        controller.delegate = delegate
        controller.present(animated: false)
        let job = try #require(stage.screen.printDialog?.job)
        let image = try #require(PrintedPDF.image(of: job.pdf, page: 1))
        var inked = 0
        for x in stride(from: 18, to: 594, by: 4) where image.color(x: x, y: 40).red < 100 { inked += 1 }
        #expect(inked > 50)
        #expect(image.color(x: 9, y: 40).isClose(to: PixelColor(red: 255, green: 255, blue: 255)))
        stage.screen.printDialog?.cancel()
        stage.settle()
        withExtendedLifetime(stage.window) {}
    }

    @Test("viewPrintFormatter: a 300 × 1000 green view prints on 2 Letter pages; a 1152-wide view is scaled to the page width")
    func viewFormatter() throws {
        let stage = PrintStage()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 1000))
        view.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        let formatter = view.viewPrintFormatter()
        #expect(formatter.view === view)
        #expect(view.viewPrintFormatter() !== formatter, "a new formatter each time")
        let renderer = letterRenderer()
        renderer.addPrintFormatter(formatter, startingAtPageAt: 0)
        #expect(formatter.pageCount == 2)
        let wide = UIView(frame: CGRect(x: 0, y: 0, width: 1152, height: 1000))
        let wideFormatter = wide.viewPrintFormatter()
        renderer.addPrintFormatter(wideFormatter, startingAtPageAt: 0)
        #expect(wideFormatter.pageCount == 1, "scaled by 1/2 to 576 × 500")

        let controller = UIPrintInteractionController()
        controller.printFormatter = view.viewPrintFormatter()
        let delegate = RecordingPrintDelegate()
        controller.delegate = delegate
        controller.present(animated: false)
        let job = try #require(stage.screen.printDialog?.job)
        #expect(job.pageCount == 2)
        let image = try #require(PrintedPDF.image(of: job.pdf, page: 1))
        #expect(image.color(x: 100, y: 100).isClose(to: PixelColor(red: 0, green: 255, blue: 0)))
        #expect(image.color(x: 400, y: 100).isClose(to: PixelColor(red: 255, green: 255, blue: 255)))
        stage.screen.printDialog?.cancel()
        stage.settle()
        withExtendedLifetime(stage.window) {}
    }
}
