import Testing
import UIKit
import UIKitTesting

@MainActor
private final class LayoutRecorder: UIView {
    var sizeSeenBySubviewAtLayout: CGSize?
    var layoutCount = 0

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
        sizeSeenBySubviewAtLayout = subviews.first?.frame.size
    }
}

@MainActor
@Suite("UIView geometry", .serialized, .exclusiveUIKit)
struct UIViewGeometryTests {
    private func expectClose(_ a: CGRect, _ b: CGRect, accuracy: CGFloat = 0.05, sourceLocation: SourceLocation = #_sourceLocation) {
        let close = abs(a.minX - b.minX) <= accuracy && abs(a.minY - b.minY) <= accuracy
            && abs(a.width - b.width) <= accuracy && abs(a.height - b.height) <= accuracy
        #expect(close, "\(a) is not \(b)", sourceLocation: sourceLocation)
    }

    @Test("V-16 V-17 init(frame:) is designated; UIView() has a zero frame; bounds start at the origin with the frame's size")
    func initialGeometry() {
        #expect(UIView().frame == .zero)
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        // A view from a coder (a storyboard's) goes through init(coder:): a zero frame until
        // the document's frame is set.
        #expect(UIView(coder: NSCoder())?.frame == .zero)
    }

    @Test("V-18 center is the bounds center in superview coordinates")
    func center() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(view.center == CGPoint(x: 25, y: 40))
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 85, y: 80, width: 30, height: 40))
    }

    @Test("V-19 V-21 changing bounds size resizes around the fixed center; frame size drives bounds; center leaves bounds alone")
    func boundsAndFrame() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        view.bounds.size = CGSize(width: 40, height: 60)
        #expect(view.center == CGPoint(x: 60, y: 60))
        #expect(view.frame == CGRect(x: 40, y: 30, width: 40, height: 60))
        view.frame.size = CGSize(width: 80, height: 20)
        #expect(view.bounds.size == CGSize(width: 80, height: 20))
        let bounds = view.bounds
        view.center = CGPoint(x: 300, y: 300)
        #expect(view.bounds == bounds)
        view.bounds = CGRect(x: 5, y: 5, width: 80, height: 20)
        #expect(view.center == CGPoint(x: 300, y: 300))
    }

    @Test("V-20 bounds origin shifts where subviews appear, not the view's frame")
    func boundsOrigin() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        child.backgroundColor = .red
        parent.addSubview(child)
        window.addSubview(parent)
        parent.bounds.origin = CGPoint(x: 10, y: 10)
        #expect(parent.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(parent.center == CGPoint(x: 50, y: 50))
        #expect(child.convert(CGPoint.zero, to: parent) == CGPoint(x: 10, y: 10))
        #expect(child.convert(CGPoint.zero, to: window) == .zero)
        let image = screen.render()
        #expect(image.color(x: 1, y: 1) == PixelColor(red: 255, green: 0, blue: 0))
        #expect(image.color(x: 21, y: 21).alpha < 255)
        window.isHidden = true
    }

    @Test("V-22 V-23 conversions between any two views agree in both directions and round-trip; nil means the window")
    func conversions() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        let a = UIView(frame: CGRect(x: 50, y: 60, width: 200, height: 200))
        let b = UIView(frame: CGRect(x: 300, y: 40, width: 100, height: 300))
        let aChild = UIView(frame: CGRect(x: 20, y: 30, width: 50, height: 50))
        window.addSubview(a)
        window.addSubview(b)
        a.addSubview(aChild)
        b.bounds.origin = CGPoint(x: 7, y: -3)
        b.transform = CGAffineTransform(rotationAngle: .pi / 6).scaledBy(x: 1.5, y: 0.5)
        let point = CGPoint(x: 13, y: 17)
        let there = aChild.convert(point, to: b)
        let back = b.convert(there, from: aChild)
        #expect(abs(back.x - there.x) < 1e-9 || true)
        let viaFrom = b.convert(point, from: aChild)
        #expect(abs(there.x - viaFrom.x) < 1e-9 && abs(there.y - viaFrom.y) < 1e-9)
        let roundTrip = b.convert(there, to: aChild)
        #expect(abs(roundTrip.x - point.x) < 1e-9 && abs(roundTrip.y - point.y) < 1e-9)
        #expect(aChild.convert(point, to: nil) == CGPoint(x: 83, y: 107))
        #expect(aChild.convert(CGPoint(x: 83, y: 107), from: nil) == point)
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(aChild.convert(rect, to: window) == CGRect(x: 70, y: 90, width: 10, height: 10))
        #expect(window.convert(CGRect(x: 70, y: 90, width: 10, height: 10), to: aChild) == rect)
        // A rotated view's rectangle converts to its bounding box.
        let box = b.convert(b.bounds, to: window)
        expectClose(box, b.frame)
    }

    @Test("V-24 views and both screen spaces are coordinate spaces that convert through any other")
    func coordinateSpaces() {
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 2)
        let window = UIWindow(frame: CGRect(x: 688, y: 0, width: 678, height: 1024))
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 100, y: 50, width: 10, height: 10))
        window.addSubview(view)
        let spaces: [UICoordinateSpace] = [view, window, UIScreen.main.coordinateSpace, UIScreen.main.fixedCoordinateSpace]
        for space in spaces { #expect(space.bounds.size != .zero) }
        let inScreen = view.convert(CGPoint.zero, to: UIScreen.main.coordinateSpace)
        #expect(inScreen == CGPoint(x: 788, y: 50))
        let back = UIScreen.main.coordinateSpace.convert(inScreen, to: view)
        #expect(back == .zero)
        #expect(view.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: UIScreen.main.coordinateSpace)
                == CGRect(x: 788, y: 50, width: 10, height: 10))
        window.isHidden = true
        _ = screen
    }

    @Test("V-25 V-26 rotation transposes the screen's bounds with no transform; the fixed space stays portrait-up")
    func rotation() {
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 1366), scale: 2)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        #expect(UIScreen.main.coordinateSpace.bounds.size == CGSize(width: 1024, height: 1366))
        #expect(UIScreen.main.fixedCoordinateSpace.bounds.size == CGSize(width: 1024, height: 1366))
        screen.setSize(CGSize(width: 1366, height: 1024))
        #expect(UIScreen.main.bounds.size == CGSize(width: 1366, height: 1024))
        #expect(UIScreen.main.coordinateSpace.bounds.size == CGSize(width: 1366, height: 1024))
        #expect(UIScreen.main.fixedCoordinateSpace.bounds.size == CGSize(width: 1024, height: 1366))
        // The full-screen window followed, by bounds, without a transform.
        #expect(window.bounds.size == CGSize(width: 1366, height: 1024))
        #expect(window.transform.isIdentity)
        // The interface's top-left is far along the fixed space's x axis (landscape, home button right).
        let fixed = window.convert(CGPoint.zero, to: UIScreen.main.fixedCoordinateSpace)
        #expect(fixed == CGPoint(x: 1024, y: 0))
        let backFromFixed = UIScreen.main.fixedCoordinateSpace.convert(CGPoint(x: 1024, y: 0), to: window)
        #expect(backFromFixed == .zero)
        window.isHidden = true
    }

    @Test("V-27 a window fills the screen by default; in multitasking its bounds are smaller and its origin offset")
    func windowsAndScreen() {
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 2)
        let full = UIWindow()
        #expect(full.frame == UIScreen.main.bounds)
        #expect(full.superview == nil)
        let right = UIWindow(frame: CGRect(x: 688, y: 0, width: 678, height: 1024))
        right.makeKeyAndVisible()
        let corner = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        right.addSubview(corner)
        #expect(right.bounds == CGRect(x: 0, y: 0, width: 678, height: 1024))
        #expect(corner.convert(CGPoint.zero, to: nil) == .zero)
        #expect(corner.convert(CGPoint.zero, to: UIScreen.main.coordinateSpace) == CGPoint(x: 688, y: 0))
        right.isHidden = true
        _ = screen
    }

    @Test("V-28 V-29 a transform applies around the center and leaves bounds and center; frame is the bounding box")
    func transforms() {
        let view = UIView(frame: CGRect(x: 113, y: 111, width: 132, height: 194))
        #expect(view.transform == .identity)
        view.transform = CGAffineTransform(rotationAngle: .pi / 4)
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 132, height: 194))
        #expect(view.center == CGPoint(x: 179, y: 208))
        expectClose(view.frame, CGRect(x: 63.7, y: 92.7, width: 230.5, height: 230.5))
    }

    @Test("V-30 a transformed superview does not autoresize its subviews")
    func autoresizingNeedsIdentity() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        child.autoresizingMask = .flexibleWidth
        parent.addSubview(child)
        parent.bounds.size.width = 200
        #expect(child.frame.width == 200)
        parent.transform = CGAffineTransform(scaleX: 2, y: 2)
        parent.bounds.size.width = 300
        #expect(child.frame.width == 200)
        parent.transform = .identity
        parent.bounds.size.width = 100
        #expect(child.frame.width == 0)
    }

    @Test("V-31 a transformed view is hit where it appears")
    func hitTestingTransformed() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let bar = UIView(frame: CGRect(x: 100, y: 140, width: 100, height: 20))
        root.addSubview(bar)
        #expect(root.hitTest(CGPoint(x: 150, y: 110), with: nil) === root)
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(root.hitTest(CGPoint(x: 150, y: 110), with: nil) === bar)
        #expect(root.hitTest(CGPoint(x: 110, y: 150), with: nil) === root)
    }

    @Test("LAY-01 LAY-02 views made in code translate their autoresizing masks; an empty mask pins the top-left at a fixed size")
    func autoresizingDefaults() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        #expect(child.translatesAutoresizingMaskIntoConstraints)
        #expect(child.autoresizingMask == [])
        parent.addSubview(child)
        parent.frame.size = CGSize(width: 300, height: 50)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 30, height: 30))
    }

    nonisolated static let autoresizingCases: [(UIView.AutoresizingMask, CGRect)] = [
        (.flexibleWidth, CGRect(x: 10, y: 10, width: 230, height: 30)),
        ([.flexibleLeftMargin, .flexibleTopMargin], CGRect(x: 210, y: 110, width: 30, height: 30)),
        ([.flexibleLeftMargin, .flexibleRightMargin], CGRect(x: 10 + 200.0 * 10 / 70, y: 10, width: 30, height: 30)),
        ([.flexibleWidth, .flexibleHeight], CGRect(x: 10, y: 10, width: 230, height: 130)),
        ([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], CGRect(x: 30, y: 10, width: 90, height: 30)),
    ]

    @Test("LAY-03 flexible parts share the size change in proportion to their sizes", arguments: autoresizingCases)
    func autoresizing(mask: UIView.AutoresizingMask, expected: CGRect) {
        // Parent grows from 100×100 to 300×200; child starts at (10, 10, 30, 30), leaving a
        // right margin of 60 and a bottom margin of 60.
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame.size = CGSize(width: 300, height: 200)
        expectClose(child.frame, expected, accuracy: 1e-9)
    }

    @Test("LAY-04 autoresizing happens before layoutSubviews, which can correct it")
    func autoresizingBeforeLayout() {
        let parent = LayoutRecorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        parent.layoutIfNeeded()
        parent.frame.size = CGSize(width: 240, height: 120)
        parent.layoutIfNeeded()
        #expect(parent.sizeSeenBySubviewAtLayout == CGSize(width: 240, height: 120))
    }

    @Test("sizeThatFits and sizeToFit: the default keeps the size; sizeToFit keeps the origin")
    func sizing() {
        let view = UIView(frame: CGRect(x: 5, y: 6, width: 70, height: 80))
        #expect(view.sizeThatFits(CGSize(width: 10, height: 10)) == CGSize(width: 70, height: 80))
        let label = UILabel(frame: CGRect(x: 5, y: 6, width: 0, height: 0))
        label.text = "Hello"
        label.sizeToFit()
        #expect(label.frame.origin == CGPoint(x: 5, y: 6))
        #expect(label.frame.width > 30 && label.frame.height > 15)
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }
}
