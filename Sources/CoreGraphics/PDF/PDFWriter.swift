@_implementationOnly import CCairo
import Foundation

/// The document behind a PDF context: a Cairo PDF surface streaming into a `CGDataConsumer`,
/// and which page is open.
final class PDFWriter {
    /// The `cairo_surface_t *` (a PDF surface).
    let surface: OpaquePointer
    let consumer: CGDataConsumer
    /// The document's default media box; each page may have its own.
    let defaultMediaBox: CGRect
    /// The media box of the open page (or of the next one).
    private(set) var mediaBox: CGRect
    private(set) var isPageOpen = false
    private(set) var isFinished = false
    /// The media box of each ended page.
    private(set) var pageBoxes: [CGRect] = []
    /// The outline to write when the document closes (`CGPDFContextSetOutline`).
    var outline: [String: Any]?
    /// Names given to destinations (a name is defined once).
    var destinations: Set<String> = []
    /// The structure elements open now, outermost first (nil: one Cairo cannot write).
    var openTags: [String?] = []

    init?(consumer: CGDataConsumer, mediaBox: CGRect?) {
        // Quartz's default media box is US Letter.
        let box = (mediaBox ?? CGRect(x: 0, y: 0, width: 612, height: 792)).standardized
        guard !box.isNull, !box.isInfinite, box.width > 0, box.height > 0, box.width.isFinite, box.height.isFinite,
              box.minX.isFinite, box.minY.isFinite else { return nil }
        self.consumer = consumer
        defaultMediaBox = box
        self.mediaBox = box
        let closure = Unmanaged.passRetained(consumer).toOpaque()
        guard let surface = cairo_pdf_surface_create_for_stream({ closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_SUCCESS }
            let consumer = Unmanaged<CGDataConsumer>.fromOpaque(closure).takeUnretainedValue()
            return consumer.write(UnsafeRawBufferPointer(start: bytes, count: Int(length))) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_WRITE_ERROR
        }, closure, Double(box.width), Double(box.height)), cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            Unmanaged<CGDataConsumer>.fromOpaque(closure).release()
            return nil
        }
        self.surface = surface
        // The consumer lives as long as the surface: Cairo may write until it is finished.
        cairo_surface_set_user_data(surface, &consumerKey, closure) { Unmanaged<CGDataConsumer>.fromOpaque($0!).release() }
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Maps a CoreGraphics page (y up, `mediaBox`'s origin wherever it is) onto Cairo's page
    /// (y down, origin at the top-left of the box).
    static func deviceToCairo(for mediaBox: CGRect) -> CGAffineTransform {
        CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: -mediaBox.minX, ty: mediaBox.maxY)
    }

    /// Sets the document's information dictionary entries Cairo can write.
    func setMetadata(_ info: [String: Any]) {
        let fields: [(String, cairo_pdf_metadata_t)] = [
            (kCGPDFContextTitle, CAIRO_PDF_METADATA_TITLE), (kCGPDFContextAuthor, CAIRO_PDF_METADATA_AUTHOR),
            (kCGPDFContextSubject, CAIRO_PDF_METADATA_SUBJECT), (kCGPDFContextCreator, CAIRO_PDF_METADATA_CREATOR),
            (kCGPDFContextKeywords, CAIRO_PDF_METADATA_KEYWORDS),
        ]
        for (key, field) in fields {
            let text: String?
            switch info[key] {
            case let value as String: text = value
            case let values as [String]: text = values.joined(separator: ", ")
            case let value as NSString: text = value as String
            default: text = nil
            }
            if let text { cairo_pdf_surface_set_metadata(surface, field, text) }
        }
    }

    /// Opens a page of `box` (nil: the document's box) on `cairo`.
    func beginPage(mediaBox box: CGRect?, cairo: OpaquePointer) {
        if isPageOpen { endPage(cairo: cairo) }
        guard !isFinished else { return }
        let pageBox = box.map(\.standardized).flatMap { $0.width > 0 && $0.height > 0 ? $0 : nil } ?? defaultMediaBox
        mediaBox = pageBox
        cairo_pdf_surface_set_size(surface, Double(pageBox.width), Double(pageBox.height))
        isPageOpen = true
        reopenTagsForNewPage(cairo: cairo)
    }

    /// Emits the open page.
    func endPage(cairo: OpaquePointer) {
        guard isPageOpen else { return }
        closeTagsForPageEnd(cairo: cairo)
        cairo_show_page(cairo)
        isPageOpen = false
        pageBoxes.append(mediaBox)
    }

    /// Ends the open page and writes the rest of the document; later drawing goes nowhere.
    func finish(cairo: OpaquePointer) {
        guard !isFinished else { return }
        endPage(cairo: cairo)
        writeOutline()
        cairo_surface_finish(surface)
        isFinished = true
        consumer.finish()
    }
}

/// Identifies the consumer a PDF surface keeps alive (Cairo compares keys by address).
nonisolated(unsafe) private var consumerKey = cairo_user_data_key_t()
