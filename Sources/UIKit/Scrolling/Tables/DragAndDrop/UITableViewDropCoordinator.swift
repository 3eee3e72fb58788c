import Foundation

/// What a table's drop delegate works with in `tableView(_:performDropWith:)` (DND-25): the
/// items, where they go, and the animations that land them on their rows.
@preconcurrency @MainActor
public protocol UITableViewDropCoordinator: AnyObject {
    /// The dropped items, with the rows they came from when they came from this table.
    var items: [UITableViewDropItem] { get }
    /// Where the rows would be inserted (nil when the table had no section to take them).
    var destinationIndexPath: IndexPath? { get }
    /// The proposal made last, at the drop's location.
    var proposal: UITableViewDropProposal { get }
    var session: UIDropSession { get }
    /// Lands `dragItem` on the row at `indexPath` (insert the row first).
    @discardableResult
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> UIDragAnimating
    /// Lands `dragItem` into `rect` of the row at `indexPath`, shrinking into it.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating
    /// Lands `dragItem` anywhere.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating
    /// Inserts `placeholder`'s row and lands `dragItem` on it, for data still loading (DND-26):
    /// keep the context, and commit the insertion (or delete the placeholder) when it arrives.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder) -> UITableViewDropPlaceholderContext
}

/// One dropped item.
@preconcurrency @MainActor
public protocol UITableViewDropItem: AnyObject {
    var dragItem: UIDragItem { get }
    /// The row it was dragged from, when the drag started in this table (nil otherwise, as
    /// for a drag from another app).
    var sourceIndexPath: IndexPath? { get }
    /// The size of its lifted preview.
    var previewSize: CGSize { get }
}

/// A table's drop in progress: the items, and where the delegate lands each.
@MainActor
final class TableDropCoordinator: UITableViewDropCoordinator {
    final class Item: UITableViewDropItem {
        let dragItem: UIDragItem
        let sourceIndexPath: IndexPath?
        let previewSize: CGSize
        init(dragItem: UIDragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
            self.dragItem = dragItem
            self.sourceIndexPath = sourceIndexPath
            self.previewSize = previewSize
        }
    }

    let items: [UITableViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UITableViewDropProposal
    let session: UIDropSession
    private weak var tableView: UITableView?
    let landings = DropLandings()

    init(tableView: UITableView, items: [UITableViewDropItem], destinationIndexPath: IndexPath?, proposal: UITableViewDropProposal,
         session: UIDropSession) {
        self.tableView = tableView
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
    }

    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> UIDragAnimating {
        guard let tableView else { return DragAnimator() }
        tableView.layoutIfNeeded()
        return landings.land(dragItem, onto: tableView.rectForRow(at: indexPath), in: tableView)
    }

    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating {
        guard let tableView else { return DragAnimator() }
        return landings.land(dragItem, into: rect, of: tableView.rectForRow(at: indexPath), in: tableView)
    }

    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating {
        landings.land(dragItem, at: target, size: nil)
    }

    func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder) -> UITableViewDropPlaceholderContext {
        let tableView = self.tableView ?? UITableView()
        let context = TablePlaceholderContext(dragItem: dragItem, placeholder: placeholder, tableView: tableView)
        tableView.insertPlaceholder(context)
        tableView.layoutIfNeeded()
        context.landing = landings.land(dragItem, onPlaceholder: tableView.cellForRow(at: context.indexPath),
                                        at: tableView.rectForRow(at: context.indexPath), in: tableView,
                                        parameters: placeholder.previewParametersProvider)
        return context
    }

}
