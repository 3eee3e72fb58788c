import Foundation

/// Calls its target once per display frame, in step with the host's frame clock (virtual
/// under the headless host).
///
/// Like Core Animation's, the link keeps its target alive until `invalidate()`, and it fires
/// only while the main run loop is in a mode it was added for: a link added for `.default`
/// pauses while a scroll view tracks (`RunLoop.Mode.tracking`), one added for `.common` does
/// not. Slate's hosts drive every link from their frame clock, whichever run loop it names.
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
    private var target: AnyObject?
    private let selector: Selector
    /// The run-loop modes the link was added for.
    private var modes: Set<RunLoop.Mode> = []
    private var isScheduled: Bool { !modes.isEmpty }
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

    /// Starts firing in the frames the main run loop spends in `mode` (a link can be added for
    /// several modes).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard target != nil else { return }
        modes.insert(mode)
        FrameScheduler.register(self)
    }

    /// Stops firing in `mode`; removed from its last mode, the link stops (and can be added
    /// again).
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.remove(mode)
        if modes.isEmpty { FrameScheduler.unregister(self) }
    }

    /// Stops the link for good and releases its target.
    open func invalidate() {
        modes = []
        target = nil
        FrameScheduler.unregister(self)
    }

    /// A frame at `now`, the main run loop in `mode`.
    func frameDidArrive(at now: CFTimeInterval, in mode: RunLoop.Mode) {
        guard isScheduled, let target else { return }
        guard modes.contains(where: { MainRunLoopMode.runs($0, in: mode) }) else { return }
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
