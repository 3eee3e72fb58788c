import Foundation

/// Lets a delegate run animations alongside the drag's own (the lift, the cancel, the drop)
/// and hear when they finish.
@preconcurrency @MainActor
public protocol UIDragAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

/// The animations and completions a delegate adds, run with the drag's animation.
@MainActor
final class DragAnimator: UIDragAnimating {
    private(set) var animations: [() -> Void] = []
    private(set) var completions: [(UIViewAnimatingPosition) -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    func runAnimations() { for animation in animations { animation() } }
    func finish() { for completion in completions { completion(.end) } }
}
