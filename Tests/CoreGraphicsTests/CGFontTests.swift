import CoreGraphics
import Foundation
import Testing

/// CGFont's facts about an installed font (Inter, the system font Slate's set-up installs).
@Suite("CGFont")
struct CGFontTests {
    @Test("An installed font by PostScript name: names, metrics in font units and the bounding box")
    func metrics() throws {
        let font = try #require(CGFont("Inter-Regular"))
        #expect(font.postScriptName == "Inter-Regular")
        #expect(font.fullName?.hasPrefix("Inter") == true)
        #expect(font.unitsPerEm >= 1000)
        #expect(font.numberOfGlyphs > 500)
        #expect(font.ascent > 0 && font.descent < 0)
        #expect(font.capHeight > font.xHeight && font.xHeight > 0 && font.capHeight < font.ascent)
        #expect(font.fontBBox.height > CGFloat(font.ascent - font.descent) / 2)
        #expect(font.italicAngle == 0)
        #expect(try #require(CGFont("Inter-Italic")).italicAngle < 0)
        #expect(CGFont("No Such Font Anywhere") == nil)
        #expect(CGFont.typeID != CGColor.typeID)
        #expect(CFGetTypeID(font) == CGFont.typeID)
    }

    @Test("Glyphs by name, their advances and bounding boxes; names back from glyphs")
    func glyphs() throws {
        let font = try #require(CGFont("Inter-Regular"))
        // Inter names its glyphs by code point ("uni0041" is A).
        let a = font.getGlyphWithGlyphName(name: "uni0041")
        #expect(a != 0)
        #expect(font.name(for: a) == "uni0041")
        #expect(font.name(for: 0) == ".notdef")
        #expect(font.getGlyphWithGlyphName(name: "no-such-glyph") == 0)
        var glyphs: [CGGlyph] = [a, font.getGlyphWithGlyphName(name: "uni0069")]
        var advances = [Int32](repeating: 0, count: 2)
        #expect(font.getGlyphAdvances(glyphs: &glyphs, count: 2, advances: &advances))
        #expect(advances[0] > advances[1] && advances[1] > 0, "A is wider than i")
        var boxes = [CGRect](repeating: .zero, count: 2)
        #expect(font.getGlyphBBoxes(glyphs: &glyphs, count: 2, bboxes: &boxes))
        #expect(abs(boxes[0].maxY - CGFloat(font.capHeight)) < CGFloat(font.unitsPerEm) / 50, "A's top at the cap height")
        #expect(abs(boxes[0].minY) < CGFloat(font.unitsPerEm) / 50, "A sits on the baseline")
        var missing: [CGGlyph] = [CGGlyph(font.numberOfGlyphs + 10)]
        var advance: Int32 = 0
        #expect(!font.getGlyphAdvances(glyphs: &missing, count: 1, advances: &advance))
    }

    @Test("Tables by tag; a font read from its bytes is the same font; bytes that are not a font give nil; a static font has no variations")
    func tablesAndData() throws {
        let font = try #require(CGFont("Inter-Regular"))
        let tags = try #require(font.tableTags)
        let cmap: UInt32 = 0x636D_6170, head: UInt32 = 0x6865_6164
        #expect(tags.contains(cmap) && tags.contains(head))
        #expect(font.table(for: head)?.count == 54)
        #expect(font.table(for: 0x5A5A_5A5A) == nil)
        let path = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
        if let provider = CGDataProvider(filename: path) {
            #expect(CGFont(provider)?.postScriptName == "Inter-Regular")
        }
        #expect(CGFont(CGDataProvider(data: Data("not a font".utf8))!) == nil)
        #expect(font.variationAxes == nil)
        #expect(font.variations == nil)
        #expect(font.copy(withVariations: ["Weight": 700]) == nil)
    }
}
