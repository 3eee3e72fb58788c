import Foundation
import SlatePlatform

/// What `delaysContentTouches` is made of, as in UIKit (whose scroll views carry a
/// `UIScrollViewDelayedTouchesBeganGestureRecognizer`): a recognizer that never recognizes and
/// withholds the content's touches (TCH-20) for 0.15 s, long enough for the pan to see a drag
/// begin. If the pan recognizes first, the content never hears of the touch; otherwise the
/// recognizer fails when the time is up or the finger lifts, and the content gets its
/// `touchesBegan` (and what followed) then.
///
/// Only the content waits: a touch on the scroll view itself (a text view's text) or on its
/// section index reaches it at once.
@MainActor
final class ScrollViewDelayedTouchesRecognizer: UIGestureRecognizer {
    static let delay: TimeInterval = 0.15

    private var timer: PlatformTimer?

    init() {
        super.init(target: nil, action: nil)
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        var delayed = false
        for touch in touches {
            if touch.view === view || touch.view is SectionIndexView {
                ignore(touch, for: event)
            } else {
                delayed = true
            }
        }
        guard delayed, timer == nil, state == .possible, let host = UIKitHost.current else { return }
        timer = host.schedule(at: host.currentTime + Self.delay) { [weak self] in
            self?.state = .failed
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    override func reset() {
        super.reset()
        timer?.cancel()
        timer = nil
    }
}
