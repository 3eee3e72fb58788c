@_implementationOnly import CImaging
import CoreGraphics
import Foundation

/// An image set's SVG drawn by librsvg at the scale it is asked for, its size in points being
/// the document's `width` and `height` (a unit of 1 pt or 1 px is a point), else its view
/// box's: Xcode keeps a catalog's SVG as vectors, and `UIImage(data:)` of an SVG would give
/// only its 1× bitmap.
enum AssetSVGRenderer {
    /// 64 megapixels, as decoding refuses larger images.
    private static let maximumPixelCount = 64 * 1024 * 1024

    /// The document drawn `scale` pixels per point; nil for data librsvg does not read or a
    /// document without a size.
    static func image(data: Data, scale: CGFloat) -> UIImage? {
        guard !data.isEmpty, scale > 0, scale.isFinite else { return nil }
        var error: UnsafeMutablePointer<GError>?
        let handle = data.withUnsafeBytes { bytes -> UnsafeMutablePointer<RsvgHandle>? in
            guard let base = bytes.bindMemory(to: UInt8.self).baseAddress else { return nil }
            return rsvg_handle_new_from_data(base, gsize(bytes.count), &error)
        }
        if let error { g_error_free(error) }
        guard let handle else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        // 72 dots per inch: a point (pt) is one pixel of the document, and so one UIKit point.
        rsvg_handle_set_dpi(handle, 72)
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
            var hasWidth: gboolean = 0, hasHeight: gboolean = 0, hasViewBox: gboolean = 0
            var lengthWidth = RsvgLength(), lengthHeight = RsvgLength(), viewBox = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(handle, &hasWidth, &lengthWidth, &hasHeight, &lengthHeight, &hasViewBox, &viewBox)
            guard hasViewBox != 0 else { return nil }
            width = viewBox.width
            height = viewBox.height
        }
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
        let pixelWidth = max(1, Int((width * Double(scale)).rounded(.up)))
        let pixelHeight = max(1, Int((height * Double(scale)).rounded(.up)))
        guard pixelWidth * pixelHeight <= maximumPixelCount else { return nil }
        let surface = ImageSurface(width: pixelWidth, height: pixelHeight)
        guard surface.isValid else { return nil }
        let cairo = surface.makeCairoContext()
        var viewport = RsvgRectangle(x: 0, y: 0, width: Double(pixelWidth), height: Double(pixelHeight))
        let drawn = rsvg_handle_render_document(handle, cairo, &viewport, &error) != 0
        if let error { g_error_free(error) }
        cairo_destroy(cairo)
        guard drawn else { return nil }
        surface.flush()
        return UIImage(cgImage: CGImage(surface: surface), scale: scale, orientation: .up)
    }
}
