import Foundation

extension UIImage {
    /// What an image is configured for (iOS 13). Symbol images use `SymbolConfiguration`.
    open class Configuration: NSObject, @unchecked Sendable {
        /// The traits the configuration was made for; nil for any.
        open internal(set) var traitCollection: UITraitCollection?

        public required override init() {
            super.init()
        }

        /// A copy with `traitCollection` replaced.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            let copy = self.duplicate()
            copy.traitCollection = traitCollection
            return copy
        }

        /// A configuration with the receiver's settings, overridden by those `other` sets.
        open func applying(_ other: UIImage.Configuration?) -> Self {
            let copy = self.duplicate()
            if let traits = other?.traitCollection { copy.traitCollection = traits }
            return copy
        }

        func duplicate() -> Self {
            let copy = type(of: self).init()
            copy.traitCollection = traitCollection
            return copy
        }
    }

    /// How big and heavy a symbol image is drawn (iOS 13), and in which colours (iOS 15).
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The size of the text the symbol sits in; nil: the text style's, else body text's.
        var pointSize: CGFloat?
        var weight: SymbolWeight = .unspecified
        var scale: SymbolScale = .unspecified
        var textStyle: UIFont.TextStyle?
        var paletteColors: [UIColor]?
        var hierarchicalColor: UIColor?

        /// A configuration that sets nothing: applying it changes nothing.
        public static var unspecified: UIImage.SymbolConfiguration { SymbolConfiguration() }

        public convenience init(pointSize: CGFloat) {
            self.init()
            self.pointSize = pointSize
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }

        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init()
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }

        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(textStyle: textStyle, scale: .unspecified)
        }

        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init()
            self.textStyle = textStyle
            self.scale = scale
        }

        public convenience init(weight: SymbolWeight) {
            self.init()
            self.weight = weight
        }

        public convenience init(scale: SymbolScale) {
            self.init()
            self.scale = scale
        }

        /// The font's size and weight.
        public convenience init(font: UIFont) {
            self.init(font: font, scale: .unspecified)
        }

        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init()
            pointSize = font.pointSize
            weight = SymbolWeight(font.key.weight)
            self.scale = scale
        }

        /// One colour, drawn at the opacities the symbol's layers have (iOS 15).
        public convenience init(hierarchicalColor: UIColor) {
            self.init()
            self.hierarchicalColor = hierarchicalColor
        }

        /// A colour per layer (iOS 15). Slate's symbols have one layer: it takes the first.
        public convenience init(paletteColors: [UIColor]) {
            self.init()
            self.paletteColors = paletteColors
        }

        /// The same configuration without a point size or weight.
        open func configurationWithoutPointSizeAndWeight() -> UIImage.SymbolConfiguration {
            let copy = self.duplicate()
            copy.pointSize = nil
            copy.textStyle = nil
            copy.weight = .unspecified
            return copy
        }

        /// The same configuration without a text style.
        open func configurationWithoutTextStyle() -> Self {
            let copy = self.duplicate()
            copy.textStyle = nil
            return copy
        }

        /// The same configuration without a scale.
        open func configurationWithoutScale() -> Self {
            let copy = self.duplicate()
            copy.scale = .unspecified
            return copy
        }

        /// The same configuration without a weight.
        open func configurationWithoutWeight() -> Self {
            let copy = self.duplicate()
            copy.weight = .unspecified
            return copy
        }

        open override func applying(_ other: UIImage.Configuration?) -> Self {
            let copy = super.applying(other)
            guard let symbol = other as? SymbolConfiguration else { return copy }
            if let size = symbol.pointSize {
                copy.pointSize = size
                copy.textStyle = nil
            }
            if let style = symbol.textStyle {
                copy.textStyle = style
                copy.pointSize = nil
            }
            if symbol.weight != .unspecified { copy.weight = symbol.weight }
            if symbol.scale != .unspecified { copy.scale = symbol.scale }
            if let colors = symbol.paletteColors { copy.paletteColors = colors }
            if let color = symbol.hierarchicalColor { copy.hierarchicalColor = color }
            return copy
        }

        override func duplicate() -> Self {
            let copy = super.duplicate()
            copy.pointSize = pointSize
            copy.weight = weight
            copy.scale = scale
            copy.textStyle = textStyle
            copy.paletteColors = paletteColors
            copy.hierarchicalColor = hierarchicalColor
            return copy
        }

        /// Equal when every setting is.
        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale && textStyle == other.textStyle
                && paletteColors == other.paletteColors && hierarchicalColor == other.hierarchicalColor
                && traitCollection == other.traitCollection
        }

        open override var hash: Int {
            var hasher = Hasher()
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(scale)
            hasher.combine(textStyle?.rawValue)
            return hasher.finalize()
        }

        /// The size of the text the symbol sits in, in points: a text style's at the
        /// configuration's content size category, else the current one's (the user's when
        /// neither names one).
        var resolvedPointSize: CGFloat {
            if let pointSize { return pointSize }
            let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
            return (textStyle ?? .body).size(for: category != .unspecified ? category : .forText(in: nil))
        }

        /// The one colour the symbol draws in, when the configuration gives one.
        var color: UIColor? { paletteColors?.first ?? hierarchicalColor }
    }

    /// A symbol's stroke weight, as a font's.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        init(_ weight: CGFloat) {
            let steps: [(UIFont.Weight, SymbolWeight)] = [(.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular),
                                                          (.medium, .medium), (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black)]
            self = steps.min { abs($0.0.rawValue - weight) < abs($1.0.rawValue - weight) }?.1 ?? .regular
        }

        /// The font weight of the same name (`.regular` for `.unspecified`).
        public func fontWeight() -> UIFont.Weight {
            switch self {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .unspecified, .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }

    /// A symbol's size relative to the text it sits in.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small = 1, medium, large
    }
}

extension UIFont.Weight {
    /// The symbol weight nearest this font weight.
    public func symbolWeight() -> UIImage.SymbolWeight { UIImage.SymbolWeight(rawValue) }
}
