import Foundation
import QuartzCore
import Testing
import UIKitTesting

/// CAEmitterLayer and CAEmitterCell: Core Animation's defaults, particles born at the rate
/// the layer and cell give and gone after their lifetime, moving, changing colour and drawn
/// on the virtual clock, the same for the same seed, and a golden image.
@MainActor
@Suite("CAEmitterLayer", .serialized, .exclusiveUIKit, .withoutImplicitActions)
struct CAEmitterLayerTests {
    /// A white square `size` pixels wide.
    private func dot(_ size: Int = 10, round: Bool = false) -> CGImage {
        let surface = ImageSurface(width: size, height: size)
        let context = CGContext(uikitSurface: surface, scale: 1)
        context.setFillColor(CGColor(gray: 1, alpha: 1))
        if round {
            context.fillEllipse(in: CGRect(x: 0, y: 0, width: size, height: size))
        } else {
            context.fill(CGRect(x: 0, y: 0, width: size, height: size))
        }
        return context.makeImage()!
    }

    /// A screen with `background`, and an emitter filling it with `cells`.
    private func setUp(width: CGFloat = 100, height: CGFloat = 100, background: CGColor = CGColor(gray: 1, alpha: 1),
                       cells: [CAEmitterCell], configure: (CAEmitterLayer) -> Void = { _ in }) -> (HeadlessScreen, CAEmitterLayer) {
        let screen = HeadlessScreen(size: CGSize(width: width, height: height), scale: 1)
        screen.rootLayer.backgroundColor = background
        let emitter = CAEmitterLayer()
        emitter.frame = CGRect(x: 0, y: 0, width: width, height: height)
        emitter.emitterCells = cells
        configure(emitter)
        screen.rootLayer.addSublayer(emitter)
        screen.render()
        return (screen, emitter)
    }

    private func cell(_ configure: (CAEmitterCell) -> Void) -> CAEmitterCell {
        let cell = CAEmitterCell()
        configure(cell)
        return cell
    }

    @Test("Core Animation's defaults for the layer and the cell, and the names of the shapes, modes and render modes")
    func defaults() {
        let layer = CAEmitterLayer()
        #expect(layer.emitterCells == nil)
        #expect(layer.birthRate == 1 && layer.lifetime == 1 && layer.velocity == 1 && layer.scale == 1 && layer.spin == 1)
        #expect(layer.emitterPosition == .zero && layer.emitterZPosition == 0)
        #expect(layer.emitterSize == .zero && layer.emitterDepth == 0)
        #expect(layer.emitterShape == .point && layer.emitterMode == .volume && layer.renderMode == .unordered)
        #expect(!layer.preservesDepth)
        #expect(layer.seed == 0)
        let cell = CAEmitterCell()
        #expect(cell.name == nil && cell.isEnabled)
        #expect(cell.birthRate == 0 && cell.lifetime == 0 && cell.lifetimeRange == 0)
        #expect(cell.emissionLatitude == 0 && cell.emissionLongitude == 0 && cell.emissionRange == 0)
        #expect(cell.velocity == 0 && cell.velocityRange == 0)
        #expect(cell.xAcceleration == 0 && cell.yAcceleration == 0 && cell.zAcceleration == 0)
        #expect(cell.scale == 1 && cell.scaleRange == 0 && cell.scaleSpeed == 0)
        #expect(cell.spin == 0 && cell.spinRange == 0)
        #expect(cell.color?.components == [1, 1])
        #expect(cell.redRange == 0 && cell.greenRange == 0 && cell.blueRange == 0 && cell.alphaRange == 0)
        #expect(cell.redSpeed == 0 && cell.greenSpeed == 0 && cell.blueSpeed == 0 && cell.alphaSpeed == 0)
        #expect(cell.contents == nil && cell.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1) && cell.contentsScale == 1)
        #expect(cell.minificationFilter == "linear" && cell.magnificationFilter == "linear")
        #expect(cell.emitterCells == nil)
        #expect([CAEmitterLayerEmitterShape.point, .line, .rectangle, .cuboid, .circle, .sphere].map(\.rawValue)
            == ["point", "line", "rectangle", "cuboid", "circle", "sphere"])
        #expect([CAEmitterLayerEmitterMode.points, .outline, .surface, .volume].map(\.rawValue) == ["points", "outline", "surface", "volume"])
        #expect([CAEmitterLayerRenderMode.unordered, .oldestFirst, .oldestLast, .backToFront, .additive].map(\.rawValue)
            == ["unordered", "oldestFirst", "oldestLast", "backToFront", "additive"])
    }

    @Test("init(layer:) copies the emitter's settings")
    func copies() {
        let layer = CAEmitterLayer()
        let cells = [CAEmitterCell()]
        layer.emitterCells = cells
        layer.birthRate = 3
        layer.lifetime = 2
        layer.emitterPosition = CGPoint(x: 5, y: 6)
        layer.emitterZPosition = 7
        layer.emitterSize = CGSize(width: 8, height: 9)
        layer.emitterDepth = 10
        layer.emitterShape = .sphere
        layer.emitterMode = .surface
        layer.renderMode = .additive
        layer.preservesDepth = true
        layer.velocity = 2
        layer.scale = 0.5
        layer.spin = 4
        layer.seed = 42
        let copy = CAEmitterLayer(layer: layer)
        #expect(copy.emitterCells?.first === cells[0])
        #expect(copy.birthRate == 3 && copy.lifetime == 2 && copy.velocity == 2 && copy.scale == 0.5 && copy.spin == 4)
        #expect(copy.emitterPosition == CGPoint(x: 5, y: 6) && copy.emitterZPosition == 7)
        #expect(copy.emitterSize == CGSize(width: 8, height: 9) && copy.emitterDepth == 10)
        #expect(copy.emitterShape == .sphere && copy.emitterMode == .surface && copy.renderMode == .additive)
        #expect(copy.preservesDepth && copy.seed == 42)
    }

    @Test("Particles are born at the layer's birth rate times the cell's, and live for their lifetime")
    func birthAndDeath() {
        let (screen, emitter) = setUp(cells: [cell { $0.birthRate = 5; $0.lifetime = 10 }]) { $0.birthRate = 2 }
        screen.advance(by: 2)
        #expect(abs(emitter.particleCount - 20) <= 1, "10 a second for 2 seconds: \(emitter.particleCount)")
        emitter.lifetime = 0.1
        // Born from now on, a particle lives one second (lifetime 10 × 0.1): 10 alive at a time,
        // once the long-lived ones — still 10 seconds — are counted out.
        screen.advance(by: 10.5)
        #expect(abs(emitter.particleCount - 10) <= 1, "\(emitter.particleCount)")
    }

    @Test("A birth rate of 0 stops emission: the particles alive finish their lives, and the frame clock settles")
    func birthRateZeroStops() {
        let (screen, emitter) = setUp(cells: [cell { $0.birthRate = 10; $0.lifetime = 1 }])
        screen.advance(by: 2)
        #expect(abs(emitter.particleCount - 10) <= 1)
        emitter.birthRate = 0
        screen.advance(by: 0.5)
        #expect(emitter.particleCount > 0 && emitter.particleCount <= 6)
        #expect(screen.runUntilAnimationsSettle(timeout: 2))
        #expect(emitter.particleCount == 0)
    }

    @Test("A cell that is not enabled emits nothing; a cell with no lifetime shows nothing")
    func disabledAndLifeless() {
        let (screen, emitter) = setUp(cells: [cell { $0.birthRate = 10; $0.lifetime = 1; $0.isEnabled = false },
                                              cell { $0.birthRate = 10 }])
        screen.advance(by: 1)
        #expect(emitter.particleCount == 0)
    }

    @Test("A particle moves with its velocity along the emission longitude, and with the acceleration")
    func motion() {
        let black = CGColor(gray: 0, alpha: 1)
        let (screen, _) = setUp(background: black, cells: [cell {
            $0.birthRate = 1
            $0.lifetime = 10
            $0.velocity = 50
            $0.yAcceleration = 20
            $0.contents = dot()
        }]) { $0.emitterPosition = CGPoint(x: 20, y: 50) }
        // Born 1 s after the first frame; 0.9 s old: 45 right, 8.1 down.
        screen.advance(by: 1.9)
        let image = screen.render()
        #expect(pixel(image, 65, 58) == Color(r: 255, g: 255, b: 255))
        #expect(pixel(image, 20, 50) == Color(r: 0, g: 0, b: 0), "the next is not born yet")
        let (upScreen, _) = setUp(background: black, cells: [cell {
            $0.birthRate = 1
            $0.lifetime = 10
            $0.velocity = 30
            $0.emissionLongitude = -.pi / 2
            $0.contents = dot()
        }]) { $0.emitterPosition = CGPoint(x: 50, y: 80) }
        upScreen.advance(by: 1.9)
        let up = upScreen.render()
        #expect(pixel(up, 50, 53) == Color(r: 255, g: 255, b: 255), "−π/2 is up")
        #expect(pixel(up, 50, 80) == Color(r: 0, g: 0, b: 0))
    }

    @Test("The contents are multiplied by the particle's colour, which changes at the colour speeds")
    func colour() {
        let (screen, _) = setUp(cells: [cell {
            // One every two seconds, gone before the next.
            $0.birthRate = 0.5
            $0.lifetime = 1.9
            $0.color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
            $0.alphaSpeed = -0.5
            $0.contents = dot()
        }]) { $0.emitterPosition = CGPoint(x: 50, y: 50) }
        screen.advance(by: 2.5)
        #expect(near(pixel(screen.render(), 50, 50), Color(r: 255, g: 64, b: 64)), "half a second old: red at 0.75")
        screen.advance(by: 1)
        #expect(near(pixel(screen.render(), 50, 50), Color(r: 255, g: 191, b: 191)), "a second later: at 0.25")
    }

    @Test("Additive render mode adds overlapping particles; the others cover")
    func additive() {
        func overlap(_ mode: CAEmitterLayerRenderMode) -> Color {
            let half = CGColor(red: 0.5, green: 0, blue: 0, alpha: 1)
            let (screen, _) = setUp(background: CGColor(gray: 0, alpha: 1), cells: [
                cell { $0.birthRate = 1; $0.lifetime = 10; $0.color = half; $0.contents = dot() },
                cell { $0.birthRate = 1; $0.lifetime = 10; $0.color = half; $0.contents = dot() },
            ]) {
                $0.emitterPosition = CGPoint(x: 50, y: 50)
                $0.renderMode = mode
            }
            screen.advance(by: 1.5)
            return pixel(screen.render(), 50, 50)
        }
        #expect(near(overlap(.additive), Color(r: 255, g: 0, b: 0)))
        #expect(near(overlap(.unordered), Color(r: 128, g: 0, b: 0)))
    }

    @Test("oldestFirst draws the newest in front; oldestLast the oldest")
    func order() {
        func front(_ mode: CAEmitterLayerRenderMode) -> Color {
            let (screen, _) = setUp(cells: [cell {
                $0.birthRate = 2
                $0.lifetime = 10
                $0.color = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
                // Older particles are redder.
                $0.redSpeed = 1
                $0.blueSpeed = -1
                $0.contents = dot()
            }]) {
                $0.emitterPosition = CGPoint(x: 50, y: 50)
                $0.renderMode = mode
            }
            screen.advance(by: 2.3)
            return pixel(screen.render(), 50, 50)
        }
        let newestInFront = front(.oldestFirst), oldestInFront = front(.oldestLast)
        #expect(newestInFront.b > 150 && newestInFront.r < 100, "\(newestInFront)")
        #expect(oldestInFront.r > 200 && oldestInFront.b < 50, "\(oldestInFront)")
    }

    @Test("Each particle of a cell emits the cell's own cells from where it is")
    func subcells() {
        let child = cell { $0.birthRate = 10; $0.lifetime = 10 }
        let (screen, emitter) = setUp(cells: [cell { $0.birthRate = 1; $0.lifetime = 10; $0.emitterCells = [child] }])
        screen.advance(by: 2)
        // The parent is born after 1 s; in the second that follows it emits 10.
        #expect(abs(emitter.particleCount - 11) <= 1, "\(emitter.particleCount)")
    }

    /// Two emitters side by side, the same but for their seeds, with particles scattered by
    /// every range.
    private func pair(seeds: (UInt32, UInt32)) -> CGImage {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 100), scale: 1)
        screen.rootLayer.backgroundColor = CGColor(gray: 0, alpha: 1)
        for (index, seed) in [seeds.0, seeds.1].enumerated() {
            let emitter = CAEmitterLayer()
            emitter.frame = CGRect(x: CGFloat(index) * 100, y: 0, width: 100, height: 100)
            emitter.masksToBounds = true
            emitter.seed = seed
            emitter.emitterPosition = CGPoint(x: 50, y: 50)
            emitter.emitterShape = .circle
            emitter.emitterSize = CGSize(width: 20, height: 20)
            emitter.emitterCells = [cell {
                $0.birthRate = 30
                $0.lifetime = 2
                $0.lifetimeRange = 1
                $0.velocity = 30
                $0.velocityRange = 20
                $0.emissionRange = 2 * .pi
                $0.scaleRange = 0.5
                $0.spinRange = 2
                $0.redRange = 1
                $0.greenRange = 1
                $0.blueRange = 1
                $0.contents = dot(6)
            }]
            screen.rootLayer.addSublayer(emitter)
        }
        screen.render()
        screen.advance(by: 1.5)
        return screen.render()
    }

    private func halves(_ image: CGImage) -> (left: [UInt8], right: [UInt8]) {
        let bytes = [UInt8](image.dataProvider?.data ?? Data())
        var left: [UInt8] = [], right: [UInt8] = []
        for y in 0..<image.height {
            let row = y * image.bytesPerRow
            left += bytes[row..<(row + 400)]
            right += bytes[(row + 400)..<(row + 800)]
        }
        return (left, right)
    }

    @Test("The same seed gives the same particles, on one screen and run to run; another seed others")
    func seedDeterminism() {
        let same = pair(seeds: (7, 7))
        let (left, right) = halves(same)
        #expect(left == right)
        #expect(stride(from: 0, to: left.count, by: 4).contains { left[$0] != 0 || left[$0 + 1] != 0 || left[$0 + 2] != 0 },
                "particles are drawn")
        let again = pair(seeds: (7, 7))
        #expect(halves(again).left == left, "run to run")
        let different = halves(pair(seeds: (7, 8)))
        #expect(different.left == left && different.right != right)
    }

    @Test("A golden image at a fixed virtual time: a fountain drawn additively, and spinning confetti from a line")
    func golden() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 100), scale: 2)
        screen.rootLayer.backgroundColor = CGColor(gray: 0.1, alpha: 1)
        let fountain = CAEmitterLayer()
        fountain.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        fountain.emitterPosition = CGPoint(x: 50, y: 90)
        fountain.renderMode = .additive
        fountain.seed = 3
        fountain.emitterCells = [cell {
            $0.birthRate = 40
            $0.lifetime = 1.5
            $0.velocity = 80
            $0.velocityRange = 20
            $0.emissionLongitude = -.pi / 2
            $0.emissionRange = .pi / 5
            $0.yAcceleration = 90
            $0.color = CGColor(red: 0.3, green: 0.5, blue: 1, alpha: 0.8)
            $0.alphaSpeed = -0.4
            $0.scaleSpeed = -0.3
            $0.contents = dot(8, round: true)
        }]
        let confetti = CAEmitterLayer()
        confetti.frame = CGRect(x: 100, y: 0, width: 100, height: 100)
        confetti.emitterPosition = CGPoint(x: 50, y: 0)
        confetti.emitterShape = .line
        confetti.emitterSize = CGSize(width: 100, height: 0)
        confetti.renderMode = .oldestLast
        confetti.seed = 11
        confetti.emitterCells = [cell {
            $0.birthRate = 20
            $0.lifetime = 3
            $0.velocity = 30
            $0.velocityRange = 10
            $0.emissionLongitude = .pi / 2
            $0.emissionRange = .pi / 4
            $0.spin = 2
            $0.spinRange = 4
            $0.scale = 0.8
            $0.scaleRange = 0.4
            $0.color = CGColor(red: 0.9, green: 0.6, blue: 0.3, alpha: 1)
            $0.redRange = 0.4
            $0.greenRange = 0.6
            $0.blueRange = 0.6
            $0.contents = dot(8)
            $0.contentsRect = CGRect(x: 0, y: 0, width: 1, height: 0.5)
        }]
        screen.rootLayer.addSublayer(fountain)
        screen.rootLayer.addSublayer(confetti)
        screen.render()
        screen.advance(by: 1.25)
        expectGolden(screen.render(), named: "emitter-layers")
    }
}
