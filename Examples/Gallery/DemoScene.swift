import Foundation
import UIKit

/// A layer tree showing what Slate draws today: layers with rounded corners, borders and
/// shadows; drawing with paths, gradients and images; text in several scripts; system colors.
@MainActor
final class DemoScene {
    let rootLayer = CALayer()
    let style: UIUserInterfaceStyle
    private let traits: UITraitCollection
    private var delegates: [DrawingDelegate] = []

    init(size: CGSize, style: UIUserInterfaceStyle) {
        self.style = style
        // The scene is a picture laid out at fixed frames, so its text keeps the sizes it was
        // drawn for (the default text size) whatever the user's: it scales as the page does.
        traits = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: style), UITraitCollection(displayScale: 2),
                                                UITraitCollection(preferredContentSizeCategory: .large)])
        rootLayer.bounds = CGRect(origin: .zero, size: size)
        rootLayer.position = CGPoint(x: size.width / 2, y: size.height / 2)
        rootLayer.backgroundColor = color(.systemGroupedBackground)

        addText("Slate", font: .systemFont(ofSize: 44, weight: .bold), at: CGRect(x: 48, y: 40, width: 600, height: 56))
        addText("UIKit's iPad interface on Linux — drawn with Cairo and Pango, composited by QuartzCore.",
                font: font(.title3), color: .secondaryLabel,
                at: CGRect(x: 48, y: 100, width: 1200, height: 30))

        addCards()
        addDrawingCard()
        addTextCard()
        addColorStrip()
        addLayerCard()
    }

    private func color(_ color: UIColor) -> CGColor { color.resolvedColor(with: traits).cgColor }

    /// The text style's font at the scene's text size.
    private func font(_ style: UIFont.TextStyle) -> UIFont { .preferredFont(forTextStyle: style, compatibleWith: traits) }

    private func card(_ frame: CGRect) -> CALayer {
        let card = CALayer()
        card.frame = frame
        card.backgroundColor = color(.secondarySystemGroupedBackground)
        card.cornerRadius = 16
        card.cornerCurve = .continuous
        card.shadowOpacity = 0.12
        card.shadowRadius = 12
        card.shadowOffset = CGSize(width: 0, height: 6)
        rootLayer.addSublayer(card)
        return card
    }

    private func addText(_ text: String, font: UIFont, color: UIColor = .label, at frame: CGRect, in parent: CALayer? = nil) {
        let attributed = NSAttributedString(string: text, attributes: [.font: font, .foregroundColor: color.resolvedColor(with: traits)])
        addDrawing(frame: frame, in: parent) { _, bounds in
            attributed.draw(with: bounds, options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], context: nil)
        }
    }

    /// A layer whose content is drawn with UIKit drawing calls.
    private func addDrawing(frame: CGRect, in parent: CALayer? = nil, _ draw: @escaping (CGContext, CGRect) -> Void) {
        let layer = CALayer()
        layer.frame = frame
        layer.contentsScale = 2
        let delegate = DrawingDelegate(traits: traits, draw: draw)
        delegates.append(delegate)
        layer.delegate = delegate
        layer.setNeedsDisplay()
        (parent ?? rootLayer).addSublayer(layer)
    }

    private func addCards() {
        let tints: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemPink, .systemPurple]
        let curves: [CALayerCornerCurve] = [.continuous, .circular, .continuous, .circular, .continuous]
        for (index, tint) in tints.enumerated() {
            let tile = CALayer()
            tile.frame = CGRect(x: 48 + CGFloat(index) * 132, y: 170, width: 112, height: 112)
            tile.backgroundColor = color(tint)
            tile.cornerRadius = CGFloat(12 + index * 6)
            tile.cornerCurve = curves[index]
            tile.borderWidth = index.isMultiple(of: 2) ? 0 : 3
            tile.borderColor = color(.systemBackground)
            tile.shadowOpacity = 0.3
            tile.shadowRadius = 8
            tile.shadowOffset = CGSize(width: 0, height: 4)
            if index == 4 { tile.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 12)) }
            rootLayer.addSublayer(tile)
        }
    }

    private func addDrawingCard() {
        let container = card(CGRect(x: 720, y: 170, width: 598, height: 380))
        addText("Drawing", font: font(.headline), at: CGRect(x: 24, y: 20, width: 300, height: 24), in: container)
        let traits = self.traits
        addDrawing(frame: CGRect(x: 24, y: 56, width: 550, height: 300), in: container) { context, _ in
            traits.performAsCurrent {
                let gradient = CGGradient(colorsSpace: nil, colors: [UIColor.systemYellow.cgColor, UIColor.systemPink.cgColor,
                                                                     UIColor.systemIndigo.cgColor], locations: [0, 0.5, 1])!
                context.saveGState()
                UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 250, height: 140), cornerRadius: 20).addClip()
                context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 250, y: 140), options: [])
                context.restoreGState()

                let star = UIBezierPath()
                for i in 0..<10 {
                    let radius: CGFloat = i.isMultiple(of: 2) ? 70 : 30
                    let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
                    let point = CGPoint(x: 400 + radius * cos(angle), y: 75 + radius * sin(angle))
                    i == 0 ? star.move(to: point) : star.addLine(to: point)
                }
                star.close()
                context.saveGState()
                context.setShadow(offset: CGSize(width: 0, height: 6), blur: 10, color: UIColor.black.withAlphaComponent(0.3).cgColor)
                UIColor.systemOrange.setFill()
                star.fill()
                context.restoreGState()

                UIColor.systemTeal.setStroke()
                let wave = UIBezierPath()
                wave.move(to: CGPoint(x: 0, y: 230))
                for i in 0..<6 {
                    wave.addQuadCurve(to: CGPoint(x: CGFloat(i + 1) * 90, y: 230),
                                      controlPoint: CGPoint(x: CGFloat(i) * 90 + 45, y: i.isMultiple(of: 2) ? 170 : 290))
                }
                wave.lineWidth = 6
                wave.lineCapStyle = .round
                wave.stroke()
            }
        }
    }

    private func addTextCard() {
        let container = card(CGRect(x: 48, y: 330, width: 640, height: 470))
        addText("Text", font: font(.headline), at: CGRect(x: 24, y: 20, width: 300, height: 24), in: container)
        let samples = ["The quick brown fox jumps over the lazy dog.", "مرحبا بالعالم — نص عربي من اليمين إلى اليسار",
                       "你好，世界。中文排版", "こんにちは、世界。日本語のテキスト", "안녕하세요, 세계! 한국어 텍스트", "Emoji 😀 🎉 👍🏽 🇫🇷 ❤️"]
        for (index, sample) in samples.enumerated() {
            addText(sample, font: font(.body),
                    at: CGRect(x: 24, y: 60 + CGFloat(index) * 34, width: 592, height: 30), in: container)
        }
        addText("A long sentence in a narrow column wraps onto several lines and, when it runs out of room, ends with an ellipsis on the last line that fits.",
                font: font(.callout), color: .secondaryLabel,
                at: CGRect(x: 24, y: 270, width: 280, height: 84), in: container)
        let styles: [(UIFont.TextStyle, String)] = [(.largeTitle, "Large Title"), (.title2, "Title 2"),
                                                    (.headline, "Headline"), (.footnote, "Footnote")]
        for (index, (style, name)) in styles.enumerated() {
            addText(name, font: font(style), color: .label,
                    at: CGRect(x: 330, y: 270 + CGFloat(index) * 46, width: 290, height: 44), in: container)
        }
    }

    /// Core Animation's own drawing: a text layer, and a replicator making a spinner of 12
    /// bars and a row of tinted dots from one bar and one dot.
    private func addLayerCard() {
        let container = card(CGRect(x: 48, y: 830, width: 1270, height: 160))
        addText("Core Animation layers", font: font(.headline), at: CGRect(x: 24, y: 20, width: 400, height: 24), in: container)

        let text = CATextLayer()
        text.frame = CGRect(x: 24, y: 60, width: 520, height: 80)
        text.contentsScale = 2
        text.string = "A CATextLayer, wrapped and centred in its bounds by Core Animation's own text drawing."
        text.font = UIFont.systemFont(ofSize: 17)
        text.fontSize = 20
        text.foregroundColor = color(.label)
        text.isWrapped = true
        text.alignmentMode = .center
        container.addSublayer(text)

        let spinner = CAReplicatorLayer()
        spinner.frame = CGRect(x: 600, y: 44, width: 100, height: 100)
        spinner.instanceCount = 12
        spinner.instanceTransform = CATransform3DMakeRotation(2 * .pi / 12, 0, 0, 1)
        spinner.instanceAlphaOffset = -1.0 / 12
        let bar = CALayer()
        bar.frame = CGRect(x: 46, y: 6, width: 8, height: 26)
        bar.cornerRadius = 4
        bar.backgroundColor = color(.label)
        spinner.addSublayer(bar)
        container.addSublayer(spinner)

        let row = CAReplicatorLayer()
        row.frame = CGRect(x: 760, y: 70, width: 480, height: 48)
        row.instanceCount = 8
        row.instanceTransform = CATransform3DMakeTranslation(60, 0, 0)
        row.instanceColor = color(.systemBlue)
        row.instanceRedOffset = 0.1
        row.instanceBlueOffset = -0.1
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 48, height: 48)
        dot.cornerRadius = 24
        dot.backgroundColor = CGColor(gray: 1, alpha: 1)
        row.addSublayer(dot)
        container.addSublayer(row)
    }

    private func addColorStrip() {
        let container = card(CGRect(x: 720, y: 590, width: 598, height: 210))
        addText("System colors", font: font(.headline), at: CGRect(x: 24, y: 20, width: 300, height: 24), in: container)
        let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemIndigo,
                                 .systemPurple, .systemPink, .systemBrown, .systemGray, .systemGray2, .systemGray3, .systemGray4]
        for (index, swatch) in colors.enumerated() {
            let chip = CALayer()
            chip.frame = CGRect(x: 24 + CGFloat(index % 7) * 80, y: 60 + CGFloat(index / 7) * 70, width: 68, height: 56)
            chip.backgroundColor = color(swatch)
            chip.cornerRadius = 10
            container.addSublayer(chip)
        }
    }
}

/// Draws a layer's content with a closure, as a UIView's draw(_:) would.
@MainActor
final class DrawingDelegate: CALayerDelegate {
    let traits: UITraitCollection
    let draw: (CGContext, CGRect) -> Void

    init(traits: UITraitCollection, draw: @escaping (CGContext, CGRect) -> Void) {
        self.traits = traits
        self.draw = draw
    }

    func draw(_ layer: CALayer, in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        traits.performAsCurrent { draw(ctx, layer.bounds) }
        UIGraphicsPopContext()
    }
}
