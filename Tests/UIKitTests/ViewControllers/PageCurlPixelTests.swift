import Testing
@testable import UIKit
import UIKitTesting

/// The page curl mid-turn at 2×, light and dark: a single-sided page lifted by its lower
/// corner (its front showing faintly through the paper), and a two-page spread whose right
/// page turns over, showing the next left page on its back.
@MainActor
@Suite("Page curl pixels", .serialized, .exclusiveUIKit)
struct PageCurlPixelTests {
    typealias Pages = PagePixelTests.Pages

    /// A page with a coloured name and a few lines of text, so that mirroring shows.
    private func page(_ title: String, _ color: UIColor, number: Int) -> UIViewController {
        let page = UIViewController()
        page.view.backgroundColor = .secondarySystemBackground
        let name = UILabel()
        name.text = title
        name.font = .systemFont(ofSize: 56, weight: .bold)
        name.textColor = color
        name.frame = CGRect(x: 40, y: 60, width: 400, height: 70)
        page.view.addSubview(name)
        let body = UILabel()
        body.numberOfLines = 0
        body.font = .systemFont(ofSize: 20)
        body.textColor = .label
        body.text = "\(title) turns the page.\nThe fold follows the finger;\nthe paper shows the page behind it."
        body.frame = CGRect(x: 40, y: 150, width: 420, height: 120)
        page.view.addSubview(body)
        let bar = UIView(frame: CGRect(x: 40, y: 300, width: 300, height: 24))
        bar.backgroundColor = color
        bar.layer.cornerRadius = 12
        page.view.addSubview(bar)
        // The page number in the lower outer corner, where the page is lifted from.
        let folio = UILabel()
        folio.text = "— \(number) —"
        folio.font = .systemFont(ofSize: 28, weight: .semibold)
        folio.textColor = color
        folio.translatesAutoresizingMaskIntoConstraints = false
        page.view.addSubview(folio)
        NSLayoutConstraint.activate([
            folio.trailingAnchor.constraint(equalTo: page.view.trailingAnchor, constant: -40),
            folio.bottomAnchor.constraint(equalTo: page.view.bottomAnchor, constant: -40),
        ])
        return page
    }

    private func render(spine: UIPageViewController.SpineLocation, size: CGSize, style: UIUserInterfaceStyle,
                        from start: CGPoint, to end: CGPoint) -> CGImage {
        let screen = HeadlessScreen(size: size, scale: 2)
        screen.userInterfaceStyle = style
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                         options: [.spineLocation: spine])
        let source = Pages([page("Manny", .systemRed, number: 1), page("Moe", .systemBlue, number: 2),
                            page("Jack", .systemGreen, number: 3), page("Pep", .systemOrange, number: 4)])
        pager.dataSource = source
        pager.view.backgroundColor = .systemBackground
        pager.setViewControllers(spine == .mid ? [source.pages[0], source.pages[1]] : [source.pages[0]], direction: .forward, animated: false)
        let window = UIWindow()
        window.rootViewController = pager
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()
        screen.drag(from: start, to: end, steps: 10, duration: 0.5, lift: false)
        let image = screen.render()
        screen.touchUp(at: end)
        _ = screen.runUntilAnimationsSettle()
        return image
    }

    @Test("A single-sided page lifted by its lower corner", arguments: [UIUserInterfaceStyle.light, .dark])
    func singlePage(_ style: UIUserInterfaceStyle) {
        let image = render(spine: .min, size: CGSize(width: 600, height: 800), style: style,
                           from: CGPoint(x: 560, y: 740), to: CGPoint(x: 230, y: 400))
        expectGolden(image, named: "page-curl-single-\(style == .dark ? "dark" : "light")")
    }

    @Test("A spread's right page turning over, the next left page on its back", arguments: [UIUserInterfaceStyle.light, .dark])
    func spread(_ style: UIUserInterfaceStyle) {
        let image = render(spine: .mid, size: CGSize(width: 1024, height: 700), style: style,
                           from: CGPoint(x: 980, y: 600), to: CGPoint(x: 700, y: 480))
        expectGolden(image, named: "page-curl-spread-\(style == .dark ? "dark" : "light")")
    }

    @Test("Each frame of a held turn redraws only what the old and new folds touch, and the result is the turn drawn whole")
    func partialRedrawMatchesFullRedraw() {
        let screen = HeadlessScreen(size: CGSize(width: 600, height: 800), scale: 2)
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        let source = Pages([page("Manny", .systemRed, number: 1), page("Moe", .systemBlue, number: 2)])
        pager.dataSource = source
        pager.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        let window = UIWindow()
        window.rootViewController = pager
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()
        screen.touchDown(at: CGPoint(x: 560, y: 740))
        var point = CGPoint(x: 560, y: 740)
        for step in 1...12 {
            // Along, then back a little and sideways: folds that cross one another.
            point = CGPoint(x: point.x - (step < 9 ? 35 : -20), y: point.y - (step % 2 == 0 ? 30 : 5))
            screen.touchMove(to: point)
            screen.presentFrame()
            guard step % 4 == 0, let curl = pager.view.subviews.last as? PageCurlView else { continue }
            let partial = screen.render()
            curl.setNeedsDisplay()
            let whole = screen.render()
            let difference = ImageComparison.compare(partial, with: whole, tolerance: .exact)
            #expect(difference.passes(.exact), "step \(step): \(difference.differingPixels) pixels differ")
        }
        screen.touchUp(at: point)
        _ = screen.runUntilAnimationsSettle()
    }
}
