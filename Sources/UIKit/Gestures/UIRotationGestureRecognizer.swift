import Foundation

/// A continuous recognizer for two fingers turning around each other — or a trackpad
/// rotation (spec GR-06, GR-08). `rotation` is in radians, clockwise positive, since the
/// gesture began (plus what you set); it begins once the fingers turned 0.1 radians.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The rotation since the gesture began; settable, to start from another angle.
    open var rotation: CGFloat = 0 {
        didSet { if !isUpdating { baseRotation = rotation - currentDelta } }
    }

    /// Radians per second.
    open private(set) var velocity: CGFloat = 0

    static let hysteresis: CGFloat = 0.1

    private var startAngle: CGFloat?
    private var baseRotation: CGFloat = 0
    private var currentDelta: CGFloat = 0
    private var isUpdating = false
    private var lastSample: (time: TimeInterval, rotation: CGFloat)?

    private func angle() -> CGFloat? {
        let live = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
        guard live.count >= 2 else { return nil }
        let a = live[0].location(in: nil), b = live[1].location(in: nil)
        return atan2(b.y - a.y, b.x - a.x)
    }

    private func update(delta: CGFloat, time: TimeInterval) {
        currentDelta = delta
        let newRotation = baseRotation + delta
        if let lastSample, time > lastSample.time { velocity = (newRotation - lastSample.rotation) / CGFloat(time - lastSample.time) }
        lastSample = (time, newRotation)
        isUpdating = true
        rotation = newRotation
        isUpdating = false
    }

    /// The difference of two angles, within ±π.
    private static func normalized(_ angle: CGFloat) -> CGFloat {
        var value = angle
        while value > .pi { value -= 2 * .pi }
        while value < -.pi { value += 2 * .pi }
        return value
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard twoFingerTouchesBegan() else { return }
        if let angle = angle(), startAngle == nil { startAngle = angle }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let startAngle, let angle = angle() else { return }
        let delta = Self.normalized(angle - startAngle)
        twoFingerTouchesMoved(pastHysteresis: abs(delta) >= Self.hysteresis) {
            update(delta: delta, time: event.timestamp)
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
        return handleTransformPhase(transform.phase, moved: transform.rotation != 0) {
            update(delta: transform.rotation, time: event.timestamp)
        }
    }

    open override func reset() {
        super.reset()
        startAngle = nil
        baseRotation = 0
        currentDelta = 0
        lastSample = nil
        velocity = 0
        isUpdating = true
        rotation = 0
        isUpdating = false
    }
}
