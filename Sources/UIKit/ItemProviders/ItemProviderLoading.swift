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
