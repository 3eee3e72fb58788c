/// The way focus moved: a direction on screen, or onward and back in the order Tab visits.
public struct UIFocusHeading: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let up = UIFocusHeading(rawValue: 1 << 0)
    public static let down = UIFocusHeading(rawValue: 1 << 1)
    public static let left = UIFocusHeading(rawValue: 1 << 2)
    public static let right = UIFocusHeading(rawValue: 1 << 3)
    /// Tab.
    public static let next = UIFocusHeading(rawValue: 1 << 4)
    /// Shift-Tab.
    public static let previous = UIFocusHeading(rawValue: 1 << 5)
}
