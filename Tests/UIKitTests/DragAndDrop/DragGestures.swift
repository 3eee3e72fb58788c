import Foundation
import UIKit
import UIKitTesting

extension HeadlessScreen {
    /// Holds a finger at `start` until a drag lifts (the long press), then moves it to `end`
    /// in `steps` frames; the finger stays down.
    @MainActor
    func liftAndMove(from start: CGPoint, to end: CGPoint, steps: Int = 10) {
        touchDown(at: start)
        advance(by: 0.6)
        for step in 1...steps {
            let t = CGFloat(step) / CGFloat(steps)
            touchMove(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
            advance(by: 1.0 / 60)
        }
    }
}
