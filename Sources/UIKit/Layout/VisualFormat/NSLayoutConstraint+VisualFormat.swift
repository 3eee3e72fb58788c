import Foundation

extension NSLayoutConstraint {
    /// How `constraints(withVisualFormat:options:metrics:views:)` aligns the views it lines up,
    /// and which way a horizontal line runs.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)

        public static let spacingEdgeToEdge = FormatOptions([])
        /// In a vertical line, the space between two views runs from the upper one's last
        /// baseline to the lower one's first baseline, not between their edges.
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }

    /// The standard space between two views; between a view and its superview's edge, the
    /// standard space is the superview's layout margin (constraints to its margin attributes).
    static let visualFormatStandardSpacing: CGFloat = 8

    /// The constraints a visual format string describes (not yet active), e.g.
    /// `"H:|-[name]-[field(>=120)]-|"`. A format UIKit cannot parse — an unknown view or
    /// metric, a `|` for a view without a superview, options that do not fit the line —
    /// raises with UIKit's message, which names the problem and points at it.
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        let parsed: VisualFormat
        do {
            parsed = try VisualFormatParser.parse(format)
        } catch {
            raiseVisualFormat(error.reason, format: format, offset: error.offset)
            return []
        }
        var builder = VisualFormatBuilder(format: format, parsed: parsed, options: opts, metrics: metrics ?? [:], views: views)
        do {
            return try builder.build()
        } catch {
            raiseVisualFormat(error.reason, format: format, offset: error.offset)
            return []
        }
    }

    private static func raiseVisualFormat(_ reason: String, format: String, offset: Int?) {
        var message = "NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:): Unable to parse constraint format: \n\(reason) \n\(format)"
        if let offset { message += "\n" + String(repeating: " ", count: max(offset, 0)) + "^" }
        UIKitFailure.raise(message)
    }
}
