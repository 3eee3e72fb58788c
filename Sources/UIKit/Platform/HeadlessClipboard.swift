import Foundation
import SlatePlatform

/// The headless host's clipboard: in memory, for this process. Tests play "another
/// application" by writing to it directly. Lazy items are made when first read.
@MainActor
package final class HeadlessClipboard: PlatformClipboard {
    package private(set) var changeCount = 0
    private var items: [[String: Data]] = []
    private var lazyItems: LazyClipboardItems?

    package init() {}

    package func readItems() -> [[String: Data]] { lazyItems?.resolved() ?? items }

    package func writeItems(_ newItems: [[String: Data]]) {
        items = newItems
        lazyItems = nil
        changeCount += 1
    }

    package func writeLazyItems(_ newItems: [[String: PlatformLazyData]]) {
        items = []
        lazyItems = LazyClipboardItems(newItems)
        changeCount += 1
    }
}
