import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("UILabel", .serialized, .exclusiveUIKit)
struct UILabelTests {
    private let sample = "The quick brown fox jumps over the lazy dog"

    @Test("Defaults: 17-point system font, label color, natural alignment, one line, tail truncation, not interactive")
    func defaults() {
        let label = UILabel()
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == UIColor.label)
        #expect(label.textAlignment == .natural)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(!label.isUserInteractionEnabled)
        #expect(!label.isOpaque)
        #expect(label.text == nil && label.attributedText == nil)
        #expect(label.intrinsicContentSize == .zero)
        #expect(label.contentHuggingPriority(for: .horizontal) == UILayoutPriority(251))
    }

    @Test("A single line measures its text's width and the font's line height, in whole pixels")
    func singleLine() {
        let label = UILabel()
        label.text = sample
        let size = label.intrinsicContentSize
        let measured = (sample as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
        #expect(size.width == (measured.width * 2).rounded(.up) / 2)
        #expect(size.height == (measured.height * 2).rounded(.up) / 2)
        #expect(size.height > 17 && size.height < 24)
        #expect(label.sizeThatFits(CGSize(width: 50, height: 10)).width == size.width, "one line does not wrap")
    }

    @Test("numberOfLines 0 wraps at preferredMaxLayoutWidth; a limit of 2 stops at two lines")
    func multiline() {
        let label = UILabel()
        label.text = sample
        let oneLine = label.intrinsicContentSize.height
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 120
        let wrapped = label.intrinsicContentSize
        #expect(wrapped.width <= 120)
        #expect(wrapped.height >= oneLine * 3)
        label.numberOfLines = 2
        let limited = label.intrinsicContentSize.height
        #expect(abs(limited - oneLine * 2) <= 1)
        #expect(abs(label.textRect(forBounds: CGRect(x: 0, y: 0, width: 120, height: 500), limitedToNumberOfLines: 1).height - oneLine) < 1)
    }

    @Test("A multiline label pinned to its container's edges grows to fit its wrapped text")
    func selfSizing() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 600))
        let label = UILabel()
        label.numberOfLines = 0
        label.text = sample + " " + sample
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            label.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        let expected = label.sizeThatFits(CGSize(width: 200, height: 0)).height
        #expect(label.frame.width == 200)
        #expect(label.frame.height == expected)
        #expect(label.frame.height > 60)
        container.frame.size.width = 400
        container.layoutIfNeeded()
        #expect(label.frame.height < expected)
    }

    @Test("attributedText keeps its own attributes; the label fills in the rest; plain text resets them")
    func attributedText() {
        let label = UILabel()
        label.font = .systemFont(ofSize: 20)
        label.textColor = .systemBlue
        let styled = NSMutableAttributedString(string: "Bold plain")
        styled.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 30), range: NSRange(location: 0, length: 4))
        label.attributedText = styled
        let result = label.attributedText!
        #expect(result.string == "Bold plain")
        #expect(result.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.boldSystemFont(ofSize: 30))
        #expect(result.attribute(.font, at: 6, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 20))
        #expect(result.attribute(.foregroundColor, at: 6, effectiveRange: nil) as? UIColor == UIColor.systemBlue)
        #expect(label.text == "Bold plain")
        label.text = "Plain"
        #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 20))
        label.text = nil
        #expect(label.attributedText == nil)
    }

    @Test("Setting font or text color to nil restores the defaults, as UIKit does")
    func nilResets() {
        let label = UILabel()
        label.text = "x"
        label.font = nil
        label.textColor = nil
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == UIColor.label)
        #expect(label.intrinsicContentSize.height > 0)
    }

    @Test("Changing text or font invalidates the intrinsic size so Auto Layout follows")
    func invalidation() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 100))
        let label = UILabel()
        label.text = "Short"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                     label.topAnchor.constraint(equalTo: container.topAnchor)])
        container.layoutIfNeeded()
        let short = label.frame.width
        label.text = "A considerably longer text"
        container.layoutIfNeeded()
        #expect(label.frame.width > short * 2)
        label.font = .systemFont(ofSize: 34)
        container.layoutIfNeeded()
        #expect(label.frame.height > 40)
    }

    @Test("Setting what a label already has draws nothing again (a reused row sets every property); a change draws once")
    func unchangedPropertiesDoNotRedraw() {
        final class CountingLabel: UILabel {
            var draws = 0
            override func draw(_ rect: CGRect) {
                draws += 1
                super.draw(rect)
            }
        }
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 40), scale: 1)
        let window = UIWindow()
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let label = CountingLabel(frame: window.bounds)
        label.text = "Row 1"
        window.addSubview(label)
        screen.presentFrame()
        #expect(label.draws == 1)

        let (font, color) = (label.font, label.textColor)
        label.font = font
        label.textColor = color
        label.textAlignment = label.textAlignment
        label.lineBreakMode = label.lineBreakMode
        label.numberOfLines = label.numberOfLines
        label.adjustsFontSizeToFitWidth = label.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = label.minimumScaleFactor
        screen.presentFrame()
        #expect(label.draws == 1, "nothing changed")

        label.textColor = .red
        label.numberOfLines = 2
        screen.presentFrame()
        #expect(label.draws == 2)
    }

    @Test("Highlighted labels draw in highlightedTextColor; disabled ones dimmed")
    func highlightAndDisabled() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 40), scale: 1)
        let window = UIWindow()
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let label = UILabel(frame: window.bounds)
        label.text = "█████"
        label.font = .systemFont(ofSize: 30)
        label.textColor = .black
        label.highlightedTextColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        window.addSubview(label)
        func inkColor() -> PixelColor {
            let image = screen.render()
            var darkest = PixelColor(red: 255, green: 255, blue: 255)
            for x in stride(from: 0, to: 100, by: 2) {
                let color = image.color(x: x, y: 20)
                if Int(color.red) + Int(color.green) + Int(color.blue) < Int(darkest.red) + Int(darkest.green) + Int(darkest.blue) { darkest = color }
            }
            return darkest
        }
        #expect(inkColor() == PixelColor(red: 0, green: 0, blue: 0))
        label.isHighlighted = true
        #expect(inkColor() == PixelColor(red: 0, green: 0, blue: 255))
        label.isHighlighted = false
        label.isEnabled = false
        let dimmed = inkColor()
        #expect(dimmed.red > 100 && dimmed.red < 160)
    }

    @Test("sizeThatFits with an unlimited width (greatestFiniteMagnitude, infinity, NaN) measures the text unwrapped, one label or many lines")
    func unlimitedWidths() {
        for lines in [1, 0] {
            let label = UILabel()
            label.numberOfLines = lines
            label.text = "A title long enough to wrap at a narrow width"
            let natural = label.sizeThatFits(CGSize(width: 0, height: 0))
            for width in [CGFloat.greatestFiniteMagnitude, .infinity, .nan, 5_000_000] {
                let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
                #expect(size == natural, "\(lines) lines at \(width): \(size) against \(natural)")
            }
            #expect(label.sizeThatFits(CGSize(width: 60, height: 1000)).height > natural.height || lines == 1)
        }
    }
}
