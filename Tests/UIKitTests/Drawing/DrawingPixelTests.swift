import Testing
import UIKit
import UIKitTesting

/// Golden images of UIKit drawing at scale 2. Each was looked at before it was committed.
@Suite("UIKit drawing pixels", .exclusiveUIKit)
struct DrawingPixelTests {
    private func render(_ size: CGSize, background: UIColor = .white, _ draw: (UIGraphicsImageRendererContext) -> Void) -> CGImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            background.setFill()
            context.fill(CGRect(origin: .zero, size: size))
            draw(context)
        }.cgImage!
    }

    @Test("System colors, light and dark")
    func systemColors() {
        let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemMint, .systemTeal, .systemCyan,
                                 .systemBlue, .systemIndigo, .systemPurple, .systemPink, .systemBrown,
                                 .systemGray, .systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6,
                                 .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .systemFill, .separator,
                                 .systemBackground, .secondarySystemBackground, .tertiarySystemBackground,
                                 .systemGroupedBackground, .secondarySystemGroupedBackground, .link]
        for style in [UIUserInterfaceStyle.light, .dark] {
            let traits = UITraitCollection(userInterfaceStyle: style)
            let image = render(CGSize(width: 330, height: 100), background: UIColor.systemBackground.resolvedColor(with: traits)) { _ in
                traits.performAsCurrent {
                    for (index, color) in colors.enumerated() {
                        color.setFill()
                        UIBezierPath(roundedRect: CGRect(x: 10 + CGFloat(index % 10) * 31, y: 10 + CGFloat(index / 10) * 28,
                                                         width: 27, height: 24), cornerRadius: 6).fill()
                    }
                }
            }
            expectGolden(image, named: "system-colors-\(style)")
        }
    }

    @Test("Text attachments: an image on the baseline, one hanging below it, symbols at the text's size and colour, and text wrapping around them")
    func textAttachments() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let swatch = UIGraphicsImageRenderer(size: CGSize(width: 14, height: 14), format: format).image { context in
            UIColor.systemOrange.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 14, height: 14))
        }
        let hanging = NSTextAttachment(image: swatch)
        hanging.bounds = CGRect(x: 0, y: -4, width: 14, height: 14)
        let star = NSTextAttachment(image: try #require(UIImage(systemName: "star.fill")))
        let heart = NSTextAttachment(image: try #require(UIImage(systemName: "heart.fill")))
        func line(_ parts: [Any], size: CGFloat, color: UIColor) -> NSAttributedString {
            let text = NSMutableAttributedString(string: "")
            for part in parts {
                text.append((part as? NSTextAttachment).map { NSAttributedString(attachment: $0) } ?? NSAttributedString(string: "\(part)"))
            }
            text.addAttributes([.font: UIFont.systemFont(ofSize: size), .foregroundColor: color], range: NSRange(location: 0, length: text.length))
            return text
        }
        let image = render(CGSize(width: 240, height: 150)) { _ in
            line(["Swatch ", NSTextAttachment(image: swatch), " on the line, ", hanging, " below"], size: 13, color: .black)
                .draw(at: CGPoint(x: 8, y: 8))
            line([star, " Favourites ", heart], size: 24, color: .systemBlue).draw(at: CGPoint(x: 8, y: 34))
            line(["Rated ", star, star, star, " by readers who wrap onto a second line"], size: 15, color: .systemPink)
                .draw(with: CGRect(x: 8, y: 76, width: 224, height: 70), options: .usesLineFragmentOrigin, context: nil)
        }
        expectGolden(image, named: "text-attachments")
    }

    @Test("Images with cap insets: stretched and tiled; a template image tinted; orientations")
    func resizableImages() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        // 16×16 points: an indigo frame 4 points thick around a checkered middle.
        let source = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16), format: format).image { context in
            UIColor.systemIndigo.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 16, height: 16))
            for y in 0..<4 {
                for x in 0..<4 {
                    ((x + y) % 2 == 0 ? UIColor.orange : UIColor.yellow).setFill()
                    context.fill(CGRect(x: 4 + CGFloat(x) * 2, y: 4 + CGFloat(y) * 2, width: 2, height: 2))
                }
            }
        }
        let caps = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        let arrow = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20), format: format).image { _ in
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 10, y: 2))
            path.addLine(to: CGPoint(x: 18, y: 12))
            path.addLine(to: CGPoint(x: 13, y: 12))
            path.addLine(to: CGPoint(x: 13, y: 18))
            path.addLine(to: CGPoint(x: 7, y: 18))
            path.addLine(to: CGPoint(x: 7, y: 12))
            path.addLine(to: CGPoint(x: 2, y: 12))
            path.close()
            UIColor.black.setFill()
            path.fill()
        }
        let image = render(CGSize(width: 340, height: 90)) { _ in
            source.resizableImage(withCapInsets: caps, resizingMode: .stretch).draw(in: CGRect(x: 10, y: 10, width: 90, height: 70))
            source.resizableImage(withCapInsets: caps, resizingMode: .tile).draw(in: CGRect(x: 110, y: 10, width: 90, height: 70))
            arrow.withTintColor(.systemPink).draw(at: CGPoint(x: 210, y: 10))
            let orientations: [UIImage.Orientation] = [.up, .right, .down, .left, .upMirrored]
            for (index, orientation) in orientations.enumerated() {
                UIImage(cgImage: arrow.cgImage!, scale: 2, orientation: orientation)
                    .draw(at: CGPoint(x: 210 + CGFloat(index % 3) * 40, y: 36 + CGFloat(index / 3) * 26))
            }
        }
        expectGolden(image, named: "images-with-caps")
    }

    @Test("Text in Latin, Arabic, Chinese, Japanese, Korean and emoji")
    func scripts() {
        let lines = ["The quick brown fox jumps over the dog.", "مرحبا بالعالم — النص العربي من اليمين",
                     "你好，世界。汉字与标点", "こんにちは世界、ひらがなとカタカナ", "안녕하세요, 세계! 한국어", "Emoji 😀 🎉 👍🏽 🇫🇷 ❤️"]
        let image = render(CGSize(width: 360, height: 200)) { _ in
            for (index, line) in lines.enumerated() {
                (line as NSString).draw(in: CGRect(x: 10, y: 10 + CGFloat(index) * 30, width: 340, height: 30),
                                        withAttributes: [.font: UIFont.preferredFont(forTextStyle: .body),
                                                         .foregroundColor: UIColor.black])
            }
        }
        expectGolden(image, named: "text-scripts")
    }

    @Test("Truncation modes, alignment, wrapping with the last line truncated, and text attributes")
    func layoutAndAttributes() {
        let font = UIFont.systemFont(ofSize: 15)
        let long = "A sentence that is much too long to fit"
        let image = render(CGSize(width: 360, height: 290)) { _ in
            let modes: [NSLineBreakMode] = [.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail, .byClipping]
            for (index, mode) in modes.enumerated() {
                let style = NSMutableParagraphStyle()
                style.lineBreakMode = mode
                UIColor.systemGray6.setFill()
                UIRectFill(CGRect(x: 10, y: 10 + CGFloat(index) * 24, width: 160, height: 20))
                (long as NSString).draw(in: CGRect(x: 10, y: 10 + CGFloat(index) * 24, width: 160, height: 20),
                                        withAttributes: [.font: font, .paragraphStyle: style])
            }
            let alignments: [NSTextAlignment] = [.left, .center, .right, .natural]
            for (index, alignment) in alignments.enumerated() {
                let style = NSMutableParagraphStyle()
                style.alignment = alignment
                UIColor.systemGray6.setFill()
                UIRectFill(CGRect(x: 190, y: 10 + CGFloat(index) * 24, width: 160, height: 20))
                ("Aligned" as NSString).draw(in: CGRect(x: 190, y: 10 + CGFloat(index) * 24, width: 160, height: 20),
                                             withAttributes: [.font: font, .paragraphStyle: style])
            }
            let wrapped = NSAttributedString(string: "Wrapped over several lines, this paragraph ends with an ellipsis on the last visible line",
                                             attributes: [.font: font, .foregroundColor: UIColor.systemBlue])
            UIColor.systemGray6.setFill()
            UIRectFill(CGRect(x: 10, y: 110, width: 160, height: 60))
            wrapped.draw(with: CGRect(x: 10, y: 110, width: 160, height: 60),
                         options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: nil)

            let rich = NSMutableAttributedString(string: "Bold ", attributes: [.font: UIFont.boldSystemFont(ofSize: 15)])
            rich.append(NSAttributedString(string: "underlined ", attributes: [.font: font, .underlineStyle: NSUnderlineStyle.single.rawValue]))
            rich.append(NSAttributedString(string: "struck ", attributes: [.font: font, .strikethroughStyle: NSUnderlineStyle.single.rawValue,
                                                                          .strikethroughColor: UIColor.systemRed]))
            rich.append(NSAttributedString(string: "spaced ", attributes: [.font: font, .kern: 3]))
            rich.append(NSAttributedString(string: "raised", attributes: [.font: UIFont.systemFont(ofSize: 10), .baselineOffset: 6]))
            rich.append(NSAttributedString(string: " highlighted", attributes: [.font: font, .backgroundColor: UIColor.systemYellow]))
            rich.append(NSAttributedString(string: " Italic", attributes: [.font: UIFont.italicSystemFont(ofSize: 15),
                                                                          .foregroundColor: UIColor.systemPurple]))
            rich.draw(with: CGRect(x: 190, y: 110, width: 160, height: 80), options: .usesLineFragmentOrigin, context: nil)

            let spacing = NSMutableParagraphStyle()
            spacing.paragraphSpacing = 8
            spacing.firstLineHeadIndent = 16
            spacing.lineSpacing = 2
            let shadow = NSShadow()
            shadow.shadowOffset = CGSize(width: 1, height: 2)
            shadow.shadowBlurRadius = 2
            shadow.shadowColor = UIColor.black.withAlphaComponent(0.4)
            NSAttributedString(string: "First paragraph, indented on its first line and wrapping.\nSecond paragraph after spacing.",
                               attributes: [.font: UIFont.systemFont(ofSize: 13), .paragraphStyle: spacing, .shadow: shadow])
                .draw(with: CGRect(x: 10, y: 190, width: 340, height: 90), options: .usesLineFragmentOrigin, context: nil)
        }
        expectGolden(image, named: "text-layout")
    }
}
