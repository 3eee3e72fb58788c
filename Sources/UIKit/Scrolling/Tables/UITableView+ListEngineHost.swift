import Foundation

/// The table's side of the shared list engine: its data source's counts and cells, its
/// delegate's display calls, and its reuse pools.
extension UITableView: ListEngineHost {
    func listSectionCount() -> Int {
        dataSource.map { $0.numberOfSections(in: self) } ?? 0
    }

    func listRowCount(in section: Int) -> Int {
        (dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0) + placeholders.count(in: section)
    }

    func listCountsDidLoad(_ engine: ListEngine) {
        heightSource = rowHeightSource()
        engine.standardRowHeight = standardRowHeight
    }

    /// UIKit asks the delegate's `estimatedHeightForRowAt` for every row as it reads the data,
    /// and a row counts at its estimate until it is shown and measured. Fixed-height rows
    /// (`rowHeight` set, no `heightForRowAt`) are never measured, so estimates do not apply.
    func listRowEstimator() -> ((IndexPath) -> CGFloat?)? {
        guard heightSource != .fixed, let tableDelegate, let first = rowCounts.firstIndex(where: { $0 > 0 }) else { return nil }
        let probe = OptionalRequirement.probe { tableDelegate.tableView(self, estimatedHeightForRowAt: IndexPath(row: 0, section: first)) }
        guard probe.isImplemented else { return nil }
        return { [unowned self] indexPath in
            guard placeholders.slot(at: indexPath)?.placeholder == nil, let sourcePath = dataSourceIndexPath(for: indexPath) else { return nil }
            let height = tableDelegate.tableView(self, estimatedHeightForRowAt: sourcePath)
            // automaticDimension (or nonsense) leaves the row at the table's standard estimate.
            return height.isFinite && height >= 0 ? height : nil
        }
    }

    /// Headers and footers count at the delegate's `estimatedHeightForHeaderInSection` (or the
    /// table's `estimatedSectionHeaderHeight`) until they come on screen; only then is
    /// `heightForHeaderInSection` asked or the view measured. Without an estimate every
    /// header is measured as the table reads its data.
    func listEdgeEstimator(isFooter: Bool) -> ((Int) -> CGFloat?)? {
        let fallback = isFooter ? estimatedSectionFooterHeight : estimatedSectionHeaderHeight
        var delegateEstimates = false
        if let tableDelegate, !rowCounts.isEmpty {
            delegateEstimates = OptionalRequirement.probe {
                isFooter ? tableDelegate.tableView(self, estimatedHeightForFooterInSection: 0)
                         : tableDelegate.tableView(self, estimatedHeightForHeaderInSection: 0)
            }.isImplemented
        }
        guard delegateEstimates || fallback > 0 else { return nil }
        func usable(_ height: CGFloat) -> CGFloat? { height.isFinite && height > 0 ? height : nil }
        return { [unowned self] section in
            guard delegateEstimates, let tableDelegate else { return usable(fallback) }
            let height = isFooter ? tableDelegate.tableView(self, estimatedHeightForFooterInSection: section)
                                  : tableDelegate.tableView(self, estimatedHeightForHeaderInSection: section)
            // automaticDimension (or nonsense) from the delegate leaves the section at the
            // table's estimate, as for rows; with none, it is measured at once.
            return usable(height) ?? usable(fallback)
        }
    }

    func listEdgeHeight(section: Int, isFooter: Bool) -> CGFloat {
        isFooter ? footerHeight(for: section) : headerHeight(for: section)
    }

    func listMakeCell(at indexPath: IndexPath) -> UIView? {
        if let placeholder = placeholders.slot(at: indexPath)?.placeholder {
            // DND-26: the data source is not asked for a placeholder's cell.
            let cell = dequeueCell(identifier: placeholder.reuseIdentifier, for: indexPath)
            placeholder.cellUpdateHandler?(cell)
            prepare(cell, for: indexPath)
            return cell
        }
        guard let dataSource, let sourcePath = dataSourceIndexPath(for: indexPath) else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: sourcePath)
        prepare(cell, for: indexPath)
        return cell
    }

    func listMeasure(_ cell: UIView, at indexPath: IndexPath, width: CGFloat) -> CGFloat? {
        guard let cell = cell as? UITableViewCell else { return nil }
        if let placeholder = placeholders.slot(at: indexPath)?.placeholder { return placeholder.rowHeight }
        let indexPath = dataSourceIndexPath(for: indexPath) ?? indexPath
        switch heightSource {
        case .fixed:
            return nil
        case .delegate:
            let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
            return height == UITableView.automaticDimension ? cell.fittingHeight(forWidth: width) : height
        case .selfSizing:
            return cell.fittingHeight(forWidth: width)
        }
    }

    func listMakeHeaderFooter(section: Int, isFooter: Bool) -> UIView? {
        makeHeaderFooter(section: section, isFooter: isFooter)
    }

    func listWillDisplay(_ cell: UIView, at indexPath: IndexPath) {
        guard let cell = cell as? UITableViewCell, let sourcePath = dataSourceIndexPath(for: indexPath) else { return }
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: sourcePath)
    }

    func listWillDisplayHeaderFooter(_ view: UIView, section: Int, isFooter: Bool) {
        if isFooter {
            tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        } else {
            tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        }
    }

    /// Puts a cell that left the screen back in its pool (or drops it without an identifier).
    func listRetire(_ cell: UIView, at indexPath: IndexPath?) {
        guard let cell = cell as? UITableViewCell else { return }
        if let indexPath, let sourcePath = dataSourceIndexPath(for: indexPath) {
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: sourcePath)
        }
        cellPool.retire(cell, identifier: cell.reuseIdentifier)
    }

    func listRetireHeaderFooter(_ view: UIView, section: Int?, isFooter: Bool) {
        if let section {
            if isFooter {
                tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
            } else {
                tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
            }
        }
        if let headerFooter = view as? UITableViewHeaderFooterView {
            headerFooterPool.retire(headerFooter, identifier: headerFooter.reuseIdentifier)
        } else {
            view.removeFromSuperview()
        }
    }

    /// First or last in its section, its separator, its editing controls.
    func listRefreshPosition(of cell: UIView, at indexPath: IndexPath) {
        guard let cell = cell as? UITableViewCell else { return }
        let core = cell.core
        core.isFirstInSection = indexPath.row == 0
        core.isLastInSection = indexPath.row == rowCounts[indexPath.section] - 1
        core.showsSeparator = separatorStyle != .none && layoutModel.appearance.showsSeparators
            && !(layoutModel.appearance.isGrouped && core.isLastInSection)
        applyEditingAttributes(to: cell, at: indexPath)
        cell.setNeedsLayout()
    }

    /// A row's frame, shifted while another row is being dragged to a new place.
    func listDisplayFrame(for indexPath: IndexPath) -> CGRect {
        var frame = layoutModel.rowFrame(indexPath)
        if let reorder {
            frame = ListReorderDisplacement.displaced(frame, at: indexPath, source: reorder.source, proposed: reorder.proposed,
                                                      height: reorder.cell.bounds.height)
        }
        // A proposed drop's gap pushes the rows from it down (DND-24).
        return ListDropGeometry(engine: engine).displaced(frame, at: indexPath)
    }
}
