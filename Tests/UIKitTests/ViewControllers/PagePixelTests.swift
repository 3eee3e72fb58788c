import Testing
import UIKit
import UIKitTesting

/// A page view controller mid-swipe on a 1024×768 window at 2×, light and dark: the page
/// going, the 16-point gap, the page coming, and the page indicator under them.
@MainActor
@Suite("Page view controller pixels", .serialized, .exclusiveUIKit)
struct PagePixelTests {
    final class Pages: UIPageViewControllerDataSource {
        let pages: [UIViewController]
        init(_ pages: [UIViewController]) { self.pages = pages }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
            pages.firstIndex { $0 === viewController }.flatMap { $0 > 0 ? pages[$0 - 1] : nil }
        }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
            pages.firstIndex { $0 === viewController }.flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
        }
        func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
        func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
    }

    /// A page with its name at `x`: near the trailing edge of the page going and the leading
    /// edge of the page coming, so that both show mid-swipe.
    private func page(_ title: String, _ color: UIColor, x: CGFloat) -> UIViewController {
        let page = UIViewController()
        page.view.backgroundColor = .secondarySystemBackground
        let label = UILabel()
        label.text = title
        label.font = .systemFont(ofSize: 48, weight: .bold)
        label.textColor = color
        label.sizeToFit()
        label.center = CGPoint(x: x, y: 200)
        page.view.addSubview(label)
        return page
    }

    private func render(_ style: UIUserInterfaceStyle) -> CGImage {
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 2)
        screen.userInterfaceStyle = style
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                         options: [.interPageSpacing: 16])
        let source = Pages([page("Manny", .systemRed, x: 800), page("Moe", .systemBlue, x: 200), page("Jack", .systemGreen, x: 200)])
        pager.dataSource = source
        pager.view.backgroundColor = .systemBackground
        pager.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        let window = UIWindow()
        window.rootViewController = pager
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()
        screen.drag(from: CGPoint(x: 900, y: 400), to: CGPoint(x: 500, y: 400), steps: 10, duration: 0.5, lift: false)
        let image = screen.render()
        screen.touchUp(at: CGPoint(x: 500, y: 400))
        _ = screen.runUntilAnimationsSettle()
        return image
    }

    @Test("Pages mid-swipe with the gap between them and the page indicator", arguments: [UIUserInterfaceStyle.light, .dark])
    func midSwipe(_ style: UIUserInterfaceStyle) {
        expectGolden(render(style), named: "pages-mid-swipe-\(style == .dark ? "dark" : "light")")
    }
}
