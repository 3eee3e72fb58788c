import Foundation

/// One section of a flow layout, placed: its header, its items in lines, its footer.
///
/// Geometry is computed along two axes: *along* the scroll direction (y for a vertical flow)
/// and *across* it (x). Items fill a line across while they fit (with at least the
/// inter-item spacing between them); lines follow each other along, the line spacing apart.
/// As in UIKit, a line's items are justified: the first at the leading inset, the last at
/// the trailing one, the room left shared between them; a line of one item is centred; the
/// last line of a section of several keeps the spacing of the line before it, from the
/// leading inset, so a partial last row lines up with the grid above it. Items shorter than
/// their line are centred in it.
struct FlowLayoutSection {
    struct Line {
        var items: Range<Int>
        /// Where the line starts and ends along the scroll axis.
        var start: CGFloat
        var end: CGFloat
    }

    /// Zero-sized when the section has none.
    var header: CGRect = .zero
    var footer: CGRect = .zero
    var itemFrames: [CGRect] = []
    var lines: [Line] = []
    /// Where the section starts and ends along the scroll axis, header and footer included.
    var start: CGFloat = 0
    var end: CGFloat = 0
    /// Where the section's items and insets start and end: a pinned header stops at the end,
    /// a pinned footer at the start.
    var contentStart: CGFloat = 0
    var contentEnd: CGFloat = 0

    struct Metrics {
        var isVertical: Bool
        /// The content's extent across the scroll axis (the collection view's width for a
        /// vertical flow, less its content insets).
        var breadth: CGFloat
        var inset: UIEdgeInsets
        var lineSpacing: CGFloat
        var interitemSpacing: CGFloat
        var headerSize: CGSize
        var footerSize: CGSize
    }

    /// Places `count` items of `sizes` from `start` along the scroll axis.
    init(count: Int, sizes: (Int) -> CGSize, metrics: Metrics, start: CGFloat) {
        let vertical = metrics.isVertical
        func along(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
        func across(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
        func rect(along a: CGFloat, across c: CGFloat, size: CGSize) -> CGRect {
            vertical ? CGRect(x: c, y: a, width: size.width, height: size.height) : CGRect(x: a, y: c, width: size.width, height: size.height)
        }
        /// A header's or footer's band: `length` along, the whole breadth across.
        func band(at a: CGFloat, length: CGFloat) -> CGRect {
            rect(along: a, across: 0, size: vertical ? CGSize(width: metrics.breadth, height: length) : CGSize(width: length, height: metrics.breadth))
        }
        let inset = metrics.inset
        let (before, after) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
        let (leading, trailing) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
        self.start = start

        var cursor = start
        let headerAlong = Self.finite(along(metrics.headerSize))
        if headerAlong > 0 {
            header = band(at: cursor, length: headerAlong)
            cursor += headerAlong
        }
        contentStart = cursor
        cursor += Self.finite(before)

        let available = max(0, metrics.breadth - Self.finite(leading) - Self.finite(trailing))
        let spacing = Self.finite(metrics.interitemSpacing)
        let itemSizes = (0..<max(0, count)).map { index -> CGSize in
            let size = sizes(index)
            return CGSize(width: Self.finite(size.width), height: Self.finite(size.height))
        }
        itemFrames = Array(repeating: .zero, count: itemSizes.count)

        // Break the items into lines.
        var ranges: [Range<Int>] = []
        var index = 0
        while index < itemSizes.count {
            var end = index + 1
            var used = across(itemSizes[index])
            while end < itemSizes.count, used + spacing + across(itemSizes[end]) <= available + 0.001 {
                used += spacing + across(itemSizes[end])
                end += 1
            }
            ranges.append(index..<end)
            index = end
        }

        var previousSpacing: CGFloat?
        for (number, range) in ranges.enumerated() {
            let total = range.reduce(0) { $0 + across(itemSizes[$1]) }
            let lineAlong = range.map { along(itemSizes[$0]) }.max() ?? 0
            let isLast = number == ranges.count - 1 && ranges.count > 1
            let c: CGFloat
            let gap: CGFloat
            if range.count == 1 {
                // Alone on its line: centred, unless it ends a grid of fuller lines.
                gap = 0
                c = isLast && previousSpacing != nil ? Self.finite(leading) : Self.finite(leading) + (available - total) / 2
            } else {
                let justified = max(spacing, (available - total) / CGFloat(range.count - 1))
                gap = isLast ? min(previousSpacing ?? justified, justified) : justified
                c = Self.finite(leading)
            }
            // Each item's place is computed, not accumulated, so the justified columns of
            // every line agree to the last bit.
            var before: CGFloat = 0
            for (position, item) in range.enumerated() {
                let size = itemSizes[item]
                itemFrames[item] = rect(along: cursor + (lineAlong - along(size)) / 2, across: c + before + gap * CGFloat(position), size: size)
                before += across(size)
            }
            previousSpacing = range.count > 1 ? gap : nil
            lines.append(Line(items: range, start: cursor, end: cursor + lineAlong))
            cursor += lineAlong
            if number < ranges.count - 1 { cursor += Self.finite(metrics.lineSpacing) }
        }
        cursor += Self.finite(after)
        contentEnd = cursor

        let footerAlong = Self.finite(along(metrics.footerSize))
        if footerAlong > 0 {
            footer = band(at: cursor, length: footerAlong)
            cursor += footerAlong
        }
        end = cursor
    }

    /// Negative, infinite and NaN sizes and spacings count as zero.
    private static func finite(_ value: CGFloat) -> CGFloat {
        value.isFinite ? max(0, value) : 0
    }

    /// The items whose frames meet `rect`, in order.
    func items(in rect: CGRect, isVertical: Bool) -> [Int] {
        let (low, high) = isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        // The first line ending after `low`.
        var lower = 0, upper = lines.count
        while lower < upper {
            let mid = (lower + upper) / 2
            if lines[mid].end <= low { lower = mid + 1 } else { upper = mid }
        }
        var found: [Int] = []
        var line = lower
        while line < lines.count, lines[line].start < high {
            for item in lines[line].items where itemFrames[item].intersects(rect) { found.append(item) }
            line += 1
        }
        return found
    }
}
