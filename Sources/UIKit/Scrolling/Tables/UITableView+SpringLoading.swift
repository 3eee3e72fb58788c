import Foundation

/// Spring-loaded rows (DND-29; see `SpringLoadedList`).
extension UITableView: SpringLoadedList {
    func listCell(at indexPath: IndexPath) -> UIView? { cellForRow(at: indexPath) }

    func shouldSpringLoad(_ indexPath: IndexPath, with context: UISpringLoadedInteractionContext) -> Bool {
        tableDelegate?.tableView(self, shouldSpringLoadRowAt: indexPath, with: context) ?? true
    }
}
