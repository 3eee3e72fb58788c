import Foundation
import SlatePlatform
import Testing
@testable import UIKit
import UIKitTesting

/// Records what a drawing view reads from each touch: type, force and the pen's angles.
@MainActor
private final class SketchView: UIView {
    struct Sample: Equatable {
        var phase: String
        var type: UITouch.TouchType
        var force: CGFloat
        var maximumForce: CGFloat
        var altitude: CGFloat
        var azimuth: CGFloat
        var vector: CGVector
    }

    var samples: [Sample] = []

    private func note(_ phase: String, _ touches: Set<UITouch>) {
        for touch in touches {
            samples.append(Sample(phase: phase, type: touch.type, force: touch.force, maximumForce: touch.maximumPossibleForce,
                                  altitude: touch.altitudeAngle, azimuth: touch.azimuthAngle(in: self),
                                  vector: touch.azimuthUnitVector(in: self)))
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note("began", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note("ended", touches) }
}

@MainActor
@Suite("A tablet's pen as Apple Pencil: touch type, force, altitude and azimuth", .serialized, .exclusiveUIKit)
struct PencilTouchTests {
    private func setUp() -> (HeadlessScreen, UIWindow, SketchView) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let window = UIWindow()
        let sketch = SketchView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.addSubview(sketch)
        window.makeKeyAndVisible()
        screen.presentFrame()
        return (screen, window, sketch)
    }

    private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

    @Test("TCH-09 a pen's stroke is one .pencil touch whose force follows the pressure (full pressure is 25/6), upright by default")
    func strokeForces() {
        let (screen, window, sketch) = setUp()
        defer { window.isHidden = true }
        screen.pencilStroke(through: [CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 10), CGPoint(x: 30, y: 10)], pressures: [0.2, 0.6, 1])
        #expect(sketch.samples.map(\.phase) == ["began", "moved", "moved", "ended"])
        #expect(sketch.samples.allSatisfy { $0.type == .pencil && close($0.maximumForce, 25.0 / 6) })
        let pressures: [CGFloat] = sketch.samples.prefix(3).map { (sample: SketchView.Sample) -> CGFloat in
            (sample.force * 6 / 25 * 10).rounded() / 10
        }
        #expect(pressures == [0.2, 0.6, 1])
        #expect(sketch.samples.last?.force == 0)
        #expect(sketch.samples.allSatisfy { close($0.altitude, .pi / 2) && close($0.azimuth, 0) })
    }

    @Test("Pressing harder or tilting without moving is a move, as an Apple Pencil's is; the same values again are not")
    func pressureAloneMoves() {
        let (screen, window, sketch) = setUp()
        defer { window.isHidden = true }
        let point = CGPoint(x: 50, y: 50)
        screen.pencilDown(at: point, pressure: 0.3)
        screen.advance(by: 0.01)
        screen.pencilMove(to: point, pressure: 0.9)
        screen.advance(by: 0.01)
        screen.pencilMove(to: point, pressure: 0.9)
        screen.advance(by: 0.01)
        screen.pencilMove(to: point, pressure: 0.9, altitude: .pi / 4)
        #expect(sketch.samples.map(\.phase) == ["began", "moved", "moved"])
        #expect(close(sketch.samples[2].altitude, .pi / 4))
        screen.pencilUp(at: point)
    }

    @Test("Altitude and azimuth: the pen's angles in the window, and azimuth turned into a rotated view's coordinates")
    func anglesInViews() {
        let (screen, window, sketch) = setUp()
        defer { window.isHidden = true }
        let turned = SketchView(frame: CGRect(x: 200, y: 100, width: 100, height: 100))
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        window.addSubview(turned)
        screen.presentFrame()

        screen.pencilStroke(through: [CGPoint(x: 40, y: 40), CGPoint(x: 45, y: 40)], altitude: .pi / 6, azimuth: .pi / 2)
        #expect(close(sketch.samples[0].altitude, .pi / 6))
        #expect(close(sketch.samples[0].azimuth, .pi / 2))
        #expect(abs(sketch.samples[0].vector.dx) < 1e-9 && close(sketch.samples[0].vector.dy, 1))

        // The view is turned a quarter clockwise: its +x is the window's +y, its +y the window's −x.
        screen.pencilStroke(through: [CGPoint(x: 250, y: 150), CGPoint(x: 251, y: 150)], azimuth: .pi / 2)
        screen.pencilStroke(through: [CGPoint(x: 250, y: 150), CGPoint(x: 251, y: 150)], azimuth: 0)
        let down = turned.samples[0], right = turned.samples[3]
        #expect(close(down.vector.dx, 1) && abs(down.vector.dy) < 1e-9)
        #expect(abs(down.azimuth) < 1e-9)
        #expect(abs(right.vector.dx) < 1e-9 && close(right.vector.dy, -1))
        #expect(close(right.azimuth, -.pi / 2))
    }

    @Test("Fingers and the mouse are not pens: zero force, upright, azimuth along +x; nothing is ever estimated")
    func otherTouches() {
        let (screen, window, sketch) = setUp()
        defer { window.isHidden = true }
        screen.tap(at: CGPoint(x: 30, y: 30))
        screen.click(at: CGPoint(x: 60, y: 30))
        #expect(sketch.samples.map(\.type) == [.direct, .direct, .indirectPointer, .indirectPointer])
        #expect(sketch.samples.allSatisfy { $0.force == 0 && $0.maximumForce == 0 && close($0.altitude, .pi / 2) })
        #expect(sketch.samples.allSatisfy { $0.azimuth == 0 && $0.vector == CGVector(dx: 1, dy: 0) })

        final class Estimates: UIView {
            var seen: [(UITouch.Properties, UITouch.Properties, NSNumber?)] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                for touch in touches { seen.append((touch.estimatedProperties, touch.estimatedPropertiesExpectingUpdates, touch.estimationUpdateIndex)) }
            }
        }
        let estimates = Estimates(frame: CGRect(x: 300, y: 200, width: 50, height: 50))
        sketch.addSubview(estimates)
        screen.presentFrame()
        screen.pencilStroke(through: [CGPoint(x: 310, y: 210), CGPoint(x: 320, y: 210)])
        #expect(estimates.seen.count == 1)
        #expect(estimates.seen.allSatisfy { $0.0.isEmpty && $0.1.isEmpty && $0.2 == nil })
        #expect(UITouch.Properties.force.rawValue == 1 && UITouch.Properties.location.rawValue == 8)
    }

    @Test("A pen's barrel button clicks as a mouse's secondary button, not as a pencil")
    func barrelButton() {
        let (screen, window, sketch) = setUp()
        defer { window.isHidden = true }
        let point = CGPoint(x: 70, y: 70)
        screen.pencilMove(to: point, pressure: 0)
        let pen = PlatformStylus(pressure: 0)
        window.inputDispatcher.handle(.pointer(PlatformPointerEvent(.buttonDown(2), at: point, timestamp: 1, stylus: pen)))
        window.inputDispatcher.handle(.pointer(PlatformPointerEvent(.buttonUp(2), at: point, timestamp: 1.05, stylus: pen)))
        #expect(sketch.samples.map(\.type) == [.indirectPointer, .indirectPointer])
        #expect(sketch.samples.allSatisfy { $0.force == 0 })
        _ = screen
    }

    @Test("A tablet's tilts become altitude and azimuth: upright, leaning 45° right, leaning 45° down and right")
    func tiltsToAngles() {
        let upright = PlatformStylus(pressure: 1, tiltX: 0, tiltY: 0)
        #expect(close(upright.altitude, .pi / 2) && upright.azimuth == 0)
        let right = PlatformStylus(pressure: 1, tiltX: .pi / 4, tiltY: 0)
        #expect(close(right.altitude, .pi / 4) && close(right.azimuth, 0))
        let down = PlatformStylus(pressure: 1, tiltX: 0, tiltY: .pi / 4)
        #expect(close(down.azimuth, .pi / 2))
        let both = PlatformStylus(pressure: 1, tiltX: .pi / 4, tiltY: .pi / 4)
        #expect(close(both.azimuth, .pi / 4))
        #expect(close(both.altitude, atan2(1, 2.0.squareRoot())))
        let left = PlatformStylus(pressure: 2, tiltX: -.pi / 3, tiltY: 0)
        #expect(close(left.azimuth, .pi) && left.pressure == 1)
    }
}
