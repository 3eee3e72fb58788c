import CoreGraphics
import Foundation

/// A pixel's colour in 0…255 channels, for the layer suites' checks of rendered frames.
struct Color: Equatable, CustomStringConvertible {
    var r, g, b: Int
    var description: String { "(\(r), \(g), \(b))" }

    static let white = Color(r: 255, g: 255, b: 255)
}

/// One pixel of an opaque frame (premultiplied native ARGB).
func pixel(_ image: CGImage, _ x: Int, _ y: Int) -> Color {
    let word = image.pixel(x: x, y: y)
    return Color(r: Int((word >> 16) & 0xFF), g: Int((word >> 8) & 0xFF), b: Int(word & 0xFF))
}

/// Whether every channel of `a` is within `tolerance` of `b`'s.
func near(_ a: Color, _ b: Color, _ tolerance: Int = 3) -> Bool {
    abs(a.r - b.r) <= tolerance && abs(a.g - b.g) <= tolerance && abs(a.b - b.b) <= tolerance
}
