import Testing
@testable import QuartzCore
import UIKitTesting

/// Wide `shadowPath` shadows are blurred at a half or a quarter of their size and scaled back
/// up; these compare that with blurring at full size, on the shadows UIKit draws (a popover's,
/// a sheet's card, a turned layer), opaque black so that the mask's every level shows.
@MainActor
@Suite("Shadows blurred small and scaled up", .serialized, .exclusiveUIKit)
struct ShadowDownsamplingTests {
    private func render(_ root: CALayer, width: Int, height: Int, scale: CGFloat, downsampling: Bool) -> CGImage {
        LayerRenderer.downsamplesWideShadows = downsampling
        defer { LayerRenderer.downsamplesWideShadows = true }
        let compositor = Compositor(rootLayer: root, pixelWidth: width, pixelHeight: height, scale: scale)
        compositor.renderFrame()
        return compositor.snapshot()
    }

    private func root(width: CGFloat, height: CGFloat) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        root.position = CGPoint(x: width / 2, y: height / 2)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        return root
    }

    private func shadowed(_ layer: CALayer, radius: CGFloat) {
        layer.shadowColor = CGColor(gray: 0, alpha: 1)
        layer.shadowOpacity = 1
        layer.shadowRadius = radius
        layer.shadowOffset = CGSize(width: 0, height: 3)
    }

    /// A fresh scene for each render, so that no mask kept by one is found by the other.
    private func scene(radius: Double, turned: Bool) -> CALayer {
        let root = root(width: 400, height: 300)
        let card = CALayer()
        card.frame = CGRect(x: 110, y: 80, width: 180, height: 130)
        card.shadowPath = CGPath(roundedRect: card.bounds, cornerWidth: 13, cornerHeight: 13, transform: nil)
        if turned { card.setAffineTransform(CGAffineTransform(rotationAngle: 0.35)) }
        shadowed(card, radius: CGFloat(radius))
        root.addSublayer(card)
        return root
    }

    @Test("Wide shadowPath shadows blurred small and scaled up stay within two levels of the full-size blur", arguments: [
        // (shadow radius in points, scale, turned)
        (24.0, 2.0, false),   // a popover's: sigma 24 pixels, a quarter of the size
        (10.0, 2.0, false),   // a sheet's card: sigma 10, half the size
        (16.0, 1.0, false),   // sigma 8 at 1×: half
        (40.0, 3.0, true),    // turned, at 3×: sigma 60, a quarter
    ])
    func withinTwoLevels(radius: Double, scale: Double, turned: Bool) {
        let sigma = radius * scale / 2
        #expect(LayerRenderer.shadowDownsampling(sigma: sigma, hasPath: true) > 1)
        let width = Int(400 * scale), height = Int(300 * scale)
        let full = render(scene(radius: radius, turned: turned), width: width, height: height, scale: CGFloat(scale), downsampling: false)
        let small = render(scene(radius: radius, turned: turned), width: width, height: height, scale: CGFloat(scale), downsampling: true)
        let comparison = ImageComparison.compare(small, with: full, tolerance: ImageTolerance(channel: 2, fraction: 0))
        #expect(comparison.passes(ImageTolerance(channel: 2, fraction: 0)),
                "\(comparison.differingPixels) pixels differ by more than 2; largest difference \(comparison.maximumChannelDifference)")
        #expect(comparison.maximumChannelDifference > 0, "the two ways were both taken")
        // The shadow is there: dark under the card's lower edge.
        let below = full.pixel(x: Int(200 * scale), y: Int(214 * scale)) & 0xFF
        #expect(below < 0xC0, "a shadow was drawn")
    }

    @Test("Narrow shadows, and every content silhouette, are blurred at full size")
    func narrowShadowsAreNotScaled() {
        #expect(LayerRenderer.shadowDownsampling(sigma: 3, hasPath: true) == 1)
        #expect(LayerRenderer.shadowDownsampling(sigma: 7.9, hasPath: true) == 1)
        #expect(LayerRenderer.shadowDownsampling(sigma: 8, hasPath: true) == 2)
        #expect(LayerRenderer.shadowDownsampling(sigma: 16, hasPath: true) == 4)
        #expect(LayerRenderer.shadowDownsampling(sigma: 60, hasPath: false) == 1)
    }
}
