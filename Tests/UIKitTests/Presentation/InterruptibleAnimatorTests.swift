import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// An animator that makes its own interruptible animator: one property animator per
/// transition, which `animateTransition(using:)` starts.
@MainActor
private final class InterruptibleSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var animateCalls = 0
    var made: [UIViewPropertyAnimator] = []
    var ended: [Bool] = []
    private var current: UIViewPropertyAnimator?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        animateCalls += 1
        interruptibleAnimator(using: transitionContext).startAnimation()
    }

    func interruptibleAnimator(using context: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
        if let current { return current }
        let slide = SlideTransition(context)
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .easeIn) { slide.moveToEnd() }
        animator.addCompletion { _ in context.completeTransition(!context.transitionWasCancelled) }
        made.append(animator)
        current = animator
        return animator
    }

    func animationEnded(_ transitionCompleted: Bool) {
        ended.append(transitionCompleted)
        current = nil
    }
}

@MainActor
private final class InterruptibleDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = InterruptibleSlideAnimator()
    var interaction: UIPercentDrivenInteractiveTransition?
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { interaction }
}

/// A presented controller that fades a view of the presenter alongside its dismissal.
@MainActor
private final class FadingPresented: UIViewController {
    var fading: UIView?
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        transitionCoordinator?.animate(alongsideTransition: { _ in self.fading?.alpha = 0 }) { context in
            if context.isCancelled { self.fading?.alpha = 1 }
        }
    }
}

@MainActor
@Suite("UIViewControllerAnimatedTransitioning.interruptibleAnimator(using:)", .serialized, .exclusiveUIKit)
struct InterruptibleAnimatorTests {
    private func scene() -> (HeadlessScreen, UIWindow, UIViewController, UIView) {
        let screen = HeadlessScreen(size: CGSize(width: 1000, height: 700), scale: 1)
        let root = UIViewController()
        let fading = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.view.addSubview(fading)
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        return (screen, window, root, fading)
    }

    /// Presents `presented` over `root` in `style`, its transitions `delegate`'s.
    private func present(_ presented: UIViewController, _ style: UIModalPresentationStyle, by delegate: UIViewControllerTransitioningDelegate,
                         over root: UIViewController, animated: Bool) {
        presented.modalPresentationStyle = style
        presented.transitioningDelegate = delegate
        root.present(presented, animated: animated)
    }

    private func shownX(_ view: UIView) -> CGFloat { (view.layer.presentation() ?? view.layer).position.x }
    private func shownAlpha(_ view: UIView) -> Float { (view.layer.presentation() ?? view.layer).opacity }

    @Test("A percent-driven dismissal scrubs the animator's own interruptible animator, linearly, with the alongside animations; animateTransition is not called")
    func percentDrivenScrubsTheAnimatorsOwn() throws {
        let (screen, window, root, fading) = scene()
        defer { withExtendedLifetime(window) {} }
        let delegate = InterruptibleDelegate()
        let presented = FadingPresented()
        presented.fading = fading
        present(presented, .overFullScreen, by: delegate, over: root, animated: false)
        screen.presentFrame()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.interaction = interaction
        presented.dismiss(animated: true)
        interaction.update(0.5)
        screen.advance(by: 1)
        #expect(delegate.animator.animateCalls == 0)
        #expect(delegate.animator.made.count == 1)
        let animator = try #require(delegate.animator.made.first)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(animator.fractionComplete == 0.5)
        #expect(abs(shownX(presented.view) - (500 + 500)) < 0.5, "half way: \(shownX(presented.view))")
        #expect(abs(shownAlpha(fading) - 0.5) < 0.01, "the alongside fade is half way too")
        interaction.cancel()
        screen.runUntilAnimationsSettle()
        #expect(delegate.animator.ended == [false])
        #expect(presented.presentingViewController === root)
        #expect(presented.view.frame == window.bounds)
        #expect(fading.alpha == 1)

        presented.dismiss(animated: true)
        interaction.update(0.2)
        interaction.finish()
        screen.runUntilAnimationsSettle()
        #expect(delegate.animator.made.count == 2, "one animator a transition")
        #expect(delegate.animator.ended == [false, true])
        #expect(presented.presentingViewController == nil)
        #expect(fading.alpha == 0)
        #expect(delegate.animator.animateCalls == 0)
    }

    @Test("Without interaction, animateTransition runs and starts the interruptible animator")
    func nonInteractiveStartsIt() {
        let (screen, window, root, _) = scene()
        defer { withExtendedLifetime(window) {} }
        let delegate = InterruptibleDelegate()
        let presented = UIViewController()
        present(presented, .fullScreen, by: delegate, over: root, animated: true)
        screen.advance(by: 0.25)
        #expect(delegate.animator.animateCalls == 1 && delegate.animator.made.count == 1)
        #expect(delegate.animator.made.first?.isRunning == true)
        screen.runUntilAnimationsSettle()
        #expect(presented.view.frame == window.bounds)
        #expect(delegate.animator.ended == [true])
    }

    @Test("An animator without one of its own answers with its captured animateTransition: the same animator for the whole transition")
    func defaultIsTheCapturedAnimation() throws {
        final class Plain: NSObject, UIViewControllerAnimatedTransitioning {
            var calls = 0
            func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
            func animateTransition(using context: UIViewControllerContextTransitioning) {
                calls += 1
                let view = context.view(forKey: .from)!
                UIView.animate(withDuration: 0.4, animations: { view.alpha = 0 }) { _ in
                    context.completeTransition(!context.transitionWasCancelled)
                }
            }
        }
        final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
            let animator = Plain()
            let interaction = UIPercentDrivenInteractiveTransition()
            func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
            func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { interaction }
        }
        let (screen, window, root, _) = scene()
        defer { withExtendedLifetime(window) {} }
        let delegate = Delegate()
        let presented = UIViewController()
        present(presented, .overFullScreen, by: delegate, over: root, animated: false)
        screen.presentFrame()
        presented.dismiss(animated: true)
        delegate.interaction.update(0.25)
        screen.presentFrame()
        #expect(delegate.animator.calls == 1)
        let context = try #require(presented.transitionCoordinator as? TransitionCoordinator)?.context
        let first = try #require(context.map { delegate.animator.interruptibleAnimator(using: $0) })
        let again = try #require(context.map { delegate.animator.interruptibleAnimator(using: $0) })
        #expect(first === again)
        #expect(first.fractionComplete == 0.25 && first.state == .active)
        #expect(delegate.animator.calls == 1, "asking again does not run the animation again")
        #expect(abs(shownAlpha(presented.view) - 0.75) < 0.01)
        delegate.interaction.finish()
        screen.advance(by: 1)
        #expect(first.state == .inactive)
        #expect(presented.presentingViewController == nil)
    }
}
