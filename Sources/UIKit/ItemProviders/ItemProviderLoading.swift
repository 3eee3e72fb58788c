import Foundation

/// When and where an item provider's loads run, as UIKit runs them: never inside the call
/// that asks — the representation is asked for its data on a later turn of the main loop — and
/// each completion handler on a background queue.
///
/// The completions run one at a time on one serial queue, in the order their data arrived, so
/// that the headless host can wait for all of them at the end of each turn
/// (`waitForDeliveries()`) and a test sees the same order every run.
enum ItemProviderLoading {
    /// Where completion handlers run: off the main thread, one at a time.
    static let completionQueue = DispatchQueue(label: "slate.item-provider.completions")

    /// Runs `work` on the main actor on a later turn: a host timer due now (the headless host's
    /// next turn), or the main queue without a host.
    @MainActor
    static func startLater(_ work: @escaping @MainActor () -> Void) {
        if let host = UIKitHost.current {
            _ = host.schedule(at: host.currentTime, work)
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
        }
    }

    /// Hands a completion handler to the background queue.
    static func deliver(_ completion: @escaping @Sendable () -> Void) {
        completionQueue.async(execute: completion)
    }

    /// Blocks until every completion handed over so far has run. The headless host calls it
    /// at the end of each turn; a completion that waits for the main thread synchronously
    /// (`DispatchQueue.main.sync`) would deadlock it there — hop with `async`, as on iOS.
    static func waitForDeliveries() {
        completionQueue.sync {}
    }
}

/// A drop whose items' providers count the loads the app makes through them (issue 44.6): each
/// adds a unit to the drop session's `progress`, finished when its data has arrived, and — for
/// the app's own drags, whose providers do not count themselves — holds the drop's
/// indicator until then.
@MainActor
final class DropLoadSink {
    let progress: Progress
    private let loads: DropLoadTracker?
    /// Runs once, when the last load counted here has ended: the source hears its items were
    /// transferred.
    private var whenAllEnded: (() -> Void)?
    private var inFlight = 0

    init(progress: Progress, loads: DropLoadTracker?, whenAllEnded: (() -> Void)? = nil) {
        self.progress = progress
        self.loads = loads
        self.whenAllEnded = whenAllEnded
    }

    func started() {
        inFlight += 1
        progress.totalUnitCount += 1
        loads?.started()
    }

    func ended() {
        inFlight -= 1
        progress.completedUnitCount += 1
        loads?.ended()
        if inFlight == 0, let whenAllEnded {
            self.whenAllEnded = nil
            whenAllEnded()
        }
    }
}
