import Foundation

/// Whether a two-finger pan selects rows or items, decided once per gesture: each of a list's
/// pans asks as it would begin, and the delegate's `shouldBeginMultipleSelectionInteractionAt`
/// is asked once for the gesture's touches, as in UIKit.
@MainActor
struct MultipleSelectionDecision {
    private weak var decidedTouch: UITouch?
    private var decided = false

    mutating func multiselects(_ pan: UIPanGestureRecognizer, ask: () -> Bool) -> Bool {
        guard pan.numberOfTouches >= 2, let touch = pan.trackedTouches.first else { return false }
        if decidedTouch === touch { return decided }
        decidedTouch = touch
        decided = ask()
        return decided
    }
}
