import Foundation
import UIKit

/// One pixel of a rendered image, straight (not premultiplied) 8-bit RGBA.
public struct PixelColor: Hashable, Sendable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Whether every channel is within `tolerance` of `other`'s.
    public func isClose(to other: PixelColor, tolerance: Int = 2) -> Bool {
        abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
            && abs(Int(blue) - Int(other.blue)) <= tolerance && abs(Int(alpha) - Int(other.alpha)) <= tolerance
    }

    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}

extension CGImage {
    /// The pixel at (`x`, `y`) in pixels from the top-left.
    public func color(x: Int, y: Int) -> PixelColor {
        let word = pixel(x: x, y: y)
        let alpha = UInt8(word >> 24)
        func channel(_ shift: UInt32) -> UInt8 {
            let premultiplied = Int((word >> shift) & 0xFF)
            guard alpha > 0 else { return 0 }
            return UInt8(min(255, (premultiplied * 255 + Int(alpha) / 2) / Int(alpha)))
        }
        return PixelColor(red: channel(16), green: channel(8), blue: channel(0), alpha: alpha)
    }
}
