import CoreGraphics
import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UIPrintInteractionController: jobs rendered to PDF and handed to the desktop's print dialog", .exclusiveUIKit, .serialized)
struct UIPrintInteractionControllerTests {
    /// A renderer whose header is a red band on every page, with `pages` pages.
    final class HeaderRenderer: UIPrintPageRenderer {
        let pages: Int
        var headerPages: [Int] = []
        var prepared: NSRange?
        init(pages: Int) {
            self.pages = pages
            super.init()
            headerHeight = 40
        }
        override var numberOfPages: Int { pages }
        override func prepare(forDrawingPages range: NSRange) { prepared = range }
        override func drawHeaderForPage(at pageIndex: Int, in headerRect: CGRect) {
            headerPages.append(pageIndex)
            UIColor.red.setFill()
            UIRectFill(headerRect)
        }
    }

    func longText(lines: Int) -> String {
        (1...lines).map { "Line \($0) of the note, long enough to be a line." }.joined(separator: "\n")
    }

    @Test("A renderer subclass's header is drawn on each of its 3 pages: red across the printable rect's top 40 points, white below")
    func headerOnEveryPage() throws {
        let stage = PrintStage()
        let controller = UIPrintInteractionController()
        let renderer = HeaderRenderer(pages: 3)
        controller.printPageRenderer = renderer
        var outcome: (Bool, (any Error)?)?
        #expect(controller.present(animated: true) { _, completed, error in outcome = (completed, error) })
        let dialog = try #require(stage.screen.printDialog)
        #expect(dialog.job.pageCount == 3)
        #expect(dialog.hasParentWindow)
        dialog.print()
        stage.settle()
        #expect(outcome?.0 == true && outcome?.1 == nil)
        #expect(renderer.headerPages == [0, 1, 2])
        #expect(renderer.prepared == NSRange(location: 0, length: 3))
        let job = try #require(stage.screen.printedJobs.last)
        #expect(job.pageCount == 3)
        let document = try #require(PrintedPDF.document(job.pdf))
        #expect(document.numberOfPages == 3)
        let printable = renderer.printableRect
        for page in 1...3 {
            let image = try #require(PrintedPDF.image(of: job.pdf, page: page))
            #expect(image.color(x: Int(printable.midX), y: Int(printable.minY) + 20).isClose(to: PixelColor(red: 255, green: 0, blue: 0)))
            #expect(image.color(x: Int(printable.midX), y: Int(printable.minY) + 60).isClose(to: PixelColor(red: 255, green: 255, blue: 255)))
            #expect(image.color(x: Int(printable.midX), y: Int(printable.minY) - 5).isClose(to: PixelColor(red: 255, green: 255, blue: 255)))
        }
        withExtendedLifetime(stage.window) {}
    }

    @Test("The delegate chooses the paper from the offered list: A5 gives a 419.5 × 595.3 page, and printPaper is the choice")
    func delegateChoosesPaper() throws {
        let stage = PrintStage()
        let controller = UIPrintInteractionController()
        let delegate = RecordingPrintDelegate()
        delegate.choose = { papers in papers.first { abs($0.paperSize.width - 419.5276) < 0.01 }! }
        controller.delegate = delegate
        controller.printFormatter = UISimpleTextPrintFormatter(text: "A short note.")
        #expect(controller.present(animated: false))
        #expect(delegate.offeredPapers.count == 5)
        #expect(abs((controller.printPaper?.paperSize.width ?? 0) - 419.5276) < 0.01)
        let dialog = try #require(stage.screen.printDialog)
        #expect(abs(dialog.job.paperSize.height - 595.2756) < 0.01)
        let page = try #require(PrintedPDF.document(dialog.job.pdf)?.page(at: 1))
        #expect(abs(page.getBoxRect(.mediaBox).width - 419.5276) < 0.01)
        dialog.cancel()
        stage.settle()
        withExtendedLifetime(stage.window) {}
    }

    @Test("Delegate calls in UIKit's order when the user prints: paper, present, dismiss, start and finish the job; cancelling ends at dismiss with completed false")
    func lifecycle() throws {
        let stage = PrintStage()
        let controller = UIPrintInteractionController()
        let delegate = RecordingPrintDelegate()
        controller.delegate = delegate
        controller.printFormatter = UISimpleTextPrintFormatter(text: "Hello")
        var completions: [Bool] = []
        controller.present(animated: true) { _, completed, _ in completions.append(completed) }
        #expect(!controller.present(animated: true), "already showing")
        try #require(stage.screen.printDialog).print()
        stage.settle()
        #expect(delegate.events == ["choosePaper", "willPresent", "didPresent", "willDismiss", "didDismiss", "willStartJob", "didFinishJob"])
        delegate.events = []
        controller.present(animated: true) { _, completed, _ in completions.append(completed) }
        try #require(stage.screen.printDialog).cancel()
        stage.settle()
        #expect(delegate.events == ["choosePaper", "willPresent", "didPresent", "willDismiss", "didDismiss"])
        #expect(completions == [true, false])
        #expect(stage.screen.printedJobs.count == 1)
        withExtendedLifetime(stage.window) {}
    }

    @Test("A printer's refusal reaches the completion handler as UIPrintError.jobFailed; dismiss(animated:) cancels the dialog")
    func failureAndDismiss() throws {
        let stage = PrintStage()
        let controller = UIPrintInteractionController()
        controller.printFormatter = UISimpleTextPrintFormatter(text: "Hello")
        var error: (any Error)?
        var completed: Bool?
        controller.present(animated: false) { _, done, failure in completed = done; error = failure }
        try #require(stage.screen.printDialog).fail("Out of paper")
        stage.settle()
        #expect(completed == false)
        #expect((error as? UIPrintError)?.code == .jobFailed)
        #expect((error as NSError?)?.domain == UIPrintErrorDomain)
        completed = nil
        controller.present(animated: false) { _, done, _ in completed = done }
        #expect(stage.screen.printDialog != nil)
        controller.dismiss(animated: true)
        stage.settle()
        #expect(stage.screen.printDialog == nil)
        #expect(completed == false)
        withExtendedLifetime(stage.window) {}
    }

    @Test("print(to:) sends the job to the printer without a dialog and without the options callbacks")
    func printToPrinter() throws {
        let stage = PrintStage()
        stage.screen.addPrinter(VirtualPrinter(name: "Laser_2"))
        let controller = UIPrintInteractionController()
        let delegate = RecordingPrintDelegate()
        controller.delegate = delegate
        controller.printFormatter = UISimpleTextPrintFormatter(text: "Direct")
        let printer = UIPrinter(url: URL(string: "ipp://office.local/printers/Laser_2")!)
        #expect(printer.displayName == "Laser_2")
        var completed: Bool?
        #expect(controller.print(to: printer) { _, done, _ in completed = done })
        #expect(stage.screen.printDialog == nil)
        stage.settle()
        #expect(completed == true)
        #expect(stage.screen.printedJobs.last?.printerURL == printer.url)
        #expect(delegate.events == ["choosePaper", "willStartJob", "didFinishJob"])
        var available: Bool?
        printer.contactPrinter { available = $0 }
        stage.settle()
        #expect(available == true)
        withExtendedLifetime(stage.window) {}
    }

    @Test("printingItem: PDF data prints its pages; an image prints on one page; garbage or nothing gives no dialog (present returns false)")
    func printingItems() throws {
        let stage = PrintStage()
        let controller = UIPrintInteractionController()
        #expect(!controller.present(animated: false), "nothing to print")
        controller.printingItem = Data("not a document".utf8)
        #expect(!controller.present(animated: false))
        #expect(stage.screen.printDialog == nil)
        #expect(!UIPrintInteractionController.canPrint(Data("junk".utf8)))

        let pdf = NSMutableData()
        let context = try #require(CGContext(consumer: CGDataConsumer(data: pdf)!, mediaBox: nil, nil))
        for _ in 0..<4 { context.beginPDFPage(nil); context.fill(CGRect(x: 0, y: 0, width: 100, height: 100)); context.endPDFPage() }
        context.closePDF()
        #expect(UIPrintInteractionController.canPrint(pdf as Data))
        controller.printingItem = pdf as Data
        #expect(controller.present(animated: false))
        #expect(stage.screen.printDialog?.job.pageCount == 4)
        stage.screen.printDialog?.cancel()
        stage.settle()

        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20)).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
        }
        controller.printingItem = nil
        controller.printingItems = [image, pdf as Data]
        #expect(controller.present(animated: false))
        let job = try #require(stage.screen.printDialog?.job)
        #expect(job.pageCount == 5)
        let first = try #require(PrintedPDF.image(of: job.pdf, page: 1))
        // The image is fitted to the printable width, centred: blue in the middle of the page.
        #expect(first.color(x: first.width / 2, y: first.height / 2).isClose(to: PixelColor(red: 0, green: 0, blue: 255), tolerance: 3))
        stage.screen.printDialog?.cancel()
        stage.settle()
        withExtendedLifetime(stage.window) {}
    }

    @Test("Landscape: the renderer's paper is turned (792 × 612 on Letter) and so are the PDF's pages; the job says landscape")
    func landscape() throws {
        let stage = PrintStage()
        let controller = UIPrintInteractionController()
        let info = UIPrintInfo.printInfo()
        info.orientation = .landscape
        info.jobName = "Wide"
        info.outputType = .grayscale
        controller.printInfo = info
        let delegate = RecordingPrintDelegate()
        delegate.choose = { $0[0] }
        controller.delegate = delegate
        let renderer = HeaderRenderer(pages: 1)
        controller.printPageRenderer = renderer
        controller.present(animated: false)
        #expect(renderer.paperRect == CGRect(x: 0, y: 0, width: 792, height: 612))
        #expect(renderer.printableRect == CGRect(x: 18, y: 18, width: 756, height: 576))
        let job = try #require(stage.screen.printDialog?.job)
        #expect(job.name == "Wide" && job.isLandscape && job.isGrayscale)
        #expect(PrintedPDF.document(job.pdf)?.page(at: 1)?.getBoxRect(.mediaBox).size == CGSize(width: 792, height: 612))
        stage.screen.printDialog?.cancel()
        stage.settle()
        withExtendedLifetime(stage.window) {}
    }
}
