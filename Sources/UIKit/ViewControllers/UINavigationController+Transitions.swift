import Foundation
import QuartzCore

/// Pushing, popping and replacing the stack; laying out the bars and the top view.
///
/// Event order (LIFE-01 … LIFE-03): a pushed controller hears `willMove(toParent:)` (from
/// `addChild`), `viewWillAppear`, layout, `viewDidAppear`, `didMove(toParent:)`; a popped one
/// `willMove(toParent: nil)`, `viewWillDisappear`, `viewDidDisappear`, `didMove(toParent: nil)`;
/// the controller below hears only disappear/appear events. One transition runs at a time;
/// stack changes asked for meanwhile run after it, in order.
extension UINavigationController {
    /// Whether the navigation controller is on screen, so that changes are transitions.
    var isShowing: Bool { appearanceState == .appeared && storedView?.window != nil }

    func performPush(_ controller: UIViewController, animated: Bool) {
        if activeTransition != nil {
            pendingOperations.append { [weak self] in self?.performPush(controller, animated: animated) }
            return
        }
        guard !stack.contains(where: { $0 === controller }) else {
            UIKitFailure.raise("UINavigationController.pushViewController(_:animated:): pushing the same view controller instance (\(type(of: controller))) more than once is not supported.")
            return
        }
        guard !(controller is UINavigationController) else {
            UIKitFailure.raise("UINavigationController.pushViewController(_:animated:): pushing a navigation controller is not supported. Push its top view controller instead.")
            return
        }
        let from = stack.last
        (from as? UICollectionViewController)?.recordNavigationLayoutLeavingTop()
        addChild(controller)
        // Loaded once a child, as every pushed controller's view is.
        if let collection = controller as? UICollectionViewController, collection.joinsLayoutToLayoutNavigation(above: from),
           let below = from as? UICollectionViewController {
            collection.shareCollectionView(of: below)
        }
        stack.append(controller)
        stackDidChange()
        if let from, isShowing {
            runTransition(.push, from: from, to: controller, animated: animated, interaction: nil) { completed in
                if completed { controller.didMove(toParent: self) }
            }
        } else {
            if let fromView = from?.storedView, fromView.superview === storedView, fromView !== controller.storedView { fromView.removeFromSuperview() }
            (controller as? UICollectionViewController)?.restoreNavigationLayout()
            installTopView()
            announceTopShownWithoutTransition()
            controller.didMove(toParent: self)
        }
    }

    /// Pops down to `target` (which stays); returns the popped controllers, top first? No:
    /// in stack order, as UIKit (NAV-05).
    @discardableResult
    func performPop(to target: UIViewController?, animated: Bool, interaction: UIPercentDrivenInteractiveTransition?) -> [UIViewController] {
        guard let target, let index = stack.firstIndex(where: { $0 === target }), index < stack.count - 1 else { return [] }
        if activeTransition != nil {
            let popped = Array(stack[(index + 1)...])
            pendingOperations.append { [weak self] in self?.performPop(to: target, animated: animated, interaction: nil) }
            return popped
        }
        let popped = Array(stack[(index + 1)...])
        let from = stack.last!
        for controller in popped.reversed() { controller.willMove(toParent: nil) }
        stack.removeLast(popped.count)
        stackDidChange()
        if isShowing {
            runTransition(.pop, from: from, to: target, animated: animated, interaction: interaction) { [weak self] completed in
                guard let self else { return }
                if completed {
                    // One that has moved to another container meanwhile stays there.
                    for controller in popped where controller.parent === self { controller.removeFromParent() }
                    Self.endSharing(of: popped)
                } else {
                    // LIFE-08: a cancelled interactive pop puts everything back.
                    self.stack.append(contentsOf: popped)
                    for controller in popped { controller.transitionFlags.remove(.movingFromParent) }
                    self.stackDidChange()
                }
            }
        } else {
            if from.storedView !== target.storedView { from.storedView?.removeFromSuperview() }
            (target as? UICollectionViewController)?.restoreNavigationLayout()
            installTopView()
            announceTopShownWithoutTransition()
            for controller in popped { controller.removeFromParent() }
            Self.endSharing(of: popped)
        }
        return popped
    }

    func replaceStack(with controllers: [UIViewController], animated: Bool) {
        if activeTransition != nil {
            pendingOperations.append { [weak self] in self?.replaceStack(with: controllers, animated: animated) }
            return
        }
        let old = stack
        let oldTop = old.last
        let removed = old.filter { member in !controllers.contains { $0 === member } }
        let added = controllers.filter { member in !old.contains { $0 === member } }
        for controller in removed { controller.willMove(toParent: nil) }
        if let oldTop = oldTop as? UICollectionViewController, oldTop !== controllers.last { oldTop.recordNavigationLayoutLeavingTop() }
        for controller in added { addChild(controller) }
        // A layout-to-layout controller set above a collection view controller shares its
        // collection view, as when pushed there.
        for (index, controller) in controllers.enumerated() where index > 0 && added.contains(where: { $0 === controller }) {
            if let collection = controller as? UICollectionViewController, collection.joinsLayoutToLayoutNavigation(above: controllers[index - 1]),
               let below = controllers[index - 1] as? UICollectionViewController {
                collection.shareCollectionView(of: below)
            }
        }
        stack = controllers
        stackDidChange()
        // A transition may end later: a controller that has moved to another container by
        // then (a split view collapsing or expanding) stays where it went.
        let finish = {
            for controller in removed where controller.parent === self { controller.removeFromParent() }
            for controller in added where controller.parent === self { controller.didMove(toParent: self) }
            Self.endSharing(of: removed, keeping: controllers)
        }
        if let oldTop, let newTop = controllers.last, oldTop !== newTop, isShowing {
            let operation: Operation = old.contains { $0 === newTop } ? .pop : .push
            runTransition(operation, from: oldTop, to: newTop, animated: animated, interaction: nil) { _ in finish() }
        } else {
            if let oldTop, let newTop = controllers.last, oldTop !== newTop {
                if oldTop.storedView !== newTop.storedView { oldTop.storedView?.removeFromSuperview() }
                (newTop as? UICollectionViewController)?.restoreNavigationLayout()
            } else if controllers.isEmpty {
                oldTop?.storedView?.removeFromSuperview()
            }
            installTopView()
            announceTopShownWithoutTransition()
            finish()
        }
    }

    /// Controllers that left the stack stop sharing a collection view (layout to layout): a
    /// borrower gets its own view back, and a view lent by one that left becomes the first
    /// remaining borrower's.
    static func endSharing(of leaving: [UIViewController], keeping remaining: [UIViewController] = []) {
        for lender in leaving {
            guard let view = lender.storedView, view.owningViewController === lender,
                  let heir = remaining.first(where: { $0.storedView === view }) as? UICollectionViewController else { continue }
            heir.inheritBorrowedView(from: lender)
        }
        for controller in leaving { (controller as? UICollectionViewController)?.endSharingCollectionView() }
    }

    /// The bar and toolbar follow the stack.
    func stackDidChange() {
        navigationBar.setItems(stack.map(\.navigationItem), animated: false)
        toolbar.setItems(stack.last?.toolbarItems, animated: false)
        storedView?.setNeedsLayout()
        // A tab bar controller around us hides its bar for hidesBottomBarWhenPushed (NAV-13).
        (storedParent as? UITabBarController)?.storedView?.setNeedsLayout()
        // In a popover, the new top's preferred size resizes it alongside the push or pop (POP-07).
        if activePresentation is UIPopoverPresentationController { preferredContentSizeDidChangeInternal() }
    }

    /// Puts the top controller's view in place (when not transitioning).
    func installTopView() {
        guard let container = storedView, let top = stack.last else { return }
        let view = top.view!
        if view.superview !== container {
            container.insertSubview(view, at: 0)
        }
        layoutBarsAndContent()
    }

    // MARK: Announcing the top controller (NAV-14)

    /// A new top shown on screen without a transition (the stack was empty, or a change not
    /// animated from an empty stack) is announced at once.
    func announceTopShownWithoutTransition() {
        guard isShowing, let top = stack.last, top !== announcedTop else { return }
        delegate?.navigationController(self, willShow: top, animated: false)
        announceShown(top, animated: false)
    }

    /// The delegate hears `didShow` for `top`, which is then the top it last heard of.
    func announceShown(_ top: UIViewController, animated: Bool) {
        announcedTop = top
        delegate?.navigationController(self, didShow: top, animated: animated)
    }

    // MARK: Transitions

    func runTransition(_ operation: Operation, from: UIViewController, to: UIViewController, animated: Bool,
                       interaction: UIPercentDrivenInteractiveTransition?, completion: @escaping (Bool) -> Void) {
        guard let container = storedView else { return }
        delegate?.navigationController(self, willShow: to, animated: animated)
        // A layout-to-layout push or pop changes the shared collection view's layout, with no
        // custom animator: there is no view of the incoming controller's own to animate.
        let layoutChange = UICollectionViewController.layoutChange(from: from, to: to)
        // Coming back by a slide, a controller of such a stack shows its own layout again.
        if layoutChange == nil { (to as? UICollectionViewController)?.restoreNavigationLayout() }
        let custom = animated && layoutChange == nil ? delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) : nil
        let interactive: UIViewControllerInteractiveTransitioning? = interaction ?? custom.flatMap {
            delegate?.navigationController(self, interactionControllerFor: $0)
        }
        let transition = NavigationTransition(navigationController: self, operation: operation, from: from, to: to,
                                              animated: animated, interactive: interactive != nil,
                                              layoutChange: layoutChange) { [weak self] completed in
            guard let self else { return }
            self.finishTransition(operation, from: from, to: to, completed: completed, animated: animated)
            completion(completed)
            self.activeTransition = nil
            self.runPendingOperations()
        }
        activeTransition = transition
        from.activeCoordinator = transition.coordinator
        to.activeCoordinator = transition.coordinator
        from.beginAppearance(false, animated: animated)
        to.beginAppearance(true, animated: animated)
        let toView = to.view!
        if toView === from.storedView {
            // Layout to layout: the view on show stays.
        } else if operation == .pop, let fromView = from.storedView, fromView.superview === container {
            container.insertSubview(toView, belowSubview: fromView)
        } else {
            container.insertSubview(toView, belowSubview: navigationBar)
        }
        toView.frame = contentFrame(for: to)
        applyBarInsets(to: to)
        transition.run(custom: custom, interaction: interactive)
    }

    private func finishTransition(_ operation: Operation, from: UIViewController, to: UIViewController, completed: Bool, animated: Bool) {
        from.activeCoordinator = nil
        to.activeCoordinator = nil
        let sharesView = from.storedView === to.storedView
        if completed {
            // Unless the controller has moved to another container meanwhile (SPLIT-10).
            if from.storedView?.superview === storedView, !sharesView { from.storedView?.removeFromSuperview() }
            from.storedView?.transform = .identity
            from.endAppearance()
            to.endAppearance()
            announceShown(to, animated: animated)
        } else {
            if !sharesView { to.storedView?.removeFromSuperview() }
            to.storedView?.transform = .identity
            if appearanceState == .appeared || appearanceState == .appearing {
                to.endAppearance()
                // The page under the swipe comes back only if its view is still in the window:
                // a current-context presentation that ended mid-swipe took it out, and the page
                // stays disappeared behind it. (It was told viewDidAppear out of any window:
                // seed 921 of the million-event fuzz.)
                if from.storedView?.window != nil { from.beginAppearance(true, animated: animated) }
                to.beginAppearance(false, animated: animated)
                from.endAppearance()
                to.endAppearance()
            } else {
                // Cancelled after this controller left the window (a split view collapsing or
                // expanding mid-swipe): both disappeared with it, and neither may appear now. (The
                // page under the swipe was told viewDidAppear out of any window: a fuzz finding.)
                for controller in [from, to] {
                    if controller.appearanceState == .appearing { controller.beginAppearance(false, animated: animated) }
                    controller.endAppearance()
                }
            }
        }
        layoutBarsAndContent()
    }

    /// Ends a running push or pop at once (cancelling a swipe a finger still drives), and
    /// performs what waited for it: a split view collapsing or expanding moves this stack's
    /// controllers to another navigation controller, which must not find them mid-transition.
    /// (A push still sliding in when the window narrowed finished later, over controllers that
    /// had moved, and told a page it appeared outside the window: a fuzz finding.)
    func endActiveTransitionNow() {
        while let transition = activeTransition {
            transition.endNow()
            // A transition that cannot end (its completion never ran) must not spin.
            if activeTransition === transition { activeTransition = nil }
        }
    }

    private func runPendingOperations() {
        guard !pendingOperations.isEmpty else { return }
        let next = pendingOperations.removeFirst()
        next()
        if activeTransition == nil { runPendingOperations() }
    }

    // MARK: Layout and bars (NAV-12, NAV-13, SAFE-01, SAFE-04)

    /// Whether a controller in the stack hides the bottom bar (NAV-13).
    var hidesBottomBar: Bool { stack.contains { $0.hidesBottomBarWhenPushed } }

    var navigationBarHeight: CGFloat {
        navigationBar.preferredHeight(for: storedView?.traitCollection ?? traitCollection)
    }

    var toolbarHeight: CGFloat { BarMetrics.toolbarHeight(for: storedView?.traitCollection ?? traitCollection) }

    var showsToolbar: Bool { !toolbarHidden && !hidesBottomBar }

    /// Where a child's view goes: the whole view, or below/above the bars it may not extend
    /// under (SAFE-04: only opaque bars unless `extendedLayoutIncludesOpaqueBars`; Slate's
    /// bars are translucent unless `isTranslucent` is false).
    func contentFrame(for child: UIViewController) -> CGRect {
        guard let view = storedView else { return .zero }
        var frame = view.bounds
        let safe = view.safeAreaInsets
        let underTop = child.edgesForExtendedLayout.contains(.top) && (navigationBar.isTranslucent || child.extendedLayoutIncludesOpaqueBars)
        let underBottom = child.edgesForExtendedLayout.contains(.bottom) && (toolbar.isTranslucent || child.extendedLayoutIncludesOpaqueBars)
        if !navigationBarHidden, !underTop {
            let cut = safe.top + navigationBarHeight
            frame.origin.y += cut
            frame.size.height -= cut
        }
        if showsToolbar, !underBottom {
            frame.size.height -= safe.bottom + toolbarHeight
        }
        return frame
    }

    /// SAFE-01: a child under the bars has them in its safe area.
    func applyBarInsets(to child: UIViewController) {
        let frame = contentFrame(for: child)
        let bounds = storedView?.bounds ?? .zero
        let top = !navigationBarHidden && frame.minY == bounds.minY ? navigationBarHeight : 0
        let bottom = showsToolbar && frame.maxY == bounds.maxY ? toolbarHeight : 0
        let insets = UIEdgeInsets(top: top, left: 0, bottom: bottom, right: 0)
        // The room the folded bar leaves changes with the inset it takes, never apart from it.
        if let scrollView = trackedScrollView, scrollView === contentScrollView(of: child) {
            scrollView.barFoldRoom = top > 0 ? navigationBar.fold.total : 0
        }
        guard insets != child.containerBarInsets else { return }
        child.containerBarInsets = insets
        child.storedView?.updateSafeAreaInsets()
        child.storedView?.setNeedsLayout()
    }

    func layoutBarsAndContent() {
        guard let view = storedView else { return }
        followContentScrollView()
        let safe = view.safeAreaInsets
        navigationBar.isHidden = navigationBarHidden
        navigationBar.frame = CGRect(x: 0, y: safe.top, width: view.bounds.width, height: navigationBarHeight)
        navigationBar.backgroundExtension = safe.top
        toolbar.isHidden = !showsToolbar
        toolbar.frame = CGRect(x: 0, y: view.bounds.height - safe.bottom - toolbarHeight, width: view.bounds.width, height: toolbarHeight)
        toolbar.backgroundExtension = safe.bottom
        // Moving a view re-lays out its superview: only when the bars are not on top already.
        if view.subviews.suffix(2).first !== navigationBar || view.subviews.last !== toolbar {
            view.bringSubviewToFront(navigationBar)
            view.bringSubviewToFront(toolbar)
        }
        guard activeTransition == nil, let top = stack.last, let topView = top.storedView, topView.superview === view else { return }
        topView.frame = contentFrame(for: top)
        applyBarInsets(to: top)
    }

    // MARK: The interactive pop (NAV-10)

    func handleEdgePan(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        guard let view = storedView else { return }
        let progress = min(max(recognizer.translation(in: view).x / max(1, view.bounds.width), 0), 1)
        switch recognizer.state {
        case .began:
            guard stack.count > 1, activeTransition == nil, isShowing else { return }
            let interaction = UIPercentDrivenInteractiveTransition()
            interaction.completionCurve = .easeOut
            edgePanInteraction = interaction
            performPop(to: stack[stack.count - 2], animated: true, interaction: interaction)
        case .changed:
            edgePanInteraction?.update(progress)
        case .ended, .cancelled, .failed:
            guard let interaction = edgePanInteraction else { return }
            let velocity = recognizer.velocity(in: view).x
            let finishes = recognizer.state == .ended && (progress > 0.5 || velocity > 500)
            finishes ? interaction.finish() : interaction.cancel()
            edgePanInteraction = nil
        default:
            break
        }
    }
}

/// A navigation transition's context: the navigation controller's view is the container,
/// and the child's content frame is where views go.
@MainActor
final class NavigationTransition: TransitionContext {
    static let duration: TimeInterval = 0.35

    private weak var navigationController: UINavigationController?
    let operation: UINavigationController.Operation
    /// The layout change a layout-to-layout push or pop makes in place of the slide.
    let layoutChange: NavigationLayoutChange?

    init(navigationController: UINavigationController, operation: UINavigationController.Operation, from: UIViewController,
         to: UIViewController, animated: Bool, interactive: Bool, layoutChange: NavigationLayoutChange? = nil,
         onComplete: @escaping (Bool) -> Void) {
        self.navigationController = navigationController
        self.operation = operation
        self.layoutChange = layoutChange
        super.init(containerView: navigationController.view, animated: animated, interactive: interactive, duration: Self.duration,
                   style: .none, from: from, to: to, onComplete: onComplete)
    }

    override func initialFrame(for vc: UIViewController) -> CGRect {
        vc === fromViewController ? (navigationController?.contentFrame(for: vc) ?? .zero) : .zero
    }

    override func finalFrame(for vc: UIViewController) -> CGRect {
        vc === toViewController ? (navigationController?.contentFrame(for: vc) ?? .zero) : .zero
    }

    func run(custom: UIViewControllerAnimatedTransitioning?, interaction: UIViewControllerInteractiveTransitioning?) {
        let animator: UIViewControllerAnimatedTransitioning = layoutChange.map { LayoutToLayoutNavigationAnimator(change: $0) }
            ?? NavigationSlideAnimator(operation: operation)
        run(animator: animator, custom: custom, interaction: interaction)
    }

    override func prepareWithoutAnimation() {
        layoutChange?.applyWithoutAnimation()
    }

    override func transitionDidComplete(_ didComplete: Bool) {
        guard !didComplete, let layoutChange else { return }
        // A cancelled swipe leaves the layout it started from; ended early (`endNow`), its
        // scrubbed animation stops where it is first.
        if let animator = capturedAnimator, animator.state == .active { animator.stopAnimation(true) }
        layoutChange.revert()
    }
}

/// The standard push and pop: the incoming view slides over from the trailing edge while the
/// outgoing one drifts a third of the way out — or, with Reduce Motion, cross-fades.
@MainActor
final class NavigationSlideAnimator: UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { NavigationTransition.duration }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to),
              let toController = context.viewController(forKey: .to) else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        let width = context.containerView.bounds.width
        let final = context.finalFrame(for: toController)
        let push = operation != .pop
        toView.frame = final
        if UIAccessibility.prefersCrossFadeTransitions {
            crossFade(from: fromView, to: toView, context: context)
            return
        }
        toView.transform = CGAffineTransform(translationX: push ? width : -width * 0.3, y: 0)
        UIView.animate(withDuration: NavigationTransition.duration, delay: 0, options: [.curveEaseInOut], animations: {
            toView.transform = .identity
            fromView.transform = CGAffineTransform(translationX: push ? -width * 0.3 : width, y: 0)
        }, completion: { _ in
            fromView.transform = .identity
            toView.transform = .identity
            context.completeTransition(!context.transitionWasCancelled)
        })
    }

    /// Reduce Motion's push and pop (iOS's Prefer Cross-Fade Transitions): the incoming view
    /// fades in over the outgoing one, which fades out, neither moving.
    private func crossFade(from fromView: UIView, to toView: UIView, context: UIViewControllerContextTransitioning) {
        toView.alpha = 0
        UIView.animate(withDuration: NavigationTransition.duration, delay: 0, options: [.curveEaseInOut], animations: {
            toView.alpha = 1
            fromView.alpha = 0
        }, completion: { _ in
            fromView.alpha = 1
            toView.alpha = 1
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}
