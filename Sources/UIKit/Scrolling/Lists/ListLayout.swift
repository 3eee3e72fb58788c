import Foundation

/// Where a list's rows, headers and footers are, top to bottom, in content coordinates.
///
/// Sections stack vertically: header, rows, footer. Row heights live in a `RowHeightIndex`
/// per section; section tops are kept as a prefix sum and refreshed when a height changes.
/// Tables and collection-view lists share it.
final class ListLayout {
    struct Section {
        var headerHeight: CGFloat
        var footerHeight: CGFloat
        var rows: RowHeightIndex
        /// Whether the header (footer) height is the host's estimate, to be measured when the
        /// header first comes on screen.
        var headerIsEstimated = false
        var footerIsEstimated = false
        var top: CGFloat = 0
        var height: CGFloat { headerHeight + rows.totalHeight + footerHeight }
    }

    private(set) var sections: [Section] = []
    var appearance: ListAppearance
    /// The list's width; rows span it less `sectionInset` on each side.
    var width: CGFloat = 0
    var sectionInset: CGFloat = 0
    /// Room above the first section (a table header view) and below the last.
    var leadingExtent: CGFloat = 0 { didSet { if leadingExtent != oldValue { isStale = true } } }
    var trailingExtent: CGFloat = 0
    private var isStale = true

    init(appearance: ListAppearance) {
        self.appearance = appearance
    }

    /// Replaces one section's rows (after an update changed its count).
    func replaceRows(_ rows: RowHeightIndex, in section: Int) {
        sections[section].rows = rows
        isStale = true
    }

    func replaceSections(_ newSections: [Section]) {
        sections = newSections
        isStale = true
    }

    func setHeight(_ height: CGFloat, of indexPath: IndexPath) {
        guard indexPath.section < sections.count else { return }
        if sections[indexPath.section].rows.setHeight(height, ofRow: indexPath.row) != 0 { isStale = true }
    }

    func rows(in section: Int) -> RowHeightIndex { sections[section].rows }

    func isEdgeEstimated(section: Int, isFooter: Bool) -> Bool {
        guard section < sections.count else { return false }
        return isFooter ? sections[section].footerIsEstimated : sections[section].headerIsEstimated
    }

    /// A header's (footer's) measured height, replacing its estimate.
    func setEdgeHeight(_ height: CGFloat, section: Int, isFooter: Bool) {
        guard section < sections.count else { return }
        if isFooter {
            sections[section].footerIsEstimated = false
            if sections[section].footerHeight != height { sections[section].footerHeight = height; isStale = true }
        } else {
            sections[section].headerIsEstimated = false
            if sections[section].headerHeight != height { sections[section].headerHeight = height; isStale = true }
        }
    }

    private func refreshTops() {
        guard isStale else { return }
        isStale = false
        var top = leadingExtent
        for index in sections.indices {
            sections[index].top = top
            top += sections[index].height
        }
    }

    var contentHeight: CGFloat {
        refreshTops()
        return (sections.last.map { $0.top + $0.height } ?? leadingExtent) + trailingExtent
    }

    func sectionRect(_ section: Int) -> CGRect {
        refreshTops()
        let info = sections[section]
        return CGRect(x: 0, y: info.top, width: width, height: info.height)
    }

    func headerFrame(_ section: Int) -> CGRect {
        refreshTops()
        let info = sections[section]
        return CGRect(x: sectionInset, y: info.top, width: width - 2 * sectionInset, height: info.headerHeight)
    }

    func footerFrame(_ section: Int) -> CGRect {
        refreshTops()
        let info = sections[section]
        return CGRect(x: sectionInset, y: info.top + info.headerHeight + info.rows.totalHeight,
                      width: width - 2 * sectionInset, height: info.footerHeight)
    }

    func rowFrame(_ indexPath: IndexPath) -> CGRect {
        refreshTops()
        let info = sections[indexPath.section]
        let y = info.top + info.headerHeight + info.rows.offset(ofRow: indexPath.row)
        return CGRect(x: sectionInset, y: y, width: width - 2 * sectionInset, height: info.rows.height(ofRow: indexPath.row))
    }

    /// The first section whose extent reaches below `y`.
    private func section(atOffset y: CGFloat) -> Int {
        refreshTops()
        var low = 0, high = sections.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if sections[mid].top <= y { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The row at a point, if one is there.
    func indexPath(at point: CGPoint) -> IndexPath? {
        guard !sections.isEmpty, point.x >= sectionInset, point.x < width - sectionInset else { return nil }
        let section = self.section(atOffset: point.y)
        let info = sections[section]
        let rowsTop = info.top + info.headerHeight
        guard info.rows.count > 0, point.y >= rowsTop, point.y < rowsTop + info.rows.totalHeight else { return nil }
        return IndexPath(row: info.rows.row(atOffset: point.y - rowsTop), section: section)
    }

    /// The rows whose frames meet `rect`, in order.
    func indexPaths(in rect: CGRect) -> [IndexPath] {
        elements(in: rect).compactMap { if case .row(let indexPath) = $0 { indexPath } else { nil } }
    }

    /// Everything that meets the band `minY..<maxY`, in order (headers before their rows).
    func elements(in rect: CGRect) -> [ListElement] {
        guard !sections.isEmpty, rect.height > 0 else { return [] }
        var found: [ListElement] = []
        var section = self.section(atOffset: rect.minY)
        while section < sections.count {
            let info = sections[section]
            if info.top >= rect.maxY { break }
            // A pinned header shows while any of its section does.
            let headerReach = appearance.pinsHeaders ? info.height : info.headerHeight
            if info.headerHeight > 0, info.top + headerReach > rect.minY { found.append(.header(section)) }
            let rowsTop = info.top + info.headerHeight
            let rowsBottom = rowsTop + info.rows.totalHeight
            if info.rows.count > 0, rowsBottom > rect.minY, rowsTop < rect.maxY {
                var row = info.rows.row(atOffset: max(0, rect.minY - rowsTop))
                var y = rowsTop + info.rows.offset(ofRow: row)
                while row < info.rows.count, y < rect.maxY {
                    found.append(.row(IndexPath(row: row, section: section)))
                    y += info.rows.height(ofRow: row)
                    row += 1
                }
            }
            if info.footerHeight > 0, rowsBottom < rect.maxY, rowsBottom + info.footerHeight > rect.minY {
                found.append(.footer(section))
            }
            section += 1
        }
        return found
    }
}
