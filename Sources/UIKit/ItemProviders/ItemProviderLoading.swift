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
    /// Where completion handlers run: off the main thread, one at a time.
    private static let completions = TurnAwaitedQueue(label: "slate.item-provider.completions")

    /// Hands a completion handler to the background queue.
    static func deliver(_ completion: @escaping @Sendable () -> Void) {
        completions.async(completion)
    }

    /// Blocks until every completion handed over so far has run. The headless host calls it
    /// at the end of each turn.
    static func waitForDeliveries() {
        completions.waitForPending()
    }
}
