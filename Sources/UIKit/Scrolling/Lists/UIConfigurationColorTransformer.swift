import Foundation

/// Turns a configuration's colour into the colour it shows: a list's text in a disabled row
/// greyed, a background dimmed while selected.
///
/// Configurations resolve their colours through their transformers
/// (`UIBackgroundConfiguration.resolvedBackgroundColor(for:)`,
/// `UIListContentConfiguration.TextProperties.resolvedColor()` …). Two transformers are equal
/// when they are the same one (copies of one value), as closures cannot be compared.
public struct UIConfigurationColorTransformer: Hashable, @unchecked Sendable {
    /// The identity equality compares.
    private final class Identity {}
    private let identity = Identity()

    public let transform: (UIColor) -> UIColor

    public init(_ transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
    }

    public func callAsFunction(_ input: UIColor) -> UIColor {
        transform(input)
    }

    /// The colour's grey of the same luminance (Rec. 709 weights), with its alpha; dynamic
    /// colours stay dynamic.
    public static let grayscale = UIConfigurationColorTransformer { color in
        UIColor(dynamicProvider: { traits in
            let (red, green, blue, alpha) = components(of: color, in: traits)
            return UIColor(white: 0.2126 * red + 0.7152 * green + 0.0722 * blue, alpha: alpha)
        })
    }

    /// The system accent colour where the platform has one the person chose; the colour itself
    /// otherwise. An iPad has none, and neither does Slate: the colour passes through.
    public static let preferredTint = UIConfigurationColorTransformer { $0 }

    /// A monochrome tint that stays the same whatever the accent colour: to de-emphasize a
    /// tinted item. The system grey, with the colour's alpha.
    public static let monochromeTint = UIConfigurationColorTransformer { color in
        UIColor(dynamicProvider: { traits in
            UIColor.systemGray.resolvedColor(with: traits).withAlphaComponent(components(of: color, in: traits).alpha)
        })
    }

    /// `color`'s sRGB components and alpha for `traits`.
    private static func components(of color: UIColor, in traits: UITraitCollection)
        -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        color.resolvedColor(with: traits).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        return (red, green, blue, alpha)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity === rhs.identity }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(identity)) }
}
