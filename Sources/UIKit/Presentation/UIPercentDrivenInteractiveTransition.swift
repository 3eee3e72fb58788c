import Foundation

/// Drives a transition's animations by hand: `update(_:)` sets how far along it is,
/// `finish()` or `cancel()` lets it run to the end or back to the start.
///
/// What it drives is the animator's `interruptibleAnimator(using:)`: the animator's own when it
/// makes one, else its `animateTransition(using:)` run once at the start with the block
/// animations it makes captured, paused, and scrubbed together (Slate has no layer-local time
/// to pause a container with; docs/porting.md). The coordinator's alongside animations join it.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The transition's duration (0 until it starts).
    open private(set) var duration: CGFloat = 0
    /// How far along the transition is, 0…1.
    open private(set) var percentComplete: CGFloat = 0
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    open var timingCurve: UITimingCurveProvider?
    open var wantsInteractiveStart = true

    private var context: UIViewControllerContextTransitioning?
    private var propertyAnimator: UIViewImplicitlyAnimating?

    public override init() {
        super.init()
    }

    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        guard let transition = transitionContext as? InteractiveTransitionDriving, let animator = transition.animatorForInteraction else {
            transitionContext.completeTransition(false)
            return
        }
        duration = CGFloat(animator.transitionDuration(using: transitionContext))
        let propertyAnimator = animator.interruptibleAnimator(using: transitionContext)
        if let captured = (transition as? TransitionContext)?.capturedAnimator, captured === propertyAnimator {
            captured.capturingBlockAnimations { transition.startAlongsideAnimations() }
        } else {
            propertyAnimator.addAnimations { transition.startAlongsideAnimations() }
        }
        propertyAnimator.pauseAnimation()
        propertyAnimator.fractionComplete = percentComplete
        self.propertyAnimator = propertyAnimator
        if !wantsInteractiveStart { finish() }
    }

    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
        propertyAnimator?.fractionComplete = self.percentComplete
        context?.updateInteractiveTransition(self.percentComplete)
    }

    open func pause() {
        propertyAnimator?.pauseAnimation()
        context?.pauseInteractiveTransition()
    }

    open func finish() {
        context?.finishInteractiveTransition()
        resume(reversed: false)
    }

    open func cancel() {
        context?.cancelInteractiveTransition()
        resume(reversed: true)
    }

    private func resume(reversed: Bool) {
        guard let propertyAnimator else { return }
        propertyAnimator.isReversed = reversed
        // `timingCurve`, when set, wins over `completionCurve`, as in UIKit.
        propertyAnimator.continueAnimation(withTimingParameters: timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve),
                                           durationFactor: 1 / max(completionSpeed, 0.01))
    }
}

/// A transition context that an interaction controller can drive: it gives the animator to
/// run and starts the coordinator's alongside animations so that they are scrubbed too.
@MainActor
protocol InteractiveTransitionDriving: UIViewControllerContextTransitioning {
    var animatorForInteraction: UIViewControllerAnimatedTransitioning? { get }
    func startAlongsideAnimations()
}
