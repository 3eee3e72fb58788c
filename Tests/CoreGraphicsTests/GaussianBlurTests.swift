import Testing
@testable import CoreGraphics

/// The shadow blur is three running box sums per axis; the fast version (columns summed a row
/// at a time, the rounding division done by a multiply) must give the same bytes as the plain
/// one, line by line with a division per pixel.
@Suite("Gaussian blur")
struct GaussianBlurTests {
    /// The blur as first written: each row, then each column, one line at a time.
    static func reference(_ data: inout [UInt8], width: Int, height: Int, stride: Int, sigma: Double) {
        for size in GaussianBlur.boxSizes(sigma: sigma) {
            let radius = (size - 1) / 2
            guard radius > 0 else { continue }
            func blurLine(start: Int, count: Int, step: Int) {
                let line = (0..<count).map { data[start + $0 * step] }
                var sum = 0
                for i in 0..<min(radius, count) { sum += Int(line[i]) }
                for i in 0..<count {
                    if i + radius < count { sum += Int(line[i + radius]) }
                    if i - radius - 1 >= 0 { sum -= Int(line[i - radius - 1]) }
                    data[start + i * step] = UInt8((sum + size / 2) / size)
                }
            }
            for y in 0..<height { blurLine(start: y * stride, count: width, step: 1) }
            for x in 0..<width { blurLine(start: x, count: height, step: stride) }
        }
    }

    @Test("Random masks, small and huge sigmas (windows wider than the mask too), padded rows: the same bytes as the plain blur",
          arguments: [0.5, 1.3, 3.0, 7.7, 24.0, 60.0, 900.0, 3_000.0])
    func matchesReference(sigma: Double) {
        let width = 103, height = 77, stride = 108
        var generator = SeededGenerator(seed: UInt64(sigma * 10))
        var expected = (0..<(stride * height)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        var actual = expected
        Self.reference(&expected, width: width, height: height, stride: stride, sigma: sigma)
        actual.withUnsafeMutableBufferPointer { buffer in
            GaussianBlur.blurAlpha(buffer.baseAddress!, width: width, height: height, bytesPerRow: stride, sigma: sigma)
        }
        let differing = zip(expected, actual).filter { $0 != $1 }.count
        #expect(differing == 0, "bytes differing from the plain blur")
    }

    @Test("A solid rectangle's edge falls off symmetrically and its middle stays opaque")
    func solidRectangle() {
        let width = 120, height = 120
        var data = [UInt8](repeating: 0, count: width * height)
        for y in 30..<90 { for x in 30..<90 { data[y * width + x] = 255 } }
        data.withUnsafeMutableBufferPointer { buffer in
            GaussianBlur.blurAlpha(buffer.baseAddress!, width: width, height: height, bytesPerRow: width, sigma: 4)
        }
        #expect(data[60 * width + 60] == 255)
        #expect(data[60 * width + 30] == data[60 * width + 89], "left and right edges alike")
        #expect(data[30 * width + 60] == data[89 * width + 60], "top and bottom edges alike")
        #expect(data[60 * width + 30] > 100 && data[60 * width + 30] < 155, "about half at the edge")
        #expect(data[60 * width + 5] == 0, "nothing beyond the blur's reach")
    }
}

/// A small deterministic generator (SplitMix64), so that a failure can be reproduced.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
