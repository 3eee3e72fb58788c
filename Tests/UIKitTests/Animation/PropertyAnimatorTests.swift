import Testing
import UIKit
import UIKitTesting

/// Records where animators ended.
@MainActor
final class PositionLog {
    var positions: [UIViewAnimatingPosition] = []
    func callback() -> (UIViewAnimatingPosition) -> Void { { [self] in positions.append($0) } }
}

@MainActor
@Suite("UIViewPropertyAnimator", .serialized, .exclusiveUIKit)
struct PropertyAnimatorTests {
    private func setUp() -> (HeadlessScreen, UIWindow, UIView) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let window = UIWindow()
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        screen.render()
        return (screen, window, view)
    }

    private func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.5) -> Bool { abs(a - b) <= tolerance }
    private func presentedX(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.x }

    @Test("Starting runs the animations to the end and calls the completions with .end")
    func runToEnd() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let log = PositionLog()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.addCompletion(log.callback())
        #expect(animator.state == .inactive && !animator.isRunning)
        #expect(view.center.x == 50, "the animations run when the animator starts")
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        #expect(view.center.x == 250)
        screen.advance(by: 0.5)
        #expect(close(presentedX(view), 150))
        #expect(close(animator.fractionComplete, 0.5, 0.01))
        screen.advance(by: 0.6)
        #expect(log.positions == [.end])
        #expect(animator.state == .inactive)
        #expect(presentedX(view) == 250 && view.layer.animationKeys() == nil)
    }

    /// A view with an "animatable" custom property, written as UIKit code writes one: its setter
    /// changes layer-backed state inside a zero-duration block, which inherits whatever
    /// animation surrounds it.
    final class Gauge: UIView {
        let needle = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var log: [Bool] = []
        var level: CGFloat = 0 {
            didSet {
                UIView.animate(withDuration: 0, animations: { self.needle.center.x = 5 + self.level * 100 },
                               completion: { self.log.append($0) })
            }
        }
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(needle)
        }
        required init?(coder: NSCoder) { nil }
    }

    @Test("(issue 44.13) a zero-duration block inside an animator's animations takes the animator's duration and curve")
    func nestedBlockInheritsAnimator() {
        let (screen, window, _) = setUp()
        defer { window.isHidden = true }
        let gauge = Gauge(frame: CGRect(x: 0, y: 100, width: 300, height: 20))
        window.addSubview(gauge)
        screen.render()
        var inherited: TimeInterval = -1
        let log = PositionLog()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            inherited = UIView.inheritedAnimationDuration
            gauge.level = 1
        }
        animator.addCompletion(log.callback())
        animator.startAnimation()
        #expect(inherited == 1)
        #expect(gauge.needle.center.x == 105, "the model is at the end at once")
        screen.advance(by: 0.5)
        #expect(close(gauge.needle.layer.presentation()!.position.x, 55), "halfway, linearly, not at the end")
        #expect(gauge.log.isEmpty)
        screen.advance(by: 0.6)
        #expect(log.positions == [.end])
        #expect(gauge.log == [true], "the nested block's completion runs as the animator ends")
    }

    @Test("Pausing freezes the views; fractionComplete scrubs them linearly; continuing resumes")
    func pauseAndScrub() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let log = PositionLog()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 250 }
        animator.addCompletion(log.callback())
        animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        #expect(presentedX(view) == 50, "paused at the start")
        animator.fractionComplete = 0.25
        screen.advance(by: 0.5)
        #expect(close(presentedX(view), 100), "scrubbing is linear by default")
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        screen.advance(by: 0)
        #expect(presentedX(view) < 140, "along the ease-in curve")
        #expect(animator.fractionComplete == 0.5)
        screen.advance(by: 5)
        #expect(log.positions.isEmpty, "a paused animator does not finish")
        animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 0)
        screen.advance(by: 0.25)
        #expect(close(presentedX(view), 200, 1))
        screen.runUntilAnimationsSettle()
        #expect(log.positions == [.end])
    }

    @Test("Reversing runs the animations back; the completion reports .start and the model returns")
    func reverse() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let log = PositionLog()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.addCompletion(log.callback())
        animator.startAnimation()
        screen.advance(by: 0.6)
        animator.isReversed = true
        #expect(animator.isReversed)
        screen.advance(by: 0.3)
        #expect(close(presentedX(view), 110, 1), "back from 170 toward 50")
        screen.runUntilAnimationsSettle()
        #expect(log.positions == [.start])
        #expect(view.center.x == 50, "the model is back at the start")
    }

    @Test("Stopping freezes the model where the views are; finishing at .current reports it")
    func stopAndFinish() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let log = PositionLog()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.addCompletion(log.callback())
        animator.startAnimation()
        screen.advance(by: 0.25)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        #expect(close(view.center.x, 100, 1), "the model takes the on-screen value")
        screen.advance(by: 2)
        #expect(log.positions.isEmpty, "stopped, waiting for finishAnimation(at:)")
        animator.finishAnimation(at: .current)
        #expect(log.positions == [.current])
        #expect(animator.state == .inactive)

        let other = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 300 }
        other.addCompletion(log.callback())
        other.startAnimation()
        screen.advance(by: 0.5)
        other.stopAnimation(true)
        #expect(other.state == .inactive)
        #expect(log.positions == [.current], "stopping without finishing calls no completion")
        #expect(view.layer.animationKeys() == nil)

        let third = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 350 }
        third.addCompletion(log.callback())
        third.startAnimation()
        screen.advance(by: 0.5)
        third.stopAnimation(false)
        third.finishAnimation(at: .start)
        #expect(log.positions == [.current, .start])
        #expect(close(view.center.x, 200, 1), "the start is where the animator began")
    }

    @Test("Animations added while running begin after their delay factor and end with the rest")
    func addWhileRunning() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.startAnimation()
        screen.advance(by: 0.5)
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
        screen.advance(by: 0.2)
        #expect(close(CGFloat(view.layer.presentation()!.opacity), 1, 0.01), "waiting out a quarter second")
        screen.advance(by: 0.175)
        #expect(close(CGFloat(view.layer.presentation()!.opacity), 0.5, 0.05))
        screen.runUntilAnimationsSettle()
        #expect(view.alpha == 0 && animator.state == .inactive)
    }

    @Test("runningPropertyAnimator starts at once and is not interruptible; pausesOnCompletion holds at the end")
    func runningAndPausesOnCompletion() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let log = PositionLog()
        let running = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.5, delay: 0.5, options: .curveLinear,
                                                                     animations: { view.center.x = 250 }, completion: log.callback())
        #expect(running.state == .active && !running.isInterruptible)
        screen.advance(by: 0.4)
        #expect(presentedX(view) == 50, "waiting out its delay")
        screen.runUntilAnimationsSettle()
        #expect(log.positions == [.end])

        let holding = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 1) { view.center.x = 50 }
        holding.pausesOnCompletion = true
        holding.addCompletion(log.callback())
        holding.startAnimation()
        screen.runUntilAnimationsSettle()
        screen.advance(by: 0.5)
        #expect(holding.state == .active && !holding.isRunning && holding.fractionComplete == 1)
        #expect(log.positions == [.end], "paused at the end, not finished")
        holding.isReversed = true
        holding.startAnimation()
        screen.runUntilAnimationsSettle()
        screen.advance(by: 0.5)
        #expect(close(presentedX(view), 250, 1), "ran back to the start and paused there")
        holding.stopAnimation(true)
    }

    @Test("An animator with user interaction disabled suspends its views' touches until it ends")
    func userInteraction() {
        let (screen, window, _) = setUp()
        defer { window.isHidden = true }
        let target = logView("t", CGRect(x: 0, y: 150, width: 100, height: 100))
        window.addSubview(target)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { target.alpha = 0.5 }
        animator.isUserInteractionEnabled = false
        animator.startAnimation()
        screen.tap(at: CGPoint(x: 50, y: 200))
        #expect(target.log.isEmpty)
        screen.runUntilAnimationsSettle()
        screen.tap(at: CGPoint(x: 50, y: 200))
        #expect(target.log == ["began 1", "ended 1"])
    }

    @Test("A physical spring sets the animator's duration to its settling time")
    func physicalSpring() {
        let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
        let animator = UIViewPropertyAnimator(duration: 99, timingParameters: spring)
        #expect(animator.duration < 5 && animator.duration > 0.5)
        #expect(spring.timingCurveType == .spring)
        #expect(UICubicTimingParameters().timingCurveType == .builtin)
        #expect(UICubicTimingParameters(controlPoint1: .zero, controlPoint2: CGPoint(x: 1, y: 1)).timingCurveType == .cubic)
    }
}
