import Foundation

/// Runs changes alongside a pointer effect's enter or exit animation.
@preconcurrency @MainActor
public protocol UIPointerInteractionAnimating: AnyObject {
    /// Changes to animate with the effect.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Work to do when the effect's animation ends (`finished` is false if it was interrupted).
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}

/// Collects what a delegate adds, then runs it with the effect's animation.
@MainActor
final class PointerEffectAnimator: UIPointerInteractionAnimating {
    private(set) var animations: [() -> Void] = []
    private(set) var completions: [(Bool) -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping (Bool) -> Void) { completions.append(completion) }
}
