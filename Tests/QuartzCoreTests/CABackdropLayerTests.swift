@testable import QuartzCore
import Testing
import UIKitTesting

@MainActor
@Suite("Backdrop layer (Effect blur)", .exclusiveUIKit, .withoutImplicitActions)
struct CABackdropLayerTests {
    /// 120×60 points: black on the left half, white on the right, a red square below the
    /// backdrop, and a backdrop over the top two thirds of the middle.
    private func scene(radius: CGFloat = 4) -> (root: CALayer, backdrop: CABackdropLayer, square: CALayer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 120, height: 60)
        root.position = CGPoint(x: 60, y: 30)
        let black = CALayer(), white = CALayer(), square = CALayer()
        black.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        black.backgroundColor = CGColor(gray: 0, alpha: 1)
        white.frame = CGRect(x: 60, y: 0, width: 60, height: 60)
        white.backgroundColor = CGColor(gray: 1, alpha: 1)
        square.frame = CGRect(x: 10, y: 48, width: 8, height: 8)
        square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let backdrop = CABackdropLayer()
        backdrop.frame = CGRect(x: 20, y: 0, width: 80, height: 40)
        backdrop.blurRadius = radius
        for layer in [black, white, square, backdrop] { root.addSublayer(layer) }
        return (root, backdrop, square)
    }

    private func grey(_ image: CGImage, _ x: Int, _ y: Int) -> Int { Int(image.color(x: x, y: y).green) }

    @Test("A sharp edge behind the backdrop comes out as a gradient inside it and stays sharp outside")
    func edgeBecomesGradient() {
        let (root, _, _) = scene()
        let compositor = Compositor(rootLayer: root, pixelWidth: 120, pixelHeight: 60, scale: 1)
        compositor.renderFrame()
        let image = compositor.snapshot()
        let row = (20..<100).map { grey(image, $0, 20) }
        #expect(zip(row, row.dropFirst()).allSatisfy { $0 <= $1 }, "rises across the edge: \(row)")
        #expect(grey(image, 30, 20) == 0 && grey(image, 95, 20) == 255, "far from the edge, unchanged")
        for x in 57...62 {
            let value = grey(image, x, 20)
            #expect(value > 10 && value < 245, "x=\(x) is grey: \(value)")
        }
        // Outside the backdrop (below it, and left and right of it) the edge is sharp.
        #expect(grey(image, 59, 50) == 0 && grey(image, 60, 50) == 255)
        #expect(grey(image, 19, 20) == 0 && grey(image, 100, 20) == 255)
    }

    @Test("At scale 2 the radius is in points: the blur spreads over twice the pixels")
    func radiusInPoints() {
        let (root, _, _) = scene()
        let compositor = Compositor(rootLayer: root, pixelWidth: 240, pixelHeight: 120, scale: 2)
        compositor.renderFrame()
        let image = compositor.snapshot()
        let greyPixels = (40..<200).filter { (10...245).contains(grey(image, $0, 40)) }.count
        let single = Compositor(rootLayer: scene().root, pixelWidth: 120, pixelHeight: 60, scale: 1)
        single.renderFrame()
        let singleImage = single.snapshot()
        let singleGrey = (20..<100).filter { (10...245).contains(grey(singleImage, $0, 20)) }.count
        #expect(greyPixels >= 2 * singleGrey - 2, "\(greyPixels) against \(singleGrey)")
    }

    @Test("Moving a layer within the blur's reach redraws the backdrop as a full frame would draw it")
    func damageUnderBackdrop() {
        let (root, _, square) = scene()
        let compositor = Compositor(rootLayer: root, pixelWidth: 120, pixelHeight: 60, scale: 1)
        compositor.renderFrame()
        let before = compositor.snapshot()
        // Just below the backdrop: its own damage misses the backdrop, but the blur reads it.
        square.frame = CGRect(x: 80, y: 42, width: 8, height: 8)
        let damage = compositor.renderFrame()
        #expect(damage.contains { $0.contains(CGRect(x: 20, y: 0, width: 80, height: 40)) }, "\(damage)")
        let after = compositor.snapshot()
        #expect(after.color(x: 84, y: 38).red > after.color(x: 84, y: 38).green, "the red square shows through the blur")
        #expect(before.color(x: 84, y: 38) != after.color(x: 84, y: 38))

        let fresh = Compositor(rootLayer: root, pixelWidth: 120, pixelHeight: 60, scale: 1)
        fresh.setNeedsFullRedraw()
        fresh.renderFrame()
        let full = fresh.snapshot()
        for y in 0..<60 {
            for x in 0..<120 where after.color(x: x, y: y) != full.color(x: x, y: y) {
                Issue.record("(\(x), \(y)): \(after.color(x: x, y: y)) incrementally, \(full.color(x: x, y: y)) in full")
                return
            }
        }
    }

    @Test("Opacity mixes the blurred backdrop with the sharp one; a hidden backdrop blurs nothing")
    func opacityMixes() {
        let (root, backdrop, _) = scene()
        let compositor = Compositor(rootLayer: root, pixelWidth: 120, pixelHeight: 60, scale: 1)
        compositor.renderFrame()
        let blurred = grey(compositor.snapshot(), 59, 20)
        backdrop.opacity = 0.5
        compositor.renderFrame()
        let half = grey(compositor.snapshot(), 59, 20)
        #expect(abs(half - blurred / 2) <= 2, "\(half) is half of \(blurred)")
        backdrop.isHidden = true
        compositor.renderFrame()
        #expect(grey(compositor.snapshot(), 59, 20) == 0)
    }

    @Test("The blur keeps a uniform colour, at full size and downsampled, and reads three box radii around its output",
          arguments: [3.0, 10, 20])
    func boxBlur(sigma: Double) {
        #expect(BackdropBlur.boxRadius(sigma: 0) == 0)
        #expect(BackdropBlur.boxRadius(sigma: 30) == 30)
        #expect(BackdropBlur.reach(sigma: 4) == 12)
        // Downsampled 2×: a radius of 5 cells, plus a cell for scaling and one for alignment.
        #expect(BackdropBlur.reach(sigma: 10) == 34)
        var pixels = [UInt32](repeating: 0xFF40_8020, count: 16 * 16)
        let surface = pixels.withUnsafeMutableBytes { bytes in
            BackdropBlur.blur(source: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), bytesPerRow: 64,
                              width: 16, height: 16, output: (x: 2, y: 3, width: 10, height: 8), sigma: sigma)
        }
        #expect(surface.width == 10 && surface.height == 8)
        let row = UnsafeRawPointer(surface.data + 5 * surface.bytesPerRow).assumingMemoryBound(to: UInt32.self)
        #expect((0..<10).allSatisfy { row[$0] == 0xFF40_8020 }, "\((0..<10).map { String(row[$0], radix: 16) })")
    }
}
