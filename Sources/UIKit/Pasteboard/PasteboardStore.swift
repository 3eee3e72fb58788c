import Foundation
import SlatePlatform

/// Where a pasteboard keeps its items: the host's clipboard or this process's memory.
@MainActor
protocol PasteboardStore: AnyObject {
    var changeCount: Int { get }
    func read() -> [[String: Data]]
    func write(_ items: [[String: Data]])
    func writeLazy(_ items: [[String: PlatformLazyData]])
}

/// The general pasteboard's store: the clipboard of the current host, shared with other
/// applications. Without a host (a command-line tool), items stay in memory.
@MainActor
final class HostPasteboardStore: PasteboardStore {
    private let fallback = MemoryPasteboardStore()

    private var clipboard: PlatformClipboard? { UIKitHost.current?.clipboard }

    var changeCount: Int { clipboard?.changeCount ?? fallback.changeCount }
    func read() -> [[String: Data]] { clipboard?.readItems() ?? fallback.read() }
    func write(_ items: [[String: Data]]) {
        if let clipboard { clipboard.writeItems(items) } else { fallback.write(items) }
    }
    func writeLazy(_ items: [[String: PlatformLazyData]]) {
        if let clipboard { clipboard.writeLazyItems(items) } else { fallback.writeLazy(items) }
    }
}

/// A named pasteboard's store, in memory.
@MainActor
final class MemoryPasteboardStore: PasteboardStore {
    private(set) var changeCount = 0
    private var items: [[String: Data]] = []
    private var lazyItems: LazyClipboardItems?

    func read() -> [[String: Data]] { lazyItems?.resolved() ?? items }
    func write(_ newItems: [[String: Data]]) {
        items = newItems
        lazyItems = nil
        changeCount += 1
    }
    func writeLazy(_ newItems: [[String: PlatformLazyData]]) {
        items = []
        lazyItems = LazyClipboardItems(newItems)
        changeCount += 1
    }
}
