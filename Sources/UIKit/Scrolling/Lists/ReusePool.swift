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

    /// Pools a view that left the screen, or drops it when it has no identifier.
    mutating func retire(_ view: View, identifier: String?) {
        if let identifier { enqueue(view, identifier: identifier) } else { view.removeFromSuperview() }
    }

    /// `cls` as a class of this pool's views, or a stop naming `api` when it is not one.
    static func viewClass(_ cls: AnyClass, api: String) -> View.Type {
        guard let type = cls as? View.Type else {
            preconditionFailure("\(api): \(cls) is not a \(View.self) subclass; register a subclass of \(View.self)")
        }
        return type
    }
}
