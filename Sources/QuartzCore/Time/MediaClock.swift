import Dispatch
import Synchronization

/// The clock Core Animation samples. Hosts replace the source: the headless host installs a
/// virtual clock that only moves when told.
package enum MediaClock {
    /// The closure lives in a class so that the lock holds a reference, not a function value:
    /// a function stored in a generic container and touched through `inout` is re-abstracted
    /// on every access, and the write-back kept the thunks — each reading of the clock wrapped
    /// the stored closure twice more, until a long-running app overflowed its stack calling it.
    private final class Source: Sendable {
        let read: @Sendable () -> CFTimeInterval
        init(_ read: @escaping @Sendable () -> CFTimeInterval) { self.read = read }
    }

    private static let source = Mutex(Source(MediaClock.monotonic))

    package static func now() -> CFTimeInterval {
        source.withLock { $0 }.read()
    }

    package static func install(_ clock: @escaping @Sendable () -> CFTimeInterval) {
        let replacement = Source(clock)
        source.withLock { $0 = replacement }
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
