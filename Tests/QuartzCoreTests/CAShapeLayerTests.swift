import Foundation
@testable import QuartzCore
import Testing
import UIKitTesting

/// CAShapeLayer: its defaults, what it paints and where, trimming by `strokeStart`/`strokeEnd`,
/// its animatable properties, and golden images of fills, strokes, dashes and caps.
@MainActor
@Suite("CAShapeLayer", .exclusiveUIKit, .withoutImplicitActions)
struct CAShapeLayerTests {
    private func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
        CGColor(red: r, green: g, blue: b, alpha: a)
    }

    private func screen(_ width: CGFloat, _ height: CGFloat, scale: CGFloat = 2) -> HeadlessScreen {
        let screen = HeadlessScreen(size: CGSize(width: width, height: height), scale: scale)
        screen.rootLayer.backgroundColor = CGColor(gray: 1, alpha: 1)
        return screen
    }

    /// A blue line 6 points wide from (10, 10) to (110, 10), not filled.
    private func strokedLine() -> CAShapeLayer {
        let shape = CAShapeLayer()
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 10, y: 10))
        line.addLine(to: CGPoint(x: 110, y: 10))
        shape.path = line
        shape.fillColor = nil
        shape.strokeColor = rgb(0, 0, 1)
        shape.lineWidth = 6
        return shape
    }

    @Test("Core Animation's defaults: opaque black fill, no stroke, line width 1, the whole path stroked")
    func defaults() {
        let shape = CAShapeLayer()
        #expect(shape.path == nil)
        #expect(shape.fillColor == CGColor(gray: 0, alpha: 1))
        #expect(shape.strokeColor == nil)
        #expect(shape.fillRule == .nonZero)
        #expect(shape.lineWidth == 1)
        #expect(shape.miterLimit == 10)
        #expect(shape.lineCap == .butt)
        #expect(shape.lineJoin == .miter)
        #expect(shape.strokeStart == 0)
        #expect(shape.strokeEnd == 1)
        #expect(shape.lineDashPhase == 0)
        #expect(shape.lineDashPattern == nil)
    }

    @Test("A shape layer with empty bounds still shows its path, unclipped, as in Core Animation")
    func emptyBoundsStillDraw() {
        let screen = screen(60, 40, scale: 1)
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20), transform: nil)
        shape.fillColor = rgb(1, 0, 0)
        screen.rootLayer.addSublayer(shape)
        let image = screen.render()
        #expect(pixel(image, 20, 20) == Color(r: 255, g: 0, b: 0))
        #expect(pixel(image, 40, 20) == Color(r: 255, g: 255, b: 255))
        shape.masksToBounds = true
        #expect(pixel(screen.render(), 20, 20) == Color(r: 255, g: 255, b: 255), "clipped to its empty bounds")
    }

    @Test("strokeEnd draws the stroke up to a fraction of the path's length; strokeStart from one")
    func strokeTrimming() {
        let screen = screen(120, 20, scale: 1)
        let shape = strokedLine()
        shape.strokeEnd = 0.5
        screen.rootLayer.addSublayer(shape)
        var image = screen.render()
        #expect(pixel(image, 30, 10) == Color(r: 0, g: 0, b: 255))
        #expect(pixel(image, 80, 10) == Color(r: 255, g: 255, b: 255))
        shape.strokeStart = 0.25
        shape.strokeEnd = 1
        image = screen.render()
        #expect(pixel(image, 20, 10) == Color(r: 255, g: 255, b: 255))
        #expect(pixel(image, 80, 10) == Color(r: 0, g: 0, b: 255))
        shape.strokeStart = 0.8
        shape.strokeEnd = 0.2
        #expect(pixel(screen.render(), 80, 10) == Color(r: 255, g: 255, b: 255), "an inverted range strokes nothing")
    }

    @Test("Trimming keeps curves as curves and follows subpaths in order, closing lines included")
    func trimmedPaths() {
        let square = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        // 40 units around; the first half is the top and right sides.
        var points: [CGPoint] = []
        square.trimmed(from: 0, to: 0.5).applyWithBlock { element in
            if element.pointee.type != .closeSubpath { points.append(element.pointee.points[0]) }
        }
        #expect(points == [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        var curves = 0
        circle.trimmed(from: 0.1, to: 0.6).applyWithBlock { if $0.pointee.type == .addCurveToPoint { curves += 1 } }
        #expect(curves >= 2)
        let half = circle.trimmed(from: 0, to: 0.5).boundingBox
        #expect(abs(half.height - 50) < 1 || abs(half.width - 50) < 1, "half a circle spans half its diameter one way")
        #expect(circle.trimmed(from: 0, to: 1) === circle)
        #expect(circle.trimmed(from: 0.5, to: 0.5).isEmpty)
    }

    @Test("strokeEnd animates: the presentation moves, the model stays, and the drawn stroke follows")
    func strokeEndAnimates() {
        let screen = screen(120, 20, scale: 1)
        let shape = strokedLine()
        screen.rootLayer.addSublayer(shape)
        screen.render()
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 1
        shape.add(draw, forKey: "draw")
        screen.advance(by: 0.3)
        #expect(abs((shape.presentation()?.strokeEnd ?? 0) - 0.3) < 0.02)
        #expect(shape.strokeEnd == 1)
        let image = screen.render()
        #expect(pixel(image, 30, 10) == Color(r: 0, g: 0, b: 255))
        #expect(pixel(image, 80, 10) == Color(r: 255, g: 255, b: 255))
        screen.advance(by: 1)
        #expect(pixel(screen.render(), 80, 10) == Color(r: 0, g: 0, b: 255))
        #expect(shape.animationKeys() == nil)
    }

    @Test("fillColor and lineWidth animate; the presentation layer copies every shape property")
    func otherPropertiesAnimate() {
        let screen = screen(40, 40, scale: 1)
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 5, y: 5, width: 30, height: 30), transform: nil)
        shape.fillColor = rgb(1, 0, 0)
        shape.strokeColor = rgb(0, 0, 0)
        shape.lineDashPattern = [4, 2]
        shape.lineCap = .round
        screen.rootLayer.addSublayer(shape)
        screen.render()
        let fade = CABasicAnimation(keyPath: "fillColor")
        fade.fromValue = rgb(1, 0, 0)
        fade.toValue = rgb(0, 0, 1)
        fade.duration = 1
        shape.add(fade, forKey: "fill")
        let widen = CABasicAnimation(keyPath: "lineWidth")
        widen.fromValue = 1
        widen.toValue = 9
        widen.duration = 1
        shape.add(widen, forKey: "width")
        screen.advance(by: 0.5)
        let presented = shape.presentation()
        #expect(abs((presented?.lineWidth ?? 0) - 5) < 0.1)
        #expect(presented?.lineDashPattern == [4, 2])
        #expect(presented?.lineCap == .round)
        #expect(presented?.path == shape.path)
        let middle = pixel(screen.render(), 20, 20)
        #expect(middle.r > 100 && middle.r < 155 && middle.b > 100 && middle.b < 155, "half way from red to blue: \(middle)")
    }

    @Test("Fills (non-zero and even-odd), strokes with joins, caps and dashes, a trimmed ring, a shape with a shadow")
    func shapesGolden() {
        let screen = screen(320, 100)
        func star(in rect: CGRect) -> CGPath {
            let path = CGMutablePath()
            let center = CGPoint(x: rect.midX, y: rect.midY), radius = rect.width / 2
            for index in 0..<5 {
                let angle = -CGFloat.pi / 2 + CGFloat(index) * 4 * CGFloat.pi / 5
                let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
            }
            path.closeSubpath()
            return path
        }
        let nonZero = CAShapeLayer()
        nonZero.path = star(in: CGRect(x: 10, y: 15, width: 70, height: 70))
        nonZero.fillColor = rgb(1, 0.8, 0)
        nonZero.strokeColor = rgb(0.35, 0.34, 0.84)
        nonZero.lineWidth = 3
        nonZero.lineJoin = .round
        let evenOdd = CAShapeLayer()
        evenOdd.path = star(in: CGRect(x: 90, y: 15, width: 70, height: 70))
        evenOdd.fillColor = rgb(1, 0.8, 0)
        evenOdd.fillRule = .evenOdd
        let dashes = CAShapeLayer()
        let zigzag = CGMutablePath()
        zigzag.move(to: CGPoint(x: 175, y: 80))
        zigzag.addLine(to: CGPoint(x: 195, y: 20))
        zigzag.addLine(to: CGPoint(x: 215, y: 80))
        zigzag.addLine(to: CGPoint(x: 235, y: 20))
        dashes.path = zigzag
        dashes.fillColor = nil
        dashes.strokeColor = rgb(0.2, 0.78, 0.35)
        dashes.lineWidth = 6
        dashes.lineCap = .round
        dashes.lineDashPattern = [10, 8]
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 245, y: 15, width: 70, height: 70)
        ring.path = CGPath(ellipseIn: CGRect(x: 5, y: 5, width: 60, height: 60), transform: nil)
        ring.fillColor = nil
        ring.strokeColor = rgb(1, 0.18, 0.33)
        ring.lineWidth = 8
        ring.lineCap = .round
        ring.strokeEnd = 0.7
        ring.shadowOpacity = 0.5
        ring.shadowOffset = CGSize(width: 0, height: 3)
        ring.shadowRadius = 3
        for layer in [nonZero, evenOdd, dashes, ring] { screen.rootLayer.addSublayer(layer) }
        expectGolden(screen.render(), named: "shape-layers")
    }

    @Test("A stroke's painted area reaches as far as its joins can: a miter's length at a corner, half the width round a circle")
    func paintedArea() {
        let ring = CAShapeLayer()
        ring.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        ring.fillColor = nil
        ring.strokeColor = rgb(0, 0, 0)
        ring.lineWidth = 10
        let screen = screen(200, 200, scale: 1)
        screen.rootLayer.addSublayer(ring)
        screen.render()
        #expect(ring.ownVectorPaintRect == CGRect(x: -5, y: -5, width: 110, height: 110), "half the width round a circle")
        let square = CAShapeLayer()
        square.path = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        square.fillColor = nil
        square.strokeColor = rgb(0, 0, 0)
        square.lineWidth = 10
        #expect(square.ownVectorPaintRect == CGRect(x: -50, y: -50, width: 200, height: 200), "the default miter limit, 10, at the corners")
        square.miterLimit = .nan
        screen.rootLayer.addSublayer(square)
        screen.render()
        #expect(pixel(screen.render(), 0, 50) == Color(r: 0, g: 0, b: 0), "a NaN miter limit still strokes")
    }
}
