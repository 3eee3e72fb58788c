import Foundation
import SlatePlatform

/// Prints: lays the content out on the chosen paper, renders its pages to PDF, and shows the
/// desktop's print dialog for them (GTK's under the GTK host, where the user picks a printer
/// or Print to File; the virtual printer under the headless host). See docs/porting.md.
///
/// Give it one of, in the order it looks: `printPageRenderer`, `printFormatter`,
/// `printingItems` or `printingItem` (PDF or image data, file URLs of PDFs or images,
/// `UIImage`s).
@MainActor
open class UIPrintInteractionController: NSObject {
    public typealias CompletionHandler = (UIPrintInteractionController, Bool, (any Error)?) -> Void

    /// The app's print controller.
    public static let shared = UIPrintInteractionController()

    /// Whether the desktop can print.
    public class var isPrintingAvailable: Bool { UIKitHost.current?.isPrintingAvailable ?? false }

    /// The types of document `printingItem` takes.
    public class var printableUTIs: Set<String> {
        ["com.adobe.pdf", "public.png", "public.jpeg", "com.compuserve.gif", "public.tiff", "com.microsoft.bmp", "org.webmproject.webp"]
    }

    /// Whether `url` is a file this controller can print (a PDF or an image).
    public class func canPrint(_ url: URL) -> Bool {
        guard url.isFileURL, let data = try? Data(contentsOf: url) else { return false }
        return canPrint(data)
    }

    /// Whether `data` is a PDF document or an image this controller can print.
    public class func canPrint(_ data: Data) -> Bool {
        if CGDataProvider(data: data).flatMap(CGPDFDocument.init) != nil { return true }
        return UIImage(data: data) != nil
    }

    /// The job's settings; nil by default (a default `UIPrintInfo` is used). Changes while the
    /// dialog is open do not reach the job.
    open var printInfo: UIPrintInfo?
    open weak var delegate: (any UIPrintInteractionControllerDelegate)?
    /// Whether the dialog offers the page range (always offered on iOS 10 and later).
    @available(iOS, deprecated: 10.0, message: "Pages can be removed from the print preview, so page range is always shown.")
    open var showsPageRange = true
    /// Whether the dialog offers the number of copies.
    open var showsNumberOfCopies = true
    /// The paper of the current (or last) job; nil until a job is laid out.
    open private(set) var printPaper: UIPrintPaper?
    open var printPageRenderer: UIPrintPageRenderer?
    open var printFormatter: UIPrintFormatter?
    /// One document to print: PDF or image `Data`, a file `URL` of either, or a `UIImage`.
    open var printingItem: Any?
    /// Several documents, printed one after the other.
    open var printingItems: [Any]?

    private var completion: CompletionHandler?
    private var isPresenting = false

    public override init() {
        super.init()
    }

    /// Shows the print dialog (iPhone form). False when nothing can be printed, printing is
    /// unavailable, or the dialog is already showing.
    @discardableResult
    open func present(animated: Bool, completionHandler completion: CompletionHandler? = nil) -> Bool {
        start(printerURL: nil, window: parentWindow(), completion: completion)
    }

    /// Shows the print dialog for `rect` in `view` (iPad form: a popover there; the desktop's
    /// dialog, modal for the view's window, here).
    @discardableResult
    open func present(from rect: CGRect, in view: UIView, animated: Bool, completionHandler completion: CompletionHandler? = nil) -> Bool {
        start(printerURL: nil, window: view.window?.platformWindow ?? parentWindow(), completion: completion)
    }

    /// Shows the print dialog for `item` (iPad form).
    @discardableResult
    open func present(from item: UIBarButtonItem, animated: Bool, completionHandler completion: CompletionHandler? = nil) -> Bool {
        start(printerURL: nil, window: parentWindow(), completion: completion)
    }

    /// Prints on `printer` without showing the dialog; `printInfo.duplex` is ignored, as on iOS.
    @discardableResult
    open func print(to printer: UIPrinter, completionHandler completion: CompletionHandler? = nil) -> Bool {
        start(printerURL: printer.url, window: nil, completion: completion)
    }

    /// Closes the print dialog as a cancel.
    open func dismiss(animated: Bool) {
        guard isPresenting else { return }
        UIKitHost.current?.dismissPrintDialog()
    }

    // MARK: The job

    private func parentWindow() -> PlatformWindow? {
        if let parent = delegate?.printInteractionControllerParentViewController(self) {
            return parent.viewIfLoaded?.window?.platformWindow
        }
        return UIWindow.keyWindow?.platformWindow
    }

    private func start(printerURL: URL?, window: PlatformWindow?, completion: CompletionHandler?) -> Bool {
        guard !isPresenting, let host = UIKitHost.current, host.isPrintingAvailable else { return false }
        let info = (printInfo ?? UIPrintInfo.printInfo())
        guard let renderer = jobRenderer() else { return false }

        let papers = UIPrintPaper.standardPapers.all
        let paper = delegate.map { $0.printInteractionController(self, choosePaper: papers) }
            ?? UIPrintPaper.bestPaper(forPageSize: UIPrintPaper.standardPapers.default.paperSize, withPapersFrom: papers)
        printPaper = paper
        guard let rendered = PrintJobRendering.render(renderer, on: paper, orientation: info.orientation), rendered.pageCount > 0 else {
            return false
        }

        var job = PlatformPrintJob(name: info.jobName, pdf: rendered.pdf, pageCount: rendered.pageCount, paperSize: paper.paperSize)
        job.orientation = info.orientation == .landscape ? .landscape : .portrait
        if printerURL == nil {
            job.duplex = switch info.duplex {
            case .none: .none
            case .longEdge: .longEdge
            case .shortEdge: .shortEdge
            }
        }
        job.grayscale = info.outputType == .grayscale || info.outputType == .photoGrayscale
        job.printerURL = printerURL
        job.showsNumberOfCopies = showsNumberOfCopies
        job.window = window

        isPresenting = true
        self.completion = completion
        let showsDialog = printerURL == nil
        if showsDialog {
            delegate?.printInteractionControllerWillPresentPrinterOptions(self)
            delegate?.printInteractionControllerDidPresentPrinterOptions(self)
        }
        host.print(job) { [weak self] result in
            self?.finish(result, showedDialog: showsDialog)
        }
        return true
    }

    /// The renderer for what the app gave, in UIKit's order of preference.
    private func jobRenderer() -> UIPrintPageRenderer? {
        if let printPageRenderer { return printPageRenderer }
        if let printFormatter {
            let renderer = UIPrintPageRenderer()
            renderer.addPrintFormatter(printFormatter.copy() as! UIPrintFormatter, startingAtPageAt: 0)
            return renderer
        }
        let items = printingItems ?? printingItem.map { [$0] } ?? []
        return items.isEmpty ? nil : PrintingItemsRenderer(items: items)
    }

    private func finish(_ result: PlatformPrintResult, showedDialog: Bool) {
        isPresenting = false
        let completion = self.completion
        self.completion = nil
        if showedDialog {
            delegate?.printInteractionControllerWillDismissPrinterOptions(self)
            delegate?.printInteractionControllerDidDismissPrinterOptions(self)
        }
        switch result {
        case .printed:
            delegate?.printInteractionControllerWillStartJob(self)
            delegate?.printInteractionControllerDidFinishJob(self)
            completion?(self, true, nil)
        case .cancelled:
            completion?(self, false, nil)
        case .failed(let message):
            completion?(self, false, UIPrintError(.jobFailed, message: message))
        }
    }
}
