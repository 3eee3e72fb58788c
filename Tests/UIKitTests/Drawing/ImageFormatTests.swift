import Foundation
import Testing
import UIKit
import UIKitTesting

/// `UIImage(data:)` beyond PNG, `jpegData(compressionQuality:)`, and hostile bytes.
@MainActor
@Suite("Image formats", .serialized, .exclusiveUIKit)
struct ImageFormatTests {
    /// A 40 × 30 picture, red on the left half and blue on the right, as PNG bytes.
    static let sample: Data = {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30), format: format).pngData { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 30))
            UIColor(red: 0, green: 0, blue: 1, alpha: 1).setFill()
            context.fill(CGRect(x: 20, y: 0, width: 20, height: 30))
        }
    }()

    /// The sample converted to `format` by ImageMagick (a Debian package the tests install).
    static func sample(as format: String) throws -> Data {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("slate-formats-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = directory.appendingPathComponent("sample.png"), output = directory.appendingPathComponent("sample.\(format)")
        try sample.write(to: source)
        let convert = Process()
        convert.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        convert.arguments = ["convert", source.path, output.path]
        convert.standardError = FileHandle.nullDevice
        try convert.run()
        convert.waitUntilExit()
        return try Data(contentsOf: output)
    }

    static let svg = Data("""
        <svg xmlns="http://www.w3.org/2000/svg" width="40" height="30">
          <rect x="0" y="0" width="20" height="30" fill="#ff0000"/><rect x="20" y="0" width="20" height="30" fill="#0000ff"/>
        </svg>
        """.utf8)

    private func expectSample(_ image: UIImage?, _ format: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let image, let cgImage = image.cgImage else {
            Issue.record("\(format) did not decode", sourceLocation: sourceLocation)
            return
        }
        #expect(image.size == CGSize(width: 40, height: 30), "\(format)", sourceLocation: sourceLocation)
        let left = cgImage.color(x: 6, y: 15), right = cgImage.color(x: 33, y: 15)
        #expect(left.red > 200 && left.blue < 60, "\(format) left half: \(left)", sourceLocation: sourceLocation)
        #expect(right.blue > 200 && right.red < 60, "\(format) right half: \(right)", sourceLocation: sourceLocation)
    }

    @Test("UIImage(data:) decodes JPEG, GIF, TIFF, BMP, WebP, HEIC, AVIF, ICO and SVG as well as PNG", arguments: ["jpg", "gif", "tiff", "bmp", "webp", "heic", "avif", "ico"])
    func formats(_ format: String) throws {
        expectSample(UIImage(data: try Self.sample(as: format)), format)
    }

    @Test("SVG data decodes at its own size; PNG still decodes")
    func svgAndPNG() {
        expectSample(UIImage(data: Self.svg), "svg")
        expectSample(UIImage(data: Self.sample), "png")
    }

    @Test("A JPEG's EXIF orientation becomes imageOrientation; the size and drawing follow it")
    func exifOrientation() throws {
        var jpeg = try Self.sample(as: "jpg")
        // An APP1 segment after the start-of-image marker: Exif, a big-endian TIFF header, one
        // entry — Orientation (0x0112), a short, 6 ("rotate 90° clockwise to view").
        let exif: [UInt8] = [0xFF, 0xE1, 0x00, 0x22] + Array("Exif".utf8) + [0, 0]
            + [0x4D, 0x4D, 0x00, 0x2A, 0x00, 0x00, 0x00, 0x08, 0x00, 0x01,
               0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]
        jpeg.insert(contentsOf: exif, at: 2)
        let image = try #require(UIImage(data: jpeg))
        #expect(image.imageOrientation == .right)
        #expect(image.size == CGSize(width: 30, height: 40))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let drawn = try #require(UIGraphicsImageRenderer(size: image.size, format: format).image { _ in image.draw(at: .zero) }.cgImage)
        let top = drawn.color(x: 15, y: 6), bottom = drawn.color(x: 15, y: 33)
        #expect(top.red > 200 && bottom.blue > 200, "the left (red) half is on top once turned: \(top) \(bottom)")
    }

    @Test("jpegData(compressionQuality:) encodes what decodes again; lower quality is smaller")
    func jpegRoundTrip() throws {
        let image = try #require(UIImage(data: Self.sample))
        let best = try #require(image.jpegData(compressionQuality: 1))
        let worst = try #require(image.jpegData(compressionQuality: 0))
        #expect(best.starts(with: [0xFF, 0xD8]))
        #expect(worst.count < best.count)
        expectSample(UIImage(data: best), "jpegData")
    }

    @Test("10,000 random, truncated and corrupted buffers: UIImage(data:) returns nil or an image, never crashes")
    func hostileBytes() throws {
        var generator = SeededRandom(seed: 20261126)
        let valid = try ["jpg", "gif", "tiff", "bmp", "webp", "heic", "avif", "ico"].map { try Self.sample(as: $0) } + [Self.sample, Self.svg]
        var decoded = 0
        for round in 0..<10_000 {
            var bytes: Data
            switch round % 3 {
            case 0:
                bytes = Data((0..<Int(generator.next() % 600)).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
            case 1:
                let source = valid[Int(generator.next() % UInt64(valid.count))]
                bytes = source.prefix(Int(generator.next() % UInt64(source.count)))
            default:
                bytes = valid[Int(generator.next() % UInt64(valid.count))]
                for _ in 0..<(1 + generator.next() % 8) {
                    let index = Int(generator.next() % UInt64(bytes.count))
                    bytes[bytes.startIndex + index] = UInt8(truncatingIfNeeded: generator.next())
                }
            }
            if let image = UIImage(data: bytes) {
                decoded += 1
                #expect(image.size.width * image.size.height <= 64 * 1024 * 1024)
            }
        }
        #expect(decoded > 0, "some corrupted files still decode")
    }

    @Test("An image whose header claims more than 64 megapixels is refused before it is decoded")
    func hugeHeader() {
        // A BMP header for 20000 × 20000 pixels with no pixel data.
        var bmp = Data("BM".utf8)
        func le32(_ value: UInt32) -> [UInt8] { withUnsafeBytes(of: value.littleEndian, Array.init) }
        func le16(_ value: UInt16) -> [UInt8] { withUnsafeBytes(of: value.littleEndian, Array.init) }
        bmp += le32(54) + le32(0) + le32(54)
        bmp += le32(40) + le32(20000) + le32(20000) + le16(1) + le16(24) + le32(0) + le32(0) + le32(2835) + le32(2835) + le32(0) + le32(0)
        #expect(UIImage(data: bmp) == nil)
    }
}
