import CoreGraphics
import Foundation
import Testing

@Suite("CGImage")
struct CGImageTests {
    /// A 2×1 image: red, then half-transparent blue, as straight RGBA bytes.
    private func twoPixelImage() -> CGImage {
        let bytes: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 128]
        return CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 8,
                       space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .last),
                       provider: CGDataProvider(data: Data(bytes))!, decode: nil, shouldInterpolate: true,
                       intent: .defaultIntent)!
    }

    @Test("Images from straight RGBA bytes are stored premultiplied")
    func importStraightAlpha() {
        let image = twoPixelImage()
        #expect(image.width == 2 && image.height == 1)
        #expect(image.pixel(x: 0, y: 0) == 0xFFFF_0000)
        // Blue at alpha 128: premultiplied blue is 128.
        #expect(image.pixel(x: 1, y: 0) == 0x8000_0080)
        #expect(image.bitsPerPixel == 32 && image.bitsPerComponent == 8)
        #expect(image.alphaInfo == .premultipliedFirst)
    }

    @Test("PNG data round-trips exactly for opaque and premultiplied-representable pixels")
    func pngRoundTrip() throws {
        let image = twoPixelImage()
        let data = try #require(image.pngData())
        #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let decoded = try #require(CGImage(pngDataProviderSource: CGDataProvider(data: data)!, decode: nil,
                                           shouldInterpolate: true, intent: .defaultIntent))
        #expect(decoded.pixel(x: 0, y: 0) == image.pixel(x: 0, y: 0))
        #expect(decoded.pixel(x: 1, y: 0) == image.pixel(x: 1, y: 0))
    }

    @Test("Bad PNG data and too-short pixel data give nil, not a crash")
    func badInput() {
        #expect(CGImage(pngDataProviderSource: CGDataProvider(data: Data([1, 2, 3]))!, decode: nil,
                        shouldInterpolate: true, intent: .defaultIntent) == nil)
        #expect(CGImage(width: 10, height: 10, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 40,
                        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast),
                        provider: CGDataProvider(data: Data(count: 12))!, decode: nil, shouldInterpolate: true,
                        intent: .defaultIntent) == nil)
        // 16 bits per component is not supported.
        #expect(CGImage(width: 1, height: 1, bitsPerComponent: 16, bitsPerPixel: 64, bytesPerRow: 8,
                        space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .premultipliedLast),
                        provider: CGDataProvider(data: Data(count: 8))!, decode: nil, shouldInterpolate: true,
                        intent: .defaultIntent) == nil)
    }

    @Test("Gray images and 24-bit RGB images import")
    func otherLayouts() {
        let gray = CGImage(width: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
                           space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGBitmapInfo(alphaInfo: .none),
                           provider: CGDataProvider(data: Data([0, 200]))!, decode: nil, shouldInterpolate: true,
                           intent: .defaultIntent)!
        #expect(gray.pixel(x: 1, y: 0) == 0xFFC8_C8C8)
        let rgb = CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 24, bytesPerRow: 3,
                          space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGBitmapInfo(alphaInfo: .none),
                          provider: CGDataProvider(data: Data([10, 20, 30]))!, decode: nil, shouldInterpolate: true,
                          intent: .defaultIntent)!
        #expect(rgb.pixel(x: 0, y: 0) == 0xFF0A_141E)
    }

    @Test("cropping(to:) copies the pixels of a rectangle; outside the image it is nil")
    func cropping() {
        let image = twoPixelImage()
        let right = image.cropping(to: CGRect(x: 1, y: 0, width: 5, height: 5))!
        #expect(right.width == 1 && right.pixel(x: 0, y: 0) == image.pixel(x: 1, y: 0))
        #expect(image.cropping(to: CGRect(x: 10, y: 10, width: 2, height: 2)) == nil)
    }

    @Test("dataProvider exposes the pixels in the layout bitmapInfo describes")
    func dataProvider() {
        let image = twoPixelImage()
        let data = image.dataProvider!.data!
        #expect(data.count == image.bytesPerRow * image.height)
        // premultipliedFirst, 32-bit little-endian: B G R A in memory.
        #expect(Array(data.prefix(4)) == [0, 0, 255, 255])
    }
}
