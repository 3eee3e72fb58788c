@_implementationOnly import CCairo

/// An immutable bitmap image.
///
/// Slate stores every image as premultiplied 8-bit ARGB in native byte order (what
/// `bitmapInfo` reports), converting from the layout it was created with.
public final class CGImage: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The pixels. Never mutated after creation.
    package let surface: ImageSurface
    public let colorSpace: CGColorSpace?
    public let shouldInterpolate: Bool
    public let renderingIntent: CGColorRenderingIntent
    /// Whether this is an image mask (`init(maskWidth:…)`): painted where its samples are 0.
    public let isMask: Bool
    /// The uniform type identifier of the file the image was decoded from (`"public.png"`),
    /// nil for images made from pixels or by drawing.
    public package(set) var utType: String?

    package init(surface: ImageSurface, colorSpace: CGColorSpace? = .sRGBSpace, isMask: Bool = false,
                 shouldInterpolate: Bool = true, intent: CGColorRenderingIntent = .defaultIntent) {
        self.surface = surface
        self.colorSpace = colorSpace
        self.isMask = isMask
        self.shouldInterpolate = shouldInterpolate
        renderingIntent = intent
    }

    /// An image from raw pixels. Returns nil for layouts Slate does not support (see
    /// `PixelLayout`) or when the provider holds too few bytes.
    public convenience init?(
        width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: CGBitmapInfo, provider: CGDataProvider,
        decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool, intent: CGColorRenderingIntent
    ) {
        guard width > 0, height > 0,
              let layout = PixelLayout(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                                       model: space.model, bitmapInfo: bitmapInfo),
              bytesPerRow >= width * layout.bytesPerPixel,
              let bytes = provider.data, bytes.count >= bytesPerRow * (height - 1) + width * layout.bytesPerPixel
        else { return nil }
        let surface = ImageSurface(width: width, height: height)
        guard surface.isValid else { return nil }
        bytes.withUnsafeBytes { raw in
            let base = raw.bindMemory(to: UInt8.self).baseAddress!
            for row in 0..<height {
                let destination = UnsafeMutableRawPointer(surface.data + row * surface.bytesPerRow)
                    .assumingMemoryBound(to: UInt32.self)
                layout.importRow(base + row * bytesPerRow, width: width, into: destination)
            }
        }
        surface.markDirty()
        self.init(surface: surface, colorSpace: space, shouldInterpolate: shouldInterpolate, intent: intent)
    }

    /// An image mask: 8-bit samples where 0 paints and 255 leaves the destination alone.
    public convenience init?(
        maskWidth width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int,
        provider: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool
    ) {
        guard width > 0, height > 0, bitsPerComponent == 8, bitsPerPixel == 8, bytesPerRow >= width,
              let bytes = provider.data, bytes.count >= bytesPerRow * (height - 1) + width else { return nil }
        let surface = ImageSurface(width: width, height: height, format: .a8)
        bytes.withUnsafeBytes { raw in
            let base = raw.bindMemory(to: UInt8.self).baseAddress!
            for row in 0..<height {
                let destination = surface.data + row * surface.bytesPerRow
                for x in 0..<width { destination[x] = 255 - base[row * bytesPerRow + x] }
            }
        }
        surface.markDirty()
        self.init(surface: surface, colorSpace: nil, isMask: true, shouldInterpolate: shouldInterpolate)
    }

    /// Decodes a PNG from `source`.
    public convenience init?(
        pngDataProviderSource source: CGDataProvider, decode: UnsafePointer<CGFloat>?,
        shouldInterpolate: Bool, intent: CGColorRenderingIntent
    ) {
        guard let data = source.data, let surface = ImageSurface.decodePNG(data) else { return nil }
        self.init(surface: surface, shouldInterpolate: shouldInterpolate, intent: intent)
        utType = "public.png"
    }

    public var width: Int { surface.width }
    public var height: Int { surface.height }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { isMask ? 8 : 32 }
    public var bytesPerRow: Int { surface.bytesPerRow }
    public var bitmapInfo: CGBitmapInfo { isMask ? CGBitmapInfo(rawValue: CGImageAlphaInfo.alphaOnly.rawValue) : PixelLayout.native.bitmapInfo }
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alphaInfo ?? .premultipliedFirst }
    public var byteOrderInfo: CGImageByteOrderInfo { bitmapInfo.byteOrder ?? .orderDefault }
    public var pixelFormatInfo: CGImagePixelFormatInfo { .packed }
    public var decode: UnsafePointer<CGFloat>? { nil }

    /// The pixels, laid out as `bitmapInfo` and `bytesPerRow` describe.
    public var dataProvider: CGDataProvider? {
        surface.flush()
        return CGDataProvider(data: Data(bytes: surface.data, count: surface.bytesPerRow * surface.height))
    }

    /// The pixels inside `rect` (in pixels, origin at the top-left), or nil if they do not
    /// intersect the image.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized.integral
        guard let cropped = surface.cropped(x: Int(r.minX), y: Int(r.minY), width: Int(r.width), height: Int(r.height)) else { return nil }
        return CGImage(surface: cropped, colorSpace: colorSpace, isMask: isMask, shouldInterpolate: shouldInterpolate, intent: renderingIntent)
    }

    public func copy() -> CGImage? { self }

    /// The same pixels, tagged with another RGB color space.
    public func copy(colorSpace space: CGColorSpace) -> CGImage? {
        guard !isMask, space.model == colorSpace?.model else { return nil }
        return CGImage(surface: surface, colorSpace: space, shouldInterpolate: shouldInterpolate, intent: renderingIntent)
    }

    /// PNG bytes, for UIKit's `pngData()` and for hosts writing frames.
    package func pngData() -> Data? { surface.pngData() }

    /// The premultiplied ARGB32 word at (`x`, `y`), origin top-left. For tests and hit testing.
    package func pixel(x: Int, y: Int) -> UInt32 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height) image")
        surface.flush()
        if isMask { return UInt32(surface.data[y * surface.bytesPerRow + x]) << 24 }
        return UnsafeRawPointer(surface.data + y * surface.bytesPerRow).assumingMemoryBound(to: UInt32.self)[x]
    }

    /// Whether every pixel's alpha is full: what decides whether a bar showing this image as
    /// its background is translucent.
    package var isFullyOpaque: Bool {
        surface.flush()
        let data = surface.data
        for y in 0..<height {
            let row = data + y * surface.bytesPerRow
            if isMask {
                for x in 0..<width where row[x] != 0xFF { return false }
            } else {
                let words = UnsafeRawPointer(row).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width where words[x] >> 24 != 0xFF { return false }
            }
        }
        return true
    }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String { "<CGImage \(width)×\(height)\(isMask ? " mask" : "")>" }
}

extension CGImage: CoreGraphicsTypeIdentified {
    public static var typeID: CFTypeID { 4 }
}
