import Foundation
import SlatePlatform

/// What pinch and rotation share: two fingers, or one trackpad transform gesture, drive a
/// continuous gesture that ends when the fingers lift.
extension UIGestureRecognizer {
    /// A finger came down: a third finger fails a gesture that has not begun. Returns
    /// whether the recognizer still tracks.
    func twoFingerTouchesBegan() -> Bool {
        if trackedTouches.count > 2, state == .possible {
            state = .failed
            return false
        }
        return true
    }

    /// The fingers moved: the gesture begins once the movement passes its hysteresis, then
    /// changes with every move; `update` records the new value before the state changes.
    func twoFingerTouchesMoved(pastHysteresis: Bool, update: () -> Void) {
        switch state {
        case .possible:
            guard pastHysteresis else { return }
            update()
            state = .began
        case .began, .changed:
            update()
            state = .changed
        default:
            break
        }
    }

    /// Fingers lifted: a recognized gesture ends; one that never began fails once every
    /// tracked finger is up.
    func twoFingerTouchesEnded() {
        if state == .began || state == .changed {
            state = .ended
        } else if state == .possible, trackedTouches.allSatisfy({ $0.phase == .ended || $0.phase == .cancelled }) {
            state = .failed
        }
    }

    func twoFingerTouchesCancelled() {
        state = state == .possible ? .failed : .cancelled
    }

    /// A trackpad transform event: `moved` says whether it carries this recognizer's
    /// quantity (a scale or a rotation); `update` records it before the state changes.
    func handleTransformPhase(_ phase: PlatformGesturePhase, moved: Bool, update: () -> Void) -> Bool {
        switch phase {
        case .began, .changed:
            guard moved || state != .possible else { return true }
            update()
            state = state == .possible ? .began : .changed
        case .ended:
            if state == .began || state == .changed { state = .ended }
        case .cancelled:
            if state == .began || state == .changed { state = .cancelled }
        }
        return true
    }
}
