import CoreGraphics
import Foundation
@testable import UIKit
import UIKitTesting

/// A headless screen with a key window, for print jobs.
@MainActor
struct PrintStage {
    let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
    let window = UIWindow()
    let root = UIViewController()

    init() {
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
    }

    /// Runs turns until answers are delivered.
    func settle() {
        screen.presentFrame()
        screen.presentFrame()
    }
}

/// Reading back what the virtual printer got.
enum PrintedPDF {
    static func document(_ data: Data) -> CGPDFDocument? {
        CGDataProvider(data: data).flatMap(CGPDFDocument.init)
    }

    /// Page `number` (from 1) drawn at one pixel a point on white; rows count from the top of
    /// the paper, as UIKit's coordinates do.
    static func image(of data: Data, page number: Int) -> CGImage? {
        guard let page = document(data)?.page(at: number) else { return nil }
        let box = page.getBoxRect(.mediaBox)
        guard let context = CGContext(data: nil, width: Int(box.width.rounded()), height: Int(box.height.rounded()), bitsPerComponent: 8,
                                      bytesPerRow: 0, space: CGColorSpace(name: CGColorSpace.sRGB)!,
                                      bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        context.setFillColor(CGColor(gray: 1, alpha: 1))
        context.fill(CGRect(origin: .zero, size: box.size))
        context.translateBy(x: -box.minX, y: -box.minY)
        context.drawPDFPage(page)
        return context.makeImage()
    }
}

/// Records what a print interaction controller told its delegate, in order.
@MainActor
final class RecordingPrintDelegate: UIPrintInteractionControllerDelegate {
    var events: [String] = []
    var offeredPapers: [UIPrintPaper] = []
    var choose: (([UIPrintPaper]) -> UIPrintPaper)?

    func printInteractionController(_ printInteractionController: UIPrintInteractionController, choosePaper paperList: [UIPrintPaper]) -> UIPrintPaper {
        events.append("choosePaper")
        offeredPapers = paperList
        return choose?(paperList) ?? UIPrintPaper.bestPaper(forPageSize: CGSize(width: 612, height: 792), withPapersFrom: paperList)
    }
    func printInteractionControllerWillPresentPrinterOptions(_ c: UIPrintInteractionController) { events.append("willPresent") }
    func printInteractionControllerDidPresentPrinterOptions(_ c: UIPrintInteractionController) { events.append("didPresent") }
    func printInteractionControllerWillDismissPrinterOptions(_ c: UIPrintInteractionController) { events.append("willDismiss") }
    func printInteractionControllerDidDismissPrinterOptions(_ c: UIPrintInteractionController) { events.append("didDismiss") }
    func printInteractionControllerWillStartJob(_ c: UIPrintInteractionController) { events.append("willStartJob") }
    func printInteractionControllerDidFinishJob(_ c: UIPrintInteractionController) { events.append("didFinishJob") }
}
