import Foundation

extension UIFontDescriptor {
    /// The installed faces that agree with this descriptor on `mandatoryKeys`, each at this
    /// descriptor's size, ordered by name. A key the descriptor is compared on: `.family`,
    /// `.name`, `.face`, `.textStyle` (the faces a text style uses: its family), and
    /// `.traits` (bold, italic, monospace; not the class bits) and `.characterSet` (the
    /// faces that draw every character of the descriptor's set). Other
    /// keys match every face; nil or an empty set compares the family alone. Slate's faces
    /// of a family are those `UIFont.fontNames(forFamilyName:)` lists, given this
    /// descriptor's width (so condensed and expanded are not compared).
    public func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<AttributeName>?) -> [UIFontDescriptor] {
        let keys = (mandatoryKeys?.isEmpty ?? true) ? [.family] : mandatoryKeys!
        let comparedTraits: SymbolicTraits = [.traitBold, .traitItalic, .traitMonoSpace]
        let families = keys.contains(.family) || keys.contains(.textStyle) ? [key.family] : UIFont.familyNames
        let required = keys.contains(.characterSet) ? characterSet.map(Self.scalars(of:)) : nil
        var matches: [UIFontDescriptor] = []
        for family in families {
            for name in UIFont.fontNames(forFamilyName: family) {
                var candidate = UIFontDescriptor(name: name, size: key.size).key
                candidate.width = key.width
                let face = UIFontDescriptor(key: candidate, textStyle: nil)
                if keys.contains(.name), face.postscriptName != postscriptName { continue }
                if keys.contains(.face), face.faceName != faceName { continue }
                if keys.contains(.traits), face.symbolicTraits.intersection(comparedTraits) != symbolicTraits.intersection(comparedTraits) {
                    continue
                }
                if let required, !TextEngine.shared.face(candidate, drawsAll: required) { continue }
                matches.append(face)
            }
        }
        return matches.sorted { $0.postscriptName < $1.postscriptName }
    }

    /// The scalar values of `set`, read from its bitmap (the Basic Multilingual Plane's 8,192
    /// bytes, then a plane number and 8,192 bytes for each other plane it touches).
    static func scalars(of set: CharacterSet) -> [UInt32] {
        let bitmap = [UInt8](set.bitmapRepresentation)
        var scalars: [UInt32] = []
        func read(_ bytes: ArraySlice<UInt8>, plane: UInt32) {
            for (offset, byte) in bytes.enumerated() where byte != 0 {
                for bit in 0..<8 where byte & (1 << bit) != 0 {
                    let value = plane << 16 | UInt32(offset * 8 + bit)
                    // Surrogate code points are no characters a font draws.
                    if !(0xD800...0xDFFF).contains(value) { scalars.append(value) }
                }
            }
        }
        read(bitmap.prefix(8192), plane: 0)
        var index = 8192
        while index + 8193 <= bitmap.count {
            read(bitmap[(index + 1)..<(index + 8193)], plane: UInt32(bitmap[index]))
            index += 8193
        }
        return scalars
    }
}
