@testable import QuartzCore
import Synchronization
import Testing
import UIKitTesting

@MainActor
private final class AnimationRecorder: CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
}

@MainActor
private final class FrameCounter {
    var timestamps: [CFTimeInterval] = []
    func step(_ link: CADisplayLink) { timestamps.append(link.timestamp) }
}

@MainActor
@Suite("Core Animation: animations and the frame clock", .serialized, .exclusiveUIKit)
struct CAAnimationTests {
    private func setUp() -> (HeadlessScreen, CALayer) { shownRedSquare() }

    private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.01) -> Bool { abs(a - b) <= tolerance }

    @Test("A basic animation moves the presentation, not the model, and is removed when done")
    func basic() {
        let (screen, layer) = setUp()
        let recorder = AnimationRecorder()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 10
        move.toValue = 90
        move.duration = 1
        move.delegate = recorder
        layer.add(move, forKey: "move")
        #expect(layer.animation(forKey: "move")?.beginTime == screen.currentTime)
        screen.advance(by: 0.5)
        #expect(close(layer.presentation()!.position.x, 50))
        #expect(layer.position.x == 10, "the model is untouched")
        #expect(recorder.events == ["start"])
        screen.advance(by: 0.6)
        #expect(recorder.events == ["start", "stop true"])
        #expect(layer.animationKeys() == nil)
        #expect(layer.presentation()!.position.x == 10)
    }

    /// A desktop frame clock ticks when the display wants, not on the animation's schedule:
    /// the last tick can land just before an animation's end, and the host then asks whether
    /// to keep ticking at a time after it. The answer must be yes until a frame has delivered
    /// the end — otherwise the end is never drawn (a strip of stale pixels beside a pushed
    /// view) and the completion never runs (a navigation controller that still ignores clicks).
    @Test("An animation whose last frame came before its end keeps the frame clock running until a frame ends it")
    func endNeedsAFrame() {
        let (screen, layer) = setUp()
        defer { screen.activate() }
        let clock = Mutex<CFTimeInterval>(screen.currentTime)
        MediaClock.install { clock.withLock { $0 } }
        let start = screen.currentTime
        let recorder = AnimationRecorder()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 0.25
        fade.delegate = recorder
        layer.add(fade, forKey: "fade")
        FrameScheduler.tick(at: start + 0.24)
        clock.withLock { $0 = start + 0.26 }
        #expect(FrameScheduler.needsFrames, "the end has not been drawn yet")
        #expect(recorder.events == ["start"])
        FrameScheduler.tick(at: start + 0.26)
        #expect(recorder.events == ["start", "stop true"])
        #expect(!FrameScheduler.needsFrames)
    }

    /// Tests run one after another in one process; a layer an earlier test left animating (and
    /// that something still holds) must not keep a later test's frame clock running.
    @Test("A new headless screen stops animations left running on an earlier one")
    func newScreenForgetsEarlierAnimations() {
        let (_, leftover) = setUp()
        let endless = CABasicAnimation(keyPath: "opacity")
        endless.fromValue = 0
        endless.toValue = 1
        endless.duration = 1
        endless.repeatCount = .infinity
        leftover.add(endless, forKey: "endless")
        #expect(FrameScheduler.needsFrames)
        let (screen, _) = setUp()
        #expect(!FrameScheduler.needsFrames)
        screen.advance(by: 0.5)
        #expect(leftover.animation(forKey: "endless") != nil, "forgotten, not ended")
    }

    @Test("Timing functions follow Core Animation's curves")
    func timingFunctions() {
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        let easeOut = CAMediaTimingFunction(name: .easeOut)
        let linear = CAMediaTimingFunction(name: .linear)
        #expect(close(linear.evaluate(0.3), 0.3))
        #expect(easeIn.evaluate(0.5) < 0.5 && easeOut.evaluate(0.5) > 0.5)
        #expect(close(CAMediaTimingFunction(name: .easeInEaseOut).evaluate(0.5), 0.5))
        #expect(close(easeIn.evaluate(0.5), 0.3153, 0.001))
        var point: [Float] = [0, 0]
        easeIn.getControlPoint(at: 1, values: &point)
        #expect(point == [0.42, 0])
    }

    @Test("Fill modes, begin times, repeats and autoreverse")
    func timing() {
        let (screen, layer) = setUp()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.2
        fade.toValue = 1
        fade.duration = 1
        fade.beginTime = screen.currentTime + 1
        fade.fillMode = .backwards
        layer.add(fade, forKey: "fade")
        screen.advance(by: 0.5)
        #expect(close(CGFloat(layer.presentation()!.opacity), 0.2), "filling backwards before it begins")
        layer.removeAllAnimations()
        let bounce = CABasicAnimation(keyPath: "opacity")
        bounce.fromValue = 0
        bounce.toValue = 1
        bounce.duration = 1
        bounce.autoreverses = true
        bounce.repeatCount = 2
        bounce.fillMode = .forwards
        bounce.isRemovedOnCompletion = false
        layer.add(bounce, forKey: "bounce")
        screen.advance(by: 1.5)
        #expect(close(CGFloat(layer.presentation()!.opacity), 0.5, 0.02), "halfway back")
        screen.advance(by: 1.0)
        #expect(close(CGFloat(layer.presentation()!.opacity), 0.5, 0.02), "second cycle, halfway out")
        screen.advance(by: 2)
        #expect(layer.animation(forKey: "bounce") != nil, "kept, filling forwards")
        #expect(close(CGFloat(layer.presentation()!.opacity), 0), "ended where an autoreversing cycle ends")
    }

    @Test("Removing an animation stops it unfinished")
    func removal() {
        let (screen, layer) = setUp()
        let recorder = AnimationRecorder()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = CGFloat.pi
        spin.duration = 1
        spin.delegate = recorder
        layer.add(spin, forKey: "spin")
        screen.advance(by: 0.5)
        #expect(close(atan2(layer.presentation()!.affineTransform().b, layer.presentation()!.affineTransform().a), .pi / 2))
        layer.removeAnimation(forKey: "spin")
        #expect(recorder.events == ["start", "stop false"])
        // Adding under an existing key replaces the animation.
        layer.add(spin, forKey: "spin")
        layer.add(spin, forKey: "spin")
        #expect(layer.animationKeys() == ["spin"])
        #expect(recorder.events.last == "stop false")
    }

    @Test("Keyframes, additive and cumulative animations, groups and springs")
    func kinds() {
        let (screen, layer) = setUp()
        let path = CAKeyframeAnimation(keyPath: "position")
        path.values = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)]
        path.keyTimes = [0, 0.5, 1]
        path.duration = 1
        layer.add(path, forKey: "path")
        screen.advance(by: 0.75)
        #expect(layer.presentation()!.position == CGPoint(x: 100, y: 50))
        layer.removeAllAnimations()

        let nudge = CABasicAnimation(keyPath: "position.y")
        nudge.fromValue = 0
        nudge.toValue = 20
        nudge.isAdditive = true
        nudge.duration = 1
        layer.add(nudge, forKey: "nudge")
        screen.advance(by: 0.5)
        #expect(close(layer.presentation()!.position.y, layer.position.y + 10))
        layer.removeAllAnimations()

        let group = CAAnimationGroup()
        let grow = CABasicAnimation(keyPath: "bounds.size.width")
        grow.toValue = 60
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        group.animations = [grow, fade]
        group.duration = 1
        grow.duration = 1
        fade.duration = 1
        layer.add(group, forKey: "group")
        screen.advance(by: 0.5)
        #expect(close(layer.presentation()!.bounds.width, 40))
        #expect(close(CGFloat(layer.presentation()!.opacity), 0.5))
        layer.removeAllAnimations()

        let spring = CASpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.damping = 5
        spring.duration = spring.settlingDuration
        layer.add(spring, forKey: "spring")
        var overshoot = false
        for _ in 0..<60 {
            screen.advance(by: 1.0 / 60)
            if let x = layer.presentation()?.position.x, x > 100.5 { overshoot = true }
        }
        #expect(overshoot, "an underdamped spring overshoots")
        #expect(spring.settlingDuration > 1 && spring.settlingDuration < 3)
    }

    @Test("A transaction's completion waits for the animations added in it")
    func transactionCompletion() {
        let (screen, layer) = setUp()
        var completed = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed = true }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 0.5
        layer.add(fade, forKey: nil)
        CATransaction.commit()
        #expect(!completed)
        screen.advance(by: 0.6)
        #expect(completed)
    }

    @Test("The compositor draws presented values and redraws each frame while an animation runs")
    func drawing() {
        let (screen, layer) = setUp()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 10
        move.toValue = 90
        move.duration = 1
        layer.add(move, forKey: "move")
        screen.advance(by: 0.5)
        let image = screen.render()
        #expect(image.color(x: 50, y: 10) == PixelColor(red: 255, green: 0, blue: 0))
        #expect(image.color(x: 5, y: 10).alpha == 0)
        screen.advance(by: 1)
        let after = screen.render()
        #expect(after.color(x: 5, y: 10) == PixelColor(red: 255, green: 0, blue: 0), "back at the model position")
        #expect(after.color(x: 50, y: 10).alpha == 0)
    }

    @Test("A display link fires once per frame at 60 Hz (or its preferred rate) until invalidated")
    func displayLink() {
        let (screen, _) = setUp()
        let counter = FrameCounter()
        let link = CADisplayLink(target: counter, selector: Selector("step:", FrameCounter.step))
        link.add(to: .main, forMode: .common)
        screen.advance(by: 0.5)
        #expect(counter.timestamps.count >= 29 && counter.timestamps.count <= 31)
        #expect(close(CGFloat(link.duration), 1.0 / 60, 0.0001))
        link.preferredFramesPerSecond = 20
        counter.timestamps = []
        screen.advance(by: 0.5)
        #expect(counter.timestamps.count >= 9 && counter.timestamps.count <= 11)
        link.isPaused = true
        counter.timestamps = []
        screen.advance(by: 0.5)
        #expect(counter.timestamps.isEmpty)
        link.invalidate()
    }
}

/// A red 20×20 layer shown on a 100×100 screen at scale 1, and the screen: where the
/// animation suites start.
@MainActor
func shownRedSquare() -> (HeadlessScreen, CALayer) {
    let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    screen.rootLayer.addSublayer(layer)
    screen.render()
    return (screen, layer)
}
