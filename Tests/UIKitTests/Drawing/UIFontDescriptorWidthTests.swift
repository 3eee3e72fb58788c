import Foundation
import Testing
@testable import UIKit

/// `UIFontDescriptor`'s width (condensed and expanded), face class, cascade list and
/// matching (issue 45).
@MainActor
@Suite("UIFontDescriptor: width, class, cascade list, matching")
struct UIFontDescriptorWidthTests {
    private static func width(_ text: String, _ font: UIFont) -> CGFloat {
        NSAttributedString(string: text, attributes: [.font: font]).size().width
    }

    private static let dejaVu = UIFontDescriptor(fontAttributes: [.family: "DejaVu Sans", .size: 20])

    @Test("traitCondensed draws the family's condensed face: it reports the trait and a width of −0.2, and text measures narrower")
    func condensed() throws {
        let condensed = try #require(Self.dejaVu.withSymbolicTraits(.traitCondensed))
        #expect(condensed.symbolicTraits.contains(.traitCondensed))
        #expect(!condensed.symbolicTraits.contains(.traitExpanded))
        let traits = try #require(condensed.fontAttributes[.traits] as? [UIFontDescriptor.TraitKey: Any])
        #expect(traits[.width] as? CGFloat == -0.2)
        let regular = Self.width("Condensed text", UIFont(descriptor: Self.dejaVu, size: 0))
        let narrow = Self.width("Condensed text", UIFont(descriptor: condensed, size: 0))
        #expect(narrow < regular * 0.95 && narrow > regular * 0.8, "DejaVu Sans Condensed is 87.5 % wide: \(narrow) against \(regular)")
        let back = try #require(condensed.withSymbolicTraits([]))
        #expect(Self.width("Condensed text", UIFont(descriptor: back, size: 0)) == regular, "exactly the traits given: the width goes back to normal")
    }

    @Test("Condensed and expanded together is nil; expanded is reported, and a family without an expanded face draws its normal one")
    func expanded() throws {
        #expect(Self.dejaVu.withSymbolicTraits([.traitCondensed, .traitExpanded]) == nil)
        let expanded = try #require(Self.dejaVu.withSymbolicTraits(.traitExpanded))
        #expect(expanded.symbolicTraits.contains(.traitExpanded))
        #expect(Self.width("Wide", UIFont(descriptor: expanded, size: 0)) == Self.width("Wide", UIFont(descriptor: Self.dejaVu, size: 0)))
    }

    @Test("The width trait key: a negative width is condensed, a positive one expanded, out-of-range values clamp, and it survives a trip through fontAttributes")
    func widthTrait() throws {
        let narrow = UIFontDescriptor(fontAttributes: [.family: "DejaVu Serif", .traits: [UIFontDescriptor.TraitKey.width: -0.3]])
        #expect(narrow.symbolicTraits.contains(.traitCondensed))
        let clamped = UIFontDescriptor(fontAttributes: [.traits: [UIFontDescriptor.TraitKey.width: 7.0]])
        let traits = try #require(clamped.fontAttributes[.traits] as? [UIFontDescriptor.TraitKey: Any])
        #expect(traits[.width] as? CGFloat == 1)
        let again = UIFontDescriptor(fontAttributes: narrow.fontAttributes)
        #expect(again.symbolicTraits.contains(.traitCondensed))
        #expect(UIFontDescriptor(fontAttributes: [.traits: [UIFontDescriptor.TraitKey.symbolic: UIFontDescriptor.SymbolicTraits.traitCondensed.rawValue]])
            .symbolicTraits.contains(.traitCondensed))
    }

    @Test("The class bits come from the face's OpenType OS/2 table, which leaves DejaVu Sans, DejaVu Serif and Inter unclassified; withSymbolicTraits ignores them")
    func familyClass() throws {
        for family in ["DejaVu Sans", "DejaVu Serif", "Inter"] {
            #expect(UIFontDescriptor(fontAttributes: [.family: family]).symbolicTraits.intersection(.classMask) == .classUnknown, "\(family)")
        }
        let bold = try #require(Self.dejaVu.withSymbolicTraits([.traitBold, .classScripts]))
        #expect(bold.symbolicTraits.intersection(.classMask) == .classUnknown)
        #expect(bold.symbolicTraits.contains(.traitBold))
    }

    @Test("A cascade list draws what the family lacks with the listed families first, and round-trips through fontAttributes")
    func cascadeList() throws {
        let mono = UIFontDescriptor(fontAttributes: [.family: "DejaVu Sans Mono", .size: 20])
        let withCascade = UIFontDescriptor(fontAttributes: [.family: "Inter", .size: 20, .cascadeList: [mono]])
        let snowman = "\u{2603}"
        #expect(Self.width(snowman, UIFont(descriptor: withCascade, size: 0)) == Self.width(snowman, UIFont(descriptor: mono, size: 0)),
                "Inter has no snowman: the cascade's mono face draws it")
        #expect(Self.width("abc", UIFont(descriptor: withCascade, size: 0))
                == Self.width("abc", UIFont(descriptor: UIFontDescriptor(fontAttributes: [.family: "Inter", .size: 20]), size: 0)),
                "what Inter has, Inter draws")
        let listed = try #require(withCascade.fontAttributes[.cascadeList] as? [UIFontDescriptor])
        #expect(listed.map(\.key.family) == ["DejaVu Sans Mono"])
    }

    @Test("matchingFontDescriptors: the family's faces at the descriptor's size; with traits mandatory only the faces of those traits; with the name only that face")
    func matching() throws {
        let all = Self.dejaVu.matchingFontDescriptors(withMandatoryKeys: nil)
        #expect(all.map(\.postscriptName) == ["DejaVuSans", "DejaVuSans-Bold", "DejaVuSans-BoldItalic", "DejaVuSans-Italic"])
        #expect(all.allSatisfy { $0.pointSize == 20 })
        let bold = try #require(Self.dejaVu.withSymbolicTraits(.traitBold))
        #expect(bold.matchingFontDescriptors(withMandatoryKeys: [.family, .traits]).map(\.postscriptName) == ["DejaVuSans-Bold"])
        #expect(bold.matchingFontDescriptors(withMandatoryKeys: [.name]).map(\.postscriptName) == ["DejaVuSans-Bold"])
        let condensed = try #require(Self.dejaVu.withSymbolicTraits(.traitCondensed))
        #expect(condensed.matchingFontDescriptors(withMandatoryKeys: [.family]).allSatisfy { $0.symbolicTraits.contains(.traitCondensed) },
                "the faces come in the descriptor's width")
        #expect(UIFontDescriptor(fontAttributes: [.family: "No Such Family"]).matchingFontDescriptors(withMandatoryKeys: [.family]).isEmpty)
    }
}
