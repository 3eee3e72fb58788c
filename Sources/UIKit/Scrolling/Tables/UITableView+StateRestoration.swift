import Foundation

/// A table view's part of state restoration (see `RestorableList`).
extension UITableView: RestorableList {
    var restorationDataSource: AnyObject? { dataSource }
    var restorationSelection: [IndexPath] { indexPathsForSelectedRows ?? [] }

    func firstElement(in visible: CGRect) -> (indexPath: IndexPath, frame: CGRect)? {
        (indexPathsForRows(in: visible) ?? []).lazy.map { ($0, self.rectForRow(at: $0)) }.first { $0.1.maxY > visible.minY }
    }

    func restorationFrame(of indexPath: IndexPath) -> CGRect? { rectForRow(at: indexPath) }
    func isRestorable(_ indexPath: IndexPath) -> Bool { isValid(indexPath) }
    func restoreSelection(of indexPath: IndexPath) { selectRowProgrammatically(at: indexPath, animated: false, scrollPosition: .none) }
    func relayoutAfterRestoring() { layoutTable() }
}
