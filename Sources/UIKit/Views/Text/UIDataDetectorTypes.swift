/// Kinds of data a text view that is not editable turns into links. Slate finds web and mail
/// addresses (`.link`) and phone numbers (`.phoneNumber`, as `tel:` links the desktop's
/// telephony app opens); `.all` finds what Slate can. Addresses, calendar events, shipment
/// tracking and flight numbers and Look Up suggestions are absent (docs/api-coverage.md).
public struct UIDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let all = UIDataDetectorTypes(rawValue: .max)
}
