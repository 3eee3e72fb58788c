import Foundation

/// Lays content out across pages for a `UIPrintPageRenderer`; subclasses format text
/// (`UISimpleTextPrintFormatter`) or a view (`UIViewPrintFormatter`).
///
/// A formatter lays out against its renderer's pages: each page's content rectangle (the
/// printable rectangle less the renderer's header and footer) inset by
/// `perPageContentInsets`, and no larger than `maximumContentWidth`/`maximumContentHeight`.
@preconcurrency @MainActor
open class UIPrintFormatter: NSObject, NSCopying {
    /// The renderer the formatter was added to; nil until then.
    open internal(set) weak var printPageRenderer: UIPrintPageRenderer?
    /// The most height content takes on a page; 0 for no limit.
    open var maximumContentHeight: CGFloat = 0
    /// The most width content takes; 0 for no limit.
    open var maximumContentWidth: CGFloat = 0
    /// Insets from each page's content rectangle, on every page.
    open var perPageContentInsets: UIEdgeInsets = .zero
    /// The page the content starts on; `NSNotFound` until the formatter is added to a renderer.
    open var startPage: Int = NSNotFound

    public override init() {
        super.init()
    }

    /// Takes the formatter out of its renderer.
    open func removeFromPrintPageRenderer() {
        printPageRenderer?.removeFormatter(self)
    }

    /// How many pages the content takes with the renderer's paper; 0 without a renderer.
    open var pageCount: Int {
        guard let size = contentSizePerPage else { return 0 }
        return pageCount(forContentSize: size)
    }

    /// Where the content goes on page `pageIndex` (counting pages of the whole job); an empty
    /// rectangle for pages the formatter does not draw on.
    open func rect(forPageAt pageIndex: Int) -> CGRect {
        guard startPage != NSNotFound, let renderer = printPageRenderer,
              pageIndex >= startPage, pageIndex < startPage + pageCount else { return .zero }
        return contentRect(in: renderer)
    }

    /// Draws the content that falls on page `pageIndex` into `rect`; an override point.
    open func draw(in rect: CGRect, forPageAt pageIndex: Int) {
        guard startPage != NSNotFound, pageIndex >= startPage, pageIndex < startPage + pageCount,
              UIGraphicsGetCurrentContext() != nil else { return }
        drawContent(in: rect, page: pageIndex - startPage)
    }

    /// A copy with the same content and layout settings, not added to any renderer.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        // Formatters are the main actor's; Foundation's NSCopying is not, so the copy is made
        // on the main actor it is called from.
        nonisolated(unsafe) var made: UIPrintFormatter?
        MainActor.assumeIsolated {
            let copy = makeCopy()
            copy.maximumContentHeight = maximumContentHeight
            copy.maximumContentWidth = maximumContentWidth
            copy.perPageContentInsets = perPageContentInsets
            made = copy
        }
        return made!
    }

    // MARK: For subclasses

    /// A new formatter of the same kind with the same content (`copy(with:)` adds the layout
    /// settings).
    func makeCopy() -> UIPrintFormatter { UIPrintFormatter() }

    /// How many pages content laid out for pages of `size` takes; the base formatter has none.
    func pageCount(forContentSize size: CGSize) -> Int { 0 }

    /// Draws the `page`th page (counting from the formatter's first) of the content in `rect`.
    func drawContent(in rect: CGRect, page: Int) {}

    // MARK: Layout

    /// The content rectangle on every page of `renderer`.
    func contentRect(in renderer: UIPrintPageRenderer) -> CGRect {
        var rect = renderer.contentRect.inset(by: perPageContentInsets)
        if maximumContentWidth > 0 { rect.size.width = min(rect.width, maximumContentWidth) }
        if maximumContentHeight > 0 { rect.size.height = min(rect.height, maximumContentHeight) }
        rect.size.width = max(0, rect.width)
        rect.size.height = max(0, rect.height)
        return rect
    }

    var contentSizePerPage: CGSize? {
        guard let renderer = printPageRenderer else { return nil }
        let size = contentRect(in: renderer).size
        return size.width > 0 && size.height > 0 ? size : nil
    }
}
