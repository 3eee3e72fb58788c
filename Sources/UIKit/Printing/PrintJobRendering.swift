import Foundation

/// Renders a print job: every page of a renderer, laid out on a paper, into a PDF document —
/// the same bytes under every host, so tests can read them back.
@MainActor
enum PrintJobRendering {
    struct Output {
        let pdf: Data
        let pageCount: Int
    }

    static func render(_ renderer: UIPrintPageRenderer, on paper: UIPrintPaper, orientation: UIPrintInfo.Orientation) -> Output? {
        renderer.layOut(on: paper, orientation: orientation)
        let pageCount = renderer.numberOfPages
        guard pageCount > 0 else { return Output(pdf: Data(), pageCount: 0) }
        let data = NSMutableData()
        var mediaBox = renderer.paperRect
        guard let consumer = CGDataConsumer(data: data),
              let context = CGContext(consumer: consumer, mediaBox: &mediaBox, [kCGPDFContextCreator: "Slate"]) else { return nil }
        renderer.prepare(forDrawingPages: NSRange(location: 0, length: pageCount))
        for index in 0..<pageCount {
            context.beginPDFPage(nil)
            // UIKit's drawing space on paper: points, origin at the top-left.
            context.translateBy(x: 0, y: mediaBox.height)
            context.scaleBy(x: 1, y: -1)
            UIGraphicsPushContext(context)
            renderer.drawPage(at: index, in: renderer.printableRect)
            UIGraphicsPopContext()
            context.endPDFPage()
        }
        context.closePDF()
        return Output(pdf: data as Data, pageCount: pageCount)
    }
}
