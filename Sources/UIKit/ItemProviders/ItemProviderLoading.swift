import Foundation

/// When and where an item provider's loads run, as UIKit runs them: never inside the call
/// that asks — the representation is asked for its data on a later turn of the main loop
/// (`UIKitHost.runOnNextTurn`) — and each completion handler on a background queue.
///
/// The completions run one at a time on one serial queue, in the order their data arrived, so
/// that the headless host can wait for all of them at the end of each turn
/// (`waitForDeliveries()`) and a test sees the same order every run.
@MainActor
enum ItemProviderLoading {
    private static var queue = DispatchQueue(label: "slate.item-provider.completions")
    /// The process the queue belongs to: a process forked from this one (the fuzzer's
    /// children) inherits the queue in whatever state the parent's threads left it — busy
    /// forever, if a handler was running — so it makes its own.
    private static var queueProcess = getpid()
    /// Whether a handler was handed over since the last wait: a turn that delivered nothing
    /// does not touch the queue.
    private static var awaitingDeliveries = false

    /// Where completion handlers run: off the main thread, one at a time.
    private static var completionQueue: DispatchQueue {
        if getpid() != queueProcess {
            queue = DispatchQueue(label: "slate.item-provider.completions")
            queueProcess = getpid()
            awaitingDeliveries = false
        }
        return queue
    }

    /// Hands a completion handler to the background queue.
    static func deliver(_ completion: @escaping @Sendable () -> Void) {
        completionQueue.async(execute: completion)
        awaitingDeliveries = true
    }

    /// Blocks until every completion handed over so far has run. The headless host calls it
    /// at the end of each turn; a completion that waits for the main thread synchronously
    /// (`DispatchQueue.main.sync`) would deadlock it there — hop with `async`, as on iOS.
    static func waitForDeliveries() {
        guard awaitingDeliveries, getpid() == queueProcess else { return }
        completionQueue.sync {}
        awaitingDeliveries = false
    }
}
