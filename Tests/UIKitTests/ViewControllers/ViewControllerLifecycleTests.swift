import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("View controllers: hierarchy, loading and lifetime events", .exclusiveUIKit)
struct ViewControllerLifecycleTests {
    final class CustomViewController: UIViewController {
        var loads = 0
        override func loadView() {
            loads += 1
            view = UILabel()
        }
    }

    @Test("VC-01 VC-02 V-33 the root view controller's view fills the window and is its content")
    func rootFillsWindow() {
        let screen = HeadlessScreen()
        let window = UIWindow()
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        #expect(window.subviews.count == 1)
        #expect(window.subviews.first === root.view)
        #expect(root.view.frame == window.bounds)
        window.frame = CGRect(x: 0, y: 0, width: 678, height: 1024)
        screen.presentFrame()
        #expect(root.view.frame == window.bounds)
        let replacement = UIViewController()
        window.rootViewController = replacement
        #expect(window.subviews.count == 1 && window.subviews.first === replacement.view)
        #expect(root.view.superview == nil)
    }

    @Test("VC-03 a parent retains its children and releases them when removed; the window retains its root")
    func retention() {
        let parent = UIViewController()
        weak var weakChild: UIViewController?
        weak var weakRoot: UIViewController?
        let window = UIWindow()
        do {
            let child = UIViewController()
            weakChild = child
            parent.addChild(child)
            let root = UIViewController()
            weakRoot = root
            window.rootViewController = root
        }
        #expect(weakChild != nil)
        #expect(weakRoot != nil)
        weakChild?.removeFromParent()
        #expect(weakChild == nil)
        window.rootViewController = nil
        #expect(weakRoot == nil)
    }

    @Test("VC-04 VC-05 a child's view is inside its parent's; a controller is its view's next responder")
    func responderChain() {
        let screen = HeadlessScreen()
        let window = UIWindow()
        let parent = UIViewController()
        let child = UIViewController()
        window.rootViewController = parent
        window.makeKeyAndVisible()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        screen.presentFrame()
        #expect(child.view.isDescendant(of: parent.view))
        #expect(child.view.next === child)
        #expect(child.next === parent.view)
        #expect(parent.view.next === parent)
        #expect(parent.next === window)
    }

    @Test("VC-08 the view loads lazily; isViewLoaded and viewIfLoaded do not load it")
    func lazyLoading() {
        let controller = CustomViewController()
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(!controller.isViewLoaded)
        _ = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.viewIfLoaded is UILabel)
        _ = controller.view
        #expect(controller.loads == 1)
    }

    @Test("VC-09 VC-10 loadView: an override assigns the view; the default makes a plain view")
    func loadViewDefault() {
        #expect(CustomViewController().view is UILabel)
        let plain = UIViewController()
        #expect(type(of: plain.view!) == UIView.self)
        #expect(plain.nibName == nil)
    }

    @Test("VC-11 viewDidLoad runs once, right after loadView, before the view is in a window")
    func viewDidLoadOnce() {
        final class Probe: UIViewController {
            var windowAtLoad: UIWindow?? = .none
            var count = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                count += 1
                windowAtLoad = .some(view.window)
            }
        }
        let screen = HeadlessScreen()
        let probe = Probe()
        let window = UIWindow()
        window.rootViewController = probe
        window.makeKeyAndVisible()
        screen.presentFrame()
        #expect(probe.count == 1)
        #expect(probe.windowAtLoad == .some(nil))
    }

    @Test("VC-12 reading title, navigationItem, tabBarItem and toolbarItems never loads the view")
    func itemsDoNotLoadView() {
        let controller = UIViewController()
        controller.title = "Inbox"
        _ = controller.navigationItem.title
        _ = controller.tabBarItem.title
        controller.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)]
        #expect(!controller.isViewLoaded)
    }

    @Test("VC-13 title sets the navigation item's and tab bar item's titles, not the other way round")
    func titlePropagation() {
        let controller = UIViewController()
        controller.title = "Mail"
        #expect(controller.navigationItem.title == "Mail")
        #expect(controller.tabBarItem.title == "Mail")
        controller.navigationItem.title = "Other"
        #expect(controller.title == "Mail")
        let system = UIViewController()
        system.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
        system.title = "Mine"
        #expect(system.tabBarItem.title == nil)
        #expect(system.tabBarItem.displayTitle == "Favorites")
        #expect(system.navigationItem.title == "Mine")
    }

    @Test("LIFE-04 appearing means in a window: viewDidAppear sees a window, viewDidDisappear none")
    func appearedMeansInWindow() {
        final class Probe: UIViewController {
            var didAppearWindow: UIWindow?
            var didDisappearWindow: UIWindow? = UIWindow()
            override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); didAppearWindow = view.window }
            override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); didDisappearWindow = view.window }
        }
        let screen = HeadlessScreen()
        let window = UIWindow()
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let probe = Probe()
        root.addChild(probe)
        root.view.addSubview(probe.view)
        probe.didMove(toParent: root)
        screen.presentFrame()
        #expect(probe.didAppearWindow === window)
        probe.willMove(toParent: nil)
        probe.view.removeFromSuperview()
        probe.removeFromParent()
        #expect(probe.didDisappearWindow == nil)
    }

    @Test("LIFE-01 order for a root: viewWillAppear, viewIsAppearing, layout, viewDidAppear after the turn's layout")
    func rootAppearanceOrder() {
        let screen = HeadlessScreen()
        let log = EventLog()
        let root = LoggingViewController("root", log: log)
        root.logsTraits = false
        let window = UIWindow()
        window.rootViewController = root
        #expect(log.entries(of: "root") == ["viewDidLoad"])
        window.makeKeyAndVisible()
        #expect(log.entries(of: "root") == ["viewDidLoad", "viewWillAppear"])
        screen.presentFrame()
        #expect(log.entries(of: "root") == ["viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewWillLayoutSubviews",
                                            "viewDidLayoutSubviews", "viewDidAppear"])
        log.clear()
        window.isHidden = true
        #expect(log.entries(of: "root") == ["viewWillDisappear", "viewDidDisappear"])
    }

    @Test("LIFE-05 isMovingToParent is true during the appearance of a child being added")
    func movingToParent() {
        final class Probe: UIViewController {
            var movingAtWillAppear = false
            var movingAfter = true
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); movingAtWillAppear = isMovingToParent }
            override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent); movingAfter = isMovingToParent }
        }
        let screen = HeadlessScreen()
        let window = UIWindow()
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        let probe = Probe()
        root.addChild(probe)
        root.view.addSubview(probe.view)
        screen.presentFrame()
        probe.didMove(toParent: root)
        #expect(probe.movingAtWillAppear)
        #expect(!probe.movingAfter)
        #expect(!probe.isMovingFromParent)
    }

    @Test("ROT-04 on a multitasking iPad, orientation preferences are never consulted")
    func orientationNotConsulted() {
        final class Probe: UIViewController {
            var asked = 0
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { asked += 1; return .portrait }
            override var shouldAutorotate: Bool { asked += 1; return false }
        }
        let screen = HeadlessScreen()
        let probe = Probe()
        let window = UIWindow()
        window.rootViewController = probe
        window.makeKeyAndVisible()
        screen.setSize(CGSize(width: 1024, height: 1366))
        screen.presentFrame()
        #expect(probe.asked == 0)
        #expect(probe.view.bounds.size == CGSize(width: 1024, height: 1366))
    }

    @Test("LAY-13 a main view's margins are at least the system minimum: 20 points regular, 16 compact, unless opted out")
    func systemMinimumMargins() {
        let screen = HeadlessScreen()
        let root = UIViewController()
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        // What the property reports is what layout uses (issue 44.8: it said 8 here).
        #expect(root.view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        #expect(root.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        #expect(root.view.effectiveLayoutMargins.left == 20)
        window.frame = CGRect(x: 0, y: 0, width: 375, height: 1024)
        screen.presentFrame()
        #expect(root.view.layoutMargins.left == 16)
        root.viewRespectsSystemMinimumLayoutMargins = false
        #expect(root.view.layoutMargins.left == 8)
        // Asked for less than the minimum, a main view keeps the minimum while it respects it.
        root.viewRespectsSystemMinimumLayoutMargins = true
        root.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 30)
        #expect(root.view.layoutMargins == UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 30))
    }

    @Test("LAY-11 LAY-13 (issue 44.8) a main view reports the margins its subviews are laid out from: the minimum plus the safe area")
    func mainViewMarginsAgreeWithLayout() {
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 1366), scale: 1,
                                    safeAreaInsets: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        let root = UIViewController()
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(pinned)
        let guide = root.view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: guide.leadingAnchor), pinned.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            pinned.topAnchor.constraint(equalTo: guide.topAnchor), pinned.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()
        let margins = root.view.layoutMargins
        #expect(margins == UIEdgeInsets(top: 24, left: 20, bottom: 20, right: 20))
        #expect(pinned.frame == root.view.bounds.inset(by: margins))
        // A plain subview reports its own 8 points, plus the safe area it reaches into.
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        root.view.addSubview(inner)
        screen.presentFrame()
        #expect(inner.layoutMargins == UIEdgeInsets(top: 8 + 24, left: 8, bottom: 8, right: 8))
    }

    @Test("LAY-19 updateViewConstraints runs in the constraint pass, before viewWillLayoutSubviews and layoutSubviews")
    func updateViewConstraintsOrder() {
        final class Probe: UIViewController {
            var order: [String] = []
            override func updateViewConstraints() { order.append("updateViewConstraints"); super.updateViewConstraints() }
            override func viewWillLayoutSubviews() { order.append("viewWillLayoutSubviews") }
            override func viewDidLayoutSubviews() { order.append("viewDidLayoutSubviews") }
        }
        let screen = HeadlessScreen()
        let probe = Probe()
        let window = UIWindow()
        window.rootViewController = probe
        window.makeKeyAndVisible()
        screen.presentFrame()
        probe.order = []
        probe.view.setNeedsUpdateConstraints()
        probe.view.setNeedsLayout()
        screen.presentFrame()
        #expect(probe.order == ["updateViewConstraints", "viewWillLayoutSubviews", "viewDidLayoutSubviews"])
    }
}
