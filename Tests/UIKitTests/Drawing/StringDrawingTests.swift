import Testing
import UIKitTesting
import UIKit

@Suite("String measuring and drawing", .exclusiveUIKit)
struct StringDrawingTests {
    private let body = UIFont.systemFont(ofSize: 17)

    private func text(_ string: String, _ attributes: [NSAttributedString.Key: Any] = [:]) -> NSAttributedString {
        var all: [NSAttributedString.Key: Any] = [.font: body]
        all.merge(attributes) { $1 }
        return NSAttributedString(string: string, attributes: all)
    }

    @Test("One line measures one line height; empty strings measure zero")
    func singleLine() {
        let size = ("Hello" as NSString).size(withAttributes: [.font: body])
        #expect(abs(size.height - body.lineHeight) < 0.01)
        #expect(size.width > 30 && size.width < 50)
        #expect(("" as NSString).size(withAttributes: [.font: body]) == .zero)
        #expect("Hello".size(withAttributes: [.font: body]) == size)
    }

    @Test("Strings without a font attribute use a 12-point system font")
    func defaultFont() {
        let size = ("Hello" as NSString).size(withAttributes: nil)
        #expect(abs(size.height - UIFont.systemFont(ofSize: 12).lineHeight) < 0.01)
    }

    @Test("With usesLineFragmentOrigin the text wraps at the width and the origin is (0, 0)")
    func wrapping() {
        let long = text("The quick brown fox jumps over the lazy dog again and again")
        let rect = long.boundingRect(with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude),
                                     options: .usesLineFragmentOrigin, context: nil)
        #expect(rect.origin == .zero)
        #expect(rect.width <= 120)
        let lines = (rect.height / body.lineHeight).rounded()
        #expect(lines >= 4 && abs(rect.height - lines * body.lineHeight) < 0.01)
        // Without the option, one line per paragraph, and the origin is the baseline.
        let single = long.boundingRect(with: CGSize(width: 120, height: 100), options: [], context: nil)
        #expect(abs(single.height - body.lineHeight) < 0.01)
        #expect(abs(single.minY + body.ascender) < 0.01)
        #expect(single.width > 120)
    }

    @Test("The height limits measuring only with truncatesLastVisibleLine")
    func heightLimit() {
        let long = text("The quick brown fox jumps over the lazy dog again and again")
        let size = CGSize(width: 120, height: body.lineHeight * 2 + 1)
        let full = long.boundingRect(with: size, options: .usesLineFragmentOrigin, context: nil)
        let truncated = long.boundingRect(with: size, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: nil)
        #expect(full.height > size.height)
        #expect(abs(truncated.height - body.lineHeight * 2) < 0.01)
    }

    @Test("Paragraphs: line breaks, paragraph spacing, line spacing and line height multiple")
    func paragraphs() {
        let style = NSMutableParagraphStyle()
        let plain = text("One\nTwo").boundingRect(with: CGSize(width: 500, height: 500), options: .usesLineFragmentOrigin, context: nil)
        #expect(abs(plain.height - 2 * body.lineHeight) < 0.01)
        style.paragraphSpacing = 10
        let spaced = text("One\nTwo", [.paragraphStyle: style])
            .boundingRect(with: CGSize(width: 500, height: 500), options: .usesLineFragmentOrigin, context: nil)
        #expect(abs(spaced.height - plain.height - 10) < 0.01)
        let multiple = NSMutableParagraphStyle()
        multiple.lineHeightMultiple = 2
        let tall = text("One", [.paragraphStyle: multiple]).size()
        #expect(abs(tall.height - 2 * body.lineHeight) < 0.01)
        let capped = NSMutableParagraphStyle()
        capped.maximumLineHeight = 10
        #expect(abs(text("One", [.paragraphStyle: capped]).size().height - 10) < 0.01)
        // A trailing newline does not add a line.
        #expect(abs(text("One\n").size().height - body.lineHeight) < 0.01)
    }

    @Test("Truncating line break modes keep each paragraph to one line")
    func truncatingModes() {
        let style = NSMutableParagraphStyle()
        style.lineBreakMode = .byTruncatingTail
        let rect = text("The quick brown fox jumps over the lazy dog", [.paragraphStyle: style])
            .boundingRect(with: CGSize(width: 100, height: 500), options: .usesLineFragmentOrigin, context: nil)
        #expect(abs(rect.height - body.lineHeight) < 0.01)
        #expect(rect.width <= 100)
    }

    @Test("A drawing context can shrink text to fit and reports the factor")
    func shrinkToFit() {
        let context = NSStringDrawingContext()
        context.minimumScaleFactor = 0.5
        let rect = text("A somewhat long line of text").boundingRect(
            with: CGSize(width: 150, height: body.lineHeight), options: .usesLineFragmentOrigin, context: context)
        #expect(context.actualScaleFactor < 1 && context.actualScaleFactor >= 0.5)
        #expect(rect.width <= 150)
        #expect(context.totalBounds.size == rect.size)
    }

    @Test("Kerning widens text; bigger fonts measure bigger")
    func attributes() {
        let plain = text("Spacing").size()
        let kerned = text("Spacing", [.kern: 5]).size()
        #expect(kerned.width > plain.width + 25)
        let big = text("Spacing", [.font: UIFont.systemFont(ofSize: 34)]).size()
        #expect(big.width > plain.width * 1.9)
    }

    @Test("Natural alignment follows the paragraph's direction: right-to-left text is drawn on the right")
    func rightToLeft() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 300, height: 30), format: format).image { _ in
            ("مرحبا بالعالم" as NSString).draw(in: CGRect(x: 0, y: 0, width: 300, height: 30),
                                                withAttributes: [.font: body, .foregroundColor: UIColor.black])
        }
        var leftInk = 0, rightInk = 0
        for y in 0..<30 {
            for x in 0..<300 where image.cgImage!.pixel(x: x, y: y) >> 24 > 128 {
                if x < 150 { leftInk += 1 } else { rightInk += 1 }
            }
        }
        #expect(rightInk > 50 && leftInk == 0)
    }
}
