import Foundation

/// Drops onto a table (DND-22 … DND-25): the table runs the drop interaction, opens a gap
/// where the rows would go, and hands the drop to its delegate with a coordinator.
@preconcurrency @MainActor
public protocol UITableViewDropDelegate: AnyObject {
    /// Takes the drop: update the model and the table, and animate the items to their rows
    /// with the coordinator (DND-25).
    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator)
    /// Whether the table takes this kind of drag at all (default: yes).
    func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool
    /// What a drop here would do, asked as the drag moves (DND-23). `destinationIndexPath` is
    /// where the rows would be inserted; nil when the table has no section to take them. Not
    /// implemented: the table proposes `.cancel`.
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession)
    func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession)
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession)
    /// How a row an item drops to looks while the item lands; nil: the whole row.
    func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?
}

extension UITableViewDropDelegate {
    public func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool { true }
    public func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                          withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .cancel)
    }
    public func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession) {}
    public func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession) {}
    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession) {}
    public func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
}
