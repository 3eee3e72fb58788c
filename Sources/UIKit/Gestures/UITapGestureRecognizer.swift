import Foundation
import SlatePlatform

/// A discrete recognizer for taps: `numberOfTouchesRequired` fingers (or the pointer's
/// `buttonMaskRequired` button) lifted without moving, `numberOfTapsRequired` times in quick
/// succession (spec GR-06, GR-08).
///
/// A tap fails when a finger moves more than 10 points, when more fingers touch than required,
/// or when the next tap is more than 0.35 seconds away. A recognizer needing fewer taps does
/// not prevent one needing more (spec GR-11): on a double tap, single- and double-tap
/// recognizers both fire unless the single one `require(toFail:)` the double.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
    /// The pointer button a click must use (iOS 13.4).
    open var buttonMaskRequired: UIEvent.ButtonMask = .primary

    static let allowableMovement: CGFloat = 10

    private var tapsCompleted = 0
    private var startLocations: [ObjectIdentifier: CGPoint] = [:]
    private var touchesDown = 0
    private var mostTouchesThisTap = 0
    private var timeout: PlatformTimer?
    /// Where the last tap's fingers lifted (window coordinates): the tap's location once its
    /// touches are gone — a single tap waiting for a double tap to fail is recognized then.
    private var liftLocation: CGPoint?

    override var isWaitingForMoreInput: Bool { state == .possible && tapsCompleted > 0 }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        timeout?.cancel()
        if tapsCompleted == 0 { liftLocation = nil }
        for touch in touches {
            if touch.type == .indirectPointer, !event.buttonMask.contains(buttonMaskRequired) {
                state = .failed
                return
            }
            startLocations[ObjectIdentifier(touch)] = touch.location(in: nil)
        }
        touchesDown += touches.count
        mostTouchesThisTap = max(mostTouchesThisTap, touchesDown)
        if touchesDown > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
            let now = touch.location(in: nil)
            if hypot(now.x - start.x, now.y - start.y) > Self.allowableMovement {
                state = .failed
                return
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        let points = touches.map { $0.location(in: nil) }
        if !points.isEmpty {
            liftLocation = CGPoint(x: points.map(\.x).reduce(0, +) / CGFloat(points.count), y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
        }
        touchesDown -= touches.count
        guard touchesDown <= 0 else { return }
        touchesDown = 0
        guard mostTouchesThisTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        mostTouchesThisTap = 0
        startLocations = [:]
        if tapsCompleted >= numberOfTapsRequired {
            state = .ended
        } else if let host = UIKitHost.current {
            timeout = host.schedule(at: host.currentTime + InputDispatcher.multiTapInterval) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
                self.router?.recognizerTimerFired()
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    open override func reset() {
        super.reset()
        timeout?.cancel()
        timeout = nil
        tapsCompleted = 0
        startLocations = [:]
        touchesDown = 0
        mostTouchesThisTap = 0
    }

    /// The touches' centroid; once they have lifted, where they lifted.
    open override func location(in view: UIView?) -> CGPoint {
        guard numberOfTouches == 0, let liftLocation else { return super.location(in: view) }
        return view.map { $0.convert(liftLocation, from: nil) } ?? liftLocation
    }

    /// A tap needing fewer taps never forces one needing more to fail (spec GR-11).
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let other = preventedGestureRecognizer as? UITapGestureRecognizer, other.numberOfTapsRequired > numberOfTapsRequired {
            return false
        }
        return super.canPrevent(preventedGestureRecognizer)
    }
}
