import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("View controller containment", .exclusiveUIKit)
struct ContainmentTests {
    /// A window showing `root`, laid out and appeared.
    func show(_ root: UIViewController, on screen: HeadlessScreen) -> UIWindow {
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        return window
    }

    @Test("CONT-01 CONT-03 CONT-04 adding a child: willMove, appearance, then didMove by the parent")
    func addingChild() {
        let screen = HeadlessScreen()
        let log = EventLog()
        let parent = LoggingViewController("parent", log: log)
        let window = show(parent, on: screen)
        let child = LoggingViewController("child", log: log)
        child.logsTraits = false
        log.clear()
        parent.addChild(child)
        #expect(child.parent === parent)
        #expect(parent.children.contains { $0 === child })
        parent.view.addSubview(child.view)
        child.view.frame = parent.view.bounds
        screen.presentFrame()
        child.didMove(toParent: parent)
        #expect(log.entries(of: "child") == ["willMove(toParent: parent)", "viewDidLoad", "viewWillAppear", "viewIsAppearing",
                                             "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear", "didMove(toParent: parent)"])
        withExtendedLifetime(window) {}
    }

    @Test("CONT-02 CONT-03 CONT-04 removing a child: willMove(nil) by the parent, disappearance, didMove(nil)")
    func removingChild() {
        let screen = HeadlessScreen()
        let log = EventLog()
        let parent = LoggingViewController("parent", log: log)
        let window = show(parent, on: screen)
        let child = LoggingViewController("child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        screen.presentFrame()
        log.clear()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.entries(of: "child") == ["willMove(toParent: nil)", "viewWillDisappear", "viewDidDisappear", "didMove(toParent: nil)"])
        #expect(child.parent == nil)
        #expect(parent.children.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test("CONT-05 transition(from:to:) swaps the children's views with their appearance events")
    func transitionBetweenChildren() {
        let screen = HeadlessScreen()
        let log = EventLog()
        let parent = LoggingViewController("parent", log: log)
        let window = show(parent, on: screen)
        let first = LoggingViewController("first", log: log)
        let second = LoggingViewController("second", log: log)
        for controller in [first, second] { controller.logsLayout = false; controller.logsTraits = false }
        parent.addChild(first)
        parent.view.addSubview(first.view)
        first.didMove(toParent: parent)
        screen.presentFrame()
        parent.addChild(second)
        first.willMove(toParent: nil)
        log.clear()
        var bothInside = false
        var completed = false
        parent.transition(from: first, to: second, duration: 0.3, options: [], animations: {
            bothInside = first.view.superview != nil && second.view.superview != nil
        }, completion: { _ in
            second.didMove(toParent: parent)
            first.removeFromParent()
            completed = true
        })
        screen.runUntilAnimationsSettle()
        #expect(bothInside)
        #expect(completed)
        #expect(first.view.superview == nil)
        #expect(second.view.superview === parent.view)
        #expect(log.entries(of: "first") == ["viewWillDisappear", "viewDidDisappear", "didMove(toParent: nil)"])
        #expect(log.entries(of: "second") == ["viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear", "didMove(toParent: parent)"])
        withExtendedLifetime(window) {}
    }

    @Test("CONT-06 a parent forwards its appearance events to the children whose views it holds")
    func automaticForwarding() {
        let screen = HeadlessScreen()
        let log = EventLog()
        let parent = LoggingViewController("parent", log: log)
        let inside = LoggingViewController("inside", log: log)
        let outside = LoggingViewController("outside", log: log)
        for controller in [parent, inside, outside] { controller.logsLayout = false; controller.logsTraits = false }
        parent.addChild(inside)
        parent.view.addSubview(inside.view)
        inside.didMove(toParent: parent)
        parent.addChild(outside)
        outside.didMove(toParent: parent)
        let window = show(parent, on: screen)
        #expect(log.entries(of: "inside").filter { $0.hasPrefix("view") && $0 != "viewDidLoad" } == ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        #expect(log.entries(of: "outside").allSatisfy { !$0.contains("Appear") })
        withExtendedLifetime(window) {}
    }

    @Test("CONT-07 with forwarding off, children hear only begin/endAppearanceTransition")
    func manualForwarding() {
        final class ManualParent: LoggingViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let screen = HeadlessScreen()
        let log = EventLog()
        let parent = ManualParent("parent", log: log)
        let child = LoggingViewController("child", log: log)
        for controller in [parent, child] { controller.logsLayout = false; controller.logsTraits = false }
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let window = show(parent, on: screen)
        #expect(!log.entries(of: "child").contains("viewWillAppear"))
        child.beginAppearanceTransition(true, animated: false)
        #expect(log.entries(of: "child").last == "viewWillAppear")
        child.endAppearanceTransition()
        #expect(log.entries(of: "child").suffix(2) == ["viewIsAppearing", "viewDidAppear"])
        // Unbalanced repeats are ignored.
        child.endAppearanceTransition()
        #expect(log.entries(of: "child").filter { $0 == "viewDidAppear" }.count == 1)
        withExtendedLifetime(window) {}
    }

    @Test("CONT-08 CONT-09 resizing events reach children with the size the parent gives them; without super they stop")
    func resizeForwarding() {
        final class HalvingParent: LoggingViewController {
            var forwards = true
            override func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
                CGSize(width: parentSize.width / 2, height: parentSize.height)
            }
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                if forwards { super.viewWillTransition(to: size, with: coordinator) } else { record("swallowed") }
            }
        }
        let screen = HeadlessScreen()
        let log = EventLog()
        let parent = HalvingParent("parent", log: log)
        let child = LoggingViewController("child", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let window = show(parent, on: screen)
        log.clear()
        window.frame = CGRect(x: 0, y: 0, width: 1000, height: 1024)
        #expect(log.entries(of: "child").first == "viewWillTransition(to: 500x1024)")
        parent.forwards = false
        log.clear()
        window.frame = CGRect(x: 0, y: 0, width: 900, height: 1024)
        #expect(!log.entries(of: "child").contains { $0.hasPrefix("viewWillTransition") })
    }

    @Test("CONT-10 setting preferredContentSize tells the parent")
    func preferredContentSize() {
        final class Parent: UIViewController {
            var told: [CGSize] = []
            override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
                told.append(container.preferredContentSize)
            }
        }
        let parent = Parent()
        let child = UIViewController()
        #expect(child.preferredContentSize == .zero)
        child.preferredContentSize = CGSize(width: 10, height: 10)
        parent.addChild(child)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        #expect(parent.told == [CGSize(width: 320, height: 200)])
    }

    @Test("CONT-11 SBAR-03 VC-06 the top-level controller decides the status bar, through its designated children")
    func statusBarDesignation() {
        final class Styled: UIViewController {
            var style: UIStatusBarStyle = .default
            var hidden = false
            var designated: UIViewController?
            override var preferredStatusBarStyle: UIStatusBarStyle { style }
            override var prefersStatusBarHidden: Bool { hidden }
            override var childForStatusBarStyle: UIViewController? { designated }
            override var childForStatusBarHidden: UIViewController? { designated }
        }
        let screen = HeadlessScreen()
        let root = Styled()
        root.style = .darkContent
        let window = show(root, on: screen)
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(window.statusBarAppearance == StatusBarAppearance(style: .darkContent, isHidden: false))
        let child = Styled()
        child.style = .lightContent
        child.hidden = true
        root.addChild(child)
        root.designated = child
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(window.statusBarAppearance == StatusBarAppearance(style: .lightContent, isHidden: true))
        #expect(root.childForStatusBarStyle === child)
    }

    @Test("CONT-12 an override trait collection combines with what the child inherits")
    func overrideTraits() {
        let screen = HeadlessScreen()
        let log = EventLog()
        let parent = UIViewController()
        let child = LoggingViewController("child", log: log)
        child.logsLayout = false
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let window = show(parent, on: screen)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        log.clear()
        let override = UITraitCollection(horizontalSizeClass: .compact)
        parent.setOverrideTraitCollection(override, forChild: child)
        #expect(parent.overrideTraitCollection(forChild: child) === override)
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        #expect(child.traitCollection.verticalSizeClass == .regular)
        #expect(child.traitCollection.displayScale == 2)
        #expect(child.view.traitCollection.horizontalSizeClass == .compact)
        #expect(log.entries(of: "child") == ["traitCollectionDidChange(RR → CR)"])
        withExtendedLifetime(window) {}
    }
}
