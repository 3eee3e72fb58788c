import Foundation

/// Reloading, and inserting, deleting, moving and reloading rows and sections — alone or in
/// a batch — with the surviving rows sliding to their new places, new rows fading in and
/// removed rows fading out.
extension UITableView {
    struct PendingBatch {
        var updates: [ListUpdate] = []
        var animated = true
    }

    /// Everything again: counts, heights, headers, the index; the selection is cleared.
    func reloadAll() {
        if batch != nil {
            // UIKit does not allow reloadData inside a batch; the pending changes are moot
            // once everything is asked again.
            print("UITableView.reloadData() inside performBatchUpdates: the batch's updates are dropped and the table reloads")
            batch = nil
        }
        for (indexPath, cell) in visibleCellMap { retire(cell, at: indexPath) }
        visibleCellMap = [:]
        for view in visibleHeaders.values { view.removeFromSuperview() }
        for view in visibleFooters.values { view.removeFromSuperview() }
        visibleHeaders = [:]
        visibleFooters = [:]
        clearSelection()
        closeSwipe(animated: false)
        setNeedsReload()
    }

    func enqueueUpdate(_ update: ListUpdate, animation: RowAnimation) {
        if batch != nil {
            batch!.updates.append(update)
            if animation == .none { batch!.animated = false }
            return
        }
        apply([update], animated: animation != .none, completion: nil)
    }

    func beginBatch() {
        batchDepth += 1
        if batch == nil { batch = PendingBatch() }
    }

    func endBatch(completion: ((Bool) -> Void)?) {
        batchDepth = max(0, batchDepth - 1)
        guard batchDepth == 0 else { return }
        guard let pending = batch else {
            completion?(true)
            return
        }
        batch = nil
        apply(pending.updates, animated: pending.animated, completion: completion)
    }

    func performBatch(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?, fromDiffableDataSource: Bool) {
        if !fromDiffableDataSource, dataSource is DiffableDataSourceMarker {
            preconditionFailure("UITableView.performBatchUpdates(_:completion:) was called on a table whose data source is a UITableViewDiffableDataSource. Change its data by applying a snapshot: dataSource.apply(_:animatingDifferences:) (DIFF-06)")
        }
        beginBatch()
        updates?()
        endBatch(completion: completion)
    }

    /// Applies a batch: reads the new counts, maps old rows to new ones, and animates.
    func apply(_ updates: [ListUpdate], animated: Bool, completion: ((Bool) -> Void)?) {
        guard hasModel, !needsReload else {
            // Nothing has been read yet: the next layout reads the current state.
            setNeedsReload()
            completion?(true)
            return
        }
        let oldCounts = rowCounts
        let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        let newCounts = (0..<max(0, sections)).map { max(0, dataSource!.tableView(self, numberOfRowsInSection: $0)) }
        let plan: ListUpdatePlan
        do {
            plan = try ListUpdatePlan(updates: updates, oldCounts: oldCounts, newCounts: newCounts, api: "UITableView: Invalid update")
        } catch {
            preconditionFailure("\(error)")
        }

        // The model, keeping the heights of rows that stay on screen.
        let standard = standardRowHeight
        var keptHeights: [IndexPath: CGFloat] = [:]
        var survivors: [IndexPath: (cell: UITableViewCell, oldFrame: CGRect)] = [:]
        var departing: [UITableViewCell] = []
        for (old, cell) in visibleCellMap {
            if let new = plan.newIndexPath(forOld: old), !plan.isReloaded(old) {
                survivors[new] = (cell, cell.frame)
                keptHeights[new] = cell.bounds.height
            } else {
                tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: old)
                departing.append(cell)
            }
        }
        selectedRows = Set(selectedRows.compactMap { plan.isReloaded($0) ? nil : plan.newIndexPath(forOld: $0) })
        if let anchor = selectionAnchor { selectionAnchor = plan.newIndexPath(forOld: anchor) }
        rowCounts = newCounts
        layoutModel.replaceSections(newCounts.indices.map { section in
            ListLayout.Section(headerHeight: headerHeight(for: section), footerHeight: footerHeight(for: section),
                               rows: RowHeightIndex(count: newCounts[section], standardHeight: standard))
        })
        if heightSource != .fixed {
            for (indexPath, height) in keptHeights { layoutModel.setHeight(height, of: indexPath) }
        }
        for view in visibleHeaders.values { view.removeFromSuperview() }
        for view in visibleFooters.values { view.removeFromSuperview() }
        visibleHeaders = [:]
        visibleFooters = [:]
        visibleCellMap = survivors.mapValues(\.cell)
        for (indexPath, survivor) in survivors { refreshPosition(of: survivor.cell, at: indexPath) }
        if updates.contains(where: \.changesSections) { refreshSectionIndex() }

        UIView.performWithoutAnimation { tile() }
        let shouldAnimate = animated && window != nil
        guard shouldAnimate else {
            for cell in departing { retire(cell, at: nil) }
            completion?(true)
            return
        }
        var targets: [(UITableViewCell, CGRect)] = []
        for (_, survivor) in survivors where visibleCellMap.values.contains(where: { $0 === survivor.cell }) {
            targets.append((survivor.cell, survivor.cell.frame))
            survivor.cell.frame = survivor.oldFrame
        }
        let arrived = visibleCellMap.filter { survivors[$0.key] == nil && plan.isNew($0.key) }.map(\.value)
        for cell in arrived { cell.alpha = 0 }
        departingCells.append(contentsOf: departing)
        UIView.animate(withDuration: 0.3, animations: {
            for (cell, frame) in targets { cell.frame = frame }
            for cell in arrived { cell.alpha = 1 }
            for cell in departing { cell.alpha = 0 }
        }, completion: { [weak self] finished in
            guard let self else { return }
            for cell in departing {
                cell.alpha = 1
                self.departingCells.removeAll { $0 === cell }
                self.retire(cell, at: nil)
            }
            completion?(finished)
        })
    }

    /// A surviving cell's place-dependent look (first or last in its section).
    private func refreshPosition(of cell: UITableViewCell, at indexPath: IndexPath) {
        let core = cell.core
        core.isFirstInSection = indexPath.row == 0
        core.isLastInSection = indexPath.row == rowCounts[indexPath.section] - 1
        core.showsSeparator = separatorStyle != .none && layoutModel.appearance.showsSeparators
            && !(layoutModel.appearance.isGrouped && core.isLastInSection)
        applyEditingAttributes(to: cell, at: indexPath)
        cell.setNeedsLayout()
    }
}

extension ListUpdate {
    var changesSections: Bool {
        switch self {
        case .insertSections, .deleteSections, .reloadSections, .moveSection: true
        default: false
        }
    }
}

/// Marks the diffable data sources, which own their table's updates (DIFF-06).
@MainActor
protocol DiffableDataSourceMarker: AnyObject {}
