import Foundation

/// UIKit's own presentation animations (spec PRES-11): cover vertical slides the presented
/// view up from the bottom edge (and back down), cross dissolve fades it, flip horizontal
/// turns the presenter over to reveal it. A sheet's dimming fades with it. With Reduce Motion
/// every style cross-dissolves.
@MainActor
final class ModalTransitionAnimator: UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.4

    private let kind: PresentationTransition.Kind
    private let style: UIModalTransitionStyle
    private weak var presentationController: UIPresentationController?

    init(kind: PresentationTransition.Kind, style: UIModalTransitionStyle, presentationController: UIPresentationController) {
        self.kind = kind
        self.style = style
        self.presentationController = presentationController
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { Self.duration }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        let container = context.containerView
        let presenting = kind == .presentation
        guard let moving = context.view(forKey: presenting ? .to : .from) else {
            context.completeTransition(!context.transitionWasCancelled)
            return
        }
        let movingController = context.viewController(forKey: presenting ? .to : .from)!
        let restingFrame = presenting ? context.finalFrame(for: movingController) : context.initialFrame(for: movingController)
        if presenting, moving.superview == nil { container.addSubview(moving) }
        let dimming = presentationController?.sheetDimmingView
        let offscreen = restingFrame.offsetBy(dx: 0, dy: container.bounds.height - restingFrame.minY)
        let done: (Bool) -> Void = { _ in context.completeTransition(!context.transitionWasCancelled) }
        // With Reduce Motion (Prefer Cross-Fade Transitions), sliding and flipping become a
        // cross-fade, as on iOS.
        let style = UIAccessibility.prefersCrossFadeTransitions ? .crossDissolve : style
        switch style {
        case .coverVertical:
            moving.frame = presenting ? offscreen : restingFrame
            dimming?.alpha = presenting ? 0 : 1
            UIView.animate(withDuration: Self.duration, delay: 0, options: [.curveEaseOut], animations: {
                moving.frame = presenting ? restingFrame : offscreen
                dimming?.alpha = presenting ? 1 : 0
            }, completion: done)
        case .crossDissolve:
            moving.frame = restingFrame
            moving.alpha = presenting ? 0 : 1
            dimming?.alpha = presenting ? 0 : 1
            UIView.animate(withDuration: Self.duration, delay: 0, options: [.curveEaseInOut], animations: {
                moving.alpha = presenting ? 1 : 0
                dimming?.alpha = presenting ? 1 : 0
            }, completion: { finished in
                moving.alpha = 1
                done(finished)
            })
        case .flipHorizontal:
            // The container turns edge-on, then opens on the other side.
            moving.frame = restingFrame
            moving.isHidden = presenting
            UIView.animateKeyframes(withDuration: Self.duration, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    container.transform = CGAffineTransform(scaleX: 0.001, y: 1)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0) {
                    moving.isHidden = !presenting
                }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    container.transform = .identity
                }
            }, completion: { finished in
                moving.isHidden = false
                container.transform = .identity
                done(finished)
            })
        }
    }
}
