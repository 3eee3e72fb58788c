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
    private static var queue = DispatchQueue(label: "slate.document.file-access")
    /// A process forked from this one (the fuzzer's children) inherits the queue in whatever
    /// state the parent's threads left it, so it makes its own.
    private static var queueProcess = getpid()
    private static var awaitingAccess = false

    private static var accessQueue: DispatchQueue {
        if getpid() != queueProcess {
            queue = DispatchQueue(label: "slate.document.file-access")
            queueProcess = getpid()
            awaitingAccess = false
        }
        return queue
    }

    /// Runs `block` on the file-access queue after the accesses handed over before it.
    static func perform(_ block: @escaping @Sendable () -> Void) {
        accessQueue.async(execute: block)
        awaitingAccess = true
    }

    /// Blocks until every access handed over so far has run. A block that waits for the main
    /// thread synchronously (`DispatchQueue.main.sync`) would deadlock the headless host here
    /// — hop with `async`, as UIKit's own reads and writes do.
    static func waitForPendingAccess() {
        guard awaitingAccess, getpid() == queueProcess else { return }
        accessQueue.sync {}
        awaitingAccess = false
    }
}

/// Carries a value that is only ever used by one thread at a time across a queue hop: the
/// contents a document hands to its writer, a completion handler handed back to the main queue.
struct DocumentHandoff<Value>: @unchecked Sendable {
    let value: Value
}
