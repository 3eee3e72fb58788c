import Dispatch
import Synchronization

/// The clock Core Animation samples. Hosts replace the source: the headless host installs a
/// virtual clock that only moves when told.
package enum MediaClock {
    private static let source = Mutex<@Sendable () -> CFTimeInterval>(MediaClock.monotonic)

    package static func now() -> CFTimeInterval {
        // Called inside the lock: returning the closure itself through the generic
        // `withLock` wraps it in reabstraction thunks on every call.
        source.withLock { $0() }
    }

    package static func install(_ clock: @escaping @Sendable () -> CFTimeInterval) {
        source.withLock { $0 = clock }
    }

    package static func installMonotonic() {
        install(monotonic)
    }

    /// Seconds since boot, never going backwards.
    package static let monotonic: @Sendable () -> CFTimeInterval = {
        Double(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
    }
}

/// The current time on Core Animation's clock, in seconds. Under the headless host this is
/// its virtual clock.
public func CACurrentMediaTime() -> CFTimeInterval {
    MediaClock.now()
}
