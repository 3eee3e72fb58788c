/// The fuzzer's random numbers: SplitMix64, so that a seed gives the same stream on every
/// machine and Swift version (the standard library's generator is not seedable).
package struct FuzzRandom: RandomNumberGenerator {
    private var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }

    mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &self)] }

    /// A whole number of points in `range` (events stay short in source).
    mutating func coordinate(_ range: ClosedRange<CGFloat>) -> CGFloat {
        guard range.upperBound > range.lowerBound else { return range.lowerBound.rounded() }
        return CGFloat.random(in: range, using: &self).rounded()
    }
}

import Foundation
