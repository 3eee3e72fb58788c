import Foundation

/// How paragraphs are laid out: alignment, line breaking, spacing, indents, direction.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// First stored property: lets Linux Foundation compare instances in attributed strings.
    private let cfObjectInfo = CFObjectInfoWord()

    struct Values: Hashable {
        var alignment: NSTextAlignment = .natural
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var headIndent: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var baseWritingDirection: NSWritingDirection = .natural
        var hyphenationFactor: Float = 0
        /// Nil: the default stops (12 left tabs, 28 points apart).
        var tabStops: [NSTextTab]?
        var defaultTabInterval: CGFloat = 0
        var allowsDefaultTighteningForTruncation = false
        var lineBreakStrategy: LineBreakStrategy = []
    }

    var values = Values()

    public override init() {
        super.init()
    }

    init(values: Values) {
        self.values = values
        super.init()
    }

    /// The defaults: natural alignment, word wrapping, no spacing or indents. One shared
    /// style, as in UIKit: text asks for it for every paragraph it lays out.
    open class var `default`: NSParagraphStyle { sharedDefault }
    private static let sharedDefault = NSParagraphStyle()

    open var alignment: NSTextAlignment { values.alignment }
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// Extra space between lines of a paragraph.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Extra space after each paragraph.
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// Extra space before each paragraph but the first.
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// Leading indent of every line but the first.
    open var headIndent: CGFloat { values.headIndent }
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// Positive: line length from the leading margin. Zero or negative: distance from the
    /// trailing margin.
    open var tailIndent: CGFloat { values.tailIndent }
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// 0 means no maximum.
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// Multiplies each line's natural height (0 means 1).
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }
    open var baseWritingDirection: NSWritingDirection { values.baseWritingDirection }
    /// Above 0, long words may be hyphenated at line ends.
    open var hyphenationFactor: Float { values.hyphenationFactor }
    /// The paragraph's tab stops, in increasing location; by default 12 left-aligned stops
    /// 28 points apart.
    open var tabStops: [NSTextTab] { values.tabStops ?? Self.defaultTabStops }
    /// Beyond the last tab stop, tabs go to multiples of this distance; 0 (the default) leaves
    /// them at the spacing of the last two stops.
    open var defaultTabInterval: CGFloat { values.defaultTabInterval }
    /// Whether a line that would be truncated first has its letters set a little closer, to
    /// fit whole if it can (false by default).
    open var allowsDefaultTighteningForTruncation: Bool { values.allowsDefaultTighteningForTruncation }

    /// How lines break beyond the mode's rule (none by default; a label's text: `.standard`).
    /// Ignored where lines do not wrap.
    open var lineBreakStrategy: LineBreakStrategy { values.lineBreakStrategy }

    /// Strategies for choosing where lines break.
    public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A word left alone on a paragraph's last line is joined by the word before it,
        /// pushed down from the line above (when both fit there).
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        /// Hangul breaks between words (at spaces), not between syllables.
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
        /// The strategies of standard labels: all of them.
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }

    /// Apple's documented default: 12 left-aligned tabs at 28-point intervals.
    static let defaultTabStops = (1...12).map { NSTextTab(textAlignment: .left, location: CGFloat($0) * 28) }

    /// The writing direction of text in `languageName` (an ISO 639 code such as "ar" or
    /// "en-US"); for nil, of the user's preferred language.
    open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
        let languageName = languageName ?? Locale.preferredLanguages.first ?? "en"
        let code = languageName.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? languageName
        let rightToLeft: Set<String> = ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb", "syr", "arc", "nqo"]
        return rightToLeft.contains(code.lowercased()) ? .rightToLeft : .leftToRight
    }

    public func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(values: values) }

    public func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle(values: values) }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.values == values
    }

    open override var hash: Int { values.hashValue }
}

/// A paragraph style you can change.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { values.alignment }
        set { values.alignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { values.lineBreakMode }
        set { values.lineBreakMode = newValue }
    }
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { values.allowsDefaultTighteningForTruncation }
        set { values.allowsDefaultTighteningForTruncation = newValue }
    }
    open override var lineBreakStrategy: LineBreakStrategy {
        get { values.lineBreakStrategy }
        set { values.lineBreakStrategy = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { values.lineSpacing }
        set { values.lineSpacing = max(0, newValue) }
    }
    open override var paragraphSpacing: CGFloat {
        get { values.paragraphSpacing }
        set { values.paragraphSpacing = max(0, newValue) }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { values.paragraphSpacingBefore }
        set { values.paragraphSpacingBefore = max(0, newValue) }
    }
    open override var headIndent: CGFloat {
        get { values.headIndent }
        set { values.headIndent = max(0, newValue) }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { values.firstLineHeadIndent }
        set { values.firstLineHeadIndent = max(0, newValue) }
    }
    open override var tailIndent: CGFloat {
        get { values.tailIndent }
        set { values.tailIndent = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { values.minimumLineHeight }
        set { values.minimumLineHeight = max(0, newValue) }
    }
    open override var maximumLineHeight: CGFloat {
        get { values.maximumLineHeight }
        set { values.maximumLineHeight = max(0, newValue) }
    }
    open override var lineHeightMultiple: CGFloat {
        get { values.lineHeightMultiple }
        set { values.lineHeightMultiple = max(0, newValue) }
    }
    open override var baseWritingDirection: NSWritingDirection {
        get { values.baseWritingDirection }
        set { values.baseWritingDirection = newValue }
    }
    open override var hyphenationFactor: Float {
        get { values.hyphenationFactor }
        set { values.hyphenationFactor = min(max(newValue, 0), 1) }
    }
    open override var tabStops: [NSTextTab] {
        get { values.tabStops ?? Self.defaultTabStops }
        set { values.tabStops = newValue.sorted { $0.location < $1.location } }
    }
    open override var defaultTabInterval: CGFloat {
        get { values.defaultTabInterval }
        set { values.defaultTabInterval = max(0, newValue) }
    }

    /// Adds `anObject` among the tab stops, in location order.
    open func addTabStop(_ anObject: NSTextTab) {
        tabStops = tabStops + [anObject]
    }

    /// Removes the stops equal to `anObject` (same alignment and location).
    open func removeTabStop(_ anObject: NSTextTab) {
        tabStops = tabStops.filter { !$0.isEqual(anObject) }
    }

    /// Copies every property of `obj`.
    open func setParagraphStyle(_ obj: NSParagraphStyle) {
        values = obj.values
    }
}
