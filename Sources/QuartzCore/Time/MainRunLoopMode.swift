import CoreFoundation
import Foundation

/// The mode Slate's hosts run the main run loop in: `.default`, or UIKit's tracking mode
/// (`RunLoop.Mode.tracking`) while a scroll view is being dragged or is gliding after one.
///
/// As on iOS, the tracking mode is one of the main run loop's common modes: what is added
/// for `.common` (the main queue, main-actor tasks, timers and display links added for it)
/// goes on while content scrolls, and what is added for `.default` alone waits until the
/// scrolling stops.
@MainActor
package enum MainRunLoopMode {
    /// UIKit's `UITrackingRunLoopMode`.
    nonisolated package static let tracking = RunLoop.Mode("UITrackingRunLoopMode")

    /// Whether UI tracking is under way (UIKit answers; nothing tracks without it).
    package static var isTracking: @MainActor () -> Bool = { false }

    /// The mode to run the main run loop in now.
    package static var current: RunLoop.Mode {
        _ = trackingIsCommon
        return isTracking() ? tracking : .default
    }

    /// Whether something added for `mode` runs while the run loop is in `current`.
    package static func runs(_ mode: RunLoop.Mode, in current: RunLoop.Mode) -> Bool {
        mode == current || (mode == .common && (current == .default || current == tracking))
    }

    /// Adds the tracking mode to the main run loop's common modes, once: `.common` timers join
    /// it from then on (CFRunLoop copies its common items into each mode made common), and the
    /// main queue is drained in it (CFRunLoop drains it in every common mode). A timer that
    /// never fires makes the mode exist: CFRunLoop makes a mode only for an item, and running
    /// a mode that does not exist returns at once, draining nothing.
    private static let trackingIsCommon: Void = {
        let name = CFStringCreateWithCString(nil, tracking.rawValue, CFStringEncoding(0x0800_0100)) // UTF-8
        if let name { CFRunLoopAddCommonMode(CFRunLoopGetMain(), name) }
        RunLoop.main.add(Timer(fire: .distantFuture, interval: 0, repeats: false) { _ in }, forMode: tracking)
    }()
}
