import Foundation

/// How Slate boxes C structs in `NSValue` (UIKit's insets, offsets and affine transforms,
/// Core Animation's 3D transforms): Linux Foundation cannot box a struct by its type encoding,
/// so a value holds an array of doubles, `objCType` `[Nd]` (see docs/porting.md).
extension NSValue {
    package convenience init(doubles: [CGFloat]) {
        let values = doubles.map(Double.init)
        self.init(bytes: values, objCType: "[\(values.count)d]")
    }

    /// How many doubles the value holds; nil when it holds something else.
    package var doubleCount: Int? {
        let type = String(cString: objCType)
        guard type.hasPrefix("["), type.hasSuffix("d]"),
              let stored = Int(type.dropFirst().dropLast(2)), stored > 0, stored <= 64 else { return nil }
        return stored
    }

    /// The first `count` doubles the value holds: zeros where it holds fewer, or holds
    /// something that is not an array of doubles (as Apple's accessors read whatever the
    /// value's bytes are, this never traps).
    package func doubles(_ count: Int) -> [CGFloat] {
        guard let stored = doubleCount else { return Array(repeating: 0, count: count) }
        var values = [Double](repeating: 0, count: stored)
        values.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return (0..<count).map { $0 < stored ? CGFloat(values[$0]) : 0 }
    }
}
