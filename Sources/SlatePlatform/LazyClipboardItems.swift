import Foundation

/// Lazy items resolved once each: what hosts keep for their own process's reads.
@MainActor
package final class LazyClipboardItems {
    private var producers: [[String: PlatformLazyData]]
    private var produced: [[String: Data?]]

    package init(_ items: [[String: PlatformLazyData]]) {
        producers = items
        produced = items.map { _ in [:] }
    }

    package var types: [[String]] { producers.map { $0.keys.sorted() } }

    /// The data of `type` in item `index`, made on first request.
    package func data(forType type: String, inItem index: Int) -> Data? {
        if let made = produced[index][type] { return made }
        let data = producers[index][type]?()
        produced[index][type] = .some(data)
        return data
    }

    /// Every item with every type made.
    package func resolved() -> [[String: Data]] {
        producers.indices.map { index in
            producers[index].keys.reduce(into: [:]) { item, type in item[type] = data(forType: type, inItem: index) }
        }
    }
}
