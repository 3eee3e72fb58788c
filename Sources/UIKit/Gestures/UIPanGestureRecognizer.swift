import Foundation

/// A continuous recognizer for dragging: `.began` once the touches (between
/// `minimumNumberOfTouches` and `maximumNumberOfTouches`) have moved 10 points, `.changed` as
/// they move, `.ended` when they lift (spec GR-06).
///
/// With `allowedScrollTypesMask`, it also follows a trackpad's two-finger scrolling
/// (`.continuous`) or a mouse wheel's clicks (`.discrete`) under the pointer — none by
/// default (spec GR-07). Scrolling content down is a pan upward: the translation is the
/// opposite of the scroll delta.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    /// Which scrolling the recognizer follows (iOS 13.4).
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    static let hysteresis: CGFloat = 10

    /// Translation so far in window coordinates.
    private var translationInWindow = CGVector.zero
    /// Where the touches' centroid was when the translation was last measured from.
    private var anchor: CGPoint?
    private var samples: [(time: TimeInterval, translation: CGVector)] = []

    /// The translation since the gesture began, in `view`'s coordinate system (the window's
    /// when nil).
    open func translation(in view: UIView?) -> CGPoint {
        let vector = convert(translationInWindow, to: view)
        return CGPoint(x: vector.dx, y: vector.dy)
    }

    /// Replaces the translation measured so far (in `view`'s coordinate system).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        translationInWindow = convert(CGVector(dx: translation.x, dy: translation.y), from: view)
        samples = []
    }

    /// Points per second over the last tenth of a second, in `view`'s coordinate system.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let last = samples.last, let first = samples.first(where: { last.time - $0.time <= 0.1 }),
              last.time > first.time else { return .zero }
        let elapsed = CGFloat(last.time - first.time)
        let window = convert(CGVector(dx: (last.translation.dx - first.translation.dx) / elapsed,
                                      dy: (last.translation.dy - first.translation.dy) / elapsed), to: view)
        return CGPoint(x: window.dx, y: window.dy)
    }

    private func convert(_ vector: CGVector, to view: UIView?) -> CGVector {
        guard let view, let window = view.window else { return vector }
        let origin = window.convert(CGPoint.zero, to: view)
        let tip = window.convert(CGPoint(x: vector.dx, y: vector.dy), to: view)
        return CGVector(dx: tip.x - origin.x, dy: tip.y - origin.y)
    }

    private func convert(_ vector: CGVector, from view: UIView?) -> CGVector {
        guard let view, let window = view.window else { return vector }
        let origin = view.convert(CGPoint.zero, to: window)
        let tip = view.convert(CGPoint(x: vector.dx, y: vector.dy), to: window)
        return CGVector(dx: tip.x - origin.x, dy: tip.y - origin.y)
    }

    private var liveTouches: [UITouch] { trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled } }

    private func centroid(of touches: [UITouch]) -> CGPoint {
        let points = touches.map { $0.location(in: nil) }
        return CGPoint(x: points.map(\.x).reduce(0, +) / CGFloat(max(1, points.count)),
                       y: points.map(\.y).reduce(0, +) / CGFloat(max(1, points.count)))
    }

    /// Moves the anchor without moving the translation, when fingers join or leave.
    private func rebase() {
        let live = liveTouches
        anchor = live.isEmpty ? nil : centroid(of: live)
    }

    private func record(_ time: TimeInterval) {
        samples.append((time, translationInWindow))
        samples.removeAll { time - $0.time > 0.25 }
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if liveTouches.count > maximumNumberOfTouches {
            // Extra fingers are ignored once the pan has begun, and fail it before.
            if state == .possible {
                state = .failed
            } else {
                for touch in touches { ignore(touch, for: event) }
            }
            return
        }
        rebase()
        record(event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let live = liveTouches
        guard let anchor, !live.isEmpty else { return }
        let now = centroid(of: live)
        translationInWindow.dx += now.x - anchor.x
        translationInWindow.dy += now.y - anchor.y
        self.anchor = now
        record(event.timestamp)
        switch state {
        case .possible:
            guard live.count >= minimumNumberOfTouches else { return }
            if hypot(translationInWindow.dx, translationInWindow.dy) >= Self.hysteresis {
                state = panMayBegin(translationInWindow) ? .began : .failed
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        record(event.timestamp)
        let remaining = liveTouches.filter { !touches.contains($0) }
        if remaining.isEmpty || remaining.count < minimumNumberOfTouches {
            if state == .began || state == .changed {
                state = .ended
            } else if state == .possible, remaining.isEmpty {
                state = .failed
            }
            return
        }
        anchor = centroid(of: remaining)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = state == .possible ? .failed : .cancelled
    }

    /// Whether a drag this far (window coordinates) may begin the pan; subclasses restrict
    /// the direction.
    func panMayBegin(_ translation: CGVector) -> Bool { true }

    override func acceptsPointerEvents(of type: UIEvent.EventType) -> Bool {
        type == .scroll && !allowedScrollTypesMask.isEmpty
    }

    override func handlePointerEvent(_ event: UIEvent) -> Bool {
        let scroll = event.scroll
        guard allowedScrollTypesMask.contains(scroll.isContinuous ? .continuous : .discrete) else {
            if state == .possible { state = .failed }
            return false
        }
        switch scroll.phase {
        case .began, .changed:
            translationInWindow.dx -= scroll.delta.dx
            translationInWindow.dy -= scroll.delta.dy
            record(event.timestamp)
            if scroll.delta != .zero {
                state = state == .possible ? .began : .changed
            }
        case .ended:
            if state == .began || state == .changed { state = .ended }
        case .cancelled:
            if state == .began || state == .changed { state = .cancelled }
        }
        return true
    }

    open override func reset() {
        super.reset()
        translationInWindow = .zero
        anchor = nil
        samples = []
    }
}

/// The kinds of scrolling a pan recognizer follows (iOS 13.4).
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A mouse wheel's clicks.
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    /// A trackpad's or precise wheel's smooth scrolling.
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}

/// The kinds of scrolling a pointing device makes: a mouse wheel's clicks (`discrete`) or a
/// trackpad's continuous movement (`continuous`). `UIScrollTypeMask` selects them.
public enum UIScrollType: Int, Sendable {
    case discrete
    case continuous
}
