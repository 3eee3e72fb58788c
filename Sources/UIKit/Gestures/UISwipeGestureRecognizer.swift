import Foundation

/// A discrete recognizer for a quick stroke in one of `direction`'s directions (default
/// `.right`) with `numberOfTouchesRequired` fingers (spec GR-06).
///
/// It recognizes as soon as the touches have travelled 50 points in an allowed direction,
/// staying within 30° of it, within half a second; it fails on slower or crooked strokes.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1

    static let minimumDistance: CGFloat = 50
    static let maximumDuration: TimeInterval = 0.5
    /// tan(30°): how far off the axis a swipe may stray, relative to its length.
    static let maximumSlope: CGFloat = 0.577

    private var start: (location: CGPoint, time: TimeInterval)?

    private func centroid() -> CGPoint {
        let live = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
        let points = (live.isEmpty ? trackedTouches : live).map { $0.location(in: nil) }
        return CGPoint(x: points.map(\.x).reduce(0, +) / CGFloat(max(1, points.count)),
                       y: points.map(\.y).reduce(0, +) / CGFloat(max(1, points.count)))
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count > numberOfTouchesRequired {
            state = .failed
            return
        }
        start = (centroid(), event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let start, state == .possible else { return }
        if event.timestamp - start.time > Self.maximumDuration {
            state = .failed
            return
        }
        guard trackedTouches.count == numberOfTouchesRequired else { return }
        let now = centroid()
        let dx = now.x - start.location.x, dy = now.y - start.location.y
        let horizontal = abs(dx) >= abs(dy)
        let along = horizontal ? abs(dx) : abs(dy), across = horizontal ? abs(dy) : abs(dx)
        if along >= Self.minimumDistance {
            let moved: Direction = horizontal ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
            state = direction.contains(moved) && across <= along * Self.maximumSlope ? .ended : .failed
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, trackedTouches.allSatisfy({ $0.phase == .ended || $0.phase == .cancelled }) { state = .failed }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    open override func reset() {
        super.reset()
        start = nil
    }
}
