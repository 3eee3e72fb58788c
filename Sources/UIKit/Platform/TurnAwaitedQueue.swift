import Foundation

/// A serial background queue whose work the headless host waits for at the end of each turn.
///
/// UIKit runs some work off the main thread (item providers' completion handlers, documents'
/// reads and writes). Here that work runs one block at a time, in the order handed over, and
/// `waitForPending()` blocks until all of it has run, so what it sends back to the main queue
/// arrives on the next turn, the same in every run.
///
/// A process forked from this one (the fuzzer's children) inherits the queue in whatever state
/// the parent's threads left it — busy forever, if a block was running — so it makes its own.
@MainActor
final class TurnAwaitedQueue {
    private let label: String
    private var queue: DispatchQueue
    private var queueProcess = getpid()
    /// Whether a block was handed over since the last wait: a turn that handed over nothing
    /// does not touch the queue.
    private var hasPending = false

    init(label: String) {
        self.label = label
        queue = DispatchQueue(label: label)
    }

    private var currentQueue: DispatchQueue {
        if getpid() != queueProcess {
            queue = DispatchQueue(label: label)
            queueProcess = getpid()
            hasPending = false
        }
        return queue
    }

    /// Runs `block` on the queue after the blocks handed over before it.
    func async(_ block: @escaping @Sendable () -> Void) {
        currentQueue.async(execute: block)
        hasPending = true
    }

    /// Blocks until every block handed over so far has run. A block that waits for the main
    /// thread synchronously (`DispatchQueue.main.sync`) would deadlock here — hop with `async`,
    /// as on iOS.
    func waitForPending() {
        guard hasPending, getpid() == queueProcess else { return }
        currentQueue.sync {}
        hasPending = false
    }
}
