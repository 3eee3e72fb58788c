import Foundation

extension UIFontDescriptor {
    /// The installed faces that agree with this descriptor on `mandatoryKeys`, each at this
    /// descriptor's size, ordered by name. A key the descriptor is compared on: `.family`,
    /// `.name`, `.face`, `.textStyle` (the faces a text style uses: its family), and
    /// `.traits` (bold, italic, monospace; not the class bits). Other
    /// keys match every face; nil or an empty set compares the family alone. Slate's faces
    /// of a family are those `UIFont.fontNames(forFamilyName:)` lists, given this
    /// descriptor's width (so condensed and expanded are not compared).
    public func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<AttributeName>?) -> [UIFontDescriptor] {
        let keys = (mandatoryKeys?.isEmpty ?? true) ? [.family] : mandatoryKeys!
        let comparedTraits: SymbolicTraits = [.traitBold, .traitItalic, .traitMonoSpace]
        let families = keys.contains(.family) || keys.contains(.textStyle) ? [key.family] : UIFont.familyNames
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
                matches.append(face)
            }
        }
        return matches.sorted { $0.postscriptName < $1.postscriptName }
    }
}
