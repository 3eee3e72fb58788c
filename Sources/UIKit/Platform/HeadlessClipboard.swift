import Foundation
import SlatePlatform

/// The headless host's clipboard: in memory, for this process. Tests play "another
/// application" by writing to it directly.
@MainActor
package final class HeadlessClipboard: PlatformClipboard {
    package private(set) var changeCount = 0
    private var items: [[String: Data]] = []

    package init() {}

    package func readItems() -> [[String: Data]] { items }

    package func writeItems(_ newItems: [[String: Data]]) {
        items = newItems
        changeCount += 1
    }
}
