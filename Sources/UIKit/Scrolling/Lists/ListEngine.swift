import Foundation

/// What a list view (a table, or a collection view with a list layout) tells the engine that
/// shows its rows: its counts, its cells and headers, and what happens to them.
@MainActor
protocol ListEngineHost: UIScrollView {
    /// Reads the counts from the data source if they are stale.
    func ensureModel()
    func listSectionCount() -> Int
    func listRowCount(in section: Int) -> Int
    /// The counts are read; the host sets `standardRowHeight` before rows are laid out.
    func listCountsDidLoad(_ engine: ListEngine)
    /// The height of a section's header (or footer), zero for none.
    func listEdgeHeight(section: Int, isFooter: Bool) -> CGFloat
    /// The cell for a row, from the data source, given its row's frame and state.
    func listMakeCell(at indexPath: IndexPath) -> UIView?
    /// The row's real height now that its cell exists; nil keeps the standard height.
    func listMeasure(_ cell: UIView, at indexPath: IndexPath, width: CGFloat) -> CGFloat?
    func listMakeHeaderFooter(section: Int, isFooter: Bool) -> UIView?
    func listWillDisplay(_ cell: UIView, at indexPath: IndexPath)
    func listWillDisplayHeaderFooter(_ view: UIView, section: Int, isFooter: Bool)
    /// The cell left the screen: tell the delegate (when `indexPath` is given) and pool it.
    func listRetire(_ cell: UIView, at indexPath: IndexPath?)
    /// The header or footer left the screen: tell the delegate (when `section` is given) and
    /// pool it.
    func listRetireHeaderFooter(_ view: UIView, section: Int?, isFooter: Bool)
    /// The row's place changed (first or last in its section, editing attributes).
    func listRefreshPosition(of cell: UIView, at indexPath: IndexPath)
    /// A row's frame as shown (a table shifts rows while one is dragged).
    func listDisplayFrame(for indexPath: IndexPath) -> CGRect
    /// What each row counts as until it is shown, when the host estimates rows one by one (a
    /// table delegate's `estimatedHeightForRowAt`); nil for a row keeps the standard height.
    func listRowEstimator() -> ((IndexPath) -> CGFloat?)?
    /// What each header (footer) counts as until it is shown, when the host estimates them (a
    /// table delegate's `estimatedHeightForHeaderInSection`, `estimatedSectionHeaderHeight`);
    /// nil for a section measures it at once with `listEdgeHeight`.
    func listEdgeEstimator(isFooter: Bool) -> ((Int) -> CGFloat?)?
}

extension ListEngineHost {
    func listRowEstimator() -> ((IndexPath) -> CGFloat?)? { nil }
    func listEdgeEstimator(isFooter: Bool) -> ((Int) -> CGFloat?)? { nil }
}

/// The machinery a table and a list collection view share: reading counts into a
/// `ListLayout`, keeping exactly the visible rows, headers and footers on screen (measuring
/// rows as they appear), holding the selection, and applying batches of updates with the
/// surviving rows sliding, new rows fading in and removed rows fading out.
@MainActor
final class ListEngine {
    unowned let host: any ListEngineHost
    let layout: ListLayout
    /// The row counts last read, per section.
    private(set) var counts: [Int] = []
    private(set) var hasModel = false
    var needsReload = true
    var standardRowHeight: CGFloat = 44
    var visibleCells: [IndexPath: UIView] = [:]
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    var selected: Set<IndexPath> = []
    /// The row a Shift-click extends from.
    var anchor: IndexPath?
    /// A cell held out of tiling (being dragged to a new place).
    weak var heldCell: UIView?
    /// The gap a proposed drop opens: rows from `indexPath` on in its section show `height`
    /// lower (DND-24).
    var dropGap: (indexPath: IndexPath, height: CGFloat)?
    var laidOutWidth: CGFloat = -1
    private var isTiling = false
    /// Shows the visible elements instead of `tile()`'s rows: a collection view whose layout
    /// places items by their attributes (a grid) keeps the engine for its counts, selection,
    /// reuse and updates, and tiles itself.
    var customTiling: (() -> Void)?
    /// The rows the host's prefetch data source was asked to prepare.
    let prefetch = PrefetchTracker()

    init(host: any ListEngineHost, appearance: ListAppearance) {
        self.host = host
        self.layout = ListLayout(appearance: appearance)
    }

    // MARK: Model

    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < counts.count
            && indexPath.row >= 0 && indexPath.row < counts[indexPath.section]
    }

    /// Reads the counts and header heights; every row counts at the standard height until it
    /// is shown. The selection and visible cells are the caller's to clear.
    func readModel() {
        needsReload = false
        hasModel = true
        let sections = max(0, host.listSectionCount())
        counts = (0..<sections).map { max(0, host.listRowCount(in: $0)) }
        laidOutWidth = layout.width
        host.listCountsDidLoad(self)
        rebuildSections(keeping: [:])
        if let estimate = host.listRowEstimator() {
            for (section, count) in counts.enumerated() {
                for row in 0..<count {
                    let indexPath = IndexPath(row: row, section: section)
                    if let height = estimate(indexPath) { layout.setHeight(height, of: indexPath) }
                }
            }
        }
    }

    private func rebuildSections(keeping heights: [IndexPath: CGFloat]) {
        let estimateHeader = host.listEdgeEstimator(isFooter: false)
        let estimateFooter = host.listEdgeEstimator(isFooter: true)
        layout.replaceSections(counts.indices.map { section in
            let headerEstimate = estimateHeader?(section)
            let footerEstimate = estimateFooter?(section)
            return ListLayout.Section(headerHeight: headerEstimate ?? host.listEdgeHeight(section: section, isFooter: false),
                                      footerHeight: footerEstimate ?? host.listEdgeHeight(section: section, isFooter: true),
                                      rows: RowHeightIndex(count: counts[section], standardHeight: standardRowHeight),
                                      headerIsEstimated: headerEstimate != nil, footerIsEstimated: footerEstimate != nil)
        })
        for (indexPath, height) in heights { layout.setHeight(height, of: indexPath) }
    }

    /// Replaces an estimated header (footer) height with the host's measurement as it comes on
    /// screen; false when it measures nothing (no header after all).
    private func measureEdgeIfEstimated(section: Int, isFooter: Bool) -> Bool {
        guard layout.isEdgeEstimated(section: section, isFooter: isFooter) else { return true }
        let height = max(0, host.listEdgeHeight(section: section, isFooter: isFooter))
        layout.setEdgeHeight(height, section: section, isFooter: isFooter)
        return height > 0
    }

    /// Retires everything shown and forgets the selection; the next layout reads again.
    func reset() {
        for (indexPath, cell) in visibleCells { host.listRetire(cell, at: indexPath) }
        visibleCells = [:]
        for (section, view) in visibleHeaders { host.listRetireHeaderFooter(view, section: section, isFooter: false) }
        for (section, view) in visibleFooters { host.listRetireHeaderFooter(view, section: section, isFooter: true) }
        visibleHeaders = [:]
        visibleFooters = [:]
        selected = []
        anchor = nil
        prefetch.reset()
        needsReload = true
    }

    // MARK: Tiling

    /// Shows exactly the elements in the visible bounds. Measuring a newly shown row can move
    /// the rows after it, so this repeats until nothing moves (a few passes at most).
    func tile() {
        if let customTiling { return customTiling() }
        // Measuring a cell lays it out, which can ask the list to lay out again: once is enough.
        guard !isTiling else { return }
        isTiling = true
        defer { isTiling = false }
        let scrollView = host as UIScrollView
        for _ in 0..<4 {
            let before = layout.contentHeight
            let visible = layout.elements(in: CGRect(origin: scrollView.contentOffset, size: scrollView.bounds.size))
            // Retire first, so the rows coming in reuse the cells of the rows going out.
            retireElements(notIn: Set(visible))
            for element in visible { materialize(element) }
            if layout.contentHeight == before { break }
        }
        scrollView.contentSize = CGSize(width: scrollView.bounds.width, height: layout.contentHeight)
        positionVisibleElements()
    }

    private func retireElements(notIn shown: Set<ListElement>) {
        for (indexPath, cell) in visibleCells where !shown.contains(.row(indexPath)) && heldCell !== cell {
            visibleCells[indexPath] = nil
            host.listRetire(cell, at: indexPath)
        }
        for (section, view) in visibleHeaders where !shown.contains(.header(section)) {
            visibleHeaders[section] = nil
            host.listRetireHeaderFooter(view, section: section, isFooter: false)
        }
        for (section, view) in visibleFooters where !shown.contains(.footer(section)) {
            visibleFooters[section] = nil
            host.listRetireHeaderFooter(view, section: section, isFooter: true)
        }
    }

    private func materialize(_ element: ListElement) {
        switch element {
        case .row(let indexPath):
            guard visibleCells[indexPath] == nil else { return }
            showCell(at: indexPath)
        case .header(let section):
            showEdge(of: section, isFooter: false)
        case .footer(let section):
            showEdge(of: section, isFooter: true)
        }
    }

    /// Measures the section's header (footer) if it counts at an estimate — even when already
    /// shown, as a reload can bring estimates back under it — and shows it if it is not yet.
    private func showEdge(of section: Int, isFooter: Bool) {
        let hasHeight = measureEdgeIfEstimated(section: section, isFooter: isFooter)
        guard (isFooter ? visibleFooters : visibleHeaders)[section] == nil, hasHeight,
              let view = host.listMakeHeaderFooter(section: section, isFooter: isFooter) else { return }
        view.frame = isFooter ? layout.footerFrame(section) : layout.headerFrame(section)
        if isFooter { visibleFooters[section] = view } else { visibleHeaders[section] = view }
        host.listWillDisplayHeaderFooter(view, section: section, isFooter: isFooter)
    }

    /// Asks for the row's cell, measures the row, and shows it.
    private func showCell(at indexPath: IndexPath) {
         guard let cell = host.listMakeCell(at: indexPath) else { return }
        if let height = host.listMeasure(cell, at: indexPath, width: layout.rowFrame(indexPath).width) {
            layout.setHeight(max(0, height), of: indexPath)
        }
        cell.frame = layout.rowFrame(indexPath)
        if cell.superview !== host { host.insertSubview(cell, at: 0) }
        cell.isHidden = false
        visibleCells[indexPath] = cell
        host.listWillDisplay(cell, at: indexPath)
    }

    /// Puts every visible element at its frame; pinned headers stay at the top while their
    /// section passes under them.
    func positionVisibleElements() {
        let scrollView = host as UIScrollView
        for (indexPath, cell) in visibleCells where heldCell !== cell {
            cell.frame = host.listDisplayFrame(for: indexPath)
        }
        let pinTop = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
        for (section, view) in visibleHeaders {
            var frame = layout.headerFrame(section)
            if layout.appearance.pinsHeaders {
                let sectionBottom = layout.footerFrame(section).minY
                frame.origin.y = min(max(frame.minY, pinTop), sectionBottom - frame.height)
            }
            // Pinned headers draw above the rows passing under them (LIST-10's quirk fixed):
            // rows are always inserted at the back. Reordering here would ask for layout again.
            view.frame = frame
        }
        for (section, view) in visibleFooters {
            view.frame = layout.footerFrame(section)
        }
    }

    // MARK: Selection

    /// The rows from `a` to `b` inclusive, in list order, across sections.
    func rows(between a: IndexPath, and b: IndexPath) -> [IndexPath] {
        let (start, end) = a <= b ? (a, b) : (b, a)
        var result: [IndexPath] = []
        var section = start.section
        var row = start.row
        while section < counts.count, IndexPath(row: row, section: section) <= end {
            if row < counts[section] {
                result.append(IndexPath(row: row, section: section))
                row += 1
            } else {
                section += 1
                row = 0
            }
        }
        return result
    }

    // MARK: Updates

    /// Applies a batch: reads the new counts, maps old rows to new ones (refusing counts that
    /// do not add up, TBL-18), keeps the selection and the visible cells that survive, and
    /// animates. `api` names the caller in messages.
    func apply(_ updates: [ListUpdate], animated: Bool, api: String, completion: ((Bool) -> Void)?) {
        guard hasModel, !needsReload else {
            // Nothing has been read yet: the next layout reads the current state.
            needsReload = true
            host.setNeedsLayout()
            completion?(true)
            return
        }
        let oldCounts = counts
        let sections = max(0, host.listSectionCount())
        let newCounts = (0..<sections).map { max(0, host.listRowCount(in: $0)) }
        let plan: ListUpdatePlan
        do {
            plan = try ListUpdatePlan(updates: updates, oldCounts: oldCounts, newCounts: newCounts, api: api)
        } catch {
            preconditionFailure("\(error)")
        }

        var keptHeights: [IndexPath: CGFloat] = [:]
        var survivors: [IndexPath: (cell: UIView, oldFrame: CGRect)] = [:]
        var departing: [UIView] = []
        for (old, cell) in visibleCells {
            if let new = plan.newIndexPath(forOld: old), !plan.isReloaded(old) {
                survivors[new] = (cell, cell.frame)
                keptHeights[new] = cell.bounds.height
            } else {
                host.listRetire(cell, at: old)
                departing.append(cell)
            }
        }
        selected = Set(selected.compactMap { plan.isReloaded($0) ? nil : plan.newIndexPath(forOld: $0) })
        if let oldAnchor = anchor { anchor = plan.newIndexPath(forOld: oldAnchor) }
        counts = newCounts
        rebuildSections(keeping: keptHeights)
        for (section, view) in visibleHeaders { host.listRetireHeaderFooter(view, section: section, isFooter: false) }
        for (section, view) in visibleFooters { host.listRetireHeaderFooter(view, section: section, isFooter: true) }
        visibleHeaders = [:]
        visibleFooters = [:]
        visibleCells = survivors.mapValues(\.cell)
        for (indexPath, survivor) in survivors { host.listRefreshPosition(of: survivor.cell, at: indexPath) }

        UIView.performWithoutAnimation { tile() }
        guard animated, host.window != nil else {
            completion?(true)
            return
        }
        // Departing cells were pooled (hidden); show them fading out in place until the end.
        var targets: [(UIView, CGRect)] = []
        for survivor in survivors.values where visibleCells.values.contains(where: { $0 === survivor.cell }) {
            targets.append((survivor.cell, survivor.cell.frame))
            survivor.cell.frame = survivor.oldFrame
        }
        let arrived = visibleCells.filter { survivors[$0.key] == nil && plan.isNew($0.key) }.map(\.value)
        for cell in arrived { cell.alpha = 0 }
        let fading = departing.filter { cell in !visibleCells.values.contains { $0 === cell } }
        for cell in fading { cell.isHidden = false }
        UIView.animate(withDuration: 0.3, animations: {
            for (cell, frame) in targets { cell.frame = frame }
            for cell in arrived { cell.alpha = 1 }
            for cell in fading { cell.alpha = 0 }
        }, completion: { [weak self] finished in
            for cell in fading {
                cell.alpha = 1
                // Still pooled and not reused meanwhile: hide it again.
                if let self, !self.visibleCells.values.contains(where: { $0 === cell }) { cell.isHidden = true }
            }
            completion?(finished)
        })
    }

    /// Moves one row in the engine's records after the user dragged it there.
    func moveRow(from source: IndexPath, to destination: IndexPath) {
        var newCounts = counts
        newCounts[source.section] -= 1
        newCounts[destination.section] += 1
        guard let plan = try? ListUpdatePlan(updates: [.moveRow(source, destination)], oldCounts: counts,
                                             newCounts: newCounts, api: "move") else { return }
        let height = layout.rowFrame(source).height
        counts = newCounts
        let sourceRows = layout.rows(in: source.section)
        sourceRows.removeRows(at: source.row, count: 1)
        let destinationRows = layout.rows(in: destination.section)
        destinationRows.insertRows(at: destination.row, count: 1)
        destinationRows.setHeight(height, ofRow: destination.row)
        layout.replaceRows(sourceRows, in: source.section)
        var remapped: [IndexPath: UIView] = [:]
        for (old, cell) in visibleCells {
            if let new = plan.newIndexPath(forOld: old) { remapped[new] = cell }
        }
        visibleCells = remapped
        selected = Set(selected.compactMap { plan.newIndexPath(forOld: $0) })
        for (indexPath, cell) in visibleCells { host.listRefreshPosition(of: cell, at: indexPath) }
    }
}
