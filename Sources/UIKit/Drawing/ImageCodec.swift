@_implementationOnly import CImaging
import CoreGraphics
import Foundation

/// Image files to bitmaps and back, beyond PNG: gdk-pixbuf's loaders decode JPEG, GIF (its
/// first frame), WebP, TIFF, BMP, ICO, HEIF/HEIC, AVIF and SVG, and encode JPEG.
///
/// Hostile input gives nil: loaders report errors rather than crash, and an image larger than
/// `maximumPixelCount` is refused as its header is read, before anything is allocated for it.
enum ImageCodec {
    /// 64 megapixels (an 8192 × 8192 image), four times the largest iPad camera photo.
    static let maximumPixelCount = 64 * 1024 * 1024

    /// Whether `data` is a PNG whose header claims more than `maximumPixelCount` pixels (Cairo
    /// decodes PNG itself, and would allocate for them).
    static func isOversizedPNG(_ data: Data) -> Bool {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return false }
        func bigEndian(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return bigEndian(16) * bigEndian(20) > maximumPixelCount
    }

    /// The bitmap in `data` and the orientation its EXIF data gives; nil for data no loader
    /// reads.
    static func decode(_ data: Data) -> (image: CGImage, orientation: UIImage.Orientation)? {
        guard !data.isEmpty, let loader = gdk_pixbuf_loader_new() else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        let refusal = SizeRefusal()
        let sizePrepared: @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void = { loader, width, height, data in
            guard let loader, let data else { return }
            let refusal = Unmanaged<SizeRefusal>.fromOpaque(data).takeUnretainedValue()
            if width <= 0 || height <= 0 || Int(width) * Int(height) > ImageCodec.maximumPixelCount {
                refusal.refused = true
                // The loader allocates what it is told to scale to: almost nothing.
                gdk_pixbuf_loader_set_size(loader.assumingMemoryBound(to: GdkPixbufLoader.self), 1, 1)
            }
        }
        let unmanaged = Unmanaged.passRetained(refusal)
        defer { unmanaged.release() }
        g_signal_connect_data(UnsafeMutableRawPointer(loader), "size-prepared", unsafeBitCast(sizePrepared, to: GCallback.self),
                              unmanaged.toOpaque(), nil, GConnectFlags(rawValue: 0))
        var error: UnsafeMutablePointer<GError>?
        let written = data.withUnsafeBytes { bytes -> Bool in
            guard let base = bytes.bindMemory(to: UInt8.self).baseAddress else { return false }
            return gdk_pixbuf_loader_write(loader, base, gsize(bytes.count), &error) != 0
        }
        if let error { g_error_free(error) }
        error = nil
        let closed = gdk_pixbuf_loader_close(loader, &error) != 0
        if let error { g_error_free(error) }
        guard written, closed, !refusal.refused, let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader),
              let image = cgImage(from: pixbuf) else { return nil }
        return (image, orientation(of: pixbuf))
    }

    private final class SizeRefusal {
        var refused = false
    }

    /// The pixbuf's pixels (RGB or straight RGBA bytes) premultiplied into a Cairo surface.
    private static func cgImage(from pixbuf: OpaquePointer) -> CGImage? {
        let width = Int(gdk_pixbuf_get_width(pixbuf)), height = Int(gdk_pixbuf_get_height(pixbuf))
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf)), stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        guard width > 0, height > 0, gdk_pixbuf_get_bits_per_sample(pixbuf) == 8, channels == 3 || channels == 4,
              let pixels = gdk_pixbuf_read_pixels(pixbuf) else { return nil }
        let layout: PixelLayout = channels == 4 ? .rgba : .rgb
        let surface = ImageSurface(width: width, height: height)
        guard surface.isValid else { return nil }
        surface.flush()
        for y in 0..<height {
            let row = UnsafeMutableRawPointer(surface.data + y * surface.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            layout.importRow(pixels + y * stride, width: width, into: row)
        }
        surface.markDirty()
        return CGImage(surface: surface)
    }

    /// The EXIF orientation the loader found (JPEG, TIFF, HEIF), as UIKit names it.
    private static func orientation(of pixbuf: OpaquePointer) -> UIImage.Orientation {
        guard let option = gdk_pixbuf_get_option(pixbuf, "orientation") else { return .up }
        switch String(cString: option) {
        case "2": return .upMirrored
        case "3": return .down
        case "4": return .downMirrored
        case "5": return .leftMirrored
        case "6": return .right
        case "7": return .rightMirrored
        case "8": return .left
        default: return .up
        }
    }

    /// JPEG bytes of `image` at `quality` (0 … 1). JPEG has no alpha: it is dropped, and fully
    /// transparent pixels come out black.
    static func jpegData(_ image: CGImage, quality: CGFloat) -> Data? {
        let width = image.width, height = image.height
        guard width > 0, height > 0,
              let pixbuf = gdk_pixbuf_new(GDK_COLORSPACE_RGB, 0, 8, Int32(width), Int32(height)) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        let stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        guard let pixels = gdk_pixbuf_get_pixels(pixbuf) else { return nil }
        let surface = image.surface
        surface.flush()
        for y in 0..<height {
            let source = UnsafeRawPointer(surface.data + y * surface.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            PixelLayout.rgb.exportRow(source, width: width, into: pixels + y * stride)
        }
        let percent = String(Int((min(max(quality, 0), 1) * 100).rounded()))
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        var error: UnsafeMutablePointer<GError>?
        let saved = "quality".withCString { key in
            percent.withCString { value in
                var keys: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: key), nil]
                var values: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: value), nil]
                return gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "jpeg", &keys, &values, &error) != 0
            }
        }
        if let error { g_error_free(error) }
        guard saved, let buffer else { return nil }
        defer { g_free(buffer) }
        return Data(bytes: buffer, count: Int(size))
    }
}
