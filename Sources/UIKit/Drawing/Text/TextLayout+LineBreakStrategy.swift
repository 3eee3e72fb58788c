@_implementationOnly import CCairo
import Foundation

/// `NSParagraphStyle.LineBreakStrategy` on a paragraph's Pango layout: Pango chooses the
/// breaks; a strategy forbids some (`pango_attr_allow_breaks`) and Pango breaks again.
extension TextLayout {
    /// `.pushOut`: when the paragraph's last line is one word and the line above has more
    /// than one, the above line's last word goes down to join it — kept only when the
    /// paragraph still has as many lines, none wider than `breakWidth`, and is not
    /// truncated.
    static func pushOutOrphan(_ layout: OpaquePointer, text: String, breakWidth: Int32) {
        let lineCount = Int(pango_layout_get_line_count(layout))
        guard lineCount >= 2, pango_layout_is_ellipsized(layout) == 0,
              let last = pango_layout_get_line_readonly(layout, Int32(lineCount - 1)),
              let above = pango_layout_get_line_readonly(layout, Int32(lineCount - 2)) else { return }
        // The last line must be one word (trailing white space aside) — told from its own
        // bytes first: most paragraphs stop here, before any work per character.
        let lastEnd = Int(last.pointee.start_index + last.pointee.length)
        let lastWords = Self.substring(text, bytes: Int(last.pointee.start_index)..<lastEnd)
            .split(whereSeparator: { $0.isWhitespace && !Self.noBreakSpaces.contains($0) })
        guard lastWords.count == 1 else { return }
        var attributeCount: Int32 = 0
        guard let logAttributes = pango_layout_get_log_attrs_readonly(layout, &attributeCount) else { return }
        // Where the line above's last word starts: its last break that follows white space.
        let characterStarts = Self.characterByteStarts(text)
        func characterIndex(ofByte byte: Int32) -> Int {
            var low = 0, high = characterStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if characterStarts[middle] <= Int(byte) { low = middle } else { high = middle - 1 }
            }
            return low
        }
        let aboveStart = characterIndex(ofByte: above.pointee.start_index)
        let aboveEnd = min(characterIndex(ofByte: above.pointee.start_index + above.pointee.length), Int(attributeCount) - 1)
        guard aboveStart + 1 < aboveEnd, let joinAt = ((aboveStart + 1)..<aboveEnd).last(where: { index in
            logAttributes[index].is_line_break != 0 && logAttributes[index - 1].is_white != 0
        }) else { return }
        let original: OpaquePointer? = pango_layout_get_attributes(layout).flatMap { pango_attr_list_ref($0) }
        defer { original.map { pango_attr_list_unref($0) } }
        let changed = original.map { pango_attr_list_copy($0)! } ?? pango_attr_list_new()!
        let keep = pango_attr_allow_breaks_new(0)!
        keep.pointee.start_index = guint(characterStarts[joinAt])
        keep.pointee.end_index = guint(lastEnd)
        pango_attr_list_insert(changed, keep)
        pango_layout_set_attributes(layout, changed)
        pango_attr_list_unref(changed)
        if Int(pango_layout_get_line_count(layout)) != lineCount || pango_layout_is_ellipsized(layout) != 0
            || Self.widestLine(layout) > breakWidth {
            pango_layout_set_attributes(layout, original)
        }
    }

    /// `.hangulWordPriority`: no breaks between the syllables of a Hangul word (a run of
    /// Hangul letters); lines break at the spaces between words. A word wider than a line
    /// is let break as before (the whole paragraph goes back to its breaks when any line
    /// would overflow).
    static func keepHangulWordsWhole(_ layout: OpaquePointer, text: String, breakWidth: Int32) {
        // Hangul's UTF-8 lead bytes (U+1100–11FF, U+3130–318F, U+A960–A97F, U+AC00–D7FF,
        // U+FFA0–FFDC): most text has none, and costs nothing more.
        guard text.utf8.contains(where: { $0 == 0xE1 || $0 == 0xE3 || (0xEA...0xED).contains($0) || $0 == 0xEF }) else { return }
        var runs: [Range<Int>] = []
        var byte = 0, runStart: Int?
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let isHangul = (0xAC00...0xD7FF).contains(value) || (0x1100...0x11FF).contains(value)
                || (0x3130...0x318F).contains(value) || (0xA960...0xA97F).contains(value) || (0xFFA0...0xFFDC).contains(value)
            if isHangul, runStart == nil { runStart = byte }
            if !isHangul, let start = runStart { runs.append(start..<byte); runStart = nil }
            byte += scalar.utf8.count
        }
        if let start = runStart { runs.append(start..<byte) }
        runs.removeAll { $0.count <= 3 }  // one syllable (3 bytes) has nothing inside to break
        guard !runs.isEmpty else { return }
        let original: OpaquePointer? = pango_layout_get_attributes(layout).flatMap { pango_attr_list_ref($0) }
        defer { original.map { pango_attr_list_unref($0) } }
        let list = original.map { pango_attr_list_copy($0)! } ?? pango_attr_list_new()!
        for run in runs {
            let keep = pango_attr_allow_breaks_new(0)!
            keep.pointee.start_index = guint(run.lowerBound)
            keep.pointee.end_index = guint(run.upperBound)
            pango_attr_list_insert(list, keep)
        }
        pango_layout_set_attributes(layout, list)
        pango_attr_list_unref(list)
        if widestLine(layout) > breakWidth { pango_layout_set_attributes(layout, original) }
    }

    /// The byte offset where each character (Unicode scalar, as Pango counts) starts, and
    /// the text's length last.
    private static func characterByteStarts(_ text: String) -> [Int] {
        var starts: [Int] = []
        starts.reserveCapacity(text.unicodeScalars.count + 1)
        var byte = 0
        for scalar in text.unicodeScalars {
            starts.append(byte)
            byte += scalar.utf8.count
        }
        starts.append(byte)
        return starts
    }

    /// Spaces that join words (no line breaks at them).
    private static let noBreakSpaces: Set<Character> = ["\u{00A0}", "\u{2007}", "\u{202F}"]

    private static func substring(_ text: String, bytes: Range<Int>) -> String {
        let utf8 = text.utf8
        let clamped = bytes.clamped(to: 0..<utf8.count)
        return String(decoding: utf8.dropFirst(clamped.lowerBound).prefix(clamped.count), as: UTF8.self)
    }

    private static func widestLine(_ layout: OpaquePointer) -> Int32 {
        var widest: Int32 = 0
        for index in 0..<pango_layout_get_line_count(layout) {
            guard let line = pango_layout_get_line_readonly(layout, index) else { continue }
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_line_get_extents(line, &ink, &logical)
            widest = max(widest, logical.width)
        }
        return widest
    }
}
