import Testing
import UIKit
import UIKitTesting

/// A view that draws a star with `draw(_:)`.
@MainActor
private final class StarView: UIView {
    var fill: UIColor = .systemYellow

    override func draw(_ rect: CGRect) {
        let path = UIBezierPath()
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        for point in 0..<10 {
            let radius = point.isMultiple(of: 2) ? min(bounds.width, bounds.height) / 2 : min(bounds.width, bounds.height) / 5
            let angle = CGFloat(point) * .pi / 5 - .pi / 2
            let vertex = CGPoint(x: center.x + cos(angle) * radius, y: center.y + sin(angle) * radius)
            if point == 0 { path.move(to: vertex) } else { path.addLine(to: vertex) }
        }
        path.close()
        fill.setFill()
        path.fill()
        UIColor.label.setStroke()
        path.lineWidth = 1.5
        path.stroke()
    }
}

/// A canvas that paints one square at `spot` each time it draws.
@MainActor
private final class SquareCanvas: UIView {
    var spot = CGRect(x: 0, y: 0, width: 20, height: 20)
    var color: UIColor = .red

    override func draw(_ rect: CGRect) {
        color.setFill()
        UIRectFill(spot)
    }
}

@MainActor
@Suite("View hierarchy pixels", .serialized, .exclusiveUIKit)
struct ViewPixelTests {
    private func card(_ frame: CGRect, _ color: UIColor) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        view.layer.cornerRadius = 14
        view.layer.shadowColor = UIColor.black.cgColor
        view.layer.shadowOpacity = 0.3
        view.layer.shadowOffset = CGSize(width: 0, height: 6)
        view.layer.shadowRadius = 10
        return view
    }

    private func render(style: UIUserInterfaceStyle) -> CGImage {
        let screen = HeadlessScreen(size: CGSize(width: 480, height: 320), scale: 2)
        screen.userInterfaceStyle = style
        let window = UIWindow()
        window.backgroundColor = .systemGroupedBackground
        window.makeKeyAndVisible()
        defer { window.isHidden = true }

        // A card with a shadow, holding a rotated, bordered badge that overhangs its corner.
        let first = card(CGRect(x: 24, y: 24, width: 180, height: 120), .secondarySystemGroupedBackground)
        let badge = UIView(frame: CGRect(x: 130, y: -14, width: 70, height: 36))
        badge.backgroundColor = .systemPink
        badge.layer.cornerRadius = 8
        badge.layer.borderWidth = 2
        badge.layer.borderColor = UIColor.white.cgColor
        badge.transform = CGAffineTransform(rotationAngle: .pi / 12)
        first.addSubview(badge)
        let star = StarView(frame: CGRect(x: 16, y: 30, width: 70, height: 70))
        star.isOpaque = false
        first.addSubview(star)
        window.addSubview(first)

        // A clipping, rounded container whose content overflows it.
        let clipper = UIView(frame: CGRect(x: 240, y: 24, width: 200, height: 120))
        clipper.backgroundColor = .systemTeal
        clipper.layer.cornerRadius = 24
        clipper.clipsToBounds = true
        let stripe = UIView(frame: CGRect(x: -20, y: 40, width: 240, height: 30))
        stripe.backgroundColor = .systemIndigo
        stripe.transform = CGAffineTransform(rotationAngle: -.pi / 8)
        clipper.addSubview(stripe)
        let bubble = UIView(frame: CGRect(x: 150, y: 70, width: 90, height: 90))
        bubble.backgroundColor = .systemOrange
        bubble.layer.cornerRadius = 45
        clipper.addSubview(bubble)
        window.addSubview(clipper)

        // A scaled group at half opacity: overlapping children do not show through each other.
        let group = UIView(frame: CGRect(x: 24, y: 180, width: 200, height: 110))
        group.alpha = 0.5
        group.transform = CGAffineTransform(scaleX: 1.1, y: 0.9)
        for (index, color) in [UIColor.systemRed, .systemGreen, .systemBlue].enumerated() {
            let disc = UIView(frame: CGRect(x: CGFloat(index) * 55, y: 10, width: 90, height: 90))
            disc.backgroundColor = color
            disc.layer.cornerRadius = 45
            group.addSubview(disc)
        }
        window.addSubview(group)

        // A shadowed circle with a path-less shadow, and a bounds-origin shifted container.
        let shifted = UIView(frame: CGRect(x: 260, y: 170, width: 180, height: 120))
        shifted.backgroundColor = .tertiarySystemFill
        shifted.bounds.origin = CGPoint(x: 20, y: 10)
        let inner = card(CGRect(x: 40, y: 30, width: 80, height: 80), .systemMint)
        inner.layer.cornerRadius = 40
        shifted.addSubview(inner)
        let label = UILabel(frame: CGRect(x: 140, y: 55, width: 60, height: 30))
        label.text = "Aa"
        label.font = .systemFont(ofSize: 24, weight: .bold)
        shifted.addSubview(label)
        window.addSubview(shifted)
        return screen.render()
    }

    @Test("V-11 V-15 V-28 a hierarchy with transforms, clipping, rounded corners, borders, shadows and group opacity",
          arguments: [UIUserInterfaceStyle.light, .dark])
    func hierarchy(style: UIUserInterfaceStyle) {
        expectGolden(render(style: style), named: "view-hierarchy-\(style == .dark ? "dark" : "light")")
    }

    @Test("Fuzz finding: views wider than Cairo's 32,767 pixels — a shadowed box, a drawn view, a shadowed label — render without crashing; the part Cairo can make still shows")
    func viewsBeyondCairo() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 100), scale: 2)
        let window = UIWindow()
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 40_000, height: 20))
        box.backgroundColor = .systemRed
        box.layer.shadowOpacity = 0.5
        box.layer.shadowRadius = 4
        window.addSubview(box)
        let star = StarView(frame: CGRect(x: 10, y: 40, width: 40_000, height: 20))
        window.addSubview(star)
        let label = UILabel(frame: CGRect(x: 10, y: 70, width: 900_000, height: 20))
        label.text = String(repeating: "x", count: 100_000)
        label.layer.shadowOpacity = 1
        window.addSubview(label)
        let image = screen.render()
        let red = image.color(x: 80, y: 40)
        #expect(red.red > 200 && red.green < 100 && red.blue < 100, "the box still draws, without its shadow: \(red)")
    }

    @Test("setNeedsDisplay(_:) redraws only the rectangle asked for")
    func partialRedraw() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let window = UIWindow()
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let star = StarView(frame: window.bounds)
        window.addSubview(star)
        screen.render()
        star.fill = .systemBlue
        star.setNeedsDisplay(CGRect(x: 0, y: 0, width: 50, height: 100))
        screen.presentFrame()
        // Damage is whole pixels plus a pixel of antialiasing margin.
        #expect(screen.lastFrameDamage.allSatisfy { $0.maxX <= 51 }, "\(screen.lastFrameDamage)")
        #expect(!screen.lastFrameDamage.isEmpty)
    }

    @Test("clearsContextBeforeDrawing: by default each draw starts from a clear store; off, a redraw paints over what was drawn before, until the view's size changes")
    func clearsContextBeforeDrawing() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let window = UIWindow()
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        func drawTwice(clearing: Bool) -> (first: PixelColor, second: PixelColor) {
            let canvas = SquareCanvas(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            canvas.isOpaque = false
            canvas.backgroundColor = nil
            #expect(canvas.clearsContextBeforeDrawing, "true by default")
            canvas.clearsContextBeforeDrawing = clearing
            window.addSubview(canvas)
            screen.render()
            canvas.spot = CGRect(x: 50, y: 50, width: 20, height: 20)
            canvas.color = .blue
            canvas.setNeedsDisplay()
            let image = screen.render()
            defer { canvas.removeFromSuperview() }
            return (image.color(x: 10, y: 10), image.color(x: 60, y: 60))
        }
        let cleared = drawTwice(clearing: true)
        #expect(cleared.first.isClose(to: PixelColor(red: 255, green: 255, blue: 255)), "the first square is gone: \(cleared.first)")
        #expect(cleared.second.isClose(to: PixelColor(red: 0, green: 0, blue: 255)))
        let kept = drawTwice(clearing: false)
        #expect(kept.first.isClose(to: PixelColor(red: 255, green: 0, blue: 0)), "the first square stays under the redraw: \(kept.first)")
        #expect(kept.second.isClose(to: PixelColor(red: 0, green: 0, blue: 255)))

        let canvas = SquareCanvas(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        canvas.isOpaque = false
        canvas.clearsContextBeforeDrawing = false
        canvas.contentMode = .redraw
        window.addSubview(canvas)
        defer { canvas.removeFromSuperview() }
        screen.render()
        canvas.spot = CGRect(x: 50, y: 50, width: 20, height: 20)
        canvas.frame.size = CGSize(width: 90, height: 90)
        let resized = screen.render()
        #expect(resized.color(x: 10, y: 10).isClose(to: PixelColor(red: 255, green: 255, blue: 255)), "a new size: a new store")
    }
}
