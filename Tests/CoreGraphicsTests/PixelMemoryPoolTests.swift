import Testing
@testable import CoreGraphics

/// Large pixel buffers reuse the memory of those freed at the same size.
@Suite("Pixel memory pool", .serialized)
struct PixelMemoryPoolTests {
    @Test("A large surface freed gives its memory to the next of the same size, cleared when it must be; small ones are not kept")
    func reuse() {
        // 600 × 600 × 4 bytes: pooled.
        var first: ImageSurface? = ImageSurface(width: 600, height: 600)
        let address = first!.data
        first!.data[17] = 0xAB
        first!.markDirty()
        first = nil
        let again = ImageSurface(width: 600, height: 600)
        let reused = again.data == address
        #expect(reused, "the same memory, not new pages")
        again.flush()
        let byte = again.data[17]
        #expect(byte == 0, "a cleared surface is cleared")
        let other = ImageSurface(width: 601, height: 600)
        let elsewhere = other.data != address
        #expect(elsewhere, "another size takes other memory")
        let valid = other.isValid && again.isValid
        #expect(valid)
        let small = ImageSurface(width: 10, height: 10)
        #expect(small.isValid)
    }

    @Test("The pool keeps at most its capacity: the oldest freed blocks go back to the system")
    func capacity() {
        var surfaces: [ImageSurface] = (0..<(PixelMemoryPool.capacityBlocks + 8)).map { ImageSurface(uninitializedWidth: 300 + $0, height: 300) }
        let valid = surfaces.allSatisfy { $0.isValid }
        #expect(valid)
        surfaces.removeAll()
        let held = PixelMemoryPool.heldBlocks
        #expect(held <= PixelMemoryPool.capacityBlocks)
    }
}
