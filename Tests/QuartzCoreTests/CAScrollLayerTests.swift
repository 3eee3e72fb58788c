import Foundation
import QuartzCore
import Testing
import UIKitTesting

/// CAScrollLayer: the bounds' origin shows a part of the sublayers, moved by `scroll(to:)`
/// along the axes of `scrollMode`; sublayers scroll it from their own coordinates
/// (`CALayer.scroll(_:)`, `scrollRectToVisible(_:)`) and know what of them it shows
/// (`visibleRect`).
@MainActor
@Suite("CAScrollLayer", .serialized, .exclusiveUIKit, .withoutImplicitActions)
struct CAScrollLayerTests {
    private static let red = Color(r: 255, g: 0, b: 0)
    private static let blue = Color(r: 0, g: 0, b: 255)

    /// A 100×100 scroll layer at the origin holding a 400×400 content layer: red, with a blue
    /// 50×50 square at (200, 300) of it.
    private func scene() -> (scroll: CAScrollLayer, content: CALayer, square: CALayer) {
        let scroll = CAScrollLayer()
        scroll.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        scroll.masksToBounds = true
        let content = CALayer()
        content.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
        content.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let square = CALayer()
        square.frame = CGRect(x: 200, y: 300, width: 50, height: 50)
        square.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        content.addSublayer(square)
        scroll.addSublayer(content)
        return (scroll, content, square)
    }

    @Test("scroll(to:) a point moves the bounds' origin, and the frame shows the sublayers from there, clipped to the scroll layer")
    func scrollsToPoint() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        screen.rootLayer.backgroundColor = CGColor(gray: 1, alpha: 1)
        let (scroll, _, _) = scene()
        screen.rootLayer.addSublayer(scroll)
        #expect(scroll.scrollMode == .both)
        #expect(pixel(screen.render(), 50, 50) == Self.red, "the content's corner, no square yet")
        scroll.scroll(to: CGPoint(x: 180, y: 280))
        #expect(scroll.bounds.origin == CGPoint(x: 180, y: 280))
        #expect(scroll.frame == CGRect(x: 0, y: 0, width: 100, height: 100), "the layer stays where it is")
        let image = screen.render()
        #expect(pixel(image, 30, 30) == Self.blue, "the square, 20 points in")
        #expect(pixel(image, 10, 10) == Self.red)
        #expect(pixel(image, 150, 50) == Color.white, "clipped at the scroll layer's edge")
    }

    @Test("scrollMode limits the axes scroll(to:) moves along; .none moves nothing")
    func scrollModes() {
        let (scroll, _, _) = scene()
        scroll.scrollMode = .vertically
        scroll.scroll(to: CGPoint(x: 50, y: 60))
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 60))
        scroll.scrollMode = .horizontally
        scroll.scroll(to: CGPoint(x: 50, y: 0))
        #expect(scroll.bounds.origin == CGPoint(x: 50, y: 60))
        scroll.scrollMode = .none
        scroll.scroll(to: CGPoint(x: 300, y: 300))
        scroll.scroll(to: CGRect(x: 300, y: 300, width: 10, height: 10))
        #expect(scroll.bounds.origin == CGPoint(x: 50, y: 60))
        #expect(CAScrollLayerScrollMode.both.rawValue == "both" && CAScrollLayerScrollMode.none.rawValue == "none")
        scroll.scrollMode = .both
        scroll.scroll(to: CGPoint(x: CGFloat.nan, y: 10))
        #expect(scroll.bounds.origin == CGPoint(x: 50, y: 60), "a point that is not finite moves nothing")
    }

    @Test("scroll(to:) a rectangle moves as little as brings it into view; one already shown moves nothing; one larger than the bounds shows its start")
    func scrollsToRect() {
        let (scroll, _, _) = scene()
        scroll.scroll(to: CGRect(x: 150, y: 20, width: 30, height: 30))
        #expect(scroll.bounds.origin == CGPoint(x: 80, y: 0), "its far edge at the far edge")
        scroll.scroll(to: CGRect(x: 90, y: 10, width: 20, height: 20))
        #expect(scroll.bounds.origin == CGPoint(x: 80, y: 0), "already in view")
        scroll.scroll(to: CGRect(x: 40, y: 10, width: 20, height: 20))
        #expect(scroll.bounds.origin == CGPoint(x: 40, y: 0), "its near edge at the near edge")
        scroll.scroll(to: CGRect(x: 10, y: 200, width: 300, height: 30))
        #expect(scroll.bounds.origin == CGPoint(x: 10, y: 130), "wider than the bounds: its start")
    }

    @Test("A sublayer scrolls the nearest scroll layer from its own coordinates, and its visibleRect is what that shows of it; without one nothing moves")
    func sublayersScroll() {
        let (scroll, content, square) = scene()
        square.scroll(CGPoint(x: 10, y: 10))
        #expect(scroll.bounds.origin == CGPoint(x: 210, y: 310))
        #expect(square.visibleRect == CGRect(x: 10, y: 10, width: 40, height: 40))
        #expect(content.visibleRect == CGRect(x: 210, y: 310, width: 100, height: 90))
        content.scroll(.zero)
        #expect(square.visibleRect == .zero, "none of it shown")
        square.scrollRectToVisible(square.bounds)
        #expect(scroll.bounds.origin == CGPoint(x: 150, y: 250))
        #expect(square.visibleRect == square.bounds)

        let loose = CALayer()
        loose.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
        loose.scroll(CGPoint(x: 5, y: 5))
        loose.scrollRectToVisible(CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(loose.bounds.origin == .zero)
        #expect(loose.visibleRect == loose.bounds, "no scroll layer: all of it")
        #expect(scroll.visibleRect == scroll.bounds, "a scroll layer's own rectangle is not clipped by itself")
    }

    @Test("A presentation copy keeps the scroll mode")
    func copiesScrollMode() {
        let scroll = CAScrollLayer()
        scroll.scrollMode = .horizontally
        #expect(CAScrollLayer(layer: scroll).scrollMode == .horizontally)
    }
}
