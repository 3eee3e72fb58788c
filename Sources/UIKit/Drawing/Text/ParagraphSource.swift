@_implementationOnly import CCairo
import Foundation

/// One paragraph of an attributed string, ready for Pango: its UTF-8 text, its attributes as
/// a Pango attribute list, its paragraph style and direction.
struct ParagraphSource {
    /// The paragraph's characters in the whole string (UTF-16), separator excluded.
    let range: NSRange
    let text: StyledText
    let style: NSParagraphStyle
    /// The font for text without a `.font` attribute, and for an empty paragraph.
    let defaultFont: FontKey
    let isRightToLeft: Bool
    /// The text given to Pango: a direction mark (when the style fixes the direction) and
    /// the paragraph's characters.
    let pangoText: String
    /// UTF-16 offset in the paragraph → UTF-8 byte offset in `pangoText`.
    let byteOffsets: [Int]
    /// The paragraph's attachment characters, in order.
    let attachments: [PlacedAttachment]
    /// The paragraph's outlined or slanted runs (`.strokeWidth`, `.obliqueness`), in order.
    let glyphEffects: [PlacedGlyphEffect]

    /// A run whose glyphs Pango cannot draw as asked — outlined or slanted — which the
    /// layout draws itself as glyph outlines after drawing the line
    /// (`TextLayout.drawGlyphEffects`). Pango leaves such a run unfilled when the layout fills
    /// it (slanted) or nothing fills it (hollow).
    struct PlacedGlyphEffect {
        /// In `pangoText`.
        let bytes: Range<Int>
        /// In points, before any shrinking to fit: the stroke width attribute's percent of
        /// the run's point size; 0 for no outline.
        let strokeWidth: CGFloat
        let strokeColor: CGColor
        /// The skew of the glyphs (`.obliqueness`): how far right a point one unit above the
        /// baseline moves; 0 for upright.
        let obliqueness: CGFloat
        /// The fill the layout draws for a slanted run that is not hollow; nil when Pango
        /// fills the run (upright) or nothing does (hollow).
        let fillColor: CGColor?
        /// Where Pango's fill is hidden its lines are too (they take the fill's alpha): the
        /// run's underline (double or not, and its colour) and strikethrough colour, which
        /// the layout draws then.
        let underline: (double: Bool, color: CGColor)?
        let strikethroughColor: CGColor?

        /// Whether Pango's own fill of the run is hidden.
        static func hidesPangoFill(strokeWidth: CGFloat, obliqueness: CGFloat) -> Bool {
            strokeWidth > 0 || obliqueness != 0
        }
    }

    /// An attachment character (U+FFFC with an `.attachment`): where it stands, the bounds
    /// its glyph takes, and what it draws there.
    struct PlacedAttachment {
        /// In the whole string (UTF-16), as the attachment's methods are told.
        let characterIndex: Int
        /// In `pangoText`.
        let byteIndex: Int
        let attachment: NSTextAttachment
        /// Relative to the baseline, y up (TextKit's convention), in points before any
        /// shrinking to fit.
        let bounds: CGRect
        /// A symbol image drawn again at the text's point size, for an attachment that left
        /// its bounds to its image (iOS 13 sizes symbols in text so); nil otherwise.
        let symbolImage: UIImage?
        /// The text's colour there, which a template image takes.
        let color: UIColor?
    }

    /// The default font of attributed strings without a font: the system face at 12 points.
    static let fallbackFont = FontKey(family: TextEngine.shared.systemFamily, weight: 0, italic: false, size: 12)

    /// Splits at line feeds, carriage returns (CR LF counts once) and paragraph separators.
    /// A separator at the very end does not start another paragraph, as in NSString drawing.
    static func split(_ text: StyledText) -> [ParagraphSource] {
        // Most text (every label's) is one paragraph: no NSString to bridge to.
        if !text.string.utf16.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0x2029 }) {
            return [ParagraphSource(text: text, range: NSRange(location: 0, length: text.length))]
        }
        let string = text.string as NSString
        let length = string.length
        var paragraphs: [ParagraphSource] = []
        var start = 0
        var index = 0
        while index < length {
            let unit = string.character(at: index)
            if unit == 0x0A || unit == 0x0D || unit == 0x2029 {
                paragraphs.append(ParagraphSource(text: text, range: NSRange(location: start, length: index - start)))
                if unit == 0x0D, index + 1 < length, string.character(at: index + 1) == 0x0A { index += 1 }
                start = index + 1
            }
            index += 1
        }
        if start < length || paragraphs.isEmpty {
            paragraphs.append(ParagraphSource(text: text, range: NSRange(location: start, length: length - start)))
        }
        return paragraphs
    }

    private init(text: StyledText, range: NSRange) {
        self.text = text
        self.range = range
        // Attributes of an empty paragraph come from its separator (or the string's end).
        let probe = min(range.location, max(0, text.length - 1))
        let attributes = text.length > 0 ? text.attributes(at: probe) : [:]
        style = attributes[.paragraphStyle] as? NSParagraphStyle ?? NSParagraphStyle()
        defaultFont = (attributes[.font] as? UIFont)?.key ?? Self.fallbackFont

        let characters = range.location == 0 && range.length == text.length
            ? text.string : (text.string as NSString).substring(with: range)
        let marker: String
        switch style.baseWritingDirection {
        case .leftToRight: marker = "\u{200E}"
        case .rightToLeft: marker = "\u{200F}"
        case .natural: marker = ""
        }
        pangoText = marker + characters
        if style.baseWritingDirection == .natural {
            isRightToLeft = Self.firstStrongDirectionIsRightToLeft(characters)
        } else {
            isRightToLeft = style.baseWritingDirection == .rightToLeft
        }

        var offsets = [Int](repeating: 0, count: range.length + 1)
        var utf16 = 0
        var utf8 = marker.utf8.count
        for scalar in characters.unicodeScalars {
            let width16 = scalar.utf16.count
            for k in 0..<width16 where utf16 + k < offsets.count { offsets[utf16 + k] = utf8 }
            utf16 += width16
            utf8 += scalar.utf8.count
        }
        offsets[min(utf16, offsets.count - 1)] = utf8
        byteOffsets = offsets
        (attachments, glyphEffects) = Self.placeLayoutDrawnRuns(in: text, range: range, byteOffsets: offsets, defaultFont: defaultFont)
    }

    /// A run's stroke width and obliqueness attributes, 0 where absent or not finite.
    static func glyphEffectValues(_ attributes: [NSAttributedString.Key: Any]) -> (strokeWidth: CGFloat, obliqueness: CGFloat) {
        func finite(_ value: CGFloat?) -> CGFloat { value.map { $0.isFinite ? $0 : 0 } ?? 0 }
        return (finite(number(attributes[.strokeWidth])), finite(number(attributes[.obliqueness])))
    }

    /// What the layout draws itself rather than Pango — attachments, outlined and slanted
    /// runs — found in one walk over the paragraph's attribute runs.
    private static func placeLayoutDrawnRuns(in text: StyledText, range: NSRange, byteOffsets: [Int],
                                             defaultFont: FontKey) -> ([PlacedAttachment], [PlacedGlyphEffect]) {
        var attachments: [PlacedAttachment] = []
        var effects: [PlacedGlyphEffect] = []
        var units: NSString?
        text.enumerateAttributes(in: range) { attributes, runRange in
            if let attachment = attributes[.attachment] as? NSTextAttachment {
                let string = units ?? (text.string as NSString)
                units = string
                attachments += placeAttachment(attachment, attributes: attributes, runRange: runRange, string: string,
                                               paragraph: range, byteOffsets: byteOffsets, defaultFont: defaultFont)
            }
            if let effect = glyphEffect(attributes: attributes, runRange: runRange, paragraph: range, byteOffsets: byteOffsets,
                                        defaultFont: defaultFont) {
                effects.append(effect)
            }
        }
        return (attachments, effects)
    }

    private static func glyphEffect(attributes: [NSAttributedString.Key: Any], runRange: NSRange, paragraph range: NSRange,
                                    byteOffsets: [Int], defaultFont: FontKey) -> PlacedGlyphEffect? {
        let (width, obliqueness) = glyphEffectValues(attributes)
        guard width != 0 || obliqueness != 0 else { return nil }
        func color(_ value: Any?) -> CGColor { cgColor(value) ?? CGColor(gray: 0, alpha: 1) }
        let pointSize = (attributes[.font] as? UIFont)?.pointSize ?? defaultFont.size
        let start = byteOffsets[runRange.location - range.location]
        let end = byteOffsets[runRange.location - range.location + runRange.length]
        let hidden = PlacedGlyphEffect.hidesPangoFill(strokeWidth: width, obliqueness: obliqueness)
        let underline = number(attributes[.underlineStyle]).flatMap { raw -> (double: Bool, color: CGColor)? in
            guard hidden, raw != 0 else { return nil }
            let style = NSUnderlineStyle(rawValue: Int(raw))
            return (style.contains(.double) && style != .single, color(attributes[.underlineColor] ?? attributes[.foregroundColor]))
        }
        let strikethrough = number(attributes[.strikethroughStyle]).flatMap { raw -> CGColor? in
            guard hidden, raw != 0 else { return nil }
            return color(attributes[.strikethroughColor] ?? attributes[.foregroundColor])
        }
        return PlacedGlyphEffect(bytes: start..<end, strokeWidth: abs(width) * pointSize / 100,
                                 strokeColor: color(attributes[.strokeColor] ?? attributes[.foregroundColor]),
                                 obliqueness: obliqueness,
                                 fillColor: obliqueness != 0 && width <= 0 ? color(attributes[.foregroundColor]) : nil,
                                 underline: underline, strikethroughColor: strikethrough)
    }

    private static func placeAttachment(_ attachment: NSTextAttachment, attributes: [NSAttributedString.Key: Any], runRange: NSRange,
                                        string: NSString, paragraph range: NSRange, byteOffsets: [Int],
                                        defaultFont: FontKey) -> [PlacedAttachment] {
        var placed: [PlacedAttachment] = []
        let font = (attributes[.font] as? UIFont) ?? UIFont(key: defaultFont)
        for index in runRange.location..<NSMaxRange(runRange) where Int(string.character(at: index)) == NSTextAttachment.character {
            var bounds = attachment.attachmentBounds(for: nil, proposedLineFragment: .zero, glyphPosition: .zero, characterIndex: index)
            var symbolImage: UIImage?
            if attachment.bounds == .zero, let image = attachment.image, bounds == CGRect(origin: .zero, size: image.size),
               let sized = attachment.symbolImage(atPointSize: font.pointSize) {
                // Centred on the capitals, as a symbol stands in a line of its text.
                symbolImage = sized
                bounds = CGRect(x: 0, y: ((font.capHeight - sized.size.height) / 2).rounded(), width: sized.size.width, height: sized.size.height)
            }
            let finite = [bounds.minX, bounds.minY, bounds.width, bounds.height].allSatisfy(\.isFinite)
            placed.append(PlacedAttachment(characterIndex: index, byteIndex: byteOffsets[index - range.location],
                                           attachment: attachment, bounds: finite ? bounds.standardized : .zero,
                                           symbolImage: symbolImage, color: attributes[.foregroundColor] as? UIColor))
        }
        return placed
    }

    /// The Unicode bidi rule for a paragraph's direction: its first strongly directional
    /// character, judged by its script (Arabic, Hebrew … are right-to-left; punctuation,
    /// digits and other common characters are neutral).
    static func firstStrongDirectionIsRightToLeft(_ text: String) -> Bool {
        let functions = hb_unicode_funcs_get_default()
        for scalar in text.unicodeScalars {
            switch hb_script_get_horizontal_direction(hb_unicode_script(functions, scalar.value)) {
            case HB_DIRECTION_RTL: return true
            case HB_DIRECTION_LTR: return false
            default: continue
            }
        }
        return false
    }

    /// The paragraph's attributes as a Pango attribute list (the caller unrefs it). Sizes
    /// and spacings are multiplied by `scale` (for shrink-to-fit).
    func makeAttributes(scale: CGFloat, control: TextLayout.GlyphControl = TextLayout.GlyphControl()) -> OpaquePointer {
        let list = pango_attr_list_new()!
        if style.hyphenationFactor == 0, !control.hyphenatesByDefault {
            insert(pango_attr_insert_hyphens_new(0), into: list, from: 0, to: Int(UInt32.max))
        }
        for range in Self.shapingPieces(of: pangoText) {
            insert(pango_attr_fallback_new(1), into: list, from: range.lowerBound, to: range.upperBound)
        }
        text.enumerateAttributes(in: range) { attributes, runRange in
            let start = byteOffsets[runRange.location - range.location]
            let end = byteOffsets[runRange.location - range.location + runRange.length]
            func add(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                insert(attribute, into: list, from: start, to: end)
            }
            if let font = attributes[.font] as? UIFont {
                let description = font.key.scaled(by: scale).makePangoDescription()
                add(pango_attr_font_desc_new(description))
                pango_font_description_free(description)
                if !font.key.features.isEmpty {
                    add(pango_attr_font_features_new(font.key.features.joined(separator: ", ")))
                }
            }
            if let color = Self.rgba16(attributes[.foregroundColor]) {
                add(pango_attr_foreground_new(color.red, color.green, color.blue))
                // Pango reads an alpha of 0 as unset (opaque): clear text is the least alpha.
                add(pango_attr_foreground_alpha_new(max(color.alpha, 1)))
            }
            let effects = Self.glyphEffectValues(attributes)
            if effects.strokeWidth != 0 || effects.obliqueness != 0 {
                // An outlined or slanted run is a run of its own (an attribute that changes
                // nothing starts one), whose glyphs the layout draws. Pango's fill is hidden
                // where the layout fills (slanted) or nothing should (hollow): Pango reads an
                // alpha of 0 as unset, so the least one.
                add(pango_attr_fallback_new(1))
                if PlacedGlyphEffect.hidesPangoFill(strokeWidth: effects.strokeWidth, obliqueness: effects.obliqueness) {
                    add(pango_attr_foreground_alpha_new(1))
                }
            }
            if !control.ownerDrawsDecorations, let color = Self.rgba16(attributes[.backgroundColor]) {
                add(pango_attr_background_new(color.red, color.green, color.blue))
                add(pango_attr_background_alpha_new(color.alpha))
            }
            if let kern = Self.number(attributes[.kern]) ?? Self.number(attributes[.tracking]) {
                add(pango_attr_letter_spacing_new(Int32((kern * scale * CGFloat(PANGO_SCALE)).rounded())))
            }
            if !control.ownerDrawsDecorations, let raw = Self.number(attributes[.underlineStyle]), raw != 0 {
                let style = NSUnderlineStyle(rawValue: Int(raw))
                add(pango_attr_underline_new(style.contains(.double) && style != .single ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE))
                if let color = Self.rgba16(attributes[.underlineColor]) {
                    add(pango_attr_underline_color_new(color.red, color.green, color.blue))
                }
            }
            if !control.ownerDrawsDecorations, let raw = Self.number(attributes[.strikethroughStyle]), raw != 0 {
                add(pango_attr_strikethrough_new(1))
                if let color = Self.rgba16(attributes[.strikethroughColor]) {
                    add(pango_attr_strikethrough_color_new(color.red, color.green, color.blue))
                }
            }
            if let offset = Self.number(attributes[.baselineOffset]), offset != 0 {
                add(pango_attr_rise_new(Int32((offset * scale * CGFloat(PANGO_SCALE)).rounded())))
            }
            if let ligature = Self.number(attributes[.ligature]), ligature == 0 {
                add(pango_attr_font_features_new("liga 0, clig 0"))
            }
            if let width = Self.number(attributes[.reservedWidth]) {
                // Each character keeps `width` of the line, as tall as its font, and draws
                // nothing: its owner draws there (a search field's token chips).
                let font = (attributes[.font] as? UIFont) ?? UIFont(key: defaultFont)
                let units = CGFloat(PANGO_SCALE) * scale
                var logical = PangoRectangle(x: 0, y: Int32((-font.ascender * units).rounded()),
                                             width: Int32((width * units).rounded()),
                                             height: Int32(((font.ascender - font.descender) * units).rounded()))
                var ink = logical
                add(pango_attr_shape_new(&ink, &logical))
            }
        }
        // Each attachment character keeps its bounds in the line and draws nothing there: the
        // layout draws the image (TextLayout.drawAttachments).
        let units = CGFloat(PANGO_SCALE) * scale
        for placed in attachments {
            let bounds = placed.bounds
            var logical = PangoRectangle(x: 0, y: Int32((-bounds.maxY * units).rounded()),
                                         width: Int32((bounds.width * units).rounded()),
                                         height: Int32((bounds.height * units).rounded()))
            var ink = logical
            insert(pango_attr_shape_new(&ink, &logical), into: list, from: placed.byteIndex, to: placed.byteIndex + 3)
        }
        if !control.isEmpty { addGlyphControl(control, to: list) }
        return list
    }

    /// A layout manager's glyph control as Pango attributes: visible marks for invisible
    /// characters, hidden and removed characters, and positions lines must not break at.
    private func addGlyphControl(_ control: TextLayout.GlyphControl, to list: OpaquePointer) {
        var flags: UInt32 = 0
        if control.showsInvisibleCharacters { flags |= PANGO_SHOW_SPACES.rawValue | PANGO_SHOW_LINE_BREAKS.rawValue }
        if control.showsControlCharacters { flags |= PANGO_SHOW_IGNORABLES.rawValue }
        if flags != 0 { insert(pango_attr_show_new(PangoShowFlags(flags)), into: list, from: 0, to: Int(UInt32.max)) }
        let characters = range.location..<NSMaxRange(range)
        /// The bytes of the paragraph's characters `offsets` (whole-text offsets), a range a run.
        func byteRanges(_ offsets: IndexSet) -> [Range<Int>] {
            offsets.rangeView.compactMap { run in
                let clamped = run.clamped(to: characters)
                guard !clamped.isEmpty else { return nil }
                return byteOffsets[clamped.lowerBound - range.location]..<byteOffsets[clamped.upperBound - range.location]
            }
        }
        for bytes in byteRanges(control.hidden) {
            // Pango reads an alpha of 0 as unset (opaque): the least alpha, and no lines.
            insert(pango_attr_foreground_alpha_new(1), into: list, from: bytes.lowerBound, to: bytes.upperBound)
            insert(pango_attr_underline_new(PANGO_UNDERLINE_NONE), into: list, from: bytes.lowerBound, to: bytes.upperBound)
            insert(pango_attr_strikethrough_new(0), into: list, from: bytes.lowerBound, to: bytes.upperBound)
        }
        for bytes in byteRanges(control.removed) {
            var empty = PangoRectangle(x: 0, y: 0, width: 0, height: 0)
            var logical = empty
            insert(pango_attr_shape_new(&empty, &logical), into: list, from: bytes.lowerBound, to: bytes.upperBound)
        }
        // Pango takes the hyphen away from the places strictly inside the attribute: each
        // run of refused places is covered from the character before the first to the one
        // after the last.
        let refused = IndexSet(control.unhyphenated.filter { $0 > range.location && $0 < NSMaxRange(range) }.map { $0 - 1 })
        for span in refused.rangeView {
            let from = byteOffsets[span.lowerBound - range.location], to = byteOffsets[span.upperBound + 1 - range.location]
            insert(pango_attr_insert_hyphens_new(0), into: list, from: from, to: to)
        }
        for offset in control.unbreakable where offset > range.location && offset < NSMaxRange(range) {
            // Breaks are refused strictly inside the attribute's range: the characters on both
            // sides of the offset.
            let before = byteOffsets[offset - 1 - range.location], after = byteOffsets[min(offset + 1 - range.location, byteOffsets.count - 1)]
            insert(pango_attr_allow_breaks_new(0), into: list, from: before, to: after)
        }
    }

    /// Pango breaks a word too long for a line by shaping what is left of its run again for
    /// every line, so a paragraph that is one long word (100,000 characters: 55 s) costs the
    /// square of its length. Each attribute range starts a new run, so a long paragraph is
    /// given pieces of about `pieceBytes` with an attribute that changes nothing (font
    /// fallback on, Pango's default): every piece is shaped once per line it spans, and the
    /// cost is linear (the same paragraph: 0.35 s). Pieces end after white space where one
    /// is near, else between grapheme clusters; shaping still sees the whole paragraph as
    /// context, so only kerning or a ligature across a piece's end can differ. Paragraphs
    /// up to twice a piece are one piece, as before.
    static let pieceBytes = 2048

    static func shapingPieces(of text: String) -> [Range<Int>] {
        let total = text.utf8.count
        guard total > 2 * pieceBytes else { return [] }
        var pieces: [Range<Int>] = []
        var start = 0, offset = 0
        for character in text {
            offset += character.utf8.count
            let length = offset - start
            if length >= pieceBytes + pieceBytes / 2 || (length >= pieceBytes && character.isWhitespace) {
                pieces.append(start..<offset)
                start = offset
            }
        }
        if start < total { pieces.append(start..<total) }
        return pieces
    }

    private func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, into list: OpaquePointer, from start: Int, to end: Int) {
        guard let attribute else { return }
        attribute.pointee.start_index = guint(start)
        attribute.pointee.end_index = guint(min(end, Int(UInt32.max)))
        pango_attr_list_insert(list, attribute)
    }

    /// A `UIColor` or `CGColor` attribute as 16-bit sRGB components, resolved against the
    /// current traits.
    static func rgba16(_ value: Any?) -> (red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)? {
        guard let color = cgColor(value) else { return nil }
        let c = color.sRGBA
        func scale(_ component: CGFloat) -> UInt16 { UInt16((min(max(component, 0), 1) * 65535).rounded()) }
        return (scale(c.red), scale(c.green), scale(c.blue), scale(c.alpha))
    }

    /// A `UIColor` or `CGColor` attribute's colour; nil for anything else.
    static func cgColor(_ value: Any?) -> CGColor? {
        if let uiColor = value as? UIColor { return uiColor.cgColor }
        return value as? CGColor
    }

    /// Attribute numbers arrive as NSNumber, Int, Double or CGFloat.
    static func number(_ value: Any?) -> CGFloat? {
        switch value {
        case let number as NSNumber: return CGFloat(number.doubleValue)
        case let value as CGFloat: return value
        case let value as Double: return CGFloat(value)
        case let value as Int: return CGFloat(value)
        case let value as Float: return CGFloat(value)
        default: return nil
        }
    }
}

extension NSAttributedString.Key {
    /// Slate's own: a number of points each character of the run keeps in its line, drawing
    /// nothing there (a search field's token characters, whose chips it draws itself).
    static let reservedWidth = NSAttributedString.Key("SlateReservedWidth")
}
