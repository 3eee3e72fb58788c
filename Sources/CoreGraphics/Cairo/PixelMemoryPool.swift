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
/// first, at most 96 MB and 64 blocks — and handed out before asking for new memory.
///
/// Blocks of 2 MB and more (frame buffers, window-wide backing stores) are mapped from the
/// kernel directly and asked to be backed by transparent huge pages where the kernel allows
/// (the 2 MB-aligned stretches of the mapping): one fault per 2 MB rather than per 4 KB when
/// first touched, and one TLB entry per 2 MB when composited.
///
/// Thread-safe: Cairo frees a surface wherever its last reference goes.
enum PixelMemoryPool {
    /// Blocks smaller than this come from and go back to `malloc` directly.
    static let smallestPooled = 256 * 1024
    static let capacityBytes = 96 * 1024 * 1024
    static let capacityBlocks = 64
    /// Blocks this large are mapped (and huge-page backed where the kernel allows).
    static let smallestMapped = 2 * 1024 * 1024

    /// A block handed out or kept: its size, and whether it was mapped (else `malloc`ed).
    private struct Block {
        let pointer: UnsafeMutableRawPointer
        let size: Int
        let isMapped: Bool
    }

    private static let lock = NSLock()
    /// Freed blocks, oldest first.
    nonisolated(unsafe) private static var free: [Block] = []
    nonisolated(unsafe) private static var freeBytes = 0
    /// Every pooled block handed out, by address.
    nonisolated(unsafe) private static var lent: [UnsafeMutableRawPointer: Block] = [:]

    /// `size` bytes, all zero when `zeroed`, else uninitialized; nil when there is not that
    /// much.
    ///
    /// New memory that must be zero comes from a fresh mapping (always zero) or `calloc`, which
    /// clears only what it cannot know to be zero — so the pages of a new large buffer are not
    /// touched here. Reused blocks are cleared here.
    static func allocate(_ size: Int, zeroed: Bool) -> UnsafeMutableRawPointer? {
        guard size >= smallestPooled else { return zeroed ? calloc(1, max(1, size)) : malloc(max(1, size)) }
        lock.lock()
        if let index = free.lastIndex(where: { $0.size == size }) {
            let block = free.remove(at: index)
            freeBytes -= block.size
            lent[block.pointer] = block
            lock.unlock()
            if zeroed { memset(block.pointer, 0, size) }
            return block.pointer
        }
        lock.unlock()
        guard let block = fresh(size, zeroed: zeroed) else { return nil }
        lock.lock()
        lent[block.pointer] = block
        lock.unlock()
        return block.pointer
    }

    /// Takes back memory `allocate` gave.
    static func release(_ pointer: UnsafeMutableRawPointer?) {
        guard let pointer else { return }
        lock.lock()
        guard let block = lent.removeValue(forKey: pointer) else {
            lock.unlock()
            Foundation.free(pointer)
            return
        }
        free.append(block)
        freeBytes += block.size
        var evicted: [Block] = []
        while freeBytes > capacityBytes || free.count > capacityBlocks {
            let oldest = free.removeFirst()
            freeBytes -= oldest.size
            evicted.append(oldest)
        }
        lock.unlock()
        evicted.forEach(dispose)
    }

    /// New memory: mapped for large blocks (always zero), else from `malloc`.
    private static func fresh(_ size: Int, zeroed: Bool) -> Block? {
        if size >= smallestMapped,
           let mapped = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), mapped != MAP_FAILED {
            _ = madvise(mapped, size, MADV_HUGEPAGE)
            return Block(pointer: mapped, size: size, isMapped: true)
        }
        guard let pointer = zeroed ? calloc(1, size) : malloc(size) else { return nil }
        return Block(pointer: pointer, size: size, isMapped: false)
    }

    /// Gives a block back to where `fresh` took it from.
    private static func dispose(_ block: Block) {
        if block.isMapped {
            munmap(block.pointer, block.size)
        } else {
            Foundation.free(block.pointer)
        }
    }

    /// What the pool holds (for tests).
    static var heldBlocks: Int {
        lock.lock()
        defer { lock.unlock() }
        return free.count
    }
}
