@testable import QuartzCore
import Testing
import UIKitTesting

@MainActor
private final class StopRecorder: CAAnimationDelegate {
    var stops: [(time: CFTimeInterval, finished: Bool)] = []
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append((CACurrentMediaTime(), flag)) }
}

@MainActor
@Suite("Core Animation: a layer's own timeline (CAMediaTiming, convertTime)", .serialized, .exclusiveUIKit)
struct CALayerTimingTests {
    private func setUp() -> (HeadlessScreen, CALayer) { shownRedSquare() }

    /// position.x from 0 to 100 over `duration` seconds, linear.
    private func move(duration: CFTimeInterval = 1) -> CABasicAnimation {
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = duration
        return move
    }

    private func presentedX(_ layer: CALayer) -> CGFloat { layer.presentation()!.position.x }

    @Test("Pausing a layer as Apple's Q&A 1673 does (speed 0, timeOffset at its present) holds its animation; resuming continues from there")
    func pauseAndResume() {
        let (screen, layer) = setUp()
        let recorder = StopRecorder()
        let animation = move(duration: 1)
        animation.delegate = recorder
        layer.add(animation, forKey: "move")
        screen.advance(by: 0.3)
        // Pause.
        let pausedTime = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        #expect(abs(presentedX(layer) - 30) < 0.01)
        #expect(!FrameScheduler.needsFrames, "a paused animation asks for no frames")
        screen.advance(by: 5)
        #expect(abs(presentedX(layer) - 30) < 0.01, "held while paused")
        #expect(recorder.stops.isEmpty)
        // Resume.
        let held = layer.timeOffset
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - held
        #expect(abs(presentedX(layer) - 30) < 0.01, "resumes where it was held")
        screen.advance(by: 0.35)
        #expect(abs(presentedX(layer) - 65) < 0.01)
        screen.advance(by: 0.4)
        #expect(recorder.stops.count == 1 && recorder.stops[0].finished)
        #expect(layer.animationKeys() == nil)
    }

    @Test("A layer's speed of 2 plays its animations twice as fast: a 1-second animation ends after half a second")
    func doubleSpeed() {
        let (screen, layer) = setUp()
        layer.speed = 2
        let recorder = StopRecorder()
        let start = CACurrentMediaTime()
        let animation = move(duration: 1)
        animation.delegate = recorder
        layer.add(animation, forKey: "move")
        screen.advance(by: 0.25)
        #expect(abs(presentedX(layer) - 50) < 0.01)
        screen.advance(by: 0.3)
        #expect(recorder.stops.count == 1)
        #expect(recorder.stops.first.map { $0.time - start <= 0.55 } == true)
    }

    @Test("Speeds multiply down the tree: a sublayer at 2× under a superlayer at 0.5× runs at real time")
    func nestedSpeeds() {
        let (screen, parent) = setUp()
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
        parent.addSublayer(child)
        parent.speed = 0.5
        child.speed = 2
        #expect(child.effectiveSpeed == 1)
        child.add(move(duration: 1), forKey: "move")
        screen.advance(by: 0.5)
        #expect(abs(child.presentation()!.position.x - 50) < 0.01)
    }

    @Test("convertTime(_:from:) and convertTime(_:to:) map between layers' times and absolute time, and back")
    func convertTime() {
        let (_, parent) = setUp()
        let child = CALayer()
        parent.addSublayer(child)
        parent.beginTime = 10
        parent.speed = 2
        child.timeOffset = 3
        child.speed = 0.5
        let now: CFTimeInterval = 20
        // parent: (20 − 10) × 2 = 20; child: 20 × 0.5 + 3 = 13.
        #expect(parent.convertTime(now, from: nil) == 20)
        #expect(child.convertTime(now, from: nil) == 13)
        #expect(child.convertTime(20, from: parent) == 13)
        #expect(child.convertTime(13, to: parent) == 20)
        #expect(child.convertTime(13, to: nil) == now)
        let sibling = CALayer()
        #expect(sibling.convertTime(now, from: nil) == now, "a layer without timing of its own keeps absolute time")
    }

    @Test("Two sublayers of a paused layer keep their own offsets in convertTime, which goes through their common ancestor")
    func convertUnderPausedAncestor() {
        let (_, parent) = setUp()
        let a = CALayer(), b = CALayer()
        parent.addSublayer(a)
        parent.addSublayer(b)
        parent.speed = 0
        parent.timeOffset = 7
        a.timeOffset = 5
        #expect(a.convertTime(10, to: b) == 5)
        #expect(b.convertTime(5, from: a) == 0)
        #expect(a.convertTime(CACurrentMediaTime(), from: nil) == 12, "the paused parent holds 7; a adds 5")
    }

    @Test("A layer whose time runs backwards (speed −1) ends an animation added to it at once, telling its delegate, and asks for no more frames")
    func backwards() {
        let (screen, layer) = setUp()
        layer.speed = -1
        let recorder = StopRecorder()
        let animation = move(duration: 1)
        animation.delegate = recorder
        layer.add(animation, forKey: "move")
        screen.advance(by: 0.1)
        #expect(recorder.stops.count == 1 && recorder.stops[0].finished)
        #expect(!FrameScheduler.needsFrames)
    }

    @Test("Scrubbing: with speed 0, setting timeOffset shows the animation at that moment")
    func scrub() {
        let (_, layer) = setUp()
        layer.speed = 0
        layer.add(move(duration: 1), forKey: "move")  // begins at the paused layer's time, 0
        for offset in [0.25, 0.8, 0.5] {
            layer.timeOffset = offset
            #expect(abs(presentedX(layer) - CGFloat(offset * 100)) < 0.01)
        }
    }

    @Test("A layer with a duration repeats its timeline: its animations replay each cycle")
    func layerCycles() {
        let (screen, layer) = setUp()
        layer.duration = 1
        layer.repeatCount = .infinity
        layer.beginTime = CACurrentMediaTime()
        let animation = move(duration: 1)
        animation.fillMode = .both
        animation.isRemovedOnCompletion = false
        layer.add(animation, forKey: "move")
        screen.advance(by: 0.25)
        #expect(abs(presentedX(layer) - 25) < 0.01)
        screen.advance(by: 1)
        #expect(abs(presentedX(layer) - 25) < 0.01, "the next cycle replays the same moment")
    }

    @Test("An animation added without a beginTime begins at its layer's present, not absolute time")
    func beginsAtLayerTime() {
        let (_, layer) = setUp()
        layer.timeOffset = 100
        layer.add(move(), forKey: "move")
        #expect(layer.animation(forKey: "move")?.beginTime == layer.convertTime(CACurrentMediaTime(), from: nil))
        #expect(abs(presentedX(layer)) < 0.01)
    }
}
