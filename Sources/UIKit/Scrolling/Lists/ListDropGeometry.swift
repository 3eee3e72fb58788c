import Foundation

/// Where drops go in a list — a table, or a collection view with a list layout — and the
/// gap or highlight a proposal asks for (DND-24): shared by both views' drop handling.
@MainActor
struct ListDropGeometry {
    unowned let engine: ListEngine

    private var layout: ListLayout { engine.layout }
    private var counts: [Int] { engine.counts }

    /// Where rows dropped at `location` would be inserted: before the row whose upper half is
    /// under it, after the one whose lower half is; at the end of a section whose header,
    /// footer or empty space is under it; at the end of the list below the last row.
    func insertionIndexPath(at location: CGPoint) -> IndexPath? {
        engine.host.ensureModel()
        guard !counts.isEmpty else { return nil }
        var point = location
        if let gap = engine.dropGap {
            let top = gapTop(gap.indexPath)
            if point.y >= top, point.y < top + gap.height { return gap.indexPath }
            if point.y >= top + gap.height { point.y -= gap.height }
        }
        if let row = layout.indexPath(at: point), engine.isValid(row) {
            let frame = layout.rowFrame(row)
            return point.y > frame.midY ? IndexPath(row: row.row + 1, section: row.section) : row
        }
        if point.y < 0 { return IndexPath(row: 0, section: 0) }
        for section in counts.indices where layout.sectionRect(section).minY <= point.y && point.y < layout.sectionRect(section).maxY {
            return point.y < layout.headerFrame(section).maxY ? IndexPath(row: 0, section: section) : IndexPath(row: counts[section], section: section)
        }
        return IndexPath(row: counts[counts.count - 1], section: counts.count - 1)
    }

    private func gapTop(_ indexPath: IndexPath) -> CGFloat {
        if indexPath.row < counts[indexPath.section] { return layout.rowFrame(indexPath).minY }
        if indexPath.row > 0 { return layout.rowFrame(IndexPath(row: indexPath.row - 1, section: indexPath.section)).maxY }
        return layout.headerFrame(indexPath.section).maxY
    }

    /// The row shown under `location` (rows below an open gap show displaced).
    func row(under location: CGPoint) -> IndexPath? {
        guard engine.dropGap == nil else {
            return engine.visibleCells.keys.sorted().first { engine.host.listDisplayFrame(for: $0).contains(location) }
        }
        return layout.indexPath(at: location).flatMap { engine.isValid($0) ? $0 : nil }
    }

    /// Whether `location` is over the middle half of `row`: a drop there goes into it.
    func isInMiddle(_ location: CGPoint, of row: IndexPath) -> Bool {
        let frame = engine.host.listDisplayFrame(for: row)
        return location.y > frame.minY + frame.height * 0.25 && location.y < frame.maxY - frame.height * 0.25
    }

    /// What a proposal shows (DND-24), the same for tables and collection views.
    enum Intent {
        /// Nothing.
        case unspecified
        /// A gap at the insertion point.
        case insertAt
        /// The row under the drag highlights.
        case insertInto
        /// A highlight over the middle half of a row, a gap elsewhere (tables only).
        case automatic
    }

    /// Where a proposal with `intent` at `location` opens a gap, or which row it highlights:
    /// nothing unless it `accepts`.
    func shown(for intent: Intent, accepts: Bool, insertion: IndexPath?, at location: CGPoint) -> (gap: IndexPath?, into: IndexPath?) {
        guard accepts, let insertion else { return (nil, nil) }
        switch intent {
        case .insertAt: return (insertion, nil)
        case .insertInto: return (nil, row(under: location))
        case .automatic:
            if let row = row(under: location), isInMiddle(location, of: row) { return (nil, row) }
            return (insertion, nil)
        case .unspecified: return (nil, nil)
        }
    }

    /// Opens (or moves, or closes) the gap for rows `height` tall at `indexPath`.
    func show(gap indexPath: IndexPath?, height: CGFloat) {
        let wanted = indexPath.map { (indexPath: $0, height: height) }
        guard wanted?.indexPath != engine.dropGap?.indexPath || wanted?.height != engine.dropGap?.height else { return }
        engine.dropGap = wanted
        let engine = self.engine
        UIView.animate(withDuration: 0.2, delay: 0, options: [.beginFromCurrentState]) { engine.positionVisibleElements() }
    }

    /// The frame shifted by an open gap (for the views' `listDisplayFrame`).
    func displaced(_ frame: CGRect, at indexPath: IndexPath) -> CGRect {
        guard let gap = engine.dropGap, gap.indexPath.section == indexPath.section, indexPath.row >= gap.indexPath.row else { return frame }
        return frame.offsetBy(dx: 0, dy: gap.height)
    }
}
