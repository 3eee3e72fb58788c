@_implementationOnly import CCairo
import Foundation

/// PDF contexts: drawing recorded as vector pages of a PDF document, on Cairo's PDF surface.
///
/// As in Quartz, user space is PDF's default space: points, y up, the origin at the page's
/// media box origin. Draw between `beginPDFPage(_:)` (or `beginPage(mediaBox:)`) and
/// `endPDFPage()`; `closePDF()` writes the rest of the document to the consumer (so does
/// releasing the context). Each page starts with a fresh graphics state.
extension CGContext {
    /// A PDF context writing to `consumer`. `mediaBox` is the default page box (US Letter,
    /// 612 × 792 points, when nil); `auxiliaryInfo` may give the document's title, author,
    /// subject, keywords and creator (`kCGPDFContextTitle` …). Nil for an empty media box.
    ///
    /// Apple's parameters are `UnsafePointer<CGRect>?` and `CFDictionary?`; Slate's are the
    /// same pointer and `[String: Any]?`.
    public convenience init?(consumer: CGDataConsumer, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: [String: Any]?) {
        guard let writer = PDFWriter(consumer: consumer, mediaBox: mediaBox?.pointee) else { return nil }
        writer.setMetadata(auxiliaryInfo ?? [:])
        self.init(pdf: writer)
    }

    /// A PDF context writing the file at `url` (created or replaced); nil when it cannot be
    /// written. Apple's `url` is a `CFURL`.
    public convenience init?(_ url: URL, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: [String: Any]?) {
        guard let consumer = CGDataConsumer(url: url) else { return nil }
        self.init(consumer: consumer, mediaBox: mediaBox, auxiliaryInfo)
    }

    /// Starts a page. `pageInfo` may give its box under `kCGPDFContextMediaBox` (a `CGRect`);
    /// without one the page takes the context's media box. An open page is ended first.
    public func beginPDFPage(_ pageInfo: [String: Any]?) {
        openPage(box: pageInfo?[kCGPDFContextMediaBox] as? CGRect)
    }

    /// Ends the page begun by `beginPDFPage(_:)`.
    public func endPDFPage() {
        endPage()
    }

    /// Starts a page whose media box is `mediaBox` (the context's when nil). In a bitmap
    /// context, as in Quartz, it does nothing.
    public func beginPage(mediaBox: UnsafePointer<CGRect>?) {
        openPage(box: mediaBox?.pointee)
    }

    /// Ends the open page; nothing when no page is open.
    public func endPage() {
        guard let pdf, pdf.isPageOpen else { return }
        closeOpenPageState()
        pdf.endPage(cairo: cairo)
    }

    /// Ends the open page and completes the document; later drawing is ignored.
    public func closePDF() {
        guard let pdf, !pdf.isFinished else { return }
        if pdf.isPageOpen { closeOpenPageState() }
        pdf.finish(cairo: cairo)
    }

    private func openPage(box: CGRect?) {
        guard let pdf, !pdf.isFinished else { return }
        if pdf.isPageOpen { endPage() }
        pdf.beginPage(mediaBox: box, cairo: cairo)
        // A new page starts from Quartz's initial graphics state, in this page's space.
        deviceToCairo = PDFWriter.deviceToCairo(for: pdf.mediaBox)
        cairo_save(cairo)
        var matrix = deviceToCairo.cairoMatrix
        cairo_set_matrix(cairo, &matrix)
        cairo_reset_clip(cairo)
        cairo_new_path(cairo)
        cairo_set_line_width(cairo, 1)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cairo, CAIRO_LINE_JOIN_MITER)
        cairo_set_miter_limit(cairo, 10)
        cairo_set_dash(cairo, nil, 0, 0)
        state = GraphicsState()
        savedStates = []
    }

    /// Unwinds what the page left open (saved states, transparency layers) and the page's
    /// own save, so the next page starts clean.
    private func closeOpenPageState() {
        while !transparencyLayers.isEmpty { endTransparencyLayer() }
        while !savedStates.isEmpty { restoreGState() }
        cairo_restore(cairo)
    }
}
