import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("Navigation controller, bars and items", .exclusiveUIKit)
struct NavigationControllerTests {
    struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        let log: EventLog
        let navigation: UINavigationController
        let root: LoggingViewController
    }

    func makeScene(safeTop: CGFloat = 0) -> Scene {
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 1,
                                    safeAreaInsets: UIEdgeInsets(top: safeTop, left: 0, bottom: 0, right: 0))
        let log = EventLog()
        let root = logging("root", log)
        root.title = "Root"
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        screen.presentFrame()
        log.clear()
        return Scene(screen: screen, window: window, log: log, navigation: navigation, root: root)
    }

    func logging(_ name: String, _ log: EventLog) -> LoggingViewController {
        let controller = LoggingViewController(name, log: log)
        controller.logsTraits = false
        return controller
    }

    @Test("NAV-01 the root is the whole stack and the stack members are the children")
    func rootStack() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        #expect(navigation.viewControllers.count == 1 && navigation.viewControllers[0] === root)
        #expect(navigation.children.count == 1 && navigation.children[0] === root)
        #expect(root.parent === navigation)
    }

    @Test("LIFE-01 LIFE-03 NAV-04 a push: the pushed controller's events in UIKit's order; the one below only disappears")
    func pushOrder() {
        let scene = makeScene()
        let pushed = logging("pushed", scene.log)
        scene.root.logsLayout = false
        scene.navigation.pushViewController(pushed, animated: true)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.log.entries(of: "pushed") == ["willMove(toParent: UINavigationController)", "viewDidLoad", "viewWillAppear",
                                                    "viewIsAppearing", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear",
                                                    "didMove(toParent: UINavigationController)"])
        #expect(scene.log.entries(of: "root") == ["viewWillDisappear", "viewDidDisappear"])
        #expect(scene.navigation.topViewController === pushed)
        #expect(scene.navigation.children.last === pushed)
        #expect(scene.root.view.window == nil)
    }

    @Test("LIFE-02 LIFE-03 NAV-05 a pop: the popped controller's events in order; the one below reappears; popped ones are released")
    func popOrder() {
        let scene = makeScene()
        weak var weakPushed: LoggingViewController?
        do {
            let pushed = logging("pushed", scene.log)
            pushed.logsLayout = false
            weakPushed = pushed
            scene.navigation.pushViewController(pushed, animated: false)
            scene.screen.presentFrame()
        }
        scene.root.logsLayout = false
        scene.log.clear()
        let popped = scene.navigation.popViewController(animated: true)
        #expect(popped === weakPushed)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.log.entries(of: "pushed") == ["willMove(toParent: nil)", "viewWillDisappear", "viewDidDisappear", "didMove(toParent: nil)"])
        #expect(scene.log.entries(of: "root") == ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        #expect(scene.navigation.popViewController(animated: false) == nil)
        _ = popped
    }

    @Test("NAV-05 popping the last remaining controller releases it once the transition ends")
    func poppedReleased() {
        let scene = makeScene()
        weak var weakPushed: UIViewController?
        do {
            let pushed = UIViewController()
            weakPushed = pushed
            scene.navigation.pushViewController(pushed, animated: false)
            scene.screen.presentFrame()
            scene.navigation.popViewController(animated: false)
        }
        scene.screen.presentFrame()
        #expect(weakPushed == nil)
    }

    @Test("NAV-02 NAV-03 NAV-05 NAV-06 top, visible and back controllers; popTo, popToRoot and setViewControllers")
    func stackOperations() {
        let scene = makeScene()
        let a = UIViewController(), b = UIViewController(), c = UIViewController()
        scene.navigation.pushViewController(a, animated: false)
        scene.navigation.pushViewController(b, animated: false)
        scene.navigation.pushViewController(c, animated: false)
        scene.screen.presentFrame()
        #expect(scene.navigation.topViewController === c)
        #expect(scene.navigation.viewControllers[scene.navigation.viewControllers.count - 2] === b)
        let presented = UIViewController()
        c.present(presented, animated: false)
        scene.screen.presentFrame()
        #expect(scene.navigation.visibleViewController === presented)
        c.dismiss(animated: false)
        scene.screen.presentFrame()
        #expect(scene.navigation.visibleViewController === c)
        let popped = scene.navigation.popToViewController(a, animated: false)
        #expect(popped?.count == 2 && popped?[0] === b && popped?[1] === c)
        scene.screen.presentFrame()
        scene.navigation.setViewControllers([scene.root, b, a], animated: false)
        scene.screen.presentFrame()
        #expect(scene.navigation.viewControllers.map { ObjectIdentifier($0) } == [scene.root, b, a].map { ObjectIdentifier($0) })
        #expect(a.view.window === scene.window)
        let toRoot = scene.navigation.popToRootViewController(animated: false)
        #expect(toRoot?.count == 2)
        scene.screen.presentFrame()
        #expect(scene.navigation.viewControllers.count == 1)
    }

    @Test("NAV-07 NAV-08 the bar's items mirror the stack; the back button shows the previous title, or backButtonTitle")
    func barMirrorsStack() {
        let scene = makeScene()
        let detail = UIViewController()
        detail.title = "Detail"
        scene.navigation.pushViewController(detail, animated: false)
        scene.screen.presentFrame()
        let bar = scene.navigation.navigationBar
        #expect(bar.topItem === detail.navigationItem)
        #expect(bar.backItem === scene.root.navigationItem)
        #expect(bar.backButtonView?.title(for: .normal) == "Root")
        scene.root.navigationItem.backButtonTitle = "Back Home"
        #expect(bar.backButtonView?.title(for: .normal) == "Back Home")
        scene.navigation.popViewController(animated: false)
        scene.screen.presentFrame()
        #expect(bar.backButtonView == nil)
    }

    @Test("NAV-08 NAV-10 tapping back pops; a custom back item without target and action also pops")
    func backButtonPops() {
        let scene = makeScene()
        scene.root.navigationItem.backBarButtonItem = UIBarButtonItem(title: "Up", style: .plain, target: nil, action: nil)
        let detail = UIViewController()
        scene.navigation.pushViewController(detail, animated: false)
        scene.screen.presentFrame()
        let back = try! #require(scene.navigation.navigationBar.backButtonView)
        #expect(back.title(for: .normal) == "Up")
        let center = back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: scene.window)
        scene.screen.tap(at: center)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.navigation.viewControllers.count == 1)
    }

    @Test("NAV-09 hidesBackButton hides it; left items replace it unless they supplement it")
    func leftItemsAndBack() {
        let scene = makeScene()
        let detail = UIViewController()
        scene.navigation.pushViewController(detail, animated: false)
        scene.screen.presentFrame()
        let bar = scene.navigation.navigationBar
        detail.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Left", style: .plain, target: nil, action: nil)
        #expect(bar.backButtonView == nil)
        detail.navigationItem.leftItemsSupplementBackButton = true
        #expect(bar.backButtonView != nil)
        detail.navigationItem.hidesBackButton = true
        #expect(bar.backButtonView == nil)
    }

    @Test("NAV-10 swiping from the leading edge pops interactively; a short swipe goes back")
    func interactivePop() {
        let scene = makeScene()
        let detail = logging("detail", scene.log)
        detail.logsLayout = false
        scene.navigation.pushViewController(detail, animated: false)
        scene.screen.presentFrame()
        #expect(scene.navigation.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
        scene.log.clear()
        scene.screen.drag(from: CGPoint(x: 2, y: 500), to: CGPoint(x: 150, y: 500), steps: 12, duration: 1.5)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.navigation.topViewController === detail)
        #expect(scene.log.entries(of: "detail") == ["willMove(toParent: nil)", "viewWillDisappear", "viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        scene.screen.drag(from: CGPoint(x: 2, y: 500), to: CGPoint(x: 900, y: 500))
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.navigation.viewControllers.count == 1)
        #expect(detail.parent == nil)
    }

    @Test("Fuzz finding: LIFE-08 a swipe back cancelled after the navigation controller left its window appears nothing outside it")
    func cancelledPopOutsideWindow() {
        let scene = makeScene()
        let detail = logging("detail", scene.log)
        detail.logsLayout = false
        scene.navigation.pushViewController(detail, animated: false)
        scene.screen.presentFrame()
        scene.log.clear()
        // A short, quick swipe: released while the cancelled pop still animates back.
        scene.screen.drag(from: CGPoint(x: 2, y: 500), to: CGPoint(x: 150, y: 500), steps: 12, duration: 0.4)
        #expect(detail.appearanceState == .disappearing)
        scene.window.rootViewController = UIViewController()
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.navigation.topViewController === detail)
        #expect(scene.log.entries(of: "detail") == ["willMove(toParent: nil)", "viewWillDisappear", "viewDidDisappear"])
        #expect(detail.appearanceState == .disappeared)
        #expect(scene.navigation.viewControllers[0].appearanceState == .disappeared)
        #expect(HierarchyAudit.violations(isSettled: true).isEmpty)
    }

    @Test("Fuzz finding: NAV-10 no swipe back from a page a current-context presentation covers")
    func noSwipeBackUnderPresentation() {
        let scene = makeScene()
        let detail = logging("detail", scene.log)
        detail.logsLayout = false
        detail.definesPresentationContext = true
        scene.navigation.pushViewController(detail, animated: false)
        scene.screen.presentFrame()
        let covering = UIViewController()
        covering.modalPresentationStyle = .currentContext
        detail.present(covering, animated: false)
        scene.screen.runUntilAnimationsSettle()
        #expect(detail.viewIfLoaded?.window == nil, "the presentation took the page's view out")
        scene.log.clear()
        scene.screen.drag(from: CGPoint(x: 2, y: 500), to: CGPoint(x: 30, y: 500), steps: 12, duration: 0.4)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.navigation.topViewController === detail)
        #expect(scene.log.entries(of: "detail").isEmpty, "no appearance callbacks: \(scene.log.entries(of: "detail"))")
        #expect(detail.appearanceState == .disappeared)
        #expect(HierarchyAudit.violations(isSettled: true).isEmpty)
        // Nor while a presentation is still covering it.
        covering.dismiss(animated: false)
        scene.screen.runUntilAnimationsSettle()
        let sliding = UIViewController()
        sliding.modalPresentationStyle = .currentContext
        detail.present(sliding, animated: true)
        scene.screen.advance(by: 0.05)
        scene.screen.drag(from: CGPoint(x: 2, y: 500), to: CGPoint(x: 30, y: 500), steps: 12, duration: 0.4)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.navigation.topViewController === detail)
        #expect(detail.appearanceState == .disappeared && detail.viewIfLoaded?.window == nil)
        #expect(HierarchyAudit.violations(isSettled: true).isEmpty)
    }

    @Test("NAV-11 PERC-01 PERC-02 PERC-03 PERC-04 show pushes inside a navigation controller and presents outside one")
    func showPercolates() {
        let scene = makeScene()
        let inner = UIViewController()
        scene.navigation.pushViewController(inner, animated: false)
        scene.screen.presentFrame()
        #expect(inner.targetViewController(forAction: .show, sender: nil) === scene.navigation)
        let shown = UIViewController()
        inner.show(shown, sender: nil)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.navigation.topViewController === shown)
        // showDetailViewController has no taker here: it presents.
        let detail = UIViewController()
        #expect(shown.targetViewController(forAction: .showDetailViewController, sender: nil) == nil)
        shown.showDetailViewController(detail, sender: nil)
        scene.screen.runUntilAnimationsSettle()
        #expect(detail.presentingViewController === scene.navigation)
        // Outside any navigation controller, show presents.
        let loner = UIViewController()
        let other = UIViewController()
        detail.dismiss(animated: false)
        scene.screen.presentFrame()
        let window2 = UIWindow()
        window2.rootViewController = loner
        window2.makeKeyAndVisible()
        scene.screen.presentFrame()
        loner.show(other, sender: nil)
        scene.screen.runUntilAnimationsSettle()
        #expect(other.presentingViewController === loner)
    }

    @Test("PERC-02 a custom container takes part by answering canPerformAction for the action")
    func customContainerPercolation() {
        final class Inspector: UIViewController {
            var shown: [UIViewController] = []
            override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
                action == .show ? true : super.canPerformAction(action, withSender: sender)
            }
            override func show(_ vc: UIViewController, sender: Any?) { shown.append(vc) }
        }
        let container = Inspector()
        let child = UIViewController()
        container.addChild(child)
        let grandchild = UIViewController()
        child.addChild(grandchild)
        #expect(grandchild.targetViewController(forAction: .show, sender: nil) === container)
        let target = UIViewController()
        grandchild.show(target, sender: nil)
        #expect(container.shown.count == 1 && container.shown[0] === target)
    }

    @Test("NAV-12 the toolbar is hidden by default and shows the top controller's items, live")
    func toolbar() {
        let scene = makeScene()
        #expect(scene.navigation.isToolbarHidden)
        scene.root.toolbarItems = [UIBarButtonItem(title: "One", style: .plain, target: nil, action: nil)]
        scene.navigation.setToolbarHidden(false, animated: false)
        scene.screen.presentFrame()
        #expect(scene.navigation.toolbar.items?.first?.title == "One")
        #expect(!scene.navigation.toolbar.isHidden)
        #expect(scene.navigation.toolbar.frame.maxY == 1024)
        scene.root.setToolbarItems([UIBarButtonItem.flexibleSpace(), UIBarButtonItem(title: "Two", style: .done, target: nil, action: nil)], animated: true)
        #expect(scene.navigation.toolbar.items?.count == 2)
        scene.screen.presentFrame()
        #expect(scene.root.view.safeAreaInsets.bottom == 50)
    }

    @Test("Fuzz finding: a bar button item that outlives its toolbar does not keep the toolbar's button alive")
    func itemOutlivesToolbar() {
        // A controller's toolbar items move between navigation controllers (a split view
        // collapsing and expanding); each toolbar's buttons must go with that toolbar.
        let item = UIBarButtonItem(title: "Kept", style: .plain, target: nil, action: nil)
        weak var button: UIView?
        weak var bar: UIToolbar?
        do {
            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 400, height: 50))
            toolbar.items = [item]
            button = toolbar.itemViews.first ?? nil
            bar = toolbar
            #expect(button != nil)
        }
        #expect(bar == nil)
        #expect(button == nil)
        item.title = "Changed"
    }

    @Test("NAV-13 hidesBottomBarWhenPushed hides the toolbar while that controller is in the stack")
    func hidesBottomBar() {
        let scene = makeScene()
        scene.navigation.setToolbarHidden(false, animated: false)
        let hiding = UIViewController()
        hiding.hidesBottomBarWhenPushed = true
        scene.navigation.pushViewController(hiding, animated: false)
        scene.navigation.pushViewController(UIViewController(), animated: false)
        scene.screen.presentFrame()
        #expect(scene.navigation.toolbar.isHidden)
        scene.navigation.popToRootViewController(animated: false)
        scene.screen.presentFrame()
        #expect(!scene.navigation.toolbar.isHidden)
    }

    @Test("NAV-14 the delegate hears willShow and didShow around a push")
    func delegateEvents() {
        final class Delegate: UINavigationControllerDelegate {
            var events: [String] = []
            func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
                events.append("willShow \(viewController.title ?? "")")
            }
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                events.append("didShow \(viewController.title ?? "")")
            }
        }
        let scene = makeScene()
        let delegate = Delegate()
        scene.navigation.delegate = delegate
        let pushed = UIViewController()
        pushed.title = "Pushed"
        scene.navigation.pushViewController(pushed, animated: true)
        #expect(delegate.events == ["willShow Pushed"])
        scene.screen.runUntilAnimationsSettle()
        #expect(delegate.events == ["willShow Pushed", "didShow Pushed"])
    }

    /// Logs the delegate's messages into a scene's event log, between the controllers' own.
    final class LoggingDelegate: UINavigationControllerDelegate {
        let log: EventLog
        init(_ log: EventLog) { self.log = log }
        func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
            log.add("delegate.willShow \((viewController as? LoggingViewController)?.name ?? viewController.title ?? "?") animated: \(animated)")
        }
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            log.add("delegate.didShow \((viewController as? LoggingViewController)?.name ?? viewController.title ?? "?") animated: \(animated)")
        }
    }

    /// `root` in a navigation controller whose delegate logs into `log`, shown in a window.
    func showAnnouncing(_ root: UIViewController, log: EventLog) -> (screen: HeadlessScreen, window: UIWindow,
                                                                   navigation: UINavigationController, delegate: LoggingDelegate) {
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 1)
        let navigation = UINavigationController(rootViewController: root)
        let delegate = LoggingDelegate(log)
        navigation.delegate = delegate
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        screen.presentFrame()
        return (screen, window, navigation, delegate)
    }

    @Test("NAV-14 (issue 44.2) the delegate hears willShow and didShow for the root as the navigation controller first appears")
    func delegateHearsRootOnFirstAppearance() {
        let log = EventLog()
        let root = logging("root", log)
        root.logsLayout = false
        let (screen, window, navigation, delegate) = showAnnouncing(root, log: log)
        defer { window.isHidden = true }
        #expect(log.entries.filter { !$0.contains("Move") && !$0.contains("viewDidLoad") } == [
            "delegate.willShow root animated: false", "root.viewWillAppear", "root.viewIsAppearing", "root.viewDidAppear",
            "delegate.didShow root animated: false",
        ])
        // Covered by a sheet and uncovered again, the same top is not announced again.
        log.clear()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .fullScreen
        navigation.present(sheet, animated: false)
        screen.presentFrame()
        sheet.dismiss(animated: false)
        screen.presentFrame()
        #expect(!log.entries.contains { $0.hasPrefix("delegate.") })
        withExtendedLifetime(delegate) {}
    }

    @Test("NAV-14 (issue 44.2) a popover sized from didShow, as apps do, has the shown controller's size from the start")
    func popoverSizedFromDidShow() throws {
        final class Sizer: UINavigationControllerDelegate {
            func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
                navigationController.preferredContentSize = viewController.preferredContentSize
            }
        }
        let scene = makeScene()
        let source = UIView(frame: CGRect(x: 600, y: 300, width: 44, height: 44))
        scene.root.view.addSubview(source)
        let content = UIViewController()
        content.preferredContentSize = CGSize(width: 320, height: 240)
        let navigation = UINavigationController(rootViewController: content)
        let sizer = Sizer()
        navigation.delegate = sizer
        navigation.modalPresentationStyle = .popover
        let popover = try #require(navigation.popoverPresentationController)
        popover.sourceView = source
        popover.sourceRect = source.bounds
        scene.navigation.present(navigation, animated: true)
        scene.screen.runUntilAnimationsSettle()
        #expect(navigation.preferredContentSize == CGSize(width: 320, height: 240))
        // The popover's view reports its content area with the arrow strip (ipad-geometry.md).
        let arrow = PopoverMetrics.arrowHeight
        let vertical = popover.arrowDirection == .up || popover.arrowDirection == .down
        #expect(navigation.view.bounds.size == CGSize(width: 320 + (vertical ? 0 : arrow), height: 240 + (vertical ? arrow : 0)))
        withExtendedLifetime(sizer) {}
    }

    @Test("NAV-14 a controller pushed while the navigation controller appears (in the root's viewWillAppear) is the one announced")
    func pushWhileAppearing() {
        final class Pusher: UIViewController {
            let following = UIViewController()
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                if navigationController?.topViewController === self { navigationController?.pushViewController(following, animated: false) }
            }
        }
        let log = EventLog()
        let root = Pusher()
        root.title = "root"
        root.following.title = "next"
        let (_, window, navigation, delegate) = showAnnouncing(root, log: log)
        defer { window.isHidden = true }
        #expect(navigation.topViewController === root.following)
        #expect(log.entries.filter { $0.hasPrefix("delegate.") }.last == "delegate.didShow next animated: false")
        withExtendedLifetime(delegate) {}
    }

    @Test("NAV-14 a root set while the navigation controller is off screen is announced when it appears; one set on screen at once")
    func delegateHearsTopChangedOffScreen() {
        let scene = makeScene()
        let delegate = LoggingDelegate(scene.log)
        let other = UINavigationController()
        other.delegate = delegate
        let first = logging("first", scene.log)
        first.logsLayout = false
        other.setViewControllers([first], animated: false)
        #expect(!scene.log.entries.contains { $0.hasPrefix("delegate.") })
        other.modalPresentationStyle = .fullScreen
        scene.navigation.present(other, animated: false)
        scene.screen.presentFrame()
        #expect(scene.log.entries.filter { $0.hasPrefix("delegate.") } == ["delegate.willShow first animated: false", "delegate.didShow first animated: false"])
        scene.log.clear()
        let second = logging("second", scene.log)
        other.setViewControllers([second], animated: false)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.log.entries.filter { $0.hasPrefix("delegate.") } == ["delegate.willShow second animated: false", "delegate.didShow second animated: false"])
        withExtendedLifetime(delegate) {}
    }

    @Test("PERC-02 PERC-03 (issue 44.5) show and showDetailViewController ask the calling controller's own targetViewController first")
    func showAsksOwnTargetFirst() {
        final class Redirecting: UIViewController {
            var asked: [Selector] = []
            let redirect = UINavigationController(rootViewController: UIViewController())
            override func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
                asked.append(action)
                return redirect
            }
        }
        let scene = makeScene()
        let caller = Redirecting()
        scene.navigation.pushViewController(caller, animated: false)
        scene.screen.presentFrame()
        let shown = UIViewController()
        caller.show(shown, sender: nil)
        #expect(caller.asked == [.show])
        #expect(caller.redirect.topViewController === shown, "the override's target took it, not the enclosing navigation controller")
        #expect(scene.navigation.topViewController === caller)
        // A target that is the caller itself presents rather than sending the message back.
        final class SelfTarget: UIViewController {
            override func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? { self }
        }
        let selfTarget = SelfTarget()
        scene.navigation.pushViewController(selfTarget, animated: false)
        scene.screen.presentFrame()
        let detail = UIViewController()
        selfTarget.showDetailViewController(detail, sender: nil)
        scene.screen.runUntilAnimationsSettle()
        #expect(detail.presentingViewController != nil)
    }

    @Test("NAV-15 NAV-16 changes to the navigation item show at once; the first right item is the rightmost")
    func liveItems() {
        let scene = makeScene()
        let bar = scene.navigation.navigationBar
        scene.root.navigationItem.title = "Changed"
        #expect(bar.titleLabel.text == "Changed")
        let first = UIBarButtonItem(title: "First", style: .plain, target: nil, action: nil)
        let second = UIBarButtonItem(title: "Second", style: .plain, target: nil, action: nil)
        scene.root.navigationItem.rightBarButtonItems = [first, second]
        scene.screen.presentFrame()
        #expect(bar.rightButtonViews.count == 2)
        #expect(bar.rightButtonViews[0].frame.minX > bar.rightButtonViews[1].frame.minX)
        scene.root.navigationItem.rightBarButtonItem = first
        #expect(scene.root.navigationItem.rightBarButtonItems?.count == 1)
        let title = UILabel()
        title.text = "Custom"
        scene.root.navigationItem.titleView = title
        scene.screen.presentFrame()
        #expect(title.superview === bar)
        scene.root.navigationItem.prompt = "Prompt"
        scene.screen.presentFrame()
        #expect(bar.frame.height == 80)
    }

    @Test("ITEM-01 ITEM-02 bar items are not views; only a custom view item is")
    func itemsAreNotViews() {
        let item = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        #expect(!((item as AnyObject) is UIView))
        let custom = UIBarButtonItem(customView: UISwitch())
        #expect(custom.customView is UISwitch)
        #expect(custom.action == nil)
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        #expect(done.style == .done)
        #expect(done.displayTitle == "Done")
        let image = UIBarButtonItem(image: nil, landscapeImagePhone: nil, style: .plain, target: nil, action: nil)
        #expect(image.style == .plain)
    }

    @Test("ITEM-03 ITEM-04 a tap performs the primary action, else target/action along the chain; disabled items do nothing")
    func itemActions() {
        // The bar is in the navigation controller's view: the chain from the item's button
        // reaches the navigation controller (not the top controller, which is not above it).
        final class Responder: UINavigationController {
            var saves = 0
            func save(_ sender: Any?) { saves += 1 }
        }
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 1)
        let top = UIViewController()
        let root = Responder(rootViewController: top)
        let navigation = root
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let saveAction = Selector("save:", Responder.save)
        let item = UIBarButtonItem(title: "Save", style: .done, target: nil, action: saveAction)
        top.navigationItem.rightBarButtonItem = item
        screen.presentFrame()
        let view = navigation.navigationBar.rightButtonViews[0]
        let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
        screen.tap(at: center)
        #expect(root.saves == 1)
        var primary = 0
        item.primaryAction = UIAction(title: "P") { _ in primary += 1 }
        screen.presentFrame()
        screen.tap(at: center)
        #expect(primary == 1 && root.saves == 1)
        item.isEnabled = false
        screen.presentFrame()
        screen.tap(at: center)
        #expect(primary == 1)
    }

    @Test("SAFE-01 SAFE-02 the safe area of a child starts below the bar, plus additional insets")
    func safeAreaBelowBar() {
        let scene = makeScene(safeTop: 24)
        scene.screen.presentFrame()
        #expect(scene.navigation.navigationBar.frame.minY == 24)
        #expect(scene.root.view.frame == scene.window.bounds)
        #expect(scene.root.view.safeAreaInsets.top == 74)
        scene.root.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        scene.screen.presentFrame()
        #expect(scene.root.view.safeAreaInsets.top == 84)
        scene.navigation.isNavigationBarHidden = true
        scene.screen.presentFrame()
        #expect(scene.root.view.safeAreaInsets.top == 34)
    }

    @Test("SAFE-04 edgesForExtendedLayout defaults to all; without .top the view starts below an opaque or translucent bar")
    func extendedLayout() {
        let scene = makeScene()
        #expect(scene.root.edgesForExtendedLayout == .all)
        #expect(!scene.root.extendedLayoutIncludesOpaqueBars)
        let detail = UIViewController()
        detail.edgesForExtendedLayout = []
        scene.navigation.pushViewController(detail, animated: false)
        scene.screen.presentFrame()
        #expect(detail.view.frame.minY == 50)
        #expect(detail.view.safeAreaInsets.top == 0)
        scene.navigation.navigationBar.isTranslucent = false
        let opaque = UIViewController()
        scene.navigation.pushViewController(opaque, animated: false)
        scene.screen.presentFrame()
        #expect(opaque.view.frame.minY == 50)
    }

    @Test("VC-07 a child at any depth finds its navigation controller")
    func findsNavigationController() {
        let scene = makeScene()
        let child = UIViewController()
        scene.root.addChild(child)
        #expect(child.navigationController === scene.navigation)
        #expect(scene.root.navigationController === scene.navigation)
        #expect(scene.navigation.navigationController == nil)
    }

    @Test("PRES-25 isModalInPresentation on a presented navigation controller's top refuses the drag")
    func modalChild() {
        final class Delegate: UIAdaptivePresentationControllerDelegate {
            var attempts = 0
            func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { attempts += 1 }
        }
        let scene = makeScene()
        let top = UIViewController()
        top.isModalInPresentation = true
        let presented = UINavigationController(rootViewController: top)
        let delegate = Delegate()
        presented.presentationController?.delegate = delegate
        scene.navigation.present(presented, animated: false)
        scene.screen.presentFrame()
        scene.screen.drag(from: CGPoint(x: 683, y: 300), to: CGPoint(x: 683, y: 800))
        scene.screen.runUntilAnimationsSettle()
        #expect(delegate.attempts == 1)
        #expect(presented.presentingViewController === scene.navigation)
    }

    @Test("SBAR-05 a navigation controller lends hidden to its top, and style only while its bar is hidden")
    func statusBarDelegation() {
        let scene = makeScene()
        #expect(scene.navigation.childForStatusBarHidden === scene.root)
        #expect(scene.navigation.childForStatusBarStyle == nil)
        scene.navigation.isNavigationBarHidden = true
        #expect(scene.navigation.childForStatusBarStyle === scene.root)
    }

    @Test("ITEM-02 possibleTitles reserve the widest title's room; the bar follows items' changes")
    func possibleTitles() {
        let scene = makeScene()
        let item = UIBarButtonItem(title: "On", style: .plain, target: nil, action: nil)
        scene.root.navigationItem.rightBarButtonItem = item
        scene.screen.presentFrame()
        let narrow = scene.navigation.navigationBar.rightButtonViews[0].bounds.width
        item.possibleTitles = ["On", "Synchronizing"]
        item.title = "Off"
        scene.screen.presentFrame()
        let reserved = scene.navigation.navigationBar.rightButtonViews[0].bounds.width
        #expect(reserved > narrow * 2)
        #expect((scene.navigation.navigationBar.rightButtonViews[0] as? UIButton)?.title(for: .normal) == "Off")
    }
}
