import Foundation

/// Makes a view open under a drag that rests on it (DND-28): a folder that opens, a tab that
/// switches, a button that shows what the drop can go into — without lifting the finger.
///
/// A drag that stays over the view (moving less than a few points) for
/// `DragMetrics.springLoadingDelay` activates the interaction: the effect flashes the view
/// and the handler runs. It activates once per visit; the drag must leave and come back to
/// activate it again. A view adopting `UISpringLoadedInteractionSupporting` takes part only
/// while its `isSpringLoaded` is true.
@preconcurrency @MainActor
public final class UISpringLoadedInteraction: NSObject, UIInteraction {
    public private(set) weak var view: UIView?
    /// Whether drags activate the interaction.
    public var isEnabled = true
    public let interactionBehavior: UISpringLoadedInteractionBehavior
    public let interactionEffect: UISpringLoadedInteractionEffect
    let activationHandler: (UISpringLoadedInteraction, UISpringLoadedInteractionContext) -> Void
    /// For a view whose parts spring-load one by one (a table's rows, a collection's items):
    /// the part under a point in the view's coordinates, and the view that shows it. Each part
    /// is a visit of its own; where there is none, the interaction does not take part.
    var targetFinder: ((CGPoint) -> (item: AnyHashable, view: UIView?)?)?

    /// An interaction with a custom behavior (when it may activate) and effect (how it looks
    /// as it activates); nil takes the system's.
    public init(interactionBehavior: UISpringLoadedInteractionBehavior?, interactionEffect: UISpringLoadedInteractionEffect?,
                activationHandler handler: @escaping (UISpringLoadedInteraction, UISpringLoadedInteractionContext) -> Void) {
        self.interactionBehavior = interactionBehavior ?? SystemSpringLoadedBehavior()
        self.interactionEffect = interactionEffect ?? SystemSpringLoadedEffect()
        activationHandler = handler
        super.init()
    }

    /// An interaction with the system's behavior and flash.
    public convenience init(activationHandler handler: @escaping (UISpringLoadedInteraction, UISpringLoadedInteractionContext) -> Void) {
        self.init(interactionBehavior: nil, interactionEffect: nil, activationHandler: handler)
    }

    public func willMove(to view: UIView?) {}

    public func didMove(to view: UIView?) {
        self.view = view
    }

    /// Whether the interaction takes part now: enabled, in a view that is spring-loaded.
    var canActivate: Bool {
        guard isEnabled, let view, !view.isHidden, view.window != nil else { return false }
        if let supporting = view as? UISpringLoadedInteractionSupporting { return supporting.isSpringLoaded }
        return true
    }
}

/// Decides whether a resting drag may activate an interaction.
@preconcurrency @MainActor
public protocol UISpringLoadedInteractionBehavior: AnyObject {
    /// Asked when the drag has rested long enough; false keeps the interaction waiting.
    func shouldAllow(_ interaction: UISpringLoadedInteraction, with context: UISpringLoadedInteractionContext) -> Bool
    /// The drag left the view, ended, or the interaction activated.
    func interactionDidFinish(_ interaction: UISpringLoadedInteraction)
}

extension UISpringLoadedInteractionBehavior {
    public func interactionDidFinish(_ interaction: UISpringLoadedInteraction) {}
}

/// Shows an interaction's progress: told each state change.
@preconcurrency @MainActor
public protocol UISpringLoadedInteractionEffect: AnyObject {
    func interaction(_ interaction: UISpringLoadedInteraction, didChangeWith context: UISpringLoadedInteractionContext)
}

/// Where a spring-loading drag is and how far the interaction has come.
@preconcurrency @MainActor
public protocol UISpringLoadedInteractionContext: AnyObject {
    var state: UISpringLoadedInteractionEffectState { get }
    /// The view that activates: the interaction's view unless the handler's code set another.
    var targetView: UIView? { get set }
    /// What in `targetView` activates (a cell's item, say), for the app's own use.
    var targetItem: Any? { get set }
    /// The drag's location in `view`'s coordinates (the window's when nil).
    func location(in view: UIView?) -> CGPoint
}

public enum UISpringLoadedInteractionEffectState: Int, Sendable {
    /// No drag rests on the view.
    case inactive
    /// A drag is over the view, not yet long enough.
    case possible
    /// The drag has rested long enough; the effect is playing.
    case activating
    /// The handler has run.
    case activated
}

/// Views and items that can be spring-loaded.
@preconcurrency @MainActor
public protocol UISpringLoadedInteractionSupporting: AnyObject {
    /// Whether a resting drag activates the object (false by default).
    var isSpringLoaded: Bool { get set }
}

/// The system's behavior: a drag may activate an interaction once per visit.
@MainActor
final class SystemSpringLoadedBehavior: UISpringLoadedInteractionBehavior {
    func shouldAllow(_ interaction: UISpringLoadedInteraction, with context: UISpringLoadedInteractionContext) -> Bool { true }
}

/// The system's effect: the target view flashes twice as the interaction activates.
@MainActor
final class SystemSpringLoadedEffect: UISpringLoadedInteractionEffect {
    func interaction(_ interaction: UISpringLoadedInteraction, didChangeWith context: UISpringLoadedInteractionContext) {
        guard context.state == .activating, let view = context.targetView else { return }
        let half = DragMetrics.springLoadingFlashDuration / 4
        let resting = view.alpha
        func blink(_ remaining: Int) {
            guard remaining > 0 else { return }
            UIView.animate(withDuration: half, animations: { view.alpha = resting * 0.3 }, completion: { _ in
                UIView.animate(withDuration: half, animations: { view.alpha = resting }, completion: { _ in blink(remaining - 1) })
            })
        }
        blink(2)
    }
}
