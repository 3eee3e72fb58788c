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

/// A named pasteboard's store: an in-memory clipboard of its own (the headless host's kind).
@MainActor
final class MemoryPasteboardStore: PasteboardStore {
    private let clipboard = HeadlessClipboard()

    var changeCount: Int { clipboard.changeCount }
    func read() -> [[String: Data]] { clipboard.readItems() }
    func write(_ items: [[String: Data]]) { clipboard.writeItems(items) }
    func writeLazy(_ items: [[String: PlatformLazyData]]) { clipboard.writeLazyItems(items) }
}
