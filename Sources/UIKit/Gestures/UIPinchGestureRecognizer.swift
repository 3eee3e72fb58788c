import Foundation

/// A continuous recognizer for two fingers moving apart or together — or a trackpad pinch
/// (spec GR-06, GR-08). `scale` is the distance between the fingers relative to where they
/// started (times the scale you set); it begins once that distance changed by 8 points.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale since the gesture began; settable, to start from another scale.
    open var scale: CGFloat = 1 {
        didSet { if !isUpdating { baseScale = scale / max(currentRatio, 0.0001) } }
    }

    /// Scale per second.
    open private(set) var velocity: CGFloat = 0

    static let hysteresis: CGFloat = 8

    private var startDistance: CGFloat?
    private var baseScale: CGFloat = 1
    private var currentRatio: CGFloat = 1
    private var lastSample: (time: TimeInterval, scale: CGFloat)?
    private var isUpdating = false

    private func distance() -> CGFloat? {
        let live = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
        guard live.count >= 2 else { return nil }
        let a = live[0].location(in: nil), b = live[1].location(in: nil)
        return hypot(b.x - a.x, b.y - a.y)
    }

    private func update(ratio: CGFloat, time: TimeInterval) {
        currentRatio = ratio
        let newScale = baseScale * ratio
        if let lastSample, time > lastSample.time { velocity = (newScale - lastSample.scale) / CGFloat(time - lastSample.time) }
        lastSample = (time, newScale)
        isUpdating = true
        scale = newScale
        isUpdating = false
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard twoFingerTouchesBegan() else { return }
        if let distance = distance(), startDistance == nil { startDistance = distance }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let startDistance, startDistance > 0, let distance = distance() else { return }
        twoFingerTouchesMoved(pastHysteresis: abs(distance - startDistance) >= Self.hysteresis) {
            update(ratio: distance / startDistance, time: event.timestamp)
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        twoFingerTouchesEnded()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        twoFingerTouchesCancelled()
    }

    override func acceptsPointerEvents(of type: UIEvent.EventType) -> Bool { type == .transform }

    override func handlePointerEvent(_ event: UIEvent) -> Bool {
        let transform = event.transform
        return handleTransformPhase(transform.phase, moved: transform.scale != 1) {
            update(ratio: transform.scale, time: event.timestamp)
        }
    }

    open override func reset() {
        super.reset()
        startDistance = nil
        currentRatio = 1
        baseScale = 1
        lastSample = nil
        velocity = 0
        isUpdating = true
        scale = 1
        isUpdating = false
    }
}
