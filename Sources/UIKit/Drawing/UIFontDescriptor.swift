import Foundation

/// A description of a font from which `UIFont(descriptor:size:)` makes one.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    }

    let key: FontKey
    let textStyle: UIFont.TextStyle?

    init(key: FontKey, textStyle: UIFont.TextStyle?) {
        self.key = key
        self.textStyle = textStyle
        super.init()
    }

    /// A descriptor for an installed font name (see `UIFont(name:size:)`). An unknown name
    /// describes the system font, as a descriptor cannot fail.
    public convenience init(name fontName: String, size: CGFloat) {
        let parsed = UIFont.parse(fontName) ?? (TextEngine.shared.systemFamily, 0, false)
        self.init(key: FontKey(family: parsed.family, weight: parsed.weight, italic: parsed.italic, size: size), textStyle: nil)
    }

    /// The descriptor of the preferred font for `style` at the current content size category.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                            compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection).fontDescriptor
    }

    open var pointSize: CGFloat { key.size }

    open var postscriptName: String { UIFont(key: key).fontName }

    open var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = []
        if key.italic { traits.insert(.traitItalic) }
        if key.weight >= UIFont.Weight.semibold.rawValue { traits.insert(.traitBold) }
        if key.family == TextEngine.shared.monospacedFamily { traits.insert(.traitMonoSpace) }
        return traits
    }

    /// The same font with exactly `symbolicTraits` (bold, italic, monospace).
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var changed = key
        changed.italic = symbolicTraits.contains(.traitItalic)
        if symbolicTraits.contains(.traitBold) {
            changed.weight = max(key.weight, UIFont.Weight.bold.rawValue)
        } else if key.weight >= UIFont.Weight.semibold.rawValue {
            changed.weight = UIFont.Weight.regular.rawValue
        }
        if symbolicTraits.contains(.traitMonoSpace) { changed.family = TextEngine.shared.monospacedFamily }
        return UIFontDescriptor(key: changed, textStyle: textStyle)
    }

    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        var changed = key
        changed.size = newPointSize
        return UIFontDescriptor(key: changed, textStyle: textStyle)
    }

    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var changed = key
        changed.family = TextEngine.shared.installedFamily(named: newFamily) ?? newFamily
        return UIFontDescriptor(key: changed, textStyle: textStyle)
    }
}
