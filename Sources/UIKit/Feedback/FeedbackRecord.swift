import Foundation

/// What feedback the app asked for, newest last (kept for tests, bounded).
@MainActor
package enum FeedbackRecord {
    package private(set) static var requests: [String] = []

    static func add(_ request: String) {
        requests.append(request)
        if requests.count > 100 { requests.removeFirst(requests.count - 100) }
    }

    package static func clear() { requests.removeAll() }
}
