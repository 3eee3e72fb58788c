/// The same pseudo-random rows for Slate and for its GTK4 twin (a 64-bit LCG), so that both
/// jump to the same places.
public enum SeededRows {
    public static func make(_ count: Int, below limit: Int, seed: UInt64 = 0x5EED) -> [Int] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(limit))
        }
    }
}
