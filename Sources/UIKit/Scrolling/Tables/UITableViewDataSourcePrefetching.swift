import Foundation

/// Prepares the data of rows before they show — starts loading an image or a record for the
/// rows just beyond the visible ones — and stops when the user turns back
/// (`UITableView.prefetchDataSource`). The table asks as it scrolls (`PrefetchTracker` says
/// which rows and when), with the data source's index paths, sorted.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// Rows the table will probably show soon.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows asked for earlier that the table no longer expects to show.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
