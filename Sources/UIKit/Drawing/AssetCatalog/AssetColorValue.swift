import CoreGraphics
import Foundation

/// A colour as a colour set writes it: components in a colour space, or a reference to a
/// system colour (`{"platform": "ios", "reference": "systemBlueColor"}`).
struct AssetColorValue: Decodable, Sendable {
    /// `srgb` (the default), `extended-srgb`, `extended-linear-srgb`, `display-p3`,
    /// `gray-gamma-22` or `extended-gray`.
    var colorSpace: String?
    /// `red`, `green`, `blue` (or `white`) and `alpha`.
    var components: [String: Component]?
    /// `ios`, `universal`, `osx` …: where the referenced colour comes from.
    var platform: String?
    /// A system colour's Objective-C name: `systemBlueColor`, `labelColor` ….
    var reference: String?

    enum CodingKeys: String, CodingKey {
        case colorSpace = "color-space"
        case components, platform, reference
    }

    /// One component in any form Xcode writes: a float in 0…1 (`"0.500"`), an 8-bit integer
    /// (`"128"`), or 8-bit hexadecimal (`"0x80"`). JSON numbers are read as floats.
    enum Component: Decodable, Sendable {
        case text(String)
        case number(Double)

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let text = try? container.decode(String.self) {
                self = .text(text)
            } else {
                self = .number(try container.decode(Double.self))
            }
        }

        /// The value as a fraction of full intensity. Hexadecimal is 8-bit; an integer is
        /// 8-bit when `integersAreBytes` or when it is above 1 (so that a hand-written `"1"`
        /// is full intensity).
        func value(integersAreBytes: Bool) -> CGFloat? {
            switch self {
            case .number(let number):
                return number.isFinite ? CGFloat(number) : nil
            case .text(let raw):
                let text = raw.trimmingCharacters(in: .whitespaces).lowercased()
                if text.hasPrefix("0x") {
                    guard let byte = UInt8(text.dropFirst(2), radix: 16) else { return nil }
                    return CGFloat(byte) / 255
                }
                if let integer = Int(text) {
                    guard integersAreBytes || integer > 1 else { return CGFloat(integer) }
                    guard (0...255).contains(integer) else { return nil }
                    return CGFloat(integer) / 255
                }
                guard let float = Double(text), float.isFinite else { return nil }
                return CGFloat(float)
            }
        }

        /// Whether the component is written as an integer above 1: Xcode's 8-bit form.
        var isByteInteger: Bool {
            guard case .text(let text) = self, let integer = Int(text.trimmingCharacters(in: .whitespaces)) else { return false }
            return integer > 1
        }
    }

    /// The colour; nil for a space, a component or a reference Slate does not know. Colours
    /// in Display P3 or linear sRGB become extended sRGB (Slate draws in sRGB; the extended
    /// space keeps what lies outside sRGB's gamut).
    func makeColor() -> UIColor? {
        if let reference {
            return Self.systemColors[reference]
        }
        guard let components else { return nil }
        // Xcode writes a colour's components all as floats (`"1.000"`) or all as 8-bit integers
        // (`"255"`); a colour whose integers are all 0 or 1 reads as floats. Alpha is always a
        // float unless above 1.
        let integersAreBytes = components.contains { $0.key != "alpha" && $0.value.isByteInteger }
        func component(_ key: String) -> CGFloat? {
            components[key]?.value(integersAreBytes: integersAreBytes && key != "alpha")
        }
        guard let alpha = components["alpha"] == nil ? 1 : component("alpha") else { return nil }
        let unitAlpha = min(max(alpha, 0), 1)
        func unit(_ value: CGFloat) -> CGFloat { min(max(value, 0), 1) }
        switch colorSpace ?? "srgb" {
        case "gray-gamma-22", "extended-gray":
            guard let white = component("white") else { return nil }
            if colorSpace == "extended-gray" { return UIColor(white: white, alpha: unitAlpha) }
            return UIColor(cgColor: CGColor(gray: unit(white), alpha: unitAlpha))
        case let space:
            guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
            let name: String
            switch space {
            case "srgb": return UIColor(red: unit(red), green: unit(green), blue: unit(blue), alpha: unitAlpha)
            case "extended-srgb": return UIColor(red: red, green: green, blue: blue, alpha: unitAlpha)
            case "extended-linear-srgb": name = CGColorSpace.extendedLinearSRGB
            case "display-p3": name = CGColorSpace.displayP3
            default: return nil
            }
            guard let colorSpace = CGColorSpace(name: name) else { return nil }
            let values = name == CGColorSpace.displayP3 ? [unit(red), unit(green), unit(blue)] : [red, green, blue]
            guard let converted = CGColor(colorSpace: colorSpace, components: values + [unitAlpha])?.sRGBA else { return nil }
            return UIColor(red: converted.red, green: converted.green, blue: converted.blue, alpha: unitAlpha)
        }
    }

    /// The system colours a colour set may refer to, by the Objective-C names Xcode writes.
    static var systemColors: [String: UIColor] { UIColor.systemColorsByObjectiveCName }
}
