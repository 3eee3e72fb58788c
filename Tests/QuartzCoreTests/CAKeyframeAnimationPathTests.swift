import Foundation
import QuartzCore
import Testing
import UIKitTesting

/// CAKeyframeAnimation's calculation modes, paths and rotation: what tutorials' "orbit" and
/// "follow the curve" animations use.
@MainActor
@Suite("CAKeyframeAnimation paths and modes", .serialized, .exclusiveUIKit, .withoutImplicitActions)
struct CAKeyframeAnimationPathTests {
    private func setUp() -> (HeadlessScreen, CALayer) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 400), scale: 1)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        screen.rootLayer.addSublayer(layer)
        screen.render()
        return (screen, layer)
    }

    private func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 0.5) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    /// Seconds since the animation under test was added.
    @MainActor
    final class Elapsed {
        var seconds: TimeInterval = 0
    }
    private let elapsed = Elapsed()

    /// Adds `animation` and starts counting from now.
    private func add(_ animation: CAAnimation, to layer: CALayer) {
        layer.removeAllAnimations()
        layer.add(animation, forKey: "move")
        elapsed.seconds = 0
    }

    /// The presented position and rotation `time` seconds after the animation was added.
    private func sample(_ screen: HeadlessScreen, _ layer: CALayer, at time: TimeInterval) -> (CGPoint, CGFloat) {
        screen.advance(by: time - elapsed.seconds)
        elapsed.seconds = time
        let presented = layer.presentation()!
        return (presented.position, atan2(presented.transform.m12, presented.transform.m11))
    }

    @Test("A path overrides values: each line or curve is one keyframe segment, timed evenly, or by keyTimes")
    func pathSegments() {
        let (screen, layer) = setUp()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 300, y: 0))      // long
        path.addLine(to: CGPoint(x: 300, y: 100))    // short
        let move = CAKeyframeAnimation(keyPath: "position")
        move.values = [CGPoint(x: 999, y: 999)]
        move.path = path
        move.duration = 1
        add(move, to: layer)
        // Evenly: half the time for each segment, whatever its length.
        #expect(close(sample(screen, layer, at: 0.25).0, CGPoint(x: 150, y: 0)))
        #expect(close(sample(screen, layer, at: 0.75).0, CGPoint(x: 300, y: 50)))

        move.keyTimes = [0, 0.8, 1]
        add(move, to: layer)
        #expect(close(sample(screen, layer, at: 0.4).0, CGPoint(x: 150, y: 0)))
        #expect(close(sample(screen, layer, at: 0.9).0, CGPoint(x: 300, y: 50)))
    }

    @Test("Paced: keyTimes and timing functions are ignored, and the layer moves at one speed along the whole path, curves included")
    func paced() {
        let (screen, layer) = setUp()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 300, y: 0))
        path.addLine(to: CGPoint(x: 300, y: 100))
        let move = CAKeyframeAnimation(keyPath: "position")
        move.path = path
        move.calculationMode = .paced
        move.keyTimes = [0, 0.1, 1]
        move.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeIn)]
        move.duration = 1
        add(move, to: layer)
        #expect(close(sample(screen, layer, at: 0.25).0, CGPoint(x: 100, y: 0)), "a quarter of 400 points")
        #expect(close(sample(screen, layer, at: 0.625).0, CGPoint(x: 250, y: 0)))
        #expect(close(sample(screen, layer, at: 0.875).0, CGPoint(x: 300, y: 50)))

        // A circle: four quarter arcs at one speed; a quarter of the time is a quarter turn.
        let circle = CAKeyframeAnimation(keyPath: "position")
        circle.path = CGPath(ellipseIn: CGRect(x: 100, y: 100, width: 200, height: 200), transform: nil)
        circle.calculationMode = .paced
        circle.duration = 4
        add(circle, to: layer)
        let start = sample(screen, layer, at: 0).0
        let eighth = sample(screen, layer, at: 0.5).0
        let quarter = sample(screen, layer, at: 1).0
        #expect(close(start, CGPoint(x: 300, y: 200)))
        #expect(close(quarter, CGPoint(x: 200, y: 300)))
        let centre = CGPoint(x: 200, y: 200)
        #expect(abs(hypot(eighth.x - centre.x, eighth.y - centre.y) - 100) < 0.5, "on the circle between")
        #expect(abs(atan2(eighth.y - centre.y, eighth.x - centre.x) - .pi / 4) < 0.02, "half way round the quarter")
    }

    @Test("rotateAuto turns the layer to face along the path, rotateAutoReverse the other way; nil leaves it unturned")
    func rotationMode() {
        let (screen, layer) = setUp()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let move = CAKeyframeAnimation(keyPath: "position")
        move.path = path
        move.duration = 1
        add(move, to: layer)
        #expect(abs(sample(screen, layer, at: 0.75).1) < 1e-6)

        move.rotationMode = .rotateAuto
        add(move, to: layer)
        #expect(abs(sample(screen, layer, at: 0.25).1) < 1e-6, "heading along +x")
        #expect(abs(sample(screen, layer, at: 0.75).1 - .pi / 2) < 1e-6, "heading down (+y)")

        move.rotationMode = .rotateAutoReverse
        add(move, to: layer)
        #expect(abs(abs(sample(screen, layer, at: 0.25).1) - .pi) < 1e-6)
        #expect(abs(sample(screen, layer, at: 0.75).1 + .pi / 2) < 1e-6)
        #expect(CAAnimationRotationMode.rotateAuto.rawValue == "auto")
    }

    @Test("Cubic: a smooth spline through every value (Catmull–Rom by default); tension 1 makes the segments straight; continuity and bias bend it")
    func cubic() {
        let (screen, layer) = setUp()
        let points = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 0)]
        let move = CAKeyframeAnimation(keyPath: "position")
        move.values = points
        move.calculationMode = .cubic
        move.duration = 1
        add(move, to: layer)
        let quarter = sample(screen, layer, at: 0.25).0
        // Catmull–Rom: the tangent at the middle point is level, so a quarter in the curve is
        // above the straight line (y 50 on it) and still passes through the middle point.
        #expect(quarter.y > 55)
        #expect(close(sample(screen, layer, at: 0.5).0, points[1]))

        move.tensionValues = [1, 1, 1]
        add(move, to: layer)
        #expect(close(sample(screen, layer, at: 0.25).0, CGPoint(x: 50, y: 50)), "tight: straight lines")

        move.tensionValues = nil
        move.biasValues = [0, 1, 0]
        add(move, to: layer)
        let biased = sample(screen, layer, at: 0.75).0
        move.biasValues = [0, -1, 0]
        add(move, to: layer)
        let other = sample(screen, layer, at: 0.75).0
        #expect(!close(biased, other, 2), "bias changes the curve past the keyframe")

        // Numbers spline too, and copies keep every setting.
        let copy = move.copy() as! CAKeyframeAnimation
        #expect(copy.biasValues == move.biasValues && copy.calculationMode == .cubic)
    }

    @Test("Discrete: each value holds from its key time; Core Animation's key times have one more entry than the values")
    func discrete() {
        let (screen, layer) = setUp()
        let jump = CAKeyframeAnimation(keyPath: "position")
        jump.values = [CGPoint(x: 10, y: 10), CGPoint(x: 100, y: 10), CGPoint(x: 200, y: 10)]
        jump.calculationMode = .discrete
        jump.keyTimes = [0, 0.2, 0.9, 1]
        jump.duration = 1
        add(jump, to: layer)
        #expect(sample(screen, layer, at: 0.1).0 == CGPoint(x: 10, y: 10))
        #expect(sample(screen, layer, at: 0.5).0 == CGPoint(x: 100, y: 10))
        #expect(sample(screen, layer, at: 0.95).0 == CGPoint(x: 200, y: 10))
    }

    @Test("A path with no segments, or one for a number property, animates nothing and nothing fails")
    func badPaths() {
        let (screen, layer) = setUp()
        let empty = CAKeyframeAnimation(keyPath: "position")
        empty.path = CGMutablePath()
        empty.duration = 1
        add(empty, to: layer)
        #expect(sample(screen, layer, at: 0.5).0 == layer.position)

        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 10))
        let wrong = CAKeyframeAnimation(keyPath: "opacity")
        wrong.path = path
        wrong.duration = 1
        add(wrong, to: layer)
        screen.advance(by: 0.5)
        #expect(layer.presentation()!.opacity == 1)
    }
}
