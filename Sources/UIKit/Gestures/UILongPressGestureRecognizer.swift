import Foundation
import SlatePlatform

/// A continuous recognizer for a press held in place: `.began` once `numberOfTouchesRequired`
/// fingers have stayed within `allowableMovement` for `minimumPressDuration`, then `.changed`
/// as they move (freely, spec GR-6) and `.ended` when they lift. With `numberOfTapsRequired`
/// (default 0), that many taps must come first.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 0
    open var numberOfTouchesRequired = 1
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10

    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    private var timer: PlatformTimer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            if touch.tapCount != numberOfTapsRequired + 1 {
                state = .failed
                return
            }
            startLocations[ObjectIdentifier(touch)] = touch.location(in: nil)
        }
        let down = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }.count
        if down > numberOfTouchesRequired {
            if state == .possible { state = .failed }
            return
        }
        if down == numberOfTouchesRequired, state == .possible, timer == nil, let host = UIKitHost.current {
            timer = host.schedule(at: host.currentTime + minimumPressDuration) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .began
                self.router?.recognizerTimerFired()
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible {
            for touch in touches {
                guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
                let now = touch.location(in: nil)
                if hypot(now.x - start.x, now.y - start.y) > allowableMovement {
                    state = .failed
                    return
                }
            }
        } else if state == .began || state == .changed {
            state = .changed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible {
            state = .failed
        } else if state == .began || state == .changed {
            state = .ended
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    open override func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
        startLocations = [:]
    }
}
