import Foundation

/// The coordinator of one transition: a presentation, a dismissal, a push or pop, or a window
/// resize. Whoever drives the transition calls `start(in:)` inside its animation (so that
/// blocks added with `animate(alongsideTransition:completion:)` animate with it) and
/// `finish(cancelled:)` when it ends.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    typealias Block = (UIViewControllerTransitionCoordinatorContext) -> Void

    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    let transitionDuration: TimeInterval
    var initiallyInteractive = false
    var isInterruptible = false
    var isInteractive = false
    private(set) var isCancelled = false
    var percentComplete: CGFloat = 0
    var completionVelocity: CGFloat = 1
    var completionCurve: UIView.AnimationCurve = .easeInOut
    var targetTransform: CGAffineTransform = .identity

    private var viewControllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
    /// The context of a presentation or navigation transition, which knows its views; a
    /// resize has none.
    weak var context: UIViewControllerContextTransitioning?
    private var pendingAnimations: [Block] = []
    private var completions: [Block] = []
    private var interactionHandlers: [Block] = []
    private(set) var hasStarted = false
    private(set) var isFinished = false

    init(containerView: UIView, animated: Bool, duration: TimeInterval, style: UIModalPresentationStyle = .none,
         from: UIViewController? = nil, to: UIViewController? = nil) {
        self.containerView = containerView
        isAnimated = animated
        transitionDuration = animated ? duration : 0
        presentationStyle = style
        viewControllers[.from] = from
        viewControllers[.to] = to
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { viewControllers[key] }

    func view(forKey key: UITransitionContextViewKey) -> UIView? { context?.view(forKey: key) }

    @discardableResult
    func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
        guard !isFinished else { return false }
        if let completion { completions.append(completion) }
        if let animation {
            if hasStarted {
                // Added once the animation runs: it still moves, over what is left of it.
                UIView.animate(withDuration: isAnimated ? transitionDuration * Double(1 - percentComplete) : 0) { animation(self) }
            } else {
                pendingAnimations.append(animation)
            }
        }
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?, animation: Block?, completion: Block?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping Block) {
        interactionHandlers.append(handler)
    }

    /// Runs the alongside animations; call inside the transition's animation block.
    func start() {
        guard !hasStarted else { return }
        hasStarted = true
        let blocks = pendingAnimations
        pendingAnimations = []
        for block in blocks { block(self) }
    }

    /// An interactive transition stopped being driven by the user.
    func interactionDidEnd(cancelled: Bool) {
        isInteractive = false
        isCancelled = cancelled
        for handler in interactionHandlers { handler(self) }
    }

    /// Runs the completions, once.
    func finish(cancelled: Bool) {
        guard !isFinished else { return }
        if !hasStarted { start() }
        isCancelled = cancelled
        isFinished = true
        percentComplete = cancelled ? 0 : 1
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }
}
