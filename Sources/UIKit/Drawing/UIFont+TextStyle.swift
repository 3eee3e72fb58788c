import Synchronization

/// Dynamic Type: each text style's size at each content size category (iOS's table), and
/// its weight.
extension UIFont.TextStyle {
    /// Sizes for extraSmall … extraExtraExtraLarge, then accessibilityMedium … XXXL.
    var sizes: [CGFloat] {
        switch self {
        case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title1: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline, .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption1: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        default: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        }
    }

    var weight: UIFont.Weight { self == .headline ? .semibold : .regular }

    func size(for category: UIContentSizeCategory) -> CGFloat { sizes[category.rank] }
}

extension UIContentSizeCategory {
    /// The category text is sized for under `traitCollection` (`UITraitCollection.current`
    /// when nil): its own, or, when it names none (a collection made in code, or `current`
    /// outside a trait-aware method such as `viewDidLoad`), the one the user chose for
    /// applications. iOS's preferred fonts are "scaled for the user's selected content size
    /// category" wherever they are asked for, so a label made before it joins a window is
    /// already the user's size.
    static func forText(in traitCollection: UITraitCollection?) -> UIContentSizeCategory {
        let category = (traitCollection ?? .current).preferredContentSizeCategory
        return category != .unspecified ? category : DesktopSettings.contentSizeCategory
    }
}

extension UIFont {
    /// The font for `style` at the content size category of `UITraitCollection.current`
    /// (the user's choice when it names none).
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let size = style.size(for: .forText(in: traitCollection))
        let family = TextEngine.shared.systemFamily
        let cacheKey = PreferredFontKey(family: family, style: style.rawValue, size: size)
        if let font = preferredFonts.withLock({ $0[cacheKey] }) { return font }
        let key = FontKey(family: family, weight: style.weight.rawValue, italic: false, size: size)
        let font = UIFont(key: key, textStyle: style)
        preferredFonts.withLock { $0[cacheKey] = font }
        return font
    }
}

/// Fonts are immutable, so each text style's font at each size is made once: lists ask for
/// them for every row they configure, and labels that keep the same font object keep their
/// styled text.
private struct PreferredFontKey: Hashable {
    var family: String
    var style: String
    var size: CGFloat
}

private let preferredFonts = Mutex<[PreferredFontKey: UIFont]>([:])

/// Scales custom fonts and values the way Dynamic Type scales a text style.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// Metrics for `.body`.
    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    private func factor(for traitCollection: UITraitCollection?) -> CGFloat {
        let category = UIContentSizeCategory.forText(in: traitCollection)
        return textStyle.size(for: category) / textStyle.size(for: .large)
    }

    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, compatibleWith: nil)
    }

    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font.withSize(font.pointSize * factor(for: traitCollection))
    }

    /// Scaled for `traitCollection`'s content size category, and no larger than
    /// `maximumPointSize`.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let scaled = scaledFont(for: font, compatibleWith: traitCollection)
        return scaled.pointSize > maximumPointSize ? scaled.withSize(maximumPointSize) : scaled
    }

    open func scaledValue(for value: CGFloat) -> CGFloat {
        value * factor(for: nil)
    }

    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * factor(for: traitCollection)
    }
}
