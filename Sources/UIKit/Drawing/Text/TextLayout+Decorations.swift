@_implementationOnly import CCairo
import Foundation

/// What a layout's owner needs to draw the decorations it took over from Pango
/// (`GlyphControl.ownerDrawsDecorations`): the laid-out attributes of each line's characters,
/// and where on the line a range of them stands.
extension TextLayout {
    /// The attribute runs of line `index`'s characters (UTF-16 ranges in the laid-out text,
    /// in logical order; the line's trailing spaces and separator included).
    func attributeRuns(onLine index: Int) -> [(range: NSRange, attributes: [NSAttributedString.Key: Any])] {
        let line = lines[index], source = sources[line.paragraph]
        let characters = lineBoxes[index].range
        var runs: [(range: NSRange, attributes: [NSAttributedString.Key: Any])] = []
        source.text.enumerateAttributes(in: characters) { attributes, range in runs.append((range, attributes)) }
        return runs
    }

    /// Whether any of the laid-out text has a value for one of `keys`.
    func hasAttribute(among keys: [NSAttributedString.Key]) -> Bool {
        guard let text = sources.first?.text else { return false }
        return text.runs.contains { run in keys.contains { run.attributes[$0] != nil } }
    }

    /// The attributes the text was laid out with at `offset` (UTF-16, in the laid-out text).
    func layoutAttributes(at offset: Int) -> [NSAttributedString.Key: Any] {
        sources.first?.text.attributes(at: offset) ?? [:]
    }

    /// The font of characters laid out without a `.font` attribute.
    var defaultFontKey: FontKey { sources.first?.defaultFont ?? ParagraphSource.fallbackFont }

    /// The line holding the character at `offset` (UTF-16, in the laid-out text), if any.
    func lineIndex(containing offset: Int) -> Int? {
        let boxes = lineBoxes
        return boxes.indices.first { NSLocationInRange(offset, boxes[$0].range) } ?? boxes.indices.last.flatMap {
            offset == NSMaxRange(boxes[$0].range) ? $0 : nil
        }
    }

    /// Calls `body` with each glyph run of `line` in visual order, with where it starts from
    /// the line's origin and its width (Pango units), until `body` returns false.
    func forEachRun(of line: Line, _ body: (UnsafeMutablePointer<PangoGlyphItem>, _ x: Int32, _ width: Int32) -> Bool) {
        var x: Int32 = 0
        var node = line.line.pointee.runs
        while let current = node {
            node = current.pointee.next
            guard let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self) else { continue }
            let width = pango_glyph_string_get_width(run.pointee.glyphs)
            guard body(run, x, width) else { return }
            x += width
        }
    }

    /// The horizontal spans, in the block, that the characters `range` (UTF-16, in the
    /// laid-out text) take on line `index`, left to right: one a visual run they cover,
    /// touching spans joined (bidirectional text gives more than one).
    func spans(of range: NSRange, onLine index: Int) -> [(minX: CGFloat, maxX: CGFloat)] {
        let line = lines[index], source = sources[line.paragraph]
        let low = max(range.location, source.range.location), high = min(NSMaxRange(range), NSMaxRange(source.range))
        guard low < high else { return [] }
        let startByte = source.byteOffsets[low - source.range.location]
        let endByte = source.byteOffsets[high - source.range.location]
        let units = CGFloat(PANGO_SCALE)
        var spans: [(minX: CGFloat, maxX: CGFloat)] = []
        TextEngine.shared.withPango { _ in
            forEachRun(of: line) { run, x, width in
                let item = run.pointee.item.pointee
                let runStart = Int(item.offset), runEnd = Int(item.offset + item.length)
                let start = max(startByte, runStart), end = min(endByte, runEnd)
                guard start < end else { return true }
                let rightToLeft = item.analysis.level % 2 == 1
                // A boundary at the run's own ends is its edge (the next character may stand
                // in another run, elsewhere on the line); inside it, Pango's caret position.
                func edge(_ byte: Int) -> Int32 {
                    if byte == runStart { return rightToLeft ? x + width : x }
                    if byte == runEnd { return rightToLeft ? x : x + width }
                    var position: Int32 = 0
                    pango_layout_line_index_to_x(line.line, Int32(byte), 0, &position)
                    return position
                }
                let a = edge(start), b = edge(end)
                spans.append((line.originX + CGFloat(min(a, b)) / units, line.originX + CGFloat(max(a, b)) / units))
                return true
            }
        }
        spans.sort { $0.minX < $1.minX }
        var joined: [(minX: CGFloat, maxX: CGFloat)] = []
        for span in spans {
            if let last = joined.last, span.minX <= last.maxX + 0.01 {
                joined[joined.count - 1].maxX = max(last.maxX, span.maxX)
            } else {
                joined.append(span)
            }
        }
        return joined
    }

    /// Whether line `index` ends in a break inside a word that Pango hyphenated.
    func lineEndsWithInsertedHyphen(_ index: Int) -> Bool {
        let line = lines[index]
        let end = Int(line.line.pointee.start_index + line.line.pointee.length)
        var hyphenated = false
        forEachRun(of: line) { run, _, _ in
            let item = run.pointee.item.pointee
            // 4: PANGO_ANALYSIS_FLAG_NEED_HYPHEN
            if Int(item.offset + item.length) == end, Int32(item.analysis.flags) & 4 != 0 { hyphenated = true }
            return !hyphenated
        }
        return hyphenated
    }

    /// The characters (UTF-16, in the laid-out text) that line `index`'s ellipsis stands
    /// for, if Pango ellipsized the line: the ellipsis run's item spans the text it elided.
    func elidedRange(onLine index: Int) -> NSRange? {
        let line = lines[index], source = sources[line.paragraph]
        var elided: NSRange?
        TextEngine.shared.withPango { _ in
            forEachRun(of: line) { run, _, _ in
                let item = run.pointee.item.pointee
                // 2: PANGO_ANALYSIS_FLAG_IS_ELLIPSIS
                guard Int32(item.analysis.flags) & 2 != 0 else { return true }
                let start = source.utf16Offset(forByte: Int(item.offset))
                let end = source.utf16Offset(forByte: Int(item.offset + item.length))
                elided = NSRange(location: source.range.location + start, length: end - start)
                return false
            }
        }
        return elided
    }

    /// The ink of the character at `offset` (UTF-16, in the laid-out text) on line `index`,
    /// in the block: what its glyphs cover, which may reach past the line's box (tall accents,
    /// deep descenders). Nil when it draws nothing.
    func inkBox(ofCharacterAt offset: Int, onLine index: Int) -> CGRect? {
        let line = lines[index], source = sources[line.paragraph]
        guard offset >= source.range.location, offset < NSMaxRange(source.range) else { return nil }
        let startByte = source.byteOffsets[offset - source.range.location]
        let endByte = source.byteOffsets[min(offset + 1, NSMaxRange(source.range)) - source.range.location]
        let units = CGFloat(PANGO_SCALE)
        var box: CGRect?
        TextEngine.shared.withPango { _ in
            forEachRun(of: line) { run, x, _ in
                let glyphs = run.pointee.glyphs!
                let item = run.pointee.item.pointee
                guard startByte >= Int(item.offset), startByte < Int(item.offset + item.length), let font = item.analysis.font else { return true }
                // The glyphs of the cluster holding the character (a ligature's later letters,
                // a combining mark and a surrogate's second half belong to a cluster begun
                // before them), and of any clusters beginning inside it.
                var clusterStart = -1
                for glyph in 0..<Int(glyphs.pointee.num_glyphs) {
                    let cluster = Int(item.offset) + Int(glyphs.pointee.log_clusters[glyph])
                    if cluster <= startByte, cluster > clusterStart { clusterStart = cluster }
                }
                var first: Int32 = -1, last: Int32 = -1
                for glyph in 0..<glyphs.pointee.num_glyphs {
                    let cluster = Int(item.offset) + Int(glyphs.pointee.log_clusters[Int(glyph)])
                    if cluster == clusterStart || (cluster > startByte && cluster < endByte) {
                        if first < 0 || glyph < first { first = glyph }
                        last = max(last, glyph)
                    }
                }
                guard first >= 0 else { return false }
                var ink = PangoRectangle(), logical = PangoRectangle()
                pango_glyph_string_extents_range(glyphs, first, last + 1, font, &ink, &logical)
                var before: Int32 = 0
                for glyph in 0..<first { before += glyphs.pointee.glyphs[Int(glyph)].geometry.width }
                guard ink.width > 0, ink.height > 0 else { return false }
                box = CGRect(x: line.originX + CGFloat(x + before + ink.x) / units,
                             y: line.baseline + CGFloat(ink.y - run.pointee.y_offset) / units,
                             width: CGFloat(ink.width) / units, height: CGFloat(ink.height) / units)
                return false
            }
        }
        return box
    }
}
