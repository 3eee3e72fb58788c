import Foundation

/// A text view's text laid out a paragraph at a time, and only where it is looked at.
///
/// A 10,000-line document is 10,000 paragraphs. Each keeps its character range and a height:
/// estimated from its length until something needs it laid out (drawing it, a caret in it, a
/// point over it), then measured. Edits lay out again only the paragraphs they touch and move
/// the ranges of the ones after. Coordinates are the text container's: the origin is the
/// top-left of the first line, lines break at `width`.
///
/// Invariant: the paragraphs' ranges tile the text with no gap, each but the last ending
/// with its separator; the last never has one (a text ending in a line break ends with an
/// empty paragraph, where the caret goes after that break).
@MainActor
final class TextViewLayout {
    struct Paragraph {
        /// Characters, the separator included.
        var range: NSRange
        /// The separator's length (0, 1, or 2 for CR LF).
        var separatorLength: Int
        var height: CGFloat
        var layout: TextLayout?
        /// Whether its lines come after the line limit's last (it has no lines, and no height).
        var isPastLineLimit = false
        /// Whether the line limit dropped some of its lines (it holds the last line).
        var isCutByLineLimit = false

        var contentRange: NSRange { NSRange(location: range.location, length: range.length - separatorLength) }
    }

    /// Lays out the text of a paragraph's range as drawn (with the view's defaults, links and
    /// marked text, its colors resolved for the view's traits).
    typealias LayoutProvider = (NSRange, TextLayout.Options) -> TextLayout

    private(set) var paragraphs: [Paragraph] = []
    /// Each paragraph's top; `tops.count == paragraphs.count + 1`, the last entry is the height.
    private var tops: [CGFloat] = [0]
    private var topsAreCurrent = true
    private(set) var width: CGFloat = 0
    /// The height of a line in the default font: empty paragraphs and estimates use it.
    var lineHeight: CGFloat = 17
    /// Roughly how wide a character is, for estimates.
    var averageCharacterWidth: CGFloat = 7
    private let makeLayout: LayoutProvider
    /// The paragraphs whose layouts are being made.
    private var making: Set<Int> = []
    /// How many lines the text may take, all paragraphs together (0: no limit), and how the
    /// last of them ends when text is left over: a text container's `maximumNumberOfLines`
    /// and `lineBreakMode`.
    private(set) var lineLimit = 0
    private(set) var lastLineBreakMode: NSLineBreakMode = .byWordWrapping
    /// The layout of every paragraph past the line limit: nothing.
    private lazy var noLines = TextLayout(NSAttributedString(string: ""), options: TextLayout.Options())

    init(makeLayout: @escaping LayoutProvider) {
        self.makeLayout = makeLayout
    }

    // MARK: Contents

    /// Starts again with `string` (its UTF-16 view) at `width`.
    func reset(_ string: NSString, width: CGFloat) {
        self.width = width
        paragraphs = split(string, in: NSRange(location: 0, length: string.length), isEnd: true)
        topsAreCurrent = false
    }

    /// What an edit replaced: the paragraphs now in its place and the height the replaced
    /// ones had. When they measure the same, nothing below them moved.
    struct Edit {
        let paragraphs: Range<Int>
        let oldHeight: CGFloat
    }

    /// The text's `range` was replaced with `length` characters; `string` is the new text.
    @discardableResult
    func replace(_ range: NSRange, withLength length: Int, in string: NSString) -> Edit? {
        guard !paragraphs.isEmpty else {
            reset(string, width: width)
            return nil
        }
        let first = index(containing: range.location)
        let last = index(containing: NSMaxRange(range))
        let oldHeight = paragraphs[first...last].reduce(0) { $0 + $1.height }
        let delta = length - range.length
        let start = paragraphs[first].range.location
        let end = NSMaxRange(paragraphs[last].range) + delta
        let isEnd = last == paragraphs.count - 1
        let replacement = split(string, in: NSRange(location: start, length: end - start), isEnd: isEnd)
        paragraphs.replaceSubrange(first...last, with: replacement)
        if delta != 0 {
            for index in (first + replacement.count)..<paragraphs.count { paragraphs[index].range.location += delta }
        }
        dropLayoutsUnderLineLimit(after: first + replacement.count - 1)
        topsAreCurrent = false
        return Edit(paragraphs: first..<(first + replacement.count), oldHeight: oldHeight)
    }

    /// The box of `paragraphs` (laying them out), and whether they are as tall together as
    /// `height`.
    func measure(_ paragraphs: Range<Int>, against height: CGFloat) -> (frame: CGRect, isSameHeight: Bool) {
        let range = paragraphs.clamped(to: 0..<self.paragraphs.count)
        guard !range.isEmpty else { return (.null, false) }
        for index in range { _ = layout(of: index) }
        let minY = top(of: range.lowerBound)
        let maxY = top(of: range.upperBound)
        return (CGRect(x: 0, y: minY, width: width, height: maxY - minY), abs(maxY - minY - height) < 0.01)
    }

    /// Lines now break at `width`: every paragraph is estimated again.
    func setWidth(_ width: CGFloat) {
        guard width != self.width else { return }
        self.width = width
        invalidateAll()
    }

    /// Drops every layout (fonts, colors or attributes changed).
    func invalidateAll() {
        for index in paragraphs.indices {
            paragraphs[index].layout = nil
            paragraphs[index].height = estimate(paragraphs[index])
        }
        topsAreCurrent = false
    }

    /// Drops the layouts of the paragraphs `range` touches (its drawn attributes changed).
    func invalidate(_ range: NSRange) {
        guard !paragraphs.isEmpty else { return }
        let last = self.index(containing: NSMaxRange(range))
        for index in self.index(containing: range.location)...last {
            paragraphs[index].layout = nil
        }
        dropLayoutsUnderLineLimit(after: last)
    }

    /// The text may take `count` lines at most (0: any number), the last ending as `mode`
    /// says when text is left over (a truncating mode puts an ellipsis there).
    func setLineLimit(_ count: Int, lastLineBreakMode mode: NSLineBreakMode) {
        let count = max(0, count)
        guard count != lineLimit || mode != lastLineBreakMode else { return }
        lineLimit = count
        lastLineBreakMode = mode
        invalidateAll()
    }

    /// Under a line limit, how many lines a paragraph may take depends on those above it:
    /// the paragraphs after `index` are laid out again once the ones above are.
    private func dropLayoutsUnderLineLimit(after index: Int) {
        guard lineLimit > 0, index + 1 < paragraphs.count else { return }
        for later in (index + 1)..<paragraphs.count { paragraphs[later].layout = nil }
        topsAreCurrent = false
    }

    /// How many lines the paragraphs before `index` take (laying them out), counted until
    /// the limit is reached.
    private func linesAbove(_ index: Int) -> Int {
        var count = 0
        for above in 0..<index {
            guard count < lineLimit else { break }
            let layout = paragraphs[above].layout ?? self.layout(of: above)
            guard !paragraphs[above].isPastLineLimit else { break }
            count += max(1, layout.lineBoxes.count)
        }
        return count
    }

    /// Under a line limit, the first paragraph past it (`paragraphs.count` when none is):
    /// every paragraph from there on has no lines.
    private var firstPastLineLimit: Int {
        guard lineLimit > 0 else { return paragraphs.count }
        updateTops()
        return paragraphs.firstIndex(where: \.isPastLineLimit) ?? paragraphs.count
    }

    /// Splits `range` of `string` into paragraphs, estimated. `isEnd`: the range runs to the
    /// end of the text, which ends with a paragraph without a separator.
    private func split(_ string: NSString, in range: NSRange, isEnd: Bool) -> [Paragraph] {
        var result: [Paragraph] = []
        var start = range.location
        var index = range.location
        let end = NSMaxRange(range)
        let units = Array((string.substring(with: range) as String).utf16)
        while index < end {
            let unit = units[index - range.location]
            var separator = 0
            if unit == 0x0A || unit == 0x2029 || unit == 0x2028 {
                separator = 1
            } else if unit == 0x0D {
                separator = index + 1 < end && units[index + 1 - range.location] == 0x0A ? 2 : 1
            }
            if separator > 0 {
                index += separator
                result.append(estimated(NSRange(location: start, length: index - start), separator: separator))
                start = index
            } else {
                index += 1
            }
        }
        if start < end || isEnd { result.append(estimated(NSRange(location: start, length: end - start), separator: 0)) }
        return result
    }

    private func estimated(_ range: NSRange, separator: Int) -> Paragraph {
        var paragraph = Paragraph(range: range, separatorLength: separator, height: 0, layout: nil)
        paragraph.height = estimate(paragraph)
        return paragraph
    }

    private func estimate(_ paragraph: Paragraph) -> CGFloat {
        let characters = CGFloat(paragraph.contentRange.length)
        guard width > 0, characters > 0 else { return lineHeight }
        return lineHeight * max(1, (characters * averageCharacterWidth / width).rounded(.up))
    }

    // MARK: Geometry

    var height: CGFloat {
        updateTops()
        return tops[paragraphs.count]
    }

    func top(of index: Int) -> CGFloat {
        updateTops()
        return tops[index]
    }

    /// Whether the tops are being worked out under a line limit (laying paragraphs out).
    private var measuringUnderLineLimit = false

    private func updateTops() {
        if lineLimit > 0, !topsAreCurrent, !measuringUnderLineLimit, making.isEmpty {
            // Few lines show: every paragraph is laid out (past the limit, as nothing), so
            // that nothing below the last line stands on an estimate. Not while a paragraph
            // is being made: it would count as empty for the ones below it.
            measuringUnderLineLimit = true
            defer { measuringUnderLineLimit = false }
            var index = 0
            while index < paragraphs.count {
                if paragraphs[index].layout == nil { _ = layout(of: index) }
                if paragraphs[index].isPastLineLimit {
                    // The rest show nothing either.
                    for later in index..<paragraphs.count where paragraphs[later].layout == nil { _ = layOutPastLineLimit(later) }
                    break
                }
                index += 1
            }
        }
        guard !topsAreCurrent else { return }
        tops = [CGFloat](repeating: 0, count: paragraphs.count + 1)
        for index in paragraphs.indices { tops[index + 1] = tops[index] + paragraphs[index].height }
        topsAreCurrent = true
    }

    /// The paragraph holding the caret before `offset` (an offset at a separator's end
    /// belongs to the next paragraph).
    func index(containing offset: Int) -> Int {
        var low = 0, high = paragraphs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if paragraphs[middle].range.location <= offset { low = middle } else { high = middle - 1 }
        }
        return max(0, low)
    }

    /// The paragraph at height `y` (the first or last beyond the text).
    func index(at y: CGFloat) -> Int {
        updateTops()
        // Below the last line under a line limit: its paragraph, not one past the limit.
        var low = 0, high = max(0, min(paragraphs.count, firstPastLineLimit) - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if tops[middle] <= y { low = middle } else { high = middle - 1 }
        }
        return max(0, low)
    }

    /// Lays out the paragraphs from `y` down to `maxY` (measuring them changes what is below).
    func layOut(from y: CGFloat, to maxY: CGFloat) {
        guard !paragraphs.isEmpty else { return }
        var index = self.index(at: y)
        while index < paragraphs.count, top(of: index) < maxY {
            _ = layout(of: index)
            if paragraphs[index].isPastLineLimit { break }
            index += 1
        }
    }

    /// The paragraph's layout, made now if it has none.
    func layout(of index: Int) -> TextLayout {
        if let layout = paragraphs[index].layout { return layout }
        // Asked again while it is being made (a layout manager's delegate querying the text
        // from inside a layout question): an empty layout for now, rather than recursing.
        guard !making.contains(index) else { return TextLayout(NSAttributedString(string: ""), options: TextLayout.Options()) }
        making.insert(index)
        defer { making.remove(index) }
        var options = TextLayout.Options()
        options.width = width > 0 ? width : nil
        paragraphs[index].isPastLineLimit = false
        paragraphs[index].isCutByLineLimit = false
        var lineAllowance = 0
        if lineLimit > 0 {
            let remaining = lineLimit - linesAbove(index)
            guard remaining > 0 else { return layOutPastLineLimit(index) }
            options.maximumNumberOfLines = remaining
            lineAllowance = remaining
            if lastLineBreakMode.truncates {
                options.truncatesLastVisibleLine = true
                options.truncationMode = lastLineBreakMode
            }
        }
        let paragraph = paragraphs[index]
        // With its separator: a separator at the end starts no line, and an empty paragraph
        // then still has its line, as tall as its separator's font makes it.
        let layout = makeLayout(paragraph.range, options)
        paragraphs[index].layout = layout
        if lineAllowance > 0, layout.lineBoxes.count >= lineAllowance,
           let last = layout.lineBoxes.last, NSMaxRange(last.range) < paragraph.contentRange.length {
            paragraphs[index].isCutByLineLimit = true
        }
        let height = layout.size.height > 0 ? layout.size.height : lineHeight
        if height != paragraph.height {
            paragraphs[index].height = height
            topsAreCurrent = false
        }
        return layout
    }

    /// A paragraph below the line limit's last line: no lines, no height.
    private func layOutPastLineLimit(_ index: Int) -> TextLayout {
        paragraphs[index].layout = noLines
        paragraphs[index].isPastLineLimit = true
        paragraphs[index].isCutByLineLimit = false
        if paragraphs[index].height != 0 {
            paragraphs[index].height = 0
            topsAreCurrent = false
        }
        return noLines
    }

    /// The caret's box before `offset`, zero wide.
    func caretRect(at offset: Int) -> CGRect {
        guard !paragraphs.isEmpty else { return CGRect(x: 0, y: 0, width: 0, height: lineHeight) }
        let index = index(containing: offset)
        let layout = layout(of: index)
        let top = top(of: index)
        let local = offset - paragraphs[index].range.location
        if paragraphs[index].contentRange.length > 0, let caret = layout.caretRect(atUTF16Offset: min(local, paragraphs[index].contentRange.length)) {
            return caret.offsetBy(dx: 0, dy: top)
        }
        // An empty paragraph's line, without the paragraph spacing around it.
        if let line = layout.lines.first {
            return CGRect(x: emptyParagraphX(index), y: top + line.frame.minY, width: 0, height: line.frame.height)
        }
        return CGRect(x: emptyParagraphX(index), y: top, width: 0, height: paragraphs[index].height)
    }

    /// Whether `offset` is a soft break: the start of a wrapped paragraph's second or later
    /// line, where a caret may stand at either line (its affinity says which).
    func isSoftBreak(_ offset: Int) -> Bool {
        guard !paragraphs.isEmpty else { return false }
        let index = index(containing: offset)
        return layout(of: index).lineStarted(atSoftBreak: offset - paragraphs[index].range.location) != nil
    }

    /// The caret's box before `offset`, or with `backward` affinity at a soft break, at the
    /// end of the line before it.
    func caretRect(at offset: Int, affinity: UITextStorageDirection) -> CGRect {
        guard affinity == .backward, !paragraphs.isEmpty else { return caretRect(at: offset) }
        let index = index(containing: offset)
        guard let caret = layout(of: index).caretRectEndingLine(atUTF16Offset: offset - paragraphs[index].range.location) else {
            return caretRect(at: offset)
        }
        return caret.offsetBy(dx: 0, dy: top(of: index))
    }

    /// Where the caret of an empty paragraph stands: the side of the view's alignment.
    private func emptyParagraphX(_ index: Int) -> CGFloat {
        switch emptyAlignment {
        case .center: return (width / 2).rounded()
        case .right: return width
        default: return 0
        }
    }

    /// The alignment of empty paragraphs (the view's).
    var emptyAlignment: NSTextAlignment = .natural

    /// The character boundary nearest `point`.
    func offset(closestTo point: CGPoint, endingLines: Bool = false) -> Int {
        guard !paragraphs.isEmpty else { return 0 }
        let index = index(at: point.y)
        let layout = layout(of: index)
        let paragraph = paragraphs[index]
        guard paragraph.contentRange.length > 0 else { return paragraph.range.location }
        let local = layout.utf16Offset(closestTo: CGPoint(x: point.x, y: point.y - top(of: index)), endingLines: endingLines)
        return paragraph.range.location + min(local, paragraph.contentRange.length)
    }

    /// The lines of the paragraphs `range` touches: their boxes and character ranges, in
    /// container coordinates.
    func lines(touching range: NSRange) -> [(frame: CGRect, range: NSRange)] {
        guard !paragraphs.isEmpty else { return [] }
        var result: [(frame: CGRect, range: NSRange)] = []
        for index in self.index(containing: range.location)...self.index(containing: NSMaxRange(range)) {
            let layout = layout(of: index)
            let top = top(of: index)
            let paragraph = paragraphs[index]
            let boxes = layout.lineBoxes
            if boxes.isEmpty || paragraph.contentRange.length == 0 {
                result.append((CGRect(x: emptyParagraphX(index), y: top, width: 0, height: paragraph.height),
                               NSRange(location: paragraph.range.location, length: 0)))
                continue
            }
            for box in boxes {
                let lineRange = NSRange(location: box.range.location + paragraph.range.location, length: box.range.length)
                result.append((box.frame.offsetBy(dx: 0, dy: top), lineRange))
            }
        }
        return result
    }

    /// The line holding the caret before `offset`.
    func line(at offset: Int) -> (frame: CGRect, range: NSRange) {
        let candidates = lines(touching: NSRange(location: offset, length: 0))
        return candidates.last { $0.range.location <= offset } ?? candidates.first ?? (.zero, NSRange(location: 0, length: 0))
    }

    /// The highlight of `range`: one box a line, running to the container's edge where the
    /// selection goes on past the line's end.
    func selectionRects(for range: NSRange) -> [CGRect] {
        guard range.length > 0 else { return [] }
        var rects: [CGRect] = []
        for line in lines(touching: range) {
            let lineEnd = NSMaxRange(line.range)
            guard NSMaxRange(range) > line.range.location || line.range.length == 0,
                  range.location <= lineEnd, !(line.range.length == 0 && NSMaxRange(range) <= line.range.location) else { continue }
            let startX = range.location > line.range.location ? caretRect(at: range.location).minX : line.frame.minX
            let continues = NSMaxRange(range) > lineEnd
            // A selection ending at a soft break ends at this line's end, not the next one's start.
            let endsLine = NSMaxRange(range) == lineEnd && isSoftBreak(lineEnd)
            let endX = continues ? max(width, line.frame.maxX)
                : caretRect(at: NSMaxRange(range), affinity: endsLine ? .backward : .forward).minX
            if endX > startX { rects.append(CGRect(x: startX, y: line.frame.minY, width: endX - startX, height: line.frame.height)) }
        }
        return rects
    }

    // MARK: Drawing

    /// Draws the paragraphs meeting `rect`, the container's origin at `origin`.
    func draw(in context: CGContext, rect: CGRect, origin: CGPoint) {
        guard !paragraphs.isEmpty else { return }
        let minY = rect.minY - origin.y, maxY = rect.maxY - origin.y
        layOut(from: minY, to: maxY)
        var index = self.index(at: minY)
        while index < paragraphs.count, top(of: index) < maxY, !paragraphs[index].isPastLineLimit {
            layout(of: index).draw(in: context, at: CGPoint(x: origin.x, y: origin.y + top(of: index)))
            index += 1
        }
    }
}
