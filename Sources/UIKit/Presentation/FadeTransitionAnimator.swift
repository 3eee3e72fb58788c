import Foundation

/// Fades the presented view in, or out: a popover's transition, and a search controller's.
@MainActor
final class FadeTransitionAnimator: UIViewControllerAnimatedTransitioning {
    private let kind: PresentationTransition.Kind
    private let duration: TimeInterval

    init(kind: PresentationTransition.Kind, duration: TimeInterval) {
        self.kind = kind
        self.duration = duration
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let presenting = kind == .presentation
        guard let moving = context.view(forKey: presenting ? .to : .from) else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        if presenting, moving.superview == nil { context.containerView.addSubview(moving) }
        moving.alpha = presenting ? 0 : 1
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
            moving.alpha = presenting ? 1 : 0
        }, completion: { _ in
            if !presenting { moving.alpha = 1 }
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}
