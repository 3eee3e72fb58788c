import Foundation
import QuartzCore

/// One presentation or dismissal in progress: the context its animator works in, and the
/// steps before and after the animation.
///
/// Order of a presentation (PC-04, LIFE-06, ADAPT-03): the container joins the window (or the
/// context), the adaptive delegate is asked, `presentationTransitionWillBegin()`, the presented
/// controller's `viewWillAppear` (and, when the presenter's view will leave,
/// the presenter's `viewWillDisappear`), the animation, then the presenter's view leaves,
/// `viewDidDisappear`/`viewDidAppear`, `presentationTransitionDidEnd(_:)`, the coordinator's
/// completions and the caller's completion (PRES-08). Dismissal mirrors it. Without
/// animation the transition ends once the turn has laid out (so `viewDidAppear` sees the
/// laid-out view).
@MainActor
final class PresentationTransition: TransitionContext {
    enum Kind { case presentation, dismissal }

    let kind: Kind
    let presentationController: UIPresentationController
    let container: PresentationContainerView

    private init(kind: Kind, presentationController: UIPresentationController, container: PresentationContainerView, animated: Bool,
                 interactive: Bool, from: UIViewController, to: UIViewController, onComplete: @escaping (Bool) -> Void) {
        self.kind = kind
        self.presentationController = presentationController
        self.container = container
        super.init(containerView: container, animated: animated, interactive: interactive,
                   duration: ModalTransitionAnimator.duration, style: presentationController.effectiveStyle,
                   from: from, to: to, onComplete: onComplete)
        // The coordinator is visible from here on, so that the appearance events that follow
        // can add alongside animations (PC-06).
        presentationController.activeCoordinator = coordinator
    }

    override func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch (kind, key) {
        case (.presentation, .to), (.dismissal, .from):
            return presentationController.presentedView
        case (.presentation, .from), (.dismissal, .to):
            // Only a presenter whose view leaves (or returns) takes part.
            return presentationController.shouldRemovePresentersView ? presentationController.presentingViewController.storedView : nil
        default:
            return nil
        }
    }

    override func initialFrame(for vc: UIViewController) -> CGRect {
        if kind == .dismissal, vc === fromViewController { return presentationController.frameOfPresentedViewInContainerView }
        if kind == .presentation, vc === fromViewController { return vc.storedView?.frame ?? .zero }
        return .zero
    }

    override func finalFrame(for vc: UIViewController) -> CGRect {
        if kind == .presentation, vc === toViewController { return presentationController.frameOfPresentedViewInContainerView }
        if kind == .dismissal, vc === toViewController { return vc.storedView?.frame ?? .zero }
        return .zero
    }

    override func transitionDidComplete(_ didComplete: Bool) {
        presentationController.isAnimatingPresentedView = false
        presentationController.activeCoordinator = nil
    }

    override func prepareWithoutAnimation() {
        if kind == .presentation, let presented = presentationController.presentedView, presented.superview == nil {
            container.addSubview(presented)
            presented.frame = presentationController.frameOfPresentedViewInContainerView
        }
        if kind == .dismissal { presentationController.presentedView?.isHidden = true }
    }

    /// Runs the transitioning delegate's animator and interaction controller, else UIKit's.
    private func run(custom: UIViewControllerAnimatedTransitioning?, interaction: UIViewControllerInteractiveTransitioning?,
                     transitionStyle: UIModalTransitionStyle) {
        if isAnimated, presentationController.layoutYieldsToAnimator { presentationController.isAnimatingPresentedView = true }
        let builtIn = presentationController.builtInAnimator(for: kind)
            ?? ModalTransitionAnimator(kind: kind, style: transitionStyle, presentationController: presentationController)
        run(animator: builtIn, custom: custom, interaction: interaction)
    }

    // MARK: Presenting

    static func present(_ controller: UIPresentationController, in host: UIView, above contextView: UIView?, animated: Bool,
                        transitionStyle: UIModalTransitionStyle, completion: (() -> Void)?) {
        let presented = controller.presentedViewController
        let presenting = controller.presentingViewController
        let frame = contextView?.frame ?? host.bounds
        let container = PresentationContainerView(frame: frame, presentationController: controller)
        if let contextView {
            container.autoresizingMask = contextView.autoresizingMask
            host.insertSubview(container, aboveSubview: contextView)
        } else {
            host.addSubview(container)
        }
        controller.storedContainerView = container
        controller.isPresenting = true
        presented.activePresentation = controller

        // ADAPT-03, in UIKit's order: the style; the substitute, only when adapting; then,
        // with the transition set up, willPresent — so its coordinator's context already
        // reports the adapted style and the substitute as the controller shown.
        let environment = host.traitCollection
        let adaptive = PresentationAdaptation.resolve(controller, in: environment)
        let delegate = controller.delegate
        controller.adapt(to: adaptive)
        let interaction = presented.transitioningDelegate
        let custom = animated ? interaction?.animationController(forPresented: presented, presenting: presenting,
                                                                 source: controller.originalPresenter ?? presenting) : nil
        let interactive = custom.flatMap { interaction?.interactionControllerForPresentation(using: $0) }
        let transition = PresentationTransition(kind: .presentation, presentationController: controller, container: container,
                                                animated: animated, interactive: interactive?.wantsInteractiveStart ?? false,
                                                from: presenting, to: controller.shownViewController) { completed in
            completed ? finishPresentation(controller, completion: completion) : undoPresentation(controller)
        }
        delegate?.presentationController(controller, willPresentWithAdaptiveStyle: adaptive, transitionCoordinator: transition.coordinator)
        controller.containerTraitsDidChange()
        let shown = controller.shownViewController
        shown.transitionFlags.insert(.beingPresented)
        controller.presentationTransitionWillBegin()
        shown.beginAppearance(true, animated: animated)
        if controller.shouldRemovePresentersView { presenting.beginAppearance(false, animated: animated) }
        controller.installChrome(in: container)
        shown.storedView?.traitInputsDidChange()
        transition.run(custom: custom, interaction: interactive, transitionStyle: transitionStyle)
    }

    private static func finishPresentation(_ controller: UIPresentationController, completion: (() -> Void)?) {
        let shown = controller.shownViewController
        let presenting = controller.presentingViewController
        if controller.shouldRemovePresentersView {
            removePresenterView(of: controller)
            presenting.endAppearance()
        }
        shown.endAppearance()
        shown.transitionFlags.remove(.beingPresented)
        controller.presentationTransitionDidEnd(true)
        completion?()
    }

    private static func undoPresentation(_ controller: UIPresentationController) {
        let shown = controller.shownViewController
        let presenting = controller.presentingViewController
        shown.beginAppearance(false, animated: true)
        controller.storedContainerView?.removeFromSuperview()
        shown.endAppearance()
        if controller.shouldRemovePresentersView {
            presenting.beginAppearance(true, animated: true)
            presenting.endAppearance()
        }
        shown.transitionFlags.remove(.beingPresented)
        controller.presentationTransitionDidEnd(false)
        unlink(controller)
    }

    // MARK: Dismissing

    /// `restoresPresenter` is false for the top of a dismissed chain: its presenter goes too,
    /// and does not come back in between.
    static func dismiss(_ controller: UIPresentationController, animated: Bool,
                        interaction: UIViewControllerInteractiveTransitioning? = nil, restoresPresenter: Bool = true,
                        completion: ((Bool) -> Void)?) {
        guard let container = controller.storedContainerView else { return }
        let shown = controller.shownViewController
        let presenting = controller.presentingViewController
        let delegate = controller.presentedViewController.transitioningDelegate
        let custom = animated ? delegate?.animationController(forDismissed: controller.presentedViewController) : nil
        let interactive = interaction ?? custom.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
        let transition = PresentationTransition(kind: .dismissal, presentationController: controller, container: container,
                                                animated: animated, interactive: interactive?.wantsInteractiveStart ?? false,
                                                from: shown, to: presenting) { completed in
            completed ? finishDismissal(controller) : undoDismissal(controller)
            completion?(completed)
        }
        shown.transitionFlags.insert(.beingDismissed)
        controller.dismissalTransitionWillBegin()
        shown.beginAppearance(false, animated: animated)
        if controller.removedPresenterView != nil {
            if restoresPresenter {
                restorePresenterView(of: controller, appearing: true, animated: animated)
            } else {
                controller.removedPresenterView = nil
            }
        }
        let style = (presenting.providesContextTransitionStyle(for: controller)) ?? controller.presentedViewController.modalTransitionStyle
        transition.run(custom: custom, interaction: interactive, transitionStyle: style)
    }

    /// Ends a presentation at once, without animation (a controller in the middle of a
    /// dismissed chain).
    static func dismissImmediately(_ controller: UIPresentationController) {
        guard controller.isPresenting else { return }
        let shown = controller.shownViewController
        shown.transitionFlags.insert(.beingDismissed)
        controller.dismissalTransitionWillBegin()
        shown.beginAppearance(false, animated: false)
        if controller.removedPresenterView != nil {
            restorePresenterView(of: controller, appearing: true)
        }
        finishDismissal(controller)
    }

    private static func finishDismissal(_ controller: UIPresentationController) {
        let shown = controller.shownViewController
        let presenting = controller.presentingViewController
        let window = controller.storedContainerView?.window
        controller.storedContainerView?.removeFromSuperview()
        // A keyboard a form sheet kept (KB-05) goes with it.
        window?.reloadInputViewsIfNeeded()
        shown.endAppearance()
        if presenting.appearanceState == .appearing { presenting.endAppearance() }
        shown.transitionFlags.remove(.beingDismissed)
        controller.dismissalTransitionDidEnd(true)
        unlink(controller)
    }

    /// LIFE-08: a cancelled dismissal balances its events: the sheet appears again.
    private static func undoDismissal(_ controller: UIPresentationController) {
        let shown = controller.shownViewController
        let presenting = controller.presentingViewController
        controller.presentedView?.isHidden = false
        shown.beginAppearance(true, animated: true)
        shown.endAppearance()
        if controller.shouldRemovePresentersView, presenting.appearanceState == .appearing {
            presenting.beginAppearance(false, animated: true)
            removePresenterView(of: controller)
            presenting.endAppearance()
        }
        shown.transitionFlags.remove(.beingDismissed)
        controller.dismissalTransitionDidEnd(false)
        controller.layoutBuiltInViews()
    }

    /// Ends the relationships of a finished presentation; the presented controller is released
    /// by its presenter now (PRES-02).
    static func unlink(_ controller: UIPresentationController) {
        let presented = controller.presentedViewController
        let presenting = controller.storedPresentingViewController
        controller.isPresenting = false
        controller.storedContainerView = nil
        controller.cachedTraitCollection = nil
        if presenting?.storedPresentedViewController === presented { presenting?.storedPresentedViewController = nil }
        if controller.originalPresenter?.originatedPresentation === presented { controller.originalPresenter?.originatedPresentation = nil }
        if let substitute = controller.substituteViewController { controller.release(substitute) }
        controller.substituteViewController = nil
        controller.adaptedStyle = .none
        presented.activePresentation = nil
        presented.storedPresentationController = nil
        presented.storedView?.traitInputsDidChange()
    }

    // MARK: The presenter's view

    static func removePresenterView(of controller: UIPresentationController) {
        guard let view = controller.presentingViewController.storedView, let superview = view.superview else { return }
        let index = superview.subviews.firstIndex { $0 === view } ?? 0
        controller.removedPresenterView = UIPresentationController.RemovedPresenterView(view: view, superview: superview, index: index)
        view.removeFromSuperview()
    }

    static func restorePresenterView(of controller: UIPresentationController, appearing: Bool, animated: Bool = false) {
        guard let removed = controller.removedPresenterView else { return }
        controller.removedPresenterView = nil
        guard let superview = removed.superview else { return }
        let view = removed.view
        if appearing { controller.presentingViewController.beginAppearance(true, animated: animated) }
        if let container = controller.storedContainerView, container.superview === superview {
            // The container covers exactly what the presenter's view covered.
            superview.insertSubview(view, belowSubview: container)
            view.frame = container.frame
        } else {
            superview.insertSubview(view, at: min(removed.index, superview.subviews.count))
        }
    }
}

extension UIViewController {
    /// PRES-19: a context that provides its transition style lends it.
    func providesContextTransitionStyle(for controller: UIPresentationController) -> UIModalTransitionStyle? {
        guard controller.requestedStyle.isContextual, providesPresentationContextTransitionStyle else { return nil }
        return modalTransitionStyle
    }
}
