/// The color models a color space can have.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1
    case monochrome = 0
    case rgb = 1
    case cmyk = 2
    case lab = 3
    case deviceN = 4
    case indexed = 5
    case pattern = 6
    case XYZ = 7
}

/// A color space: how to interpret color components.
///
/// Slate renders in sRGB. The spaces it can create are the sRGB family (`sRGB`,
/// `extendedSRGB`, `linearSRGB`, `extendedLinearSRGB`), Display P3, and gray (`genericGrayGamma2_2`,
/// `extendedGray`, `linearGray`). Every color converts to sRGB for drawing; extended spaces
/// keep components outside 0…1 until then.
///
/// Names are `String`s where Apple uses `CFString` (Linux has no CoreFoundation bridging);
/// `CGColorSpace(name: CGColorSpace.sRGB)` reads the same. See docs/porting.md.
public final class CGColorSpace: Hashable, @unchecked Sendable, CustomStringConvertible {
    public static let sRGB = "kCGColorSpaceSRGB"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    public static let linearGray = "kCGColorSpaceLinearGray"

    /// How component values map to light.
    enum TransferFunction: Sendable {
        case sRGB
        case linear
        case gamma22
    }

    enum Primaries: Sendable {
        case sRGB
        case displayP3
        case gray
    }

    /// The space's name, or nil for device spaces created with `CGColorSpaceCreateDevice…`.
    public let name: String?
    public let model: CGColorSpaceModel
    let primaries: Primaries
    let transfer: TransferFunction
    /// Extended spaces keep components outside 0…1.
    let isExtended: Bool

    private init(name: String?, model: CGColorSpaceModel, primaries: Primaries, transfer: TransferFunction, isExtended: Bool) {
        self.name = name
        self.model = model
        self.primaries = primaries
        self.transfer = transfer
        self.isExtended = isExtended
    }

    /// A named color space, or nil if Slate does not support that name.
    public convenience init?(name: String) {
        switch name {
        case Self.sRGB: self.init(name: name, model: .rgb, primaries: .sRGB, transfer: .sRGB, isExtended: false)
        case Self.extendedSRGB: self.init(name: name, model: .rgb, primaries: .sRGB, transfer: .sRGB, isExtended: true)
        case Self.linearSRGB: self.init(name: name, model: .rgb, primaries: .sRGB, transfer: .linear, isExtended: false)
        case Self.extendedLinearSRGB: self.init(name: name, model: .rgb, primaries: .sRGB, transfer: .linear, isExtended: true)
        case Self.displayP3: self.init(name: name, model: .rgb, primaries: .displayP3, transfer: .sRGB, isExtended: false)
        case Self.genericGrayGamma2_2: self.init(name: name, model: .monochrome, primaries: .gray, transfer: .gamma22, isExtended: false)
        case Self.extendedGray: self.init(name: name, model: .monochrome, primaries: .gray, transfer: .sRGB, isExtended: true)
        case Self.linearGray: self.init(name: name, model: .monochrome, primaries: .gray, transfer: .linear, isExtended: false)
        default: return nil
        }
    }

    static let deviceRGB = CGColorSpace(name: nil, model: .rgb, primaries: .sRGB, transfer: .sRGB, isExtended: false)
    static let deviceGray = CGColorSpace(name: nil, model: .monochrome, primaries: .gray, transfer: .sRGB, isExtended: false)
    static let sRGBSpace = CGColorSpace(name: CGColorSpace.sRGB)!
    static let extendedSRGBSpace = CGColorSpace(name: CGColorSpace.extendedSRGB)!
    static let extendedGraySpace = CGColorSpace(name: CGColorSpace.extendedGray)!

    /// The number of color components, not counting alpha.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }

    public var isWideGamutRGB: Bool { model == .rgb && (primaries == .displayP3 || isExtended) }

    public var supportsOutput: Bool { true }

    public var description: String { "<CGColorSpace \(name ?? (model == .rgb ? "DeviceRGB" : "DeviceGray"))>" }

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs === rhs || (lhs.name == rhs.name && lhs.model == rhs.model && lhs.primaries == rhs.primaries
            && lhs.transfer == rhs.transfer && lhs.isExtended == rhs.isExtended)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(model)
    }

    // MARK: Conversion

    /// Converts color components (without alpha) of this space to extended sRGB components.
    func sRGBComponents(_ components: ArraySlice<CGFloat>) -> (CGFloat, CGFloat, CGFloat) {
        switch primaries {
        case .gray:
            let value = components.first ?? 0
            let encoded = transfer == .sRGB ? value : Self.encodeSRGB(decode(value))
            return (encoded, encoded, encoded)
        case .sRGB:
            let start = components.startIndex
            let r = components[start], g = components[start + 1], b = components[start + 2]
            if transfer == .sRGB { return (r, g, b) }
            return (Self.encodeSRGB(decode(r)), Self.encodeSRGB(decode(g)), Self.encodeSRGB(decode(b)))
        case .displayP3:
            let start = components.startIndex
            let lr = decode(components[start]), lg = decode(components[start + 1]), lb = decode(components[start + 2])
            // Display P3 → sRGB, both D65, in linear light.
            let r = 1.2249 * lr - 0.2247 * lg + 0.0000 * lb
            let g = -0.0420 * lr + 1.0419 * lg + 0.0000 * lb
            let b = -0.0197 * lr - 0.0786 * lg + 1.0979 * lb
            return (Self.encodeSRGB(r), Self.encodeSRGB(g), Self.encodeSRGB(b))
        }
    }

    /// Converts extended sRGB components to this space's components (without alpha).
    func components(fromSRGB rgb: (CGFloat, CGFloat, CGFloat)) -> [CGFloat] {
        let (r, g, b) = rgb
        switch primaries {
        case .gray:
            let luminance = 0.2126 * Self.decodeSRGB(r) + 0.7152 * Self.decodeSRGB(g) + 0.0722 * Self.decodeSRGB(b)
            return [clampIfNeeded(encode(luminance))]
        case .sRGB:
            if transfer == .sRGB { return [r, g, b].map(clampIfNeeded) }
            return [r, g, b].map { clampIfNeeded(encode(Self.decodeSRGB($0))) }
        case .displayP3:
            let lr = Self.decodeSRGB(r), lg = Self.decodeSRGB(g), lb = Self.decodeSRGB(b)
            let pr = 0.8225 * lr + 0.1774 * lg + 0.0000 * lb
            let pg = 0.0332 * lr + 0.9669 * lg + 0.0000 * lb
            let pb = 0.0171 * lr + 0.0724 * lg + 0.9108 * lb
            return [pr, pg, pb].map { clampIfNeeded(encode($0)) }
        }
    }

    private func clampIfNeeded(_ value: CGFloat) -> CGFloat {
        isExtended ? value : Swift.min(Swift.max(value, 0), 1)
    }

    private func decode(_ value: CGFloat) -> CGFloat {
        switch transfer {
        case .sRGB: return Self.decodeSRGB(value)
        case .linear: return value
        case .gamma22: return value < 0 ? -pow(-value, 2.2) : pow(value, 2.2)
        }
    }

    private func encode(_ value: CGFloat) -> CGFloat {
        switch transfer {
        case .sRGB: return Self.encodeSRGB(value)
        case .linear: return value
        case .gamma22: return value < 0 ? -pow(-value, 1 / 2.2) : pow(value, 1 / 2.2)
        }
    }

    /// The sRGB transfer function, extended symmetrically to negative values as Apple's
    /// extended sRGB space does.
    static func decodeSRGB(_ value: CGFloat) -> CGFloat {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    static func encodeSRGB(_ value: CGFloat) -> CGFloat {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }
}

/// A device-dependent RGB color space (sRGB in Slate).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace.deviceRGB }

/// A device-dependent gray color space (sRGB-gamma gray in Slate).
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace.deviceGray }
