import Testing
import UIKit
import UIKitTesting

/// Drawing order, hiding, alpha, opacity and clipping, checked on rendered pixels.
@MainActor
@Suite("UIView visibility", .serialized, .exclusiveUIKit)
struct UIViewVisibilityTests {
    private let red = PixelColor(red: 255, green: 0, blue: 0)
    private let green = PixelColor(red: 0, green: 255, blue: 0)
    private let blue = PixelColor(red: 0, green: 0, blue: 255)
    private let white = PixelColor(red: 255, green: 255, blue: 255)

    /// A 100×100 window at scale 1 with a white background, showing `content`.
    private func render(_ build: (UIWindow) -> Void) -> CGImage {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        build(window)
        return screen.render()
    }

    /// Windows stay visible until the end of a test, for hit testing after rendering.
    private func hideWindows() {
        for window in UIWindow.allWindows { window.isHidden = true }
    }

    private func box(_ frame: CGRect, _ color: UIColor) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        return view
    }

    @Test("V-11 a later sibling covers an earlier sibling and all of its subviews; a superview is behind its subviews")
    func drawingOrder() {
        defer { hideWindows() }
        let image = render { window in
            let first = box(CGRect(x: 0, y: 0, width: 60, height: 60), .red)
            first.addSubview(box(CGRect(x: 30, y: 30, width: 60, height: 60), .green))
            let second = box(CGRect(x: 40, y: 40, width: 20, height: 20), .blue)
            window.addSubview(first)
            window.addSubview(second)
        }
        #expect(image.color(x: 10, y: 10) == red)
        #expect(image.color(x: 35, y: 35) == green, "the subview draws over its superview")
        #expect(image.color(x: 80, y: 80) == green, "subviews draw outside an unclipped superview")
        #expect(image.color(x: 50, y: 50) == blue, "the later sibling covers the earlier sibling's subview")
    }

    @Test("V-12 hiding a view hides its subtree without removing it, and it no longer receives touches")
    func hiding() {
        defer { hideWindows() }
        var parent: UIView!
        var shown: UIWindow!
        let image = render { window in
            shown = window
            parent = box(CGRect(x: 0, y: 0, width: 50, height: 50), .red)
            parent.addSubview(box(CGRect(x: 0, y: 0, width: 20, height: 20), .green))
            window.addSubview(parent)
            parent.isHidden = true
        }
        #expect(image.color(x: 5, y: 5) == white)
        #expect(image.color(x: 30, y: 30) == white)
        #expect(parent.superview != nil && parent.subviews.count == 1)
        #expect(shown.hitTest(CGPoint(x: 30, y: 30), with: nil) === shown)
        parent.isHidden = false
        #expect(shown.hitTest(CGPoint(x: 30, y: 30), with: nil) === parent)
    }

    @Test("V-13 alpha multiplies down the hierarchy; a nearly transparent view is invisible and untouchable")
    func alpha() {
        defer { hideWindows() }
        var parent: UIView!
        var shown: UIWindow!
        let image = render { window in
            shown = window
            parent = box(CGRect(x: 0, y: 0, width: 100, height: 50), .clear)
            parent.alpha = 0.5
            let child = box(CGRect(x: 0, y: 0, width: 50, height: 50), .black)
            child.alpha = 0.5
            parent.addSubview(child)
            window.addSubview(parent)
            let ghost = box(CGRect(x: 0, y: 60, width: 40, height: 40), .black)
            ghost.alpha = 0.005
            ghost.tag = 9
            window.addSubview(ghost)
        }
        // Black at 0.25 effective alpha over white: 255 × 0.75 ≈ 191.
        let gray = image.color(x: 10, y: 10)
        #expect(abs(Int(gray.red) - 191) <= 1)
        #expect(image.color(x: 10, y: 80).red >= 253)
        let window: UIWindow = shown
        #expect(window.hitTest(CGPoint(x: 10, y: 80), with: nil) === window)
        parent.alpha = 7
        #expect(parent.alpha == 1)
        parent.alpha = -1
        #expect(parent.alpha == 0)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === window)
    }

    @Test("V-14 a new view has no background, is opaque, and isOpaque never changes how it looks")
    func opacityDefaults() {
        defer { hideWindows() }
        let plain = UIView()
        #expect(plain.backgroundColor == nil)
        #expect(plain.isOpaque)
        #expect(plain.alpha == 1)
        let image = render { window in
            let clearButOpaque = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            clearButOpaque.isOpaque = true
            window.addSubview(clearButOpaque)
            let translucent = box(CGRect(x: 50, y: 0, width: 50, height: 50), .black)
            translucent.isOpaque = true
            translucent.alpha = 0.5
            window.addSubview(translucent)
            #expect(translucent.isOpaque, "isOpaque is not updated by alpha changes")
        }
        #expect(image.color(x: 10, y: 10) == white)
        #expect(abs(Int(image.color(x: 60, y: 10).red) - 128) <= 1)
    }

    @Test("V-15 clipsToBounds (off by default) confines subviews to the bounds")
    func clipping() {
        defer { hideWindows() }
        var clipper: UIView!
        let image = render { window in
            clipper = box(CGRect(x: 0, y: 0, width: 50, height: 50), .red)
            #expect(!clipper.clipsToBounds)
            clipper.clipsToBounds = true
            clipper.addSubview(box(CGRect(x: 25, y: 25, width: 50, height: 50), .green))
            window.addSubview(clipper)
        }
        #expect(image.color(x: 40, y: 40) == green)
        #expect(image.color(x: 60, y: 60) == white)
    }
}
