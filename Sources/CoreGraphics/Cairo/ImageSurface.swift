@_implementationOnly import CCairo

/// An owned Cairo image surface: the pixel store behind images, bitmap contexts, layer
/// backing stores and frame buffers.
///
/// Pixels are Cairo's ARGB32: premultiplied alpha, one native-endian 32-bit word per pixel
/// (bytes B, G, R, A on little-endian machines), or A8 for alpha-only masks.
/// Identifies the memory an uninitialized surface owns (Cairo compares keys by address).
nonisolated(unsafe) private var ownedMemoryKey = cairo_user_data_key_t()

package final class ImageSurface: @unchecked Sendable {
    package enum Format: Sendable {
        case argb32
        case a8

        var cairoFormat: cairo_format_t { self == .argb32 ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_A8 }
        var bytesPerPixel: Int { self == .argb32 ? 4 : 1 }
    }

    /// The `cairo_surface_t *`.
    package let pointer: OpaquePointer
    package let width: Int
    package let height: Int
    package let format: Format

    /// A cleared (transparent) surface. Sizes are clamped to at least 1×1 pixel, since Cairo
    /// cannot draw into an empty surface; `width`/`height` report the clamped size.
    package init(width: Int, height: Int, format: Format = .argb32) {
        self.width = max(1, width)
        self.height = max(1, height)
        self.format = format
        let bytesPerRow = Int(cairo_format_stride_for_width(format.cairoFormat, Int32(self.width)))
        // A large surface takes its memory from the pool (reused or new, zeroed either way).
        if bytesPerRow > 0, bytesPerRow * self.height >= PixelMemoryPool.smallestPooled,
           let surface = Self.pooledSurface(format: format, width: self.width, height: self.height, bytesPerRow: bytesPerRow, clear: true) {
            pointer = surface
            return
        }
        pointer = cairo_image_surface_create(format.cairoFormat, Int32(self.width), Int32(self.height))
    }

    /// A surface on memory from `PixelMemoryPool`, which it gives back when Cairo destroys it;
    /// nil when the memory or the surface cannot be had.
    private static func pooledSurface(format: Format, width: Int, height: Int, bytesPerRow: Int, clear: Bool) -> OpaquePointer? {
        let size = bytesPerRow * height
        guard let memory = PixelMemoryPool.allocate(size, zeroed: clear) else { return nil }
        guard let surface = cairo_image_surface_create_for_data(memory.assumingMemoryBound(to: UInt8.self), format.cairoFormat,
                                                                Int32(width), Int32(height), Int32(bytesPerRow)) else {
            PixelMemoryPool.release(memory)
            return nil
        }
        // The memory goes with the Cairo surface, which may outlive this object (a pattern
        // drawing it holds a reference).
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              cairo_surface_set_user_data(surface, &ownedMemoryKey, memory, { PixelMemoryPool.release($0) }) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            PixelMemoryPool.release(memory)
            return nil
        }
        return surface
    }

    /// A surface whose pixels are whatever its new memory held, for a buffer that is painted
    /// whole before anything reads it: it skips the clearing `init(width:height:)` does.
    package init(uninitializedWidth width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
        format = .argb32
        let bytesPerRow = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(self.width)))
        guard bytesPerRow > 0,
              let surface = Self.pooledSurface(format: .argb32, width: self.width, height: self.height, bytesPerRow: bytesPerRow, clear: false) else {
            pointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(self.width), Int32(self.height))
            return
        }
        pointer = surface
    }

    /// Wraps memory owned by someone else; the memory must outlive the surface and use
    /// Cairo's layout for `format` with `bytesPerRow` bytes per row.
    package init(wrapping data: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int, format: Format = .argb32) {
        self.width = width
        self.height = height
        self.format = format
        pointer = cairo_image_surface_create_for_data(
            data.assumingMemoryBound(to: UInt8.self), format.cairoFormat, Int32(width), Int32(height), Int32(bytesPerRow))
    }

    private init(adopting pointer: OpaquePointer) {
        self.pointer = pointer
        width = Int(cairo_image_surface_get_width(pointer))
        height = Int(cairo_image_surface_get_height(pointer))
        format = cairo_image_surface_get_format(pointer) == CAIRO_FORMAT_A8 ? .a8 : .argb32
    }

    deinit {
        cairo_surface_destroy(pointer)
    }

    /// Whether Cairo could create the surface (it fails for absurd sizes).
    package var isValid: Bool { cairo_surface_status(pointer) == CAIRO_STATUS_SUCCESS }

    package var bytesPerRow: Int { Int(cairo_image_surface_get_stride(pointer)) }

    /// The first byte of the first row. Call `flush()` before reading after Cairo drew, and
    /// `markDirty()` after writing.
    package var data: UnsafeMutablePointer<UInt8> { cairo_image_surface_get_data(pointer) }

    package func flush() { cairo_surface_flush(pointer) }

    package func markDirty() { cairo_surface_mark_dirty(pointer) }

    package func markDirty(x: Int, y: Int, width: Int, height: Int) {
        cairo_surface_mark_dirty_rectangle(pointer, Int32(x), Int32(y), Int32(width), Int32(height))
    }

    /// A deep copy (of a surface Cairo could not make, another such surface).
    package func copy() -> ImageSurface {
        let copy = ImageSurface(width: width, height: height, format: format)
        guard isValid, copy.isValid else { return copy }
        flush()
        let rowBytes = width * format.bytesPerPixel
        for row in 0..<height {
            (copy.data + row * copy.bytesPerRow).update(from: data + row * bytesPerRow, count: rowBytes)
        }
        copy.markDirty()
        return copy
    }

    /// A copy of the pixels inside `x, y, width, height` (clamped to the surface).
    package func cropped(x: Int, y: Int, width w: Int, height h: Int) -> ImageSurface? {
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(width, x + w), y1 = min(height, y + h)
        guard x1 > x0, y1 > y0 else { return nil }
        let copy = ImageSurface(width: x1 - x0, height: y1 - y0, format: format)
        guard isValid, copy.isValid else { return copy }
        flush()
        let bpp = format.bytesPerPixel
        for row in 0..<(y1 - y0) {
            (copy.data + row * copy.bytesPerRow).update(
                from: data + (y0 + row) * bytesPerRow + x0 * bpp, count: (x1 - x0) * bpp)
        }
        copy.markDirty()
        return copy
    }

    /// A new `cairo_t` drawing into this surface. The caller destroys it.
    package func makeCairoContext() -> OpaquePointer {
        cairo_create(pointer)
    }

    // MARK: PNG

    /// Decodes PNG data (any bit depth and color type libpng handles).
    package static func decodePNG(_ data: Data) -> ImageSurface? {
        guard data.count > 8, data.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        let reader = PNGByteReader(data: data)
        let unmanaged = Unmanaged.passRetained(reader)
        defer { unmanaged.release() }
        let surface = cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
            let reader = Unmanaged<PNGByteReader>.fromOpaque(closure).takeUnretainedValue()
            return reader.read(into: buffer, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
        }, unmanaged.toOpaque())
        guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            if let surface { cairo_surface_destroy(surface) }
            return nil
        }
        if cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 || cairo_image_surface_get_format(surface) == CAIRO_FORMAT_A8 {
            return ImageSurface(adopting: surface)
        }
        // RGB24 (opaque PNGs): repaint into ARGB32 so every image shares one format.
        let converted = ImageSurface(width: Int(cairo_image_surface_get_width(surface)),
                                     height: Int(cairo_image_surface_get_height(surface)))
        let cr = converted.makeCairoContext()
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        return converted
    }

    /// Encodes the surface as an 8-bit RGBA PNG.
    package func pngData() -> Data? {
        let writer = PNGByteWriter()
        let unmanaged = Unmanaged.passRetained(writer)
        defer { unmanaged.release() }
        flush()
        let status = cairo_surface_write_to_png_stream(pointer, { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<PNGByteWriter>.fromOpaque(closure).takeUnretainedValue()
                .data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, unmanaged.toOpaque())
        return status == CAIRO_STATUS_SUCCESS ? writer.data : nil
    }
}

private final class PNGByteReader {
    let data: Data
    var offset = 0

    init(data: Data) { self.data = data }

    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard offset + count <= data.count else { return false }
        let start = data.startIndex + offset
        data.copyBytes(to: buffer, from: start..<(start + count))
        offset += count
        return true
    }
}

private final class PNGByteWriter {
    var data = Data()
}
