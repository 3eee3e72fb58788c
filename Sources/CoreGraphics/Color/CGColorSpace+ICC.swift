import Foundation

/// ICC profiles: reading matrix/curve profiles (RGB, gray) and the Lab and CMYK spaces they
/// name, and writing version 4 profiles for RGB and gray spaces.
extension CGColorSpace {
    /// A space from an ICC profile: `data` is the profile's bytes (`Data`) or a
    /// `CGDataProvider` of them. Returns nil for bytes that are not a profile, and for
    /// profiles Slate cannot interpret: RGB and gray profiles must be matrix/curve profiles
    /// (the kind every display and working-space profile is), not lookup tables.
    public convenience init?(iccData data: Any) {
        let bytes: Data? = (data as? Data) ?? (data as? CGDataProvider)?.data
        guard let bytes, let parsed = ICCProfile(bytes) else { return nil }
        self.init(name: nil, model: parsed.model, definition: parsed.definition, profile: bytes)
    }

    /// A space from the ICC profile in `profile`, with `nComponents` components (1, 3 or 4)
    /// whose ranges `range` gives (ignored: Slate's components are in each space's own
    /// range). When the profile cannot be read, the space is `alternate`, or the device
    /// gray, RGB or CMYK space for 1, 3 or 4 components.
    public convenience init?(iccBasedNComponents nComponents: Int, range: UnsafePointer<CGFloat>?, profile: CGDataProvider,
                             alternate: CGColorSpace?) {
        guard [1, 3, 4].contains(nComponents) else { return nil }
        if let bytes = profile.data, let parsed = ICCProfile(bytes), parsed.componentCount == nComponents {
            self.init(name: nil, model: parsed.model, definition: parsed.definition, profile: bytes)
            return
        }
        let fallback = alternate ?? [1: CGColorSpace.deviceGray, 3: .deviceRGB, 4: .deviceCMYK][nComponents]!
        guard fallback.numberOfComponents == nComponents else { return nil }
        self.init(name: fallback.name, model: fallback.model, definition: fallback.definition, isExtended: fallback.isExtended)
    }

    /// The space's ICC profile: the one it was created from, or a version 4 matrix/curve
    /// profile Slate writes for RGB and gray spaces. Nil for spaces a profile of that kind
    /// cannot describe (CMYK, Lab, XYZ, indexed, pattern, and the PQ and HLG curves).
    public func copyICCData() -> Data? {
        if let profile { return profile }
        switch definition {
        case let .rgb(rgb):
            guard !rgb.transfers.contains(where: { $0.isITUR2100 }) else { return nil }
            return ICCProfile.write(description: name ?? "RGB", rgb: rgb)
        case let .gray(transfer):
            return ICCProfile.write(description: name ?? "Gray", gray: transfer)
        default:
            return nil
        }
    }
}

/// The parts of an ICC profile Slate reads, and the writer of Slate's own.
struct ICCProfile {
    var model: CGColorSpaceModel
    var definition: CGColorSpace.Definition
    var componentCount: Int

    init?(_ data: Data) {
        let bytes = [UInt8](data)
        guard bytes.count >= 132, Self.signature(bytes, 36) == "acsp" else { return nil }
        var tags: [String: (offset: Int, size: Int)] = [:]
        let count = Int(Self.uint32(bytes, 128))
        guard count < 1000, 132 + count * 12 <= bytes.count else { return nil }
        for index in 0..<count {
            let entry = 132 + index * 12
            let offset = Int(Self.uint32(bytes, entry + 4)), size = Int(Self.uint32(bytes, entry + 8))
            guard offset + size <= bytes.count, size >= 8 else { continue }
            tags[Self.signature(bytes, entry)] = (offset, size)
        }
        func xyz(_ tag: String) -> (Double, Double, Double)? {
            guard let t = tags[tag], t.size >= 20, Self.signature(bytes, t.offset) == "XYZ " else { return nil }
            return (Self.s15Fixed16(bytes, t.offset + 8), Self.s15Fixed16(bytes, t.offset + 12), Self.s15Fixed16(bytes, t.offset + 16))
        }
        func curve(_ tag: String) -> TransferFunction? {
            guard let t = tags[tag] else { return nil }
            return Self.curve(bytes, offset: t.offset, size: t.size)
        }
        switch Self.signature(bytes, 16) {
        case "RGB ":
            guard let r = xyz("rXYZ"), let g = xyz("gXYZ"), let b = xyz("bXYZ"),
                  let rCurve = curve("rTRC"), let gCurve = curve("gTRC"), let bCurve = curve("bTRC"),
                  let rgb = CGColorSpace.RGBDefinition(toXYZ: ColorMatrix([r.0, g.0, b.0, r.1, g.1, b.1, r.2, g.2, b.2]),
                                                       white: .iccD50, transfers: [rCurve, gCurve, bCurve])
            else { return nil }
            self.init(model: .rgb, definition: .rgb(rgb), componentCount: 3)
        case "GRAY":
            guard let gray = curve("kTRC") else { return nil }
            self.init(model: .monochrome, definition: .gray(gray), componentCount: 1)
        case "Lab ":
            self.init(model: .lab, definition: .lab(white: [0.9642, 1, 0.8249], black: [0, 0, 0], range: [-128, 127, -128, 127]),
                      componentCount: 3)
        case "CMYK":
            self.init(model: .cmyk, definition: .cmyk, componentCount: 4)
        default:
            return nil
        }
    }

    private init(model: CGColorSpaceModel, definition: CGColorSpace.Definition, componentCount: Int) {
        self.model = model
        self.definition = definition
        self.componentCount = componentCount
    }

    /// A `curv` or `para` tag's curve.
    private static func curve(_ bytes: [UInt8], offset: Int, size: Int) -> TransferFunction? {
        switch signature(bytes, offset) {
        case "curv":
            guard size >= 12 else { return nil }
            let count = Int(uint32(bytes, offset + 8))
            guard offset + 12 + count * 2 <= bytes.count else { return nil }
            if count == 0 { return .linear }
            if count == 1 { return .gamma(Double(uint16(bytes, offset + 12)) / 256) }
            return .sampled((0..<count).map { Double(uint16(bytes, offset + 12 + $0 * 2)) / 65535 })
        case "para":
            let function = uint16(bytes, offset + 8)
            let parameterCounts: [UInt16: Int] = [0: 1, 1: 3, 2: 4, 3: 5, 4: 7]
            guard let n = parameterCounts[function], offset + 12 + n * 4 <= bytes.count else { return nil }
            let p = (0..<n).map { s15Fixed16(bytes, offset + 12 + $0 * 4) }
            switch function {
            case 0: return .gamma(p[0])
            case 1: return .parametric(g: p[0], a: p[1], b: p[2], c: 0, d: p[1] != 0 ? -p[2] / p[1] : 0, e: 0, f: 0)
            case 2: return .parametric(g: p[0], a: p[1], b: p[2], c: 0, d: p[1] != 0 ? -p[2] / p[1] : 0, e: p[3], f: p[3])
            case 3: return .parametric(g: p[0], a: p[1], b: p[2], c: p[3], d: p[4], e: 0, f: 0)
            default: return .parametric(g: p[0], a: p[1], b: p[2], c: p[3], d: p[4], e: p[5], f: p[6])
            }
        default:
            return nil
        }
    }

    // MARK: Writing

    static func write(description: String, rgb: CGColorSpace.RGBDefinition) -> Data {
        let m = rgb.toXYZD50.m
        var tags: [(String, [UInt8])] = [("desc", mluc(description)), ("cprt", mluc("No copyright, use freely")),
                                         ("wtpt", whitePoint),
                                         ("rXYZ", xyzTag(m[0], m[3], m[6])), ("gXYZ", xyzTag(m[1], m[4], m[7])),
                                         ("bXYZ", xyzTag(m[2], m[5], m[8]))]
        for (tag, transfer) in zip(["rTRC", "gTRC", "bTRC"], rgb.transfers) {
            tags.append((tag, curveTag(transfer)))
        }
        return profile(colorSpace: "RGB ", tags: tags)
    }

    static func write(description: String, gray: TransferFunction) -> Data {
        profile(colorSpace: "GRAY", tags: [("desc", mluc(description)), ("cprt", mluc("No copyright, use freely")),
                                           ("wtpt", whitePoint), ("kTRC", curveTag(gray))])
    }

    private static func profile(colorSpace: String, tags: [(String, [UInt8])]) -> Data {
        var body: [UInt8] = []
        var table: [UInt8] = []
        let dataStart = 128 + 4 + tags.count * 12
        for (signature, content) in tags {
            table += ascii(signature) + be32(UInt32(dataStart + body.count)) + be32(UInt32(content.count))
            body += content
            while body.count % 4 != 0 { body.append(0) }
        }
        let size = dataStart + body.count
        var header = be32(UInt32(size)) + [0, 0, 0, 0] + [0x04, 0x30, 0, 0] + ascii("mntr") + ascii(colorSpace) + ascii("XYZ ")
        header += be16(2026) + be16(1) + be16(1) + [0, 0, 0, 0, 0, 0]        // creation date, fixed: the same space writes the same bytes
        header += ascii("acsp") + [UInt8](repeating: 0, count: 4 * 3)           // platform, flags, manufacturer
        header += [UInt8](repeating: 0, count: 4 + 8 + 4)                      // model, attributes, intent
        header += s15(0.9642) + s15(1) + s15(0.8249) + ascii("slte")
        header += [UInt8](repeating: 0, count: 128 - header.count)
        return Data(header + be32(UInt32(tags.count)) + table + body)
    }

    private static func curveTag(_ transfer: TransferFunction) -> [UInt8] {
        switch transfer {
        case let .parametric(g, a, b, c, d, e, f):
            return ascii("para") + [0, 0, 0, 0] + be16(4) + [0, 0] + [g, a, b, c, d, e, f].flatMap(s15)
        case let .sampled(samples):
            return ascii("curv") + [0, 0, 0, 0] + be32(UInt32(samples.count))
                + samples.flatMap { be16(UInt16(($0.isNaN ? 0 : min(max($0, 0), 1)) * 65535 + 0.5)) }
        case .pq, .hlg:
            // Not reached: copyICCData() declines the HDR curves, whose range exceeds 0…1.
            return ascii("curv") + [0, 0, 0, 0] + be32(0)
        }
    }

    /// The connection space's D50 white, which every profile Slate writes is relative to.
    private static var whitePoint: [UInt8] {
        let white = Chromaticity.iccD50.xyz
        return xyzTag(white.0, white.1, white.2)
    }

    private static func xyzTag(_ x: Double, _ y: Double, _ z: Double) -> [UInt8] {
        ascii("XYZ ") + [0, 0, 0, 0] + s15(x) + s15(y) + s15(z)
    }

    private static func mluc(_ text: String) -> [UInt8] {
        let utf16 = Array(text.utf16).flatMap { be16($0) }
        return ascii("mluc") + [0, 0, 0, 0] + be32(1) + be32(12) + ascii("enUS") + be32(UInt32(utf16.count)) + be32(28) + utf16
    }

    // MARK: Bytes

    private static func ascii(_ text: String) -> [UInt8] { Array(text.utf8) }
    private static func be32(_ value: UInt32) -> [UInt8] { [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    private static func be16(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
    /// s15Fixed16, clamped to its range (NaN is 0).
    private static func s15(_ value: Double) -> [UInt8] {
        let scaled = value.isNaN ? 0 : min(max((value * 65536).rounded(), Double(Int32.min)), Double(Int32.max))
        return be32(UInt32(bitPattern: Int32(scaled)))
    }

    private static func signature(_ bytes: [UInt8], _ offset: Int) -> String {
        guard offset + 4 <= bytes.count else { return "" }
        return String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
    }
    private static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        guard offset + 4 <= bytes.count else { return 0 }
        return bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
    private static func uint16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
        guard offset + 2 <= bytes.count else { return 0 }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }
    private static func s15Fixed16(_ bytes: [UInt8], _ offset: Int) -> Double {
        Double(Int32(bitPattern: uint32(bytes, offset))) / 65536
    }
}
