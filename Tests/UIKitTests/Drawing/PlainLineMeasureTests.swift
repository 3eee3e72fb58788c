import Testing
import UIKitTesting
@testable import UIKit

@Suite("Plain lines measured with HarfBuzz alone", .exclusiveUIKit)
struct PlainLineMeasureTests {
    /// Printable Latin-1 strings from a fixed seed, with the characters that matter most:
    /// spaces, digits, kerning pairs, ligature candidates.
    private static func strings() -> [String] {
        var fixed = ["Row 123456", "123456", "...", "   ", " leading", "trailing ", "José Müller", "AVAWAY Tj fi fl ffi",
                     "a×b÷c", "©®°± ¿¡", "WAVE To", "Ÿÿ Øø Ææ ß", "#1 *2 @3", "\u{A0}nbsp\u{A0}"]
        var state: UInt64 = 0x5eed
        for _ in 0..<200 {
            var string = ""
            state = state &* 6364136223846793005 &+ 1442695040888963407
            for _ in 0..<(1 + Int(state >> 59)) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let pick = Int(state >> 33) % 120
                let scalar = pick < 95 ? 0x20 + pick : 0xC0 + (pick - 95) * 2
                string.unicodeScalars.append(Unicode.Scalar(UInt32(scalar))!)
            }
            fixed.append(string)
        }
        return fixed
    }

    private static func fonts() throws -> [UIFont] {
        [.systemFont(ofSize: 17), .boldSystemFont(ofSize: 13.5), .italicSystemFont(ofSize: 15),
         .systemFont(ofSize: 28, weight: .semibold), .monospacedSystemFont(ofSize: 12.3, weight: .regular),
         try #require(UIFont(name: "DejaVu Sans", size: 11)), try #require(UIFont(name: "Noto Sans", size: 15))]
    }

    @Test("A plain line measures exactly as Pango lays it out, in every face, size and width")
    func matchesPango() throws {
        defer { PlainLineMeasure.isEnabled = true }
        var measured = 0, compared = 0
        for font in try Self.fonts() {
            for string in Self.strings() {
                let text = StyledText(string: string, attributes: [.font: font, .foregroundColor: UIColor.label])
                for width: CGFloat? in [nil, 40, 100.5, 1_000] {
                    var options = TextLayout.Options()
                    options.width = width
                    options.maximumNumberOfLines = 0
                    options.truncatesLastVisibleLine = true
                    options.paragraphLineBreakMode = .byWordWrapping
                    PlainLineMeasure.isEnabled = true
                    let direct = PlainLineMeasure.size(of: text, options: options)
                    PlainLineMeasure.isEnabled = false
                    let pango = TextLayout(text, options: options).size
                    compared += 1
                    if let direct {
                        measured += 1
                        #expect(direct == pango, "\(string.debugDescription) in \(font.fontName) \(font.pointSize) at \(String(describing: width))")
                    }
                }
            }
        }
        // Every string fits at no width and at 1,000 points: most are measured directly.
        #expect(measured > compared / 2)
    }

    @Test("Text the direct way cannot measure is left to Pango")
    func declines() throws {
        let font = UIFont.systemFont(ofSize: 17)
        var options = TextLayout.Options()
        func size(_ string: String, _ attributes: [NSAttributedString.Key: Any] = [:]) -> CGSize? {
            PlainLineMeasure.size(of: StyledText(string: string, attributes: [.font: font].merging(attributes) { $1 }), options: options)
        }
        #expect(size("Row 1") != nil)
        #expect(size("Zeile\u{2028}zwei") == nil, "a line separator")
        #expect(size("tab\there") == nil, "tabs are Pango's own")
        #expect(size("soft\u{AD}hyphen") == nil)
        #expect(size("שלום") == nil, "right-to-left")
        #expect(size("日本語") == nil, "another face")
        #expect(size("Row 1", [.kern: 2]) == nil)
        #expect(size("Row 1", [.underlineStyle: 1]) == nil)
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        #expect(size("Row 1", [.paragraphStyle: centred]) == nil)
        options.width = 20
        #expect(size("Row 123456789") == nil, "wider than the width")
        options.width = nil
        options.minimumScaleFactor = 0.5
        #expect(size("Row 1") == nil, "shrinking to fit")
    }

    @Test("A list row's label measures the same either way") @MainActor
    func labelMeasuresDirectly() throws {
        defer { PlainLineMeasure.isEnabled = true }
        let label = UILabel()
        label.text = "Row 123456"
        label.numberOfLines = 0
        PlainLineMeasure.isEnabled = false
        let pango = label.sizeThatFits(CGSize(width: 300, height: 100))
        label.text = "Row 12345"
        label.text = "Row 123456"
        PlainLineMeasure.isEnabled = true
        #expect(label.sizeThatFits(CGSize(width: 300, height: 100)) == pango)
        #expect(label.intrinsicContentSize == pango)
    }
}
