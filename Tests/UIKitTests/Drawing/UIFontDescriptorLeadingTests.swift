import Foundation
import Testing
@testable import UIKit

/// `UIFontDescriptor`'s leading traits and its character-set attribute (issue 45).
@MainActor
@Suite("UIFontDescriptor: leading traits, character set")
struct UIFontDescriptorLeadingTests {
    private static func height(_ text: String, _ font: UIFont) -> CGFloat {
        NSAttributedString(string: text, attributes: [.font: font])
            .boundingRect(with: CGSize(width: 400, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin, context: nil).height
    }

    @Test("Issue 45: traitTightLeading sets a font's lines 2 points closer and traitLooseLeading 2 points further apart: lineHeight, leading, and text's height line by line")
    func leadingTraits() throws {
        let body = UIFont.preferredFont(forTextStyle: .body)
        let tightDescriptor = try #require(body.fontDescriptor.withSymbolicTraits(.traitTightLeading))
        let looseDescriptor = try #require(body.fontDescriptor.withSymbolicTraits(.traitLooseLeading))
        let tight = UIFont(descriptor: tightDescriptor, size: 0), loose = UIFont(descriptor: looseDescriptor, size: 0)
        #expect(abs(tight.lineHeight - (body.lineHeight - 2)) < 0.001)
        #expect(abs(loose.lineHeight - (body.lineHeight + 2)) < 0.001)
        #expect(abs(tight.leading - (body.leading - 2)) < 0.001)
        #expect(tight.pointSize == body.pointSize && tight.ascender == body.ascender && tight.descender == body.descender)
        let threeLines = "First line\nSecond line\nThird line"
        #expect(abs(Self.height(threeLines, tight) - (Self.height(threeLines, body) - 6)) < 0.01)
        #expect(abs(Self.height(threeLines, loose) - (Self.height(threeLines, body) + 6)) < 0.01)
        // The first baseline stays where it was: the room comes off the bottom of each line.
        let plain = TextLayout(NSAttributedString(string: threeLines, attributes: [.font: body]), options: TextLayout.Options())
        let closer = TextLayout(NSAttributedString(string: threeLines, attributes: [.font: tight]), options: TextLayout.Options())
        #expect(plain.firstBaseline == closer.firstBaseline)
        #expect(abs((closer.lineBaselines[2] - closer.lineBaselines[0]) - (plain.lineBaselines[2] - plain.lineBaselines[0] - 4)) < 0.01)
    }

    @Test("Issue 45: the leading traits are reported, exclude each other (both is nil), go when the traits are replaced, and survive fontAttributes and archiving")
    func leadingTraitsRoundTrip() throws {
        let descriptor = UIFont.systemFont(ofSize: 15).fontDescriptor
        #expect(descriptor.withSymbolicTraits([.traitTightLeading, .traitLooseLeading]) == nil)
        let tight = try #require(descriptor.withSymbolicTraits([.traitBold, .traitTightLeading]))
        #expect(tight.symbolicTraits.contains([.traitBold, .traitTightLeading]))
        #expect(!tight.symbolicTraits.contains(.traitLooseLeading))
        #expect(try #require(tight.withSymbolicTraits(.traitBold)).symbolicTraits.contains(.traitTightLeading) == false)
        let rebuilt = UIFontDescriptor(fontAttributes: tight.fontAttributes)
        #expect(rebuilt.symbolicTraits.contains(.traitTightLeading))
        #expect(UIFont(descriptor: rebuilt, size: 0).lineHeight == UIFont(descriptor: tight, size: 0).lineHeight)
        let data = try NSKeyedArchiver.archivedData(withRootObject: tight, requiringSecureCoding: true)
        let decoded = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIFontDescriptor.self, from: data))
        #expect(decoded.symbolicTraits.contains(.traitTightLeading))
        #expect(decoded.symbolicTraits.contains(.traitBold))
        #expect(decoded.symbolicTraits.contains(.traitItalic) == false)
    }

    @Test("Issue 45: matching with the characterSet key keeps only the faces that draw every character of the set: CJK ideographs exclude the Latin families, Latin letters keep them")
    func characterSetMatching() throws {
        let ideographs = UIFontDescriptor(fontAttributes: [.characterSet: CharacterSet(charactersIn: "漢字"), .size: 17])
        #expect(ideographs.fontAttributes[.characterSet] as? CharacterSet == CharacterSet(charactersIn: "漢字"))
        let drawIdeographs = ideographs.matchingFontDescriptors(withMandatoryKeys: [.characterSet])
        let families = Set(drawIdeographs.map { $0.object(forKey: .family) as? String ?? "" })
        #expect(!families.isEmpty, "a CJK face is installed for the tests")
        #expect(!families.contains("DejaVu Sans") && !families.contains("Inter"), "\(families)")
        for face in drawIdeographs {
            #expect(TextEngine.shared.face(face.key, drawsAll: [0x6F22, 0x5B57]))
        }
        let latin = UIFontDescriptor(fontAttributes: [.characterSet: CharacterSet(charactersIn: "Ab"), .size: 17])
        let drawLatin = Set(latin.matchingFontDescriptors(withMandatoryKeys: [.characterSet]).map { $0.object(forKey: .family) as? String ?? "" })
        #expect(drawLatin.contains("DejaVu Sans") && drawLatin.contains("Inter"))
        // Archived and kept by derived descriptors; with the family compared too, only that family's faces.
        let archived = try NSKeyedArchiver.archivedData(withRootObject: ideographs, requiringSecureCoding: true)
        let unarchived = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIFontDescriptor.self, from: archived))
        #expect(unarchived.fontAttributes[.characterSet] as? CharacterSet == CharacterSet(charactersIn: "漢字"))
        let dejaVu = ideographs.withFamily("DejaVu Sans")
        #expect(dejaVu.fontAttributes[.characterSet] != nil)
        #expect(dejaVu.matchingFontDescriptors(withMandatoryKeys: [.family, .characterSet]).isEmpty)
        // Planes past the first are read too. (Linux Foundation's CharacterSet(charactersIn:)
        // drops the plane of characters past the first: insert them.)
        var astral = CharacterSet()
        astral.insert(Unicode.Scalar(0x61)!)
        astral.insert(Unicode.Scalar(0x1F600)!)
        #expect(UIFontDescriptor.scalars(of: astral) == [0x61, 0x1F600])
    }
}
