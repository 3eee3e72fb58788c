import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("Tab bar controller", .exclusiveUIKit)
struct TabBarControllerTests {
    func makeTabs(_ log: EventLog, count: Int = 3) -> (UITabBarController, [LoggingViewController]) {
        let children = (0..<count).map { index -> LoggingViewController in
            let child = LoggingViewController("tab\(index)", log: log)
            child.logsLayout = false
            child.logsTraits = false
            child.title = "Tab \(index)"
            return child
        }
        let tabs = UITabBarController()
        tabs.viewControllers = children
        return (tabs, children)
    }

    func show(_ root: UIViewController, on screen: HeadlessScreen) -> UIWindow {
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        return window
    }

    @Test("TAB-01 the children become tabs in order, each showing its tabBarItem")
    func itemsInOrder() {
        let (tabs, children) = makeTabs(EventLog())
        #expect(tabs.children.count == 3)
        #expect(tabs.tabBar.items?.map(\.title) == ["Tab 0", "Tab 1", "Tab 2"])
        #expect(tabs.tabBar.items?[1] === children[1].tabBarItem)
    }

    @Test("TAB-02 index 0 is selected by default; selectedIndex and selectedViewController agree")
    func defaultSelection() {
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 1)
        let (tabs, children) = makeTabs(EventLog())
        #expect(tabs.selectedIndex == 0)
        let window = show(tabs, on: screen)
        #expect(tabs.selectedViewController === children[0])
        tabs.selectedViewController = children[2]
        #expect(tabs.selectedIndex == 2)
        tabs.selectedIndex = 1
        #expect(tabs.selectedViewController === children[1])
        #expect(tabs.tabBar.selectedItem === children[1].tabBarItem)
        withExtendedLifetime(window) {}
    }

    @Test("TAB-03 tapping a tab selects it; the delegate can veto; didSelect follows")
    func tapping() {
        final class Delegate: UITabBarControllerDelegate {
            var calls: [String] = []
            var vetoed: UIViewController?
            func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
                calls.append("should \(viewController.title ?? "")")
                return viewController !== vetoed
            }
            func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
                calls.append("did \(viewController.title ?? "")")
            }
        }
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 1)
        let log = EventLog()
        let (tabs, children) = makeTabs(log)
        let delegate = Delegate()
        delegate.vetoed = children[2]
        tabs.delegate = delegate
        let window = show(tabs, on: screen)
        log.clear()
        func tapTab(_ index: Int) {
            let view = tabs.tabBar.itemViews[index]
            screen.tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window))
            screen.presentFrame()
        }
        tapTab(1)
        #expect(tabs.selectedIndex == 1)
        #expect(log.entries(of: "tab0") == ["viewWillDisappear", "viewDidDisappear"])
        #expect(log.entries(of: "tab1") == ["viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        tapTab(2)
        #expect(tabs.selectedIndex == 1)
        #expect(delegate.calls == ["should Tab 1", "did Tab 1", "should Tab 2"])
        #expect(tabs.tabBar.itemViews.filter(\.isSelectedItem).count == 1)
    }

    @Test("TAB-04 unselected children's views are not loaded")
    func lazyViews() {
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 1)
        let (tabs, children) = makeTabs(EventLog())
        let window = show(tabs, on: screen)
        #expect(children[0].isViewLoaded)
        #expect(!children[1].isViewLoaded && !children[2].isViewLoaded)
        withExtendedLifetime(window) {}
    }

    @Test("TAB-05 SBAR-05 the selected child decides the status bar")
    func statusBar() {
        let (tabs, children) = makeTabs(EventLog())
        #expect(tabs.childForStatusBarStyle === children[0])
        tabs.selectedIndex = 2
        #expect(tabs.childForStatusBarHidden === children[2])
    }

    @Test("TAB-06 QUIRK emulated: the bar is 32 points when vertically compact and uses landscapeImagePhone even when selected")
    func compactBar() {
        func swatch(_ side: CGFloat) -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in }
        }
        let image = swatch(10), selected = swatch(12), landscape = swatch(8)
        let screen = HeadlessScreen(size: CGSize(width: 736, height: 414), scale: 1)
        let (tabs, children) = makeTabs(EventLog())
        children[0].tabBarItem = UITabBarItem(title: "One", image: image, selectedImage: selected)
        children[0].tabBarItem.landscapeImagePhone = landscape
        children[0].tabBarItem.landscapeImagePhoneInsets = UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        let window = show(tabs, on: screen)
        #expect(tabs.tabBar.frame.height == 32)
        #expect(tabs.tabBar.itemViews[0].displayedImage === landscape)
        #expect(tabs.tabBar.itemViews[0].imageView.frame.size == CGSize(width: 21, height: 21), "the landscape image takes its own insets")
        window.frame = CGRect(x: 0, y: 0, width: 736, height: 1024)
        screen.presentFrame()
        #expect(tabs.tabBar.frame.height == 50)
        #expect(tabs.tabBar.itemViews[0].displayedImage === selected)
        #expect(tabs.tabBar.itemViews[0].imageView.frame.size == CGSize(width: 25, height: 25), "imageInsets (zero) again")
    }

    @Test("PC-07 QUIRK emulated: children never see a transition coordinator when tabs switch")
    func noCoordinator() {
        final class Probe: UIViewController {
            var sawCoordinator = false
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); sawCoordinator = transitionCoordinator != nil }
        }
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 1)
        let tabs = UITabBarController()
        let probe = Probe()
        tabs.viewControllers = [UIViewController(), probe]
        let window = show(tabs, on: screen)
        tabs.selectedIndex = 1
        screen.presentFrame()
        #expect(probe.isViewLoaded && !probe.sawCoordinator)
        withExtendedLifetime(window) {}
    }

    @Test("NAV-13 VC-07 a pushed controller that hides the bottom bar hides the tab bar; children find their tab bar controller")
    func hidesTabBar() {
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 1)
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        let window = show(tabs, on: screen)
        #expect(root.tabBarController === tabs)
        #expect(root.view.safeAreaInsets.bottom == 50)
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        screen.presentFrame()
        #expect(tabs.tabBar.isHidden)
        navigation.popViewController(animated: false)
        screen.presentFrame()
        #expect(!tabs.tabBar.isHidden)
        withExtendedLifetime(window) {}
    }

    @Test("SAFE-04 an opaque tab bar keeps the child's view above it unless it includes opaque bars")
    func opaqueTabBar() {
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 1)
        let child = UIViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [child]
        let window = show(tabs, on: screen)
        #expect(child.view.frame.height == 1024)
        #expect(child.view.safeAreaInsets.bottom == 50)
        tabs.tabBar.isTranslucent = false
        screen.presentFrame()
        #expect(child.view.frame.height == 974)
        #expect(child.view.safeAreaInsets.bottom == 0)
        child.extendedLayoutIncludesOpaqueBars = true
        tabs.view.setNeedsLayout()
        screen.presentFrame()
        #expect(child.view.frame.height == 1024)
        withExtendedLifetime(window) {}
    }
}
