import Foundation

/// Views waiting to be reused, by reuse identifier. A list never holds more cells than it
/// shows plus what scrolled off since the last layout (TBL-08).
@MainActor
struct ReusePool<View: UIView> {
    private var queues: [String: [View]] = [:]
    /// How many views the list has ever made, per identifier (for tests and benchmarks).
    private(set) var createdCount = 0

    mutating func enqueue(_ view: View, identifier: String) {
        view.isHidden = true
        queues[identifier, default: []].append(view)
    }

    mutating func dequeue(identifier: String) -> View? {
        guard let view = queues[identifier]?.popLast() else { return nil }
        view.isHidden = false
        return view
    }

    mutating func noteCreated() { createdCount += 1 }

    var queuedCount: Int { queues.values.reduce(0) { $0 + $1.count } }

    mutating func removeAll() {
        for queue in queues.values { for view in queue { view.removeFromSuperview() } }
        queues = [:]
    }
}
