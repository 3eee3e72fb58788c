import CoreGraphics
import Foundation
import Testing

/// The stream a sequential provider reads from, reached through `info`.
private final class ByteStream {
    let bytes: [UInt8]
    var position = 0
    var rewinds = 0
    var released = false
    init(_ bytes: [UInt8]) { self.bytes = bytes }
}

/// Copies the next bytes of the `ByteStream` that `info` points to.
private let readStream: CGDataProviderGetBytesCallback = { info, buffer, count in
    let stream = Unmanaged<ByteStream>.fromOpaque(info!).takeUnretainedValue()
    let n = min(count, stream.bytes.count - stream.position)
    stream.bytes.withUnsafeBytes { buffer.copyMemory(from: $0.baseAddress! + stream.position, byteCount: n) }
    stream.position += n
    return n
}

@Suite("CGDataProvider")
struct CGDataProviderTests {
    @Test("A sequential provider is rewound and read to its end, in chunks, when data is asked for")
    func sequential() {
        let stream = ByteStream(Array(0..<200).map { UInt8($0) } + Array(repeating: 7, count: 100_000))
        var callbacks = CGDataProviderSequentialCallbacks(
            version: 0,
            getBytes: readStream,
            skipForward: { info, count in
                let stream = Unmanaged<ByteStream>.fromOpaque(info!).takeUnretainedValue()
                stream.position += Int(count)
                return count
            },
            rewind: { info in
                let stream = Unmanaged<ByteStream>.fromOpaque(info!).takeUnretainedValue()
                stream.position = 0
                stream.rewinds += 1
            },
            releaseInfo: { info in
                Unmanaged<ByteStream>.fromOpaque(info!).takeUnretainedValue().released = true
            })
        let info = Unmanaged.passUnretained(stream).toOpaque()
        var provider = CGDataProvider(sequentialInfo: info, callbacks: &callbacks)
        #expect(stream.rewinds == 0, "nothing is read before data is asked for")
        #expect(provider?.info == info)
        #expect(provider?.data == Data(stream.bytes))
        #expect(provider?.data?.count == stream.bytes.count)
        #expect(stream.rewinds == 2)
        provider = nil
        #expect(stream.released)
    }

    @Test("A direct provider reads through its byte pointer, or at positions when it has none")
    func direct() {
        let bytes: [UInt8] = Array(0..<64)
        let storage = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 1)
        defer { storage.deallocate() }
        bytes.withUnsafeBytes { storage.copyMemory(from: $0.baseAddress!, byteCount: 64) }
        var pointerCallbacks = CGDataProviderDirectCallbacks(
            version: 0, getBytePointer: { info in UnsafeRawPointer(info) }, releaseBytePointer: nil,
            getBytesAtPosition: nil, releaseInfo: nil)
        #expect(CGDataProvider(directInfo: storage, size: 64, callbacks: &pointerCallbacks)?.data == Data(bytes))

        var positionCallbacks = CGDataProviderDirectCallbacks(
            version: 0, getBytePointer: nil, releaseBytePointer: nil,
            getBytesAtPosition: { info, buffer, position, count in
                // At most 10 bytes a call, as a file-backed source might answer.
                let n = min(count, 10, 64 - Int(position))
                buffer.copyMemory(from: UnsafeRawPointer(info!) + Int(position), byteCount: n)
                return n
            }, releaseInfo: nil)
        #expect(CGDataProvider(directInfo: storage, size: 64, callbacks: &positionCallbacks)?.data == Data(bytes))
        var none = CGDataProviderDirectCallbacks()
        #expect(CGDataProvider(directInfo: nil, size: 64, callbacks: &none) == nil)
        var noBytes = CGDataProviderSequentialCallbacks()
        #expect(CGDataProvider(sequentialInfo: nil, callbacks: &noBytes) == nil)
    }

    @Test("A provider over borrowed bytes hands them back to releaseData when freed")
    func borrowed() {
        let storage = UnsafeMutableRawPointer.allocate(byteCount: 4, alignment: 1)
        storage.storeBytes(of: 0x0403_0201 as UInt32, as: UInt32.self)
        var provider = CGDataProvider(dataInfo: storage, data: storage, size: 4, releaseData: { info, data, size in
            // The callback owns the bytes now.
            UnsafeMutableRawPointer(mutating: data).deallocate()
        })
        #expect(provider?.data == Data([1, 2, 3, 4]))
        provider = nil
    }

    @Test("Images read pixels from callback providers")
    func imageFromSequentialProvider() {
        let stream = ByteStream([255, 0, 0, 255, 0, 0, 255, 255])
        var callbacks = CGDataProviderSequentialCallbacks(
            version: 0,
            getBytes: readStream,
            skipForward: nil,
            rewind: { info in Unmanaged<ByteStream>.fromOpaque(info!).takeUnretainedValue().position = 0 },
            releaseInfo: nil)
        let provider = CGDataProvider(sequentialInfo: Unmanaged.passUnretained(stream).toOpaque(), callbacks: &callbacks)!
        let image = CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast),
                            provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent)!
        #expect(image.pixel(x: 0, y: 0) == 0xFFFF_0000)
        #expect(image.pixel(x: 1, y: 0) == 0xFF00_00FF)
        #expect(image.byteOrderInfo == .order32Little)
        #expect(image.pixelFormatInfo == .packed)
        #expect(image.utType == nil)
    }
}
