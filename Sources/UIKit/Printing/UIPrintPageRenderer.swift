import Foundation

/// Draws the pages of a print job: a header, the content (its print formatters, then
/// `drawContentForPage`) and a footer on each. Subclass it to draw headers, footers or the
/// whole page; `UIPrintInteractionController` asks it for `numberOfPages` and calls
/// `drawPage(at:in:)` for each page, with a PDF context current.
@MainActor
open class UIPrintPageRenderer: NSObject {
    /// How much of the printable rectangle's top the header takes.
    open var headerHeight: CGFloat = 0
    /// How much of the printable rectangle's bottom the footer takes.
    open var footerHeight: CGFloat = 0

    /// The whole paper, origin (0, 0), in the job's orientation; zero until a job lays out.
    open internal(set) var paperRect: CGRect = .zero
    /// The part of the paper the printer can print on; zero until a job lays out.
    open internal(set) var printableRect: CGRect = .zero

    private var formatters: [UIPrintFormatter] = []

    public override init() {
        super.init()
    }

    /// The formatters, in the order they were added; setting it starts each on page 0.
    open var printFormatters: [UIPrintFormatter]? {
        get { formatters.isEmpty ? nil : formatters }
        set {
            for formatter in formatters { formatter.printPageRenderer = nil; formatter.startPage = NSNotFound }
            formatters = []
            for formatter in newValue ?? [] { addPrintFormatter(formatter, startingAtPageAt: 0) }
        }
    }

    /// The formatters drawing on page `pageIndex`; nil when none does.
    open func printFormatters(forPageAt pageIndex: Int) -> [UIPrintFormatter]? {
        let drawing = formatters.filter { formatter in
            formatter.startPage != NSNotFound && pageIndex >= formatter.startPage && pageIndex < formatter.startPage + formatter.pageCount
        }
        return drawing.isEmpty ? nil : drawing
    }

    /// Adds `formatter`, its content starting on page `pageIndex` (taken from a renderer it
    /// was in).
    open func addPrintFormatter(_ formatter: UIPrintFormatter, startingAtPageAt pageIndex: Int) {
        formatter.removeFromPrintPageRenderer()
        formatter.printPageRenderer = self
        formatter.startPage = max(0, pageIndex)
        formatters.append(formatter)
    }

    func removeFormatter(_ formatter: UIPrintFormatter) {
        formatters.removeAll { $0 === formatter }
        formatter.printPageRenderer = nil
        formatter.startPage = NSNotFound
    }

    /// How many pages the job has: by default, as many as the formatters reach; 0 without
    /// formatters. An override point.
    open var numberOfPages: Int {
        formatters.map { $0.startPage == NSNotFound ? 0 : $0.startPage + $0.pageCount }.max() ?? 0
    }

    /// The rendering quality used for `requestedRenderingQuality`; best by default.
    open func currentRenderingQuality(forRequested requestedRenderingQuality: UIPrintRenderingQuality) -> UIPrintRenderingQuality {
        .best
    }

    /// Called before pages in `range` are drawn; does nothing by default.
    open func prepare(forDrawingPages range: NSRange) {}

    /// Draws page `pageIndex`: the header in the top `headerHeight` of `printableRect`, the
    /// formatters for the page, the content between header and footer, and the footer.
    open func drawPage(at pageIndex: Int, in printableRect: CGRect) {
        if headerHeight > 0 {
            drawHeaderForPage(at: pageIndex, in: CGRect(x: printableRect.minX, y: printableRect.minY,
                                                         width: printableRect.width, height: headerHeight))
        }
        for formatter in printFormatters(forPageAt: pageIndex) ?? [] {
            drawPrintFormatter(formatter, forPageAt: pageIndex)
        }
        drawContentForPage(at: pageIndex, in: contentRect(in: printableRect))
        if footerHeight > 0 {
            drawFooterForPage(at: pageIndex, in: CGRect(x: printableRect.minX, y: printableRect.maxY - footerHeight,
                                                         width: printableRect.width, height: footerHeight))
        }
    }

    /// Draws `printFormatter`'s part of page `pageIndex` in its rectangle for the page.
    open func drawPrintFormatter(_ printFormatter: UIPrintFormatter, forPageAt pageIndex: Int) {
        printFormatter.draw(in: printFormatter.rect(forPageAt: pageIndex), forPageAt: pageIndex)
    }

    /// Draws the header; does nothing by default.
    open func drawHeaderForPage(at pageIndex: Int, in headerRect: CGRect) {}

    /// Draws content of the renderer's own; does nothing by default.
    open func drawContentForPage(at pageIndex: Int, in contentRect: CGRect) {}

    /// Draws the footer; does nothing by default.
    open func drawFooterForPage(at pageIndex: Int, in footerRect: CGRect) {}

    // MARK: Layout

    /// The printable rectangle less the header and footer.
    var contentRect: CGRect { contentRect(in: printableRect) }

    private func contentRect(in printable: CGRect) -> CGRect {
        let top = max(0, headerHeight), bottom = max(0, footerHeight)
        return CGRect(x: printable.minX, y: printable.minY + top, width: printable.width,
                      height: max(0, printable.height - top - bottom))
    }

    /// Lays the job out on `paper` in `orientation`: landscape turns the paper and its
    /// printable area.
    func layOut(on paper: UIPrintPaper, orientation: UIPrintInfo.Orientation) {
        let size = paper.paperSize
        let printable = paper.printableRect
        if orientation == .landscape {
            paperRect = CGRect(x: 0, y: 0, width: size.height, height: size.width)
            printableRect = CGRect(x: printable.minY, y: size.width - printable.maxX, width: printable.height, height: printable.width)
        } else {
            paperRect = CGRect(origin: .zero, size: size)
            printableRect = printable
        }
    }
}
