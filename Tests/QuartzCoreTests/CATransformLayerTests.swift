import Foundation
import QuartzCore
import Testing
import UIKitTesting

/// CATransformLayer: sublayers keep their depth through the transform layer's turn, are drawn
/// and hit-tested by depth, and the transform layer draws nothing of its own; `isDoubleSided`.
@MainActor
@Suite("CATransformLayer", .serialized, .exclusiveUIKit, .withoutImplicitActions)
struct CATransformLayerTests {
    private static let red = Color(r: 255, g: 0, b: 0)
    private static let blue = Color(r: 0, g: 0, b: 255)

    private func square(_ color: CGColor, z: CGFloat, center: CGPoint = CGPoint(x: 50, y: 50)) -> CALayer {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        layer.position = center
        layer.zPosition = z
        layer.backgroundColor = color
        return layer
    }

    /// A 100×100 container at `origin` holding a red square 20 in front (z 20) and a blue one
    /// 20 behind (z −20) — blue added last — turned `angle` about y.
    private func scene(_ container: CALayer, at origin: CGPoint, angle: CGFloat) -> (red: CALayer, blue: CALayer) {
        container.frame = CGRect(origin: origin, size: CGSize(width: 100, height: 100))
        let red = square(CGColor(red: 1, green: 0, blue: 0, alpha: 1), z: 20)
        let blue = square(CGColor(red: 0, green: 0, blue: 1, alpha: 1), z: -20)
        container.addSublayer(red)
        container.addSublayer(blue)
        container.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
        return (red, blue)
    }

    private func whiteScreen(_ width: CGFloat, _ height: CGFloat, scale: CGFloat = 1) -> HeadlessScreen {
        let screen = HeadlessScreen(size: CGSize(width: width, height: height), scale: scale)
        screen.rootLayer.backgroundColor = CGColor(gray: 1, alpha: 1)
        return screen
    }

    @Test("Unturned, sublayers are drawn by zPosition like any layer's; the transform layer's own background, border and shadow are not drawn")
    func drawsOnlySublayers() {
        let screen = whiteScreen(100, 100)
        let transformLayer = CATransformLayer()
        _ = scene(transformLayer, at: .zero, angle: 0)
        transformLayer.backgroundColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        transformLayer.borderColor = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        transformLayer.borderWidth = 4
        transformLayer.shadowOpacity = 1
        screen.rootLayer.addSublayer(transformLayer)
        let image = screen.render()
        #expect(pixel(image, 50, 50) == Self.red, "the nearer square in front, though added first")
        #expect(pixel(image, 5, 5) == Color.white, "no background")
        #expect(pixel(image, 1, 50) == Color.white, "no border")
    }

    @Test("After a turn about y, depth decides which sublayer is in front, and depth moves each across the plane; a flattening layer keeps neither")
    func depthAfterTurn() {
        let screen = whiteScreen(240, 100)
        let flat = CALayer()
        _ = scene(flat, at: .zero, angle: 5 * .pi / 6)
        let transformLayer = CATransformLayer()
        _ = scene(transformLayer, at: CGPoint(x: 120, y: 0), angle: 5 * .pi / 6)
        screen.rootLayer.addSublayer(flat)
        screen.rootLayer.addSublayer(transformLayer)
        let image = screen.render()
        // Flattened: both squares in the container's plane, the red one (zPosition 20) on top.
        #expect(pixel(image, 50, 50) == Self.red)
        #expect(pixel(image, 50 - 16, 50) == Self.red, "squares foreshortened to 34.6 wide but not moved")
        // Kept in 3D: turned 150°, the red square goes 17.3 behind and 10 right, the blue one
        // 17.3 in front and 10 left.
        #expect(pixel(image, 170, 50) == Self.blue, "the overlap: blue, now nearer")
        #expect(pixel(image, 170 + 25, 50) == Self.red, "red shows right of the blue square")
        #expect(pixel(image, 170 - 25, 50) == Self.blue)
        #expect(pixel(image, 170 - 29, 50) == Color.white, "the blue square ends 27.3 left of the centre")
    }

    @Test("Hit testing follows the drawing: the nearer sublayer after the turn, never the transform layer itself")
    func hitTesting() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 240, height: 100)
        let flat = CALayer()
        let flatSquares = scene(flat, at: .zero, angle: 5 * .pi / 6)
        let transformLayer = CATransformLayer()
        let squares = scene(transformLayer, at: CGPoint(x: 120, y: 0), angle: 5 * .pi / 6)
        root.addSublayer(flat)
        root.addSublayer(transformLayer)
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === flatSquares.red)
        #expect(root.hitTest(CGPoint(x: 170, y: 50)) === squares.blue)
        #expect(root.hitTest(CGPoint(x: 195, y: 50)) === squares.red)
        #expect(root.hitTest(CGPoint(x: 170, y: 5)) === root, "not the transform layer, which has no plane")
    }

    @Test("Converting points agrees with where a sublayer of a transform layer is drawn")
    func conversion() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 240, height: 100)
        let transformLayer = CATransformLayer()
        let squares = scene(transformLayer, at: CGPoint(x: 120, y: 0), angle: 5 * .pi / 6)
        root.addSublayer(transformLayer)
        let center = squares.red.convert(CGPoint(x: 20, y: 20), to: root)
        #expect(abs(center.x - 180) < 0.01 && abs(center.y - 50) < 0.01)
        let back = root.convert(CGPoint(x: 180, y: 50), to: squares.red)
        #expect(abs(back.x - 20) < 0.01 && abs(back.y - 20) < 0.01)
    }

    @Test("The transform layer's opacity reaches each sublayer on its own: the one behind shows through the one in front")
    func opacityIsNotAGroup() {
        let screen = whiteScreen(240, 100)
        let flat = CALayer()
        _ = scene(flat, at: .zero, angle: 0)
        flat.opacity = 0.5
        let transformLayer = CATransformLayer()
        _ = scene(transformLayer, at: CGPoint(x: 120, y: 0), angle: 0)
        transformLayer.opacity = 0.5
        screen.rootLayer.addSublayer(flat)
        screen.rootLayer.addSublayer(transformLayer)
        let image = screen.render()
        #expect(near(pixel(image, 50, 50), Color(r: 255, g: 128, b: 128)), "a group: red at half over white")
        // Blue at half over white (128, 128, 255), then red at half over that.
        #expect(near(pixel(image, 170, 50), Color(r: 191, g: 64, b: 128)))
    }

    @Test("A new turn redraws the sublayers where depth now puts them")
    func redrawsOnTurn() {
        let screen = whiteScreen(100, 100)
        let transformLayer = CATransformLayer()
        _ = scene(transformLayer, at: .zero, angle: 0)
        screen.rootLayer.addSublayer(transformLayer)
        #expect(pixel(screen.render(), 50, 50) == Self.red)
        transformLayer.transform = CATransform3DMakeRotation(5 * .pi / 6, 0, 1, 0)
        #expect(pixel(screen.render(), 50, 50) == Self.blue)
        transformLayer.transform = CATransform3DMakeRotation(-5 * .pi / 6, 0, 1, 0)
        let image = screen.render()
        #expect(pixel(image, 50, 50) == Self.blue)
        #expect(pixel(image, 25, 50) == Self.red, "turned the other way, red goes left")
    }

    @Test("isDoubleSided defaults to true; a single-sided layer facing away is not drawn, so a card shows its back when turned over")
    func doubleSided() {
        #expect(CALayer().isDoubleSided)
        let screen = whiteScreen(100, 100)
        let card = CATransformLayer()
        card.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let front = square(CGColor(red: 1, green: 0, blue: 0, alpha: 1), z: 0)
        front.isDoubleSided = false
        let back = square(CGColor(red: 0, green: 0, blue: 1, alpha: 1), z: 0)
        back.isDoubleSided = false
        back.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        card.addSublayer(front)
        card.addSublayer(back)
        screen.rootLayer.addSublayer(card)
        #expect(pixel(screen.render(), 50, 50) == Self.red, "the back faces away")
        card.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        #expect(pixel(screen.render(), 50, 50) == Self.blue, "turned over: the front faces away")
        back.isDoubleSided = true
        front.isDoubleSided = true
        card.transform = CATransform3DIdentity
        #expect(pixel(screen.render(), 50, 50) == Self.blue, "double-sided, the back (added last) covers the front")
    }

    @Test("A golden image: squares at three depths, flattened and in a transform layer, turned about y")
    func golden() {
        let screen = whiteScreen(240, 110, scale: 2)
        for (index, container) in [CALayer(), CATransformLayer()].enumerated() {
            container.frame = CGRect(x: 10 + CGFloat(index) * 120, y: 5, width: 100, height: 100)
            let colors = [CGColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1), CGColor(red: 0.2, green: 0.7, blue: 0.3, alpha: 1),
                          CGColor(red: 0.2, green: 0.3, blue: 0.9, alpha: 1)]
            for (k, color) in colors.enumerated() {
                let layer = square(color, z: CGFloat(k - 1) * 30, center: CGPoint(x: 50, y: 35 + CGFloat(k) * 15))
                layer.cornerRadius = 6
                layer.borderWidth = 1
                container.addSublayer(layer)
            }
            container.transform = CATransform3DMakeRotation(2 * .pi / 3, 0, 1, 0)
            screen.rootLayer.addSublayer(container)
        }
        expectGolden(screen.render(), named: "transform-layers")
    }
}
