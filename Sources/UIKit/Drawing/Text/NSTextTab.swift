import Foundation

/// A tab stop: where text after a tab character starts (left, natural, right or centered
/// tabs) or where a column of numbers lines up on its decimal separator (a right tab with
/// `columnTerminators`).
open class NSTextTab: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    /// First stored property: lets Linux Foundation compare instances in attributed strings.
    private let cfObjectInfo = CFObjectInfoWord()

    /// Options of a tab stop.
    public struct OptionKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// A `CharacterSet` whose first character in the text after the tab lines up on the
        /// stop: a decimal tab (`NSTextTab.columnTerminators(for:)`).
        public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
    }

    /// How text lines up on the stop.
    public let alignment: NSTextAlignment
    /// The stop's distance from the paragraph's leading edge, in points.
    public let location: CGFloat
    public let options: [OptionKey: Any]

    public init(textAlignment alignment: NSTextAlignment, location loc: CGFloat, options: [OptionKey: Any] = [:]) {
        self.alignment = alignment
        location = loc
        self.options = options
        super.init()
    }

    /// The characters that end a column of numbers in `locale`: its decimal separator.
    open class func columnTerminators(for locale: Locale?) -> CharacterSet {
        CharacterSet(charactersIn: (locale ?? .current).decimalSeparator ?? ".")
    }

    public static var supportsSecureCoding: Bool { true }

    public required init?(coder: NSCoder) {
        alignment = NSTextAlignment(rawValue: coder.decodeInteger(forKey: "NSAlignment")) ?? .natural
        location = CGFloat(coder.decodeDouble(forKey: "NSLocation"))
        options = [:]
        super.init()
    }

    open func encode(with coder: NSCoder) {
        coder.encode(alignment.rawValue, forKey: "NSAlignment")
        coder.encode(Double(location), forKey: "NSLocation")
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The character a decimal tab lines up on, from its column terminators.
    var decimalSeparator: Character? {
        guard let terminators = options[.columnTerminators] as? CharacterSet else { return nil }
        return [".", ",", "\u{66B}", "\u{2396}", "'"].first { character in
            character.unicodeScalars.allSatisfy(terminators.contains)
        }
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSTextTab else { return false }
        return other.alignment == alignment && other.location == location && other.decimalSeparator == decimalSeparator
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(alignment)
        hasher.combine(location)
        return hasher.finalize()
    }

    open override var description: String {
        "<NSTextTab \(alignment) at \(location)\(decimalSeparator.map { " on \"\($0)\"" } ?? "")>"
    }
}
