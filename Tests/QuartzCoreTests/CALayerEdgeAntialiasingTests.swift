import Foundation
import QuartzCore
import Testing
import UIKitTesting

/// `allowsEdgeAntialiasing` and `edgeAntialiasingMask` (issue 45): as on iOS, a layer turned
/// off the pixel grid ends in hard, stepped edges unless it allows antialiasing, and then only
/// along the edges its mask names.
@MainActor
@Suite("CALayer edge antialiasing", .exclusiveUIKit)
struct CALayerEdgeAntialiasingTests {
    static let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)

    /// A red image `width` × `height` pixels.
    static func redImage(width: Int, height: Int) -> CGImage? {
        let context = CGContext(uikitSurface: ImageSurface(width: width, height: height), scale: 1)
        context.setFillColor(red)
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        return context.makeImage()
    }

    /// A white 80 × 80 screen at scale 2 with one red layer at a fractional place, under
    /// `transform`, rendered.
    private func gridLayer(_ transform: CATransform3D, allows: Bool) throws -> CGImage {
        let screen = HeadlessScreen(size: CGSize(width: 80, height: 80), scale: 2)
        screen.rootLayer.backgroundColor = CGColor(gray: 1, alpha: 1)
        let layer = CALayer()
        layer.frame = CGRect(x: 10.25, y: 10.5, width: 50.25, height: 30)
        layer.backgroundColor = Self.red
        layer.transform = transform
        layer.allowsEdgeAntialiasing = allows
        screen.rootLayer.addSublayer(layer)
        return try #require(screen.render())
    }

    /// A white screen with one red 60 × 40 layer turned by 30° at its centre, at scale 2.
    private func turnedLayer(_ configure: (CALayer) -> Void = { _ in }) -> (HeadlessScreen, CALayer) {
        let screen = HeadlessScreen(size: CGSize(width: 120, height: 120), scale: 2)
        screen.rootLayer.backgroundColor = CGColor(gray: 1, alpha: 1)
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 60, height: 40)
        layer.position = CGPoint(x: 60, y: 60)
        layer.backgroundColor = Self.red
        layer.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 6))
        configure(layer)
        screen.rootLayer.addSublayer(layer)
        return (screen, layer)
    }

    /// The pixels that blend the red layer into the white background (an antialiased edge),
    /// counted by the edge of the layer each lies nearest (in the layer's own coordinates).
    private func blendedPixels(_ image: CGImage, layer: CALayer) -> [CAEdgeAntialiasingMask: Int] {
        var counts: [CAEdgeAntialiasingMask: Int] = [:]
        let toLayer = layer.affineTransform().inverted()
        for y in 0..<image.height {
            for x in 0..<image.width {
                let color = pixel(image, x, y)
                guard color.r == 255, color.g == color.b, color.g > 0, color.g < 255 else { continue }
                // The pixel's centre in points, then in the layer's bounds.
                let point = CGPoint(x: (CGFloat(x) + 0.5) / 2 - 60, y: (CGFloat(y) + 0.5) / 2 - 60).applying(toLayer)
                let distances: [(CAEdgeAntialiasingMask, CGFloat)] = [
                    (.layerLeftEdge, abs(point.x + 30)), (.layerRightEdge, abs(point.x - 30)),
                    (.layerBottomEdge, abs(point.y + 20)), (.layerTopEdge, abs(point.y - 20)),
                ]
                let nearest = distances.min { $0.1 < $1.1 }!.0
                counts[nearest, default: 0] += 1
            }
        }
        return counts
    }

    @Test("By default (allowsEdgeAntialiasing false, as on iOS) a turned layer's edges are hard: every pixel is the layer's colour or the background's")
    func hardByDefault() throws {
        let (screen, layer) = turnedLayer()
        #expect(layer.allowsEdgeAntialiasing == false)
        #expect(layer.edgeAntialiasingMask == [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge])
        let image = try #require(screen.render())
        #expect(blendedPixels(image, layer: layer).isEmpty)
        // And it is the layer's whole area: about 60 × 40 points at 2 × 2 pixels each.
        var red = 0
        for y in 0..<image.height { for x in 0..<image.width where near(pixel(image, x, y), Color(r: 255, g: 0, b: 0), 0) { red += 1 } }
        #expect(abs(red - 60 * 40 * 4) < 60, "\(red) red pixels")
    }

    @Test("allowsEdgeAntialiasing blends all four edges; with a mask of the left and right edges only those blend, the top and bottom stay hard")
    func maskChoosesEdges() throws {
        let (allScreen, allLayer) = turnedLayer { $0.allowsEdgeAntialiasing = true }
        let all = blendedPixels(try #require(allScreen.render()), layer: allLayer)
        for edge in [CAEdgeAntialiasingMask.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge] {
            #expect(all[edge, default: 0] > 20, "edge \(edge.rawValue) blends: \(all)")
        }
        let (sideScreen, sideLayer) = turnedLayer {
            $0.allowsEdgeAntialiasing = true
            $0.edgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge]
        }
        let sides = blendedPixels(try #require(sideScreen.render()), layer: sideLayer)
        #expect(sides[.layerLeftEdge, default: 0] > 20 && sides[.layerRightEdge, default: 0] > 20, "\(sides)")
        // A corner pixel may lie nearest the other edge: a few, not a blended edge.
        #expect(sides[.layerBottomEdge, default: 0] <= 4 && sides[.layerTopEdge, default: 0] <= 4, "\(sides)")
        let (noneScreen, noneLayer) = turnedLayer {
            $0.allowsEdgeAntialiasing = true
            $0.edgeAntialiasingMask = []
        }
        #expect(blendedPixels(try #require(noneScreen.render()), layer: noneLayer).isEmpty)
    }

    @Test("A turned layer's contents and border end hard too; its sublayers keep their own setting")
    func contentsBorderAndSublayers() throws {
        let (screen, layer) = turnedLayer { layer in
            layer.backgroundColor = nil
            layer.contents = Self.redImage(width: 30, height: 20)
        }
        #expect(blendedPixels(try #require(screen.render()), layer: layer).isEmpty)
        let (bordered, borderedLayer) = turnedLayer { layer in
            layer.borderWidth = 4
            layer.borderColor = Self.red
        }
        #expect(blendedPixels(try #require(bordered.render()), layer: borderedLayer).isEmpty)
        // A sublayer that allows antialiasing, over the hard parent, blends its own edges.
        let (nested, parent) = turnedLayer { layer in
            let child = CALayer()
            child.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            child.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
            child.allowsEdgeAntialiasing = true
            layer.addSublayer(child)
        }
        let image = try #require(nested.render())
        var blended = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let color = pixel(image, x, y)
                if color.b > 0, color.b < 255, color.r > 0 { blended += 1 }
            }
        }
        #expect(blended > 40, "the blue sublayer's edges blend into the red: \(blended)")
        #expect(blendedPixels(image, layer: parent).isEmpty, "the parent's own edges stay hard")
    }

    @Test("Along the pixel grid (no turn, or a quarter turn) the setting changes no pixel; masksToBounds clips sublayers hard on a turned layer")
    func alongTheGrid() throws {
        for turn in [0, CGFloat.pi / 2] {
            let transform = CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: turn))
            let comparison = ImageComparison.compare(try gridLayer(transform, allows: false), with: try gridLayer(transform, allows: true), tolerance: .exact)
            #expect(comparison.differingPixels == 0, "turn \(turn)")
        }
        let (screen, layer) = turnedLayer { layer in
            layer.masksToBounds = true
            let child = CALayer()
            child.frame = CGRect(x: -20, y: -20, width: 100, height: 80)
            child.backgroundColor = Self.red
            child.allowsEdgeAntialiasing = true
            layer.addSublayer(child)
        }
        #expect(blendedPixels(try #require(screen.render()), layer: layer).isEmpty)
    }

    @Test("Contents that overflow a turned layer's bounds (aspect fill, not masked) are not cut at the bounds; a half turn made with CATransform3DMakeRotation runs along the grid")
    func overflowAndHalfTurns() throws {
        let (screen, layer) = turnedLayer { layer in
            layer.backgroundColor = nil
            layer.contents = Self.redImage(width: 20, height: 20)
            layer.contentsGravity = .resizeAspectFill
        }
        let image = try #require(screen.render())
        // A square image filling a 60 × 40 layer is 60 × 60: red 30 points from the centre
        // along the layer's y axis, past its 20-point half height.
        let beyond = CGPoint(x: 0, y: 26).applying(layer.affineTransform())
        #expect(pixel(image, Int((60 + beyond.x) * 2), Int((60 + beyond.y) * 2)) == Color(r: 255, g: 0, b: 0))
        let halfTurn = CATransform3DMakeRotation(.pi, 0, 0, 1)
        #expect(ImageComparison.compare(try gridLayer(halfTurn, allows: false), with: try gridLayer(halfTurn, allows: true), tolerance: .exact).differingPixels == 0)
    }

    @Test("Key-value coding and init(layer:) carry both properties")
    func keyValueCodingAndCopies() {
        let layer = CALayer()
        layer.setValue(true, forKey: "allowsEdgeAntialiasing")
        layer.setValue(NSNumber(value: CAEdgeAntialiasingMask.layerTopEdge.rawValue), forKey: "edgeAntialiasingMask")
        #expect(layer.allowsEdgeAntialiasing)
        #expect(layer.edgeAntialiasingMask == .layerTopEdge)
        #expect(layer.value(forKey: "edgeAntialiasingMask") as? UInt32 == CAEdgeAntialiasingMask.layerTopEdge.rawValue)
        let copy = CALayer(layer: layer)
        #expect(copy.allowsEdgeAntialiasing)
        #expect(copy.edgeAntialiasingMask == .layerTopEdge)
    }
}
