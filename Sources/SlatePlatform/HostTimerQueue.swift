import Foundation

/// UIKit's timers on a host's clock (`PlatformHost.schedule(at:_:)`), in firing order: by
/// time, then by the order they were scheduled. Both hosts keep one.
@MainActor
package final class HostTimerQueue {
    private var timers: [HostTimer] = []
    private var sequence = 0

    package init() {}

    package func schedule(at time: TimeInterval, _ action: @escaping @MainActor () -> Void) -> HostTimer {
        sequence += 1
        let timer = HostTimer(fireTime: time, sequence: sequence, action: action)
        timers.append(timer)
        return timer
    }

    /// The next timer to fire, if any is still scheduled.
    package var next: HostTimer? {
        timers.removeAll { $0.isCancelled }
        return timers.min { ($0.fireTime, $0.sequence) < ($1.fireTime, $1.sequence) }
    }

    package func hasDueTimer(at now: TimeInterval) -> Bool {
        next.map { $0.fireTime <= now } ?? false
    }

    /// Fires, one at a time and in order, every timer due at `now` — including ones that
    /// firing timers schedule for `now` or earlier.
    package func fireDue(at now: TimeInterval) {
        while let timer = next, timer.fireTime <= now {
            timers.removeAll { $0 === timer }
            timer.fire()
        }
    }
}

/// One scheduled action.
@MainActor
package final class HostTimer: PlatformTimer {
    package let fireTime: TimeInterval
    let sequence: Int
    private var action: (@MainActor () -> Void)?

    init(fireTime: TimeInterval, sequence: Int, action: @escaping @MainActor () -> Void) {
        self.fireTime = fireTime
        self.sequence = sequence
        self.action = action
    }

    package var isCancelled: Bool { action == nil }

    package func cancel() { action = nil }

    func fire() {
        let action = self.action
        self.action = nil
        action?()
    }
}
