import Foundation

/// Custom animations between tabs: when the selection changes while the tab bar controller is
/// on screen, its delegate may supply an animator
/// (`tabBarController(_:animationControllerForTransitionFrom:to:)`) and an interaction
/// controller for it (`tabBarController(_:interactionControllerFor:)`). Without an animator the
/// views swap at once, as UIKit's do.
extension UITabBarController {
    /// Runs the delegate's animation from `previous` to the selected child; false when the
    /// delegate gives none (or the tab bar controller is not on screen), and the views swap at
    /// once instead.
    func runCustomTabTransition(from previous: UIViewController, previousIndex: Int) -> Bool {
        guard let container = storedView, container.window != nil, let next = selectedViewController, let delegate,
              let animator = delegate.tabBarController(self, animationControllerForTransitionFrom: previous, to: next) else { return false }
        let interaction = delegate.tabBarController(self, interactionControllerFor: animator)
        let transition = TabTransition(tabBarController: self, from: previous, to: next, interactive: interaction != nil) { [weak self] completed in
            self?.finishTabTransition(from: previous, to: next, previousIndex: previousIndex, completed: completed)
        }
        activeTabTransition = transition
        // PC-07 QUIRK, emulated: the children see no transition coordinator, custom animation
        // or not; only the animator gets the context.
        previous.beginAppearance(false, animated: true)
        next.beginAppearance(true, animated: true)
        let toView = next.view!
        if toView.superview !== container { container.insertSubview(toView, belowSubview: tabBar) }
        layoutTabBarAndContent()
        transition.run(animator: animator, custom: animator, interaction: interaction)
        // An animator adds the incoming view to the container, which is this view: the tab bar
        // stays in front of it, as UIKit's content container sits below the bar.
        container.bringSubviewToFront(tabBar)
        return true
    }

    private func finishTabTransition(from previous: UIViewController, to next: UIViewController, previousIndex: Int, completed: Bool) {
        activeTabTransition = nil
        if completed {
            if previous.storedView?.superview === storedView { previous.storedView?.removeFromSuperview() }
            previous.endAppearance()
            next.endAppearance()
        } else {
            // Cancelled (an interactive switch given up): the previous tab is selected again.
            next.storedView?.removeFromSuperview()
            if let storedView, let view = previous.storedView, view.superview !== storedView {
                storedView.insertSubview(view, belowSubview: tabBar)
            }
            restoreSelection(previousIndex)
            previous.beginAppearance(true, animated: true)
            next.beginAppearance(false, animated: true)
            previous.endAppearance()
            next.endAppearance()
        }
        previous.storedView?.transform = .identity
        next.storedView?.transform = .identity
        layoutTabBarAndContent()
    }

    /// Ends a running tab animation at once (a new selection, the controllers changing).
    func endActiveTabTransitionNow() {
        while let transition = activeTabTransition {
            transition.endNow()
            if activeTabTransition === transition { activeTabTransition = nil }
        }
    }
}

/// A tab switch's context: the tab bar controller's view is the container, and the content
/// area beside the tab bar is where both children's views go.
@MainActor
final class TabTransition: TransitionContext {
    /// UIKit gives custom tab transitions no duration of its own; this is the coordinator's
    /// until the animator says.
    static let duration: TimeInterval = 0.3

    private weak var tabBarController: UITabBarController?

    init(tabBarController: UITabBarController, from: UIViewController, to: UIViewController, interactive: Bool,
         onComplete: @escaping (Bool) -> Void) {
        self.tabBarController = tabBarController
        super.init(containerView: tabBarController.view, animated: true, interactive: interactive, duration: Self.duration,
                   style: .none, from: from, to: to, onComplete: onComplete)
    }

    override func initialFrame(for vc: UIViewController) -> CGRect {
        vc === fromViewController ? (tabBarController?.contentFrame(for: vc) ?? .zero) : .zero
    }

    override func finalFrame(for vc: UIViewController) -> CGRect {
        vc === toViewController ? (tabBarController?.contentFrame(for: vc) ?? .zero) : .zero
    }
}
