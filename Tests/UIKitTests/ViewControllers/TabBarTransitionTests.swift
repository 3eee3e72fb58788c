import Testing
@testable import UIKit
import UIKitTesting

/// Custom animations between tabs (UITabBarControllerDelegate's animation and interaction
/// controllers).
@MainActor
@Suite("Tab bar controller transitions", .serialized, .exclusiveUIKit)
struct TabBarTransitionTests {
    /// Fades the incoming tab in over half a second.
    final class Fade: NSObject, UIViewControllerAnimatedTransitioning {
        var ended: [Bool] = []
        var containerHeld: [Int] = []
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
        func animateTransition(using context: UIViewControllerContextTransitioning) {
            guard let to = context.view(forKey: .to), let toController = context.viewController(forKey: .to) else { return }
            to.frame = context.finalFrame(for: toController)
            to.alpha = 0
            containerHeld.append(context.containerView.subviews.count)
            UIView.animate(withDuration: 0.5, animations: { to.alpha = 1 }, completion: { _ in
                context.completeTransition(!context.transitionWasCancelled)
            })
        }
        func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
    }

    final class Delegate: UITabBarControllerDelegate {
        let fade = Fade()
        var interaction: UIPercentDrivenInteractiveTransition?
        var asked: [String] = []
        func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                              to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            asked.append("\(fromVC.title ?? "") → \(toVC.title ?? "")")
            return fade
        }
        func tabBarController(_ tabBarController: UITabBarController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
            interaction
        }
    }

    struct Stage {
        let screen: HeadlessScreen
        let window: UIWindow
        let tabs: UITabBarController
        let children: [LoggingViewController]
        let log: EventLog
    }

    func makeStage(_ delegate: Delegate) -> Stage {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let log = EventLog()
        let children = (0..<3).map { index -> LoggingViewController in
            let child = LoggingViewController("tab\(index)", log: log)
            child.logsLayout = false
            child.logsTraits = false
            child.title = "Tab \(index)"
            return child
        }
        let tabs = UITabBarController()
        tabs.viewControllers = children
        tabs.delegate = delegate
        let window = UIWindow()
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        screen.presentFrame()
        log.clear()
        return Stage(screen: screen, window: window, tabs: tabs, children: children, log: log)
    }

    @Test("TAB-03 the delegate's animator runs the switch: both views in the container meanwhile, appearance events around it, the old view gone after")
    func customAnimation() {
        let delegate = Delegate()
        let stage = makeStage(delegate)
        defer { stage.window.isHidden = true }
        stage.tabs.selectedIndex = 1
        #expect(delegate.asked == ["Tab 0 → Tab 1"])
        #expect(stage.tabs.view.subviews.last === stage.tabs.tabBar, "the bar stays in front of the animator's views")
        #expect(stage.children[0].view.superview === stage.tabs.view && stage.children[1].view.superview === stage.tabs.view)
        #expect(stage.log.entries == ["tab0.viewWillDisappear", "tab1.viewDidLoad", "tab1.viewWillAppear"])
        stage.screen.advance(by: 0.25)
        #expect(stage.children[1].view.layer.presentation()!.opacity > 0.2 && stage.children[1].view.layer.presentation()!.opacity < 0.8)
        _ = stage.screen.runUntilAnimationsSettle()
        #expect(stage.children[0].view.superview == nil)
        #expect(stage.children[1].view.frame == stage.tabs.view.bounds, "the content area under the translucent bar")
        #expect(stage.log.entries(of: "tab0") == ["viewWillDisappear", "viewDidDisappear"])
        #expect(stage.log.entries(of: "tab1").filter { $0 != "viewIsAppearing" } == ["viewDidLoad", "viewWillAppear", "viewDidAppear"])
        #expect(delegate.fade.ended == [true])
        #expect(stage.tabs.selectedIndex == 1 && stage.tabs.tabBar.selectedItem === stage.children[1].tabBarItem)
    }

    @Test("PC-07 QUIRK emulated: even with a custom animation the children see no transition coordinator")
    func noCoordinatorWithAnimation() {
        final class Probe: LoggingViewController {
            var sawCoordinator = false
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); sawCoordinator = transitionCoordinator != nil }
        }
        let delegate = Delegate()
        let stage = makeStage(delegate)
        defer { stage.window.isHidden = true }
        let probe = Probe("probe", log: stage.log)
        stage.tabs.viewControllers = stage.children + [probe]
        stage.tabs.selectedViewController = probe
        _ = stage.screen.runUntilAnimationsSettle()
        #expect(delegate.asked == ["Tab 0 → "])
        #expect(probe.isViewLoaded && !probe.sawCoordinator)
    }

    @Test("An interactive switch given up puts the old tab back: selection, bar and appearance events reversed")
    func cancelledInteraction() {
        let delegate = Delegate()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        let stage = makeStage(delegate)
        defer { stage.window.isHidden = true }
        stage.tabs.selectedIndex = 2
        interaction.update(0.3)
        stage.screen.advance(by: 0.1)
        stage.tabs.selectedIndex = 1
        #expect(stage.tabs.selectedIndex == 2, "while the gesture drives the switch, another selection waits for nothing: it is ignored")
        interaction.cancel()
        _ = stage.screen.runUntilAnimationsSettle()
        #expect(stage.tabs.selectedIndex == 0)
        #expect(stage.tabs.tabBar.selectedItem === stage.children[0].tabBarItem)
        #expect(stage.children[2].view.superview == nil && stage.children[0].view.superview === stage.tabs.view)
        #expect(stage.log.entries(of: "tab0").filter { $0 != "viewIsAppearing" } == ["viewWillDisappear", "viewWillAppear", "viewDidAppear"])
        #expect(stage.log.entries(of: "tab2").filter { $0 != "viewIsAppearing" && $0 != "viewDidLoad" } == ["viewWillAppear", "viewWillDisappear", "viewDidDisappear"])
        #expect(delegate.fade.ended == [false])
    }

    @Test("A new selection during an animation ends it first; without an animator (or off screen) the views swap at once")
    func overlapping() {
        let delegate = Delegate()
        let stage = makeStage(delegate)
        defer { stage.window.isHidden = true }
        stage.tabs.selectedIndex = 1
        stage.tabs.selectedIndex = 2
        _ = stage.screen.runUntilAnimationsSettle()
        #expect(stage.tabs.view.subviews.filter { $0 !== stage.tabs.tabBar }.map { $0 } == [stage.children[2].view])
        #expect(stage.children.map(\.appearanceState) == [.disappeared, .disappeared, .appeared])

        stage.tabs.delegate = nil
        stage.tabs.selectedIndex = 0
        #expect(stage.children[2].view.superview == nil, "no animator: at once")
    }
}
