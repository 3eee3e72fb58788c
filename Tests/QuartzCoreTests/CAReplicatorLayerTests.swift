import Foundation
import QuartzCore
import Testing
import UIKitTesting

/// CAReplicatorLayer: Core Animation's defaults, copies placed by the cumulative transform,
/// colours multiplied and offset, delayed animations, redraws of every copy, and a golden image.
@MainActor
@Suite("CAReplicatorLayer", .serialized, .exclusiveUIKit, .withoutImplicitActions)
struct CAReplicatorLayerTests {

    /// A replicator over a white 120×40 screen at scale 1, with a 20×20 square at its origin.
    private func setUp(_ configure: (CAReplicatorLayer) -> Void) -> (HeadlessScreen, CAReplicatorLayer, CALayer) {
        let screen = HeadlessScreen(size: CGSize(width: 120, height: 40), scale: 1)
        screen.rootLayer.backgroundColor = CGColor(gray: 1, alpha: 1)
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        let square = CALayer()
        square.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        replicator.addSublayer(square)
        configure(replicator)
        screen.rootLayer.addSublayer(replicator)
        return (screen, replicator, square)
    }

    @Test("Core Animation's defaults: one instance, no delay, the identity, opaque white, no offsets, flattened")
    func defaults() {
        let replicator = CAReplicatorLayer()
        #expect(replicator.instanceCount == 1)
        #expect(replicator.instanceDelay == 0)
        #expect(replicator.instanceTransform == CATransform3DIdentity)
        #expect(replicator.instanceColor?.components == [1, 1])
        #expect(replicator.instanceRedOffset == 0 && replicator.instanceGreenOffset == 0)
        #expect(replicator.instanceBlueOffset == 0 && replicator.instanceAlphaOffset == 0)
        #expect(!replicator.preservesDepth)
    }

    @Test("Every property reads back what was set, and init(layer:) copies them")
    func roundTrips() {
        let replicator = CAReplicatorLayer()
        replicator.instanceCount = 5
        replicator.instanceDelay = 0.1
        replicator.instanceTransform = CATransform3DMakeTranslation(10, 0, 0)
        replicator.instanceColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        replicator.instanceRedOffset = -0.1
        replicator.instanceGreenOffset = 0.2
        replicator.instanceBlueOffset = 0.3
        replicator.instanceAlphaOffset = -0.25
        replicator.preservesDepth = true
        for layer in [replicator, CAReplicatorLayer(layer: replicator)] {
            #expect(layer.instanceCount == 5)
            #expect(layer.instanceDelay == 0.1)
            #expect(layer.instanceTransform == CATransform3DMakeTranslation(10, 0, 0))
            #expect(layer.instanceColor == CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            #expect(layer.instanceRedOffset == -0.1 && layer.instanceGreenOffset == 0.2)
            #expect(layer.instanceBlueOffset == 0.3 && layer.instanceAlphaOffset == -0.25)
            #expect(layer.preservesDepth)
        }
    }

    @Test("instanceCount copies, copy k moved by k times the transform; none below one")
    func copiesAndGeometry() {
        let (screen, replicator, _) = setUp {
            $0.instanceCount = 3
            $0.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
        }
        var image = screen.render()
        for x in [10, 40, 70] { #expect(pixel(image, x, 10) == Color(r: 255, g: 0, b: 0), "a copy at \(x)") }
        for x in [25, 55, 100] { #expect(pixel(image, x, 10) == Color.white, "nothing at \(x)") }
        replicator.instanceCount = 4
        image = screen.render()
        #expect(pixel(image, 100, 10) == Color(r: 255, g: 0, b: 0), "the fourth copy drawn by the next frame")
        replicator.instanceCount = 0
        image = screen.render()
        #expect(pixel(image, 10, 10) == Color.white)
    }

    @Test("The transform turns copies about the centre of the replicator's bounds")
    func rotationAboutCenter() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        screen.rootLayer.backgroundColor = CGColor(gray: 1, alpha: 1)
        let replicator = CAReplicatorLayer()
        replicator.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        replicator.instanceCount = 4
        replicator.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let bar = CALayer()
        bar.frame = CGRect(x: 45, y: 5, width: 10, height: 20)
        bar.backgroundColor = CGColor(gray: 0, alpha: 1)
        replicator.addSublayer(bar)
        screen.rootLayer.addSublayer(replicator)
        let image = screen.render()
        let black = Color(r: 0, g: 0, b: 0)
        #expect(pixel(image, 50, 15) == black, "top")
        #expect(pixel(image, 85, 50) == black, "right")
        #expect(pixel(image, 50, 85) == black, "bottom")
        #expect(pixel(image, 15, 50) == black, "left")
        #expect(pixel(image, 50, 50) == Color.white)
    }

    @Test("Copies are multiplied by instanceColor plus k times the offsets, clamped to 0…1")
    func colours() {
        let (screen, _, square) = setUp {
            $0.instanceCount = 3
            $0.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
            $0.instanceColor = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
            $0.instanceRedOffset = -0.5
            $0.instanceAlphaOffset = -0.5
        }
        square.backgroundColor = CGColor(gray: 1, alpha: 1)
        screen.rootLayer.backgroundColor = CGColor(gray: 0, alpha: 1)
        let image = screen.render()
        #expect(near(pixel(image, 10, 10), Color(r: 255, g: 255, b: 0)), "copy 0: white × yellow")
        #expect(near(pixel(image, 40, 10), Color(r: 64, g: 128, b: 0)), "copy 1: (0.5, 1, 0) at half alpha over black")
        #expect(pixel(image, 70, 10) == Color(r: 0, g: 0, b: 0), "copy 2: alpha 0")
    }

    @Test("A change to a sublayer redraws every copy on the next frame")
    func sublayerChangesRedrawCopies() {
        let (screen, _, square) = setUp {
            $0.instanceCount = 3
            $0.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
        }
        _ = screen.render()
        square.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let image = screen.render()
        for x in [10, 40, 70] { #expect(pixel(image, x, 10) == Color(r: 0, g: 0, b: 255), "the copy at \(x)") }
    }

    @Test("Copy k plays its sublayers' animations k × instanceDelay later")
    func instanceDelay() {
        let (screen, _, square) = setUp {
            $0.instanceCount = 3
            $0.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
            $0.instanceDelay = 0.25
        }
        square.backgroundColor = CGColor(gray: 0, alpha: 1)
        _ = screen.render()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 1
        fade.fillMode = .backwards
        square.add(fade, forKey: "fade")
        screen.advance(by: 0.75)
        let image = screen.render()
        // Opacity 0.75, 0.5 and 0.25 of black over white.
        #expect(near(pixel(image, 10, 10), Color(r: 64, g: 64, b: 64)))
        #expect(near(pixel(image, 40, 10), Color(r: 128, g: 128, b: 128)))
        #expect(near(pixel(image, 70, 10), Color(r: 191, g: 191, b: 191)))
        #expect(square.opacity == 1, "the model is untouched")
    }

    @Test("A golden image: a spinner of 12 bars fading round, and a tinted row")
    func golden() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 100), scale: 2)
        screen.rootLayer.backgroundColor = CGColor(gray: 1, alpha: 1)
        let spinner = CAReplicatorLayer()
        spinner.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
        spinner.instanceCount = 12
        spinner.instanceTransform = CATransform3DMakeRotation(2 * .pi / 12, 0, 0, 1)
        spinner.instanceAlphaOffset = -1.0 / 12
        let bar = CALayer()
        bar.frame = CGRect(x: 37, y: 4, width: 6, height: 22)
        bar.cornerRadius = 3
        bar.backgroundColor = CGColor(gray: 0.2, alpha: 1)
        spinner.addSublayer(bar)
        screen.rootLayer.addSublayer(spinner)

        let row = CAReplicatorLayer()
        row.frame = CGRect(x: 100, y: 30, width: 90, height: 40)
        row.instanceCount = 5
        row.instanceTransform = CATransform3DMakeTranslation(18, 0, 0)
        row.instanceColor = CGColor(red: 1, green: 0.2, blue: 0.2, alpha: 1)
        row.instanceRedOffset = -0.2
        row.instanceBlueOffset = 0.2
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 12, width: 16, height: 16)
        dot.cornerRadius = 8
        dot.backgroundColor = CGColor(gray: 1, alpha: 1)
        dot.borderColor = CGColor(gray: 0, alpha: 1)
        dot.borderWidth = 1
        row.addSublayer(dot)
        screen.rootLayer.addSublayer(row)
        expectGolden(screen.render(), named: "replicator-layers")
    }
}
