import Foundation
import Testing
import UIKit
import UIKitTesting

/// `UIScrollView.contentLayoutGuide` and `frameLayoutGuide` (issue 45): content laid out with
/// constraints gives the scroll view its content size, and views pinned to the frame stay put
/// while the content scrolls.
@MainActor
@Suite("UIScrollView layout guides", .serialized, .exclusiveUIKit)
struct ScrollViewLayoutGuideTests {
    /// A 300×400 scroll view filling a window.
    private func setUp() -> (HeadlessScreen, UIWindow, UIScrollView) {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 400), scale: 2)
        let window = UIWindow()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentInsetAdjustmentBehavior = .never
        window.addSubview(scrollView)
        window.makeKeyAndVisible()
        return (screen, window, scrollView)
    }

    private func pinned(_ view: UIView, to guide: UILayoutGuide) -> [NSLayoutConstraint] {
        [view.topAnchor.constraint(equalTo: guide.topAnchor), view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
         view.trailingAnchor.constraint(equalTo: guide.trailingAnchor), view.bottomAnchor.constraint(equalTo: guide.bottomAnchor)]
    }

    @Test("(issue 45) content pinned to the content guide, as wide as the frame guide, decides contentSize, and scrolls with the bounds")
    func contentDecidesContentSize() {
        let (screen, _, scrollView) = setUp()
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        NSLayoutConstraint.activate(pinned(content, to: scrollView.contentLayoutGuide) + [
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
        ])
        screen.presentFrame()
        #expect(scrollView.contentSize == CGSize(width: 300, height: 1000))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 1000))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 1000))
        scrollView.contentOffset = CGPoint(x: 0, y: 600)
        screen.presentFrame()
        #expect(content.frame.minY == 0, "the content scrolls with the bounds")
        #expect(content.convert(CGPoint(x: 0, y: 1000), to: nil).y == 400, "its end at the bottom of the window")
    }

    @Test("(issue 45) a stack of labels pinned to the content guide gives its fitting height as contentSize; it follows the labels")
    func stackViewContent() {
        let (screen, _, scrollView) = setUp()
        let labels = (0..<30).map { index -> UILabel in
            let label = UILabel()
            label.text = "Row \(index)"
            return label
        }
        let stack = UIStackView(arrangedSubviews: labels)
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        NSLayoutConstraint.activate(pinned(stack, to: scrollView.contentLayoutGuide)
            + [stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor)])
        screen.presentFrame()
        let rowHeight = labels[0].intrinsicContentSize.height
        #expect(scrollView.contentSize.width == 300)
        #expect(abs(scrollView.contentSize.height - (30 * rowHeight + 29 * 10)) < 1)
        labels.suffix(10).forEach { $0.isHidden = true }
        screen.presentFrame()
        #expect(abs(scrollView.contentSize.height - (20 * rowHeight + 19 * 10)) < 1)
    }

    @Test("(issue 45) without constraints deciding it, the content guide is contentSize: a view pinned to its bottom-right corner sits there")
    func guideFollowsContentSize() {
        let (screen, _, scrollView) = setUp()
        scrollView.contentSize = CGSize(width: 500, height: 800)
        let corner = UIView()
        corner.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(corner)
        NSLayoutConstraint.activate([
            corner.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            corner.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            corner.widthAnchor.constraint(equalToConstant: 20),
            corner.heightAnchor.constraint(equalToConstant: 20),
        ])
        screen.presentFrame()
        #expect(corner.frame == CGRect(x: 480, y: 780, width: 20, height: 20))
        #expect(scrollView.contentSize == CGSize(width: 500, height: 800))
        scrollView.contentSize = CGSize(width: 500, height: 1200)
        screen.presentFrame()
        #expect(corner.frame.minY == 1180)
    }

    @Test("(issue 45) a view pinned to the frame guide stays where it is on screen while the content scrolls")
    func frameGuideDoesNotScroll() {
        let (screen, window, scrollView) = setUp()
        scrollView.contentSize = CGSize(width: 300, height: 2000)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 30),
        ])
        screen.presentFrame()
        #expect(badge.convert(badge.bounds, to: window) == CGRect(x: 250, y: 10, width: 40, height: 30))
        scrollView.contentOffset = CGPoint(x: 0, y: 700)
        screen.presentFrame()
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 700, width: 300, height: 400))
        #expect(badge.frame.minY == 710)
        #expect(badge.convert(badge.bounds, to: window) == CGRect(x: 250, y: 10, width: 40, height: 30))
        #expect(scrollView.contentSize == CGSize(width: 300, height: 2000), "the frame guide says nothing of the content size")
    }

    /// A scroll view that sets its own content size as it lays out.
    private final class StubbornScrollView: UIScrollView {
        var layouts = 0
        override func layoutSubviews() {
            layouts += 1
            contentSize = CGSize(width: 10, height: 10)
            super.layoutSubviews()
        }
    }

    @Test("(issue 45) the content guide's size wins over a content size set during layout, without layout going round again")
    func guideWinsWithoutALoop() {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 400), scale: 1)
        let window = UIWindow()
        let scrollView = StubbornScrollView(frame: window.bounds)
        scrollView.contentInsetAdjustmentBehavior = .never
        window.addSubview(scrollView)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        NSLayoutConstraint.activate(pinned(content, to: scrollView.contentLayoutGuide) + [
            content.widthAnchor.constraint(equalToConstant: 300), content.heightAnchor.constraint(equalToConstant: 900),
        ])
        window.makeKeyAndVisible()
        screen.presentFrame()
        let layouts = scrollView.layouts
        screen.presentFrame()
        screen.presentFrame()
        #expect(scrollView.contentSize == CGSize(width: 300, height: 900))
        #expect(scrollView.layouts == layouts, "no layout without a change")
        #expect(layouts < 5)
    }
}
