import Dispatch
import Foundation
import QuartzCore

extension DispatchQueue {
    /// Runs `work` on the main queue once Core Animation's clock (`CACurrentMediaTime()`)
    /// reaches `mediaDeadline` — the clock UIKit's animations, gesture timeouts and timers run
    /// on. It stands beside `asyncAfter(deadline:)` (uptime) and `asyncAfter(wallDeadline:)`
    /// (wall clock):
    ///
    /// ```swift
    /// DispatchQueue.main.asyncAfter(mediaDeadline: CACurrentMediaTime() + 2) {
    ///     self.banner.isHidden = true
    /// }
    /// ```
    ///
    /// Under the GTK host that clock is real time, so this behaves as
    /// `asyncAfter(deadline: .now() + 2)`. Under the headless host it is the virtual clock:
    /// the work runs when a test's `HeadlessScreen.advance(by:)` passes the deadline, in order
    /// with UIKit's own timers — deterministically. `asyncAfter(deadline:)` keeps real time
    /// there (libdispatch's clock cannot be replaced), so code that tests should control uses
    /// this form; see docs/testing.md.
    ///
    /// Call it on `DispatchQueue.main`: the work runs on the main actor.
    @preconcurrency @MainActor
    public func asyncAfter(mediaDeadline: CFTimeInterval, execute work: @escaping @MainActor () -> Void) {
        guard label == DispatchQueue.main.label else {
            UIKitFailure.raise("DispatchQueue.asyncAfter(mediaDeadline:execute:) runs its work on the main actor: call it on DispatchQueue.main (queue '\(label)' keeps asyncAfter(deadline:execute:)).")
            return
        }
        if let host = UIKitHost.current {
            host.schedule(at: mediaDeadline, work)
        } else {
            // No host yet (before UIApplicationMain): Core Animation's clock is real time.
            let delay = max(0, mediaDeadline - CACurrentMediaTime())
            nonisolated(unsafe) let work = work
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) { MainActor.assumeIsolated { work() } }
        }
    }
}
