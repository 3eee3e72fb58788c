import Foundation

extension UITableView {
    /// After tiling: tells the prefetch data source of the rows in the prefetch band, and of
    /// those it was told of that the table no longer expects to show (`PrefetchTracker`).
    func prefetchRows() {
        guard let prefetchDataSource else { return }
        let shown = Set(engine.visibleCells.keys.compactMap { dataSourceIndexPath(for: $0) })
        let requests = engine.prefetch.update(visible: CGRect(origin: contentOffset, size: bounds.size), vertical: true, shown: shown) { band in
            layoutModel.elements(in: band).compactMap { element in
                guard case .row(let indexPath) = element else { return nil }
                return dataSourceIndexPath(for: indexPath)
            }
        }
        if !requests.cancel.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: requests.cancel) }
        if !requests.prefetch.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: requests.prefetch) }
    }
}
