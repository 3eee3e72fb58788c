import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A classic split's collapse and expand hooks, in UIKit's order: the delegate's
/// `primaryViewController(forCollapsing:)`, `collapseSecondary`, then the primary's
/// `collapseSecondaryViewController(_:for:)`; on expanding `primaryViewController(forExpanding:)`,
/// `separateSecondaryFrom`, then the primary's `separateSecondaryViewController(for:)`.
@MainActor
@Suite("UISplitViewController, classic collapse and expand hooks", .serialized, .exclusiveUIKit)
struct ClassicSplitHooksTests {
    /// Records every hook it hears.
    final class Recorder: UISplitViewControllerDelegate {
        var log: [String] = []
        var collapsingPrimary: UIViewController?
        var expandingPrimary: UIViewController?
        var separated: UIViewController?
        var target: UISplitViewController.DisplayMode = .automatic

        func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? {
            log.append("primaryForCollapsing")
            return collapsingPrimary
        }
        func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? {
            log.append("primaryForExpanding")
            return expandingPrimary
        }
        func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                 onto primaryViewController: UIViewController) -> Bool {
            log.append("collapseSecondary onto \(primaryViewController.title ?? "?")")
            return false
        }
        func splitViewController(_ splitViewController: UISplitViewController,
                                 separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
            log.append("separateSecondaryFrom \(primaryViewController.title ?? "?")")
            return separated
        }
        func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode {
            log.append("targetDisplayModeForAction")
            return target
        }
    }

    /// A plain primary that records the hooks UIKit calls on it.
    final class RecordingPrimary: UIViewController {
        var log: [String] = []
        override func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {
            log.append("collapse \(secondaryViewController.title ?? "?")")
            super.collapseSecondaryViewController(secondaryViewController, for: splitViewController)
        }
        override func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
            let separated = super.separateSecondaryViewController(for: splitViewController)
            log.append("separate → \(separated?.title ?? "nil")")
            return separated
        }
    }

    private func show(_ split: UISplitViewController) -> (HeadlessScreen, UIWindow) {
        let screen = HeadlessScreen(size: CGSize(width: 1366, height: 1024), scale: 1)
        let window = UIWindow()
        window.rootViewController = split
        window.makeKeyAndVisible()
        screen.presentFrame()
        return (screen, window)
    }

    private func narrow(_ screen: HeadlessScreen, _ window: UIWindow) {
        screen.apply(MultitaskingPreset(.iPadPro12_9, .landscape, .splitNarrow)!, to: window)
        screen.presentFrame()
    }

    private func widen(_ screen: HeadlessScreen, _ window: UIWindow) {
        screen.apply(MultitaskingPreset(.iPadPro12_9, .landscape, .fullScreen)!, to: window)
        screen.presentFrame()
    }

    private func titled<T: UIViewController>(_ controller: T, _ title: String) -> T {
        controller.title = title
        return controller
    }

    @Test("SPLIT-10 the delegate is asked in UIKit's order, and a navigation primary pushes the secondary's controllers and pops them back into the same navigation controller")
    func orderAndNavigationDefault() {
        let master = titled(UINavigationController(rootViewController: UIViewController()), "master")
        let detailRoot = titled(UIViewController(), "detail")
        let detail = titled(UINavigationController(rootViewController: detailRoot), "detailNav")
        let split = UISplitViewController()
        let recorder = Recorder()
        split.delegate = recorder
        split.viewControllers = [master, detail]
        let (screen, window) = show(split)
        defer { window.isHidden = true }
        narrow(screen, window)
        #expect(recorder.log == ["primaryForCollapsing", "collapseSecondary onto master"])
        #expect(master.viewControllers.last === detailRoot, "the secondary's stack is pushed")
        recorder.log = []
        widen(screen, window)
        #expect(recorder.log == ["primaryForExpanding", "separateSecondaryFrom master"])
        #expect(master.viewControllers.count == 1)
        #expect(split.viewControllers.last === detail, "the same navigation controller, given its stack back")
        #expect(detail.viewControllers == [detailRoot])
        #expect(detailRoot.view.window === window)
    }

    @Test("A plain primary's collapseSecondaryViewController(_:for:) keeps the secondary aside, and its separateSecondaryViewController(for:) gives back the one the split had")
    func plainPrimaryDefaults() {
        let primary = titled(RecordingPrimary(), "primary")
        let secondary = titled(UIViewController(), "secondary")
        let split = UISplitViewController()
        split.viewControllers = [primary, secondary]
        let (screen, window) = show(split)
        defer { window.isHidden = true }
        narrow(screen, window)
        #expect(primary.log == ["collapse secondary"])
        #expect(split.isCollapsed)
        #expect(primary.view.window === window)
        #expect(secondary.viewIfLoaded?.window == nil, "only the primary shows")
        widen(screen, window)
        #expect(primary.log == ["collapse secondary", "separate → secondary"])
        #expect(split.viewControllers.last === secondary)
        #expect(secondary.view.window === window)
    }

    @Test("primaryViewController(forCollapsing:) replaces the primary while collapsed and the secondary collapses onto it; separateSecondaryFrom's answer becomes the secondary")
    func replacementsFromTheDelegate() {
        let master = titled(UINavigationController(rootViewController: UIViewController()), "master")
        let detail = titled(UIViewController(), "detail")
        let compactPrimary = titled(UINavigationController(rootViewController: UIViewController()), "compact")
        let split = UISplitViewController()
        let recorder = Recorder()
        recorder.collapsingPrimary = compactPrimary
        split.delegate = recorder
        split.viewControllers = [master, detail]
        let (screen, window) = show(split)
        defer { window.isHidden = true }
        narrow(screen, window)
        #expect(recorder.log == ["primaryForCollapsing", "collapseSecondary onto compact"])
        #expect(split.viewControllers.first === compactPrimary)
        #expect(compactPrimary.viewControllers.last === detail)
        let fresh = titled(UIViewController(), "fresh")
        recorder.expandingPrimary = master
        recorder.separated = fresh
        recorder.log = []
        widen(screen, window)
        #expect(recorder.log == ["primaryForExpanding", "separateSecondaryFrom master"])
        #expect(split.viewControllers.first === master)
        #expect(split.viewControllers.last === fresh)
        #expect(fresh.view.window === window)
    }

    @Test("targetDisplayModeForAction(in:) decides where the display mode button goes; .automatic keeps the split's own toggle")
    func targetDisplayMode() {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        let recorder = Recorder()
        split.delegate = recorder
        let (screen, window) = show(split)
        defer { window.isHidden = true }
        recorder.target = .secondaryOnly
        split.displayModeButtonTapped()
        _ = screen.runUntilAnimationsSettle()
        #expect(recorder.log.contains("targetDisplayModeForAction"))
        #expect(split.displayMode == .secondaryOnly)
        recorder.target = .automatic
        split.displayModeButtonTapped()
        _ = screen.runUntilAnimationsSettle()
        #expect(split.displayMode != .secondaryOnly, "the split's own toggle shows the primary again")
    }

    @Test("TAB-05 a tab bar controller's and a split's orientations are their delegates' answers when they give one, else their own")
    func orientationsFromDelegates() {
        final class Landscape: UITabBarControllerDelegate, UISplitViewControllerDelegate {
            func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask { .landscape }
            func tabBarControllerPreferredInterfaceOrientationForPresentation(_ tabBarController: UITabBarController) -> UIInterfaceOrientation { .landscapeLeft }
            func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController) -> UIInterfaceOrientationMask { .portrait }
            func splitViewControllerPreferredInterfaceOrientationForPresentation(_ splitViewController: UISplitViewController) -> UIInterfaceOrientation { .portraitUpsideDown }
        }
        final class Silent: UITabBarControllerDelegate, UISplitViewControllerDelegate {}
        let tabs = UITabBarController(), split = UISplitViewController()
        #expect(tabs.supportedInterfaceOrientations == .all && split.supportedInterfaceOrientations == .all)
        let landscape = Landscape()
        tabs.delegate = landscape
        split.delegate = landscape
        #expect(tabs.supportedInterfaceOrientations == .landscape)
        #expect(tabs.preferredInterfaceOrientationForPresentation == .landscapeLeft)
        #expect(split.supportedInterfaceOrientations == .portrait)
        #expect(split.preferredInterfaceOrientationForPresentation == .portraitUpsideDown)
        let silent = Silent()
        tabs.delegate = silent
        split.delegate = silent
        #expect(tabs.supportedInterfaceOrientations == .all && split.preferredInterfaceOrientationForPresentation == .portrait)
    }

    /// A primary container that passes the hooks on to the navigation controller inside it.
    final class ContainerPrimary: UIViewController {
        let inner = UINavigationController(rootViewController: UIViewController())
        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(inner)
            view.addSubview(inner.view)
            inner.didMove(toParent: self)
        }
        override func collapseSecondaryViewController(_ secondaryViewController: UIViewController, for splitViewController: UISplitViewController) {
            inner.collapseSecondaryViewController(secondaryViewController, for: splitViewController)
        }
        override func separateSecondaryViewController(for splitViewController: UISplitViewController) -> UIViewController? {
            inner.separateSecondaryViewController(for: splitViewController)
        }
    }

    @Test("A container primary that hands the hooks to a navigation controller inside it gets the detail pushed there and given back on expanding")
    func nestedNavigationPrimary() {
        let primary = ContainerPrimary()
        let detailRoot = UIViewController()
        let detail = UINavigationController(rootViewController: detailRoot)
        let split = UISplitViewController()
        split.viewControllers = [primary, detail]
        let (screen, window) = show(split)
        defer { window.isHidden = true }
        narrow(screen, window)
        #expect(primary.inner.viewControllers.last === detailRoot)
        widen(screen, window)
        #expect(primary.inner.viewControllers.count == 1)
        #expect(split.viewControllers.last === detail && detail.viewControllers == [detailRoot])
    }
}
