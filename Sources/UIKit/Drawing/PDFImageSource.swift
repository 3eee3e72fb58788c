@_implementationOnly import CCairo
@_implementationOnly import CPoppler
import CoreGraphics
import Foundation

/// The first page of a PDF document as an image's vector art: the page's size in points, and
/// bitmaps of it drawn by poppler at whatever resolution the image is shown — an asset's PDF,
/// or `UIImage(data:)` of a PDF, stays sharp at any scale, as UIKit's vector images do.
///
/// Poppler's documents are not safe to share between threads; each drawing opens the
/// document anew (parsing a small icon's PDF takes microseconds) under the source's lock, and
/// the last few bitmaps are kept.
final class PDFImageSource: @unchecked Sendable {
    /// The page's size in points (PDF units).
    let pageSize: CGSize
    private let data: Data
    private let lock = NSLock()
    private var bitmaps: [(width: Int, height: Int, image: CGImage)] = []

    /// Whether `data` is a PDF document: "%PDF-" within its first kilobyte (readers allow
    /// bytes before the header).
    static func isPDF(_ data: Data) -> Bool {
        data.prefix(1024).range(of: Data("%PDF-".utf8)) != nil
    }

    /// nil unless `data` (a PDF, by `isPDF`) has a first page of positive size.
    init?(data: Data) {
        guard let size = Self.withFirstPage(of: data, { page -> CGSize in
            var width = 0.0, height = 0.0
            poppler_page_get_size(page, &width, &height)
            return CGSize(width: width, height: height)
        }), size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        self.data = data
        pageSize = size
    }

    /// The page drawn `scale` pixels per point; nil past 64 megapixels (as decoding refuses).
    func bitmap(scale: CGFloat) -> CGImage? {
        let width = max(1, Int((pageSize.width * scale).rounded(.up)))
        let height = max(1, Int((pageSize.height * scale).rounded(.up)))
        guard width * height <= 64 * 1024 * 1024 else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let kept = bitmaps.first(where: { $0.width == width && $0.height == height }) { return kept.image }
        let surface = ImageSurface(width: width, height: height)
        guard surface.isValid else { return nil }
        let cairo = surface.makeCairoContext()
        cairo_scale(cairo, Double(width) / Double(pageSize.width), Double(height) / Double(pageSize.height))
        let drawn: Void? = Self.withFirstPage(of: data) { page in poppler_page_render(page, cairo) }
        cairo_destroy(cairo)
        guard drawn != nil else { return nil }
        surface.flush()
        let image = CGImage(surface: surface)
        bitmaps.append((width, height, image))
        if bitmaps.count > 4 { bitmaps.removeFirst() }
        return image
    }

    /// Opens the document and runs `body` with its first page.
    private static func withFirstPage<Result>(of data: Data, _ body: (OpaquePointer) -> Result) -> Result? {
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let document = poppler_document_new_from_bytes(bytes, nil, &error) else {
            if let error { g_error_free(error) }
            return nil
        }
        defer { g_object_unref(UnsafeMutableRawPointer(document)) }
        guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        return body(page)
    }
}
