@_implementationOnly import CCairo
import Foundation

/// Caret geometry for text editing: where the caret stands before a character, and which
/// character boundary is nearest a point. Offsets are UTF-16 offsets in the whole string, as
/// NSString and NSRange count.
extension TextLayout {
    /// The caret's box before the character at `offset`: zero width, the height of its line.
    /// Nil when nothing was laid out (an empty string).
    package func caretRect(atUTF16Offset offset: Int) -> CGRect? {
        guard let (line, byte) = locate(offset) else { return nil }
        var x: Int32 = 0
        TextEngine.shared.withPango { _ in
            pango_layout_line_index_to_x(line.line, Int32(byte), 0, &x)
        }
        return CGRect(x: line.originX + CGFloat(x) / CGFloat(PANGO_SCALE), y: line.frame.minY, width: 0, height: line.frame.height)
    }

    /// The index of the line that `offset` (UTF-16, in the laid-out text) starts when it is a
    /// soft break: the start of a wrapped paragraph's second or later line. Nil elsewhere.
    package func lineStarted(atSoftBreak offset: Int) -> Int? {
        let boxes = lineBoxes
        guard let index = boxes.indices.first(where: { $0 > 0 && boxes[$0].range.location == offset }),
              lines[index].paragraph == lines[index - 1].paragraph else { return nil }
        return index
    }

    /// The caret's box at the end of the line before the soft break at `offset`, where a caret
    /// with backward affinity (`UITextInput.selectionAffinity`) stands: after the line's last
    /// character. Nil when `offset` is no soft break.
    package func caretRectEndingLine(atUTF16Offset offset: Int) -> CGRect? {
        guard let index = lineStarted(atSoftBreak: offset) else { return nil }
        let line = lines[index - 1], source = sources[line.paragraph]
        let local = offset - 1 - source.range.location
        guard local >= 0, local < source.byteOffsets.count else { return nil }
        var x: Int32 = 0
        TextEngine.shared.withPango { _ in
            pango_layout_line_index_to_x(line.line, Int32(source.byteOffsets[local]), 1, &x)
        }
        return CGRect(x: line.originX + CGFloat(x) / CGFloat(PANGO_SCALE), y: line.frame.minY, width: 0, height: line.frame.height)
    }

    /// The character boundary nearest `point` (in the block's coordinates): on the line at
    /// the point's height (the first or last line beyond them), before or after the
    /// character under it, whichever side is closer.
    /// `endingLines`: past the end of a line that wraps inside a word, its end — the soft
    /// break, where a caret with backward affinity stays on this line — rather than Pango's
    /// answer, the last character's start (for placing a caret, not for finding a character).
    package func utf16Offset(closestTo point: CGPoint, endingLines: Bool = false) -> Int {
        guard let lineIndex = lines.firstIndex(where: { point.y < $0.frame.maxY }) ?? lines.indices.last else { return 0 }
        let line = lines[lineIndex]
        let source = sources[line.paragraph]
        if endingLines, lineIndex + 1 < lines.count, lines[lineIndex + 1].paragraph == line.paragraph,
           source.isRightToLeft ? point.x <= line.frame.minX : point.x >= line.frame.maxX {
            let end = lineBoxes[lineIndex].range
            let string = source.text.string as NSString
            if NSMaxRange(end) > end.location, NSMaxRange(end) <= string.length,
               let last = string.substring(with: string.rangeOfComposedCharacterSequence(at: NSMaxRange(end) - 1)).unicodeScalars.last,
               !CharacterSet.whitespaces.contains(last) {
                return NSMaxRange(end)
            }
        }
        var index: Int32 = 0
        var trailing: Int32 = 0
        TextEngine.shared.withPango { _ in
            let x = Int32(((point.x - line.originX) * CGFloat(PANGO_SCALE)).rounded())
            pango_layout_line_x_to_index(line.line, x, &index, &trailing)
        }
        var offset = source.utf16Offset(forByte: Int(index))
        if trailing > 0 {
            // After the grapheme at `offset`: Pango counts its characters; NSString's composed
            // character sequences match its grapheme clusters for editing purposes.
            let string = source.text.string as NSString
            let absolute = source.range.location + offset
            if absolute < string.length {
                offset = NSMaxRange(string.rangeOfComposedCharacterSequence(at: absolute)) - source.range.location
            }
        }
        return source.range.location + min(offset, source.range.length)
    }

    /// The line holding the caret before `offset`, and the offset as a byte index into its
    /// paragraph's Pango text.
    private func locate(_ offset: Int) -> (Line, Int)? {
        guard !lines.isEmpty else { return nil }
        let paragraphIndex = sources.lastIndex { $0.range.location <= offset } ?? 0
        let source = sources[paragraphIndex]
        let local = min(max(0, offset - source.range.location), source.range.length)
        let byte = source.byteOffsets[local]
        let candidates = lines.filter { $0.paragraph == paragraphIndex }
        guard let first = candidates.first else { return nil }
        // The last line starting at or before the byte (a caret at a wrap stays on the earlier
        // line's end only at the paragraph's end).
        let line = candidates.last { Int($0.line.pointee.start_index) <= byte } ?? first
        return (line, byte)
    }
}

extension ParagraphSource {
    /// The UTF-16 offset in the paragraph of a byte index into `pangoText`.
    func utf16Offset(forByte byte: Int) -> Int {
        // byteOffsets is non-decreasing: find the first offset at or past the byte.
        var low = 0, high = byteOffsets.count - 1
        while low < high {
            let middle = (low + high) / 2
            if byteOffsets[middle] < byte { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

extension TextLayout {
    /// Each line's box and the UTF-16 range of its characters in the whole string (a wrapped
    /// line's range includes the spaces it ends with).
    package var lineBoxes: [(frame: CGRect, range: NSRange)] {
        if let lineBoxesCache { return lineBoxesCache }
        let boxes = lines.map { line -> (frame: CGRect, range: NSRange) in
            let source = sources[line.paragraph]
            let startByte = Int(line.line.pointee.start_index)
            let start = source.utf16Offset(forByte: startByte)
            let end = source.utf16Offset(forByte: startByte + Int(line.line.pointee.length))
            return (line.frame, NSRange(location: source.range.location + start, length: end - start))
        }
        lineBoxesCache = boxes
        return boxes
    }
}

extension TextLayout {
    /// Each line's baseline from the top of the block, in the order of `lineBoxes`.
    package var lineBaselines: [CGFloat] { lines.map(\.baseline) }
}
