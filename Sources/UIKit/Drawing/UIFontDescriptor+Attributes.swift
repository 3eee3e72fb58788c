import Foundation

/// A descriptor as a dictionary of attributes: the family, the face, the size, the traits
/// (bold, italic, monospace, a weight, a slant) and the text style, read and written as
/// UIKit's keys name them.
extension UIFontDescriptor {
    public struct AttributeName: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// A family name (`String`).
        public static let family = AttributeName("NSFontFamilyAttribute")
        /// A PostScript-style font name (`String`), such as `"Inter-SemiBold"`.
        public static let name = AttributeName("NSFontNameAttribute")
        /// A face name within the family (`String`), such as `"Bold Italic"`.
        public static let face = AttributeName("NSFontFaceAttribute")
        /// The point size (a number).
        public static let size = AttributeName("NSFontSizeAttribute")
        /// The name to show a user (`String`); read only from a descriptor.
        public static let visibleName = AttributeName("NSFontVisibleNameAttribute")
        /// A dictionary keyed by `TraitKey`.
        public static let traits = AttributeName("NSCTFontTraitsAttribute")
        /// The text style (`String`, a `UIFont.TextStyle`'s raw value).
        public static let textStyle = AttributeName("NSCTFontUIUsageAttribute")
        /// Typographic features to turn on or off: an array of dictionaries keyed by
        /// `FeatureKey` (a feature type and selector, as Apple's font feature registry numbers
        /// them: type 6 selector 0 for monospaced digits).
        public static let featureSettings = AttributeName("NSCTFontFeatureSettingsAttribute")
        /// Descriptors (`[UIFontDescriptor]`) of the families that draw what this font's
        /// family lacks, in order, before the system's own fallback.
        public static let cascadeList = AttributeName("NSCTFontCascadeListAttribute")
        /// The characters (`CharacterSet`) a font must draw: matching
        /// (`matchingFontDescriptors(withMandatoryKeys:)`) keeps only the faces that have a
        /// glyph for every one.
        public static let characterSet = AttributeName("NSCTFontCharacterSetAttribute")
    }

    /// The keys of one entry of `AttributeName.featureSettings`.
    public struct FeatureKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The feature type (a number: 6 for number spacing, 37 for lower case …).
        public static let featureIdentifier = FeatureKey("CTFeatureTypeIdentifier")
        /// The selector within the type (a number: 0 for monospaced numbers …).
        public static let typeIdentifier = FeatureKey("CTFeatureSelectorIdentifier")
    }

    public struct TraitKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The symbolic traits (`SymbolicTraits.rawValue`, a number).
        public static let symbolic = TraitKey("NSCTFontSymbolicTrait")
        /// The weight, from −1 to 1 as `UIFont.Weight` counts it (a number).
        public static let weight = TraitKey("NSCTFontWeightTrait")
        /// The slant, from −1 to 1 (a number); any slant draws the italic face.
        public static let slant = TraitKey("NSCTFontSlantTrait")
        /// The width, from −1 (narrowest) to 1 (widest), 0 normal (a number): the face's
        /// stretch, −0.2 a condensed face (87.5 %).
        public static let width = TraitKey("NSCTFontWidthTrait")
    }

    /// A descriptor made of `attributes`: a text style's font, then a font name, then the
    /// family, face, size and traits given, each overriding what came before. A family that
    /// is not installed falls back as `UIFont(name:size:)` does; no size is 12 points.
    public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        self.init(key: Self.key(from: attributes, base: nil), textStyle: Self.textStyle(in: attributes),
                  characterSet: Self.characterSet(in: attributes))
    }

    /// This descriptor with `attributes` added, replacing those it had of the same names.
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(key: Self.key(from: attributes, base: key), textStyle: Self.textStyle(in: attributes) ?? textStyle,
                         characterSet: Self.characterSet(in: attributes) ?? characterSet)
    }

    private static func characterSet(in attributes: [AttributeName: Any]) -> CharacterSet? {
        switch attributes[.characterSet] {
        case let set as CharacterSet: set
        case let set as NSCharacterSet: set as CharacterSet
        default: nil
        }
    }

    /// The family, name, face, size and traits, and the text style the descriptor came from.
    public var fontAttributes: [AttributeName: Any] {
        var attributes: [AttributeName: Any] = [
            .family: key.family, .name: postscriptName, .face: faceName, .size: key.size,
            .traits: [TraitKey.symbolic: symbolicTraits.rawValue, .weight: key.weight, .slant: key.italic ? 1.0 / 12 : 0,
                      .width: key.width] as [TraitKey: Any],
        ]
        if let textStyle { attributes[.textStyle] = textStyle.rawValue }
        if !key.cascade.isEmpty {
            attributes[.cascadeList] = key.cascade.map { UIFontDescriptor(fontAttributes: [.family: $0]) }
        }
        let settings = key.features.compactMap(OpenTypeFeatures.setting(for:))
        if !settings.isEmpty { attributes[.featureSettings] = settings }
        if let characterSet { attributes[.characterSet] = characterSet }
        return attributes
    }

    /// One attribute of `fontAttributes` (or the visible name: the family and face).
    public func object(forKey anAttribute: AttributeName) -> Any? {
        if anAttribute == .visibleName { return faceName == "Regular" ? key.family : "\(key.family) \(faceName)" }
        return fontAttributes[anAttribute]
    }

    /// The same family in the face `newFace` (`"Bold"`, `"Light Italic"`…).
    public func withFace(_ newFace: String) -> UIFontDescriptor {
        addingAttributes([.face: newFace])
    }

    /// The face's name: its weight's, then "Italic"; "Regular" when neither.
    var faceName: String {
        let weight = UIFont.weightName(key.weight)
        switch (weight.isEmpty, key.italic) {
        case (true, false): return "Regular"
        case (true, true): return "Italic"
        case (false, false): return weight
        case (false, true): return "\(weight) Italic"
        }
    }

    private static func textStyle(in attributes: [AttributeName: Any]) -> UIFont.TextStyle? {
        (attributes[.textStyle] as? String).map(UIFont.TextStyle.init(rawValue:))
    }

    private static func key(from attributes: [AttributeName: Any], base: FontKey?) -> FontKey {
        var key = base ?? FontKey(family: TextEngine.shared.systemFamily, weight: 0, italic: false, size: 12)
        if let style = textStyle(in: attributes) {
            let preferred = UIFont.preferredFont(forTextStyle: style).key
            key.family = preferred.family
            key.weight = preferred.weight
            key.size = preferred.size
        }
        if let name = attributes[.name] as? String, let parsed = UIFont.parse(name) {
            key.family = parsed.family
            key.weight = parsed.weight
            key.italic = parsed.italic
        }
        if let family = attributes[.family] as? String {
            key.family = TextEngine.shared.installedFamily(named: family) ?? family
        }
        if let face = attributes[.face] as? String {
            (key.weight, key.italic) = UIFont.parseStyle(face)
        }
        if let size = number(attributes[.size]) { key.size = size }
        if let traits = attributes[.traits] as? [TraitKey: Any] {
            if let symbolic = number(traits[.symbolic]) {
                let symbolicTraits = SymbolicTraits(rawValue: UInt32(truncatingIfNeeded: Int(symbolic)))
                key.italic = symbolicTraits.contains(.traitItalic)
                if symbolicTraits.contains(.traitBold) { key.weight = max(key.weight, UIFont.Weight.bold.rawValue) }
                if symbolicTraits.contains(.traitMonoSpace) { key.family = TextEngine.shared.monospacedFamily }
                if symbolicTraits.contains(.traitCondensed) != symbolicTraits.contains(.traitExpanded) {
                    key.width = symbolicTraits.contains(.traitCondensed) ? condensedWidth : -condensedWidth
                }
                if symbolicTraits.contains(.traitTightLeading) != symbolicTraits.contains(.traitLooseLeading) {
                    key.leadingAdjustment = leadingAdjustment(for: symbolicTraits)
                }
            }
            if let weight = number(traits[.weight]) { key.weight = min(max(weight, -1), 1) }
            if let width = number(traits[.width]), width.isFinite { key.width = min(max(width, -1), 1) }
            if let slant = number(traits[.slant]) { key.italic = slant != 0 }
        }
        if let cascade = attributes[.cascadeList] as? [UIFontDescriptor] {
            key.cascade = cascade.map(\.key.family).filter { $0 != key.family }
        }
        if let settings = attributes[.featureSettings] as? [[FeatureKey: Any]] {
            for setting in settings {
                guard let type = number(setting[.featureIdentifier]), let selector = number(setting[.typeIdentifier]) else { continue }
                if OpenTypeFeatures.isDefault(type: Int(type), selector: Int(selector)) {
                    key.features.removeAll { OpenTypeFeatures.type(of: $0) == Int(type) }
                    continue
                }
                guard let feature = OpenTypeFeatures.feature(type: Int(type), selector: Int(selector)) else { continue }
                // A later setting of the same type replaces the earlier one (the selectors of
                // a type exclude each other; stylistic sets are each their own).
                key.features.removeAll { existing in
                    existing.prefix(4) == feature.prefix(4)
                        || (Int(type) != 35 && OpenTypeFeatures.type(of: existing) == Int(type))
                }
                key.features.append(feature)
            }
        }
        return key
    }

    /// A number given as any of the types code writes one with.
    private static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as UInt32: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        case let value as UIFont.Weight: value.rawValue
        default: nil
        }
    }
}

extension UIFontDescriptor {
    /// `fontAttributes` as property-list values (for archiving): names, numbers, the traits
    /// and feature settings as dictionaries, the cascade list as family names.
    var propertyListAttributes: [String: Any] {
        var plist: [String: Any] = [
            AttributeName.family.rawValue: key.family, AttributeName.face.rawValue: faceName, AttributeName.size.rawValue: Double(key.size),
            AttributeName.traits.rawValue: [TraitKey.weight.rawValue: Double(key.weight), TraitKey.slant.rawValue: key.italic ? 1.0 / 12 : 0,
                                            TraitKey.width.rawValue: Double(key.width)],
        ]
        if let textStyle { plist[AttributeName.textStyle.rawValue] = textStyle.rawValue }
        // Of the symbolic traits only the leading is not said by the others (the weight,
        // slant and width say the rest); an archive of a plain font holds none.
        let leading = symbolicTraits.intersection([.traitTightLeading, .traitLooseLeading])
        if !leading.isEmpty, var traits = plist[AttributeName.traits.rawValue] as? [String: Any] {
            traits[TraitKey.symbolic.rawValue] = Int(leading.rawValue)
            plist[AttributeName.traits.rawValue] = traits
        }
        let settings = key.features.compactMap(OpenTypeFeatures.setting(for:)).map { setting in
            Dictionary(uniqueKeysWithValues: setting.compactMap { entry in (entry.value as? Int).map { (entry.key.rawValue, $0) } })
        }
        if !settings.isEmpty { plist[AttributeName.featureSettings.rawValue] = settings }
        if !key.cascade.isEmpty { plist[AttributeName.cascadeList.rawValue] = key.cascade }
        if let characterSet { plist[AttributeName.characterSet.rawValue] = characterSet.bitmapRepresentation }
        return plist
    }

    /// The attributes `propertyListAttributes` wrote, as `init(fontAttributes:)` takes them.
    static func attributes(fromPropertyList plist: [String: Any]) -> [AttributeName: Any] {
        var attributes: [AttributeName: Any] = [:]
        for name in [AttributeName.family, .face, .textStyle] {
            if let value = plist[name.rawValue] as? String { attributes[name] = value }
        }
        if let size = plist[AttributeName.size.rawValue] as? Double { attributes[.size] = CGFloat(size) }
        if let traits = plist[AttributeName.traits.rawValue] as? [String: Any] {
            attributes[.traits] = Dictionary(uniqueKeysWithValues: traits.map { (TraitKey(rawValue: $0.key), $0.value) })
        }
        if let settings = plist[AttributeName.featureSettings.rawValue] as? [[String: Any]] {
            attributes[.featureSettings] = settings.map { Dictionary(uniqueKeysWithValues: $0.map { (FeatureKey(rawValue: $0.key), $0.value) }) }
        }
        if let cascade = plist[AttributeName.cascadeList.rawValue] as? [String] {
            attributes[.cascadeList] = cascade.map { UIFontDescriptor(fontAttributes: [.family: $0]) }
        }
        if let bitmap = plist[AttributeName.characterSet.rawValue] as? Data {
            attributes[.characterSet] = CharacterSet(bitmapRepresentation: bitmap)
        }
        return attributes
    }
}
