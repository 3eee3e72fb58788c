import CoreGraphics
import Foundation
import Testing

/// What the release callback saw: the info pointer and the data, once.
private final class ReleaseLog: @unchecked Sendable {
    var calls: [(info: UnsafeMutableRawPointer?, data: UnsafeMutableRawPointer?)] = []
}

@Suite("CGContext(data:…:releaseCallback:releaseInfo:)")
struct CGBitmapContextReleaseTests {
    @Test("The callback runs once, with the info and the caller's data, when the context is released; the caller's memory holds the drawing until then")
    func releasesOnce() throws {
        let log = ReleaseLog()
        let info = Unmanaged.passRetained(log).toOpaque()
        let data = UnsafeMutableRawPointer.allocate(byteCount: 4 * 4 * 4, alignment: 16)
        data.initializeMemory(as: UInt8.self, repeating: 0, count: 64)
        do {
            let made = CGContext(
                data: data, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue,
                releaseCallback: { info, data in
                    let log = Unmanaged<ReleaseLog>.fromOpaque(info!).takeRetainedValue()
                    log.calls.append((info, data))
                }, releaseInfo: info)
            let context = try #require(made)
            context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            _ = context.data
            #expect(log.calls.isEmpty, "not while the context lives")
            #expect(data.load(fromByteOffset: 0, as: UInt8.self) == 255, "blue, in the caller's memory")
        }
        #expect(log.calls.count == 1)
        #expect(log.calls.first?.info == info)
        #expect(log.calls.first?.data == data)
        data.deallocate()
    }

    @Test("Without data the context owns its memory and calls nothing")
    func noData() throws {
        let made = CGContext(
            data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue,
            releaseCallback: { _, _ in fatalError("called without data") }, releaseInfo: nil)
        let context = try #require(made)
        #expect(context.width == 2)
    }
}
