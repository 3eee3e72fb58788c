import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
private final class ZoomDelegate: UIScrollViewDelegate {
    let view: UIView
    var events: [String] = []
    init(view: UIView) { self.view = view }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { events.append("willBeginZooming") }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { if events.last != "didZoom" { events.append("didZoom") } }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        events.append("didEndZooming \\(scale)")
    }
}

@MainActor
@Suite("UIScrollView zooming", .serialized, .exclusiveUIKit)
struct ScrollViewZoomingTests {
    /// A 400×400 scroll view zooming a 400×400 image-like view between 1× and 4×.
    private func setUp() -> (HeadlessScreen, UIWindow, UIScrollView, ZoomDelegate) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 400), scale: 1)
        let window = UIWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        scrollView.addSubview(content)
        scrollView.contentSize = content.bounds.size
        let delegate = ZoomDelegate(view: content)
        scrollView.delegate = delegate
        scrollView.maximumZoomScale = 4
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        screen.presentFrame()
        return (screen, window, scrollView, delegate)
    }

    @Test("zoomScale scales the zoom view from the content's origin; contentSize follows; the centre stays")
    func setZoomScale() {
        let (_, window, scrollView, delegate) = setUp()
        defer { window.isHidden = true }
        scrollView.zoomScale = 2
        #expect(delegate.view.frame == CGRect(x: 0, y: 0, width: 800, height: 800))
        #expect(scrollView.contentSize == CGSize(width: 800, height: 800))
        #expect(scrollView.contentOffset == CGPoint(x: 200, y: 200), "the centre (200, 200) is still in the middle")
        scrollView.zoomScale = 10
        #expect(scrollView.zoomScale == 4, "limited to maximumZoomScale")
        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 200, height: 200), animated: false)
        #expect(scrollView.zoomScale == 2)
        #expect(scrollView.contentOffset == .zero)
    }

    @Test("There is a pinch recognizer only while zooming is possible")
    func pinchAvailability() {
        let (_, window, scrollView, delegate) = setUp()
        // The scroll view holds its delegate weakly; the test keeps it.
        defer { withExtendedLifetime(delegate) { window.isHidden = true } }
        #expect(scrollView.pinchGestureRecognizer != nil)
        scrollView.maximumZoomScale = 1
        #expect(scrollView.pinchGestureRecognizer == nil)
        scrollView.maximumZoomScale = 3
        scrollView.delegate = nil
        #expect(scrollView.pinchGestureRecognizer == nil)
    }

    @Test("A pinch zooms about the fingers, past the maximum it stretches, and springs back on release")
    func pinchZooms() {
        let (screen, window, scrollView, delegate) = setUp()
        defer { window.isHidden = true }
        screen.pinch(center: CGPoint(x: 100, y: 100), from: 100, to: 200)
        _ = screen.runUntilAnimationsSettle()
        #expect(abs(scrollView.zoomScale - 2) < 0.15, "doubled the distance: \\(scrollView.zoomScale)")
        #expect(delegate.events.first == "willBeginZooming")
        #expect(delegate.events.last?.hasPrefix("didEndZooming") == true)
        screen.pinch(center: CGPoint(x: 200, y: 200), from: 50, to: 400)
        _ = screen.runUntilAnimationsSettle()
        #expect(scrollView.zoomScale == 4, "sprang back to the maximum")
        #expect(!scrollView.isZoomBouncing)
    }
}
