import Foundation

/// What a focusing or unfocusing animation is told about UIKit's own.
@preconcurrency @MainActor
public protocol UIFocusAnimationContext: NSObjectProtocol {
    var duration: TimeInterval { get }
}

/// Runs an app's animations with a move of focus.
///
/// On the desktop a focus ring moves at once, as GTK's and the Mac's do, so Slate's focus
/// animations last no time: the animations given here are applied when the update ends, after
/// every environment has been told, and then the completions run, in the order given.
@MainActor
open class UIFocusAnimationCoordinator: NSObject {
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []
    private var isFinished = false

    override init() { super.init() }

    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        enqueue(animations, completion)
    }

    open func addCoordinatedFocusingAnimations(_ animations: ((UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil) {
        enqueue(animations.map { block in { block(FocusAnimationContext.immediate) } }, completion)
    }

    open func addCoordinatedUnfocusingAnimations(_ animations: ((UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil) {
        enqueue(animations.map { block in { block(FocusAnimationContext.immediate) } }, completion)
    }

    private func enqueue(_ animation: (() -> Void)?, _ completion: (() -> Void)?) {
        // Added after the update ended (kept and called later): run at once, as UIKit does.
        if isFinished {
            UIView.performWithoutAnimation { animation?() }
            completion?()
            return
        }
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
    }

    /// Ends the update: the animations without animation, then the completions.
    func finish() {
        guard !isFinished else { return }
        isFinished = true
        let animations = self.animations, completions = self.completions
        self.animations = []
        self.completions = []
        UIView.performWithoutAnimation { animations.forEach { $0() } }
        completions.forEach { $0() }
    }
}

/// Slate's focus moves take no time.
@MainActor
final class FocusAnimationContext: NSObject, UIFocusAnimationContext {
    let duration: TimeInterval
    private init(duration: TimeInterval) { self.duration = duration }
    static let immediate = FocusAnimationContext(duration: 0)
}
