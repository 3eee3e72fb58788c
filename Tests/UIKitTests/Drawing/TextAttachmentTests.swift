import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Draws what it is asked for with a colour of its own, and records the character indexes.
private final class RecordingAttachment: NSTextAttachment, @unchecked Sendable {
    var askedBounds: [Int] = []
    var askedImages: [Int] = []

    override func attachmentBounds(for textContainer: NSTextContainer?, proposedLineFragment lineFrag: CGRect,
                                   glyphPosition position: CGPoint, characterIndex charIndex: Int) -> CGRect {
        askedBounds.append(charIndex)
        return CGRect(x: 0, y: 0, width: 12, height: 12)
    }

    override func image(forBounds imageBounds: CGRect, textContainer: NSTextContainer?, characterIndex charIndex: Int) -> UIImage? {
        askedImages.append(charIndex)
        return MainActor.assumeIsolated { solidImage(.systemGreen, size: CGSize(width: 12, height: 12), scale: 1) }
    }
}

/// NSTextAttachment: images in attributed text, measured and drawn by labels and string drawing.
@MainActor
@Suite("Text attachments")
struct TextAttachmentTests {
    let font = UIFont.systemFont(ofSize: 17)

    func text(_ parts: [Any], color: UIColor = .black) -> NSAttributedString {
        let result = NSMutableAttributedString(string: "")
        for part in parts {
            if let attachment = part as? NSTextAttachment {
                result.append(NSAttributedString(attachment: attachment))
            } else {
                result.append(NSAttributedString(string: "\(part)"))
            }
        }
        result.addAttributes([.font: font, .foregroundColor: color], range: NSRange(location: 0, length: result.length))
        return result
    }

    /// `text` drawn at the top-left of a white 300 × 60 image at scale 1.
    func render(_ text: NSAttributedString) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 300, height: 60), format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 300, height: 60))
            text.draw(at: .zero)
        }.cgImage!
    }

    func rgb(_ image: CGImage, _ x: Int, _ y: Int) -> (red: Int, green: Int, blue: Int) {
        let word = image.pixel(x: x, y: y)
        return (Int((word >> 16) & 0xFF), Int((word >> 8) & 0xFF), Int(word & 0xFF))
    }

    @Test("NSAttributedString(attachment:) is one attachment character carrying it; containsAttachments(in:) finds it")
    func attachmentCharacter() {
        let attachment = NSTextAttachment(image: solidImage(.red, size: CGSize(width: 4, height: 4), scale: 1))
        let string = NSAttributedString(attachment: attachment)
        #expect(NSTextAttachment.character == 0xFFFC)
        #expect(string.length == 1 && (string.string as NSString).character(at: 0) == 0xFFFC)
        #expect(string.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
        let mixed = text(["ab", attachment, "c"])
        #expect(mixed.containsAttachments(in: NSRange(location: 0, length: mixed.length)))
        #expect(!mixed.containsAttachments(in: NSRange(location: 0, length: 2)))
        let plainReplacement = NSAttributedString(string: "\u{FFFC}")
        #expect(!plainReplacement.containsAttachments(in: NSRange(location: 0, length: 1)), "the character alone is no attachment")
    }

    @Test("An attachment keeps its image's size in the line by default, its bounds when set; a taller one makes the line taller")
    func measuring() {
        let wide = NSTextAttachment(image: solidImage(.red, size: CGSize(width: 40, height: 10), scale: 1))
        let plain = text(["AB"]).size()
        let withImage = text(["A", wide, "B"]).size()
        #expect(abs(withImage.width - (plain.width + 40)) < 1)
        #expect(abs(withImage.height - plain.height) < 1, "a short image keeps the line's height")
        let tall = NSTextAttachment(image: solidImage(.red, size: CGSize(width: 10, height: 10), scale: 1))
        tall.bounds = CGRect(x: 0, y: 0, width: 30, height: 60)
        let tallSize = text(["A", tall, "B"]).size()
        #expect(abs(tallSize.width - (plain.width + 30)) < 1)
        #expect(tallSize.height >= 60)
        let attachment = NSTextAttachment()
        #expect(attachment.attachmentBounds(for: nil, proposedLineFragment: .zero, glyphPosition: .zero, characterIndex: 0) == .zero,
                "no image, no contents: no size")
    }

    @Test("The image is drawn where its character stands, on the baseline; a negative bounds.y hangs it below")
    func drawing() {
        let red = NSTextAttachment(image: solidImage(.red, size: CGSize(width: 10, height: 10), scale: 1))
        let string = text(["Hi", red])
        let layout = TextLayout(string, options: TextLayout.Options())
        let textWidth = text(["Hi"]).size().width
        let image = render(string)
        let x = Int(textWidth + 5), baseline = layout.firstBaseline
        let inside = rgb(image, x, Int(baseline - 5))
        #expect(inside.red > 230 && inside.green < 30, "red above the baseline: \(inside)")
        let below = rgb(image, x, Int(baseline + 3))
        #expect(below.red > 230 && below.green > 230, "nothing below the baseline: \(below)")
        red.bounds = CGRect(x: 0, y: -8, width: 10, height: 10)
        let hanging = render(string)
        let low = rgb(hanging, x, Int(baseline + 5))
        #expect(low.red > 230 && low.green < 30, "hangs below the baseline: \(low)")
    }

    @Test("A subclass sizes and draws its attachment, told each character's index; several attachments in a row draw each")
    func subclass() {
        let attachment = RecordingAttachment()
        let string = text(["ab", attachment, attachment, "c"])
        let image = render(string)
        #expect(attachment.askedBounds.contains(2) && attachment.askedBounds.contains(3))
        #expect(Set(attachment.askedImages) == [2, 3])
        let start = text(["ab"]).size().width
        let first = rgb(image, Int(start + 6), 8), second = rgb(image, Int(start + 18), 8)
        #expect(first.green > 100 && first.red < 60 && second.green > 100 && second.red < 60, "\(first) \(second)")
    }

    @Test("A symbol image takes the text's point size and colour, centred on its capitals; contents of an image type draw without an image")
    func symbolsAndContents() throws {
        let star = try #require(UIImage(systemName: "star.fill"))
        let attachment = NSTextAttachment(image: star)
        let big = UIFont.systemFont(ofSize: 40)
        let string = NSMutableAttributedString(attributedString: NSAttributedString(attachment: attachment))
        string.addAttributes([.font: big, .foregroundColor: UIColor.systemBlue], range: NSRange(location: 0, length: 1))
        let size = string.size()
        #expect(size.width > 30, "sized for 40 points, not the symbol's default: \(size)")
        let layout = TextLayout(string, options: TextLayout.Options())
        let placed = try #require(layout.sources.first?.attachments.first)
        #expect(abs(placed.bounds.midY - big.capHeight / 2) <= 1, "centred on the capitals")
        let image = render(string)
        var blue = 0
        for y in 0..<60 { for x in 0..<60 { let c = rgb(image, x, y); if c.blue > 200 && c.red < 100 { blue += 1 } } }
        #expect(blue > 100, "drawn in the text's colour")

        let png = try #require(solidImage(.red, size: CGSize(width: 10, height: 10), scale: 1).pngData())
        let data = NSTextAttachment(data: png, ofType: "public.png")
        #expect(data.contents == png && data.fileType == "public.png" && data.image == nil)
        let fromData = text(["Hi", data])
        let width = text(["Hi"]).size().width
        let drawn = render(fromData)
        let probe = rgb(drawn, Int(width + 5), Int(TextLayout(fromData, options: TextLayout.Options()).firstBaseline - 5))
        #expect(probe.red > 230 && probe.green < 30)
    }

    @Test("A label with an attachment in its attributed text is as wide as its text and image")
    func label() {
        let label = UILabel()
        let plain = UILabel()
        plain.attributedText = text(["Star"])
        label.attributedText = text(["Star", NSTextAttachment(image: solidImage(.red, size: CGSize(width: 24, height: 12), scale: 1))])
        #expect(abs(label.intrinsicContentSize.width - (plain.intrinsicContentSize.width + 24)) <= 1)
    }
}
