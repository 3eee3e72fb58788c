/// Where alpha is stored in a pixel and whether color is premultiplied by it.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0
    case premultipliedLast = 1
    case premultipliedFirst = 2
    case last = 3
    case first = 4
    case noneSkipLast = 5
    case noneSkipFirst = 6
    case alphaOnly = 7
}

/// The byte order of pixel components.
public enum CGImageByteOrderInfo: UInt32, Sendable {
    case orderMask = 0x7000
    case orderDefault = 0
    case order16Little = 0x1000
    case order32Little = 0x2000
    case order16Big = 0x3000
    case order32Big = 0x4000
}

/// How the components of packed 16- and 32-bit pixels are laid out. Slate's images are
/// always 8 bits a component (`.packed`).
public enum CGImagePixelFormatInfo: UInt32, Sendable {
    case mask = 0xF0000
    case packed = 0
    case RGB555 = 0x10000
    case RGB565 = 0x20000
    case RGB101010 = 0x30000
    case RGBCIF10 = 0x40000
}

/// Layout of a bitmap's pixels: an alpha-info value in the low bits, a byte order and
/// whether components are floats.
public struct CGBitmapInfo: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public init(alphaInfo: CGImageAlphaInfo, byteOrder: CGImageByteOrderInfo = .orderDefault) {
        self.init(rawValue: alphaInfo.rawValue | byteOrder.rawValue)
    }

    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)

    /// The alpha info in the low bits, if valid.
    var alphaInfo: CGImageAlphaInfo? { CGImageAlphaInfo(rawValue: rawValue & Self.alphaInfoMask.rawValue) }

    var byteOrder: CGImageByteOrderInfo? { CGImageByteOrderInfo(rawValue: rawValue & Self.byteOrderMask.rawValue) }
}
