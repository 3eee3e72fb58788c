import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("Presentation", .exclusiveUIKit)
struct PresentationTests {
    struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        let log: EventLog
        let root: LoggingViewController
    }

    /// A logging root shown full screen on a 12.9-inch iPad in landscape (or `size`).
    func makeScene(size: CGSize = CGSize(width: 1366, height: 1024)) -> Scene {
        let screen = HeadlessScreen(size: size, scale: 1)
        let log = EventLog()
        let root = LoggingViewController("root", log: log)
        root.logsLayout = false
        root.logsTraits = false
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        log.clear()
        return Scene(screen: screen, window: window, log: log, root: root)
    }

    func logging(_ name: String, _ log: EventLog, style: UIModalPresentationStyle = .automatic) -> LoggingViewController {
        let controller = LoggingViewController(name, log: log)
        controller.logsLayout = false
        controller.logsTraits = false
        controller.modalPresentationStyle = style
        return controller
    }

    // MARK: Roles (PRES-01 … PRES-10)

    @Test("PRES-01 the presenting controller is the top-level one; the original presenter also reports the presented")
    func roles() {
        let scene = makeScene()
        let child = UIViewController()
        scene.root.addChild(child)
        scene.root.view.addSubview(child.view)
        child.didMove(toParent: scene.root)
        let presented = UIViewController()
        child.present(presented, animated: false)
        scene.screen.presentFrame()
        #expect(presented.presentingViewController === scene.root)
        #expect(scene.root.presentedViewController === presented)
        #expect(child.presentedViewController === presented)
        #expect(presented.presentationController?.presentingViewController === scene.root)
    }

    @Test("PRES-02 PRES-07 the presenter retains the presented until dismissal ends; presentingViewController is nil when not presented")
    func retention() {
        let scene = makeScene()
        weak var weakPresented: UIViewController?
        do {
            let presented = UIViewController()
            weakPresented = presented
            #expect(presented.presentingViewController == nil)
            scene.root.present(presented, animated: false)
        }
        scene.screen.presentFrame()
        #expect(weakPresented != nil)
        #expect(weakPresented?.presentingViewController === scene.root)
        scene.root.dismiss(animated: false)
        scene.screen.presentFrame()
        #expect(weakPresented == nil)
        #expect(scene.root.presentedViewController == nil)
    }

    @Test("PRES-03 presenting while already presenting does nothing, logs, and skips the completion")
    func onePresentationAtATime() {
        let scene = makeScene()
        scene.root.present(UIViewController(), animated: false)
        scene.screen.presentFrame()
        var completed = false
        let second = UIViewController()
        scene.root.present(second, animated: false) { completed = true }
        scene.screen.presentFrame()
        #expect(!completed)
        #expect(second.presentingViewController == nil)
        #expect(UIKitLog.messages.last?.contains("already presenting") == true)
    }

    @Test("PRES-04 dismiss sent to the presented, the presenter or the original presenter dismisses", arguments: ["presented", "presenting", "original"])
    func dismissRouting(_ receiver: String) {
        let scene = makeScene()
        let child = UIViewController()
        scene.root.addChild(child)
        scene.root.view.addSubview(child.view)
        let presented = UIViewController()
        child.present(presented, animated: false)
        scene.screen.presentFrame()
        var completed = false
        let target: UIViewController = receiver == "presented" ? presented : receiver == "presenting" ? scene.root : child
        target.dismiss(animated: false) { completed = true }
        scene.screen.presentFrame()
        #expect(completed)
        #expect(presented.presentingViewController == nil)
        #expect(presented.viewIfLoaded?.window == nil)
    }

    @Test("PRES-05 dismissing the middle of a chain dismisses everything above it")
    func dismissChain() {
        let scene = makeScene()
        let first = logging("first", scene.log, style: .formSheet)
        let second = logging("second", scene.log, style: .fullScreen)
        scene.root.present(first, animated: false)
        scene.screen.presentFrame()
        first.present(second, animated: false)
        scene.screen.presentFrame()
        #expect(second.presentingViewController === first)
        scene.log.clear()
        var completed = false
        scene.root.dismiss(animated: true) { completed = true }
        scene.screen.runUntilAnimationsSettle()
        #expect(completed)
        #expect(first.presentingViewController == nil && second.presentingViewController == nil)
        #expect(scene.window.subviews.count == 1)
        #expect(scene.log.entries(of: "second") == ["viewWillDisappear", "viewDidDisappear"])
        // `first` disappeared when `second` covered it; it is removed without appearing again.
        #expect(scene.log.entries(of: "first").isEmpty)
    }

    @Test("PRES-06 dismiss with nothing presented does nothing and skips the completion")
    func dismissNothing() {
        let scene = makeScene()
        var completed = false
        scene.root.dismiss(animated: false) { completed = true }
        scene.screen.presentFrame()
        #expect(!completed)
    }

    @Test("PRES-08 the completion runs after the animation")
    func completionAfterAnimation() {
        let scene = makeScene()
        var completed = false
        scene.root.present(UIViewController(), animated: true) { completed = true }
        scene.screen.advance(by: 0.2)
        #expect(!completed)
        scene.screen.runUntilAnimationsSettle()
        #expect(completed)
    }

    @Test("PRES-09 configuration right after present still takes effect before the view appears")
    func configurationAfterPresent() {
        final class Probe: UIViewController {
            var levelWhenAppearing: UIUserInterfaceLevel?
            override func viewIsAppearing(_ animated: Bool) {
                super.viewIsAppearing(animated)
                levelWhenAppearing = traitCollection.userInterfaceLevel
            }
        }
        let scene = makeScene()
        let probe = Probe()
        probe.modalPresentationStyle = .overFullScreen
        scene.root.present(probe, animated: true)
        probe.presentationController?.overrideTraitCollection = UITraitCollection(userInterfaceLevel: .elevated)
        scene.screen.runUntilAnimationsSettle()
        #expect(probe.levelWhenAppearing == .elevated)
    }

    @Test("PRES-10 dismissing in code never sends the user-dismissal messages")
    func codeDismissalIsSilent() {
        final class Delegate: UIAdaptivePresentationControllerDelegate {
            var calls: [String] = []
            func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { calls.append("should"); return true }
            func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { calls.append("will") }
            func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { calls.append("did") }
        }
        let scene = makeScene()
        let delegate = Delegate()
        let presented = UIViewController()
        presented.presentationController?.delegate = delegate
        scene.root.present(presented, animated: true)
        scene.screen.runUntilAnimationsSettle()
        presented.dismiss(animated: true)
        scene.screen.runUntilAnimationsSettle()
        #expect(delegate.calls.isEmpty)
    }

    // MARK: Styles (PRES-11 … PRES-19, LIFE-06)

    @Test("PRES-11 PRES-12 defaults: cover vertical, automatic resolving to a page sheet")
    func defaults() {
        let scene = makeScene()
        let presented = UIViewController()
        #expect(presented.modalTransitionStyle == .coverVertical)
        #expect(presented.modalPresentationStyle == .automatic)
        scene.root.present(presented, animated: false)
        scene.screen.presentFrame()
        #expect(presented.presentationController?.presentationStyle == .pageSheet)
        #expect(presented.view.bounds.size == CGSize(width: 712, height: 664))
    }

    @Test("PRES-11 cover vertical slides up from the bottom; cross dissolve fades", arguments: [UIModalTransitionStyle.coverVertical, .crossDissolve])
    func transitionStyles(_ style: UIModalTransitionStyle) {
        let scene = makeScene()
        let presented = UIViewController()
        presented.modalPresentationStyle = .overFullScreen
        presented.modalTransitionStyle = style
        scene.root.present(presented, animated: true)
        scene.screen.advance(by: ModalTransitionAnimator.duration / 2)
        let layer = presented.view.layer.presentation() ?? presented.view.layer
        if style == .coverVertical {
            #expect(layer.position.y > 512 && layer.position.y < 512 + 1024)
        } else {
            #expect(layer.opacity > 0.05 && layer.opacity < 0.95)
        }
        scene.screen.runUntilAnimationsSettle()
        #expect(presented.view.frame == scene.window.bounds)
        #expect(presented.view.alpha == 1)
    }

    @Test("PRES-13 LIFE-06 full screen removes the presenter's view, which disappears and comes back on dismissal")
    func fullScreen() {
        let scene = makeScene()
        let presented = logging("presented", scene.log, style: .fullScreen)
        scene.root.present(presented, animated: true)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.root.view.window == nil)
        #expect(scene.log.entries(of: "root") == ["viewWillDisappear", "viewDidDisappear"])
        #expect(scene.log.entries(of: "presented") == ["viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        scene.log.clear()
        presented.dismiss(animated: true)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.root.view.window === scene.window)
        #expect(scene.root.view.frame == scene.window.bounds)
        #expect(scene.log.entries(of: "root") == ["viewWillAppear", "viewIsAppearing", "viewDidAppear"])
        #expect(scene.log.entries(of: "presented") == ["viewWillDisappear", "viewDidDisappear"])
    }

    @Test("PRES-14 LIFE-06 sheets and over-full-screen keep the presenter in place, with no events", arguments: [
        UIModalPresentationStyle.overFullScreen, .pageSheet, .formSheet, .overCurrentContext,
    ])
    func coveringStyles(_ style: UIModalPresentationStyle) {
        let scene = makeScene()
        let presented = logging("presented", scene.log, style: style)
        scene.root.present(presented, animated: true)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.root.view.window === scene.window)
        presented.dismiss(animated: true)
        scene.screen.runUntilAnimationsSettle()
        #expect(scene.log.entries(of: "root").isEmpty)
        #expect(scene.log.entries(of: "presented") == ["viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewDidAppear",
                                                       "viewWillDisappear", "viewDidDisappear"])
    }

    @Test("PRES-16 CONT-13 TRAIT-11 a form sheet on a regular iPad window is horizontally compact; a page sheet is regular; both elevated")
    func formSheetTraits() {
        let scene = makeScene()
        let form = UIViewController()
        form.modalPresentationStyle = .formSheet
        scene.root.present(form, animated: false)
        scene.screen.presentFrame()
        #expect(form.traitCollection.horizontalSizeClass == .compact)
        #expect(form.view.traitCollection.horizontalSizeClass == .compact)
        #expect(form.traitCollection.userInterfaceLevel == .elevated)
        #expect(form.presentationController?.traitCollection.horizontalSizeClass == .compact)
        form.dismiss(animated: false)
        scene.screen.presentFrame()
        let page = UIViewController()
        page.modalPresentationStyle = .pageSheet
        scene.root.present(page, animated: false)
        scene.screen.presentFrame()
        #expect(page.traitCollection.horizontalSizeClass == .regular)
        #expect(page.traitCollection.userInterfaceLevel == .elevated)
    }

    @Test("PRES-15 sheets on compact sizes: a gap at the top in portrait, covering in landscape")
    func compactSheets() {
        let portrait = makeScene(size: CGSize(width: 375, height: 1024))
        let sheet = UIViewController()
        portrait.root.present(sheet, animated: false)
        portrait.screen.presentFrame()
        #expect(sheet.view.convert(sheet.view.bounds, to: portrait.window) == CGRect(x: 0, y: 40, width: 375, height: 984))
        let landscape = makeScene(size: CGSize(width: 667, height: 375))
        let cover = UIViewController()
        landscape.root.present(cover, animated: false)
        landscape.screen.presentFrame()
        #expect(cover.view.convert(cover.view.bounds, to: landscape.window) == CGRect(x: 0, y: 0, width: 667, height: 375))
    }

    @Test("PRES-17 current context covers only the controller defining the context")
    func currentContext() {
        let scene = makeScene()
        let context = LoggingViewController("context", log: scene.log)
        context.logsLayout = false
        context.logsTraits = false
        context.definesPresentationContext = true
        scene.root.addChild(context)
        scene.root.view.addSubview(context.view)
        context.view.frame = CGRect(x: 0, y: 0, width: 683, height: 1024)
        context.didMove(toParent: scene.root)
        let inner = UIViewController()
        context.addChild(inner)
        context.view.addSubview(inner.view)
        inner.didMove(toParent: context)
        scene.screen.presentFrame()
        scene.log.clear()
        let presented = UIViewController()
        presented.modalPresentationStyle = .currentContext
        inner.present(presented, animated: false)
        scene.screen.presentFrame()
        #expect(presented.presentingViewController === context)
        #expect(presented.view.convert(presented.view.bounds, to: scene.window) == CGRect(x: 0, y: 0, width: 683, height: 1024))
        #expect(context.view.window == nil)
        #expect(scene.root.view.window === scene.window)
        #expect(scene.log.entries(of: "context") == ["viewWillDisappear", "viewDidDisappear"])
        presented.dismiss(animated: false)
        scene.screen.presentFrame()
        #expect(context.view.superview === scene.root.view)
        #expect(context.view.frame == CGRect(x: 0, y: 0, width: 683, height: 1024))
    }

    @Test("PRES-18 with no controller defining a context, the window's root view controller is the context (UIKit, device table)")
    func currentContextFallsBackToRoot() {
        let scene = makeScene()
        let child = UIViewController()
        scene.root.addChild(child)
        scene.root.view.addSubview(child.view)
        child.view.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        let presented = UIViewController()
        presented.modalPresentationStyle = .overCurrentContext
        child.present(presented, animated: false)
        scene.screen.presentFrame()
        #expect(presented.presentingViewController === scene.root)
        #expect(presented.view.bounds.size == CGSize(width: 1366, height: 1024))
    }

    @Test("PRES-19 a context that provides its transition style lends it")
    func contextTransitionStyle() {
        let scene = makeScene()
        scene.root.definesPresentationContext = true
        scene.root.providesPresentationContextTransitionStyle = true
        scene.root.modalTransitionStyle = .crossDissolve
        let presented = UIViewController()
        presented.modalPresentationStyle = .overCurrentContext
        scene.root.present(presented, animated: true)
        scene.screen.advance(by: ModalTransitionAnimator.duration / 2)
        let layer = presented.view.layer.presentation() ?? presented.view.layer
        #expect(layer.position.y == 512)
        #expect(layer.opacity < 0.95)
        scene.screen.runUntilAnimationsSettle()
    }

    // MARK: Presentation controller (PC)

    final class CustomPresentation: UIPresentationController {
        var hooks: [String] = []
        override var frameOfPresentedViewInContainerView: CGRect {
            CGRect(x: 100, y: 100, width: 300, height: 200)
        }
        override func presentationTransitionWillBegin() {
            hooks.append("presentationTransitionWillBegin container=\(containerView != nil)")
        }
        override func presentationTransitionDidEnd(_ completed: Bool) { hooks.append("presentationTransitionDidEnd(\(completed))") }
        override func dismissalTransitionWillBegin() { hooks.append("dismissalTransitionWillBegin") }
        override func dismissalTransitionDidEnd(_ completed: Bool) { hooks.append("dismissalTransitionDidEnd(\(completed))") }
        override func containerViewWillLayoutSubviews() {
            hooks.append("containerViewWillLayoutSubviews")
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
        override func containerViewDidLayoutSubviews() { hooks.append("containerViewDidLayoutSubviews") }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            hooks.append("traitCollectionDidChange")
        }
        override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
            hooks.append("preferredContentSizeDidChange")
        }
    }

    final class TransitioningDelegate: UIViewControllerTransitioningDelegate {
        var made: CustomPresentation?
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
            let controller = CustomPresentation(presentedViewController: presented, presenting: presenting)
            made = controller
            return controller
        }
    }

    @Test("PC-02 PC-03 PC-04 a custom presentation controller: its frame, container, and hooks in order")
    func customPresentationController() {
        let scene = makeScene()
        let delegate = TransitioningDelegate()
        let presented = UIViewController()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        #expect(presented.presentationController == nil)
        scene.root.present(presented, animated: true)
        let controller = delegate.made!
        #expect(presented.presentationController === controller)
        #expect(controller.presentedViewController === presented)
        #expect(controller.presentingViewController === scene.root)
        #expect(controller.presentationStyle == .custom)
        scene.screen.runUntilAnimationsSettle()
        #expect(presented.view.convert(presented.view.bounds, to: scene.window) == CGRect(x: 100, y: 100, width: 300, height: 200))
        #expect(scene.root.view.window === scene.window)
        #expect(controller.hooks.first { $0 != "traitCollectionDidChange" } == "presentationTransitionWillBegin container=true")
        #expect(controller.hooks.contains("containerViewWillLayoutSubviews"))
        #expect(controller.hooks.filter { !$0.hasPrefix("container") && $0 != "traitCollectionDidChange" }
            == ["presentationTransitionWillBegin container=true", "presentationTransitionDidEnd(true)"])
        presented.preferredContentSize = CGSize(width: 10, height: 10)
        #expect(controller.hooks.last == "preferredContentSizeDidChange")
        controller.hooks = []
        presented.dismiss(animated: true)
        scene.screen.runUntilAnimationsSettle()
        #expect(controller.hooks.filter { !$0.hasPrefix("container") } == ["dismissalTransitionWillBegin", "dismissalTransitionDidEnd(true)"])
        #expect(controller.containerView == nil)
    }

    @Test("PC-01 a presentation controller exists before presenting and stays the same through the presentation")
    func presentationControllerIdentity() {
        let scene = makeScene()
        let presented = UIViewController()
        let early = presented.presentationController
        #expect(early != nil)
        #expect(early?.containerView == nil)
        scene.root.present(presented, animated: false)
        #expect(presented.presentationController === early)
        #expect(early?.containerView != nil)
    }

    @Test("PC-05 PC-06 the presentation controller hears trait changes; a coordinator exists only during transitions")
    func presentationTraitsAndCoordinator() {
        final class Presented: UIViewController {
            var coordinatorInWillAppear = false
            var interactionChanges: [Bool] = []
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                coordinatorInWillAppear = transitionCoordinator != nil
            }
        }
        let scene = makeScene()
        let delegate = TransitioningDelegate()
        let presented = Presented()
        presented.modalPresentationStyle = .custom
        presented.transitioningDelegate = delegate
        scene.root.present(presented, animated: true)
        scene.screen.runUntilAnimationsSettle()
        #expect(presented.coordinatorInWillAppear)
        #expect(presented.transitionCoordinator == nil)
        delegate.made?.hooks = []
        scene.screen.userInterfaceStyle = .dark
        #expect(delegate.made?.hooks.contains("traitCollectionDidChange") == true)
        #expect(delegate.made?.traitCollection.userInterfaceStyle == .dark)
        #expect(presented.traitCollection.userInterfaceStyle == .dark)
    }

    // MARK: Adaptation (ADAPT)

    final class AdaptiveDelegate: UIAdaptivePresentationControllerDelegate {
        var calls: [String] = []
        var compactAnswer: UIModalPresentationStyle = .fullScreen
        var substitute: UIViewController?
        func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
            calls.append("adaptivePresentationStyle(proposed: \(controller.presentationStyle.rawValue))")
            return traitCollection.horizontalSizeClass == .compact ? compactAnswer : .none
        }
        func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                    transitionCoordinator: UIViewControllerTransitionCoordinator?) {
            calls.append("willPresentWithAdaptiveStyle(\(style.rawValue))")
        }
        func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
            calls.append("viewControllerForAdaptivePresentationStyle(\(style.rawValue))")
            return substitute
        }
    }

    @Test("ADAPT-01 a delegate set after present is not consulted")
    func delegateMustBeSetBefore() {
        let scene = makeScene(size: CGSize(width: 375, height: 1024))
        let delegate = AdaptiveDelegate()
        let presented = UIViewController()
        scene.root.present(presented, animated: false)
        presented.presentationController?.delegate = delegate
        scene.screen.presentFrame()
        #expect(delegate.calls.isEmpty)
        #expect(presented.view.bounds.size == CGSize(width: 375, height: 984))
    }

    /// UIKit asks for the substitute before `willPresentWithAdaptiveStyle`, not after as the
    /// spec's ADAPT-03 has it (see docs/spec-status.md).
    @Test("ADAPT-03 ADAPT-07 order: style, substitute, willPresent — the substitute only when adapting, before the view appears")
    func adaptationOrder() {
        let compact = makeScene(size: CGSize(width: 375, height: 1024))
        let delegate = AdaptiveDelegate()
        let wrapper = LoggingViewController("wrapper", log: compact.log)
        wrapper.logsLayout = false
        wrapper.logsTraits = false
        delegate.substitute = wrapper
        let presented = UIViewController()
        presented.presentationController?.delegate = delegate
        compact.root.present(presented, animated: false)
        compact.screen.presentFrame()
        #expect(delegate.calls == ["adaptivePresentationStyle(proposed: 1)", "viewControllerForAdaptivePresentationStyle(0)", "willPresentWithAdaptiveStyle(0)"])
        #expect(compact.log.entries(of: "wrapper").prefix(2) == ["viewDidLoad", "viewWillAppear"])
        #expect(wrapper.view.bounds.size == CGSize(width: 375, height: 1024))

        let regular = makeScene()
        let regularDelegate = AdaptiveDelegate()
        regularDelegate.substitute = UIViewController()
        let original = UIViewController()
        original.presentationController?.delegate = regularDelegate
        regular.root.present(original, animated: false)
        regular.screen.presentFrame()
        #expect(regularDelegate.calls == ["adaptivePresentationStyle(proposed: 1)", "willPresentWithAdaptiveStyle(-1)"])
        #expect(original.view.window === regular.window)
    }

    @Test("ADAPT-04 adaptation is evaluated again when the size class changes while presented")
    func liveAdaptation() {
        let scene = makeScene()
        let delegate = AdaptiveDelegate()
        let presented = UIViewController()
        presented.presentationController?.delegate = delegate
        scene.root.present(presented, animated: false)
        scene.screen.presentFrame()
        #expect(presented.view.bounds.size == CGSize(width: 712, height: 664))
        delegate.calls = []
        scene.screen.apply(MultitaskingPreset(.iPadPro12_9, .landscape, .splitNarrow)!, to: scene.window)
        scene.screen.presentFrame()
        #expect(delegate.calls.contains("willPresentWithAdaptiveStyle(0)"))
        #expect(presented.view.bounds.size == CGSize(width: 375, height: 1024))
        #expect(scene.root.view.window == nil)
        scene.screen.apply(MultitaskingPreset(.iPadPro12_9, .landscape, .fullScreen)!, to: scene.window)
        scene.screen.presentFrame()
        #expect(delegate.calls.last == "willPresentWithAdaptiveStyle(-1)")
        #expect(presented.view.bounds.size == CGSize(width: 712, height: 664))
        #expect(scene.root.view.window === scene.window)
    }

    // MARK: User dismissal of sheets (PRES-20 … PRES-25, LIFE-08)

    final class DismissDelegate: UIAdaptivePresentationControllerDelegate {
        var calls: [String] = []
        var allow = true
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { calls.append("should"); return allow }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { calls.append("will") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { calls.append("did") }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { calls.append("attempt") }
    }

    /// A page sheet on the 1366×1024 scene spans y 180…844 at x 327…1039.
    func presentSheet(in scene: Scene, delegate: DismissDelegate) -> LoggingViewController {
        let sheet = logging("sheet", scene.log)
        sheet.presentationController?.delegate = delegate
        scene.root.present(sheet, animated: false)
        scene.screen.presentFrame()
        scene.log.clear()
        return sheet
    }

    @Test("PRES-20 PRES-23 PRES-24 dragging a sheet down dismisses it: willDismiss at the start, didDismiss after, a coordinator during")
    func dragToDismiss() {
        final class Probe: LoggingViewController {
            var coordinatorSeen = false
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                coordinatorSeen = transitionCoordinator?.isInteractive == true
            }
        }
        let scene = makeScene()
        let delegate = DismissDelegate()
        let sheet = Probe("sheet", log: scene.log)
        sheet.logsLayout = false
        sheet.logsTraits = false
        sheet.presentationController?.delegate = delegate
        scene.root.present(sheet, animated: false)
        scene.screen.presentFrame()
        scene.screen.drag(from: CGPoint(x: 683, y: 300), to: CGPoint(x: 683, y: 800))
        scene.screen.runUntilAnimationsSettle()
        #expect(delegate.calls == ["should", "will", "did"])
        #expect(sheet.presentingViewController == nil)
        #expect(sheet.coordinatorSeen)
        #expect(scene.root.presentedViewController == nil)
    }

    @Test("PRES-23 LIFE-08 an abandoned drag snaps back: no didDismiss, and balancing appearance events")
    func abandonedDrag() {
        let scene = makeScene()
        let delegate = DismissDelegate()
        let sheet = presentSheet(in: scene, delegate: delegate)
        scene.screen.drag(from: CGPoint(x: 683, y: 300), to: CGPoint(x: 683, y: 360), steps: 12, duration: 1.2)
        scene.screen.runUntilAnimationsSettle()
        #expect(delegate.calls == ["should", "will"])
        #expect(sheet.presentingViewController === scene.root)
        #expect(sheet.view.window === scene.window)
        #expect(sheet.view.convert(sheet.view.bounds, to: scene.window) == CGRect(x: 327, y: 180, width: 712, height: 664))
        #expect(scene.log.entries(of: "sheet") == ["viewWillDisappear", "viewWillAppear", "viewIsAppearing", "viewDidAppear"])
    }

    @Test("PRES-21 isModalInPresentation refuses: the sheet snaps back and the delegate hears an attempt")
    func modalInPresentation() {
        let scene = makeScene()
        let delegate = DismissDelegate()
        let sheet = presentSheet(in: scene, delegate: delegate)
        sheet.isModalInPresentation = true
        scene.screen.drag(from: CGPoint(x: 683, y: 300), to: CGPoint(x: 683, y: 800))
        scene.screen.runUntilAnimationsSettle()
        #expect(delegate.calls == ["attempt"])
        #expect(sheet.presentingViewController === scene.root)
        #expect(sheet.view.superview?.transform == .identity)
    }

    @Test("PRES-22 presentationControllerShouldDismiss false acts like isModalInPresentation and reports the attempt at once")
    func shouldDismissFalse() {
        let scene = makeScene()
        let delegate = DismissDelegate()
        delegate.allow = false
        let sheet = presentSheet(in: scene, delegate: delegate)
        scene.screen.touchDown(at: CGPoint(x: 683, y: 300))
        for step in 1...6 { scene.screen.touchMove(to: CGPoint(x: 683, y: 300 + CGFloat(step) * 20)) }
        #expect(delegate.calls == ["should", "attempt"])
        scene.screen.touchUp(at: CGPoint(x: 683, y: 420))
        scene.screen.runUntilAnimationsSettle()
        #expect(delegate.calls == ["should", "attempt"])
        #expect(sheet.presentingViewController === scene.root)
    }

    @Test("PRES-20 a sheet covering an iPhone-landscape-sized window cannot be dragged away")
    func landscapeSheetNotDraggable() {
        let scene = makeScene(size: CGSize(width: 667, height: 375))
        let delegate = DismissDelegate()
        let sheet = presentSheet(in: scene, delegate: delegate)
        scene.screen.drag(from: CGPoint(x: 300, y: 50), to: CGPoint(x: 300, y: 350))
        scene.screen.runUntilAnimationsSettle()
        #expect(delegate.calls.isEmpty)
        #expect(sheet.presentingViewController === scene.root)
    }

    // MARK: Custom and interactive transitions

    final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        var ended: [Bool] = []
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
        func animateTransition(using context: UIViewControllerContextTransitioning) {
            let slide = SlideTransition(context)
            UIView.animate(withDuration: 0.5, animations: { slide.moveToEnd() }) { _ in
                context.completeTransition(!context.transitionWasCancelled)
            }
        }
        func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
    }

    final class SlideDelegate: NSObject, UIViewControllerTransitioningDelegate {
        let animator = SlideAnimator()
        var interaction: UIPercentDrivenInteractiveTransition?
        func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
        func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { interaction }
    }

    @Test("Custom animators run the presentation and dismissal; animationEnded reports each")
    func customAnimator() {
        let scene = makeScene()
        let delegate = SlideDelegate()
        let presented = UIViewController()
        presented.modalPresentationStyle = .fullScreen
        presented.transitioningDelegate = delegate
        scene.root.present(presented, animated: true)
        scene.screen.advance(by: 0.25)
        let x = (presented.view.layer.presentation() ?? presented.view.layer).position.x
        #expect(x > 683 && x < 683 + 1366)
        scene.screen.runUntilAnimationsSettle()
        #expect(presented.view.frame == scene.window.bounds)
        presented.dismiss(animated: true)
        scene.screen.runUntilAnimationsSettle()
        #expect(delegate.animator.ended == [true, true])
        #expect(presented.presentingViewController == nil)
    }

    @Test("PC-06 UIPercentDrivenInteractiveTransition scrubs a custom dismissal; cancelling is reported (to notifyWhenInteractionChanges and the deprecated notifyWhenInteractionEnds) and undone")
    func percentDriven() {
        final class Presented: UIViewController {
            var interactionCancelled: [Bool] = []
            var interactionEnded: [Bool] = []
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                transitionCoordinator?.notifyWhenInteractionChanges { context in self.interactionCancelled.append(context.isCancelled) }
                // iOS 9's spelling, deprecated and still honoured (issue 44.3).
                transitionCoordinator?.notifyWhenInteractionEnds { context in self.interactionEnded.append(context.isCancelled) }
            }
        }
        let scene = makeScene()
        let delegate = SlideDelegate()
        let presented = Presented()
        presented.modalPresentationStyle = .overFullScreen
        presented.transitioningDelegate = delegate
        scene.root.present(presented, animated: false)
        scene.screen.presentFrame()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        presented.dismiss(animated: true)
        interaction.update(0.5)
        scene.screen.advance(by: 1)
        #expect(abs((presented.view.layer.presentation() ?? presented.view.layer).position.x - (683 + 683)) < 0.5)
        interaction.cancel()
        scene.screen.runUntilAnimationsSettle()
        #expect(presented.interactionCancelled == [true])
        #expect(presented.interactionEnded == [true])
        #expect(presented.presentingViewController === scene.root)
        #expect(presented.view.frame == scene.window.bounds)
        #expect(delegate.animator.ended == [false])
        presented.dismiss(animated: true)
        interaction.update(0.3)
        interaction.finish()
        scene.screen.runUntilAnimationsSettle()
        #expect(presented.presentingViewController == nil)
    }
}
