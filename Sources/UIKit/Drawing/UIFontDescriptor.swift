import Foundation

/// A description of a font from which `UIFont(descriptor:size:)` makes one.
open class UIFontDescriptor: NSObject, NSSecureCoding, @unchecked Sendable {
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// A wider face (a positive width trait); excludes `traitCondensed`.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// A narrower face (a negative width trait).
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        /// Lines 2 points closer than the font's own leading sets them (dense text).
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        /// Lines 2 points further apart (text for reading at length); excludes
        /// `traitTightLeading`.
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)

        /// The upper four bits: the face's OpenType class (its OS/2 table's family class),
        /// which a descriptor reports and does not match on.
        public static let classMask = SymbolicTraits(rawValue: 0xF000_0000)
        public static let classUnknown = SymbolicTraits(rawValue: 0 << 28)
        public static let classOldStyleSerifs = SymbolicTraits(rawValue: 1 << 28)
        public static let classTransitionalSerifs = SymbolicTraits(rawValue: 2 << 28)
        public static let classModernSerifs = SymbolicTraits(rawValue: 3 << 28)
        public static let classClarendonSerifs = SymbolicTraits(rawValue: 4 << 28)
        public static let classSlabSerifs = SymbolicTraits(rawValue: 5 << 28)
        public static let classFreeformSerifs = SymbolicTraits(rawValue: 7 << 28)
        public static let classSansSerif = SymbolicTraits(rawValue: 8 << 28)
        public static let classOrnamentals = SymbolicTraits(rawValue: 9 << 28)
        public static let classScripts = SymbolicTraits(rawValue: 10 << 28)
        public static let classSymbolic = SymbolicTraits(rawValue: 12 << 28)
    }

    /// The points a font's lines gain (lose) by `traits`' leading.
    static func leadingAdjustment(for traits: SymbolicTraits) -> CGFloat {
        traits.contains(.traitTightLeading) ? -2 : traits.contains(.traitLooseLeading) ? 2 : 0
    }

    /// A face's class, as `symbolicTraits.rawValue & classMask` holds it.
    public typealias Class = Int

    /// The width trait `traitCondensed` and `traitExpanded` give.
    static let condensedWidth: CGFloat = -0.2

    let key: FontKey
    let textStyle: UIFont.TextStyle?
    /// The characters a matching font must draw (`AttributeName.characterSet`), when given.
    let characterSet: CharacterSet?

    init(key: FontKey, textStyle: UIFont.TextStyle?, characterSet: CharacterSet? = nil) {
        self.key = key
        self.textStyle = textStyle
        self.characterSet = characterSet
        super.init()
    }

    /// Decodes what `encode(with:)` wrote: the descriptor of the same attributes.
    public required convenience init?(coder: NSCoder) {
        guard coder.containsValue(forKey: "UIFontDescriptorAttributes"),
              let data = coder.decodeObject(forKey: "UIFontDescriptorAttributes") as? Data,
              let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { return nil }
        self.init(fontAttributes: UIFontDescriptor.attributes(fromPropertyList: plist))
    }

    /// `NSSecureCoding`: the descriptor's attributes (`fontAttributes`) as a property list.
    open func encode(with coder: NSCoder) {
        if let data = try? PropertyListSerialization.data(fromPropertyList: propertyListAttributes, format: .binary, options: 0) {
            coder.encode(data, forKey: "UIFontDescriptorAttributes")
        }
    }

    public class var supportsSecureCoding: Bool { true }

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
        if TextEngine.shared.monospacedFamilies.contains(key.family) { traits.insert(.traitMonoSpace) }
        if key.width < 0 { traits.insert(.traitCondensed) }
        if key.width > 0 { traits.insert(.traitExpanded) }
        if key.leadingAdjustment < 0 { traits.insert(.traitTightLeading) }
        if key.leadingAdjustment > 0 { traits.insert(.traitLooseLeading) }
        let familyClass = TextEngine.shared.familyClass(for: key)
        if (1...15).contains(familyClass) { traits.insert(SymbolicTraits(rawValue: familyClass << 28)) }
        return traits
    }

    /// The same font with exactly `symbolicTraits` (bold, italic, monospace, condensed or
    /// expanded, tight or loose leading; the class bits are not matched on). Condensed and
    /// expanded together is nil, as is tight and loose leading: they exclude each other.
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        if symbolicTraits.contains(.traitCondensed), symbolicTraits.contains(.traitExpanded) { return nil }
        if symbolicTraits.contains(.traitTightLeading), symbolicTraits.contains(.traitLooseLeading) { return nil }
        var changed = key
        changed.leadingAdjustment = Self.leadingAdjustment(for: symbolicTraits)
        if symbolicTraits.contains(.traitCondensed) {
            changed.width = key.width < 0 ? key.width : Self.condensedWidth
        } else if symbolicTraits.contains(.traitExpanded) {
            changed.width = key.width > 0 ? key.width : -Self.condensedWidth
        } else {
            changed.width = 0
        }
        changed.italic = symbolicTraits.contains(.traitItalic)
        if symbolicTraits.contains(.traitBold) {
            changed.weight = max(key.weight, UIFont.Weight.bold.rawValue)
        } else if key.weight >= UIFont.Weight.semibold.rawValue {
            changed.weight = UIFont.Weight.regular.rawValue
        }
        if symbolicTraits.contains(.traitMonoSpace) { changed.family = TextEngine.shared.monospacedFamily }
        return UIFontDescriptor(key: changed, textStyle: textStyle, characterSet: characterSet)
    }

    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        var changed = key
        changed.size = newPointSize
        return UIFontDescriptor(key: changed, textStyle: textStyle, characterSet: characterSet)
    }

    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var changed = key
        changed.family = TextEngine.shared.installedFamily(named: newFamily) ?? newFamily
        return UIFontDescriptor(key: changed, textStyle: textStyle, characterSet: characterSet)
    }
}
