import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A view that writes down the touch calls it gets.
@MainActor
private final class ContentTouchLogView: UIView {
    var calls: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { if calls.last != "moved" { calls.append("moved") } }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { calls.append("cancelled") }
}

/// A control that writes down its tracking.
@MainActor
private final class ContentTrackingControl: UIControl {
    var calls: [String] = []
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { calls.append("begin"); return true }
    override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if calls.last != "continue" { calls.append("continue") }
        return true
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) { calls.append("end") }
    override func cancelTracking(with event: UIEvent?) { calls.append("cancel") }
}

@MainActor
private final class FilteringScrollView: UIScrollView {
    var refused: UIView?
    var cancelsControls = false
    var asked: [String] = []
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        asked.append("shouldBegin")
        return view !== refused
    }
    override func touchesShouldCancel(in view: UIView) -> Bool {
        asked.append("shouldCancel")
        return cancelsControls || super.touchesShouldCancel(in: view)
    }
}

/// `delaysContentTouches`, `canCancelContentTouches`, `touchesShouldBegin(_:with:in:)` and
/// `touchesShouldCancel(in:)`, through synthesized fingers (TCH-15, TCH-20).
@MainActor
@Suite("UIScrollView, touches in the content", .serialized, .exclusiveUIKit)
struct ScrollViewContentTouchesTests {
    private func setUp() -> (HeadlessScreen, UIWindow, UIScrollView, ContentTouchLogView, ContentTrackingControl) {
        setUp(UIScrollView())
    }

    private func setUp<Scroll: UIScrollView>(_ scrollView: Scroll) -> (HeadlessScreen, UIWindow, Scroll, ContentTouchLogView, ContentTrackingControl) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let window = UIWindow()
        scrollView.frame = window.bounds
        scrollView.delaysContentTouches = true
        scrollView.contentSize = CGSize(width: 400, height: 2000)
        let content = ContentTouchLogView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let control = ContentTrackingControl(frame: CGRect(x: 0, y: 300, width: 400, height: 300))
        scrollView.addSubview(content)
        scrollView.addSubview(control)
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        screen.presentFrame()
        return (screen, window, scrollView, content, control)
    }

    /// The finger, already down, moves up the content's middle 30 points a frame.
    private func moveFinger(_ screen: HeadlessScreen, upFrom start: Int, to end: Int) {
        for y in stride(from: start, through: end, by: -30) {
            screen.touchMove(to: CGPoint(x: 200, y: CGFloat(y)))
            screen.advance(by: HeadlessScreen.inputStep)
        }
    }

    @Test("TCH-20 defaults: content touches are not delayed (Slate's default for now; UIKit's is true), may be cancelled; controls are spared, other views are not")
    func defaults() {
        let scrollView = UIScrollView()
        #expect(!scrollView.delaysContentTouches && scrollView.canCancelContentTouches)
        #expect(scrollView.touchesShouldCancel(in: UIView()))
        #expect(!scrollView.touchesShouldCancel(in: UIButton()))
        #expect(scrollView.touchesShouldBegin([], with: nil, in: UIView()))
    }

    @Test("TCH-20 a finger held still reaches the content after 0.15 s, not before")
    func heldTouchArrivesAfterDelay() {
        let (screen, window, _, content, _) = setUp()
        defer { window.isHidden = true }
        screen.touchDown(at: CGPoint(x: 200, y: 100))
        screen.advance(by: 0.1)
        #expect(content.calls.isEmpty)
        screen.advance(by: 0.1)
        #expect(content.calls == ["began"])
        screen.touchUp(at: CGPoint(x: 200, y: 100))
        #expect(content.calls == ["began", "ended"])
    }

    @Test("TCH-20 a quick tap reaches the content whole when the finger lifts")
    func quickTap() {
        let (screen, window, _, content, control) = setUp()
        defer { window.isHidden = true }
        screen.touchDown(at: CGPoint(x: 200, y: 100))
        screen.advance(by: HeadlessScreen.inputStep)
        #expect(content.calls.isEmpty)
        screen.touchUp(at: CGPoint(x: 200, y: 100))
        #expect(content.calls == ["began", "ended"])
        screen.tap(at: CGPoint(x: 200, y: 400))
        #expect(control.calls == ["begin", "end"])
    }

    @Test("TCH-15 TCH-20 a drag begun within the delay scrolls, and the content never hears of the touch")
    func quickDragNeverBegins() {
        let (screen, window, scrollView, content, control) = setUp()
        defer { window.isHidden = true }
        screen.drag(from: CGPoint(x: 200, y: 250), to: CGPoint(x: 200, y: 50), steps: 6, duration: 0.1)
        #expect(scrollView.contentOffset.y > 0)
        #expect(content.calls.isEmpty, "withheld calls are discarded, not cancelled: \(content.calls)")
        screen.advance(by: 2)
        let offset = scrollView.contentOffset
        screen.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), steps: 6, duration: 0.1)
        #expect(scrollView.contentOffset.y > offset.y, "a quick drag starting on a control scrolls too")
        #expect(control.calls.isEmpty)
    }

    @Test("TCH-15 without delaysContentTouches the content hears at once, and a drag cancels it (not a control)")
    func noDelay() {
        let (screen, window, scrollView, content, _) = setUp()
        defer { window.isHidden = true }
        scrollView.delaysContentTouches = false
        screen.touchDown(at: CGPoint(x: 200, y: 250))
        #expect(content.calls == ["began"])
        screen.advance(by: HeadlessScreen.inputStep)
        moveFinger(screen, upFrom: 230, to: 50)
        screen.touchUp(at: CGPoint(x: 200, y: 50))
        #expect(scrollView.contentOffset.y > 0)
        #expect(content.calls.last == "cancelled")
    }

    @Test("TCH-15 a control already tracking keeps its touch: the drag does not scroll, unless touchesShouldCancel(in:) says so")
    func controlKeepsItsTouch() {
        let (screen, window, scrollView, _, control) = setUp(FilteringScrollView())
        defer { window.isHidden = true }
        screen.touchDown(at: CGPoint(x: 200, y: 500))
        screen.advance(by: 0.2)
        #expect(control.calls == ["begin"])
        moveFinger(screen, upFrom: 480, to: 300)
        screen.touchUp(at: CGPoint(x: 200, y: 300))
        #expect(scrollView.contentOffset.y == 0)
        #expect(control.calls.first == "begin" && control.calls.last == "end")
        #expect(scrollView.asked.contains("shouldCancel"))

        screen.advance(by: 1)
        control.calls = []
        scrollView.cancelsControls = true
        screen.touchDown(at: CGPoint(x: 200, y: 500))
        screen.advance(by: 0.2)
        moveFinger(screen, upFrom: 480, to: 300)
        screen.touchUp(at: CGPoint(x: 200, y: 300))
        #expect(scrollView.contentOffset.y > 0)
        #expect(control.calls == ["begin", "cancel"])
    }

    @Test("TCH-15 canCancelContentTouches false: once the content tracks a touch, it never scrolls")
    func cannotCancel() {
        let (screen, window, scrollView, content, _) = setUp()
        defer { window.isHidden = true }
        scrollView.canCancelContentTouches = false
        screen.touchDown(at: CGPoint(x: 200, y: 250))
        screen.advance(by: 0.2)
        moveFinger(screen, upFrom: 230, to: 50)
        screen.touchUp(at: CGPoint(x: 200, y: 50))
        #expect(scrollView.contentOffset.y == 0)
        #expect(content.calls == ["began", "moved", "ended"])
    }

    @Test("TCH-20 touchesShouldBegin(_:with:in:) false keeps every call from that view")
    func shouldBeginRefuses() {
        let (screen, window, scrollView, content, _) = setUp(FilteringScrollView())
        defer { window.isHidden = true }
        scrollView.refused = content
        screen.tap(at: CGPoint(x: 200, y: 100))
        screen.longPress(at: CGPoint(x: 200, y: 100))
        #expect(content.calls.isEmpty)
        #expect(scrollView.asked.filter { $0 == "shouldBegin" }.count == 2)
        scrollView.refused = nil
        screen.tap(at: CGPoint(x: 200, y: 100))
        #expect(content.calls == ["began", "ended"])
    }
}
