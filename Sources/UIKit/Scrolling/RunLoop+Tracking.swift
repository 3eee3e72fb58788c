import Foundation

extension RunLoop.Mode {
    /// The mode the main run loop runs in while a scroll view is dragged or glides after a
    /// drag (`UITrackingRunLoopMode`). It is one of the common modes: what is added for
    /// `.common` goes on while content scrolls; what is added for `.default` alone (a
    /// `Timer.scheduledTimer`, a display link) waits until the scrolling stops.
    public static let tracking = MainRunLoopMode.tracking
}
