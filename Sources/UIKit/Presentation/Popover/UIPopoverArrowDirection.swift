import Foundation

/// The sides a popover's arrow may point from, and the side it does (spec POP-05). Raw values
/// are UIKit's.
public struct UIPopoverArrowDirection: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The arrow is on the popover's top edge, pointing up at a source above it.
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Before the popover is placed (and for a popover shown as a sheet).
    public static let unknown = UIPopoverArrowDirection(rawValue: .max)
}
