import Foundation
import Testing
import UIKitTesting
import UIKit

@Suite("UIFontDescriptor", .exclusiveUIKit)
struct UIFontDescriptorTests {
    private func width(_ text: String, _ font: UIFont) -> CGFloat {
        (text as NSString).size(withAttributes: [.font: font]).width
    }

    @Test("withDesign: serif, monospaced and rounded system fonts draw in the fonts Slate ships, keeping weight and size")
    func designs() throws {
        let body = UIFont.systemFont(ofSize: 20, weight: .semibold).fontDescriptor
        let serif = try #require(body.withDesign(.serif))
        let mono = try #require(body.withDesign(.monospaced))
        let rounded = try #require(body.withDesign(.rounded))
        #expect(UIFont(descriptor: serif, size: 0).familyName == "Noto Serif")
        #expect(UIFont(descriptor: mono, size: 0).familyName == "DejaVu Sans Mono")
        #expect(UIFont(descriptor: rounded, size: 0).familyName == "NanumSquareRound")
        #expect(UIFont(descriptor: serif, size: 0).fontName == "NotoSerif-SemiBold" && serif.pointSize == 20)
        // What Pango draws follows: monospaced letters all advance alike, serif ones differ from Inter's.
        let monoFont = UIFont(descriptor: mono, size: 20)
        #expect(abs(width("iiii", monoFont) - width("WWWW", monoFont)) < 0.5)
        let sample = "Hamburgefonstiv"
        #expect(abs(width(sample, UIFont(descriptor: serif, size: 20)) - width(sample, UIFont(name: "NotoSerif-SemiBold", size: 20)!)) < 0.01)
        #expect(abs(width(sample, UIFont(descriptor: serif, size: 20)) - width(sample, UIFont(descriptor: body, size: 20))) > 1)
        #expect(serif.withDesign(.default).map { UIFont(descriptor: $0, size: 0).familyName } == "Inter", "and back")
        #expect(UIFont(name: "DejaVuSans", size: 12)!.fontDescriptor.withDesign(.rounded) == nil, "only the system font has designs")
    }

    @Test("fontAttributes, object(forKey:) and withFace describe the face; init(fontAttributes:) builds one")
    func attributes() throws {
        let font = UIFont.systemFont(ofSize: 15, weight: .bold)
        let descriptor = font.fontDescriptor
        #expect(descriptor.object(forKey: .family) as? String == "Inter")
        #expect(descriptor.object(forKey: .face) as? String == "Bold")
        #expect(descriptor.object(forKey: .size) as? CGFloat == 15)
        #expect(descriptor.object(forKey: .name) as? String == "Inter-Bold")
        #expect(descriptor.object(forKey: .visibleName) as? String == "Inter Bold")
        let traits = try #require(descriptor.fontAttributes[.traits] as? [UIFontDescriptor.TraitKey: Any])
        #expect(traits[.symbolic] as? UInt32 == UIFontDescriptor.SymbolicTraits.traitBold.rawValue)

        let light = descriptor.withFace("Light Italic")
        #expect(UIFont(descriptor: light, size: 0).fontName == "Inter-LightItalic")
        #expect(light.symbolicTraits == .traitItalic)

        let made = UIFontDescriptor(fontAttributes: [.family: "DejaVu Serif", .face: "Bold", .size: 22])
        let madeFont = UIFont(descriptor: made, size: 0)
        #expect(madeFont.familyName == "DejaVu Serif" && madeFont.fontName == "DejaVuSerif-Bold" && madeFont.pointSize == 22)
        #expect(UIFont(descriptor: UIFontDescriptor(fontAttributes: [:]), size: 0).pointSize == 12, "no size: 12 points")
        #expect(UIFont(descriptor: UIFontDescriptor(fontAttributes: [.name: "Inter-Medium"]), size: 9).fontName == "Inter-Medium")
    }

    @Test("addingAttributes: a weight or slant trait (as UIKit apps pass UIFont.Weight) and a text style")
    func addingAttributes() {
        let base = UIFont.systemFont(ofSize: 17).fontDescriptor
        let semibold = base.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.semibold]])
        #expect(UIFont(descriptor: semibold, size: 0).fontName == "Inter-SemiBold")
        let slanted = base.addingAttributes([.traits: [UIFontDescriptor.TraitKey.slant: 0.2]])
        #expect(slanted.symbolicTraits.contains(.traitItalic))
        let boldItalic = base.addingAttributes([.traits: [UIFontDescriptor.TraitKey.symbolic: UIFontDescriptor.SymbolicTraits([.traitBold, .traitItalic]).rawValue]])
        #expect(UIFont(descriptor: boldItalic, size: 0).fontName == "Inter-BoldItalic")
        let headline = UIFontDescriptor(fontAttributes: [.textStyle: UIFont.TextStyle.headline.rawValue])
        #expect(headline.pointSize == UIFont.preferredFont(forTextStyle: .headline).pointSize)
        #expect(headline.object(forKey: .textStyle) as? String == UIFont.TextStyle.headline.rawValue)
        let bigger = headline.addingAttributes([.size: 40])
        #expect(bigger.pointSize == 40 && bigger.object(forKey: .family) as? String == "Inter")
    }
}
