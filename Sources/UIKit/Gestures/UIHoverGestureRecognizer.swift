import Foundation

/// A continuous recognizer that follows the pointer over its view without a click (spec
/// GR-18, GR-19): `.began` when the pointer enters the view, `.changed` as it moves within it,
/// `.ended` when it leaves — or when a click turns it into a touch. Fingers never hover.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    override var receivesTouches: Bool { false }

    override func acceptsPointerEvents(of type: UIEvent.EventType) -> Bool { type == .hover }

    override func handlePointerEvent(_ event: UIEvent) -> Bool {
        if pointerIsInside {
            state = state == .possible ? .began : .changed
        } else if state == .began || state == .changed {
            state = .ended
        }
        return true
    }
}
