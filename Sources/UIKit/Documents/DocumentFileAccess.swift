import Foundation

/// Where `UIDocument` reads and writes files: off the main thread, one access at a time, on
/// one serial queue — UIKit's file-access queue, which `performAsynchronousFileAccess(_:)`
/// hands blocks to.
///
/// The headless host waits for every access handed over so far at the end of each turn
/// (`waitForPendingAccess()`), so the main-queue completion an access schedules runs on the
/// next turn, the same in every run.
@MainActor
enum DocumentFileAccess {
    private static let queue = TurnAwaitedQueue(label: "slate.document.file-access")

    /// Runs `block` on the file-access queue after the accesses handed over before it.
    static func perform(_ block: @escaping @Sendable () -> Void) {
        queue.async(block)
    }

    /// Blocks until every access handed over so far has run.
    static func waitForPendingAccess() {
        queue.waitForPending()
    }
}

/// Carries a value that is only ever used by one thread at a time across a queue hop: the
/// contents a document hands to its writer, a completion handler handed back to the main queue.
struct DocumentHandoff<Value>: @unchecked Sendable {
    let value: Value
}
