@_implementationOnly import CCairo
import Foundation

/// Attributed text laid out for measuring and drawing, in points with the origin at the
/// top-left of the text block.
///
/// Each paragraph (text between line separators) is one Pango layout, shaped with HarfBuzz
/// and broken into lines by Pango (bidirectional text, font fallback, ellipsizing). Slate
/// then stacks the lines itself, so that TextKit's paragraph rules apply: line spacing,
/// paragraph spacing before and after, line height multiple, minimum and maximum line
/// heights, and indents.
///
/// Line breaking follows NSString drawing: wrapping modes wrap at the width; truncating modes
/// keep each paragraph to one ellipsized line; clipping keeps one unwrapped line. Options add
/// what UILabel needs: a maximum number of lines and truncation of the last visible line.
package final class TextLayout: @unchecked Sendable {
    package struct Options {
        /// The width lines break at; nil for no limit, as is any width `TextLayout.limits(width:)`
        /// does not take for one.
        package var width: CGFloat? {
            didSet { if let width, !TextLayout.limits(width: width) { self.width = nil } }
        }
        /// Lines that do not fit entirely are dropped (at least one line is kept).
        package var height: CGFloat?
        /// 0 means no limit.
        package var maximumNumberOfLines = 0
        /// False lays out each paragraph as one line, as NSString drawing does without
        /// `.usesLineFragmentOrigin`.
        package var wrapsLines = true
        /// When lines are dropped, end the last visible one with an ellipsis …
        package var truncatesLastVisibleLine = false
        /// … placed as this mode says (default: the paragraph's truncating mode, else tail).
        package var truncationMode: NSLineBreakMode?
        /// Fonts may shrink to this fraction to make the text fit (0 = do not shrink).
        package var minimumScaleFactor: CGFloat = 0
        /// Replaces every paragraph's line break mode (a label wraps by word and applies its
        /// own mode to the last line only).
        package var paragraphLineBreakMode: NSLineBreakMode?
        /// Replaces every paragraph's line break strategy (a label's plain text: the label's).
        package var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy?
        /// A one-line paragraph that would be truncated is first tightened, its letters set
        /// closer, as far as `TextLayout.maximumTightening` allows (a label's
        /// `allowsDefaultTighteningForTruncation`; a paragraph style's own says the same).
        package var tightensBeforeTruncating = false
        /// What a layout manager changes about its glyphs (invisible characters shown, glyphs
        /// hidden, line breaks refused); offsets are UTF-16 offsets in the laid-out text.
        var glyphControl = GlyphControl()
        /// Room above the first line and below the last (a text view's paragraph: its
        /// paragraph spacing, which NSString drawing leaves out at the ends of the text).
        var spacingBefore: CGFloat = 0
        var spacingAfter: CGFloat = 0
        /// Extra room after the line whose last character is at this offset (UTF-16, in the
        /// laid-out text): a layout manager delegate's `lineSpacingAfterGlyphAt`.
        var lineSpacingAfter: ((Int) -> CGFloat)?
        /// Changes a line's place before it is stacked (a layout manager delegate's
        /// `shouldSetLineFragmentRect`): given the line's characters (UTF-16, in the laid-out
        /// text), its top, height and baseline from its top (in the block), and its glyphs'
        /// left edge and width, it may move the top and change the height and baseline.
        var adjustLineFragment: ((NSRange, inout CGFloat, inout CGFloat, inout CGFloat, CGFloat, CGFloat) -> Void)?
        /// Each line takes, below its descent, the leading (line gap) of its largest font
        /// (a layout manager's `usesFontLeading`).
        var addsFontLeading = false

        package init() {}
    }

    /// A layout manager's say over the glyphs of the text it lays out (NSLayoutManager's
    /// `showsInvisibleCharacters`, `usesDefaultHyphenation`, `setNotShownAttribute`, and its
    /// delegate's `shouldGenerateGlyphs` and `shouldBreakLineByWord…`).
    struct GlyphControl {
        /// Spaces, tabs and line separators drawn as visible marks (Pango's "show spaces").
        var showsInvisibleCharacters = false
        /// Default-ignorable and control characters drawn as visible boxes.
        var showsControlCharacters = false
        /// Words hyphenate where they break unless the paragraph style says otherwise.
        var hyphenatesByDefault = false
        /// Characters that keep their room but draw nothing (not-shown glyphs).
        var hidden = IndexSet()
        /// Characters that take no room and draw nothing (null glyphs).
        var removed = IndexSet()
        /// Offsets before which no line may break.
        var unbreakable = IndexSet()
        /// Offsets before which a line that breaks inside a word shows no hyphen.
        var unhyphenated = IndexSet()
        /// Background colours, underlines and strikethroughs are left to the layout's owner
        /// (a layout manager draws them through its overridable primitives), not drawn with
        /// the glyphs.
        var ownerDrawsDecorations = false

        var isEmpty: Bool {
            !showsInvisibleCharacters && !showsControlCharacters && !hyphenatesByDefault
                && hidden.isEmpty && removed.isEmpty && unbreakable.isEmpty && unhyphenated.isEmpty && !ownerDrawsDecorations
        }
    }

    /// One laid-out line, positioned in the block.
    struct Line {
        let paragraph: Int
        let line: UnsafeMutablePointer<PangoLayoutLine>
        /// Where `pango_cairo_show_layout_line` starts the line (its origin) and its baseline.
        let originX: CGFloat
        let baseline: CGFloat
        /// The line's box in the block.
        let frame: CGRect
    }

    private var layouts: [OpaquePointer] = []
    /// Per layout, in Pango units: how far right its line stands where it was laid out without
    /// the width it wraps at (`alignedShiftIfFitsUnwrapped`); 0 for the others.
    private var unwrappedShifts: [Int32] = []
    /// The paragraphs laid out, in order.
    private(set) var sources: [ParagraphSource] = []
    private(set) var lines: [Line] = []
    /// Width of the longest line and height of all lines.
    package private(set) var size: CGSize = .zero
    package private(set) var firstBaseline: CGFloat = 0
    package private(set) var lastBaseline: CGFloat = 0
    /// Whether lines were dropped or ellipsized.
    package private(set) var isTruncated = false
    /// The factor the fonts were shrunk by to fit (`minimumScaleFactor`); 1 when they were not.
    package private(set) var appliedFontScale: CGFloat = 1
    /// The height and first baseline of the text at its full size, before any shrinking
    /// (for `UILabel.baselineAdjustment`).
    package private(set) var fullSizeHeight: CGFloat = 0
    package private(set) var fullSizeFirstBaseline: CGFloat = 0
    /// How far fonts shrank to fit (1 = not at all).
    package private(set) var scaleFactor: CGFloat = 1
    /// The text shadow (the first `.shadow` attribute), applied to the whole block.
    private var shadow: NSShadow?
    /// When a paragraph clips (`.byClipping`) at a width, glyphs past it are not drawn.
    private var clipWidth: CGFloat?
    /// The glyphs by character, once asked for (`shapedGlyphs()`).
    var shapedGlyphCache: [ShapedGlyph?]?
    /// `lineBoxes`, once asked for.
    var lineBoxesCache: [(frame: CGRect, range: NSRange)]?
    /// Characters a layout manager hid or nulled: their attachments draw no image.
    private var hiddenCharacters = IndexSet()
    /// The owner draws backgrounds, underlines and strikethroughs (`GlyphControl`).
    private(set) var ownerDrawsDecorations = false

    /// Whether `width` is a width to break lines at: finite and less than a million points
    /// (Pango holds widths in 32-bit units of 1/1024 point); larger or not finite, it means no
    /// limit, as `sizeThatFits` callers offering `CGFloat.greatestFiniteMagnitude` mean it.
    package static func limits(width: CGFloat) -> Bool {
        width.isFinite && width < 1_000_000
    }

    package convenience init(_ text: NSAttributedString, options: Options) {
        self.init(StyledText(text), options: options)
    }

    package init(_ text: StyledText, options: Options) {
        // An empty string has no lines and measures zero.
        guard text.length > 0 else { return }
        let paragraphs = ParagraphSource.split(text)
        sources = paragraphs
        hiddenCharacters = options.glyphControl.hidden.union(options.glyphControl.removed)
        ownerDrawsDecorations = options.glyphControl.ownerDrawsDecorations
        shadow = Self.firstShadow(in: text)
        if paragraphs.contains(where: { (options.paragraphLineBreakMode ?? $0.style.lineBreakMode) == .byClipping }) {
            clipWidth = options.width
        }
        TextEngine.shared.withPango { context in
            build(paragraphs, options: options, scale: 1, context: context)
            fullSizeHeight = size.height
            fullSizeFirstBaseline = firstBaseline
            let floor = options.minimumScaleFactor
            guard floor > 0, floor < 1, !fits(options) else { return }
            // Shrink fonts to the largest factor (searched to 1%) at which everything fits.
            var low = floor, high: CGFloat = 1
            while high - low > 0.01 {
                let middle = (low + high) / 2
                build(paragraphs, options: options, scale: middle, context: context)
                if fits(options) { low = middle } else { high = middle }
            }
            build(paragraphs, options: options, scale: low, context: context)
            appliedFontScale = low
        }
    }

    deinit {
        let owned = layouts
        TextEngine.shared.withPango { _ in
            for layout in owned { g_object_unref(UnsafeMutableRawPointer(layout)) }
        }
    }

    /// Whether nothing was dropped or ellipsized and no line is wider than the width.
    private func fits(_ options: Options) -> Bool {
        guard !isTruncated else { return false }
        if let width = options.width, size.width > width + 0.01 { return false }
        return true
    }

    // MARK: Building

    private func build(_ paragraphs: [ParagraphSource], options: Options, scale: CGFloat, context: OpaquePointer) {
        for layout in layouts { g_object_unref(UnsafeMutableRawPointer(layout)) }
        layouts = []
        unwrappedShifts = []
        lines = []
        lineBoxesCache = nil
        isTruncated = false
        scaleFactor = scale

        for paragraph in paragraphs {
            let (layout, shift) = makeLayout(paragraph, options: options, scale: scale, context: context, lineLimit: nil)
            layouts.append(layout)
            unwrappedShifts.append(shift)
        }
        var stacked = stack(paragraphs, options: options)

        // Drop what does not fit.
        var visible = stacked.count
        if options.maximumNumberOfLines > 0 { visible = min(visible, options.maximumNumberOfLines) }
        if let height = options.height {
            while visible > 1, stacked[visible - 1].frame.maxY > height + 0.01 { visible -= 1 }
        }
        if visible < stacked.count {
            isTruncated = true
            let last = stacked[visible - 1]
            stacked.removeSubrange(visible...)
            if options.truncatesLastVisibleLine {
                // Lay the last visible paragraph out again, ellipsized after its visible lines.
                let index = last.paragraph
                let shown = stacked.filter { $0.paragraph == index }.count
                g_object_unref(UnsafeMutableRawPointer(layouts[index]))
                (layouts[index], unwrappedShifts[index]) = makeLayout(paragraphs[index], options: options, scale: scale,
                                                                      context: context, lineLimit: (shown, options.truncationMode))
                stacked = stack(paragraphs, options: options).filter { $0.paragraph <= index }
                // Tightened to fit whole, with nothing after it dropped: nothing is truncated.
                if pango_layout_is_ellipsized(layouts[index]) == 0, index == paragraphs.count - 1,
                   stacked.count == visible {
                    isTruncated = false
                }
            }
        }
        if !isTruncated {
            for layout in layouts where pango_layout_is_ellipsized(layout) != 0 { isTruncated = true }
        }
        lines = stacked
        let width = stacked.map(\.frame.maxX).max() ?? 0
        let left = min(0, stacked.map(\.frame.minX).min() ?? 0)
        var trailing = stacked.isEmpty ? 0 : options.spacingAfter
        if let extra = options.lineSpacingAfter, let line = stacked.last, let end = lastCharacter(of: line) { trailing += extra(end) }
        size = CGSize(width: width - left, height: (stacked.last?.frame.maxY ?? 0) + trailing)
        firstBaseline = stacked.first?.baseline ?? 0
        lastBaseline = stacked.last?.baseline ?? 0
    }

    /// Positions every line of every paragraph, top to bottom.
    private func stack(_ paragraphs: [ParagraphSource], options: Options) -> [Line] {
        var result: [Line] = []
        var cursor: CGFloat = options.spacingBefore
        // Without a width, center and right alignment refer to the widest paragraph.
        var blockWidth = options.width
        if blockWidth == nil {
            blockWidth = layouts.enumerated().map { index, layout in
                var logical = PangoRectangle()
                pango_layout_get_extents(layout, nil, &logical)
                return CGFloat(logical.width) / CGFloat(PANGO_SCALE) + paragraphs[index].style.headIndent
            }.max()
        }
        // Whether any font of the text has a leading trait: asked once, most text has none.
        let anyLeading = paragraphs.first.map { first in
            first.text.runs.contains { (($0.attributes[.font] as? UIFont)?.key.leadingAdjustment ?? 0) != 0 }
        } ?? false
        let adjustsLeading = paragraphs.map { $0.defaultFont.leadingAdjustment != 0 || anyLeading }
        for (index, layout) in layouts.enumerated() {
            let style = paragraphs[index].style
            if index > 0 { cursor += style.paragraphSpacingBefore }
            let geometry = paragraphGeometry(style, width: blockWidth, isRightToLeft: paragraphs[index].isRightToLeft)
            let iterator = pango_layout_get_iter(layout)!
            repeat {
                guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
                var logical = PangoRectangle()
                pango_layout_iter_get_line_extents(iterator, nil, &logical)
                var lineLogical = PangoRectangle()
                pango_layout_line_get_extents(line, nil, &lineLogical)
                let top = CGFloat(logical.y) / CGFloat(PANGO_SCALE)
                let naturalHeight = CGFloat(logical.height) / CGFloat(PANGO_SCALE)
                let baselineInLayout = CGFloat(pango_layout_iter_get_baseline(iterator)) / CGFloat(PANGO_SCALE)
                // A font's tight or loose leading takes room from (adds room to) the bottom
                // of the line, below its descent, as a font's own leading does.
                let lineLeading = adjustsLeading[index] || options.addsFontLeading
                    ? leading(of: line, in: paragraphs[index], includingFontLeading: options.addsFontLeading) : 0
                let descent = naturalHeight - (baselineInLayout - top) + lineLeading
                var height = naturalHeight + lineLeading
                if style.lineHeightMultiple > 0 { height *= style.lineHeightMultiple }
                if style.minimumLineHeight > 0 { height = max(height, style.minimumLineHeight) }
                if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
                let x = geometry.offsetX + CGFloat(logical.x + unwrappedShifts[index]) / CGFloat(PANGO_SCALE)
                let width = CGFloat(logical.width) / CGFloat(PANGO_SCALE)
                if let previous = result.last {
                    cursor += previous.paragraph == index ? style.lineSpacing : 0
                    if let extra = options.lineSpacingAfter, let end = lastCharacter(of: previous) { cursor += extra(end) }
                }
                var baselineOffset = height - descent
                if let adjust = options.adjustLineFragment {
                    adjust(characterRange(of: line, in: paragraphs[index]), &cursor, &height, &baselineOffset, x, width)
                }
                result.append(Line(paragraph: index, line: line,
                                   originX: x - CGFloat(lineLogical.x) / CGFloat(PANGO_SCALE),
                                   baseline: cursor + baselineOffset,
                                   frame: CGRect(x: x, y: cursor, width: width, height: height)))
                cursor += height
            } while pango_layout_iter_next_line(iterator) != 0
            pango_layout_iter_free(iterator)
            if index < layouts.count - 1 { cursor += style.lineSpacing + style.paragraphSpacing }
        }
        return result
    }

    /// The characters `line` shows (UTF-16, in the laid-out text).
    private func characterRange(of line: UnsafeMutablePointer<PangoLayoutLine>, in source: ParagraphSource) -> NSRange {
        let startByte = Int(line.pointee.start_index)
        let start = source.utf16Offset(forByte: startByte), end = source.utf16Offset(forByte: startByte + Int(line.pointee.length))
        return NSRange(location: source.range.location + start, length: max(0, end - start))
    }

    /// The leading adjustment of the largest font on `line` (the paragraph's default font on
    /// an empty line), with the font's own leading when asked, at the layout's scale.
    private func leading(of line: UnsafeMutablePointer<PangoLayoutLine>, in source: ParagraphSource,
                         includingFontLeading: Bool) -> CGFloat {
        let startByte = Int(line.pointee.start_index)
        let start = source.utf16Offset(forByte: startByte), end = source.utf16Offset(forByte: startByte + Int(line.pointee.length))
        var largest = source.defaultFont
        if end > start {
            largest.size = 0
            source.text.enumerateAttributes(in: NSRange(location: source.range.location + start, length: end - start)) { attributes, _ in
                let key = (attributes[.font] as? UIFont)?.key ?? source.defaultFont
                if key.size > largest.size { largest = key }
            }
        }
        let own = includingFontLeading ? TextEngine.shared.metrics(for: largest).leading : 0
        return (largest.leadingAdjustment + own) * scaleFactor
    }

    /// The offset (UTF-16, in the laid-out text) of the last character `line` shows; nil for
    /// an empty line.
    private func lastCharacter(of line: Line) -> Int? {
        let source = sources[line.paragraph]
        let endByte = Int(line.line.pointee.start_index + line.line.pointee.length)
        // The last UTF-16 offset whose character starts before the line's end (the offsets'
        // bytes ascend: a binary search).
        var low = 0, high = min(source.range.length, source.byteOffsets.count) - 1
        guard high >= 0, source.byteOffsets[0] < endByte else { return nil }
        while low < high {
            let middle = (low + high + 1) / 2
            if source.byteOffsets[middle] < endByte { low = middle } else { high = middle - 1 }
        }
        return source.range.location + low
    }

    /// The horizontal offset of a paragraph's lines and the width Pango breaks them at.
    private func paragraphGeometry(_ style: NSParagraphStyle, width: CGFloat?, isRightToLeft: Bool)
        -> (offsetX: CGFloat, breakWidth: CGFloat?) {
        guard let width else { return (isRightToLeft ? 0 : style.headIndent, nil) }
        let trailing = style.tailIndent > 0 ? max(0, width - style.tailIndent) : -style.tailIndent
        let available = max(1, width - style.headIndent - trailing)
        return (isRightToLeft ? trailing : style.headIndent, available)
    }

    /// A paragraph's Pango layout, and the shift its line needs where it was laid out without
    /// its width (0 otherwise).
    private func makeLayout(_ paragraph: ParagraphSource, options: Options, scale: CGFloat, context: OpaquePointer,
                            lineLimit: (count: Int, mode: NSLineBreakMode?)?) -> (OpaquePointer, Int32) {
        let layout = pango_layout_new(context)!
        let style = paragraph.style
        pango_layout_set_text(layout, paragraph.pangoText, -1)
        let description = paragraph.defaultFont.scaled(by: scale).makePangoDescription()
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        let attributes = paragraph.makeAttributes(scale: scale, control: options.glyphControl)
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        pango_layout_set_auto_dir(layout, 1)
        if paragraph.pangoText.utf8.contains(0x09) { setTabs(style, on: layout, scale: scale, width: options.width) }

        // Pango mirrors LEFT/RIGHT for right-to-left paragraphs; NSTextAlignment's left and
        // right are absolute, so map them back.
        let rtl = paragraph.isRightToLeft
        switch style.alignment {
        case .natural: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .justified:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        case .left: pango_layout_set_alignment(layout, rtl ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
        case .right: pango_layout_set_alignment(layout, rtl ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        }

        let geometry = paragraphGeometry(style, width: options.width, isRightToLeft: rtl)
        let mode = options.paragraphLineBreakMode ?? style.lineBreakMode
        // A new layout has no width (−1): one line per paragraph.
        let breakWidth = geometry.breakWidth.map { Int32(($0 * CGFloat(PANGO_SCALE)).rounded(.down)) }
        let strategy = options.lineBreakStrategy ?? style.lineBreakStrategy
        // The indent first: the strategies judge lines at the widths they are shown at.
        let indent = breakWidth == nil ? 0 : Int32(((style.firstLineHeadIndent - style.headIndent) * CGFloat(PANGO_SCALE)).rounded())
        if indent != 0 { pango_layout_set_indent(layout, indent) }
        /// The strategies, once the layout has its width: Hangul words kept whole (not with
        /// character wrapping, which asks for breaks anywhere), then a last-line orphan pushed
        /// out — not where the paragraph's lines past the label's limit will not show (the
        /// orphan is not seen, the line above would lose a word for nothing), nor with an
        /// indent (lines of different widths).
        func applyStrategy(_ breakWidth: Int32) {
            if strategy.contains(.hangulWordPriority), mode != .byCharWrapping {
                Self.keepHangulWordsWhole(layout, text: paragraph.pangoText, breakWidth: breakWidth)
            }
            let lineCount = Int(pango_layout_get_line_count(layout))
            let limit = lineLimit?.count ?? options.maximumNumberOfLines
            let showsAllLines = limit <= 0 || lineCount <= limit
            if strategy.contains(.pushOut), indent == 0, showsAllLines {
                Self.pushOutOrphan(layout, text: paragraph.pangoText, breakWidth: breakWidth)
            }
        }
        if let (count, requested) = lineLimit {
            // The last visible lines: wrap as usual, ellipsize the last one.
            let truncation = requested ?? (mode.truncates ? mode : .byTruncatingTail)
            if let breakWidth { pango_layout_set_width(layout, breakWidth) }
            pango_layout_set_wrap(layout, mode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
            pango_layout_set_ellipsize(layout, Self.ellipsizeMode(truncation))
            pango_layout_set_height(layout, Int32(-max(1, count)))
            if let breakWidth, !strategy.isEmpty { applyStrategy(breakWidth) }
        } else if mode.truncates, let breakWidth {
            // One ellipsized line per paragraph (Pango's default height of −1).
            pango_layout_set_width(layout, breakWidth)
            pango_layout_set_ellipsize(layout, Self.ellipsizeMode(mode))
        } else if !options.wrapsLines || mode == .byClipping || breakWidth == nil {
            // One unwrapped line per paragraph.
        } else if let breakWidth {
            pango_layout_set_wrap(layout, mode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
            if style.firstLineHeadIndent == style.headIndent, style.alignment != .justified,
               let shift = Self.alignedShiftIfFitsUnwrapped(layout, breakWidth: breakWidth,
                                                            fontSize: paragraph.defaultFont.size * scale,
                                                            byteCount: paragraph.pangoText.utf8.count) {
                return (layout, shift)
            }
            pango_layout_set_width(layout, breakWidth)
            if !strategy.isEmpty { applyStrategy(breakWidth) }
        }
        if options.tightensBeforeTruncating || style.allowsDefaultTighteningForTruncation,
           lineLimit.map({ $0.count == 1 }) ?? mode.truncates, let breakWidth, pango_layout_is_ellipsized(layout) != 0 {
            tighten(layout, toFit: breakWidth, fontSize: paragraph.defaultFont.size * scale)
        }
        return (layout, 0)
    }

    /// How much closer a tightened line's letters may stand: a twentieth of the font's size
    /// each (UIKit does not document its amount).
    static let maximumTightening: CGFloat = 0.05

    /// Sets an ellipsized one-line layout's letters closer so that the whole line fits in
    /// `breakWidth`, when no more than `maximumTightening` is needed; otherwise it stays
    /// truncated as it was.
    private func tighten(_ layout: OpaquePointer, toFit breakWidth: Int32, fontSize: CGFloat) {
        let ellipsize = pango_layout_get_ellipsize(layout)
        let height = pango_layout_get_height(layout)
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        pango_layout_set_width(layout, -1)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let characters = max(1, Int(pango_layout_get_character_count(layout)) - 1)
        let excess = Int(logical.width) - Int(breakWidth)
        let allowed = Int(fontSize * Self.maximumTightening * CGFloat(PANGO_SCALE)) * characters
        // The paragraph's own attributes, kept to put back when tightening is not enough.
        var original: OpaquePointer?
        if excess > 0, excess <= allowed, let attributes = pango_layout_get_attributes(layout) {
            original = pango_attr_list_ref(attributes)
            let tightened = pango_attr_list_copy(attributes)!
            let spacing = -((excess + characters - 1) / characters)
            pango_attr_list_insert(tightened, pango_attr_letter_spacing_new(Int32(spacing)))
            pango_layout_set_attributes(layout, tightened)
            pango_attr_list_unref(tightened)
        }
        pango_layout_set_width(layout, breakWidth)
        pango_layout_set_height(layout, height)
        pango_layout_set_ellipsize(layout, ellipsize)
        if let original {
            // Still too wide (rounding, or spacing the font cannot take): truncated as it was,
            // with its own letter spacing.
            if pango_layout_is_ellipsized(layout) != 0 { pango_layout_set_attributes(layout, original) }
            pango_attr_list_unref(original)
        }
    }

    /// Gives Pango the paragraph's tab stops, then
    /// stops every `defaultTabInterval` beyond the last as far as the width reaches (Pango
    /// repeats the last spacing past its last stop, which is what a zero interval does).
    private func setTabs(_ style: NSParagraphStyle, on layout: OpaquePointer, scale: CGFloat, width: CGFloat?) {
        var stops = style.tabStops
        let interval = style.defaultTabInterval
        if interval > 0 {
            let reach = max(width ?? 0, (stops.last?.location ?? 0) + interval * 64)
            var next = ((stops.last?.location ?? 0) / interval).rounded(.down) * interval + interval
            while next <= reach, stops.count < 256 {
                stops.append(NSTextTab(textAlignment: .natural, location: next))
                next += interval
            }
        }
        guard !stops.isEmpty, let tabs = pango_tab_array_new(Int32(stops.count), 0) else { return }
        defer { pango_tab_array_free(tabs) }
        for (index, stop) in stops.enumerated() {
            let alignment: PangoTabAlign
            switch stop.alignment {
            case .right: alignment = stop.decimalSeparator == nil ? PANGO_TAB_RIGHT : PANGO_TAB_DECIMAL
            case .center: alignment = PANGO_TAB_CENTER
            case .left, .natural, .justified: alignment = stop.decimalSeparator == nil ? PANGO_TAB_LEFT : PANGO_TAB_DECIMAL
            }
            // TextKit measures stops from the text container's edge; Pango from the layout's,
            // which stands `headIndent` in.
            let location = max(0, stop.location - style.headIndent)
            pango_tab_array_set_tab(tabs, Int32(index), alignment, Int32((location * scale * CGFloat(PANGO_SCALE)).rounded()))
            if alignment == PANGO_TAB_DECIMAL, let separator = stop.decimalSeparator?.unicodeScalars.first {
                pango_tab_array_set_decimal_point(tabs, Int32(index), gunichar(separator.value))
            }
        }
        pango_layout_set_tabs(layout, tabs)
    }

    /// Where a paragraph laid out without a width is one line narrower than `breakWidth`, it
    /// wraps to that same line: Pango's line breaking, which costs a short label a third of
    /// its measuring, has nothing to do. Without a width Pango stands the line at 0; this
    /// returns the shift its alignment within the width would give it (Pango's own rule for a
    /// paragraph's only line: right and left swap for a right-to-left line, a centred line
    /// starts half the free width in, rounded to whole points when both widths are whole).
    /// Nil, with the layout laid out without a width, where the line does not fit or the text
    /// is too long to (each character is at least a fifth of an em wide, a guess that only
    /// spares the work of trying).
    /// Off, every wrapping paragraph is laid out at its width (tests compare the two ways).
    nonisolated(unsafe) package static var laysOutFittingLinesUnwrapped = true

    private static func alignedShiftIfFitsUnwrapped(_ layout: OpaquePointer, breakWidth: Int32, fontSize: CGFloat,
                                                    byteCount: Int) -> Int32? {
        guard laysOutFittingLinesUnwrapped, CGFloat(byteCount) * fontSize * 0.2 < CGFloat(breakWidth) / CGFloat(PANGO_SCALE),
              pango_layout_get_line_count(layout) == 1, let line = pango_layout_get_line_readonly(layout, 0) else { return nil }
        var logical = PangoRectangle()
        pango_layout_line_get_extents(line, nil, &logical)
        guard logical.width < breakWidth else { return nil }
        var alignment = pango_layout_get_alignment(layout)
        if alignment != PANGO_ALIGN_CENTER, pango_layout_get_auto_dir(layout) != 0,
           pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_RTL {
            alignment = alignment == PANGO_ALIGN_LEFT ? PANGO_ALIGN_RIGHT : alignment == PANGO_ALIGN_RIGHT ? PANGO_ALIGN_LEFT : alignment
        }
        let free = breakWidth - logical.width
        switch alignment {
        case PANGO_ALIGN_RIGHT: return free
        case PANGO_ALIGN_CENTER:
            let half = free / 2
            let unit = Int32(PANGO_SCALE)
            return (breakWidth | logical.width) & (unit - 1) == 0 ? (half + unit / 2) & ~(unit - 1) : half
        default: return 0
        }
    }

    private static func ellipsizeMode(_ mode: NSLineBreakMode) -> PangoEllipsizeMode {
        switch mode {
        case .byTruncatingHead: return PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: return PANGO_ELLIPSIZE_MIDDLE
        default: return PANGO_ELLIPSIZE_END
        }
    }

    private static func firstShadow(in text: StyledText) -> NSShadow? {
        text.firstValue(of: .shadow) as? NSShadow
    }

    // MARK: Drawing

    /// Draws the block with its top-left at `origin`, through `context`'s graphics state
    /// (alpha, blend mode, clip; the text shadow if the string has one).
    package func draw(in context: CGContext, at origin: CGPoint) {
        guard !lines.isEmpty else { return }
        context.saveGState()
        if let shadow {
            let color = (shadow.shadowColor as? UIColor)?.cgColor ?? (shadow.shadowColor as! CGColor?)
                ?? CGColor(gray: 0, alpha: 1.0 / 3.0)
            context.setShadow(offset: shadow.shadowOffset, blur: shadow.shadowBlurRadius, color: color)
        }
        if let clipWidth {
            context.clip(to: CGRect(x: origin.x, y: origin.y - size.height, width: clipWidth, height: size.height * 3))
        }
        TextEngine.shared.withPango { _ in
            context.composite(appliesAlpha: false) {
                let cairo = context.cairo
                cairo_set_source_rgba(cairo, 0, 0, 0, 1)
                for line in lines {
                    cairo_move_to(cairo, Double(origin.x + line.originX), Double(origin.y + line.baseline))
                    pango_cairo_show_layout_line(cairo, line.line)
                    if !sources[line.paragraph].glyphEffects.isEmpty { drawGlyphEffects(of: line, at: origin, cairo: cairo) }
                }
                cairo_new_path(cairo)
            }
        }
        drawAttachments(in: context, at: origin)
        context.restoreGState()
    }

    /// Draws the line's outlined and slanted runs (Pango draws neither): each run's glyphs as
    /// a path from where the run stands in the line, skewed about the baseline by its
    /// obliqueness, filled (slanted) and stroked (outlined).
    private func drawGlyphEffects(of line: Line, at origin: CGPoint, cairo: OpaquePointer) {
        let effects = sources[line.paragraph].glyphEffects
        forEachRun(of: line) { run, x, width in
            let item = run.pointee.item.pointee
            // A run is an effect's when it starts inside it (Pango's ellipsis run may reach past).
            guard let effect = effects.first(where: { $0.bytes.contains(Int(item.offset)) }), let font = item.analysis.font else { return true }
            let units = CGFloat(PANGO_SCALE)
            let start = CGPoint(x: origin.x + line.originX + CGFloat(x) / units,
                                y: origin.y + line.baseline - CGFloat(run.pointee.y_offset) / units)
            cairo_save(cairo)
            cairo_new_path(cairo)
            // The path is built in the skewed space and kept (a path outlives the state it was
            // built in), so the outline's width is not skewed.
            cairo_save(cairo)
            var skew = cairo_matrix_t(xx: 1, yx: 0, xy: Double(-effect.obliqueness), yy: 1, x0: 0, y0: 0)
            cairo_translate(cairo, Double(start.x), Double(start.y))
            cairo_transform(cairo, &skew)
            cairo_move_to(cairo, 0, 0)
            pango_cairo_glyph_string_path(cairo, font, run.pointee.glyphs)
            cairo_restore(cairo)
            func setSource(_ color: CGColor) {
                let c = color.sRGBA
                cairo_set_source_rgba(cairo, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
            }
            if let fill = effect.fillColor {
                setSource(fill)
                cairo_fill_preserve(cairo)
            }
            if effect.strokeWidth > 0 {
                setSource(effect.strokeColor)
                cairo_set_line_width(cairo, Double(effect.strokeWidth * scaleFactor))
                cairo_stroke(cairo)
            }
            cairo_new_path(cairo)
            if !ownerDrawsDecorations, effect.underline != nil || effect.strikethroughColor != nil,
               let metrics = pango_font_get_metrics(font, nil) {
                // Upright, where Pango would have drawn them, from the font's metrics.
                func bar(at position: Int32, thickness: Int32, _ color: CGColor) {
                    setSource(color)
                    cairo_rectangle(cairo, Double(start.x), Double(start.y - CGFloat(position) / units),
                                    Double(width) / Double(units), Double(thickness) / Double(units))
                    cairo_fill(cairo)
                }
                if let underline = effect.underline {
                    let position = pango_font_metrics_get_underline_position(metrics)
                    let thickness = pango_font_metrics_get_underline_thickness(metrics)
                    bar(at: position, thickness: thickness, underline.color)
                    if underline.double { bar(at: position - 2 * thickness, thickness: thickness, underline.color) }
                }
                if let color = effect.strikethroughColor {
                    let position = pango_font_metrics_get_strikethrough_position(metrics)
                    let thickness = pango_font_metrics_get_strikethrough_thickness(metrics)
                    bar(at: position, thickness: thickness, color)
                }
                pango_font_metrics_unref(metrics)
            }
            cairo_restore(cairo)
            return true
        }
    }

    /// Draws each attachment's image in the space its character keeps: from its glyph's
    /// leading edge, standing on the line's baseline by the attachment's bounds. Attachments
    /// ellipsized away or in dropped lines are not drawn.
    private func drawAttachments(in context: CGContext, at origin: CGPoint) {
        guard sources.contains(where: { !$0.attachments.isEmpty }) else { return }
        var drawings: [(image: UIImage, color: UIColor?, rect: CGRect)] = []
        TextEngine.shared.withPango { _ in
            for line in lines {
                let attachments = sources[line.paragraph].attachments
                guard !attachments.isEmpty else { continue }
                let start = Int(line.line.pointee.start_index), end = start + Int(line.line.pointee.length)
                for placed in attachments where placed.byteIndex >= start && placed.byteIndex < end
                    && !hiddenCharacters.contains(placed.characterIndex) {
                    // A glyph's two edges: the leading one is on the right in right-to-left text.
                    var leading: Int32 = 0, trailing: Int32 = 0
                    pango_layout_line_index_to_x(line.line, Int32(placed.byteIndex), 0, &leading)
                    pango_layout_line_index_to_x(line.line, Int32(placed.byteIndex), 1, &trailing)
                    let x = CGFloat(min(leading, trailing)) / CGFloat(PANGO_SCALE)
                    let bounds = placed.bounds.applying(CGAffineTransform(scaleX: scaleFactor, y: scaleFactor))
                    let rect = CGRect(x: origin.x + line.originX + x + bounds.minX, y: origin.y + line.baseline - bounds.maxY,
                                      width: bounds.width, height: bounds.height)
                    guard let image = placed.symbolImage
                        ?? placed.attachment.image(forBounds: placed.bounds, textContainer: nil, characterIndex: placed.characterIndex)
                    else { continue }
                    drawings.append((image, placed.color, rect))
                }
            }
        }
        guard !drawings.isEmpty else { return }
        // Symbols are drawn again for the pixels of this context, as everywhere they show:
        // the image they were made with has the scale of the screen it was made for.
        let ctm = context.userSpaceToDeviceSpaceTransform
        let deviceScale = max(hypot(ctm.a, ctm.b), hypot(ctm.c, ctm.d))
        UIGraphicsPushContext(context)
        for drawing in drawings {
            let image = drawing.image.atDisplayScale(deviceScale)
            // A template image (a symbol's, by default) takes the text's colour.
            let tinted = image.renderingMode == .alwaysTemplate ? image.withTintColor(drawing.color ?? .black) : image
            tinted.draw(in: drawing.rect)
        }
        UIGraphicsPopContext()
    }
}

extension FontKey {
    func scaled(by factor: CGFloat) -> FontKey {
        var key = self
        key.size *= factor
        key.leadingAdjustment *= factor
        return key
    }
}
