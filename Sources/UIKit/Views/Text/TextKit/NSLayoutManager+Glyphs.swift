import CoreGraphics
import Foundation

/// TextKit's glyphs: the glyph Pango shaped for each character (one entry a UTF-16
/// character: a ligature's later letters and a surrogate pair's second half are null glyphs),
/// their properties, and what a layout manager and its delegate may change about them.
extension NSLayoutManager {
    /// What kind of glyph a glyph is.
    public struct GlyphProperty: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Takes no part in layout or drawing: a ligature's later letters, a hidden character.
        public static let null = GlyphProperty(rawValue: 1 << 0)
        /// A control character with a behaviour of its own: a tab, a line break, an attachment.
        public static let controlCharacter = GlyphProperty(rawValue: 1 << 1)
        /// White space, whose width stretches (justified text).
        public static let elastic = GlyphProperty(rawValue: 1 << 2)
        /// A combining mark (Unicode Mn, Me).
        public static let nonBaseCharacter = GlyphProperty(rawValue: 1 << 3)
    }

    /// What a control character does in layout.
    public struct ControlCharacterAction: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let zeroAdvancement = ControlCharacterAction(rawValue: 1 << 0)
        public static let whitespace = ControlCharacterAction(rawValue: 1 << 1)
        public static let horizontalTab = ControlCharacterAction(rawValue: 1 << 2)
        public static let lineBreak = ControlCharacterAction(rawValue: 1 << 3)
        public static let paragraphBreak = ControlCharacterAction(rawValue: 1 << 4)
        public static let containerBreak = ControlCharacterAction(rawValue: 1 << 5)
    }

    // MARK: Reading glyphs

    /// The glyph at `glyphIndex`, laying out its paragraph; `kCGFontIndexInvalid` (0xFFFF) out
    /// of range, where `isValidIndex` receives false. A control character's glyph is 0xFFFF
    /// too, a null glyph 0.
    public func cgGlyph(at glyphIndex: Int, isValidIndex: UnsafeMutablePointer<ObjCBool>?) -> CGGlyph {
        guard isValidGlyphIndex(glyphIndex) else {
            isValidIndex?.pointee = false
            return Self.invalidGlyph
        }
        isValidIndex?.pointee = true
        return glyphValue(at: glyphIndex)
    }

    /// The glyph at `glyphIndex`; out of range, UIKit raises (NSRangeError).
    public func cgGlyph(at glyphIndex: Int) -> CGGlyph {
        guard isValidGlyphIndex(glyphIndex) else {
            UIKitFailure.raise("NSLayoutManager.cgGlyph(at:): glyph index \(glyphIndex) is out of bounds 0..<\(numberOfGlyphs); check isValidGlyphIndex(_:) or use cgGlyph(at:isValidIndex:)")
            return Self.invalidGlyph
        }
        return glyphValue(at: glyphIndex)
    }

    /// The same as `cgGlyph(at:isValidIndex:)` (TextKit's older name).
    public func glyph(at glyphIndex: Int, isValidIndex: UnsafeMutablePointer<ObjCBool>?) -> CGGlyph {
        cgGlyph(at: glyphIndex, isValidIndex: isValidIndex)
    }

    /// The same as `cgGlyph(at:)` (TextKit's older name).
    public func glyph(at glyphIndex: Int) -> CGGlyph {
        cgGlyph(at: glyphIndex)
    }

    /// The properties of the glyph at `glyphIndex` (none out of range).
    public func propertyForGlyph(at glyphIndex: Int) -> GlyphProperty {
        guard isValidGlyphIndex(glyphIndex) else { return [] }
        return property(at: glyphIndex, shaped: shapedGlyph(at: glyphIndex))
    }

    /// Copies the glyphs, properties, character indexes and bidi levels of `glyphRange` (its
    /// part inside the text) into the buffers given; returns how many glyphs it copied.
    public func getGlyphs(in glyphRange: NSRange, glyphs glyphBuffer: UnsafeMutablePointer<CGGlyph>?,
                          properties props: UnsafeMutablePointer<GlyphProperty>?, characterIndexes charIndexBuffer: UnsafeMutablePointer<Int>?,
                          bidiLevels bidiLevelBuffer: UnsafeMutablePointer<UInt8>?) -> Int {
        let range = NSIntersectionRange(glyphRange, NSRange(location: 0, length: numberOfGlyphs))
        guard glyphRange.location >= 0, range.length > 0 else { return 0 }
        for (slot, index) in (range.location..<NSMaxRange(range)).enumerated() {
            let shaped = shapedGlyph(at: index)
            let property = property(at: index, shaped: shaped)
            glyphBuffer?[slot] = glyphValue(at: index, shaped: shaped, property: property)
            props?[slot] = property
            charIndexBuffer?[slot] = index
            bidiLevelBuffer?[slot] = shaped?.bidiLevel ?? 0
        }
        return range.length
    }

    /// Sets glyph properties for `glyphRange`; meant for the delegate's
    /// `layoutManager(_:shouldGenerateGlyphs:…)`, as UIKit says. A `.null` property hides its
    /// character (no room, nothing drawn); the other properties and the glyph ids are
    /// Pango's and stay as shaped (docs/porting.md, TextKit).
    public func setGlyphs(_ glyphs: UnsafePointer<CGGlyph>, properties props: UnsafePointer<GlyphProperty>,
                          characterIndexes charIndexes: UnsafePointer<Int>, font aFont: UIFont, forGlyphRange glyphRange: NSRange) {
        guard glyphRange.length > 0 else { return }
        var changed = IndexSet()
        for slot in 0..<glyphRange.length {
            let character = charIndexes[slot]
            guard character >= 0, character < numberOfGlyphs else { continue }
            if props[slot].contains(.null) {
                if !nullGlyphCharacters.contains(character) { changed.insert(character) }
                nullGlyphCharacters.insert(character)
            } else if nullGlyphCharacters.contains(character) {
                nullGlyphCharacters.remove(character)
                changed.insert(character)
            }
        }
        // Outside the delegate's question, the paragraphs lay out again now.
        if generatingRange == nil, let first = changed.first, let last = changed.last {
            invalidateLayout(forCharacterRange: NSRange(location: first, length: last - first + 1), actualCharacterRange: nil)
        }
    }

    // MARK: Glyph attributes

    /// Hides (true) or shows the glyph at `glyphIndex`: a hidden glyph keeps its room and
    /// draws nothing. Editing the text forgets it, as regenerated glyphs do.
    public func setNotShownAttribute(_ flag: Bool, forGlyphAt glyphIndex: Int) {
        guard isValidGlyphIndex(glyphIndex), flag != notShownCharacters.contains(glyphIndex) else { return }
        if flag { notShownCharacters.insert(glyphIndex) } else { notShownCharacters.remove(glyphIndex) }
        invalidateLayout(forCharacterRange: NSRange(location: glyphIndex, length: 1), actualCharacterRange: nil)
    }

    /// Whether the glyph at `glyphIndex` draws nothing: hidden, a null glyph, or a control
    /// character (a tab, a line break) other than an attachment.
    public func notShownAttribute(forGlyphAt glyphIndex: Int) -> Bool {
        guard isValidGlyphIndex(glyphIndex) else { return false }
        if notShownCharacters.contains(glyphIndex) { return true }
        let property = propertyForGlyph(at: glyphIndex)
        return property.contains(.null) || property.contains(.controlCharacter) && character(at: glyphIndex) != 0xFFFC
    }

    /// The size an attachment glyph takes (its attachment's bounds); (-1, -1) for any other
    /// glyph.
    public func attachmentSize(forGlyphAt glyphIndex: Int) -> CGSize {
        let none = CGSize(width: -1, height: -1)
        guard isValidGlyphIndex(glyphIndex), character(at: glyphIndex) == 0xFFFC, !layout.paragraphs.isEmpty else { return none }
        let paragraph = layout.index(containing: glyphIndex)
        let start = layout.paragraphs[paragraph].range.location
        let placed = layout.layout(of: paragraph).sources.lazy.flatMap(\.attachments).first { $0.characterIndex == glyphIndex - start }
        return placed?.bounds.size ?? none
    }

    // MARK: Generating glyphs

    /// Shapes the paragraphs of `charRange` (Pango makes glyphs as it lays out).
    public func ensureGlyphs(forCharacterRange charRange: NSRange) {
        ensureLayout(forCharacterRange: charRange)
    }

    public func ensureGlyphs(forGlyphRange glyphRange: NSRange) {
        ensureLayout(forCharacterRange: glyphRange)
    }

    /// Shapes `charRange`'s paragraphs again; `actualCharRange` receives the whole
    /// paragraphs. A nonzero `delta` (text changed without the storage telling) lays out
    /// the whole text again from the storage.
    public func invalidateGlyphs(forCharacterRange charRange: NSRange, changeInLength delta: Int, actualCharacterRange actualCharRange: NSRangePointer?) {
        if delta != 0 {
            storageDidChange(to: storage)
            actualCharRange?.pointee = NSRange(location: 0, length: numberOfGlyphs)
            return
        }
        invalidateLayout(forCharacterRange: charRange, actualCharacterRange: actualCharRange)
    }

    // MARK: What is laid out

    /// The first character not laid out: the start of the first paragraph Slate has not laid
    /// out (a text view lays out what shows), or the text's length when all is.
    public func firstUnlaidCharacterIndex() -> Int {
        layout.paragraphs.first(where: { $0.layout == nil })?.range.location ?? numberOfGlyphs
    }

    public func firstUnlaidGlyphIndex() -> Int { firstUnlaidCharacterIndex() }

    public func getFirstUnlaidCharacterIndex(_ charIndex: UnsafeMutablePointer<Int>?, glyphIndex: UnsafeMutablePointer<Int>?) {
        let index = firstUnlaidCharacterIndex()
        charIndex?.pointee = index
        glyphIndex?.pointee = index
    }

    /// Whether some text is laid out after text that is not (possible only with
    /// `allowsNonContiguousLayout`).
    public var hasNonContiguousLayout: Bool {
        guard let gap = layout.paragraphs.firstIndex(where: { $0.layout == nil }) else { return false }
        return layout.paragraphs[gap...].contains { $0.layout != nil }
    }

    // MARK: Insertion points and spacing

    /// The caret positions of the line holding the character at `charIndex`, one before each
    /// character (grapheme cluster) and one at the line's end: their x from the line
    /// fragment's left edge into `positions`, their character indexes into `charIndexes`,
    /// in character order or (`inDisplayOrder`) left to right. Returns how many there are.
    /// Slate has one position per place (`alternatePositions` gives the same).
    public func getLineFragmentInsertionPoints(forCharacterAt charIndex: Int, alternatePositions aFlag: Bool, inDisplayOrder dFlag: Bool,
                                               positions: UnsafeMutablePointer<CGFloat>?, characterIndexes charIndexes: UnsafeMutablePointer<Int>?) -> Int {
        guard let storage, charIndex >= 0, charIndex <= numberOfGlyphs, !layout.paragraphs.isEmpty else { return 0 }
        let index = min(charIndex, max(0, numberOfGlyphs - 1))
        var effective = NSRange(location: 0, length: 0)
        let fragment = lineFragmentRect(forGlyphAt: index, effectiveRange: &effective)
        guard effective.length > 0 || numberOfGlyphs == 0 else { return 0 }
        let text = storage.string as NSString
        // The line's characters, its ending line break left out.
        var end = NSMaxRange(effective)
        while end > effective.location, [0x0A, 0x0D, 0x2028, 0x2029].contains(text.character(at: end - 1)) { end -= 1 }
        var points: [(x: CGFloat, index: Int)] = []
        var position = effective.location
        while position < end {
            points.append((layout.caretRect(at: position).minX + (firstContainer?.lineFragmentPadding ?? 0) - fragment.minX, position))
            position = NSMaxRange(text.rangeOfComposedCharacterSequence(at: position))
        }
        let lineEnd = layout.caretRect(at: end).minX + (firstContainer?.lineFragmentPadding ?? 0) - fragment.minX
        points.append((lineEnd, end))
        if dFlag { points.sort { $0.x < $1.x } }
        for (slot, point) in points.enumerated() {
            positions?[slot] = point.x
            charIndexes?[slot] = point.index
        }
        return points.count
    }

    /// The glyphs around `glyphIndex` that are spaced as their font spaces them: the run of
    /// characters with the same font, kerning and ligature attributes, within its line.
    public func range(ofNominallySpacedGlyphsContaining glyphIndex: Int) -> NSRange {
        guard let storage, isValidGlyphIndex(glyphIndex) else { return NSRange(location: NSNotFound, length: 0) }
        var line = NSRange(location: 0, length: 0)
        _ = lineFragmentRect(forGlyphAt: glyphIndex, effectiveRange: &line)
        let keys: [NSAttributedString.Key] = [.font, .kern, .tracking, .ligature]
        func signature(_ index: Int) -> [String] {
            keys.map { key in storage.attribute(key, at: index, effectiveRange: nil).map { "\($0)" } ?? "" }
        }
        let own = signature(glyphIndex)
        var start = glyphIndex, end = glyphIndex + 1
        while start > line.location, signature(start - 1) == own { start -= 1 }
        while end < NSMaxRange(line), signature(end) == own { end += 1 }
        return NSRange(location: start, length: end - start)
    }

    // MARK: Internals

    static let invalidGlyph: CGGlyph = 0xFFFF

    private func character(at index: Int) -> unichar {
        guard let text = storage?.mutableString, index >= 0, index < text.length else { return 0 }
        return text.character(at: index)
    }

    /// The shaped glyph of the character at `index`, laying its paragraph out.
    private func shapedGlyph(at index: Int) -> TextLayout.ShapedGlyph? {
        // The paragraph the delegate is being asked about has no glyphs yet.
        guard !layout.paragraphs.isEmpty, generatingRange.map({ !NSLocationInRange(index, $0) }) ?? true else { return nil }
        let paragraph = layout.index(containing: index)
        // Contiguous layout: the paragraphs before this one are laid out first (when the one
        // just before is, they all are). Not while another paragraph is being laid out.
        if generatingRange == nil, paragraph > 0, layout.paragraphs[paragraph - 1].layout == nil { ensureParagraphs(upTo: paragraph) }
        let glyphs = layout.layout(of: paragraph).shapedGlyphs()
        let offset = index - layout.paragraphs[paragraph].range.location
        return glyphs.indices.contains(offset) ? glyphs[offset] : nil
    }

    private func glyphValue(at index: Int) -> CGGlyph {
        let shaped = shapedGlyph(at: index)
        return glyphValue(at: index, shaped: shaped, property: property(at: index, shaped: shaped))
    }

    private func glyphValue(at index: Int, shaped: TextLayout.ShapedGlyph?, property: GlyphProperty) -> CGGlyph {
        if property.contains(.controlCharacter), character(at: index) != 0xFFFC { return Self.invalidGlyph }
        if property.contains(.null) { return 0 }
        return shaped?.glyph ?? 0
    }

    private func property(at index: Int, shaped: TextLayout.ShapedGlyph?) -> GlyphProperty {
        let unit = character(at: index)
        if nullGlyphCharacters.contains(index) { return .null }
        if UTF16.isTrailSurrogate(unit), index > 0, UTF16.isLeadSurrogate(character(at: index - 1)) { return .null }
        if unit == 0xFFFC { return .controlCharacter }
        guard let scalar = Unicode.Scalar(unit) ?? (UTF16.isLeadSurrogate(unit) ? leadScalar(at: index) : nil) else { return [] }
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return .controlCharacter
        case .spaceSeparator: return .elastic
        case .nonspacingMark, .enclosingMark: return shaped != nil && shaped?.glyph == nil ? [.null, .nonBaseCharacter] : .nonBaseCharacter
        default: return shaped != nil && shaped?.glyph == nil ? .null : []
        }
    }

    private func leadScalar(at index: Int) -> Unicode.Scalar? {
        guard index + 1 < numberOfGlyphs else { return nil }
        return String(utf16CodeUnits: [character(at: index), character(at: index + 1)], count: 2).unicodeScalars.first
    }

    /// Lays out the paragraphs before `paragraph` too, unless layout may be non-contiguous.
    private func ensureParagraphs(upTo paragraph: Int) {
        guard !allowsNonContiguousLayout else { return }
        for index in 0..<paragraph { _ = layout.layout(of: index) }
    }

    /// The glyph control for the paragraph `range`: the manager's switches, its hidden and
    /// null characters, and the delegate's refused line breaks. Offsets are the paragraph's.
    func glyphControl(for range: NSRange) -> TextLayout.GlyphControl {
        var control = TextLayout.GlyphControl()
        control.showsInvisibleCharacters = showsInvisibleCharacters
        control.showsControlCharacters = showsControlCharacters
        control.hyphenatesByDefault = usesDefaultHyphenation
        control.ownerDrawsDecorations = true
        let span = IndexSet(integersIn: range.location..<NSMaxRange(range))
        control.hidden = notShownCharacters.intersection(span)
        control.hidden.shift(startingAt: 0, by: -range.location)
        control.removed = nullGlyphCharacters.intersection(span)
        control.removed.shift(startingAt: 0, by: -range.location)
        if let delegate, let text = storage?.mutableString, range.length > 1 {
            // Where a line may break by word: after white space, before what is not.
            for index in (range.location + 1)..<NSMaxRange(range) where NSMaxRange(range) <= text.length {
                let before = text.character(at: index - 1), at = text.character(at: index)
                guard before == 0x20 || before == 0x09, at != 0x20, at != 0x09, at != 0x0A, at != 0x0D else { continue }
                if !delegate.layoutManager(self, shouldBreakLineByWordBeforeCharacterAt: index) {
                    control.unbreakable.insert(index - range.location)
                }
            }
            if hyphenates(range) { refuseHyphenation(in: range, text: text, asking: delegate, into: &control) }
        }
        return control
    }

    /// Whether words of the paragraph `range` may break hyphenated: its style's
    /// `hyphenationFactor`, or `usesDefaultHyphenation` where that is 0.
    private func hyphenates(_ range: NSRange) -> Bool {
        guard let storage, range.location < storage.length else { return false }
        let style = storage.attribute(.paragraphStyle, at: range.location, effectiveRange: nil) as? NSParagraphStyle
        let factor = style?.hyphenationFactor ?? 0
        return factor > 0 || (factor == 0 && usesDefaultHyphenation)
    }

    /// Asks the delegate about each place inside a word (between two letters of the
    /// alphabets words hyphenate in: Latin, Greek, Cyrillic, Armenian) where the paragraph
    /// `range` could break hyphenated; where it refuses, a word that must break there (too
    /// long for its line) breaks without a hyphen. Asked only of a delegate that answers (its
    /// own method).
    private func refuseHyphenation(in range: NSRange, text: NSMutableString, asking delegate: NSLayoutManagerDelegate,
                                   into control: inout TextLayout.GlyphControl) {
        guard NSMaxRange(range) <= text.length else { return }
        func isLetter(_ unit: unichar) -> Bool {
            guard unit < 0x0590, let scalar = Unicode.Scalar(unit) else { return false }
            return scalar.properties.isAlphabetic
        }
        var asked = false
        for index in (range.location + 1)..<NSMaxRange(range) {
            guard isLetter(text.character(at: index - 1)), isLetter(text.character(at: index)) else { continue }
            if !asked {
                // The default answer (yes to every place) is not worth a question a letter.
                let probe = OptionalRequirement.probe { delegate.layoutManager(self, shouldBreakLineByHyphenatingBeforeCharacterAt: index) }
                guard probe.isImplemented else { return }
                asked = true
                if !probe.result { control.unhyphenated.insert(index - range.location) }
                continue
            }
            if !delegate.layoutManager(self, shouldBreakLineByHyphenatingBeforeCharacterAt: index) {
                control.unhyphenated.insert(index - range.location)
            }
        }
    }

    /// The room around the paragraph `range` in a text view: its style's
    /// `paragraphSpacingBefore` (not above the text's first paragraph) and, when another
    /// paragraph follows, its line spacing and `paragraphSpacing`, as NSString drawing puts
    /// them between paragraphs; plus what the delegate adds before and after it and after
    /// each of its lines. The delegate is shown a line fragment as wide as the container at
    /// the paragraph's top, since the lines are not placed yet.
    func applySpacing(for range: NSRange, to options: inout TextLayout.Options) {
        guard let storage, range.length > 0, NSMaxRange(range) <= storage.length else { return }
        let text = storage.string as NSString
        let style = storage.attribute(.paragraphStyle, at: range.location, effectiveRange: nil) as? NSParagraphStyle ?? .default
        let last = NSMaxRange(range) - 1
        let followed = [0x0A, 0x0D, 0x2029].contains(text.character(at: last))
        options.spacingBefore = range.location > 0 ? style.paragraphSpacingBefore : 0
        options.spacingAfter = followed ? style.lineSpacing + style.paragraphSpacing : 0
        guard let delegate else { return }
        let proposed = CGRect(x: 0, y: layout.top(of: layout.index(containing: range.location)), width: firstContainer?.size.width ?? 0, height: 0)
        options.spacingBefore += max(0, delegate.layoutManager(self, paragraphSpacingBeforeGlyphAt: range.location, withProposedLineFragment: proposed))
        options.spacingAfter += max(0, delegate.layoutManager(self, paragraphSpacingAfterGlyphAt: last, withProposedLineFragment: proposed))
        let start = range.location
        options.lineSpacingAfter = { [unowned self, weak delegate] end in
            max(0, delegate?.layoutManager(self, lineSpacingAfterGlyphAt: start + end, withProposedLineFragment: proposed) ?? 0)
        }
        guard let container = firstContainer else { return }
        let paragraphTop = proposed.minY, padding = self.padding
        options.adjustLineFragment = { [unowned self, weak delegate, unowned container] characters, top, height, baseline, usedX, usedWidth in
            guard let delegate else { return }
            var rect = CGRect(x: 0, y: paragraphTop + top, width: container.size.width, height: height)
            var used = CGRect(x: usedX, y: rect.minY, width: usedWidth + 2 * padding, height: height)
            var offset = baseline
            let glyphs = NSRange(location: start + characters.location, length: characters.length)
            let probe = OptionalRequirement.probe {
                delegate.layoutManager(self, shouldSetLineFragmentRect: &rect, lineFragmentUsedRect: &used, baselineOffset: &offset,
                                       in: container, forGlyphRange: glyphs)
            }
            guard probe.isImplemented, probe.result, rect.minY.isFinite, rect.height.isFinite, offset.isFinite else { return }
            top = rect.minY - paragraphTop
            height = max(0, rect.height)
            baseline = offset
        }
    }

    /// Offers the glyphs of the paragraph `range`, as `laidOut` shaped them, to the
    /// delegate's `shouldGenerateGlyphs`, which may null some through `setGlyphs`.
    func offerGlyphs(of range: NSRange, laidOut: TextLayout, to delegate: NSLayoutManagerDelegate) {
        guard let storage, NSMaxRange(range) <= storage.length else { return }
        // The delegate answers afresh for the paragraph.
        nullGlyphCharacters.remove(integersIn: range.location..<NSMaxRange(range))
        let shaped = laidOut.shapedGlyphs()
        var glyphs = [CGGlyph](), properties = [GlyphProperty](), characters = [Int]()
        for offset in 0..<range.length {
            let index = range.location + offset
            let glyph = offset < shaped.count ? shaped[offset] : nil
            let property = self.property(at: index, shaped: glyph)
            glyphs.append(glyphValue(at: index, shaped: glyph, property: property))
            properties.append(property)
            characters.append(index)
        }
        let font = storage.attribute(.font, at: range.location, effectiveRange: nil) as? UIFont ?? UIFont.systemFont(ofSize: 12)
        _ = delegate.layoutManager(self, shouldGenerateGlyphs: glyphs, properties: properties, characterIndexes: characters,
                                   font: font, forGlyphRange: range)
    }
}
