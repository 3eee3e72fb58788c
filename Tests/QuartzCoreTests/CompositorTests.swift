@testable import QuartzCore
import Testing
import UIKitTesting

@MainActor
@Suite("Compositor", .exclusiveUIKit, .withoutImplicitActions)
struct CompositorTests {
    /// A root layer of 200×100 points with a grid of rounded, bordered, shadowed cards.
    private func scene() -> (root: CALayer, cards: [CALayer]) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        root.position = CGPoint(x: 100, y: 50)
        root.backgroundColor = CGColor(gray: 0.95, alpha: 1)
        var cards: [CALayer] = []
        for row in 0..<2 {
            for column in 0..<4 {
                let card = CALayer()
                card.frame = CGRect(x: 10 + column * 48, y: 10 + row * 45, width: 36, height: 32)
                card.backgroundColor = CGColor(red: CGFloat(column) / 4, green: 0.5, blue: 1 - CGFloat(row) / 2, alpha: 1)
                card.cornerRadius = 6
                card.borderWidth = 1
                card.borderColor = CGColor(gray: 0.2, alpha: 1)
                card.shadowOpacity = 0.4
                card.shadowOffset = CGSize(width: 0, height: 2)
                card.shadowRadius = 3
                root.addSublayer(card)
                cards.append(card)
            }
        }
        return (root, cards)
    }

    private func fullRender(_ root: CALayer) -> CGImage {
        let fresh = Compositor(rootLayer: root, pixelWidth: 400, pixelHeight: 200, scale: 2)
        fresh.renderFrame()
        return fresh.snapshot()
    }

    @Test("The first frame redraws everything; a frame with no changes redraws nothing")
    func firstAndIdleFrames() {
        let (root, _) = scene()
        let compositor = Compositor(rootLayer: root, pixelWidth: 400, pixelHeight: 200, scale: 2)
        #expect(compositor.renderFrame() == [CGRect(x: 0, y: 0, width: 400, height: 200)])
        #expect(compositor.statistics.layersDrawn == 9)
        #expect(compositor.renderFrame().isEmpty)
        #expect(compositor.statistics.framesRendered == 1)
    }

    @Test("An incremental frame redraws only the damaged region, and matches a full redraw")
    func incrementalFrame() {
        let (root, cards) = scene()
        let compositor = Compositor(rootLayer: root, pixelWidth: 400, pixelHeight: 200, scale: 2)
        compositor.renderFrame()
        let before = compositor.snapshot()

        cards[5].backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let damage = compositor.renderFrame()

        // One rectangle around the card and its shadow, far smaller than the frame.
        #expect(damage.count == 1)
        let cardPixels = cards[5].frame.applying(CGAffineTransform(scaleX: 2, y: 2))
        #expect(damage[0].contains(cardPixels))
        #expect(damage[0].width * damage[0].height < 400 * 200 / 8)
        // Only the root (for its background under the damage) and that card were drawn.
        #expect(compositor.statistics.layersDrawn == 2)

        let after = compositor.snapshot()
        // Outside the damage nothing changed …
        for y in stride(from: 0, to: 200, by: 3) {
            for x in stride(from: 0, to: 400, by: 3) where !damage[0].contains(CGPoint(x: x, y: y)) {
                #expect(after.pixel(x: x, y: y) == before.pixel(x: x, y: y))
            }
        }
        // … and the result is exactly what a full redraw gives.
        let comparison = ImageComparison.compare(after, with: fullRender(root), tolerance: .exact)
        #expect(comparison.differingPixels == 0)
    }

    @Test("A badge changing inside a rounded, bordered card redraws the card's fill as a rectangle and leaves its border out, and the frame is exactly a full redraw's")
    func damageInsideRoundedCard() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 300, height: 100)
        root.backgroundColor = CGColor(gray: 0.95, alpha: 1)
        var badges: [CALayer] = []
        for (index, curve) in [CALayerCornerCurve.circular, .continuous, .circular, .continuous].enumerated() {
            let card = CALayer()
            card.frame = CGRect(x: 8.3 + CGFloat(index) * 72, y: 10.6, width: 60.5, height: 80.2)
            card.backgroundColor = CGColor(gray: 1, alpha: 0.9)
            card.cornerRadius = 14
            card.cornerCurve = curve
            card.borderWidth = 1.5
            card.borderColor = CGColor(gray: 0.6, alpha: 1)
            let badge = CALayer()
            // Inside the corners for the first two; over the corner and the border for the others.
            badge.frame = index < 2 ? CGRect(x: 30.2, y: 9.7, width: 20.5, height: 20.5) : CGRect(x: 46.1, y: -2.4, width: 20, height: 20)
            badge.backgroundColor = CGColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
            badge.cornerRadius = 10
            card.addSublayer(badge)
            badges.append(badge)
            root.addSublayer(card)
        }
        let compositor = Compositor(rootLayer: root, pixelWidth: 600, pixelHeight: 200, scale: 2)
        compositor.renderFrame()
        for badge in badges { badge.backgroundColor = CGColor(red: 0, green: 0.48, blue: 1, alpha: 1) }
        compositor.renderFrame()
        let fresh = Compositor(rootLayer: root, pixelWidth: 600, pixelHeight: 200, scale: 2)
        fresh.renderFrame()
        let comparison = ImageComparison.compare(compositor.snapshot(), with: fresh.snapshot(), tolerance: .exact)
        #expect(comparison.differingPixels == 0, "largest difference \(comparison.maximumChannelDifference)")

        let card = root.sublayers![0]
        let transform = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: card.frame.minX, y: card.frame.minY)
        #expect(card.wholePixelsInsideOutline(transform: transform)
            == card.bounds.insetBy(dx: 14 * (1 - 1 / 2.0.squareRoot()), dy: 14 * (1 - 1 / 2.0.squareRoot())).applying(transform).wholePixelsInside)
        #expect(card.wholePixelsInsideOutline(insetBy: 1.5, transform: transform)
            == card.bounds.insetBy(dx: 1.5 + 12.5 * (1 - 1 / 2.0.squareRoot()), dy: 1.5 + 12.5 * (1 - 1 / 2.0.squareRoot())).applying(transform).wholePixelsInside)
        #expect(card.wholePixelsInsideOutline(transform: CGAffineTransform(rotationAngle: 0.1)) == nil)
    }

    @Test("A small rounded, bordered layer composites its cached coverage: within a level of filling its outline directly, kept while it moves by whole pixels, made again for new corners or a new phase; a large one keeps none")
    func cachedCoverageOfSmallRoundedLayers() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 200)
        root.backgroundColor = CGColor(gray: 0.95, alpha: 1)
        let badge = CALayer()
        badge.frame = CGRect(x: 20.25, y: 10.5, width: 22, height: 22)
        badge.backgroundColor = CGColor(red: 1, green: 0.23, blue: 0.19, alpha: 0.8)
        badge.cornerRadius = 7
        badge.borderWidth = 1.5
        badge.borderColor = CGColor(gray: 0.2, alpha: 0.6)
        let turned = CALayer()
        turned.frame = CGRect(x: 80, y: 20, width: 40, height: 30)
        turned.backgroundColor = CGColor(red: 0, green: 0.48, blue: 1, alpha: 1)
        turned.cornerRadius = 9
        turned.cornerCurve = .continuous
        turned.borderWidth = 2
        turned.borderColor = CGColor(gray: 0, alpha: 1)
        turned.setAffineTransform(CGAffineTransform(rotationAngle: 0.3))
        let large = CALayer()
        large.frame = CGRect(x: 150, y: 10, width: 200, height: 180)
        large.backgroundColor = CGColor(gray: 1, alpha: 1)
        large.cornerRadius = 20
        for layer in [badge, turned, large] { root.addSublayer(layer) }

        let compositor = Compositor(rootLayer: root, pixelWidth: 800, pixelHeight: 400, scale: 2)
        compositor.renderFrame()
        let (background, border) = badge.renderState.cachedCoverageSurfaces
        #expect(background != nil && border != nil)
        #expect(turned.renderState.cachedCoverageSurfaces.background != nil)
        #expect(large.renderState.cachedCoverageSurfaces.background == nil, "256 × 256 pixels at most")

        LayerRenderer.compositesCachedCoverage = false
        let direct = Compositor(rootLayer: root, pixelWidth: 800, pixelHeight: 400, scale: 2)
        direct.renderFrame()
        LayerRenderer.compositesCachedCoverage = true
        let comparison = ImageComparison.compare(compositor.snapshot(), with: direct.snapshot(), tolerance: ImageTolerance(channel: 1, fraction: 0))
        #expect(comparison.passes(ImageTolerance(channel: 1, fraction: 0)), "largest difference \(comparison.maximumChannelDifference)")

        badge.frame.origin.x += 5
        compositor.renderFrame()
        #expect(badge.renderState.cachedCoverageSurfaces.background === background, "whole pixels keep the mask")
        #expect(badge.renderState.cachedCoverageSurfaces.border === border)
        badge.frame.origin.x += 0.25
        compositor.renderFrame()
        #expect(badge.renderState.cachedCoverageSurfaces.background !== background, "half a pixel makes a new one")
        let shifted = badge.renderState.cachedCoverageSurfaces.background
        badge.cornerRadius = 11
        compositor.renderFrame()
        #expect(badge.renderState.cachedCoverageSurfaces.background !== shifted, "new corners make a new one")
        let fresh = Compositor(rootLayer: root, pixelWidth: 800, pixelHeight: 400, scale: 2)
        fresh.renderFrame()
        #expect(ImageComparison.compare(compositor.snapshot(), with: fresh.snapshot(), tolerance: .exact).differingPixels == 0)
    }

    /// Large rounded layers of every kind the slicing accepts or declines, on a light root.
    private func largeRoundedLayers() -> (root: CALayer, layers: [CALayer]) {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 600, height: 420)
        root.backgroundColor = CGColor(gray: 0.95, alpha: 1)
        var layers: [CALayer] = []
        let kinds: [(CALayerCornerCurve, CACornerMask, CGFloat, CGFloat, CGFloat)] = [
            (.circular, [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner], 14, 1, 1),
            (.continuous, [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner], 20, 2, 0.8),
            (.circular, [.layerMinXMinYCorner, .layerMaxXMaxYCorner], 30, 0.5, 1),
            (.continuous, [.layerMaxXMinYCorner, .layerMinXMaxYCorner], 12, 20, 1),     // a border wider than the corners reach
            (.circular, [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner], 300, 1, 1), // a capsule: no straight side
            (.circular, [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner], 16, 1.25, 1), // a border off whole pixels
        ]
        for (index, (curve, corners, radius, border, alpha)) in kinds.enumerated() {
            let layer = CALayer()
            layer.frame = CGRect(x: 10 + CGFloat(index % 3) * 195, y: 10 + CGFloat(index / 3) * 205, width: 180, height: 190)
            layer.backgroundColor = CGColor(red: 0.2 + CGFloat(index) * 0.1, green: 0.6, blue: 0.9, alpha: alpha)
            layer.cornerRadius = radius
            layer.cornerCurve = curve
            layer.maskedCorners = corners
            layer.borderWidth = border
            layer.borderColor = CGColor(gray: 0.2, alpha: 0.7)
            root.addSublayer(layer)
            layers.append(layer)
        }
        return (root, layers)
    }

    @Test("A large rounded, bordered layer on whole pixels is drawn in slices — straight parts filled as rectangles, corners through cached masks — within a level of its path fill; corners are kept while it moves by whole pixels; a layer off whole pixels, a capsule or a wide border is filled as a path")
    func largeRoundedLayersInSlices() {
        // At scale 1 these layers are small enough for LayerRenderer+Coverage.
        for scale: CGFloat in [2, 3] {
            let (root, layers) = largeRoundedLayers()
            let size = (Int(600 * scale), Int(420 * scale))
            let sliced = Compositor(rootLayer: root, pixelWidth: size.0, pixelHeight: size.1, scale: scale)
            sliced.renderFrame()
            #expect(layers[0].renderState.cachedCornerSurfaces.background.count == 4, "scale \(scale)")
            #expect(layers[0].renderState.cachedCornerSurfaces.border.count == 4)
            #expect(layers[1].renderState.cachedCornerSurfaces.border.count == 4)
            #expect(layers[3].renderState.cachedCornerSurfaces.background.count == 4)
            #expect(layers[3].renderState.cachedCornerSurfaces.border.isEmpty, "a border wider than the corners reach")
            #expect(layers[4].renderState.cachedCornerSurfaces.background.isEmpty, "a capsule has no straight side")
            #expect(layers[5].renderState.cachedCornerSurfaces.background.count == 4)
            #expect(layers[5].renderState.cachedCornerSurfaces.border.isEmpty, "a border of 1.25 points is off whole pixels at scales 2 and 3")

            LayerRenderer.drawsLargeRoundedShapesInSlices = false
            let paths = Compositor(rootLayer: root, pixelWidth: size.0, pixelHeight: size.1, scale: scale)
            paths.renderFrame()
            LayerRenderer.drawsLargeRoundedShapesInSlices = true
            let comparison = ImageComparison.compare(sliced.snapshot(), with: paths.snapshot(), tolerance: ImageTolerance(channel: 1, fraction: 0))
            #expect(comparison.passes(ImageTolerance(channel: 1, fraction: 0)),
                    "scale \(scale): \(comparison.differingPixels) pixels differ, by up to \(comparison.maximumChannelDifference)")
        }

        let (root, layers) = largeRoundedLayers()
        let compositor = Compositor(rootLayer: root, pixelWidth: 1200, pixelHeight: 840, scale: 2)
        compositor.renderFrame()
        let corners = layers[0].renderState.cachedCornerSurfaces.background
        layers[0].frame.origin.x += 3
        compositor.renderFrame()
        #expect(zip(corners, layers[0].renderState.cachedCornerSurfaces.background).allSatisfy { $0 === $1 }, "whole pixels keep the corners")
        let cornersOfSecond = layers[1].renderState.cachedCornerSurfaces.background
        layers[1].cornerRadius = 24
        compositor.renderFrame()
        #expect(!zip(cornersOfSecond, layers[1].renderState.cachedCornerSurfaces.background).contains { $0 === $1 }, "new corners, new masks")
        // Half a pixel off: a path fill, which the fresh frame below draws too.
        layers[0].frame.origin.x += 0.25
        compositor.renderFrame()
        let fresh = Compositor(rootLayer: root, pixelWidth: 1200, pixelHeight: 840, scale: 2)
        fresh.renderFrame()
        let comparison = ImageComparison.compare(compositor.snapshot(), with: fresh.snapshot(), tolerance: .exact)
        #expect(comparison.differingPixels == 0, "incremental frames draw the slices as a full frame does")
    }

    @Test("Moving a layer damages where it was and where it is")
    func moving() {
        let (root, cards) = scene()
        let compositor = Compositor(rootLayer: root, pixelWidth: 400, pixelHeight: 200, scale: 2)
        compositor.renderFrame()
        let oldPixels = cards[0].frame.applying(CGAffineTransform(scaleX: 2, y: 2))
        cards[0].position.x += 150
        let damage = compositor.renderFrame()
        let newPixels = cards[0].frame.applying(CGAffineTransform(scaleX: 2, y: 2))
        #expect(damage.contains { $0.contains(oldPixels) })
        #expect(damage.contains { $0.contains(newPixels) })
        #expect(ImageComparison.compare(compositor.snapshot(), with: fullRender(root), tolerance: .exact).differingPixels == 0)
    }

    @Test("Removing, adding, hiding and showing layers damage the right places")
    func structureChanges() {
        let (root, cards) = scene()
        let compositor = Compositor(rootLayer: root, pixelWidth: 400, pixelHeight: 200, scale: 2)
        compositor.renderFrame()

        cards[1].removeFromSuperlayer()
        let removed = compositor.renderFrame()
        #expect(removed.contains { $0.contains(cards[1].frame.applying(CGAffineTransform(scaleX: 2, y: 2))) })

        root.addSublayer(cards[1])
        #expect(!compositor.renderFrame().isEmpty)

        cards[2].isHidden = true
        let hidden = compositor.renderFrame()
        #expect(hidden.contains { $0.contains(cards[2].frame.applying(CGAffineTransform(scaleX: 2, y: 2))) })
        cards[2].isHidden = false
        #expect(!compositor.renderFrame().isEmpty)
        #expect(ImageComparison.compare(compositor.snapshot(), with: fullRender(root), tolerance: .exact).differingPixels == 0)
    }

    @Test("A partial setNeedsDisplay damages only the redrawn rectangle of the layer")
    func partialRedisplay() {
        final class Striped: CALayer {
            var color = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(color)
                ctx.fill(bounds)
            }
        }
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        root.position = CGPoint(x: 100, y: 50)
        let canvas = Striped()
        canvas.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        canvas.contentsScale = 2
        root.addSublayer(canvas)
        canvas.setNeedsDisplay()
        let compositor = Compositor(rootLayer: root, pixelWidth: 400, pixelHeight: 200, scale: 2)
        compositor.renderFrame()

        canvas.color = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        canvas.setNeedsDisplay(CGRect(x: 50, y: 20, width: 10, height: 10))
        let damage = compositor.renderFrame()
        #expect(damage == [CGRect(x: 99, y: 39, width: 22, height: 22)])
        let frame = compositor.snapshot()
        #expect(frame.pixel(x: 110, y: 50) == 0xFF00_FF00)
        #expect(frame.pixel(x: 10, y: 10) == 0xFF00_00FF)
    }

    @Test("Layers of one outline at one sub-pixel phase share one coverage mask; another phase or other corners rasterize their own, and the frame is the one each layer's own masks make")
    func sharedCoverageMasks() {
        let (root, cards) = scene()
        let compositor = Compositor(rootLayer: root, pixelWidth: 400, pixelHeight: 200, scale: 2)
        compositor.renderFrame()
        let (background, border) = cards[0].renderState.cachedCoverageSurfaces
        #expect(background != nil && border != nil)
        for card in cards.dropFirst() {
            #expect(card.renderState.cachedCoverageSurfaces.background === background, "same outline, same phase")
            #expect(card.renderState.cachedCoverageSurfaces.border === border)
        }
        func vary(_ cards: [CALayer]) {
            cards[1].position.x += 0.25
            cards[2].cornerRadius = 8
        }
        vary(cards)
        compositor.renderFrame()
        #expect(cards[1].renderState.cachedCoverageSurfaces.background !== background, "half a pixel: another phase")
        #expect(cards[2].renderState.cachedCoverageSurfaces.background !== background, "other corners")
        #expect(cards[3].renderState.cachedCoverageSurfaces.background === background)
        // The same scene built afresh, every layer rasterizing its own masks.
        SharedCoverageMasks.isEnabled = false
        let (unsharedRoot, unsharedCards) = scene()
        vary(unsharedCards)
        let unshared = fullRender(unsharedRoot)
        SharedCoverageMasks.isEnabled = true
        #expect(unsharedCards[3].renderState.cachedCoverageSurfaces.background !== background)
        #expect(ImageComparison.compare(compositor.snapshot(), with: unshared, tolerance: .exact).differingPixels == 0,
                "a shared mask is the one each layer would rasterize")
    }

    @Test("A shadowPath shadow's blurred mask is found again by a new layer with an equal path, radius and phase (a popover presented again); another path blurs its own")
    func sharedShadowPathMasks() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        root.position = CGPoint(x: 100, y: 50)
        root.backgroundColor = CGColor(gray: 0.95, alpha: 1)
        func card(width: CGFloat) -> CALayer {
            let card = CALayer()
            card.frame = CGRect(x: 30, y: 20, width: 120, height: 60)
            card.backgroundColor = CGColor(gray: 1, alpha: 1)
            card.shadowOpacity = 0.3
            card.shadowRadius = 12
            card.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: width, height: 60), transform: nil)
            return card
        }
        let compositor = Compositor(rootLayer: root, pixelWidth: 400, pixelHeight: 200, scale: 2)
        let first = card(width: 120)
        root.addSublayer(first)
        compositor.renderFrame()
        let mask = first.renderState.cachedShadowSurface
        let blurredHere = compositor.snapshot()
        #expect(mask != nil)
        first.removeFromSuperlayer()
        let again = card(width: 120)
        root.addSublayer(again)
        compositor.renderFrame()
        #expect(again.renderState.cachedShadowSurface === mask, "an equal path, another layer")
        #expect(ImageComparison.compare(compositor.snapshot(), with: blurredHere, tolerance: .exact).differingPixels == 0,
                "the kept mask draws what blurring afresh drew")
        again.removeFromSuperlayer()
        let other = card(width: 100)
        root.addSublayer(other)
        compositor.renderFrame()
        #expect(other.renderState.cachedShadowSurface !== mask)
    }

    @Test("Changing a shadowed card's content updates its cached shadow; moving it reuses the shadow")
    func shadowCache() {
        let (root, cards) = scene()
        let compositor = Compositor(rootLayer: root, pixelWidth: 400, pixelHeight: 200, scale: 2)
        compositor.renderFrame()
        let mask = cards[3].renderState.cachedShadowSurface
        #expect(mask != nil)
        cards[3].position.x -= 1
        compositor.renderFrame()
        #expect(cards[3].renderState.cachedShadowSurface === mask)
        cards[3].bounds.size.width += 4
        compositor.renderFrame()
        #expect(cards[3].renderState.cachedShadowSurface !== mask)
        #expect(ImageComparison.compare(compositor.snapshot(), with: fullRender(root), tolerance: .exact).differingPixels == 0)
    }

    @Test("A child's color change keeps its parent's content shadow; a change of coverage redraws it")
    func shadowFollowsCoverage() {
        let (root, cards) = scene()
        let badge = CALayer()
        badge.frame = CGRect(x: 4, y: 4, width: 8, height: 8)
        badge.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        cards[0].addSublayer(badge)
        let compositor = Compositor(rootLayer: root, pixelWidth: 400, pixelHeight: 200, scale: 2)
        compositor.renderFrame()
        let mask = cards[0].renderState.cachedShadowSurface
        badge.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        compositor.renderFrame()
        #expect(cards[0].renderState.cachedShadowSurface === mask)
        badge.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        compositor.renderFrame()
        #expect(cards[0].renderState.cachedShadowSurface !== mask)
        badge.position.x += 20
        let moved = cards[0].renderState.cachedShadowSurface
        compositor.renderFrame()
        #expect(cards[0].renderState.cachedShadowSurface !== moved)
        #expect(ImageComparison.compare(compositor.snapshot(), with: fullRender(root), tolerance: .exact).differingPixels == 0)
    }

    @Test("What opaque layers cover is not painted — a page under a page, a background under both — and the frame is what painting everything gives")
    func occludedLayersSkipped() {
        func layer(_ frame: CGRect, _ color: CGColor, opacity: Float = 1) -> CALayer {
            let layer = CALayer()
            layer.frame = frame
            layer.backgroundColor = color
            layer.opacity = opacity
            return layer
        }
        let root = layer(CGRect(x: 0, y: 0, width: 200, height: 100), CGColor(gray: 0.95, alpha: 1))
        // A page with three cards, entirely under the next page.
        let lower = layer(root.bounds, CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        for index in 0..<3 {
            let card = layer(CGRect(x: 10 + index * 60, y: 20, width: 50, height: 40), CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            card.shadowOpacity = 0.5
            lower.addSublayer(card)
        }
        // The top page, at fractional points: its edge pixels blend, so it hides only whole pixels.
        let upper = layer(CGRect(x: 0, y: 0, width: 200, height: 100.3), CGColor(red: 0, green: 0.5, blue: 0, alpha: 1))
        upper.addSublayer(layer(CGRect(x: 20, y: 20, width: 30, height: 30), CGColor(red: 1, green: 1, blue: 0, alpha: 0.5)))
        // Translucent: hides nothing.
        let veil = layer(root.bounds, CGColor(gray: 0, alpha: 1), opacity: 0.3)
        [lower, upper, veil].forEach(root.addSublayer)

        let compositor = Compositor(rootLayer: root, pixelWidth: 400, pixelHeight: 200, scale: 2)
        compositor.renderFrame()
        // The root's background, the lower page and its three cards; drawn: the root (for its
        // sublayers), the upper page, its badge and the veil.
        #expect(compositor.statistics.layersOccluded == 5)
        #expect(compositor.statistics.layersDrawn == 4)

        expectSameAsPaintingEverything(compositor)

        // Rounded corners let the lower page's corners show: only its cards stay hidden.
        upper.cornerRadius = 3
        compositor.renderFrame()
        #expect(compositor.statistics.layersOccluded == 4)
        expectSameAsPaintingEverything(compositor)
        // Moved aside, the top page hides one card.
        upper.position.x += 120
        compositor.renderFrame()
        #expect(compositor.statistics.layersOccluded == 2)
        expectSameAsPaintingEverything(compositor)
    }

    private func expectSameAsPaintingEverything(_ compositor: Compositor, sourceLocation: SourceLocation = #_sourceLocation) {
        let surface = ImageSurface(width: compositor.pixelWidth, height: compositor.pixelHeight)
        let context = CGContext(uikitSurface: surface, scale: compositor.scale)
        compositor.rootLayer.render(in: context)
        let comparison = ImageComparison.compare(compositor.snapshot(), with: context.makeImage()!, tolerance: .exact)
        #expect(comparison.differingPixels == 0, sourceLocation: sourceLocation)
    }

    @Test("Resizing the frame buffer redraws everything")
    func resizing() {
        let (root, _) = scene()
        let compositor = Compositor(rootLayer: root, pixelWidth: 400, pixelHeight: 200, scale: 2)
        compositor.renderFrame()
        compositor.resize(pixelWidth: 200, pixelHeight: 100, scale: 1)
        #expect(compositor.renderFrame() == [CGRect(x: 0, y: 0, width: 200, height: 100)])
        expectSameAsPaintingEverything(compositor)
    }

    @Test("A new frame buffer read before its first frame is transparent, whatever its memory held")
    func frameBufferBeforeFirstFrame() {
        let (root, _) = scene()
        let compositor = Compositor(rootLayer: root, pixelWidth: 400, pixelHeight: 200, scale: 2)
        compositor.renderFrame()
        for _ in 0..<3 {
            compositor.resize(pixelWidth: 300, pixelHeight: 150, scale: 1.5)
            let unpainted = compositor.snapshot()
            #expect(ImageComparison.compare(unpainted, with: CGImage(surface: ImageSurface(width: 300, height: 150)), tolerance: .exact).differingPixels == 0)
            compositor.renderFrame()
            expectSameAsPaintingEverything(compositor)
            compositor.resize(pixelWidth: 400, pixelHeight: 200, scale: 2)
            compositor.renderFrame()
        }
    }

    @Test("A shadow under an opaque layer is composited only around it: the frame is the one the whole shadow makes")
    func shadowUnderOpaqueLayer() {
        func render(opacity: Float) -> CGImage {
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
            root.backgroundColor = CGColor(gray: 0.95, alpha: 1)
            for (index, curve) in [CALayerCornerCurve.circular, .continuous, .circular].enumerated() {
                let card = CALayer()
                // Fractional places and sizes: the hidden middle is rounded inward to whole pixels.
                card.frame = CGRect(x: 10.3 + CGFloat(index) * 62, y: 12.7, width: 50.4, height: 70.2)
                card.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
                card.cornerRadius = index == 2 ? 0 : 14
                card.cornerCurve = curve
                card.shadowOpacity = 0.6
                card.shadowRadius = 6
                card.shadowOffset = CGSize(width: 3, height: 5)
                card.opacity = opacity
                root.addSublayer(card)
            }
            let compositor = Compositor(rootLayer: root, pixelWidth: 400, pixelHeight: 200, scale: 2)
            compositor.renderFrame()
            return compositor.snapshot()
        }
        // Not quite opaque, the cards let the whole shadow be composited: what shows is the same
        // to within a rounding.
        let banded = render(opacity: 1), whole = render(opacity: 0.99999)
        let comparison = ImageComparison.compare(banded, with: whole, tolerance: ImageTolerance(channel: 1, fraction: 0))
        #expect(comparison.differingPixels == 0, "largest difference \(comparison.maximumChannelDifference)")

        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: 50, height: 70)
        card.cornerRadius = 14
        #expect(LayerRenderer.opaqueInterior(of: card, transform: .identity) == nil, "no background: nothing hidden")
        card.backgroundColor = CGColor(gray: 1, alpha: 1)
        let hidden = LayerRenderer.opaqueInterior(of: card, transform: CGAffineTransform(scaleX: 2, y: 2))
        #expect(hidden == CGRect(x: 9, y: 9, width: 82, height: 122), "inset by 14 × (1 − 1/√2) points, whole pixels inward")
        #expect(LayerRenderer.opaqueInterior(of: card, transform: CGAffineTransform(rotationAngle: 0.1)) == nil, "turned: none")
    }

    /// Everything the renderer draws, at fractional places and across band edges: rounded,
    /// bordered, shadowed cards (circular and continuous corners), a turned card, a translucent
    /// group, a mask, a rounded clip with a shadow, and images scaled smoothly and in nine parts.
    private func everythingScene() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 300, height: 400)
        root.backgroundColor = CGColor(gray: 0.95, alpha: 1)
        let pattern = ImageSurface(width: 12, height: 12)
        let patternContext = CGContext(uikitSurface: pattern, scale: 1)
        patternContext.setFillColor(CGColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1))
        patternContext.fill(CGRect(x: 0, y: 0, width: 12, height: 12))
        patternContext.setFillColor(CGColor(red: 1, green: 0.8, blue: 0, alpha: 1))
        patternContext.fill(CGRect(x: 4, y: 4, width: 4, height: 4))
        patternContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 5, height: 5))
        let image = patternContext.makeImage()!
        for index in 0..<24 {
            let card = CALayer()
            card.frame = CGRect(x: 8.3 + CGFloat(index % 4) * 72, y: 6.7 + CGFloat(index / 4) * 65.5, width: 60.4, height: 50.2)
            card.backgroundColor = CGColor(red: CGFloat(index % 4) / 4, green: 0.5, blue: CGFloat(index) / 24, alpha: 1)
            card.cornerRadius = CGFloat(index % 3) * 7
            card.cornerCurve = index % 2 == 0 ? .circular : .continuous
            card.borderWidth = CGFloat(index % 3)
            card.borderColor = CGColor(gray: 0.2, alpha: 1)
            card.shadowOpacity = 0.5
            card.shadowRadius = CGFloat(2 + index % 5)
            card.shadowOffset = CGSize(width: 1, height: 3)
            switch index % 6 {
            case 1:
                card.setAffineTransform(CGAffineTransform(rotationAngle: 0.2))
            case 2:
                card.opacity = 0.6
                let inner = CALayer()
                inner.frame = CGRect(x: 10, y: 10, width: 60, height: 20)
                inner.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
                card.addSublayer(inner)
            case 3:
                let mask = CALayer()
                mask.frame = card.bounds.insetBy(dx: 6, dy: 6)
                mask.backgroundColor = CGColor(gray: 0, alpha: 1)
                mask.cornerRadius = 12
                card.mask = mask
            case 4:
                card.masksToBounds = true
                card.contents = image
                card.contentsGravity = .resizeAspectFill
            case 5:
                card.contents = image
                card.contentsScale = 0.5
                card.contentsCenter = CGRect(x: 4.0 / 12, y: 4.0 / 12, width: 4.0 / 12, height: 4.0 / 12)
            default:
                break
            }
            root.addSublayer(card)
        }
        return root
    }

    @Test("A frame drawn in bands on several threads is byte for byte the frame drawn on one, full and incremental, and what one unbanded pass draws to within a sampling step")
    func bandedFrames() {
        func frames(parallel: Bool) -> [CGImage] {
            let root = everythingScene()
            let compositor = Compositor(rootLayer: root, pixelWidth: 600, pixelHeight: 800, scale: 2)
            compositor.playsBandsInParallel = parallel
            compositor.renderFrame()
            let first = compositor.snapshot()
            // A change across band edges: a card moves and another turns translucent.
            root.sublayers![9].position.y += 31.5
            root.sublayers![14].opacity = 0.5
            compositor.renderFrame()
            return [first, compositor.snapshot()]
        }
        let serial = frames(parallel: false), parallel = frames(parallel: true)
        for (inParallel, oneThread) in zip(parallel, serial) {
            let comparison = ImageComparison.compare(inParallel, with: oneThread, tolerance: .exact)
            #expect(comparison.differingPixels == 0, "largest difference \(comparison.maximumChannelDifference)")
        }

        // One pass over the whole frame: scaled images sampled from another starting row differ
        // by a level or two; anything a band wrongly skipped would differ by far more.
        let root = everythingScene()
        let whole = ImageSurface(width: 600, height: 800)
        root.render(in: CGContext(uikitSurface: whole, scale: 2))
        let comparison = ImageComparison.compare(serial[0], with: CGImage(surface: whole), tolerance: ImageTolerance(channel: 2, fraction: 0))
        #expect(comparison.differingPixels == 0, "largest difference \(comparison.maximumChannelDifference)")

        let full = FrameBands(list: DisplayList(), buffer: ImageSurface(uninitializedWidth: 2732, height: 2048),
                              damage: [CGRect(x: 0, y: 100, width: 2732, height: 1948)], background: DrawColor(red: 0, green: 0, blue: 0, alpha: 0))
        #expect(full.bands == [100..<256, 256..<512, 512..<768, 768..<1024, 1024..<1280, 1280..<1536, 1536..<1792, 1792..<2048])
        #expect(FrameBands.playsInParallel(damagedPixels: 2732 * 2048, cores: 2))
        #expect(!FrameBands.playsInParallel(damagedPixels: 44 * 44, cores: 2), "an incremental frame: on the main thread")
        #expect(!FrameBands.playsInParallel(damagedPixels: 2732 * 2048, cores: 1))
    }

    @Test("A sublayer's zPosition set after a frame, and cleared again, reorders drawing and hit testing")
    func zPositionChangesReorder() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        let red = CALayer(), blue = CALayer()
        red.frame = CGRect(x: 0, y: 0, width: 30, height: 20)
        red.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        blue.frame = CGRect(x: 10, y: 0, width: 30, height: 20)
        blue.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        root.addSublayer(red)
        root.addSublayer(blue)
        let compositor = Compositor(rootLayer: root, pixelWidth: 40, pixelHeight: 20, scale: 1)
        compositor.renderFrame()
        #expect(compositor.snapshot().pixel(x: 20, y: 10) == 0xFF00_00FF, "added last, blue is on top")
        #expect(root.hitTest(CGPoint(x: 20, y: 10)) === blue)
        red.zPosition = 1
        compositor.renderFrame()
        #expect(compositor.snapshot().pixel(x: 20, y: 10) == 0xFFFF_0000, "raised, red is on top")
        #expect(root.hitTest(CGPoint(x: 20, y: 10)) === red)
        red.zPosition = 0
        compositor.renderFrame()
        #expect(compositor.snapshot().pixel(x: 20, y: 10) == 0xFF00_00FF)
        #expect(root.hitTest(CGPoint(x: 20, y: 10)) === blue)
        // A new sublayer raised before it is added counts too.
        let green = CALayer()
        green.frame = CGRect(x: 15, y: 0, width: 10, height: 20)
        green.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        green.zPosition = 2
        root.insertSublayer(green, at: 0)
        compositor.renderFrame()
        #expect(compositor.snapshot().pixel(x: 20, y: 10) == 0xFF00_FF00)
        #expect(root.hitTest(CGPoint(x: 20, y: 10)) === green)
    }
}

