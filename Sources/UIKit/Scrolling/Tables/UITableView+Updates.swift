import Foundation

/// Reloading, and inserting, deleting, moving and reloading rows and sections — alone or in
/// a batch (TBL-17…19).
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
        for (_, cell) in visibleTableCells { cell.setSelected(false, animated: false) }
        closeSwipe(animated: false)
        engine.reset()
        setNeedsLayout()
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

    func apply(_ updates: [ListUpdate], animated: Bool, completion: ((Bool) -> Void)?) {
        closeSwipe(animated: false)
        engine.apply(updates, animated: animated, api: "UITableView: Invalid update", completion: completion)
        if updates.contains(where: \.changesSections) { refreshSectionIndex() }
        layoutSectionIndex()
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

/// Marks the diffable data sources, which own their view's updates (DIFF-06).
@MainActor
protocol DiffableDataSourceMarker: AnyObject {}
