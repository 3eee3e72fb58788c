import Foundation

/// What an item provider's completion handler was given, written on its background queue and
/// read by the test after a turn of the headless host (which waits for those handlers).
final class Delivered<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storedValue: Value?
    private var storedError: Error?
    private var storedCalls = 0
    private var storedOnMainThread: [Bool] = []

    var value: Value? { lock.withLock { storedValue } }
    var error: Error? { lock.withLock { storedError } }
    var calls: Int { lock.withLock { storedCalls } }
    /// For each call, whether it ran on the main thread.
    var onMainThread: [Bool] { lock.withLock { storedOnMainThread } }

    /// A completion handler recording into this box.
    var handler: @Sendable (Value?, Error?) -> Void {
        { [self] value, error in
            let isMain = Thread.isMainThread
            lock.withLock {
                storedValue = value
                storedError = error
                storedCalls += 1
                storedOnMainThread.append(isMain)
            }
        }
    }
}

/// Values appended from any queue.
final class LockedList<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Value] = []
    var values: [Value] { lock.withLock { stored } }
    func append(_ value: Value) { lock.withLock { stored.append(value) } }
}
