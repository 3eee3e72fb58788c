/// A color: components in a color space, the last component being alpha. Immutable.
public final class CGColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The color space the components are in.
    public let colorSpace: CGColorSpace?
    /// Color components followed by alpha.
    public let components: [CGFloat]?
    /// The pattern a pattern color paints; nil for other colors.
    public let pattern: CGPattern?

    public var numberOfComponents: Int { components?.count ?? 0 }

    public var alpha: CGFloat { components?.last ?? 1 }

    /// A color in the sRGB space.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colorSpace = .sRGBSpace
        components = [red, green, blue, alpha].map(Self.unit)
        pattern = nil
    }

    /// A color in the sRGB space (the name Apple uses since iOS 13).
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A color in the extended sRGB space; components outside 0…1 are kept.
    package init(extendedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        colorSpace = .extendedSRGBSpace
        components = [red, green, blue, Self.unit(alpha)]
        pattern = nil
    }

    /// A color in the generic gray (gamma 2.2) space.
    public init(gray: CGFloat, alpha: CGFloat) {
        colorSpace = CGColorSpace(name: CGColorSpace.genericGrayGamma2_2)
        components = [Self.unit(gray), Self.unit(alpha)]
        pattern = nil
    }

    /// A color in the extended gray space; components outside 0…1 are kept.
    package init(extendedGray gray: CGFloat, alpha: CGFloat) {
        colorSpace = .extendedGraySpace
        components = [gray, Self.unit(alpha)]
        pattern = nil
    }

    /// A color in `space`; `components` holds the color components followed by alpha.
    /// Returns nil when the count does not match the space.
    public init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        let count = space.numberOfComponents + 1
        colorSpace = space
        self.components = (0..<count).map { components[$0] }
        pattern = nil
    }

    /// Swift-array form of `init?(colorSpace:components:)`.
    public init?(colorSpace space: CGColorSpace, components: [CGFloat]) {
        guard components.count == space.numberOfComponents + 1 else { return nil }
        colorSpace = space
        self.components = components
        pattern = nil
    }

    /// A pattern color; `components` is the base space's components (if any) and alpha.
    init(colorSpace space: CGColorSpace, pattern: CGPattern, components: [CGFloat]) {
        colorSpace = space
        self.components = components
        self.pattern = pattern
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The same color with a different alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let space = colorSpace, var values = components else { return nil }
        values[values.count - 1] = Self.unit(alpha)
        if let pattern { return CGColor(colorSpace: space, pattern: pattern, components: values) }
        return CGColor(colorSpace: space, components: values)
    }

    public func copy() -> CGColor? { self }

    /// The color converted to `space`.
    public func converted(to space: CGColorSpace, intent: CGColorRenderingIntent, options: [String: Any]?) -> CGColor? {
        let rgb = sRGBA
        var values = space.components(fromSRGB: (rgb.red, rgb.green, rgb.blue))
        values.append(rgb.alpha)
        return CGColor(colorSpace: space, components: values)
    }

    /// Extended sRGB components for drawing.
    package var sRGBA: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        guard let space = colorSpace, let values = components else { return (0, 0, 0, 1) }
        let (r, g, b) = space.sRGBComponents(values.dropLast())
        return (r, g, b, alpha)
    }

    public var description: String {
        let values = (components ?? []).map { String(format: "%g", Double($0)) }.joined(separator: " ")
        return "<CGColor \(colorSpace?.description ?? "no space")> ( \(values) )"
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
        lhs === rhs || (lhs.colorSpace == rhs.colorSpace && lhs.components == rhs.components && lhs.pattern === rhs.pattern)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(components)
    }

    static func unit(_ value: CGFloat) -> CGFloat { Swift.min(Swift.max(value, 0), 1) }
}

/// How to map colors between color spaces. Slate converts colorimetrically in every case.
public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent = 0
    case absoluteColorimetric = 1
    case relativeColorimetric = 2
    case perceptual = 3
    case saturation = 4
}
