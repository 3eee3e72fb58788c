import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
private final class ScrollLog: UIScrollViewDelegate {
    var events: [String] = []
    var redirect: CGPoint?
    var releaseVelocity: CGPoint?

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        events.append("willEndDragging")
        releaseVelocity = velocity
        if let redirect { targetContentOffset.pointee = redirect }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { events.append("didEndDragging \(decelerate)") }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { events.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { events.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndScrollingAnimation") }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { events.append("didChangeAdjustedContentInset") }
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if events.last != "didScroll" { events.append("didScroll") }
    }
}

@MainActor
@Suite("UIScrollView", .serialized, .exclusiveUIKit)
struct ScrollViewTests {
    /// A 400×600 scroll view filling its window, over 400×2000 points of content.
    private func setUp(safeArea: UIEdgeInsets = .zero) -> (HeadlessScreen, UIWindow, UIScrollView, ScrollLog) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1, safeAreaInsets: safeArea)
        let window = UIWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 400, height: 2000)
        let log = ScrollLog()
        scrollView.delegate = log
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        screen.presentFrame()
        return (screen, window, scrollView, log)
    }

    @Test("Fuzz finding: a trackpad pinch begun while a wheel's clicks still scroll ends the wheel's drag (cancelled), so the scroll view is not left dragging")
    func pinchEndsWheelDrag() {
        let (screen, window, scrollView, log) = setUp()
        defer { window.isHidden = true }
        let pinch = UIPinchGestureRecognizer()
        scrollView.addGestureRecognizer(pinch)
        screen.scrollWheel(at: CGPoint(x: 200, y: 300), by: CGVector(dx: 0, dy: -40), clicks: 2)
        #expect(scrollView.isDragging)
        #expect(log.events.contains("willBeginDragging"))
        screen.trackpadTransform(at: CGPoint(x: 200, y: 300), scales: [1.1, 1.2])
        #expect(!scrollView.isDragging && !scrollView.isTracking)
        #expect(log.events.contains { $0.hasPrefix("didEndDragging") })
        screen.advance(by: 1)
        #expect(scrollView.panGestureRecognizer.state == .possible, "reset for the next gesture")
    }

    @Test("contentOffset is the bounds' origin: setting it moves the content and tells the delegate")
    func offsetIsBoundsOrigin() {
        let (_, window, scrollView, log) = setUp()
        defer { window.isHidden = true }
        let child = UIView(frame: CGRect(x: 0, y: 300, width: 50, height: 50))
        scrollView.addSubview(child)
        scrollView.contentOffset = CGPoint(x: 0, y: 250)
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 250))
        #expect(child.convert(child.bounds, to: window).origin == CGPoint(x: 0, y: 50))
        #expect(log.events == ["didScroll"])
        scrollView.contentOffset = CGPoint(x: 0, y: 250)
        #expect(log.events == ["didScroll"], "an unchanged offset is not a scroll")
    }

    @Test("adjustedContentInset adds the safe area as contentInsetAdjustmentBehavior says")
    func adjustedInsets() {
        let (_, window, scrollView, log) = setUp(safeArea: UIEdgeInsets(top: 20, left: 10, bottom: 30, right: 10))
        defer { window.isHidden = true }
        scrollView.contentInset = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        #expect(scrollView.safeAreaInsets == UIEdgeInsets(top: 20, left: 10, bottom: 30, right: 10))
        // Automatic: top and bottom always; left and right only when the content scrolls sideways.
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 25, left: 0, bottom: 30, right: 0))
        scrollView.contentInsetAdjustmentBehavior = .always
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 25, left: 10, bottom: 30, right: 10))
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
        scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
        scrollView.contentSize = CGSize(width: 400, height: 100)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0), "nothing scrolls")
        scrollView.contentSize = CGSize(width: 900, height: 2000)
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 25, left: 10, bottom: 30, right: 10))
        #expect(log.events.filter { $0 == "didChangeAdjustedContentInset" }.count >= 4)
    }

    @Test("scrollRectToVisible scrolls as little as possible, animated over 0.3 s")
    func scrollRectToVisible() {
        let (screen, window, scrollView, log) = setUp()
        defer { window.isHidden = true }
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 900, width: 100, height: 100), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 400), "the rect's bottom meets the bounds' bottom")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 100, height: 100), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 400), "already visible: no scroll")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 100, height: 100), animated: true)
        screen.advance(by: 0.15)
        #expect(scrollView.contentOffset.y < 400 && scrollView.contentOffset.y > 100)
        screen.advance(by: 0.2)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 100))
        #expect(log.events.last == "didEndScrollingAnimation")
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 1990, width: 10, height: 400), animated: false)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1400), "never past the end")
    }

    @Test("A slow drag moves the content with the finger, in UIKit's delegate order")
    func slowDrag() {
        let (screen, window, scrollView, log) = setUp()
        defer { window.isHidden = true }
        screen.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), steps: 40, duration: 4, lift: false)
        #expect(abs(scrollView.contentOffset.y - 200) < 12, "the content followed the finger: \(scrollView.contentOffset)")
        #expect(scrollView.isDragging && scrollView.isTracking)
        screen.touchUp(at: CGPoint(x: 200, y: 300))
        _ = screen.runUntilAnimationsSettle()
        #expect(Array(log.events.prefix(4)) == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging true"])
        #expect(abs(scrollView.contentOffset.y - 200) < 40, "a slow release glides only a little: \(scrollView.contentOffset)")
        #expect(!scrollView.isDragging && !scrollView.isTracking && !scrollView.isDecelerating)
    }

    /// The pattern of a paging carousel of vertical lists: the inner scroll view moves only
    /// vertically, so a sideways drag over it goes to the outer, horizontal one.
    @Test("A scroll view that moves along one axis leaves drags across it to a scroll view around it")
    func orthogonalNesting() {
        let (screen, window, inner, log) = setUp()
        defer { window.isHidden = true }
        let outer = UIScrollView(frame: window.bounds)
        outer.contentSize = CGSize(width: 1200, height: 600)
        window.addSubview(outer)
        inner.removeFromSuperview()
        outer.addSubview(inner)
        screen.presentFrame()
        screen.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 210, y: 300), steps: 20, duration: 1)
        _ = screen.runUntilAnimationsSettle()
        #expect(inner.contentOffset.y > 150, "the inner one took the vertical drag: \(inner.contentOffset)")
        #expect(outer.contentOffset == .zero)
        let innerOffset = inner.contentOffset
        log.events = []
        screen.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 100, y: 310), steps: 20, duration: 1)
        _ = screen.runUntilAnimationsSettle()
        #expect(outer.contentOffset.x > 150, "the outer scroll view took the sideways drag: \(outer.contentOffset)")
        #expect(inner.contentOffset == innerOffset && log.events.isEmpty)
    }

    @Test("A flick glides on at the deceleration rate and stops where the glide predicts")
    func flickDecelerates() throws {
        let (screen, window, scrollView, log) = setUp()
        defer { window.isHidden = true }
        screen.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 400), steps: 6, duration: 0.1)
        let released = scrollView.contentOffset.y
        let velocity = try #require(log.releaseVelocity).y * 1000
        #expect(velocity > 500, "a flick: \(velocity) points per second")
        #expect(scrollView.isDecelerating)
        _ = screen.runUntilAnimationsSettle()
        let expected = released + ScrollPhysics.decelerationDistance(velocity: velocity, rate: 0.998)
        #expect(abs(scrollView.contentOffset.y - min(expected, 1400)) < 3, "stopped at \(scrollView.contentOffset.y), predicted \(expected)")
        #expect(Array(log.events.suffix(3)) == ["willBeginDecelerating", "didScroll", "didEndDecelerating"])
        #expect(ScrollPhysics.decelerationDistance(velocity: velocity, rate: UIScrollView.DecelerationRate.fast.rawValue) < expected - released)
    }

    @Test("Past an edge the content stretches less than the finger moves, and springs back on release")
    func rubberBand() {
        let (screen, window, scrollView, log) = setUp()
        defer { window.isHidden = true }
        screen.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 300), steps: 40, duration: 4, lift: false)
        let stretched = -scrollView.contentOffset.y
        #expect(stretched > 20 && stretched < 200, "stretched \(stretched) of 200 points")
        #expect(abs(stretched - ScrollPhysics.rubberBand(overshoot: 200, dimension: 600)) < 8)
        screen.touchUp(at: CGPoint(x: 200, y: 300))
        #expect(log.events.contains("didEndDragging true"), "springing back is deceleration")
        _ = screen.runUntilAnimationsSettle()
        #expect(scrollView.contentOffset == .zero)
        #expect(log.events.last == "didEndDecelerating")
    }

    @Test("Without bounces the content stops at the edge")
    func noBounce() {
        let (screen, window, scrollView, _) = setUp()
        defer { window.isHidden = true }
        scrollView.bounces = false
        screen.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 300), steps: 20, duration: 2, lift: false)
        #expect(scrollView.contentOffset == .zero)
        screen.touchUp(at: CGPoint(x: 200, y: 300))
    }

    @Test("scrollViewWillEndDragging can move the target; the glide ends exactly there")
    func redirectedTarget() {
        let (screen, window, scrollView, log) = setUp()
        defer { window.isHidden = true }
        log.redirect = CGPoint(x: 0, y: 600)
        screen.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 400), steps: 6, duration: 0.1)
        _ = screen.runUntilAnimationsSettle()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 600))
        #expect(log.events.last == "didEndDecelerating")
    }

    @Test("With a directional lock a diagonal drag moves along its main axis only")
    func directionalLock() {
        let (screen, window, scrollView, _) = setUp()
        defer { window.isHidden = true }
        scrollView.contentSize = CGSize(width: 2000, height: 2000)
        scrollView.isDirectionalLockEnabled = true
        screen.drag(from: CGPoint(x: 300, y: 500), to: CGPoint(x: 260, y: 300), steps: 40, duration: 4)
        _ = screen.runUntilAnimationsSettle()
        #expect(scrollView.contentOffset.x == 0)
        #expect(scrollView.contentOffset.y > 150)
    }

    @Test("A mouse wheel scrolls the content under the pointer")
    func mouseWheel() {
        let (screen, window, scrollView, _) = setUp()
        defer { window.isHidden = true }
        screen.scrollWheel(at: CGPoint(x: 200, y: 300), by: CGVector(dx: 0, dy: 40), clicks: 3)
        _ = screen.runUntilAnimationsSettle()
        #expect(scrollView.contentOffset.y > 0, "scrolled to \(scrollView.contentOffset)")
        #expect(scrollView.contentOffset.y <= 1400)
    }

    @Test("Paging: a flick turns one page, a slow release settles on the nearest page")
    func paging() {
        let (screen, window, scrollView, log) = setUp()
        defer { window.isHidden = true }
        scrollView.isPagingEnabled = true
        screen.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 420), steps: 6, duration: 0.08)
        _ = screen.runUntilAnimationsSettle()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 600), "one page down")
        #expect(log.events.last == "didEndDecelerating")
        // Slowly back by less than half a page, held still, released: back to the same page.
        screen.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 400), steps: 40, duration: 4, lift: false)
        screen.advance(by: 0.5)
        screen.touchUp(at: CGPoint(x: 200, y: 400))
        _ = screen.runUntilAnimationsSettle()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 600))
        // More than half a page: the previous page.
        screen.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 450), steps: 60, duration: 6, lift: false)
        screen.advance(by: 0.5)
        screen.touchUp(at: CGPoint(x: 200, y: 450))
        _ = screen.runUntilAnimationsSettle()
        #expect(scrollView.contentOffset == .zero)
    }

    @Test("Indicator insets: contentInset leaves the indicator's track alone, verticalScrollIndicatorInsets (and scrollIndicatorInsets) move it, the safe area only while automatically adjusted")
    func indicatorInsets() {
        let (screen, window, scrollView, _) = setUp(safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        defer { window.isHidden = true }
        scrollView.flashScrollIndicators()
        screen.presentFrame()
        let plain = scrollView.verticalIndicator.convert(scrollView.verticalIndicator.bounds, to: window)
        #expect(plain.minY == 20 + ScrollIndicatorView.edgeInset, "below the safe area: \(plain)")
        scrollView.contentInset = UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
        scrollView.contentOffset = CGPoint(x: 0, y: -120)
        screen.presentFrame()
        let withContentInset = scrollView.verticalIndicator.convert(scrollView.verticalIndicator.bounds, to: window)
        #expect(withContentInset.minY == plain.minY, "contentInset does not move the track: \(withContentInset)")
        scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 10)
        screen.presentFrame()
        #expect(scrollView.verticalScrollIndicatorInsets == scrollView.horizontalScrollIndicatorInsets)
        let inset = scrollView.verticalIndicator.convert(scrollView.verticalIndicator.bounds, to: window)
        #expect(inset.minY == plain.minY + 50)
        #expect(inset.maxX == plain.maxX - 10)
        scrollView.automaticallyAdjustsScrollIndicatorInsets = false
        screen.presentFrame()
        let unadjusted = scrollView.verticalIndicator.convert(scrollView.verticalIndicator.bounds, to: window)
        #expect(unadjusted.minY == 50 + ScrollIndicatorView.edgeInset, "the safe area no longer counts: \(unadjusted)")
    }

    @Test("Indicators show the visible share while the content moves and fade half a second after it stops")
    func indicators() {
        let (screen, window, scrollView, _) = setUp()
        defer { window.isHidden = true }
        #expect(scrollView.verticalIndicator.alpha == 0)
        screen.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), steps: 20, duration: 2, lift: false)
        #expect(scrollView.verticalIndicator.alpha == 1)
        #expect(scrollView.horizontalIndicator.alpha == 0, "nothing to scroll sideways")
        let indicator = scrollView.verticalIndicator.convert(scrollView.verticalIndicator.bounds, to: window)
        #expect(abs(indicator.height - (600 - 6) * 600 / 2000) < 1, "length is the visible share: \(indicator)")
        #expect(indicator.maxX == 397)
        screen.touchUp(at: CGPoint(x: 200, y: 300))
        _ = screen.runUntilAnimationsSettle()
        screen.advance(by: 0.4)
        #expect(scrollView.verticalIndicator.alpha == 1)
        screen.advance(by: 0.5)
        _ = screen.runUntilAnimationsSettle()
        #expect(scrollView.verticalIndicator.alpha == 0)
        scrollView.flashScrollIndicators()
        #expect(scrollView.verticalIndicator.alpha == 1)
        #expect(scrollView.subviews.last === scrollView.horizontalIndicator, "indicators stay above the content")
    }

    @Test("Pulling past the top starts refreshing once; the release rests showing the control until endRefreshing")
    func refreshControl() {
        let (screen, window, scrollView, _) = setUp()
        defer { window.isHidden = true }
        let refresh = UIRefreshControl()
        var refreshes = 0
        refresh.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
        scrollView.refreshControl = refresh
        #expect(refresh.superview === scrollView)
        screen.drag(from: CGPoint(x: 200, y: 50), to: CGPoint(x: 200, y: 550), steps: 50, duration: 5, lift: false)
        #expect(refresh.isRefreshing)
        #expect(refreshes == 1, "once, however far the pull goes")
        screen.touchUp(at: CGPoint(x: 200, y: 550))
        _ = screen.runUntilAnimationsSettle()
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -60), "the control stays in view")
        #expect(refresh.convert(refresh.bounds, to: window) == CGRect(x: 0, y: 0, width: 400, height: 60))
        refresh.endRefreshing()
        _ = screen.runUntilAnimationsSettle()
        #expect(scrollView.contentOffset == .zero)
        #expect(!refresh.isRefreshing)
        refresh.beginRefreshing()
        #expect(scrollView.adjustedContentInset.top == 60)
        #expect(scrollView.contentOffset == .zero, "beginRefreshing from code does not scroll (as UIKit)")
        #expect(refreshes == 1, "no .valueChanged from code")
    }

    @Test("KB-06 keyboardDismissMode: none keeps the editing field; onDrag resigns it when the drag scrolls; interactive when it goes down")
    func keyboardDismissMode() {
        let (screen, window, scrollView, _) = setUp()
        defer { window.isHidden = true }
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        scrollView.addSubview(field)
        #expect(scrollView.keyboardDismissMode == .none)
        for (mode, from, to, resigns) in [(UIScrollView.KeyboardDismissMode.none, 500.0, 300.0, false), (.onDrag, 500, 300, true),
                                          (.interactive, 500, 300, false), (.interactive, 200, 400, true)] {
            scrollView.keyboardDismissMode = mode
            scrollView.contentOffset = CGPoint(x: 0, y: 400)
            _ = field.becomeFirstResponder()
            screen.drag(from: CGPoint(x: 300, y: from), to: CGPoint(x: 300, y: to), steps: 10, duration: 1)
            _ = screen.runUntilAnimationsSettle()
            #expect(field.isFirstResponder != resigns, "\(mode) from \(from) to \(to)")
        }
    }
}
