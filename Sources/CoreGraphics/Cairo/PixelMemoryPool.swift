import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Keeps the memory of large pixel buffers that were freed, to give it again to the next
/// buffer of the same size.
///
/// A window resized across a size-class boundary swaps its frame buffer (22 MB at
/// 2732×2048) and the backing stores of every view whose width changed. Memory that large
/// comes from the kernel (`mmap`) and goes back to it when freed, so each new buffer took a
/// page fault and a zeroed page for every 4 KB it touched: half the cost of expanding a split
/// view (14 ms, of which 7 were the kernel's; the `SplitView` benchmark). Buffers are asked
/// for again at the sizes just freed (a window going back and forth, cells laid out at the
/// same widths), so freed blocks of 256 KB or more are kept — by exact size, the most recent
/// first, at most 96 MB and 64 blocks — and handed out before asking `malloc`.
///
/// Thread-safe: Cairo frees a surface wherever its last reference goes.
enum PixelMemoryPool {
    /// Blocks smaller than this come from and go back to `malloc` directly.
    static let smallestPooled = 256 * 1024
    static let capacityBytes = 96 * 1024 * 1024
    static let capacityBlocks = 64

    private struct Block {
        let pointer: UnsafeMutableRawPointer
        let size: Int
    }

    private static let lock = NSLock()
    /// Freed blocks, oldest first.
    nonisolated(unsafe) private static var free: [Block] = []
    nonisolated(unsafe) private static var freeBytes = 0
    /// The size of every pooled block handed out, by address.
    nonisolated(unsafe) private static var sizes: [UnsafeMutableRawPointer: Int] = [:]

    /// `size` bytes of uninitialized memory, or nil when there is not that much.
    static func allocate(_ size: Int) -> UnsafeMutableRawPointer? {
        guard size >= smallestPooled else { return malloc(max(1, size)) }
        lock.lock()
        defer { lock.unlock() }
        if let index = free.lastIndex(where: { $0.size == size }) {
            let block = free.remove(at: index)
            freeBytes -= block.size
            sizes[block.pointer] = size
            return block.pointer
        }
        guard let pointer = malloc(size) else { return nil }
        sizes[pointer] = size
        return pointer
    }

    /// Takes back memory `allocate` gave.
    static func release(_ pointer: UnsafeMutableRawPointer?) {
        guard let pointer else { return }
        lock.lock()
        guard let size = sizes.removeValue(forKey: pointer) else {
            lock.unlock()
            Foundation.free(pointer)
            return
        }
        free.append(Block(pointer: pointer, size: size))
        freeBytes += size
        var evicted: [UnsafeMutableRawPointer] = []
        while freeBytes > capacityBytes || free.count > capacityBlocks {
            let oldest = free.removeFirst()
            freeBytes -= oldest.size
            evicted.append(oldest.pointer)
        }
        lock.unlock()
        evicted.forEach { Foundation.free($0) }
    }

    /// What the pool holds (for tests).
    static var heldBlocks: Int {
        lock.lock()
        defer { lock.unlock() }
        return free.count
    }
}
