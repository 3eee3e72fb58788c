import Testing
import UIKit
import UIKitTesting

/// UIKit's block animations run on the timeline of the layer they animate (Core Animation's
/// `CAMediaTiming` on layers), as on iOS: pausing a view's layer pauses them, its speed
/// scales them, and a delay counts on that timeline.
@MainActor
@Suite("Block-based view animation on a layer's own timeline", .serialized, .exclusiveUIKit)
struct ViewAnimationLayerTimingTests {
    private func setUp() -> (HeadlessScreen, UIWindow, UIView) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let window = UIWindow()
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .red
        window.addSubview(view)
        screen.render()
        UIView.setAnimationsEnabled(true)
        return (screen, window, view)
    }

    private func presentedX(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.x }

    @Test("Pausing the superview's layer holds a view animation and its completion; resuming finishes it")
    func pausedSuperlayer() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let log = CompletionLog()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 150 },
                       completion: log.callback())
        screen.advance(by: 0.5)
        let paused = window.layer.convertTime(CACurrentMediaTime(), from: nil)
        window.layer.speed = 0
        window.layer.timeOffset = paused
        screen.advance(by: 3)
        #expect(abs(presentedX(view) - 100) < 0.5, "held halfway")
        #expect(log.calls.isEmpty)
        window.layer.speed = 1
        window.layer.timeOffset = 0
        window.layer.beginTime = 0
        window.layer.beginTime = window.layer.convertTime(CACurrentMediaTime(), from: nil) - paused
        screen.advance(by: 0.6)
        #expect(log.calls == [true])
        #expect(presentedX(view) == 150)
    }

    @Test("A window layer's speed of 4 runs view animations four times as fast, their delays included")
    func fastWindow() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        window.layer.speed = 4
        let log = CompletionLog()
        UIView.animate(withDuration: 1, delay: 1, options: .curveLinear, animations: { view.center.x = 250 },
                       completion: log.callback())
        screen.advance(by: 0.25)
        #expect(abs(presentedX(view) - 50) < 0.5, "the one-second delay has just passed")
        screen.advance(by: 0.125)
        #expect(abs(presentedX(view) - 150) < 0.5)
        screen.advance(by: 0.15)
        #expect(log.calls == [true])
    }
}
