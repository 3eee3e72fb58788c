import Foundation

/// Lays plain or attributed text out across pages, breaking between lines.
@MainActor
open class UISimpleTextPrintFormatter: UIPrintFormatter {
    /// The text; setting it replaces `attributedText` with the text in `font`, `color` and
    /// `textAlignment`.
    open var text: String? {
        get { storedText ?? storedAttributedText?.string }
        set {
            storedText = newValue
            storedAttributedText = nil
            invalidateLayout()
        }
    }

    /// The text with its own attributes; `font`, `color` and `textAlignment` apply where it
    /// sets none.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? storedText.map { NSAttributedString(string: $0, attributes: defaultAttributes) } }
        set {
            storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
            storedText = nil
            invalidateLayout()
        }
    }

    /// The font of text without one; the system font at 12 points when nil.
    open var font: UIFont? { didSet { invalidateLayout() } }
    /// The color of text without one; black when nil.
    open var color: UIColor? { didSet { invalidateLayout() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { invalidateLayout() } }

    private var storedText: String?
    private var storedAttributedText: NSAttributedString?
    private var layout: (width: CGFloat, height: CGFloat, text: TextLayout, pageStarts: [CGFloat])?

    public init(text: String) {
        storedText = text
        super.init()
    }

    public init(attributedText: NSAttributedString) {
        storedAttributedText = NSAttributedString(attributedString: attributedText)
        super.init()
    }

    override func makeCopy() -> UIPrintFormatter {
        let copy = storedAttributedText.map(UISimpleTextPrintFormatter.init(attributedText:))
            ?? UISimpleTextPrintFormatter(text: storedText ?? "")
        copy.font = font
        copy.color = color
        copy.textAlignment = textAlignment
        return copy
    }

    private var defaultAttributes: [NSAttributedString.Key: Any] {
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = textAlignment
        return [.font: font ?? UIFont.systemFont(ofSize: 12), .foregroundColor: color ?? UIColor.black, .paragraphStyle: paragraph]
    }

    /// The text to lay out: the attributed text with the formatter's defaults under its own
    /// attributes.
    private var styledText: NSAttributedString {
        if let storedText { return NSAttributedString(string: storedText, attributes: defaultAttributes) }
        guard let storedAttributedText else { return NSAttributedString(string: "") }
        let merged = NSMutableAttributedString(string: storedAttributedText.string, attributes: defaultAttributes)
        storedAttributedText.enumerateAttributes(in: NSRange(location: 0, length: storedAttributedText.length)) { attributes, range, _ in
            merged.addAttributes(attributes, range: range)
        }
        return merged
    }

    private func invalidateLayout() {
        layout = nil
    }

    /// The text laid out at `size.width`, and where each page starts in it: a page holds the
    /// lines that fit whole in `size.height` (at least one, so a line taller than a page still
    /// prints).
    private func laidOut(for size: CGSize) -> (text: TextLayout, pageStarts: [CGFloat]) {
        if let layout, layout.width == size.width, layout.height == size.height { return (layout.text, layout.pageStarts) }
        var options = TextLayout.Options()
        options.width = size.width
        let text = TextLayout(styledText, options: options)
        var starts: [CGFloat] = []
        var pageTop: CGFloat?
        for line in text.lines {
            guard let top = pageTop else {
                pageTop = line.frame.minY
                starts.append(line.frame.minY)
                continue
            }
            if line.frame.maxY - top > size.height + 0.01 {
                pageTop = line.frame.minY
                starts.append(line.frame.minY)
            }
        }
        layout = (size.width, size.height, text, starts)
        return (text, starts)
    }

    override func pageCount(forContentSize size: CGSize) -> Int {
        laidOut(for: size).pageStarts.count
    }

    override func drawContent(in rect: CGRect, page: Int) {
        guard let context = UIGraphicsGetCurrentContext(), let size = contentSizePerPage else { return }
        let (text, starts) = laidOut(for: size)
        guard page < starts.count else { return }
        let top = starts[page]
        let bottom = page + 1 < starts.count ? starts[page + 1] : text.size.height
        context.saveGState()
        // The page shows its whole lines only: the next page's first line starts at `bottom`.
        context.clip(to: CGRect(x: rect.minX - size.width, y: rect.minY, width: rect.width + 2 * size.width, height: bottom - top))
        text.draw(in: context, at: CGPoint(x: rect.minX, y: rect.minY - top))
        context.restoreGState()
    }
}
