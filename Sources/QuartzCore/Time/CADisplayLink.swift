import Foundation

/// Calls its target once per display frame, in step with the host's frame clock (virtual
/// under the headless host).
///
/// Like Core Animation's, the link keeps its target alive until `invalidate()`; the run loop
/// it is added to is where it fires — Slate's hosts drive every link from their frame clock.
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
    private var target: AnyObject?
    private let selector: Selector
    private var isScheduled = false
    private var lastFire: CFTimeInterval?

    /// The time of the last frame the link fired for.
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time the next frame will be shown.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// Seconds between display frames.
    open private(set) var duration: CFTimeInterval = FrameScheduler.frameInterval

    open var isPaused = false
    /// Frames per second wanted; 0 for the display's rate.
    open var preferredFramesPerSecond = 0

    /// The range of frame rates wanted (iOS 15); its preferred rate is used.
    open var preferredFrameRateRange = CAFrameRateRange.default {
        didSet { preferredFramesPerSecond = Int(preferredFrameRateRange.preferred ?? 0) }
    }

    /// A link that sends `sel` to `target`, with the link as the argument.
    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        selector = sel
        super.init()
    }

    /// Starts firing. Slate's links fire in every run-loop mode, in step with frames.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard target != nil else { return }
        isScheduled = true
        FrameScheduler.register(self)
    }

    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        isScheduled = false
        FrameScheduler.unregister(self)
    }

    /// Stops the link for good and releases its target.
    open func invalidate() {
        isScheduled = false
        target = nil
        FrameScheduler.unregister(self)
    }

    func frameDidArrive(at now: CFTimeInterval) {
        guard isScheduled, let target else { return }
        let interval = preferredFramesPerSecond > 0 ? 1 / Double(preferredFramesPerSecond) : FrameScheduler.frameInterval
        if let lastFire, now - lastFire < interval - 0.0005 { return }
        lastFire = now
        duration = FrameScheduler.frameInterval
        timestamp = now
        targetTimestamp = now + interval
        selector.perform(on: target, sender: self)
    }
}

/// A range of frame rates (iOS 15).
public struct CAFrameRateRange: Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
