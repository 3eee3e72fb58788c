import Foundation
import UIKit

/// How different two images may be and still match.
public struct ImageTolerance: Sendable, Hashable {
    /// The largest difference (0…255) in any channel for a pixel to count as equal.
    public var channel: Int
    /// The fraction of pixels (0…1) that may differ by more than `channel`.
    public var fraction: Double

    public init(channel: Int = 2, fraction: Double = 0.0005) {
        self.channel = channel
        self.fraction = fraction
    }

    /// Identical pixels only.
    public static let exact = ImageTolerance(channel: 0, fraction: 0)
    public static let standard = ImageTolerance()
}

/// The result of comparing two images pixel by pixel.
public struct ImageComparison: Sendable {
    public let sizesMatch: Bool
    public let differingPixels: Int
    public let totalPixels: Int
    /// The largest channel difference seen anywhere.
    public let maximumChannelDifference: Int
    /// Red where pixels differ beyond the tolerance, a faded copy of the expected image elsewhere.
    public let diffImage: CGImage?

    public func passes(_ tolerance: ImageTolerance) -> Bool {
        sizesMatch && Double(differingPixels) <= tolerance.fraction * Double(totalPixels)
    }

    /// Compares premultiplied ARGB pixels; a pixel differs when any channel differs by more
    /// than `tolerance.channel`.
    public static func compare(_ actual: CGImage, with expected: CGImage, tolerance: ImageTolerance = .standard) -> ImageComparison {
        guard actual.width == expected.width, actual.height == expected.height else {
            return ImageComparison(sizesMatch: false, differingPixels: expected.width * expected.height,
                                   totalPixels: expected.width * expected.height, maximumChannelDifference: 255, diffImage: nil)
        }
        let width = actual.width, height = actual.height
        let a = actual.surface, e = expected.surface
        a.flush()
        e.flush()
        let diff = ImageSurface(width: width, height: height)
        var differing = 0
        var maximum = 0
        for y in 0..<height {
            let rowA = UnsafeRawPointer(a.data + y * a.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            let rowE = UnsafeRawPointer(e.data + y * e.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            let rowD = UnsafeMutableRawPointer(diff.data + y * diff.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let pa = rowA[x], pe = rowE[x]
                var largest = 0
                for shift: UInt32 in [0, 8, 16, 24] {
                    largest = max(largest, abs(Int((pa >> shift) & 0xFF) - Int((pe >> shift) & 0xFF)))
                }
                maximum = max(maximum, largest)
                if largest > tolerance.channel {
                    differing += 1
                    rowD[x] = 0xFFFF_0000
                } else {
                    // A faint gray copy of the expected pixel, for orientation.
                    let luma = (((pe >> 16) & 0xFF) * 3 + ((pe >> 8) & 0xFF) * 6 + (pe & 0xFF)) / 10
                    let faded = 0x40 + luma * 0x80 / 0xFF
                    rowD[x] = 0xFF00_0000 | faded << 16 | faded << 8 | faded
                }
            }
        }
        diff.markDirty()
        return ImageComparison(sizesMatch: true, differingPixels: differing, totalPixels: width * height,
                               maximumChannelDifference: maximum, diffImage: CGImage(surface: diff))
    }
}

/// Decodes a PNG file into a `CGImage`.
public func loadPNG(at url: URL) -> CGImage? {
    guard let data = try? Data(contentsOf: url), let provider = CGDataProvider(data: data) else { return nil }
    return CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent)
}

/// PNG bytes of an image.
public func pngData(of image: CGImage) -> Data? {
    image.pngData()
}
