import Foundation
import QuartzCore

/// What presentation and navigation transitions share: the context an animator and an
/// interaction controller work with, its coordinator, and running the animation — the
/// animator's (custom or UIKit's), interactively when an interaction controller drives it,
/// or, without animation, the end state at once and the end after the turn's layout (so
/// that `viewDidAppear` sees its view laid out).
///
/// Subclasses say which views and frames take part and react to the end
/// (`transitionDidComplete(_:)`).
@MainActor
class TransitionContext: InteractiveTransitionDriving {
    let coordinator: TransitionCoordinator
    let containerView: UIView
    let isAnimated: Bool
    private(set) var isInteractive: Bool
    private(set) var transitionWasCancelled = false
    let fromViewController: UIViewController
    let toViewController: UIViewController
    private let onComplete: (Bool) -> Void
    private var animator: UIViewControllerAnimatedTransitioning?
    /// Kept for the length of the transition, as UIKit keeps it.
    private var interactionController: UIViewControllerInteractiveTransitioning?
    private var isComplete = false

    init(containerView: UIView, animated: Bool, interactive: Bool, duration: TimeInterval, style: UIModalPresentationStyle,
         from: UIViewController, to: UIViewController, onComplete: @escaping (Bool) -> Void) {
        self.containerView = containerView
        isAnimated = animated
        isInteractive = interactive
        fromViewController = from
        toViewController = to
        self.onComplete = onComplete
        coordinator = TransitionCoordinator(containerView: containerView, animated: animated, duration: duration, style: style, from: from, to: to)
        coordinator.isInteractive = interactive
        coordinator.initiallyInteractive = interactive
        coordinator.context = self
    }

    var presentationStyle: UIModalPresentationStyle { coordinator.presentationStyle }
    var targetTransform: CGAffineTransform { .identity }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? fromViewController : toViewController
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? fromViewController.storedView : toViewController.storedView
    }

    func initialFrame(for vc: UIViewController) -> CGRect { .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { .zero }

    // MARK: Interaction

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard !isComplete else { return }
        coordinator.percentComplete = min(max(percentComplete, 0), 1)
    }

    func finishInteractiveTransition() {
        guard !isComplete else { return }
        isInteractive = false
        coordinator.interactionDidEnd(cancelled: false)
    }

    func cancelInteractiveTransition() {
        guard !isComplete else { return }
        isInteractive = false
        transitionWasCancelled = true
        coordinator.interactionDidEnd(cancelled: true)
    }

    func pauseInteractiveTransition() {
        isInteractive = true
        coordinator.isInteractive = true
    }

    var animatorForInteraction: UIViewControllerAnimatedTransitioning? { animator }
    /// The property animator an animator without an interruptible animator of its own gets
    /// (its `animateTransition(using:)`, captured), once made.
    var capturedAnimator: UIViewPropertyAnimator?

    func startAlongsideAnimations() {
        UIView.animate(withDuration: coordinator.transitionDuration) { [coordinator] in coordinator.start() }
    }

    // MARK: Ending

    /// Ends the transition now, as if its animation had finished: completed, or cancelled while
    /// a finger still drives it. The animation's own end, later, finds it over. (For a
    /// container about to hand its controllers to another one.)
    func endNow() {
        guard !isComplete else { return }
        if isInteractive { cancelInteractiveTransition() }
        completeTransition(!transitionWasCancelled)
    }

    func completeTransition(_ didComplete: Bool) {
        guard !isComplete else { return }
        isComplete = true
        animator?.animationEnded(didComplete)
        interactionController = nil
        transitionDidComplete(didComplete)
        onComplete(didComplete)
        coordinator.finish(cancelled: !didComplete)
    }

    /// Subclasses tidy up here, before the transition's own completion runs.
    func transitionDidComplete(_ didComplete: Bool) {}

    /// Subclasses put the end state in place when there is no animation.
    func prepareWithoutAnimation() {}

    // MARK: Running

    func run(animator defaultAnimator: @autoclosure () -> UIViewControllerAnimatedTransitioning,
             custom: UIViewControllerAnimatedTransitioning?, interaction: UIViewControllerInteractiveTransitioning?) {
        guard isAnimated else {
            prepareWithoutAnimation()
            UIView.performWithoutAnimation { coordinator.start() }
            CATransaction.afterCommit { [self] in completeTransition(true) }
            return
        }
        let animator = custom ?? defaultAnimator()
        self.animator = animator
        if let interaction {
            interactionController = interaction
            interaction.startInteractiveTransition(self)
        } else {
            animator.animateTransition(using: self)
            UIView.animate(withDuration: animator.transitionDuration(using: self)) { [coordinator] in coordinator.start() }
        }
    }
}
