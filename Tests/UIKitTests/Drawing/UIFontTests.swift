import Testing
import UIKitTesting
import UIKit

@Suite("UIFont", .exclusiveUIKit)
struct UIFontTests {
    @Test("The system font is Inter, with sensible metrics")
    func systemFont() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.familyName == "Inter")
        #expect(font.pointSize == 17)
        #expect(font.ascender > 15 && font.ascender < 17.5)
        #expect(font.descender < -3 && font.descender > -5)
        #expect(abs(font.lineHeight - (font.ascender - font.descender + font.leading)) < 1e-9)
        #expect(font.capHeight > 11 && font.capHeight < 13.5)
        #expect(font.xHeight > 8 && font.xHeight < font.capHeight)
    }

    @Test("Weights map to font names and to bold traits")
    func weights() {
        #expect(UIFont.systemFont(ofSize: 12).fontName == "Inter")
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName == "Inter-SemiBold")
        #expect(UIFont.boldSystemFont(ofSize: 12).fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(UIFont.italicSystemFont(ofSize: 12).fontDescriptor.symbolicTraits.contains(.traitItalic))
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        #expect(UIFont.Weight.bold > UIFont.Weight.regular)
    }

    @Test("preferredFont(forTextStyle:) uses iOS's sizes at the default (large) category")
    func textStyles() {
        let sizes: [(UIFont.TextStyle, CGFloat)] = [(.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20),
                                                    (.headline, 17), (.body, 17), (.callout, 16), (.subheadline, 15),
                                                    (.footnote, 13), (.caption1, 12), (.caption2, 11)]
        for (style, size) in sizes {
            #expect(UIFont.preferredFont(forTextStyle: style, compatibleWith: nil).pointSize == size)
        }
        #expect(UIFont.preferredFont(forTextStyle: .headline).fontName == "Inter-SemiBold")
    }

    @Test("Content size categories scale text styles, accessibility sizes included")
    func dynamicType() {
        let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)
        let huge = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: small).pointSize == 14)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: huge).pointSize == 53)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.small < .large)
        let metrics = UIFontMetrics(forTextStyle: .body)
        let custom = UIFont.systemFont(ofSize: 20)
        #expect(metrics.scaledFont(for: custom, compatibleWith: huge).pointSize == 20.0 * 53 / 17)
        #expect(metrics.scaledFont(for: custom, maximumPointSize: 22).pointSize <= 22)
        #expect(metrics.scaledValue(for: 10, compatibleWith: small) == 10.0 * 14 / 17)
        #expect(metrics.scaledFont(for: custom, maximumPointSize: 30, compatibleWith: huge).pointSize == 30)
        #expect(metrics.scaledFont(for: custom, maximumPointSize: 30, compatibleWith: small).pointSize == 20.0 * 14 / 17)
    }

    @Test("Labels, text fields and text views are UIContentSizeCategoryAdjusting: through the protocol their fonts follow the text size")
    @MainActor func contentSizeCategoryAdjusting() {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .body)
        let adjusting: [any UIContentSizeCategoryAdjusting] = [label, UITextField(), UITextView()]
        for var object in adjusting {
            #expect(!object.adjustsFontForContentSizeCategory)
            object.adjustsFontForContentSizeCategory = true
        }
        #expect(label.adjustsFontForContentSizeCategory)
    }

    @Test("UIFont(name:size:) finds installed fonts by family or PostScript-style name, and fails for others")
    func namedFonts() {
        #expect(UIFont(name: "DejaVu Sans", size: 10)?.familyName == "DejaVu Sans")
        #expect(UIFont(name: "DejaVuSans-Bold", size: 10)?.fontName == "DejaVuSans-Bold")
        #expect(UIFont(name: "Inter-SemiBoldItalic", size: 10)?.fontDescriptor.symbolicTraits == [.traitItalic, .traitBold])
        #expect(UIFont(name: "Helvetica-Neue-Imaginary", size: 10) == nil)
        #expect(UIFont.familyNames.contains("Inter"))
        #expect(UIFont.fontNames(forFamilyName: "DejaVu Sans").first == "DejaVuSans")
    }

    @Test("withSize, descriptors and equality")
    func descriptors() {
        let font = UIFont.systemFont(ofSize: 10, weight: .medium)
        #expect(font.withSize(30).pointSize == 30)
        #expect(font.withSize(30).fontName == font.fontName)
        let bold = font.fontDescriptor.withSymbolicTraits(.traitBold)!
        #expect(UIFont(descriptor: bold, size: 0).fontName == "Inter-Bold")
        #expect(UIFont(descriptor: bold, size: 0).pointSize == 10)
        #expect(font == UIFont.systemFont(ofSize: 10, weight: .medium))
        #expect(font != UIFont.systemFont(ofSize: 11, weight: .medium))
    }
}
