@testable import QuartzCore
import Testing
import UIKitTesting

/// `shouldRasterize` and `rasterizationScale`: the subtree drawn once into a bitmap, reused
/// while nothing it draws changes.
@MainActor
@Suite("CALayer rasterization", .exclusiveUIKit, .withoutImplicitActions)
struct CALayerRasterizationTests {
    /// A white 100×100 root with a card holding a black 1-point bar at x 20 and a red square.
    private func scene() -> (root: CALayer, card: CALayer, bar: CALayer, square: CALayer) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.position = CGPoint(x: 50, y: 50)
        root.backgroundColor = CGColor(gray: 1, alpha: 1)
        let card = CALayer()
        card.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
        let bar = CALayer()
        bar.frame = CGRect(x: 10, y: 0, width: 1, height: 80)
        bar.backgroundColor = CGColor(gray: 0, alpha: 1)
        let square = CALayer()
        square.frame = CGRect(x: 40, y: 20, width: 30, height: 30)
        square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        card.addSublayer(bar)
        card.addSublayer(square)
        root.addSublayer(card)
        return (root, card, bar, square)
    }

    private func render(_ root: CALayer) -> CGImage {
        let compositor = Compositor(rootLayer: root, pixelWidth: 200, pixelHeight: 200, scale: 2)
        compositor.renderFrame()
        return compositor.snapshot()
    }

    @Test("Defaults: not rasterized, at 1 pixel per point")
    func defaults() {
        let layer = CALayer()
        #expect(!layer.shouldRasterize)
        #expect(layer.rasterizationScale == 1)
    }

    @Test("At the display's scale a rasterized subtree looks as it does drawn directly")
    func samePixelsAtDisplayScale() {
        let direct = render(scene().root)
        let (root, card, _, _) = scene()
        card.shouldRasterize = true
        card.rasterizationScale = 2
        let rasterized = render(root)
        for (x, y) in [(40, 40), (41, 40), (39, 40), (120, 80), (150, 150), (5, 5)] {
            #expect(near(pixel(rasterized, x, y), pixel(direct, x, y), 4), "pixel \(x), \(y)")
        }
    }

    @Test("At the default scale of 1, a HiDPI frame shows the bitmap magnified: the bar's sharp edge blurs")
    func blurredBelowDisplayScale() {
        let direct = render(scene().root)
        let (root, card, _, _) = scene()
        card.shouldRasterize = true
        let rasterized = render(root)
        // The bar covers device pixels 40 and 41; drawn directly the pixel beside it is white.
        #expect(pixel(direct, 42, 40) == .white)
        #expect(pixel(rasterized, 42, 40).r < 250, "the magnified bitmap spreads the bar")
        #expect(pixel(rasterized, 120, 80).r > 240 && pixel(rasterized, 120, 80).g < 20, "the square is still red inside")
    }

    @Test("The bitmap is kept while the layer only moves; a change inside it, or a new scale, draws it again")
    func cacheKeyedOnDrawing() {
        let (root, card, _, square) = scene()
        card.shouldRasterize = true
        card.rasterizationScale = 2
        let compositor = Compositor(rootLayer: root, pixelWidth: 200, pixelHeight: 200, scale: 2)
        compositor.renderFrame()
        let first = card.renderState.cachedRasterSurface
        #expect(first != nil)
        card.position = CGPoint(x: 45, y: 50)
        compositor.renderFrame()
        #expect(card.renderState.cachedRasterSurface === first, "moved: the same bitmap")
        #expect(pixel(compositor.snapshot(), 30, 40).r < 20, "drawn where the card went: the bar at x 5 + 10 points")
        square.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        compositor.renderFrame()
        #expect(card.renderState.cachedRasterSurface !== first, "a sublayer's colour changed: drawn again")
        let blue = pixel(compositor.snapshot(), 110, 80)
        #expect(blue.b > 240 && blue.r < 20)
        let second = card.renderState.cachedRasterSurface
        card.rasterizationScale = 1
        compositor.renderFrame()
        #expect(card.renderState.cachedRasterSurface !== second)
    }

    @Test("A translucent rasterized layer fades as one bitmap: overlapping sublayers do not show through each other")
    func opacityAppliesToTheBitmap() {
        let (root, card, _, square) = scene()
        card.allowsGroupOpacity = false
        let over = CALayer()
        over.frame = CGRect(x: 55, y: 35, width: 30, height: 30)
        over.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        card.addSublayer(over)
        card.opacity = 0.5
        card.shouldRasterize = true
        card.rasterizationScale = 2
        let image = render(root)
        // Where the blue square overlaps the red one, only blue shows, at half strength.
        let overlap = pixel(image, 2 * (10 + 62), 2 * (10 + 45))
        #expect(overlap.r > 120 && overlap.b > 240, "\(overlap): half blue over white, no red")
        _ = square
    }
}

extension CALayerRasterizationTests {
    @Test("A rasterized layer with a shadow drawn from its content: the bitmap holds the shadow, drawn from the subtree (the Gallery found the recursion)")
    func shadowedRasterizedLayer() {
        let (root, card, _, _) = scene()
        card.backgroundColor = CGColor(red: 0, green: 0.6, blue: 0, alpha: 1)
        card.shadowOpacity = 1
        card.shadowRadius = 0
        card.shadowOffset = CGSize(width: 4, height: 4)
        card.shouldRasterize = true
        card.rasterizationScale = 2
        let image = render(root)
        #expect(pixel(image, 2 * 92, 2 * 92).r < 20, "the shadow beyond the card's corner")
        #expect(pixel(image, 2 * 50, 2 * 80).g > 140, "the card")
    }
}

extension CALayerRasterizationTests {
    @Test("Fading or hiding the rasterized layer keeps its bitmap; the fade shows")
    func fadingKeepsTheBitmap() {
        let (root, card, _, _) = scene()
        card.shouldRasterize = true
        card.rasterizationScale = 2
        let compositor = Compositor(rootLayer: root, pixelWidth: 200, pixelHeight: 200, scale: 2)
        compositor.renderFrame()
        let first = card.renderState.cachedRasterSurface
        card.opacity = 0.5
        compositor.renderFrame()
        #expect(card.renderState.cachedRasterSurface === first)
        let faded = pixel(compositor.snapshot(), 120, 80)
        #expect(faded.r > 240 && faded.g > 110 && faded.g < 145, "half red over white: \(faded)")
        card.isHidden = true
        compositor.renderFrame()
        card.isHidden = false
        compositor.renderFrame()
        #expect(card.renderState.cachedRasterSurface === first)
    }
}
