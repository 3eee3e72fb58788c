@_implementationOnly import CCairo
import Foundation

/// The glyphs Pango shaped, by character: what NSLayoutManager reports as its glyphs.
extension TextLayout {
    /// The glyph Pango chose for a character.
    struct ShapedGlyph: Equatable {
        /// The font's glyph (0 for a missing or empty one); nil where the character shares
        /// its cluster's glyphs (the second letter of a ligature, a surrogate's second half).
        let glyph: CGGlyph?
        /// The Unicode bidi embedding level of the run (even: left to right).
        let bidiLevel: UInt8
    }

    /// One entry per UTF-16 character of the laid-out text: its glyph, or nil where no line
    /// shows it (a paragraph separator, a dropped line). Walks each run once.
    func shapedGlyphs() -> [ShapedGlyph?] {
        if let cached = shapedGlyphCache { return cached }
        var result = [ShapedGlyph?](repeating: nil, count: sources.last.map { NSMaxRange($0.range) } ?? 0)
        for (paragraphIndex, source) in sources.enumerated() {
            // Byte → the UTF-16 offsets (in the laid-out text) whose characters start there.
            var characterAtByte: [Int: Int] = [:]
            for offset in 0..<source.range.length {
                let byte = source.byteOffsets[offset]
                if characterAtByte[byte] == nil { characterAtByte[byte] = source.range.location + offset }
            }
            for line in lines where line.paragraph == paragraphIndex {
                var runs = line.line.pointee.runs
                while let node = runs {
                    defer { runs = node.pointee.next }
                    guard let run = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee,
                          let item = run.item?.pointee, let glyphs = run.glyphs?.pointee,
                          let infos = glyphs.glyphs, let clusters = glyphs.log_clusters else { continue }
                    let runStart = Int(item.offset), runEnd = runStart + Int(item.length)
                    // Glyphs by cluster (its first byte), in order.
                    var clusterGlyphs: [Int: [PangoGlyph]] = [:]
                    for index in 0..<Int(glyphs.num_glyphs) {
                        clusterGlyphs[runStart + Int(clusters[index]), default: []].append(infos[index].glyph)
                    }
                    let starts = clusterGlyphs.keys.sorted()
                    for (position, start) in starts.enumerated() {
                        let end = position + 1 < starts.count ? starts[position + 1] : runEnd
                        let characters = (start..<end).compactMap { characterAtByte[$0] }
                        let glyphsOfCluster = clusterGlyphs[start]!
                        for (index, character) in characters.enumerated() where character < result.count {
                            let glyph: PangoGlyph?
                            if index == 0 {
                                glyph = glyphsOfCluster[0]
                            } else if glyphsOfCluster.count == characters.count {
                                glyph = glyphsOfCluster[index]
                            } else {
                                glyph = nil
                            }
                            result[character] = ShapedGlyph(glyph: glyph.map(Self.fontGlyph), bidiLevel: item.analysis.level)
                        }
                    }
                }
            }
            // A surrogate pair's second half shares the first half's glyph: a null glyph.
            for offset in 1..<max(1, source.range.length) where source.byteOffsets[offset] == source.byteOffsets[offset - 1] {
                let character = source.range.location + offset
                if let first = result[character - 1] { result[character] = ShapedGlyph(glyph: nil, bidiLevel: first.bidiLevel) }
            }
        }
        shapedGlyphCache = result
        return result
    }

    /// Pango's empty glyph (zero-width characters) and missing glyphs (a hex box) are no
    /// glyph of the font: glyph 0, as a font's missing glyph is.
    private static func fontGlyph(_ glyph: PangoGlyph) -> CGGlyph {
        if glyph == PangoGlyph(PANGO_GLYPH_EMPTY) || glyph & PangoGlyph(PANGO_GLYPH_UNKNOWN_FLAG) != 0 { return 0 }
        return CGGlyph(truncatingIfNeeded: glyph)
    }
}
