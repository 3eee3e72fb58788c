import Foundation

/// An alert's entrance and exit: it fades in while settling from 1.2× to its size, with the
/// dimming fading in; it fades out, with the dimming, when dismissed.
@MainActor
final class AlertTransitionAnimator: UIViewControllerAnimatedTransitioning {
    static let presentationDuration: TimeInterval = 0.3
    static let dismissalDuration: TimeInterval = 0.2

    private let kind: PresentationTransition.Kind
    private weak var presentationController: AlertPresentationController?

    init(kind: PresentationTransition.Kind, presentationController: AlertPresentationController) {
        self.kind = kind
        self.presentationController = presentationController
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        kind == .presentation ? Self.presentationDuration : Self.dismissalDuration
    }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let presenting = kind == .presentation
        guard let card = context.view(forKey: presenting ? .to : .from), let controller = presentationController else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        let dimming = controller.dimmingView
        controller.isAnimatingPresentedView = true
        if presenting {
            if card.superview == nil { context.containerView.addSubview(card) }
            card.frame = controller.frameOfPresentedViewInContainerView
            card.alpha = 0
            card.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
            dimming?.alpha = 0
        }
        UIView.animate(withDuration: transitionDuration(using: context), delay: 0, options: [.curveEaseOut], animations: {
            card.alpha = presenting ? 1 : 0
            card.transform = .identity
            dimming?.alpha = presenting ? 1 : 0
        }, completion: { _ in
            controller.isAnimatingPresentedView = false
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}
