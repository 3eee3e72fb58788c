import Foundation

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
/// Every space converts through linear sRGB, which is what Slate draws in: an RGB space by its
/// transfer curves and a 3×3 matrix derived from its primaries and white point (Bradford
/// adaptation when the white is not D65), gray by its curve, Lab and XYZ through CIE XYZ, CMYK
/// by the naive device formula, indexed through its table into the base space. Extended
/// spaces keep components outside 0…1 until drawing clamps them.
///
/// Names are `String`s where Apple uses `CFString` (Linux has no CoreFoundation bridging);
/// `CGColorSpace(name: CGColorSpace.sRGB)` reads the same. See docs/porting.md.
public final class CGColorSpace: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// What a space's components mean.
    enum Definition: Equatable {
        case rgb(RGBDefinition)
        case gray(TransferFunction)
        case cmyk
        /// CIE L*a*b* relative to `white` (XYZ, Y = 1), with `black` added to the tristimulus
        /// values and a*, b* clamped to `range` (a min, a max, b min, b max).
        case lab(white: [Double], black: [Double], range: [Double])
        /// CIE XYZ relative to the ICC connection space's D50 white.
        case xyz
        case indexed(base: CGColorSpace, table: [UInt8])
        case pattern(base: CGColorSpace?)
    }

    /// An RGB space's curves and its linear map to linear sRGB.
    struct RGBDefinition: Equatable {
        var transfers: [TransferFunction]
        /// Linear RGB → XYZ relative to D50 (the ICC connection space), for profiles.
        var toXYZD50: ColorMatrix
        var toLinearSRGB: ColorMatrix
        var fromLinearSRGB: ColorMatrix
        /// Whether the space is sRGB's own primaries: conversion skips the matrices.
        var isSRGBGamut: Bool
        /// Whether the space is sRGB itself (its primaries and curve): conversion is the identity.
        var isSRGB: Bool { isSRGBGamut && transfers.allSatisfy { $0 == .sRGB } }

        init?(toXYZ: ColorMatrix, white: Chromaticity, transfers: [TransferFunction]) {
            let adaptToD65 = white == .d65 ? ColorMatrix.identity : ColorMatrix.bradford(from: white.xyz, to: Chromaticity.d65.xyz)
            let toLinearSRGB = ColorMatrix.xyzD65ToLinearSRGB * adaptToD65 * toXYZ
            guard let inverse = toLinearSRGB.inverse else { return nil }
            self.transfers = transfers
            self.toXYZD50 = white == .iccD50 ? toXYZ : ColorMatrix.bradford(from: white.xyz, to: Chromaticity.iccD50.xyz) * toXYZ
            self.toLinearSRGB = toLinearSRGB
            self.fromLinearSRGB = inverse
            isSRGBGamut = zip(toLinearSRGB.m, ColorMatrix.identity.m).allSatisfy { abs($0 - $1) < 1e-9 }
        }

        init(primaries: RGBPrimaries, transfer: TransferFunction) {
            self.init(toXYZ: ColorMatrix.rgbToXYZ(primaries: primaries)!, white: primaries.white,
                      transfers: [transfer, transfer, transfer])!
        }
    }

    // MARK: Names

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    public static let extendedLinearSRGB = "kCGColorSpaceExtendedLinearSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let extendedDisplayP3 = "kCGColorSpaceExtendedDisplayP3"
    public static let extendedLinearDisplayP3 = "kCGColorSpaceExtendedLinearDisplayP3"
    public static let displayP3_PQ = "kCGColorSpaceDisplayP3_PQ"
    public static let displayP3_HLG = "kCGColorSpaceDisplayP3_HLG"
    public static let dcip3 = "kCGColorSpaceDCIP3"
    public static let itur_709 = "kCGColorSpaceITUR_709"
    public static let itur_2020 = "kCGColorSpaceITUR_2020"
    public static let extendedITUR_2020 = "kCGColorSpaceExtendedITUR_2020"
    public static let extendedLinearITUR_2020 = "kCGColorSpaceExtendedLinearITUR_2020"
    public static let adobeRGB1998 = "kCGColorSpaceAdobeRGB1998"
    public static let rommrgb = "kCGColorSpaceROMMRGB"
    public static let acescgLinear = "kCGColorSpaceACESCGLinear"
    /// Apple's legacy Generic RGB (gamma 1.8); prefer `sRGB`.
    public static let genericRGB = "kCGColorSpaceGenericRGB"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// Apple's legacy Generic Gray (gamma 1.8); prefer `genericGrayGamma2_2`.
    public static let genericGray = "kCGColorSpaceGenericGray"
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    public static let linearGray = "kCGColorSpaceLinearGray"
    public static let extendedLinearGray = "kCGColorSpaceExtendedLinearGray"
    public static let genericCMYK = "kCGColorSpaceGenericCMYK"
    public static let genericXYZ = "kCGColorSpaceGenericXYZ"
    /// L*a*b* with the D50 white and a*, b* in -128…128.
    public static let genericLab = "kCGColorSpaceGenericLab"

    /// The space's name, or nil for spaces created from parameters or a profile.
    public let name: String?
    public let model: CGColorSpaceModel
    let definition: Definition
    /// Extended spaces keep components outside 0…1.
    let isExtended: Bool
    /// The ICC profile the space was created from, returned as is by `copyICCData()`.
    let profile: Data?

    init(name: String?, model: CGColorSpaceModel, definition: Definition, isExtended: Bool = false, profile: Data? = nil) {
        self.name = name
        self.model = model
        self.definition = definition
        self.isExtended = isExtended
        self.profile = profile
    }

    convenience init(rgbNamed name: String?, _ primaries: RGBPrimaries, _ transfer: TransferFunction, extended: Bool = false) {
        self.init(name: name, model: .rgb, definition: .rgb(RGBDefinition(primaries: primaries, transfer: transfer)), isExtended: extended)
    }

    /// A named color space, or nil if the name is not one of CoreGraphics' names.
    public convenience init?(name: String) {
        switch name {
        case Self.sRGB: self.init(rgbNamed: name, .sRGB, .sRGB)
        case Self.extendedSRGB: self.init(rgbNamed: name, .sRGB, .sRGB, extended: true)
        case Self.linearSRGB: self.init(rgbNamed: name, .sRGB, .linear)
        case Self.extendedLinearSRGB: self.init(rgbNamed: name, .sRGB, .linear, extended: true)
        case Self.displayP3: self.init(rgbNamed: name, .displayP3, .sRGB)
        case Self.extendedDisplayP3: self.init(rgbNamed: name, .displayP3, .sRGB, extended: true)
        case Self.extendedLinearDisplayP3: self.init(rgbNamed: name, .displayP3, .linear, extended: true)
        case Self.displayP3_PQ, kCGColorSpaceDisplayP3_PQ_EOTF: self.init(rgbNamed: name, .displayP3, .pq, extended: true)
        case Self.displayP3_HLG: self.init(rgbNamed: name, .displayP3, .hlg, extended: true)
        case Self.dcip3: self.init(rgbNamed: name, .dciP3, .gamma(2.6))
        case Self.itur_709: self.init(rgbNamed: name, .sRGB, .bt709)
        case Self.itur_2020: self.init(rgbNamed: name, .bt2020, .bt709)
        case Self.extendedITUR_2020: self.init(rgbNamed: name, .bt2020, .bt709, extended: true)
        case Self.extendedLinearITUR_2020: self.init(rgbNamed: name, .bt2020, .linear, extended: true)
        case kCGColorSpaceITUR_2100_PQ: self.init(rgbNamed: name, .bt2020, .pq, extended: true)
        case kCGColorSpaceITUR_2100_HLG: self.init(rgbNamed: name, .bt2020, .hlg, extended: true)
        case Self.adobeRGB1998: self.init(rgbNamed: name, .adobeRGB, .gamma(563.0 / 256))
        case Self.rommrgb: self.init(rgbNamed: name, .rommRGB, .romm)
        case Self.acescgLinear: self.init(rgbNamed: name, .acesCG, .linear)
        case Self.genericRGB: self.init(rgbNamed: name, .appleGenericRGB, .gamma(1.8))
        case Self.genericRGBLinear: self.init(rgbNamed: name, .appleGenericRGB, .linear)
        case Self.genericGrayGamma2_2: self.init(name: name, model: .monochrome, definition: .gray(.gamma(2.2)))
        case Self.genericGray: self.init(name: name, model: .monochrome, definition: .gray(.gamma(1.8)))
        case Self.extendedGray: self.init(name: name, model: .monochrome, definition: .gray(.sRGB), isExtended: true)
        case Self.linearGray: self.init(name: name, model: .monochrome, definition: .gray(.linear))
        case Self.extendedLinearGray: self.init(name: name, model: .monochrome, definition: .gray(.linear), isExtended: true)
        case Self.genericCMYK: self.init(name: name, model: .cmyk, definition: .cmyk)
        case Self.genericXYZ: self.init(name: name, model: .XYZ, definition: .xyz)
        case Self.genericLab:
            let white = Chromaticity.iccD50.xyz
            self.init(name: name, model: .lab, definition: .lab(white: [white.0, white.1, white.2], black: [0, 0, 0], range: [-128, 128, -128, 128]))
        default: return nil
        }
    }

    static let deviceRGB = CGColorSpace(rgbNamed: nil, .sRGB, .sRGB)
    static let deviceGray = CGColorSpace(name: nil, model: .monochrome, definition: .gray(.sRGB))
    static let deviceCMYK = CGColorSpace(name: nil, model: .cmyk, definition: .cmyk)
    static let sRGBSpace = CGColorSpace(name: CGColorSpace.sRGB)!
    static let extendedSRGBSpace = CGColorSpace(name: CGColorSpace.extendedSRGB)!
    static let extendedGraySpace = CGColorSpace(name: CGColorSpace.extendedGray)!
    static let genericCMYKSpace = CGColorSpace(name: CGColorSpace.genericCMYK)!

    // MARK: Spaces from parameters

    /// A calibrated gray space: `whitePoint` and `blackPoint` are CIE XYZ tristimulus values
    /// (3 numbers each; a nil black point is black), `gamma` the gray component's curve.
    public convenience init?(calibratedGrayWhitePoint whitePoint: UnsafePointer<CGFloat>, blackPoint: UnsafePointer<CGFloat>?, gamma: CGFloat) {
        guard whitePoint[1] > 0, gamma > 0 else { return nil }
        self.init(name: nil, model: .monochrome, definition: .gray(.gamma(Double(gamma))))
    }

    /// A calibrated RGB space: `whitePoint` and `blackPoint` are CIE XYZ values, `gamma` three
    /// curves (nil: linear), `matrix` nine numbers giving the XYZ of the red, green and blue
    /// primaries in turn (nil: identity), as PDF's CalRGB does.
    public convenience init?(calibratedRGBWhitePoint whitePoint: UnsafePointer<CGFloat>, blackPoint: UnsafePointer<CGFloat>?,
                             gamma: UnsafePointer<CGFloat>?, matrix: UnsafePointer<CGFloat>?) {
        let white = (Double(whitePoint[0]), Double(whitePoint[1]), Double(whitePoint[2]))
        guard white.1 > 0, let whiteChromaticity = Chromaticity(xyz: white) else { return nil }
        let transfers = (0..<3).map { TransferFunction.gamma(Double(gamma?[$0] ?? 1)) }
        // CalRGB's matrix lists each primary's XYZ in turn: the columns of RGB → XYZ.
        let columns = (0..<9).map { Double(matrix?[$0] ?? ($0 % 4 == 0 ? 1 : 0)) }
        let toXYZ = ColorMatrix([columns[0], columns[3], columns[6], columns[1], columns[4], columns[7], columns[2], columns[5], columns[8]])
        guard let rgb = RGBDefinition(toXYZ: toXYZ, white: whiteChromaticity, transfers: transfers) else { return nil }
        self.init(name: nil, model: .rgb, definition: .rgb(rgb))
    }

    /// A CIE L*a*b* space relative to `whitePoint` (XYZ); `range` holds a*'s and b*'s
    /// minimum and maximum (nil: -100…100 for both).
    public convenience init?(labWhitePoint whitePoint: UnsafePointer<CGFloat>, blackPoint: UnsafePointer<CGFloat>?, range: UnsafePointer<CGFloat>?) {
        let white = (0..<3).map { Double(whitePoint[$0]) }
        guard white[1] > 0, white[0] > 0, white[2] > 0 else { return nil }
        let black = (0..<3).map { Double(blackPoint?[$0] ?? 0) }
        let limits = (0..<4).map { Double(range?[$0] ?? ($0 % 2 == 0 ? -100 : 100)) }
        guard limits[0] <= limits[1], limits[2] <= limits[3] else { return nil }
        self.init(name: nil, model: .lab, definition: .lab(white: white, black: black, range: limits))
    }

    /// An indexed space: components are indices 0…`lastIndex` (at most 255) into
    /// `colorTable`, which holds `lastIndex + 1` colors of `baseSpace`, one byte a component
    /// scaled over the component's range.
    public convenience init?(indexedBaseSpace baseSpace: CGColorSpace, last lastIndex: Int, colorTable: UnsafePointer<UInt8>) {
        guard (0...255).contains(lastIndex), baseSpace.model != .pattern, baseSpace.model != .indexed else { return nil }
        let table = Array(UnsafeBufferPointer(start: colorTable, count: (lastIndex + 1) * baseSpace.numberOfComponents))
        self.init(name: nil, model: .indexed, definition: .indexed(base: baseSpace, table: table))
    }

    /// The space of pattern colors: `baseSpace` is the space of the color that paints an
    /// uncolored (stencil) pattern; nil for colored patterns.
    public convenience init?(patternBaseSpace baseSpace: CGColorSpace?) {
        if let baseSpace, baseSpace.model == .pattern { return nil }
        self.init(name: nil, model: .pattern, definition: .pattern(base: baseSpace))
    }

    /// A space from a property list made by `copyPropertyList()`: a space's name, or the
    /// bytes of an ICC profile.
    public convenience init?(propertyListPlist plist: Any) {
        if let name = plist as? String {
            self.init(name: name)
        } else if let data = plist as? Data {
            self.init(iccData: data)
        } else {
            return nil
        }
    }

    // MARK: Properties

    /// The number of color components, not counting alpha.
    public var numberOfComponents: Int {
        switch definition {
        case .rgb, .lab, .xyz: return 3
        case .gray, .indexed: return 1
        case .cmyk: return 4
        case let .pattern(base): return base?.numberOfComponents ?? 0
        }
    }

    /// The base space of an indexed or pattern space; nil for others.
    public var baseColorSpace: CGColorSpace? {
        switch definition {
        case let .indexed(base, _): return base
        case let .pattern(base): return base
        default: return nil
        }
    }

    /// An indexed space's table (one base-space color per index, a byte a component); nil for
    /// other spaces. Apple's overlay merges `CGColorSpaceGetColorTableCount` and
    /// `CGColorSpaceGetColorTable` into this property.
    public var colorTable: [UInt8]? {
        guard case let .indexed(_, table) = definition else { return nil }
        return table
    }

    /// Whether the space's gamut reaches beyond sRGB's: an extended space, or RGB primaries
    /// outside sRGB's triangle (Display P3, BT.2020, Adobe RGB …).
    public var isWideGamutRGB: Bool {
        guard model == .rgb, case let .rgb(rgb) = definition else { return false }
        if isExtended { return true }
        let m = rgb.toLinearSRGB.m
        return m.contains { $0 < -1e-4 }
    }

    /// Whether a bitmap context can draw into this space (RGB, gray and CMYK ones).
    public var supportsOutput: Bool {
        switch definition {
        case .rgb, .gray, .cmyk: return true
        default: return false
        }
    }

    /// The space's properties: its name, or its ICC profile when it has no name.
    public func copyPropertyList() -> Any? {
        name ?? copyICCData()
    }

    public var description: String {
        let label = name ?? {
            switch model {
            case .rgb: return profile == nil ? "DeviceRGB" : "ICC RGB"
            case .monochrome: return "DeviceGray"
            case .cmyk: return "DeviceCMYK"
            case .lab: return "Lab"
            case .XYZ: return "XYZ"
            case .indexed: return "Indexed"
            case .pattern: return "Pattern"
            case .deviceN, .unknown: return "Unknown"
            }
        }()
        return "<CGColorSpace \(label)>"
    }

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs === rhs || (lhs.name == rhs.name && lhs.model == rhs.model && lhs.isExtended == rhs.isExtended
            && lhs.definition == rhs.definition)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(model)
    }
}

extension CGColorSpace: CoreGraphicsTypeIdentified {
    public static var typeID: CFTypeID { 1 }
}

/// BT.2100's RGB with the perceptual quantizer (PQ) curve. Linear 1.0 is 100 cd/m².
public let kCGColorSpaceITUR_2100_PQ = "kCGColorSpaceITUR_2100_PQ"
/// BT.2100's RGB with the hybrid log-gamma (HLG) curve.
public let kCGColorSpaceITUR_2100_HLG = "kCGColorSpaceITUR_2100_HLG"
/// The name `CGColorSpace.displayP3_PQ` had before iOS 13.4; Slate reads it as that space.
let kCGColorSpaceDisplayP3_PQ_EOTF = "kCGColorSpaceDisplayP3_PQ_EOTF"

/// A device-dependent RGB color space (sRGB in Slate).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace.deviceRGB }

/// A device-dependent gray color space (sRGB-gamma gray in Slate).
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace.deviceGray }

/// A device-dependent CMYK color space, converted to RGB by the naive formula
/// (R = (1 − C)(1 − K) …).
public func CGColorSpaceCreateDeviceCMYK() -> CGColorSpace { CGColorSpace.deviceCMYK }

/// Whether `space` keeps components outside 0…1.
public func CGColorSpaceUsesExtendedRange(_ space: CGColorSpace) -> Bool { space.isExtended }

/// Whether `space` uses one of BT.2100's HDR curves (PQ or HLG).
public func CGColorSpaceUsesITUR_2100TF(_ space: CGColorSpace) -> Bool {
    guard case let .rgb(rgb) = space.definition else { return false }
    return rgb.transfers.contains { $0.isITUR2100 }
}

/// The same space with linear curves (sRGB → linear sRGB), or nil for spaces without
/// curves (CMYK, Lab, indexed …).
public func CGColorSpaceCreateLinearized(_ space: CGColorSpace) -> CGColorSpace? {
    space.variant(linear: true, extended: space.isExtended)
}

/// The same space with extended range (Display P3 → extended Display P3), or nil for spaces
/// without curves.
public func CGColorSpaceCreateExtended(_ space: CGColorSpace) -> CGColorSpace? {
    space.variant(linear: false, extended: true)
}

/// The same space with linear curves and extended range, or nil for spaces without curves.
public func CGColorSpaceCreateExtendedLinearized(_ space: CGColorSpace) -> CGColorSpace? {
    space.variant(linear: true, extended: true)
}

extension CGColorSpace {
    /// The named spaces that are one another's linear or extended variants: (standard,
    /// extended, linear, extended linear).
    private static let variantFamilies: [[String?]] = [
        [sRGB, extendedSRGB, linearSRGB, extendedLinearSRGB],
        [displayP3, extendedDisplayP3, nil, extendedLinearDisplayP3],
        [itur_2020, extendedITUR_2020, nil, extendedLinearITUR_2020],
        [genericGrayGamma2_2, nil, nil, nil],
        [nil, extendedGray, linearGray, extendedLinearGray],
        [genericRGB, nil, genericRGBLinear, nil],
    ]

    /// The space made linear and/or extended, keeping what it already is (linearizing
    /// extended sRGB gives extended linear sRGB).
    func variant(linear: Bool, extended: Bool) -> CGColorSpace? {
        if let name, let family = Self.variantFamilies.first(where: { $0.contains(name) }) {
            let current = family.firstIndex(of: name) ?? 0
            let slot = (extended || current % 2 == 1 ? 1 : 0) + (linear || current >= 2 ? 2 : 0)
            if let variantName = family[slot] { return CGColorSpace(name: variantName) }
        }
        switch definition {
        case var .rgb(rgb):
            if linear { rgb.transfers = [.linear, .linear, .linear] }
            return CGColorSpace(name: nil, model: .rgb, definition: .rgb(rgb), isExtended: extended)
        case let .gray(transfer):
            return CGColorSpace(name: nil, model: .monochrome, definition: .gray(linear ? .linear : transfer), isExtended: extended)
        default:
            return nil
        }
    }
}
