import Foundation

/// A 3×3 matrix acting on colour triples (RGB or XYZ), row-major.
///
/// Colour spaces are related by linear maps once their transfer functions are undone; this is
/// the arithmetic of those maps: primaries to XYZ, Bradford white-point adaptation, and the
/// combined map from a space's linear RGB to linear sRGB.
struct ColorMatrix: Equatable, Sendable {
    var m: [Double]

    init(_ rows: [Double]) {
        precondition(rows.count == 9, "ColorMatrix needs 9 values, got \(rows.count)")
        m = rows
    }

    static let identity = ColorMatrix([1, 0, 0, 0, 1, 0, 0, 0, 1])

    func apply(_ v: (Double, Double, Double)) -> (Double, Double, Double) {
        (m[0] * v.0 + m[1] * v.1 + m[2] * v.2,
         m[3] * v.0 + m[4] * v.1 + m[5] * v.2,
         m[6] * v.0 + m[7] * v.1 + m[8] * v.2)
    }

    static func * (a: ColorMatrix, b: ColorMatrix) -> ColorMatrix {
        var out = [Double](repeating: 0, count: 9)
        for row in 0..<3 {
            for column in 0..<3 {
                out[row * 3 + column] = (0..<3).reduce(0) { $0 + a.m[row * 3 + $1] * b.m[$1 * 3 + column] }
            }
        }
        return ColorMatrix(out)
    }

    /// The inverse, or nil when the matrix is singular (primaries on one line).
    var inverse: ColorMatrix? {
        let a = m
        let c00 = a[4] * a[8] - a[5] * a[7], c01 = a[5] * a[6] - a[3] * a[8], c02 = a[3] * a[7] - a[4] * a[6]
        let determinant = a[0] * c00 + a[1] * c01 + a[2] * c02
        guard abs(determinant) > 1e-12 else { return nil }
        let d = 1 / determinant
        return ColorMatrix([
            c00 * d, (a[2] * a[7] - a[1] * a[8]) * d, (a[1] * a[5] - a[2] * a[4]) * d,
            c01 * d, (a[0] * a[8] - a[2] * a[6]) * d, (a[2] * a[3] - a[0] * a[5]) * d,
            c02 * d, (a[1] * a[6] - a[0] * a[7]) * d, (a[0] * a[4] - a[1] * a[3]) * d,
        ])
    }

    /// The matrix from linear RGB with these primaries to XYZ, white mapping to `white`
    /// (Y = 1).
    static func rgbToXYZ(primaries p: RGBPrimaries) -> ColorMatrix? {
        func xyz(_ c: Chromaticity) -> (Double, Double, Double) { (c.x / c.y, 1, (1 - c.x - c.y) / c.y) }
        let r = xyz(p.red), g = xyz(p.green), b = xyz(p.blue), w = p.white.xyz
        let primaries = ColorMatrix([r.0, g.0, b.0, r.1, g.1, b.1, r.2, g.2, b.2])
        guard let inverse = primaries.inverse else { return nil }
        let s = inverse.apply(w)
        return ColorMatrix([r.0 * s.0, g.0 * s.1, b.0 * s.2,
                            r.1 * s.0, g.1 * s.1, b.1 * s.2,
                            r.2 * s.0, g.2 * s.1, b.2 * s.2])
    }

    /// Bradford chromatic adaptation from one white point to another, both as XYZ with Y = 1.
    static func bradford(from source: (Double, Double, Double), to destination: (Double, Double, Double)) -> ColorMatrix {
        let s = bradfordCone.apply(source), d = bradfordCone.apply(destination)
        let scale = ColorMatrix([d.0 / s.0, 0, 0, 0, d.1 / s.1, 0, 0, 0, d.2 / s.2])
        return bradfordConeInverse * scale * bradfordCone
    }

    private static let bradfordCone = ColorMatrix([0.8951, 0.2664, -0.1614, -0.7502, 1.7135, 0.0367, 0.0389, -0.0685, 1.0296])
    private static let bradfordConeInverse = bradfordCone.inverse!

    /// XYZ (D65) to linear sRGB.
    static let xyzD65ToLinearSRGB = rgbToXYZ(primaries: .sRGB)!.inverse!
}

/// A CIE 1931 xy chromaticity.
struct Chromaticity: Equatable, Sendable {
    var x: Double
    var y: Double

    /// XYZ with Y = 1.
    var xyz: (Double, Double, Double) { (x / y, 1, (1 - x - y) / y) }

    init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// From XYZ tristimulus values; nil for black or a non-positive sum.
    init?(xyz: (Double, Double, Double)) {
        let sum = xyz.0 + xyz.1 + xyz.2
        guard sum > 0, xyz.1 > 0 else { return nil }
        self.init(xyz.0 / sum, xyz.1 / sum)
    }

    static let d65 = Chromaticity(0.3127, 0.3290)
    static let d50 = Chromaticity(0.3457, 0.3585)
    static let dci = Chromaticity(0.314, 0.351)
    static let aces = Chromaticity(0.32168, 0.33767)
    /// The ICC profile connection space's white, D50 as XYZ (0.9642, 1, 0.8249).
    static let iccD50 = Chromaticity(xyz: (0.9642, 1, 0.8249))!
}

/// An RGB space's primaries and white point.
struct RGBPrimaries: Equatable, Sendable {
    var red: Chromaticity
    var green: Chromaticity
    var blue: Chromaticity
    var white: Chromaticity

    static let sRGB = RGBPrimaries(red: .init(0.64, 0.33), green: .init(0.30, 0.60), blue: .init(0.15, 0.06), white: .d65)
    static let displayP3 = RGBPrimaries(red: .init(0.680, 0.320), green: .init(0.265, 0.690), blue: .init(0.150, 0.060), white: .d65)
    static let dciP3 = RGBPrimaries(red: .init(0.680, 0.320), green: .init(0.265, 0.690), blue: .init(0.150, 0.060), white: .dci)
    static let bt2020 = RGBPrimaries(red: .init(0.708, 0.292), green: .init(0.170, 0.797), blue: .init(0.131, 0.046), white: .d65)
    static let adobeRGB = RGBPrimaries(red: .init(0.64, 0.33), green: .init(0.21, 0.71), blue: .init(0.15, 0.06), white: .d65)
    static let rommRGB = RGBPrimaries(red: .init(0.7347, 0.2653), green: .init(0.1596, 0.8404), blue: .init(0.0366, 0.0001), white: .d50)
    static let acesCG = RGBPrimaries(red: .init(0.713, 0.293), green: .init(0.165, 0.830), blue: .init(0.128, 0.044), white: .aces)
    /// Apple's Generic RGB profile (the Trinitron-like phosphors of classic Mac displays).
    static let appleGenericRGB = RGBPrimaries(red: .init(0.630, 0.340), green: .init(0.295, 0.605), blue: .init(0.155, 0.077), white: .d65)
}
