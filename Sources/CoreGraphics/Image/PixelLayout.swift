/// A pixel layout Slate can read from and write to caller-owned memory, and the conversion
/// between it and Cairo's premultiplied ARGB32 words.
///
/// Supported: 8 bits per component with 32-bit RGB (alpha first or last, premultiplied,
/// straight or skipped, either byte order), 24-bit RGB, 8-bit gray, 16-bit gray + alpha,
/// and 8-bit alpha only.
package struct PixelLayout: Equatable {
    enum Channel: Equatable { case red, green, blue, alpha, gray, ignored }

    /// Channels in memory order, one byte each.
    let channels: [Channel]
    let premultiplied: Bool
    /// The alpha info and byte order this layout was described with.
    let bitmapInfo: CGBitmapInfo

    package var bytesPerPixel: Int { channels.count }
    var hasAlpha: Bool { channels.contains(.alpha) }
    var isGray: Bool { channels.contains(.gray) }
    var isAlphaOnly: Bool { channels == [.alpha] }

    /// Cairo's own ARGB32 layout on this machine, which can be drawn into without conversion.
    static let native: PixelLayout = {
        let littleEndian = 1.littleEndian == 1
        return PixelLayout(channels: littleEndian ? [.blue, .green, .red, .alpha] : [.alpha, .red, .green, .blue],
                           premultiplied: true,
                           bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedFirst, byteOrder: littleEndian ? .order32Little : .order32Big))
    }()

    /// Bytes red, green, blue: image files without alpha.
    package static let rgb = PixelLayout(channels: [.red, .green, .blue], premultiplied: false,
                                         bitmapInfo: CGBitmapInfo(alphaInfo: .none, byteOrder: .orderDefault))
    /// Bytes red, green, blue, straight alpha: image files with alpha.
    package static let rgba = PixelLayout(channels: [.red, .green, .blue, .alpha], premultiplied: false,
                                          bitmapInfo: CGBitmapInfo(alphaInfo: .last, byteOrder: .order32Big))

    private init(channels: [Channel], premultiplied: Bool, bitmapInfo: CGBitmapInfo) {
        self.channels = channels
        self.premultiplied = premultiplied
        self.bitmapInfo = bitmapInfo
    }

    /// The layout for CoreGraphics parameters, or nil when Slate does not support them.
    init?(bitsPerComponent: Int, bitsPerPixel: Int, model: CGColorSpaceModel?, bitmapInfo: CGBitmapInfo) {
        guard bitsPerComponent == 8, !bitmapInfo.contains(.floatComponents),
              let alphaInfo = bitmapInfo.alphaInfo, let byteOrder = bitmapInfo.byteOrder else { return nil }
        let alphaFirst = alphaInfo == .first || alphaInfo == .premultipliedFirst || alphaInfo == .noneSkipFirst
        let alphaChannel: Channel = (alphaInfo == .noneSkipFirst || alphaInfo == .noneSkipLast) ? .ignored : .alpha
        let premultiplied = alphaInfo == .premultipliedFirst || alphaInfo == .premultipliedLast
        switch (bitsPerPixel, model) {
        case (32, .rgb?):
            guard alphaInfo != .none, alphaInfo != .alphaOnly else { return nil }
            var word: [Channel] = alphaFirst ? [alphaChannel, .red, .green, .blue] : [.red, .green, .blue, alphaChannel]
            if byteOrder == .order32Little { word.reverse() }
            guard byteOrder == .order32Little || byteOrder == .order32Big || byteOrder == .orderDefault else { return nil }
            self.init(channels: word, premultiplied: premultiplied, bitmapInfo: bitmapInfo)
        case (24, .rgb?):
            guard alphaInfo == .none else { return nil }
            self.init(channels: [.red, .green, .blue], premultiplied: false, bitmapInfo: bitmapInfo)
        case (8, .monochrome?):
            guard alphaInfo == .none else { return nil }
            self.init(channels: [.gray], premultiplied: false, bitmapInfo: bitmapInfo)
        case (16, .monochrome?):
            guard alphaInfo != .none, alphaInfo != .alphaOnly else { return nil }
            var pair: [Channel] = alphaFirst ? [alphaChannel, .gray] : [.gray, alphaChannel]
            if byteOrder == .order16Little { pair.reverse() }
            self.init(channels: pair, premultiplied: premultiplied, bitmapInfo: bitmapInfo)
        case (8, nil):
            guard alphaInfo == .alphaOnly else { return nil }
            self.init(channels: [.alpha], premultiplied: true, bitmapInfo: bitmapInfo)
        default:
            return nil
        }
    }

    // MARK: Conversion

    /// Converts one row of `width` pixels into premultiplied ARGB32 words.
    package func importRow(_ source: UnsafePointer<UInt8>, width: Int, into destination: UnsafeMutablePointer<UInt32>) {
        let stride = bytesPerPixel
        for x in 0..<width {
            var r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0, a: UInt32 = 255
            let pixel = source + x * stride
            for (index, channel) in channels.enumerated() {
                let value = UInt32(pixel[index])
                switch channel {
                case .red: r = value
                case .green: g = value
                case .blue: b = value
                case .gray: r = value; g = value; b = value
                case .alpha: a = value
                case .ignored: break
                }
            }
            if isAlphaOnly { r = 0; g = 0; b = 0 }
            if !premultiplied && a < 255 {
                r = (r * a + 127) / 255
                g = (g * a + 127) / 255
                b = (b * a + 127) / 255
            } else if premultiplied {
                r = min(r, a); g = min(g, a); b = min(b, a)
            }
            destination[x] = (a << 24) | (r << 16) | (g << 8) | b
        }
    }

    /// Converts one row of premultiplied ARGB32 words into this layout.
    package func exportRow(_ source: UnsafePointer<UInt32>, width: Int, into destination: UnsafeMutablePointer<UInt8>) {
        let stride = bytesPerPixel
        for x in 0..<width {
            let word = source[x]
            let a = word >> 24
            var r = (word >> 16) & 0xFF, g = (word >> 8) & 0xFF, b = word & 0xFF
            if !premultiplied || !hasAlpha {
                if a == 0 {
                    r = 0; g = 0; b = 0
                } else if a < 255 {
                    r = min(255, (r * 255 + a / 2) / a)
                    g = min(255, (g * 255 + a / 2) / a)
                    b = min(255, (b * 255 + a / 2) / a)
                }
            }
            let pixel = destination + x * stride
            for (index, channel) in channels.enumerated() {
                switch channel {
                case .red: pixel[index] = UInt8(r)
                case .green: pixel[index] = UInt8(g)
                case .blue: pixel[index] = UInt8(b)
                case .gray:
                    // Rec. 709 luma of the (gamma-encoded) components.
                    pixel[index] = UInt8(min(255, (r * 2126 + g * 7152 + b * 722 + 5000) / 10000))
                case .alpha: pixel[index] = UInt8(a)
                case .ignored: pixel[index] = 255
                }
            }
        }
    }
}
