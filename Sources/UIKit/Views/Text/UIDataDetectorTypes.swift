/// Kinds of data a text view that is not editable turns into links. Slate finds web and mail
/// addresses (`.link`); `.all` finds what Slate can.
public struct UIDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let all = UIDataDetectorTypes(rawValue: .max)
}
