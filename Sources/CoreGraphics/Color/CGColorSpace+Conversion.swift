import Foundation

/// Conversion of components between a space and (extended) sRGB, which is what Slate draws.
extension CGColorSpace {
    private static let linearSRGBToXYZD65 = ColorMatrix.rgbToXYZ(primaries: .sRGB)!
    private static let xyzD50ToLinearSRGB = ColorMatrix.xyzD65ToLinearSRGB * ColorMatrix.bradford(from: Chromaticity.iccD50.xyz, to: Chromaticity.d65.xyz)
    private static let linearSRGBToXYZD50 = xyzD50ToLinearSRGB.inverse!

    /// Converts color components (without alpha) of this space to extended sRGB components.
    /// Every fill and stroke asks this of its colour: it allocates nothing.
    func sRGBComponents(_ components: ArraySlice<CGFloat>) -> (CGFloat, CGFloat, CGFloat) {
        let count = components.count
        func value(_ index: Int) -> Double { index < count ? Double(components[components.startIndex + index]) : 0 }
        switch definition {
        case let .rgb(rgb):
            guard count >= 3 else { return (0, 0, 0) }
            if rgb.isSRGB { return (CGFloat(value(0)), CGFloat(value(1)), CGFloat(value(2))) }
            let linear = (rgb.transfers[0].decode(value(0)), rgb.transfers[1].decode(value(1)), rgb.transfers[2].decode(value(2)))
            return Self.encodedSRGB(rgb.isSRGBGamut ? linear : rgb.toLinearSRGB.apply(linear))
        case let .gray(transfer):
            let gray = value(0)
            let encoded = transfer == .sRGB ? gray : TransferFunction.sRGB.encode(transfer.decode(gray))
            return (CGFloat(encoded), CGFloat(encoded), CGFloat(encoded))
        case .cmyk:
            guard count >= 4 else { return (0, 0, 0) }
            let k = 1 - value(3)
            return (CGFloat((1 - value(0)) * k), CGFloat((1 - value(1)) * k), CGFloat((1 - value(2)) * k))
        case let .lab(white, black, range):
            guard count >= 3 else { return (0, 0, 0) }
            let xyz = Self.labToXYZ([value(0), value(1), value(2)], white: white, black: black, range: range)
            let adapt = ColorMatrix.xyzD65ToLinearSRGB * ColorMatrix.bradford(from: (white[0], white[1], white[2]), to: Chromaticity.d65.xyz)
            return Self.encodedSRGB(adapt.apply(xyz))
        case .xyz:
            guard count >= 3 else { return (0, 0, 0) }
            return Self.encodedSRGB(Self.xyzD50ToLinearSRGB.apply((value(0), value(1), value(2))))
        case let .indexed(base, table):
            return base.sRGBComponents(ArraySlice(indexedComponents(value(0), base: base, table: table)))
        case let .pattern(base):
            return base?.sRGBComponents(components) ?? (0, 0, 0)
        }
    }

    /// Converts extended sRGB components to this space's components (without alpha).
    func components(fromSRGB rgb: (CGFloat, CGFloat, CGFloat)) -> [CGFloat] {
        let encoded = (Double(rgb.0), Double(rgb.1), Double(rgb.2))
        let linear = (TransferFunction.sRGB.decode(encoded.0), TransferFunction.sRGB.decode(encoded.1), TransferFunction.sRGB.decode(encoded.2))
        switch definition {
        case let .rgb(definition):
            if definition.isSRGB {
                return [encoded.0, encoded.1, encoded.2].map(clampIfNeeded)
            }
            let mapped = definition.isSRGBGamut ? linear : definition.fromLinearSRGB.apply(linear)
            return [definition.transfers[0].encode(mapped.0), definition.transfers[1].encode(mapped.1),
                    definition.transfers[2].encode(mapped.2)].map(clampIfNeeded)
        case let .gray(transfer):
            let luminance = 0.2126 * linear.0 + 0.7152 * linear.1 + 0.0722 * linear.2
            return [clampIfNeeded(transfer.encode(luminance))]
        case .cmyk:
            let r = min(max(encoded.0, 0), 1), g = min(max(encoded.1, 0), 1), b = min(max(encoded.2, 0), 1)
            let k = 1 - max(r, g, b)
            guard k < 1 else { return [0, 0, 0, 1] }
            return [(1 - r - k) / (1 - k), (1 - g - k) / (1 - k), (1 - b - k) / (1 - k), k].map { CGFloat($0) }
        case let .lab(white, black, range):
            let adapt = ColorMatrix.bradford(from: Chromaticity.d65.xyz, to: (white[0], white[1], white[2])) * Self.linearSRGBToXYZD65
            return Self.xyzToLab(adapt.apply(linear), white: white, black: black, range: range).map { CGFloat($0) }
        case .xyz:
            let xyz = Self.linearSRGBToXYZD50.apply(linear)
            return [xyz.0, xyz.1, xyz.2].map { CGFloat($0) }
        case let .indexed(base, table):
            // The nearest entry of the table, measured in sRGB.
            let count = base.numberOfComponents, entries = table.count / max(count, 1)
            var best = 0, bestDistance = Double.infinity
            for index in 0..<entries {
                let color = base.sRGBComponents(ArraySlice(indexedComponents(Double(index), base: base, table: table)))
                let distance = pow(Double(color.0) - encoded.0, 2) + pow(Double(color.1) - encoded.1, 2) + pow(Double(color.2) - encoded.2, 2)
                if distance < bestDistance { best = index; bestDistance = distance }
            }
            return [CGFloat(best)]
        case let .pattern(base):
            return base?.components(fromSRGB: rgb) ?? []
        }
    }

    /// The base-space components of table entry `index` (rounded and clamped).
    private func indexedComponents(_ index: Double, base: CGColorSpace, table: [UInt8]) -> [CGFloat] {
        let count = base.numberOfComponents
        let entries = table.count / max(count, 1)
        guard entries > 0 else { return [CGFloat](repeating: 0, count: count) }
        let entry = min(max(Int(index.rounded()), 0), entries - 1)
        return (0..<count).map { component in
            let unit = Double(table[entry * count + component]) / 255
            guard case let .lab(_, _, range) = base.definition else { return CGFloat(unit) }
            switch component {
            case 0: return CGFloat(unit * 100)
            case 1: return CGFloat(range[0] + unit * (range[1] - range[0]))
            default: return CGFloat(range[2] + unit * (range[3] - range[2]))
            }
        }
    }

    private func clampIfNeeded(_ value: Double) -> CGFloat {
        CGFloat(isExtended ? value : min(max(value, 0), 1))
    }

    private static func encodedSRGB(_ linear: (Double, Double, Double)) -> (CGFloat, CGFloat, CGFloat) {
        (CGFloat(TransferFunction.sRGB.encode(linear.0)), CGFloat(TransferFunction.sRGB.encode(linear.1)),
         CGFloat(TransferFunction.sRGB.encode(linear.2)))
    }

    // MARK: CIE L*a*b*

    private static let labEpsilon = 6.0 / 29

    static func labToXYZ(_ lab: [Double], white: [Double], black: [Double], range: [Double]) -> (Double, Double, Double) {
        let l = min(max(lab[0], 0), 100)
        let a = min(max(lab[1], range[0]), range[1]), b = min(max(lab[2], range[2]), range[3])
        func inverse(_ t: Double) -> Double { t > labEpsilon ? t * t * t : 3 * labEpsilon * labEpsilon * (t - 4.0 / 29) }
        let fy = (l + 16) / 116
        let xyz = [inverse(fy + a / 500), inverse(fy), inverse(fy - b / 200)].enumerated().map { white[$0] * $1 }
        // The black point lifts the darkest tristimulus values to it, keeping white in place.
        let lifted = xyz.enumerated().map { black[$0] + $1 * (1 - black[$0] / white[$0]) }
        return (lifted[0], lifted[1], lifted[2])
    }

    static func xyzToLab(_ xyz: (Double, Double, Double), white: [Double], black: [Double], range: [Double]) -> [Double] {
        let values = [xyz.0, xyz.1, xyz.2].enumerated().map { index, value in
            (value - black[index]) / (1 - black[index] / white[index]) / white[index]
        }
        func f(_ t: Double) -> Double { t > pow(labEpsilon, 3) ? cbrt(t) : t / (3 * labEpsilon * labEpsilon) + 4.0 / 29 }
        let fx = f(values[0]), fy = f(values[1]), fz = f(values[2])
        return [min(max(116 * fy - 16, 0), 100),
                min(max(500 * (fx - fy), range[0]), range[1]),
                min(max(200 * (fy - fz), range[2]), range[3])]
    }
}
