import Testing
import UIKit
import UIKitTesting

/// Logs the touch methods it receives.
@MainActor
final class TouchLogView: UIView {
    var name = ""
    var log: [String] = []
    var events: [UIEvent] = []
    var touchesSeen: [UITouch] = []
    static var shared: [String] = []

    private func note(_ phase: String, _ touches: Set<UITouch>, _ event: UIEvent?) {
        log.append("\(phase) \(touches.count)")
        TouchLogView.shared.append("\(name) \(phase)")
        if let event { events.append(event) }
        touchesSeen.append(contentsOf: touches)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { note("began", touches, event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { note("moved", touches, event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { note("ended", touches, event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { note("cancelled", touches, event) }
}

@MainActor
func logView(_ name: String, _ frame: CGRect) -> TouchLogView {
    let view = TouchLogView(frame: frame)
    view.name = name
    return view
}

@MainActor
@Suite("Touch delivery and hit testing", .serialized, .exclusiveUIKit)
struct TouchDeliveryTests {
    private func setUp() -> (HeadlessScreen, UIWindow) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let window = UIWindow()
        window.makeKeyAndVisible()
        TouchLogView.shared = []
        return (screen, window)
    }

    /// Two logging views side by side, filling the window's left and right halves.
    private func halves(in window: UIWindow) -> (TouchLogView, TouchLogView) {
        let left = logView("left", CGRect(x: 0, y: 0, width: 200, height: 300))
        let right = logView("right", CGRect(x: 200, y: 0, width: 200, height: 300))
        window.addSubview(left)
        window.addSubview(right)
        return (left, right)
    }

    @Test("A click is hit-tested where its press happened, not where the pointer last moved")
    func pressHitTestsItsOwnLocation() {
        let (screen, window) = setUp()
        defer { window.isHidden = true }
        let (left, right) = halves(in: window)
        screen.movePointer(to: CGPoint(x: 50, y: 50))
        screen.pointerDown(at: CGPoint(x: 300, y: 50), reportsMotionFirst: false)
        screen.pointerUp(at: CGPoint(x: 300, y: 50))
        #expect(left.log.isEmpty)
        #expect(right.log == ["began 1", "ended 1"])
        #expect(right.touchesSeen.first?.location(in: window) == CGPoint(x: 300, y: 50))
    }

    @Test("TCH-01 TCH-02 one event object per sequence; each finger is one touch object from began to ended")
    func identity() {
        let (screen, window) = setUp()
        defer { window.isHidden = true }
        let view = logView("v", window.bounds)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        screen.touchDown(at: CGPoint(x: 10, y: 10), finger: 0)
        screen.touchDown(at: CGPoint(x: 50, y: 50), finger: 1)
        screen.touchMove(to: CGPoint(x: 20, y: 20), finger: 0)
        screen.touchUp(at: CGPoint(x: 20, y: 20), finger: 0)
        screen.touchUp(at: CGPoint(x: 50, y: 50), finger: 1)
        #expect(view.log == ["began 1", "began 1", "moved 1", "ended 1", "ended 1"])
        #expect(Set(view.events.map(ObjectIdentifier.init)).count == 1, "the same UIEvent throughout")
        #expect(view.touchesSeen[0] === view.touchesSeen[2] && view.touchesSeen[0] === view.touchesSeen[3])
        #expect(view.touchesSeen[1] === view.touchesSeen[4])
        #expect(view.touchesSeen[0] !== view.touchesSeen[1])
    }

    @Test("TCH-03 phases: began first and once, moved, ended once; cancelled when the system takes the touch")
    func phases() {
        let (screen, window) = setUp()
        defer { window.isHidden = true }
        let view = logView("v", window.bounds)
        window.addSubview(view)
        var phases: [UITouch.Phase] = []
        screen.touchDown(at: CGPoint(x: 10, y: 10))
        phases.append(view.touchesSeen.last!.phase)
        screen.touchMove(to: CGPoint(x: 30, y: 10))
        phases.append(view.touchesSeen.last!.phase)
        screen.touchCancel(at: CGPoint(x: 30, y: 10))
        phases.append(view.touchesSeen.last!.phase)
        #expect(phases == [.began, .moved, .cancelled])
        #expect(view.log == ["began 1", "moved 1", "cancelled 1"])
    }

    @Test("TCH-04 HIT-05 a touch keeps the view it began in, wherever it moves")
    func touchKeepsItsView() {
        let (screen, window) = setUp()
        defer { window.isHidden = true }
        let (left, right) = halves(in: window)
        screen.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 350, y: 50), steps: 3)
        #expect(left.log == ["began 1", "moved 1", "moved 1", "moved 1", "ended 1"])
        #expect(right.log.isEmpty)
        #expect(left.touchesSeen.first?.view === left)
        #expect(left.touchesSeen.first?.location(in: right) == CGPoint(x: 150, y: 50))
        // After it lifts where it last moved to, the previous location is that last position.
        #expect(left.touchesSeen.first?.previousLocation(in: nil) == CGPoint(x: 350, y: 50))
    }

    @Test("TCH-05 TCH-06 TCH-07 views get only their own touches in changed phases; allTouches has them all")
    func perViewDelivery() {
        let (screen, window) = setUp()
        defer { window.isHidden = true }
        let (left, right) = halves(in: window)
        screen.touchDown(at: CGPoint(x: 50, y: 50), finger: 0)
        screen.touchDown(at: CGPoint(x: 250, y: 50), finger: 1)
        screen.touchMove(to: CGPoint(x: 60, y: 50), finger: 0)
        #expect(left.log == ["began 1", "moved 1"])
        #expect(right.log == ["began 1"], "a view whose touches are stationary hears nothing")
        let event = left.events.last!
        #expect(event.allTouches?.count == 2)
        #expect(event.touches(for: right)?.count == 1)
        #expect(event.touches(for: window)?.count == 2)
        #expect(event.type == .touches)
        screen.touchUp(at: CGPoint(x: 60, y: 50), finger: 0)
        screen.touchUp(at: CGPoint(x: 250, y: 50), finger: 1)
    }

    @Test("TCH-08 TCH-09 fingers are direct touches; clicks are indirect-pointer touches with a button mask")
    func touchTypes() {
        let (screen, window) = setUp()
        defer { window.isHidden = true }
        let view = logView("v", window.bounds)
        window.addSubview(view)
        screen.tap(at: CGPoint(x: 10, y: 10))
        #expect(view.touchesSeen.first?.type == .direct)
        #expect(view.touchesSeen.first?.majorRadius ?? 0 > 0)
        #expect(UITouch.TouchType.indirectPointer.rawValue == 3 && UITouch.TouchType.pencil.rawValue == 2)
        view.touchesSeen = []
        view.events = []
        screen.click(at: CGPoint(x: 20, y: 20), modifiers: .shift)
        #expect(view.touchesSeen.first?.type == .indirectPointer)
        #expect(view.events.first?.buttonMask == .primary)
        #expect(view.events.first?.modifierFlags.contains(.shift) == true)
        #expect(view.touchesSeen.first?.force == 0)
    }

    @Test("TCH-10 TCH-11 HIT-01 disabled, hidden and transparent views and their subtrees are skipped; image views and labels too")
    func exclusions() {
        let (screen, window) = setUp()
        defer { window.isHidden = true }
        let back = logView("back", window.bounds)
        window.addSubview(back)
        let front = logView("front", window.bounds)
        let child = logView("child", CGRect(x: 0, y: 0, width: 100, height: 100))
        front.addSubview(child)
        window.addSubview(front)
        front.isUserInteractionEnabled = false
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        front.isUserInteractionEnabled = true
        front.isHidden = true
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        front.isHidden = false
        front.alpha = 0.005
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        front.alpha = 1
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === child)
        #expect(!UIImageView().isUserInteractionEnabled)
        #expect(!UILabel().isUserInteractionEnabled)
        let image = UIImageView(frame: window.bounds)
        window.addSubview(image)
        screen.tap(at: CGPoint(x: 200, y: 200))
        #expect(front.log == ["began 1", "ended 1"], "the touch falls through the image view")
    }

    @Test("TCH-12 without multiple touch, a view gets only its first finger")
    func multipleTouch() {
        let (screen, window) = setUp()
        defer { window.isHidden = true }
        let view = logView("v", window.bounds)
        window.addSubview(view)
        #expect(!view.isMultipleTouchEnabled)
        screen.touchDown(at: CGPoint(x: 10, y: 10), finger: 0)
        screen.touchDown(at: CGPoint(x: 100, y: 100), finger: 1)
        screen.touchUp(at: CGPoint(x: 100, y: 100), finger: 1)
        screen.touchUp(at: CGPoint(x: 10, y: 10), finger: 0)
        #expect(view.log == ["began 1", "ended 1"])
    }

    @Test("TCH-13 an exclusive-touch view takes touches only when no other view has one, and blocks others while it does")
    func exclusiveTouch() {
        let (screen, window) = setUp()
        defer { window.isHidden = true }
        let left = logView("left", CGRect(x: 0, y: 0, width: 200, height: 300))
        let right = logView("right", CGRect(x: 200, y: 0, width: 200, height: 300))
        left.isExclusiveTouch = true
        window.addSubview(left)
        window.addSubview(right)
        screen.touchDown(at: CGPoint(x: 50, y: 50), finger: 0)
        screen.touchDown(at: CGPoint(x: 250, y: 50), finger: 1)
        screen.touchUp(at: CGPoint(x: 250, y: 50), finger: 1)
        screen.touchUp(at: CGPoint(x: 50, y: 50), finger: 0)
        #expect(left.log == ["began 1", "ended 1"])
        #expect(right.log.isEmpty)
        screen.touchDown(at: CGPoint(x: 250, y: 50), finger: 1)
        screen.touchDown(at: CGPoint(x: 50, y: 50), finger: 0)
        screen.touchUp(at: CGPoint(x: 50, y: 50), finger: 0)
        screen.touchUp(at: CGPoint(x: 250, y: 50), finger: 1)
        #expect(left.log == ["began 1", "ended 1"], "another view already had a touch")
        #expect(right.log == ["began 1", "ended 1"])
    }

    @Test("HIT-02 HIT-03 front to back; a view answers itself when no subview does and the point is inside")
    func hitTestOrder() {
        let (_, window) = setUp()
        defer { window.isHidden = true }
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        let outside = UIView(frame: CGRect(x: 250, y: 0, width: 50, height: 50))
        parent.addSubview(back)
        parent.addSubview(front)
        parent.addSubview(outside)
        window.addSubview(parent)
        #expect(window.hitTest(CGPoint(x: 75, y: 75), with: nil) === front)
        #expect(window.hitTest(CGPoint(x: 25, y: 25), with: nil) === back)
        #expect(window.hitTest(CGPoint(x: 180, y: 180), with: nil) === parent)
        // As in UIKit (its hitTest(_:with:) documentation), a point outside the superview's
        // bounds is never a hit, even where a subview sticks out there.
        #expect(window.hitTest(CGPoint(x: 260, y: 10), with: nil) === window)
        #expect(outside.hitTest(CGPoint(x: 10, y: 10), with: nil) === outside)
        #expect(parent.point(inside: CGPoint(x: 199, y: 199), with: nil))
        #expect(!parent.point(inside: CGPoint(x: 200, y: 200), with: nil))
    }

    @Test("HIT-04 a rotated view is hit where it appears")
    func rotatedHit() {
        let (_, window) = setUp()
        defer { window.isHidden = true }
        let bar = UIView(frame: CGRect(x: 100, y: 140, width: 200, height: 20))
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        window.addSubview(bar)
        #expect(window.hitTest(CGPoint(x: 200, y: 60), with: nil) === bar)
        #expect(window.hitTest(CGPoint(x: 120, y: 150), with: nil) === window)
    }

    @Test("HIT-06 hitTest called by hand ignores multiple- and exclusive-touch rules")
    func manualHitTest() {
        let (screen, window) = setUp()
        defer { window.isHidden = true }
        let view = logView("v", window.bounds)
        view.isExclusiveTouch = true
        window.addSubview(view)
        screen.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === view)
        screen.touchUp(at: CGPoint(x: 10, y: 10))
    }

    @Test("Taps close in time and place count up; a pause resets the count")
    func tapCounts() {
        let (screen, window) = setUp()
        defer { window.isHidden = true }
        let view = logView("v", window.bounds)
        window.addSubview(view)
        screen.tap(at: CGPoint(x: 50, y: 50), count: 3)
        #expect(view.touchesSeen.map(\.tapCount) == [1, 1, 2, 2, 3, 3])
        screen.advance(by: 1)
        view.touchesSeen = []
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(view.touchesSeen.first?.tapCount == 1)
    }
}
