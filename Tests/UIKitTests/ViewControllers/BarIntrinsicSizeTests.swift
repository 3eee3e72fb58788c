import Testing
@testable import UIKit
import UIKitTesting

/// Bars placed with Auto Layout, as a storyboard places them: pinned at the edges, no height.
@MainActor
@Suite("Bars placed with Auto Layout", .exclusiveUIKit)
struct BarIntrinsicSizeTests {
    final class TopAttached: UIToolbarDelegate {
        func position(for bar: UIBarPositioning) -> UIBarPosition { .topAttached }
    }

    struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        let root: UIViewController
    }

    /// A 12.9" iPad's window in portrait with its status bar (safe area 24 at the top).
    func makeScene(pinning bar: UIView, idiomPad: Bool = true) -> Scene {
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 1366), scale: 1,
                                    safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        let root = UIViewController()
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(bar)
        let safe = root.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: safe.topAnchor),
            bar.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
        ])
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        return Scene(screen: screen, window: window, root: root)
    }

    @Test("(issue 44.1) a toolbar pinned to the safe area's top and sides without a height is a whole bar, and its items take taps")
    func toolbarHasItsHeight() {
        let toolbar = UIToolbar()
        var taps = 0
        let item = UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in taps += 1 })
        toolbar.items = [item]
        let scene = makeScene(pinning: toolbar)
        defer { scene.window.isHidden = true }
        #expect(toolbar.intrinsicContentSize.height == 50)
        #expect(toolbar.frame == CGRect(x: 0, y: 24, width: 1024, height: 50))
        let itemView = toolbar.itemViews.compactMap { $0 }.first
        let center = itemView.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: nil) } ?? .zero
        scene.screen.tap(at: center)
        #expect(taps == 1)
    }

    @Test("(issue 44.1) UIBarPosition: a toolbar is .any on its own, .bottom in a navigation controller, what its delegate says otherwise")
    func toolbarPosition() {
        let toolbar = UIToolbar()
        #expect(toolbar.barPosition == .any)
        let delegate = TopAttached()
        toolbar.delegate = delegate
        #expect(toolbar.barPosition == .topAttached)
        let navigation = UINavigationController(rootViewController: UIViewController())
        #expect(navigation.toolbar.barPosition == .bottom)
        #expect([UIBarPosition.any, .bottom, .top, .topAttached].map(\.rawValue) == [0, 1, 2, 3])
    }

    @Test("(issue 44.1) a .topAttached toolbar's background reaches under the status bar area and its hairline moves to its bottom")
    func topAttachedBackground() {
        let toolbar = UIToolbar()
        let delegate = TopAttached()
        toolbar.delegate = delegate
        let scene = makeScene(pinning: toolbar)
        defer { scene.window.isHidden = true }
        #expect(toolbar.frame.minY == 24)
        #expect(toolbar.background.convert(toolbar.background.bounds, to: nil) == CGRect(x: 0, y: 0, width: 1024, height: 74))
        #expect(!toolbar.background.hairlineAtTop)
        let plain = UIToolbar()
        let other = makeScene(pinning: plain)
        defer { other.window.isHidden = true }
        #expect(plain.background.convert(plain.background.bounds, to: nil) == CGRect(x: 0, y: 24, width: 1024, height: 50))
        #expect(plain.background.hairlineAtTop)
    }

    @Test("(issue 44.1) a navigation bar, a tab bar and a search bar placed on their own take their heights")
    func otherBars() {
        let navigationBar = UINavigationBar()
        navigationBar.setItems([UINavigationItem(title: "Notes")], animated: false)
        let scene = makeScene(pinning: navigationBar)
        defer { scene.window.isHidden = true }
        #expect(navigationBar.frame.height == 50)
        navigationBar.topItem?.prompt = "Choose a note"
        scene.screen.presentFrame()
        #expect(navigationBar.frame.height == 80, "the prompt adds its row and Auto Layout hears of it")

        let tabBar = UITabBar()
        let tabs = makeScene(pinning: tabBar)
        defer { tabs.window.isHidden = true }
        #expect(tabBar.frame.height == 50)

        let searchBar = UISearchBar()
        let search = makeScene(pinning: searchBar)
        defer { search.window.isHidden = true }
        #expect(searchBar.frame.height == SearchBarMetrics.standaloneHeight)
    }
}
