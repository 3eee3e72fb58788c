import Foundation

/// Read-only text.
///
/// Text is centered vertically in the bounds. Lines wrap at word boundaries (character
/// boundaries with `.byCharWrapping`); `numberOfLines` (0: no limit) and the bounds' height
/// limit how many show, and `lineBreakMode` decides how the last visible line ends. Labels are
/// not interactive by default (spec TCH-10).
@preconcurrency @MainActor
open class UILabel: UIView {
    /// What the label shows: plain text (styled entirely by the label) or attributed text.
    private enum Content {
        case plain(String)
        case attributed(NSAttributedString)

        var string: String {
            switch self {
            case .plain(let string): string
            case .attributed(let text): text.string
            }
        }

        func isSame(as other: Content) -> Bool {
            switch (self, other) {
            case (.plain(let a), .plain(let b)): a == b
            case (.attributed(let a), .attributed(let b)): a === b
            default: false
            }
        }
    }

    private var content: Content?

    /// Plain text, drawn with the label's font, color, alignment and shadow.
    open var text: String? {
        get { content?.string }
        set {
            if let newValue, case .plain(let current)? = content, current == newValue { return }
            content = newValue.map(Content.plain)
            contentDidChange()
        }
    }

    /// Styled text. Attributes it lacks come from the label's properties.
    open var attributedText: NSAttributedString? {
        get {
            switch content {
            case .plain(let string)?: NSAttributedString(string: string, attributes: labelAttributes())
            case .attributed(let text)?: style(text)
            case nil: nil
            }
        }
        set {
            content = newValue.map(Content.attributed)
            contentDidChange()
        }
    }

    /// The last styled text and what it was styled with: labels measure and draw the same
    /// text several times per change, and on Linux every NSAttributedString made leaks its
    /// storage (swift-corelibs-foundation#5256), so plain text is styled without one.
    private var styledCache: (key: StyleKey, text: StyledText)?

    /// What styled text depends on, held strongly so that identity comparisons stay sound.
    private struct StyleKey {
        var content: Content
        var font: UIFont
        var color: UIColor
        var highlightedColor: UIColor?
        var alignment: NSTextAlignment
        var isHighlighted: Bool
        var isEnabled: Bool

        func matches(_ other: StyleKey) -> Bool {
            content.isSame(as: other.content) && matchesStyle(other)
        }

        /// Everything but the content.
        func matchesStyle(_ other: StyleKey) -> Bool {
            font === other.font && color === other.color
                && highlightedColor === other.highlightedColor && alignment == other.alignment
                && isHighlighted == other.isHighlighted && isEnabled == other.isEnabled
        }
    }

    /// The system font at 17 points by default; nil restores the default.
    open var font: UIFont! {
        get { storedFont }
        set {
            appearanceSetting(\.font, newValue)
            let font = newValue ?? .systemFont(ofSize: 17)
            // A list cell's content view sets every property on every reuse: what is already
            // set does not measure or draw the label again.
            guard font !== storedFont else { return }
            storedFont = font
            contentDidChange()
        }
    }

    private var storedFont: UIFont = .systemFont(ofSize: 17)

    /// `.label` by default; nil restores the default.
    open var textColor: UIColor! {
        get { storedTextColor }
        set {
            appearanceSetting(\.textColor, newValue)
            let color = newValue ?? .label
            guard color !== storedTextColor else { return }
            storedTextColor = color
            setNeedsDisplay()
        }
    }

    private var storedTextColor: UIColor = .label

    open var textAlignment: NSTextAlignment = .natural {
        didSet { if textAlignment != oldValue { setNeedsDisplay() } }
    }

    /// How the plain text's lines break beyond `lineBreakMode` (iOS 14): `.standard` by
    /// default, so a word is not left alone on the last line (`.pushOut`). Attributed text
    /// follows its paragraph styles' strategies instead.
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = .standard {
        didSet { if lineBreakStrategy != oldValue { contentDidChange() } }
    }
    /// How the last visible line ends; `.byTruncatingTail` by default.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { contentDidChange() } }
    }

    /// The most lines to show; 0 means as many as fit. 1 by default.
    open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { contentDidChange() } }
    }

    /// The width multiline text wraps at when computing the intrinsic size; 0 uses the
    /// label's current width.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Shrink the font (down to `minimumScaleFactor`) to fit the width.
    open var adjustsFontSizeToFitWidth = false {
        didSet { if adjustsFontSizeToFitWidth != oldValue { setNeedsDisplay() } }
    }

    open var minimumScaleFactor: CGFloat = 0 {
        didSet { if minimumScaleFactor != oldValue { setNeedsDisplay() } }
    }

    /// Whether a line about to be truncated first has its letters set a little closer, to
    /// show whole if that is enough (false by default).
    open var allowsDefaultTighteningForTruncation = false {
        didSet { if allowsDefaultTighteningForTruncation != oldValue { setNeedsDisplay() } }
    }

    /// Where a one-line label's text goes when its font shrinks to fit: on the baseline the
    /// full-size text would have (the default), centred, or from the full-size text's top.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines {
        didSet { if baselineAdjustment != oldValue { setNeedsDisplay() } }
    }

    /// Follow the text size the user prefers (for fonts made with `preferredFont(forTextStyle:)`).
    open var adjustsFontForContentSizeCategory = false

    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    open var highlightedTextColor: UIColor? {
        didSet {
            appearanceSetting(\.highlightedTextColor, highlightedTextColor)
            setNeedsDisplay()
        }
    }

    /// Disabled labels draw their text dimmed.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { setNeedsDisplay() } }
    }

    /// A hard (unblurred) text shadow, drawn when set.
    open var shadowColor: UIColor? {
        didSet {
            appearanceSetting(\.shadowColor, shadowColor)
            setNeedsDisplay()
        }
    }

    /// (0, −1) by default: one point above the text.
    open var shadowOffset = CGSize(width: 0, height: -1) {
        didSet {
            appearanceSetting(\.shadowOffset, shadowOffset)
            setNeedsDisplay()
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpLabel()
    }

    /// What every initializer sets up, `init(frame:)` and `init?(coder:)` alike.
    private func setUpLabel() {
        isUserInteractionEnabled = false
        isOpaque = false
        contentMode = .redraw
        storedHuggingPriority = (UILayoutPriority(251), UILayoutPriority(251))
    }

    /// Made by a storyboard or xib: set up as `init(frame:)` does; the document's properties
    /// are set after this returns (docs/porting.md).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpLabel()
    }

    // MARK: Measuring

    /// Where the text goes in `bounds`, limited to `numberOfLines` lines (0: no limit).
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let text = styledContent(), text.length > 0 else { return CGRect(x: bounds.minX, y: bounds.midY, width: 0, height: 0) }
        let layout = TextLayout(text, options: layoutOptions(width: bounds.width, height: bounds.height, lines: numberOfLines))
        return CGRect(x: bounds.minX, y: bounds.minY + max(0, (bounds.height - layout.size.height) / 2),
                      width: min(bounds.width, layout.size.width), height: layout.size.height)
    }

    /// Single-line labels report their whole text's width whatever `size` offers; multiline
    /// labels wrap at `size.width`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        measure(width: numberOfLines != 1 && size.width > 0 ? size.width : nil)
    }

    /// The size of the text: wrapped at `preferredMaxLayoutWidth`, or at the current width
    /// for multiline labels, and rounded up to whole pixels.
    open override var intrinsicContentSize: CGSize {
        let width: CGFloat?
        if preferredMaxLayoutWidth > 0 {
            width = preferredMaxLayoutWidth
        } else if numberOfLines != 1, bounds.width > 0 {
            width = bounds.width
        } else {
            width = nil
        }
        return measure(width: width)
    }

    private func measure(width: CGFloat?) -> CGSize {
        guard let text = styledContent(), text.length > 0 else { return .zero }
        var options = layoutOptions(width: width, height: nil, lines: numberOfLines)
        options.minimumScaleFactor = 0
        let size = PlainLineMeasure.size(of: text, options: options) ?? TextLayout(text, options: options).size
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : UIScreen.main.scale
        return CGSize(width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    }

    /// A multiline label without a preferred width wraps at its width, so a new width means a
    /// new intrinsic height.
    override func boundsSizeDidChangeHook(from oldSize: CGSize) {
        if numberOfLines != 1, preferredMaxLayoutWidth == 0, bounds.width != oldSize.width { invalidateIntrinsicContentSize() }
    }

    // MARK: Baselines

    override var firstBaselineOffsetFromTop: CGFloat? {
        guard let layout = intrinsicLayout else { return font.ascender }
        return max(0, (bounds.height - layout.size.height) / 2) + layout.firstBaseline
    }

    override var lastBaselineOffsetFromBottom: CGFloat? {
        guard let layout = intrinsicLayout else { return -font.descender }
        let top = max(0, (bounds.height - layout.size.height) / 2)
        return max(0, bounds.height - top - layout.lastBaseline)
    }

    private var intrinsicLayout: TextLayout? {
        guard let text = styledContent(), text.length > 0 else { return nil }
        let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : (bounds.width > 0 ? bounds.width : nil)
        return TextLayout(text, options: layoutOptions(width: width, height: nil, lines: numberOfLines))
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Draws the text centered vertically in `rect`.
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let text = styledContent(), text.length > 0 else { return }
        var options = layoutOptions(width: rect.width, height: rect.height, lines: numberOfLines)
        if adjustsFontSizeToFitWidth, minimumScaleFactor > 0 { options.minimumScaleFactor = minimumScaleFactor }
        let layout = TextLayout(text, options: options)
        var top = rect.minY + (rect.height - layout.size.height) / 2
        if numberOfLines == 1, layout.appliedFontScale < 1, baselineAdjustment != .alignCenters {
            // Placed by where the text would stand at its full size.
            let fullTop = rect.minY + (rect.height - layout.fullSizeHeight) / 2
            top = baselineAdjustment == .alignBaselines ? fullTop + layout.fullSizeFirstBaseline - layout.firstBaseline : fullTop
        }
        let origin = CGPoint(x: rect.minX, y: top)
        if let shadowColor {
            context.saveGState()
            context.setShadow(offset: shadowOffset, blur: 0, color: shadowColor.cgColor)
            layout.draw(in: context, at: origin)
            context.restoreGState()
        } else {
            layout.draw(in: context, at: origin)
        }
    }

    /// Text layout for a label: every paragraph wraps, and the label's mode ends the last line.
    private func layoutOptions(width: CGFloat?, height: CGFloat?, lines: Int) -> TextLayout.Options {
        var options = TextLayout.Options()
        options.width = width.flatMap { $0 > 0 ? $0 : nil }
        options.height = height.flatMap { $0 > 0 ? $0 : nil }
        options.maximumNumberOfLines = lines
        options.truncatesLastVisibleLine = lineBreakMode.truncates
        options.truncationMode = lineBreakMode
        options.tightensBeforeTruncating = allowsDefaultTighteningForTruncation
        if case .plain = content { options.lineBreakStrategy = lineBreakStrategy }
        switch lineBreakMode {
        case .byCharWrapping: options.paragraphLineBreakMode = .byCharWrapping
        case .byClipping where lines == 1: options.paragraphLineBreakMode = .byClipping
        default: options.paragraphLineBreakMode = .byWordWrapping
        }
        return options
    }

    /// The text with the label's font, color, alignment (and highlight or dimming) where the
    /// string does not set them; nil without text.
    private func styledContent() -> StyledText? {
        guard let content else { return nil }
        let key = StyleKey(content: content, font: storedFont, color: storedTextColor, highlightedColor: highlightedTextColor,
                           alignment: textAlignment, isHighlighted: isHighlighted, isEnabled: isEnabled)
        if let styledCache, styledCache.key.matches(key) { return styledCache.text }
        let styled: StyledText
        switch content {
        case .plain(let string):
            // A reused row's label gets new text in the same style: the attributes are kept.
            let attributes: [NSAttributedString.Key: Any]
            if let styledCache, styledCache.key.matchesStyle(key), let run = styledCache.text.runs.first, case .plain = styledCache.key.content {
                attributes = run.attributes
            } else {
                attributes = labelAttributes()
            }
            styled = StyledText(string: string, attributes: attributes)
        case .attributed(let text): styled = StyledText(style(text))
        }
        styledCache = (key, styled)
        return styled
    }

    /// The label's own font, colour and alignment, as attributes.
    private func labelAttributes() -> [NSAttributedString.Key: Any] {
        var color: UIColor = (isHighlighted ? highlightedTextColor : nil) ?? textColor ?? .label
        if !isEnabled { color = color.withAlphaComponent(0.5) }
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        return [.font: font as Any, .foregroundColor: color, .paragraphStyle: paragraph]
    }

    private func style(_ text: NSAttributedString) -> NSAttributedString {
        let styled = NSMutableAttributedString(attributedString: text)
        let whole = NSRange(location: 0, length: styled.length)
        for (key, value) in labelAttributes() {
            var missing: [NSRange] = []
            styled.enumerateAttribute(key, in: whole, options: []) { existing, range, _ in
                if existing == nil { missing.append(range) }
            }
            for range in missing { styled.addAttribute(key, value: value, range: range) }
        }
        if isHighlighted, let highlightedTextColor {
            styled.addAttribute(.foregroundColor, value: highlightedTextColor, range: whole)
        }
        return styled
    }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if adjustsFontForContentSizeCategory, let style = font.textStyle,
           previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            // Following the text size is not a font the app chose.
            AppearanceStore.untracked { font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traitCollection) }
        }
        if previousTraitCollection?.hasDifferentColorAppearance(comparedTo: traitCollection) != false { setNeedsDisplay() }
    }
}
