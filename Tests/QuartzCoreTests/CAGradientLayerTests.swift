import Foundation
import QuartzCore
import Testing
import UIKitTesting

/// CAGradientLayer: defaults, stops, the three kinds, animation of colours, locations and
/// points, and golden images.
@MainActor
@Suite("CAGradientLayer", .exclusiveUIKit, .withoutImplicitActions)
struct CAGradientLayerTests {
    private func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> CGColor {
        CGColor(red: r, green: g, blue: b, alpha: a)
    }

    private func near(_ a: Color, _ b: Color, _ tolerance: Int = 6) -> Bool {
        abs(a.r - b.r) <= tolerance && abs(a.g - b.g) <= tolerance && abs(a.b - b.b) <= tolerance
    }

    private func gradientScreen(_ configure: (CAGradientLayer) -> Void) -> (HeadlessScreen, CAGradientLayer) {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        screen.rootLayer.backgroundColor = CGColor(gray: 1, alpha: 1)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        gradient.colors = [rgb(1, 0, 0), rgb(0, 0, 1)]
        configure(gradient)
        screen.rootLayer.addSublayer(gradient)
        return (screen, gradient)
    }

    @Test("Core Animation's defaults: an axial gradient from the top centre to the bottom centre, no colours")
    func defaults() {
        let gradient = CAGradientLayer()
        #expect(gradient.colors == nil)
        #expect(gradient.locations == nil)
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0))
        #expect(gradient.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(gradient.type == .axial)
    }

    @Test("An axial gradient runs top to bottom by default; locations hold the colours; beyond the ends the end colours continue")
    func axialAndLocations() {
        let (screen, gradient) = gradientScreen { _ in }
        var image = screen.render()
        #expect(near(pixel(image, 50, 0), Color(r: 255, g: 0, b: 0), 8))
        #expect(near(pixel(image, 50, 50), Color(r: 127, g: 0, b: 128), 8))
        #expect(near(pixel(image, 50, 99), Color(r: 0, g: 0, b: 255), 8))
        gradient.locations = [0.25, 0.75]
        image = screen.render()
        #expect(pixel(image, 50, 10) == Color(r: 255, g: 0, b: 0))
        #expect(pixel(image, 50, 90) == Color(r: 0, g: 0, b: 255))
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        image = screen.render()
        #expect(pixel(image, 10, 50) == Color(r: 255, g: 0, b: 0))
        #expect(pixel(image, 90, 50) == Color(r: 0, g: 0, b: 255))
    }

    @Test("Radial and conic gradients centre on startPoint; a gradient without colours paints nothing")
    func radialAndConic() {
        let (screen, gradient) = gradientScreen {
            $0.type = .radial
            $0.startPoint = CGPoint(x: 0.5, y: 0.5)
            $0.endPoint = CGPoint(x: 1, y: 1)
        }
        var image = screen.render()
        #expect(near(pixel(image, 50, 50), Color(r: 255, g: 0, b: 0), 8))
        #expect(near(pixel(image, 99, 50), Color(r: 0, g: 0, b: 255), 8))
        #expect(near(pixel(image, 75, 50), Color(r: 127, g: 0, b: 128), 10))
        gradient.type = .conic
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        image = screen.render()
        // Clockwise from the right: red just below the x axis, blue just above it.
        #expect(near(pixel(image, 90, 52), Color(r: 255, g: 0, b: 0), 12))
        #expect(near(pixel(image, 90, 47), Color(r: 0, g: 0, b: 255), 12))
        #expect(near(pixel(image, 10, 50), Color(r: 127, g: 0, b: 128), 12))
        gradient.colors = nil
        #expect(pixel(screen.render(), 50, 50) == Color(r: 255, g: 255, b: 255))
    }

    @Test("colors, locations and endPoint animate; the presentation layer has every gradient property")
    func animates() {
        let (screen, gradient) = gradientScreen { $0.colors = [rgb(1, 0, 0), rgb(1, 0, 0)] }
        screen.render()
        let recolor = CABasicAnimation(keyPath: "colors")
        recolor.fromValue = [rgb(1, 0, 0), rgb(1, 0, 0)]
        recolor.toValue = [rgb(0, 0, 1), rgb(0, 0, 1)]
        recolor.duration = 1
        gradient.add(recolor, forKey: "colors")
        let move = CABasicAnimation(keyPath: "endPoint")
        move.fromValue = CGPoint(x: 0.5, y: 1)
        move.toValue = CGPoint(x: 0.5, y: 0.5)
        move.duration = 1
        gradient.add(move, forKey: "end")
        screen.advance(by: 0.5)
        let presented = gradient.presentation()
        #expect(presented?.endPoint == CGPoint(x: 0.5, y: 0.75))
        #expect(presented?.type == .axial)
        #expect((presented?.colors as? [CGColor])?.count == 2)
        #expect(near(pixel(screen.render(), 50, 50), Color(r: 128, g: 0, b: 127), 8))
        screen.advance(by: 1)
        #expect(pixel(screen.render(), 50, 50) == Color(r: 255, g: 0, b: 0))
        #expect(gradient.animationKeys() == nil)
    }

    @Test("Axial, radial and conic gradients with stops, rounded corners, translucency and a shadow")
    func gradientsGolden() {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 100), scale: 2)
        screen.rootLayer.backgroundColor = CGColor(gray: 1, alpha: 1)
        let colors = [rgb(1, 0.18, 0.33), rgb(1, 0.8, 0), rgb(0.2, 0.78, 0.35), rgb(0, 0.48, 1)]
        let axial = CAGradientLayer()
        axial.frame = CGRect(x: 10, y: 15, width: 90, height: 70)
        axial.colors = colors
        axial.locations = [0, 0.2, 0.6, 1]
        axial.startPoint = CGPoint(x: 0, y: 0)
        axial.endPoint = CGPoint(x: 1, y: 1)
        axial.cornerRadius = 14
        axial.shadowOpacity = 0.4
        axial.shadowOffset = CGSize(width: 0, height: 4)
        let radial = CAGradientLayer()
        radial.frame = CGRect(x: 115, y: 15, width: 90, height: 70)
        radial.type = .radial
        radial.colors = [rgb(1, 1, 1), rgb(0.35, 0.34, 0.84, 0.6)]
        radial.startPoint = CGPoint(x: 0.5, y: 0.5)
        radial.endPoint = CGPoint(x: 1, y: 1)
        let conic = CAGradientLayer()
        conic.frame = CGRect(x: 225, y: 10, width: 80, height: 80)
        conic.type = .conic
        conic.colors = colors + [colors[0]]
        conic.startPoint = CGPoint(x: 0.5, y: 0.5)
        conic.endPoint = CGPoint(x: 0.5, y: 0)
        conic.cornerRadius = 40
        for layer in [axial, radial, conic] { screen.rootLayer.addSublayer(layer) }
        expectGolden(screen.render(), named: "gradient-layers")
    }

    @Test("(issue 45) locations beyond 0…1 — a shimmer's — keep the gradient's shape: the colour at each end is where the stops put it")
    func locationsBeyondTheEnds() {
        let (screen, gradient) = gradientScreen {
            $0.colors = [rgb(1, 0, 0), rgb(0, 0, 1), rgb(1, 0, 0)]
            $0.locations = [-1, 0, 1]
        }
        // From -1 to 0 red to blue, then blue to red by 1: the layer shows blue fading to red.
        var image = screen.render()
        #expect(near(pixel(image, 50, 0), Color(r: 0, g: 0, b: 255), 8))
        #expect(near(pixel(image, 50, 99), Color(r: 255, g: 0, b: 0), 8))
        gradient.locations = [0.5, 1.5, 2.5]
        image = screen.render()
        #expect(pixel(image, 50, 10) == Color(r: 255, g: 0, b: 0))
        #expect(near(pixel(image, 50, 99), Color(r: 128, g: 0, b: 127), 8), "half way to blue at the bottom")
    }
}
