import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// `NSAttributedString.Key.strokeWidth` and `.strokeColor`: outlined text, hollow or filled;
/// `.obliqueness`: slanted text. Pango draws neither; the text layout draws such runs' glyphs.
@MainActor
@Suite("Stroked and slanted text", .serialized, .exclusiveUIKit)
struct StrokedTextTests {
    /// "HH" at 60 points drawn on white at 1×; the pixels of each colour.
    private static func draw(_ attributes: [NSAttributedString.Key: Any]) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        var all = attributes
        all[.font] = UIFont.boldSystemFont(ofSize: 60)
        return UIGraphicsImageRenderer(size: CGSize(width: 120, height: 80), format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 120, height: 80))
            NSAttributedString(string: "HH", attributes: all).draw(at: CGPoint(x: 10, y: 5))
        }.cgImage!
    }

    private static func count(_ image: CGImage, where matches: (PixelColor) -> Bool) -> Int {
        var total = 0
        for y in 0..<image.height {
            for x in 0..<image.width where matches(image.color(x: x, y: y)) { total += 1 }
        }
        return total
    }

    private static func isBlue(_ color: PixelColor) -> Bool { color.blue > 200 && color.red < 60 && color.green < 60 }
    private static func isBlack(_ color: PixelColor) -> Bool { color.red < 60 && color.green < 60 && color.blue < 60 }

    @Test("A positive width outlines the glyphs without filling them: the stems are hollow, the outline in the stroke colour")
    func hollow() {
        let filled = Self.draw([.foregroundColor: UIColor.black])
        let hollow = Self.draw([.foregroundColor: UIColor.black, .strokeWidth: 3, .strokeColor: UIColor.blue])
        let filledInk = Self.count(filled, where: Self.isBlack)
        let outline = Self.count(hollow, where: Self.isBlue)
        #expect(Self.count(hollow, where: Self.isBlack) == 0, "no fill")
        #expect(outline > 200, "an outline shows: \(outline) blue pixels")
        #expect(outline < filledInk, "an outline of 1.8 points is less ink than the filled glyphs: \(outline) against \(filledInk)")
    }

    @Test("A negative width fills and outlines: the fill in the foreground colour, the outline around it in the stroke colour, wider than the glyphs alone")
    func filledAndOutlined() {
        let filled = Self.draw([.foregroundColor: UIColor.black])
        let both = Self.draw([.foregroundColor: UIColor.black, .strokeWidth: -6, .strokeColor: UIColor.blue])
        let fill = Self.count(both, where: Self.isBlack)
        let outline = Self.count(both, where: Self.isBlue)
        #expect(fill > 0 && outline > 200)
        #expect(fill + outline > Self.count(filled, where: Self.isBlack), "the outline reaches past the glyphs' edges")
    }

    @Test("Without a stroke colour the outline takes the foreground colour; a width of 0 draws as no stroke")
    func defaults() {
        let hollow = Self.draw([.foregroundColor: UIColor.blue, .strokeWidth: 3])
        #expect(Self.count(hollow, where: Self.isBlue) > 200)
        let plain = Self.draw([.foregroundColor: UIColor.black])
        let zero = Self.draw([.foregroundColor: UIColor.black, .strokeWidth: 0, .strokeColor: UIColor.blue])
        #expect(Self.count(zero, where: Self.isBlue) == 0)
        #expect(Self.count(zero, where: Self.isBlack) == Self.count(plain, where: Self.isBlack))
    }

    @Test("Only the outlined run is stroked; the text around it fills as usual, and the line measures the same")
    func partialRun() {
        let text = NSMutableAttributedString(string: "HHHH", attributes: [.font: UIFont.boldSystemFont(ofSize: 30), .foregroundColor: UIColor.black])
        let plainSize = text.size()
        text.addAttributes([.strokeWidth: 4, .strokeColor: UIColor.blue], range: NSRange(location: 2, length: 2))
        #expect(text.size() == plainSize, "an outline does not change the layout")
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 40), format: format).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 120, height: 40))
            text.draw(at: .zero)
        }.cgImage!
        let middle = Int(plainSize.width / 2)
        let left = Self.count(image.cropping(to: CGRect(x: 0, y: 0, width: middle, height: 40))!, where: Self.isBlack)
        let right = Self.count(image.cropping(to: CGRect(x: middle, y: 0, width: 120 - middle, height: 40))!, where: Self.isBlue)
        #expect(left > 100, "the first half is filled black")
        #expect(right > 50, "the second half is outlined in blue")
        #expect(Self.count(image.cropping(to: CGRect(x: middle, y: 0, width: 120 - middle, height: 40))!, where: Self.isBlack) == 0)
    }

    @Test("A text field whose default attributes outline its text (the meme editor's white text with a black edge) shows both colours in its window")
    func textFieldOutline() throws {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 120), scale: 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
        window.backgroundColor = .blue
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 280, height: 100))
        field.defaultTextAttributes = [.strokeColor: UIColor.black, .foregroundColor: UIColor.white,
                                       .font: UIFont.boldSystemFont(ofSize: 60), .strokeWidth: -4]
        field.text = "TOP"
        window.addSubview(field)
        window.makeKeyAndVisible()
        let image = try #require(screen.render(window))
        #expect(Self.count(image, where: Self.isBlack) > 200, "the black edge shows")
        #expect(Self.count(image, where: { $0.red > 230 && $0.green > 230 && $0.blue > 230 }) > 200, "the white fill shows")
    }

    /// The leftmost and rightmost columns with black in rows `rows` of `image`.
    private static func inkColumns(_ image: CGImage, rows: Range<Int>) -> ClosedRange<Int>? {
        var columns: [Int] = []
        for y in rows {
            for x in 0..<image.width where isBlack(image.color(x: x, y: y)) { columns.append(x) }
        }
        guard let low = columns.min(), let high = columns.max() else { return nil }
        return low...high
    }

    @Test("Obliqueness slants the glyphs about the baseline: the tops move right, the feet stay, the ink is as much, and the text measures the same")
    func obliqueness() throws {
        let upright = Self.draw([.foregroundColor: UIColor.black])
        let slanted = Self.draw([.foregroundColor: UIColor.black, .obliqueness: 0.3])
        let font = UIFont.boldSystemFont(ofSize: 60)
        let baseline = Int(5 + font.ascender)
        let capTop = Int(5 + font.ascender - font.capHeight)
        let uprightTop = try #require(Self.inkColumns(upright, rows: (capTop + 2)..<(capTop + 6)))
        let slantedTop = try #require(Self.inkColumns(slanted, rows: (capTop + 2)..<(capTop + 6)))
        let uprightFoot = try #require(Self.inkColumns(upright, rows: (baseline - 4)..<(baseline - 1)))
        let slantedFoot = try #require(Self.inkColumns(slanted, rows: (baseline - 4)..<(baseline - 1)))
        #expect(slantedTop.lowerBound - uprightTop.lowerBound > 10, "the tops lean right: \(uprightTop) → \(slantedTop)")
        #expect(abs(slantedFoot.lowerBound - uprightFoot.lowerBound) <= 2, "the feet stay: \(uprightFoot) → \(slantedFoot)")
        let uprightInk = Self.count(upright, where: Self.isBlack), slantedInk = Self.count(slanted, where: Self.isBlack)
        #expect(abs(uprightInk - slantedInk) < uprightInk / 10, "a skew keeps the area: \(uprightInk) against \(slantedInk)")
        let plain = NSAttributedString(string: "HH", attributes: [.font: font])
        let oblique = NSAttributedString(string: "HH", attributes: [.font: font, .obliqueness: 0.3])
        #expect(plain.size() == oblique.size())
    }

    @Test("Slanted and outlined together: the slanted fill in the foreground colour and its outline in the stroke colour")
    func slantedOutline() {
        let image = Self.draw([.foregroundColor: UIColor.black, .obliqueness: 0.25, .strokeWidth: -5, .strokeColor: UIColor.blue])
        #expect(Self.count(image, where: Self.isBlack) > 200)
        #expect(Self.count(image, where: Self.isBlue) > 200)
    }

    @Test("A slanted or hollow run keeps its underline and strikethrough, upright, in their colours")
    func linesOfDrawnRuns() {
        let underlined = Self.draw([.foregroundColor: UIColor.black, .obliqueness: 0.25,
                                    .underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor.blue])
        #expect(Self.count(underlined, where: Self.isBlue) > 60, "the underline shows")
        let struck = Self.draw([.foregroundColor: UIColor.black, .strokeWidth: 3,
                                .strikethroughStyle: NSUnderlineStyle.single.rawValue, .strikethroughColor: UIColor.blue])
        #expect(Self.count(struck, where: Self.isBlue) > 60, "the strikethrough shows on hollow text")
    }
}
