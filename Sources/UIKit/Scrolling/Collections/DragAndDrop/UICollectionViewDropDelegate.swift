import Foundation

/// Drops onto a collection view (DND-22 … DND-25): the collection view runs the drop
/// interaction, opens a gap where the items would go, and hands the drop to its delegate with
/// a coordinator.
@preconcurrency @MainActor
public protocol UICollectionViewDropDelegate: AnyObject {
    /// Takes the drop: update the model and the collection view, and animate the items to
    /// their places with the coordinator (DND-25).
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator)
    /// Whether the collection view takes this kind of drag at all (default: yes).
    func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool
    /// What a drop here would do, asked as the drag moves (DND-23). `destinationIndexPath` is
    /// where the items would be inserted; nil when there is no section to take them. Not
    /// implemented: the collection view proposes `.cancel`.
    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession)
    func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession)
    func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession)
    /// How an item a drop lands on looks while it lands; nil: the whole cell.
    func collectionView(_ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters?
}

extension UICollectionViewDropDelegate {
    public func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool { true }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        UICollectionViewDropProposal(operation: .cancel)
    }
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: UIDropSession) {}
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: UIDropSession) {}
    public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: UIDropSession) {}
    public func collectionView(_ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        nil
    }
}
