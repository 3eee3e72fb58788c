import Foundation

/// A range of values between a minimum and a maximum (an attachment's sliding or turning range).
public struct UIFloatRange: Hashable, Sendable {
    public var minimum: CGFloat
    public var maximum: CGFloat

    public init() {
        minimum = 0
        maximum = 0
    }

    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// 0…0.
    public static let zero = UIFloatRange()
    /// −∞…∞.
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)

    /// Whether both ends are infinite.
    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }

    public func isEqual(to otherRange: UIFloatRange) -> Bool { self == otherRange }
}

/// Whether two ranges have the same ends.
public func UIFloatRangeIsEqualToRange(_ range: UIFloatRange, _ otherRange: UIFloatRange) -> Bool {
    range == otherRange
}
