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

    /// A standalone bar's delegate, as a storyboard's modal screen has: at the top of the
    /// window, hearing pushes and pops, refusing pops while `allowsPop` is false.
    final class BarDelegate: UINavigationBarDelegate {
        var calls: [String] = []
        var allowsPop = true
        func position(for bar: UIBarPositioning) -> UIBarPosition { .topAttached }
        func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) { calls.append("didPush \(item.title ?? "")") }
        func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
            calls.append("shouldPop \(item.title ?? "")")
            return allowsPop
        }
        func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) { calls.append("didPop \(item.title ?? "")") }
    }

    @Test("(issue 44.1) a standalone navigation bar: .topAttached reaches under the status bar area; its back button pops its item, asking its delegate")
    func standaloneNavigationBar() throws {
        let bar = UINavigationBar()
        let delegate = BarDelegate()
        bar.delegate = delegate
        bar.setItems([UINavigationItem(title: "Notes")], animated: false)
        let scene = makeScene(pinning: bar)
        defer { scene.window.isHidden = true }
        #expect(bar.barPosition == .topAttached)
        #expect(bar.frame == CGRect(x: 0, y: 24, width: 1024, height: 50))
        #expect(bar.background.convert(bar.background.bounds, to: nil) == CGRect(x: 0, y: 0, width: 1024, height: 74))
        bar.pushItem(UINavigationItem(title: "Detail"), animated: false)
        scene.screen.presentFrame()
        #expect(delegate.calls == ["didPush Detail"])
        let back = try #require(bar.backButtonView)
        delegate.allowsPop = false
        scene.screen.tap(at: back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: nil))
        #expect(bar.topItem?.title == "Detail", "the delegate refused")
        delegate.allowsPop = true
        scene.screen.advance(by: 1)
        scene.screen.tap(at: back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: nil))
        #expect(bar.topItem?.title == "Notes")
        #expect(delegate.calls == ["didPush Detail", "shouldPop Detail", "shouldPop Detail", "didPop Detail"])
    }

    @Test("(issue 44.1) a navigation controller's bar is .top, and its delegate cannot be set, as in UIKit")
    func managedBarDelegate() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        #expect(navigation.navigationBar.barPosition == .top)
        var messages: [String] = []
        UIKitFailure.handler = { messages.append($0) }
        defer { UIKitFailure.handler = nil }
        let delegate = BarDelegate()
        navigation.navigationBar.delegate = delegate
        #expect(navigation.navigationBar.delegate == nil)
        #expect(messages.count == 1 && messages.first?.contains("managed by a controller") == true)
    }
}
