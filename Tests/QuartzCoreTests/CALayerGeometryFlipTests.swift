@testable import QuartzCore
import Testing
import UIKitTesting

/// `isGeometryFlipped`: a layer whose sublayers' space is upside down, and
/// `contentsAreFlipped()`.
@MainActor
@Suite("CALayer flipped geometry", .exclusiveUIKit, .withoutImplicitActions)
struct CALayerGeometryFlipTests {
    /// A white 100×100 root holding a 100×100 chart with a red bar along its top edge and a
    /// blue square at its top-left corner.
    private func scene(flipped: Bool) -> (root: CALayer, chart: CALayer, bar: CALayer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.position = CGPoint(x: 50, y: 50)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        let chart = CALayer()
        chart.frame = root.bounds
        chart.isGeometryFlipped = flipped
        let bar = CALayer()
        bar.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        bar.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let square = CALayer()
        square.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        square.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        bar.addSublayer(square)
        chart.addSublayer(bar)
        root.addSublayer(chart)
        return (root, chart, bar)
    }

    private func render(_ root: CALayer) -> CGImage {
        let compositor = Compositor(rootLayer: root, pixelWidth: 100, pixelHeight: 100, scale: 1)
        compositor.renderFrame()
        return compositor.snapshot()
    }

    @Test("Unflipped by default; a flipped layer measures its sublayers' positions up from its bottom and draws them mirrored: the bar at the top shows at the bottom, its square at the bottom-left; hit testing and conversion agree")
    func flippedSublayers() {
        #expect(!CALayer().isGeometryFlipped)
        let plain = render(scene(flipped: false).root)
        #expect(pixel(plain, 50, 5) == Color(r: 255, g: 0, b: 0))
        #expect(pixel(plain, 5, 5) == Color(r: 0, g: 0, b: 255))
        #expect(pixel(plain, 50, 95) == .white)

        let (root, chart, bar) = scene(flipped: true)
        let flipped = render(root)
        #expect(pixel(flipped, 50, 95) == Color(r: 255, g: 0, b: 0))
        #expect(pixel(flipped, 50, 5) == .white)
        #expect(pixel(flipped, 5, 95) == Color(r: 0, g: 0, b: 255), "the square, mirrored with its bar, at the bottom-left")
        #expect(pixel(flipped, 5, 85) == Color(r: 255, g: 0, b: 0))
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 100, height: 20), "the frame is the sublayer's own, in the flipped space")
        #expect(root.hitTest(CGPoint(x: 50, y: 90)) === bar)
        #expect(root.hitTest(CGPoint(x: 50, y: 10)) === chart)
        #expect(chart.convert(CGPoint(x: 0, y: 0), from: bar).y == 100, "the bar's origin is the chart's bottom edge")
        #expect(root.convert(CGPoint(x: 0, y: 0), from: bar) == CGPoint(x: 0, y: 100))

        chart.isGeometryFlipped = false
        #expect(pixel(render(root), 50, 5) == Color(r: 255, g: 0, b: 0), "unflipped again")
    }

    @Test("contentsAreFlipped: true where an odd number of the layers from this one to the root are flipped")
    func contentsAreFlipped() {
        let (root, chart, bar) = scene(flipped: true)
        #expect(!root.contentsAreFlipped())
        #expect(chart.contentsAreFlipped())
        #expect(bar.contentsAreFlipped())
        bar.isGeometryFlipped = true
        #expect(!bar.contentsAreFlipped())
        #expect(root.value(forKey: "geometryFlipped") as? Bool == false)
        chart.setValue(false, forKey: "geometryFlipped")
        #expect(!chart.isGeometryFlipped)
    }
}
