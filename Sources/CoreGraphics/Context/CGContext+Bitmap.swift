@_implementationOnly import CCairo

/// Caller-owned (or caller-visible) memory in a layout other than Cairo's, kept in step with
/// the Cairo surface after every drawing operation.
final class BitmapMirror {
    let bytes: UnsafeMutableRawPointer
    let layout: PixelLayout
    let bytesPerRow: Int
    let ownsBytes: Bool

    init(bytes: UnsafeMutableRawPointer, layout: PixelLayout, bytesPerRow: Int, ownsBytes: Bool) {
        self.bytes = bytes
        self.layout = layout
        self.bytesPerRow = bytesPerRow
        self.ownsBytes = ownsBytes
    }

    deinit {
        if ownsBytes { bytes.deallocate() }
    }
}

/// Called with the `releaseInfo` and the `data` of a bitmap context made with
/// `CGContext(data:…:releaseCallback:releaseInfo:)` once the context is released.
public typealias CGBitmapContextReleaseDataCallback = @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void

/// Bitmap contexts.
///
/// Supported layouts: 8 bits per component; RGB in 32 bits (premultiplied or skipped alpha,
/// first or last, either byte order); 8-bit gray; 8-bit alpha only. Other requests return
/// nil and log why, as CoreGraphics does. Memory in Cairo's own layout (premultiplied first,
/// 32-bit little-endian on x86 and ARM) is drawn into directly; other layouts are converted
/// after each drawing operation.
extension CGContext {
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        let isAlphaOnly = info.alphaInfo == .alphaOnly
        let componentCount = isAlphaOnly ? 0 : space.numberOfComponents
        let alphaInfo = info.alphaInfo ?? .none
        let bitsPerPixel = isAlphaOnly ? 8 : bitsPerComponent * (componentCount + (alphaInfo == .none ? 0 : 1))
        guard width > 0, height > 0,
              let layout = PixelLayout(bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel,
                                       model: isAlphaOnly ? nil : space.model, bitmapInfo: info),
              !layout.hasAlpha || layout.premultiplied || layout.isAlphaOnly
        else {
            Self.logUnsupported(bitsPerComponent: bitsPerComponent, space: space, bitmapInfo: bitmapInfo)
            return nil
        }
        let rowBytes = bytesPerRow == 0 ? width * layout.bytesPerPixel : bytesPerRow
        guard rowBytes >= width * layout.bytesPerPixel else {
            Self.logUnsupported(bitsPerComponent: bitsPerComponent, space: space, bitmapInfo: bitmapInfo)
            return nil
        }

        let surface: ImageSurface
        var mirror: BitmapMirror?
        if layout == .native, let data, rowBytes % 4 == 0 {
            surface = ImageSurface(wrapping: data, width: width, height: height, bytesPerRow: rowBytes)
        } else {
            surface = ImageSurface(width: width, height: height)
            if layout != .native || data != nil {
                let bytes = data ?? UnsafeMutableRawPointer.allocate(byteCount: rowBytes * height, alignment: 16)
                if data == nil { bytes.initializeMemory(as: UInt8.self, repeating: 0, count: rowBytes * height) }
                mirror = BitmapMirror(bytes: bytes, layout: layout, bytesPerRow: rowBytes, ownsBytes: data == nil)
                if data != nil { Self.importPixels(from: mirror!, into: surface) }
            }
        }
        guard surface.isValid else { return nil }
        self.init(surface: surface, initialCTM: .identity, shadowsInFlippedSpace: false)
        self.mirror = mirror
        self.bitmapLayout = layout
        self.bitmapColorSpace = isAlphaOnly ? nil : space
    }

    /// The same, taking a `CGBitmapInfo`.
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: CGBitmapInfo
    ) {
        self.init(data: data, width: width, height: height, bitsPerComponent: bitsPerComponent,
                  bytesPerRow: bytesPerRow, space: space, bitmapInfo: bitmapInfo.rawValue)
    }

    /// A bitmap context over the caller's `data` that calls `releaseCallback` with
    /// `releaseInfo` and `data` once the context is released, for the caller to free its
    /// memory then. (Without `data`, the context owns its memory and calls nothing.)
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32, releaseCallback: CGBitmapContextReleaseDataCallback?,
        releaseInfo: UnsafeMutableRawPointer?
    ) {
        self.init(data: data, width: width, height: height, bitsPerComponent: bitsPerComponent,
                  bytesPerRow: bytesPerRow, space: space, bitmapInfo: bitmapInfo)
        if let data, let releaseCallback {
            nonisolated(unsafe) let info = releaseInfo
            releaseData = { releaseCallback(info, data) }
        }
    }

    private static func logUnsupported(bitsPerComponent: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        let message = "CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:): unsupported parameter "
            + "combination: \(bitsPerComponent) bits/component; \(space); bitmapInfo 0x\(String(bitmapInfo, radix: 16)). "
            + "Use 8 bits per component with premultiplied or skipped alpha (e.g. CGImageAlphaInfo.premultipliedFirst "
            + "| CGBitmapInfo.byteOrder32Little), 8-bit gray without alpha, or 8-bit alpha only.\n"
        FileHandle.standardError.write(Data(message.utf8))
    }

    // MARK: Properties

    /// The pixels, in the layout the context was created with (nil for contexts UIKit made).
    public var data: UnsafeMutableRawPointer? {
        guard pdf == nil else { return nil }
        if let mirror {
            mirrorDirtyPixels(in: nil)
            return mirror.bytes
        }
        surface.flush()
        return UnsafeMutableRawPointer(surface.data)
    }

    /// Pixels across; 0 for a PDF context, as Quartz answers for contexts that are not bitmaps.
    public var width: Int { pdf == nil ? surface.width : 0 }
    /// Pixels down; 0 for a PDF context.
    public var height: Int { pdf == nil ? surface.height : 0 }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { bitmapLayout.bytesPerPixel * 8 }
    public var bytesPerRow: Int { mirror?.bytesPerRow ?? surface.bytesPerRow }
    public var colorSpace: CGColorSpace? { bitmapColorSpace }
    public var bitmapInfo: CGBitmapInfo { bitmapLayout.bitmapInfo }
    public var alphaInfo: CGImageAlphaInfo { bitmapLayout.bitmapInfo.alphaInfo ?? .premultipliedFirst }

    /// A snapshot of the pixels as an image.
    public func makeImage() -> CGImage? {
        guard pdf == nil else { return nil }
        surface.flush()
        return CGImage(surface: surface.copy(), colorSpace: bitmapColorSpace ?? .sRGBSpace)
    }

    // MARK: Mirroring

    /// Converts Cairo's pixels into the caller's layout. `rect` (Cairo pixels) limits the work.
    func mirrorDirtyPixels(in rect: CGRect?) {
        guard let mirror else { return }
        surface.flush()
        let area = (rect ?? CGRect(x: 0, y: 0, width: surface.width, height: surface.height))
            .intersection(CGRect(x: 0, y: 0, width: surface.width, height: surface.height)).integral
        guard !area.isNull, area.width > 0 else { return }
        let x0 = Int(area.minX), width = Int(area.width)
        for row in Int(area.minY)..<Int(area.maxY) {
            let source = UnsafeRawPointer(surface.data + row * surface.bytesPerRow).assumingMemoryBound(to: UInt32.self) + x0
            let destination = mirror.bytes.assumingMemoryBound(to: UInt8.self) + row * mirror.bytesPerRow
                + x0 * mirror.layout.bytesPerPixel
            mirror.layout.exportRow(source, width: width, into: destination)
        }
    }

    private static func importPixels(from mirror: BitmapMirror, into surface: ImageSurface) {
        for row in 0..<surface.height {
            let source = UnsafeRawPointer(mirror.bytes + row * mirror.bytesPerRow).assumingMemoryBound(to: UInt8.self)
            let destination = UnsafeMutableRawPointer(surface.data + row * surface.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            mirror.layout.importRow(source, width: surface.width, into: destination)
        }
        surface.markDirty()
    }
}
