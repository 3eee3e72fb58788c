import Foundation

/// How a colour space's component values map to linear light, and back.
///
/// Most spaces use ICC's parametric curve (`Y = (aX + b)^g + e` above the break point `d`,
/// `Y = cX + f` below it): sRGB, gamma curves, BT.709/2020, ROMM. PQ and HLG are the BT.2100
/// HDR curves; a sampled curve comes from an ICC profile's `curv` table. Extended spaces
/// decode negative values as the signed reflection of the curve, as Apple's do.
enum TransferFunction: Equatable, Sendable {
    case parametric(g: Double, a: Double, b: Double, c: Double, d: Double, e: Double, f: Double)
    /// SMPTE ST 2084. Linear 1.0 is 100 cd/m² (SDR reference white), so 10,000 cd/m² is 100.
    case pq
    /// ARIB STD-B67 (BT.2100 HLG), scene-referred. Linear 1.0 is the signal 0.5 (scene light
    /// 1/12 of peak), so the peak signal 1.0 is 12.
    case hlg
    /// An ICC `curv` table: samples of the curve at evenly spaced inputs over 0…1.
    case sampled([Double])

    static let linear = gamma(1)
    static let sRGB = TransferFunction.parametric(g: 2.4, a: 1 / 1.055, b: 0.055 / 1.055, c: 1 / 12.92, d: 0.04045, e: 0, f: 0)
    static let bt709 = TransferFunction.parametric(g: 1 / 0.45, a: 1 / 1.099, b: 0.099 / 1.099, c: 1 / 4.5, d: 0.081, e: 0, f: 0)
    /// ROMM RGB: gamma 1.8 with a linear segment below 1/512 of linear light.
    static let romm = TransferFunction.parametric(g: 1.8, a: 1, b: 0, c: 1.0 / 16, d: 16.0 / 512, e: 0, f: 0)

    static func gamma(_ g: Double) -> TransferFunction { .parametric(g: g, a: 1, b: 0, c: 0, d: 0, e: 0, f: 0) }

    /// Whether this is one of BT.2100's HDR curves (`CGColorSpaceUsesITUR_2100TF`).
    var isITUR2100: Bool { self == .pq || self == .hlg }

    /// Encoded value → linear light.
    func decode(_ value: Double) -> Double {
        guard !value.isNaN else { return 0 }
        if value < 0 { return -decode(-value) }
        switch self {
        case let .parametric(g, a, b, c, d, e, f):
            return value >= d ? Foundation.pow(Swift.max(a * value + b, 0), g) + e : c * value + f
        case .pq:
            let m1 = 2610.0 / 16384, m2 = 2523.0 / 4096 * 128, c1 = 3424.0 / 4096, c2 = 2413.0 / 4096 * 32, c3 = 2392.0 / 4096 * 32
            let p = Foundation.pow(value, 1 / m2)
            return Foundation.pow(Swift.max(p - c1, 0) / (c2 - c3 * p), 1 / m1) * 100
        case .hlg:
            let a = 0.17883277, b = 1 - 4 * 0.17883277, c = 0.5 - a * Foundation.log(4 * a)
            let scene = value <= 0.5 ? value * value / 3 : (Foundation.exp((value - c) / a) + b) / 12
            return scene * 12
        case let .sampled(samples):
            guard samples.count > 1 else { return value }
            let position = Swift.min(value, 1) * Double(samples.count - 1)
            let index = Swift.min(Int(position), samples.count - 2)
            let fraction = position - Double(index)
            return samples[index] + (samples[index + 1] - samples[index]) * fraction
        }
    }

    /// Linear light → encoded value.
    func encode(_ value: Double) -> Double {
        guard !value.isNaN else { return 0 }
        if value < 0 { return -encode(-value) }
        switch self {
        case let .parametric(g, a, b, c, d, e, f):
            let breakpoint = Foundation.pow(Swift.max(a * d + b, 0), g) + e
            if value >= breakpoint || c == 0 {
                return (Foundation.pow(Swift.max(value - e, 0), 1 / g) - b) / a
            }
            return (value - f) / c
        case .pq:
            let m1 = 2610.0 / 16384, m2 = 2523.0 / 4096 * 128, c1 = 3424.0 / 4096, c2 = 2413.0 / 4096 * 32, c3 = 2392.0 / 4096 * 32
            let y = Foundation.pow(value / 100, m1)
            return Foundation.pow((c1 + c2 * y) / (1 + c3 * y), m2)
        case .hlg:
            let a = 0.17883277, b = 1 - 4 * 0.17883277, c = 0.5 - a * Foundation.log(4 * a)
            let scene = value / 12
            return scene <= 1.0 / 12 ? Foundation.sqrt(3 * scene) : a * Foundation.log(12 * scene - b) + c
        case let .sampled(samples):
            guard samples.count > 1 else { return value }
            // The table rises monotonically: find the segment holding `value`.
            var low = 0, high = samples.count - 1
            if value <= samples[low] { return 0 }
            if value >= samples[high] { return 1 }
            while high - low > 1 {
                let middle = (low + high) / 2
                if samples[middle] <= value { low = middle } else { high = middle }
            }
            let span = samples[high] - samples[low]
            let fraction = span > 0 ? (value - samples[low]) / span : 0
            return (Double(low) + fraction) / Double(samples.count - 1)
        }
    }
}
