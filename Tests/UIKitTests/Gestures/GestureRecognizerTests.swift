import Testing
import UIKit
import UIKitTesting

/// Receives recognizer actions and records the states it saw.
@MainActor
final class ActionLog {
    var entries: [String] = []
    var recognizers: [UIGestureRecognizer] = []

    func record(_ name: String) -> (UIGestureRecognizer) -> Void {
        { [unowned self] recognizer in
            self.entries.append("\(name) \(recognizer.state.label)")
            self.recognizers.append(recognizer)
        }
    }
}

/// A target with an action method, as app code writes them.
@MainActor
final class GestureTarget {
    var log: [String] = []
    var name = ""
    func handle(_ recognizer: UIGestureRecognizer) { log.append("\(name) \(recognizer.state.label)") }
    func handleWithoutArgument() { log.append("\(name) fired") }
}

extension Selector {
    @MainActor static let handleGesture = Selector("handle:", GestureTarget.handle)
    @MainActor static let handleWithoutArgument = Selector("handleWithoutArgument", GestureTarget.handleWithoutArgument)
}

extension UIGestureRecognizer.State {
    var label: String {
        switch self {
        case .possible: return "possible"
        case .began: return "began"
        case .changed: return "changed"
        case .ended: return "ended"
        case .cancelled: return "cancelled"
        case .failed: return "failed"
        }
    }
}

@MainActor
private final class Delegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var simultaneous = false
    var receiveTouch = true
    var requireFailureOf: UIGestureRecognizer?
    var asked: [String] = []

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked.append("shouldBegin")
        return shouldBegin
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        asked.append("simultaneous")
        return simultaneous
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        asked.append("receiveTouch")
        return receiveTouch
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
        other === requireFailureOf
    }
}

@MainActor
private final class RefusingView: UIView {
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

@MainActor
@Suite("Gesture recognizers", .serialized, .exclusiveUIKit)
struct GestureRecognizerTests {
    private func setUp() -> (HeadlessScreen, UIWindow, TouchLogView) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let window = UIWindow()
        window.makeKeyAndVisible()
        let view = logView("view", window.bounds)
        window.addSubview(view)
        return (screen, window, view)
    }

    private func attach<R: UIGestureRecognizer>(_ recognizer: R, to view: UIView, name: String, target: GestureTarget) -> R {
        target.name = name
        recognizer.addTarget(target, action: .handleGesture)
        view.addGestureRecognizer(recognizer)
        return recognizer
    }

    @Test("GR-11 a single tap that waited for a double tap to fail reports where it was tapped, in the view's coordinates")
    func lateTapKeepsItsLocation() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let target = GestureTarget()
        let single = attach(UITapGestureRecognizer(), to: view, name: "single", target: target)
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        view.addGestureRecognizer(double)
        single.require(toFail: double)
        screen.tap(at: CGPoint(x: 120, y: 80))
        #expect(target.log.isEmpty, "waiting for the double tap")
        screen.advance(by: 0.5)
        #expect(target.log == ["single ended"])
        #expect(single.location(in: view) == CGPoint(x: 120, y: 80))
        let inner = UIView(frame: CGRect(x: 100, y: 50, width: 50, height: 50))
        view.addSubview(inner)
        #expect(single.location(in: inner) == CGPoint(x: 20, y: 30))
    }

    @Test("GR-01 a view keeps its recognizers; a recognizer belongs to one view")
    func attachment() {
        let a = UIView(), b = UIView()
        weak var weakTap: UITapGestureRecognizer?
        do {
            let tap = UITapGestureRecognizer()
            weakTap = tap
            #expect(a.gestureRecognizers == nil)
            a.addGestureRecognizer(tap)
            #expect(tap.view === a && a.gestureRecognizers?.count == 1)
            b.addGestureRecognizer(tap)
            #expect(tap.view === b && a.gestureRecognizers == nil)
        }
        #expect(weakTap != nil, "the view retains it")
        b.removeGestureRecognizer(weakTap!)
        #expect(weakTap == nil)
    }

    @Test("GR-02 targets and actions: every pair gets the message, with or without the recognizer")
    func targets() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let first = GestureTarget(), second = GestureTarget()
        first.name = "first"
        second.name = "second"
        let tap = UITapGestureRecognizer(target: first, action: .handleGesture)
        tap.addTarget(second, action: .handleWithoutArgument)
        view.addGestureRecognizer(tap)
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(first.log == ["first ended"])
        #expect(second.log == ["second fired"])
        tap.removeTarget(second, action: nil)
        screen.advance(by: 1)
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(second.log == ["second fired"])
        #expect(first.log.count == 2)
    }

    @Test("GR-03 GR-04 states: discrete possible → ended; continuous began → changed… → ended; failed sends nothing; back to possible after")
    func states() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let target = GestureTarget()
        let pan = attach(UIPanGestureRecognizer(), to: view, name: "pan", target: target)
        screen.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), steps: 5)
        #expect(target.log.first == "pan began")
        #expect(target.log.last == "pan ended")
        #expect(target.log.dropFirst().dropLast().allSatisfy { $0 == "pan changed" })
        #expect(pan.state == .possible)
        #expect(UIGestureRecognizer.State.recognized == .ended)
        target.log = []
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(target.log.isEmpty, "a tap is a failed pan: no action")
        #expect(pan.state == .possible)
    }

    @Test("GR-05 TCH-16 TCH-17 a failed recognizer stops getting touches; its view keeps getting them")
    func failedRecognizer() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let target = GestureTarget()
        let tap = attach(UITapGestureRecognizer(), to: view, name: "tap", target: target)
        screen.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), steps: 4)
        #expect(target.log.isEmpty)
        #expect(view.log == ["began 1", "moved 1", "moved 1", "moved 1", "moved 1", "ended 1"])
        #expect(tap.state == .possible)
    }

    @Test("GR-06 defaults: tap 1 tap 1 touch, long press 0 taps 0.5 s, swipe right, pan 1…∞ touches")
    func defaults() {
        let tap = UITapGestureRecognizer()
        #expect(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
        let press = UILongPressGestureRecognizer()
        #expect(press.numberOfTapsRequired == 0 && press.numberOfTouchesRequired == 1)
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        #expect(UISwipeGestureRecognizer().direction == .right)
        let pan = UIPanGestureRecognizer()
        #expect(pan.minimumNumberOfTouches == 1 && pan.maximumNumberOfTouches == Int.max)
        #expect(pan.allowedScrollTypesMask == [])
        let gesture = UIGestureRecognizer()
        #expect(gesture.cancelsTouchesInView && gesture.delaysTouchesEnded && !gesture.delaysTouchesBegan)
        #expect(gesture.isEnabled && gesture.state == .possible)
    }

    @Test("GR-06 tap, double tap and two-finger tap")
    func taps() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let target = GestureTarget()
        let double = attach(UITapGestureRecognizer(), to: view, name: "double", target: target)
        double.numberOfTapsRequired = 2
        screen.tap(at: CGPoint(x: 50, y: 50))
        screen.advance(by: 0.5)
        #expect(target.log.isEmpty, "one tap, then the double tap times out")
        screen.tap(at: CGPoint(x: 50, y: 50), count: 2)
        #expect(target.log == ["double ended"])
        let twoFinger = GestureTarget()
        let tap = attach(UITapGestureRecognizer(), to: view, name: "two", target: twoFinger)
        tap.numberOfTouchesRequired = 2
        screen.advance(by: 1)
        screen.touchDown(at: CGPoint(x: 50, y: 50), finger: 0)
        screen.touchDown(at: CGPoint(x: 80, y: 50), finger: 1)
        screen.advance(by: 0.05)
        screen.touchUp(at: CGPoint(x: 50, y: 50), finger: 0)
        screen.touchUp(at: CGPoint(x: 80, y: 50), finger: 1)
        #expect(twoFinger.log == ["two ended"])
    }

    @Test("GR-06 long press: begins after the duration, follows the finger freely, fails if lifted early or moved first")
    func longPress() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let target = GestureTarget()
        _ = attach(UILongPressGestureRecognizer(), to: view, name: "press", target: target)
        screen.touchDown(at: CGPoint(x: 50, y: 50))
        screen.advance(by: 0.4)
        #expect(target.log.isEmpty)
        screen.advance(by: 0.2)
        #expect(target.log == ["press began"])
        screen.touchMove(to: CGPoint(x: 200, y: 200))
        screen.touchUp(at: CGPoint(x: 200, y: 200))
        #expect(target.log == ["press began", "press changed", "press ended"])
        target.log = []
        screen.touchDown(at: CGPoint(x: 50, y: 50))
        screen.advance(by: 0.2)
        screen.touchUp(at: CGPoint(x: 50, y: 50))
        screen.advance(by: 1)
        #expect(target.log.isEmpty, "lifted too early")
        screen.touchDown(at: CGPoint(x: 50, y: 50))
        screen.touchMove(to: CGPoint(x: 80, y: 50))
        screen.advance(by: 1)
        screen.touchUp(at: CGPoint(x: 80, y: 50))
        #expect(target.log.isEmpty, "moved too far before the duration")
    }

    @Test("GR-06 pan: translation and velocity in any view, setTranslation, touch counts")
    func pan() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let target = GestureTarget()
        let pan = attach(UIPanGestureRecognizer(), to: view, name: "pan", target: target)
        var translations: [CGPoint] = []
        var velocities: [CGPoint] = []
        final class Observer {
            var onChange: (UIPanGestureRecognizer) -> Void = { _ in }
            func handle(_ recognizer: UIGestureRecognizer) { onChange(recognizer as! UIPanGestureRecognizer) }
        }
        let observer = Observer()
        observer.onChange = { pan in
            translations.append(pan.translation(in: view))
            velocities.append(pan.velocity(in: view))
        }
        pan.addTarget(observer, action: Selector("observe:", Observer.handle))
        screen.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 110, y: 80), steps: 6, duration: 0.1)
        #expect(translations.last == CGPoint(x: 60, y: 30))
        #expect(abs((velocities.dropLast().last?.x ?? 0) - 600) < 120)
        observer.onChange = { pan in
            if pan.state == .began { pan.setTranslation(.zero, in: view) }
            translations.append(pan.translation(in: view))
        }
        translations = []
        screen.advance(by: 1)
        screen.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 50, y: 110), steps: 6)
        #expect(translations.first == .zero)
        #expect(translations.last == CGPoint(x: 0, y: 50))
        pan.minimumNumberOfTouches = 2
        target.log = []
        screen.advance(by: 1)
        screen.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), steps: 4)
        #expect(target.log.isEmpty, "one finger is not enough")
    }

    @Test("GR-06 screen-edge pan starts only at its single edge (QUIRK emulated: several edges never begin)")
    func screenEdgePan() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let target = GestureTarget()
        let edge = attach(UIScreenEdgePanGestureRecognizer(), to: view, name: "edge", target: target)
        edge.edges = .left
        screen.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 4)
        #expect(target.log.isEmpty, "not at the edge")
        screen.advance(by: 1)
        screen.drag(from: CGPoint(x: 5, y: 100), to: CGPoint(x: 120, y: 100), steps: 4)
        #expect(target.log.first == "edge began" && target.log.last == "edge ended")
        target.log = []
        edge.edges = [.left, .right]
        screen.advance(by: 1)
        screen.drag(from: CGPoint(x: 5, y: 100), to: CGPoint(x: 120, y: 100), steps: 4)
        #expect(target.log.isEmpty)
    }

    @Test("GR-06 swipe: a quick stroke in an allowed direction, with the required fingers")
    func swipe() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let target = GestureTarget()
        let swipe = attach(UISwipeGestureRecognizer(), to: view, name: "swipe", target: target)
        screen.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 200, y: 110), steps: 6, duration: 0.15)
        #expect(target.log == ["swipe ended"])
        screen.advance(by: 1)
        screen.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 50, y: 100), steps: 6, duration: 0.15)
        #expect(target.log == ["swipe ended"], "left is not allowed")
        swipe.direction = [.left, .up]
        screen.advance(by: 1)
        screen.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 50, y: 100), steps: 6, duration: 0.15)
        #expect(target.log == ["swipe ended", "swipe ended"])
        screen.advance(by: 1)
        screen.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 250, y: 100), steps: 10, duration: 1.5)
        #expect(target.log.count == 2, "too slow")
    }

    @Test("GR-06 pinch and rotation with two fingers")
    func pinchAndRotation() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        view.isMultipleTouchEnabled = true
        let target = GestureTarget()
        let pinch = attach(UIPinchGestureRecognizer(), to: view, name: "pinch", target: target)
        let rotation = attach(UIRotationGestureRecognizer(), to: view, name: "rotation", target: GestureTarget())
        final class Delegate: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { true }
        }
        let delegate = Delegate()
        pinch.delegate = delegate
        var scales: [CGFloat] = [], angles: [CGFloat] = []
        final class Observer {
            var body: () -> Void = {}
            func handle(_ recognizer: UIGestureRecognizer) { body() }
        }
        let observer = Observer()
        observer.body = { scales.append(pinch.scale); angles.append(rotation.rotation) }
        pinch.addTarget(observer, action: Selector("observe:", Observer.handle))
        screen.pinch(center: CGPoint(x: 200, y: 150), from: 100, to: 200, rotation: .pi / 4, steps: 12)
        #expect(target.log.first == "pinch began" && target.log.last == "pinch ended")
        #expect(abs(scales.dropLast().last! - 2) < 0.01)
        #expect(abs(angles.dropLast().last! - .pi / 4) < 0.01)
    }

    @Test("GR-07 pans follow wheel and trackpad scrolling only when allowedScrollTypesMask says so")
    func scrolling() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let target = GestureTarget()
        let pan = attach(UIPanGestureRecognizer(), to: view, name: "pan", target: target)
        screen.trackpadScroll(at: CGPoint(x: 100, y: 100), deltas: [CGVector(dx: 0, dy: 10), CGVector(dx: 0, dy: 20)])
        #expect(target.log.isEmpty)
        pan.allowedScrollTypesMask = .continuous
        var translation = CGPoint.zero
        final class Observer {
            var body: () -> Void = {}
            func handle(_ recognizer: UIGestureRecognizer) { body() }
        }
        let observer = Observer()
        observer.body = { translation = pan.translation(in: view) }
        pan.addTarget(observer, action: Selector("observe:", Observer.handle))
        screen.trackpadScroll(at: CGPoint(x: 100, y: 100), deltas: [CGVector(dx: 0, dy: 10), CGVector(dx: 0, dy: 20)])
        #expect(target.log == ["pan began", "pan changed", "pan ended"])
        #expect(translation == CGPoint(x: 0, y: -30), "scrolling down is a pan upward")
        target.log = []
        screen.scrollWheel(at: CGPoint(x: 100, y: 100), by: CGVector(dx: 0, dy: 40), clicks: 2)
        screen.advance(by: 0.5)
        #expect(target.log.isEmpty, "discrete scrolling is not allowed")
        pan.allowedScrollTypesMask = .all
        screen.scrollWheel(at: CGPoint(x: 100, y: 100), by: CGVector(dx: 0, dy: 40), clicks: 2)
        screen.advance(by: 0.5)
        #expect(target.log == ["pan began", "pan changed", "pan ended"])
    }

    @Test("GR-08 modifier flags and the tap's required button")
    func modifiersAndButtons() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let target = GestureTarget()
        let tap = attach(UITapGestureRecognizer(), to: view, name: "tap", target: target)
        var flags: UIKeyModifierFlags = []
        final class Observer {
            var body: () -> Void = {}
            func handle(_ recognizer: UIGestureRecognizer) { body() }
        }
        let observer = Observer()
        observer.body = { flags = tap.modifierFlags }
        tap.addTarget(observer, action: Selector("observe:", Observer.handle))
        screen.click(at: CGPoint(x: 50, y: 50), modifiers: [.command, .shift])
        #expect(target.log == ["tap ended"])
        #expect(flags == [.command, .shift])
        screen.advance(by: 1)
        screen.click(at: CGPoint(x: 50, y: 50), button: 2)
        #expect(target.log.count == 1, "a secondary click is not a primary tap")
        tap.buttonMaskRequired = .secondary
        screen.advance(by: 1)
        screen.click(at: CGPoint(x: 50, y: 50), button: 2)
        #expect(target.log.count == 2)
    }

    @Test("GR-08 pinch and rotation follow trackpad transform events")
    func trackpadTransform() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let target = GestureTarget()
        let pinch = attach(UIPinchGestureRecognizer(), to: view, name: "pinch", target: target)
        var last: CGFloat = 0
        final class Observer {
            var body: () -> Void = {}
            func handle(_ recognizer: UIGestureRecognizer) { body() }
        }
        let observer = Observer()
        observer.body = { last = pinch.scale }
        pinch.addTarget(observer, action: Selector("observe:", Observer.handle))
        screen.trackpadTransform(at: CGPoint(x: 100, y: 100), scales: [1.1, 1.3, 1.5])
        #expect(target.log == ["pinch began", "pinch changed", "pinch changed", "pinch ended"])
        #expect(last == 1.5)
    }

    @Test("GR-09 TCH-15 first past the post: the recognizer that recognizes fails the others and cancels the view's touches")
    func firstPastThePost() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let target = GestureTarget()
        _ = attach(UIPanGestureRecognizer(), to: view, name: "pan", target: target)
        let pressTarget = GestureTarget()
        _ = attach(UILongPressGestureRecognizer(), to: view, name: "press", target: pressTarget)
        screen.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), steps: 4)
        #expect(target.log.first == "pan began")
        #expect(pressTarget.log.isEmpty)
        #expect(view.log.prefix(1) == ["began 1"])
        #expect(view.log.contains("cancelled 1"))
        #expect(!view.log.contains("ended 1"), "no touchesEnded after a cancel")
    }

    @Test("TCH-15 with cancelsTouchesInView off, the view keeps its touches")
    func keepsTouches() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let pan = attach(UIPanGestureRecognizer(), to: view, name: "pan", target: GestureTarget())
        pan.cancelsTouchesInView = false
        screen.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), steps: 4)
        #expect(view.log.last == "ended 1")
        #expect(!view.log.contains("cancelled 1"))
    }

    @Test("GR-10 the deeper view's recognizer wins; on one view, the one added last")
    func tieBreak() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.addSubview(child)
        let outer = GestureTarget(), inner = GestureTarget(), later = GestureTarget()
        _ = attach(UITapGestureRecognizer(), to: view, name: "outer", target: outer)
        _ = attach(UITapGestureRecognizer(), to: child, name: "inner", target: inner)
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(inner.log == ["inner ended"] && outer.log.isEmpty)
        _ = attach(UITapGestureRecognizer(), to: child, name: "later", target: later)
        screen.advance(by: 1)
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(later.log == ["later ended"])
        #expect(inner.log == ["inner ended"])
    }

    @Test("GR-11 single and double tap on one view both fire on a double tap; require(toFail:) makes single wait")
    func singleAndDouble() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let single = GestureTarget(), double = GestureTarget()
        let singleTap = attach(UITapGestureRecognizer(), to: view, name: "single", target: single)
        let doubleTap = attach(UITapGestureRecognizer(), to: view, name: "double", target: double)
        doubleTap.numberOfTapsRequired = 2
        screen.tap(at: CGPoint(x: 50, y: 50), count: 2)
        screen.advance(by: 0.5)
        #expect(single.log.first == "single ended")
        #expect(double.log == ["double ended"])
        single.log = []
        double.log = []
        singleTap.require(toFail: doubleTap)
        screen.advance(by: 1)
        screen.tap(at: CGPoint(x: 50, y: 50), count: 2)
        screen.advance(by: 0.5)
        #expect(double.log == ["double ended"])
        #expect(single.log.isEmpty, "the double tap recognized, so the single one failed")
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(single.log.isEmpty, "waiting for the double tap to fail")
        screen.advance(by: 0.5)
        #expect(single.log == ["single ended"])
    }

    @Test("GR-12 a required recognizer that recognizes makes the waiting one fail")
    func requirementViolated() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let tapTarget = GestureTarget(), panTarget = GestureTarget()
        let tap = attach(UITapGestureRecognizer(), to: view, name: "tap", target: tapTarget)
        let pan = attach(UIPanGestureRecognizer(), to: view, name: "pan", target: panTarget)
        tap.require(toFail: pan)
        screen.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 100, y: 50), steps: 3)
        #expect(panTarget.log.first == "pan began")
        #expect(tapTarget.log.isEmpty)
        screen.advance(by: 1)
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(tapTarget.log == ["tap ended"], "the pan failed on lift, so the tap went ahead")
    }

    @Test("GR-13 a delegate's failure requirement is asked when the gesture starts")
    func delegateRequirement() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let tapTarget = GestureTarget(), pressTarget = GestureTarget()
        let tap = attach(UITapGestureRecognizer(), to: view, name: "tap", target: tapTarget)
        let press = attach(UILongPressGestureRecognizer(), to: view, name: "press", target: pressTarget)
        press.minimumPressDuration = 0.2
        let delegate = Delegate()
        delegate.requireFailureOf = press
        tap.delegate = delegate
        screen.touchDown(at: CGPoint(x: 50, y: 50))
        screen.advance(by: 0.05)
        screen.touchUp(at: CGPoint(x: 50, y: 50))
        #expect(tapTarget.log == ["tap ended"], "the press failed when the finger lifted early")
        _ = tap
    }

    @Test("GR-14 the hit-test view and the delegate may stop a recognizer from beginning")
    func shouldBegin() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let refusing = RefusingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addSubview(refusing)
        let target = GestureTarget()
        let tap = attach(UITapGestureRecognizer(), to: view, name: "tap", target: target)
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect(target.log.isEmpty, "the hit-test view refused")
        screen.advance(by: 1)
        screen.tap(at: CGPoint(x: 250, y: 250))
        #expect(target.log == ["tap ended"])
        let delegate = Delegate()
        delegate.shouldBegin = false
        tap.delegate = delegate
        screen.advance(by: 1)
        screen.tap(at: CGPoint(x: 250, y: 250))
        #expect(target.log.count == 1)
        #expect(delegate.asked.contains("shouldBegin"))
    }

    @Test("GR-16 simultaneous recognition when a delegate allows it")
    func simultaneous() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let panTarget = GestureTarget(), swipeTarget = GestureTarget()
        let pan = attach(UIPanGestureRecognizer(), to: view, name: "pan", target: panTarget)
        _ = attach(UISwipeGestureRecognizer(), to: view, name: "swipe", target: swipeTarget)
        screen.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 200, y: 100), steps: 6, duration: 0.15)
        #expect(panTarget.log.isEmpty != swipeTarget.log.isEmpty, "only one wins by default")
        let delegate = Delegate()
        delegate.simultaneous = true
        pan.delegate = delegate
        panTarget.log = []
        swipeTarget.log = []
        screen.advance(by: 1)
        screen.drag(from: CGPoint(x: 50, y: 100), to: CGPoint(x: 200, y: 100), steps: 6, duration: 0.15)
        #expect(!panTarget.log.isEmpty && swipeTarget.log == ["swipe ended"])
    }

    @Test("GR-17 TCH-18 a touch the recognizer may not receive never reaches it, and is not cancelled in its view")
    func shouldReceiveTouch() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let target = GestureTarget()
        let pan = attach(UIPanGestureRecognizer(), to: view, name: "pan", target: target)
        let delegate = Delegate()
        delegate.receiveTouch = false
        pan.delegate = delegate
        screen.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), steps: 4)
        #expect(target.log.isEmpty)
        #expect(view.log.last == "ended 1")
    }

    @Test("TCH-14 recognizers of the hit view and all its superviews get the touch, and the view too")
    func swarm() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let child = logView("child", CGRect(x: 0, y: 0, width: 200, height: 200))
        view.addSubview(child)
        final class Counting: UIGestureRecognizer {
            var began = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { began += 1 }
        }
        let onChild = Counting(), onParent = Counting(), onWindow = Counting()
        child.addGestureRecognizer(onChild)
        view.addGestureRecognizer(onParent)
        window.addGestureRecognizer(onWindow)
        screen.tap(at: CGPoint(x: 50, y: 50))
        #expect([onChild.began, onParent.began, onWindow.began] == [Int](repeating: 1, count: 3))
        #expect(child.log.first == "began 1")
        #expect(view.log.isEmpty, "only the hit view gets touch methods")
    }

    @Test("TCH-19 touchesEnded waits for a delaying recognizer: delivered when it fails, replaced by a cancel when it recognizes")
    func delaysTouchesEnded() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let double = attach(UITapGestureRecognizer(), to: view, name: "double", target: GestureTarget())
        double.numberOfTapsRequired = 2
        screen.touchDown(at: CGPoint(x: 50, y: 50))
        screen.touchUp(at: CGPoint(x: 50, y: 50))
        #expect(view.log == ["began 1"], "ended withheld while the double tap may still happen")
        screen.advance(by: 0.5)
        #expect(view.log == ["began 1", "ended 1"], "released when it failed")
        view.log = []
        screen.tap(at: CGPoint(x: 50, y: 50), count: 2)
        #expect(view.log == ["began 1", "began 1", "cancelled 2"], "\(view.log)")
    }

    @Test("TCH-20 with delaysTouchesBegan the view hears nothing until the recognizer fails, then began, one move, ended")
    func delaysTouchesBegan() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let press = attach(UILongPressGestureRecognizer(), to: view, name: "press", target: GestureTarget())
        press.delaysTouchesBegan = true
        press.allowableMovement = 100
        screen.touchDown(at: CGPoint(x: 50, y: 50))
        screen.touchMove(to: CGPoint(x: 60, y: 50))
        screen.touchMove(to: CGPoint(x: 70, y: 50))
        #expect(view.log.isEmpty)
        screen.touchUp(at: CGPoint(x: 70, y: 50))
        #expect(view.log == ["began 1", "moved 1", "ended 1"], "the press failed on lift: the withheld calls, one move only")
        view.log = []
        screen.advance(by: 1)
        screen.longPress(at: CGPoint(x: 50, y: 50))
        #expect(view.log == ["cancelled 1"])
    }

    @Test("GR-15 a button keeps a superview's tap from stealing its tap")
    func buttonBlocksTap() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let target = GestureTarget()
        _ = attach(UITapGestureRecognizer(), to: view, name: "tap", target: target)
        var pressed = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in pressed += 1 })
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        view.addSubview(button)
        screen.tap(at: CGPoint(x: 50, y: 20))
        #expect(pressed == 1)
        #expect(target.log.isEmpty)
        screen.advance(by: 1)
        screen.tap(at: CGPoint(x: 250, y: 250))
        #expect(target.log == ["tap ended"])
    }

    @Test("GR-18 GR-19 hover: began on entering, changed while moving, ended on leaving; fingers never hover")
    func hover() {
        let (screen, window, view) = setUp()
        defer { window.isHidden = true }
        let area = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        view.addSubview(area)
        let target = GestureTarget()
        let hover = attach(UIHoverGestureRecognizer(), to: area, name: "hover", target: target)
        screen.movePointer(to: CGPoint(x: 10, y: 10))
        #expect(target.log.isEmpty)
        screen.movePointer(to: CGPoint(x: 150, y: 150))
        screen.movePointer(to: CGPoint(x: 160, y: 150))
        var located = CGPoint.zero
        final class Observer {
            var body: () -> Void = {}
            func handle(_ recognizer: UIGestureRecognizer) { body() }
        }
        let observer = Observer()
        observer.body = { located = hover.location(in: area) }
        hover.addTarget(observer, action: Selector("observe:", Observer.handle))
        screen.movePointer(to: CGPoint(x: 170, y: 150))
        #expect(located == CGPoint(x: 70, y: 50))
        screen.movePointer(to: CGPoint(x: 300, y: 150))
        #expect(target.log == ["hover began", "hover changed", "hover changed", "hover ended"])
        target.log = []
        screen.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 160, y: 150), steps: 2)
        #expect(target.log.isEmpty)
        screen.movePointer(to: CGPoint(x: 150, y: 150))
        screen.movePointerOutside()
        #expect(target.log == ["hover began", "hover ended"])
    }
}
