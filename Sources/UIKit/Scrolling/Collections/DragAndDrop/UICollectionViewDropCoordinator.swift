import Foundation

/// What a collection view's drop delegate works with in `collectionView(_:performDropWith:)`
/// (DND-25): the items, where they go, and the animations that land them.
@preconcurrency @MainActor
public protocol UICollectionViewDropCoordinator: AnyObject {
    /// The dropped items, with the index paths they came from when they came from this
    /// collection view.
    var items: [UICollectionViewDropItem] { get }
    /// Where the items would be inserted (nil when there was no section to take them).
    var destinationIndexPath: IndexPath? { get }
    /// The proposal made last, at the drop's location.
    var proposal: UICollectionViewDropProposal { get }
    var session: UIDropSession { get }
    /// Lands `dragItem` on the item at `indexPath` (insert the item first).
    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> UIDragAnimating
    /// Lands `dragItem` into `rect` of the item at `indexPath`, shrinking into it.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating
    /// Lands `dragItem` anywhere.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating
    /// Inserts `placeholder`'s item and lands `dragItem` on it, for data still loading (DND-26):
    /// keep the context, and commit the insertion (or delete the placeholder) when it arrives.
    @discardableResult
    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder) -> UICollectionViewDropPlaceholderContext
}

/// One dropped item.
@preconcurrency @MainActor
public protocol UICollectionViewDropItem: AnyObject {
    var dragItem: UIDragItem { get }
    /// The index path it was dragged from, when the drag started in this collection view (nil
    /// otherwise, as for a drag from another app).
    var sourceIndexPath: IndexPath? { get }
    /// The size of its lifted preview.
    var previewSize: CGSize { get }
}

/// A collection view's drop in progress: the items, and where the delegate lands each.
@MainActor
final class CollectionDropCoordinator: UICollectionViewDropCoordinator {
    final class Item: UICollectionViewDropItem {
        let dragItem: UIDragItem
        let sourceIndexPath: IndexPath?
        let previewSize: CGSize
        init(dragItem: UIDragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
            self.dragItem = dragItem
            self.sourceIndexPath = sourceIndexPath
            self.previewSize = previewSize
        }
    }

    let items: [UICollectionViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UICollectionViewDropProposal
    let session: UIDropSession
    private weak var collectionView: UICollectionView?
    let landings = DropLandings()

    init(collectionView: UICollectionView, items: [UICollectionViewDropItem], destinationIndexPath: IndexPath?,
         proposal: UICollectionViewDropProposal, session: UIDropSession) {
        self.collectionView = collectionView
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
    }

    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> UIDragAnimating {
        guard let collectionView else { return DragAnimator() }
        collectionView.layoutIfNeeded()
        return landings.land(dragItem, onto: collectionView.itemFrame(at: indexPath), in: collectionView)
    }

    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> UIDragAnimating {
        guard let collectionView else { return DragAnimator() }
        return landings.land(dragItem, into: rect, of: collectionView.itemFrame(at: indexPath), in: collectionView)
    }

    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> UIDragAnimating {
        landings.land(dragItem, at: target, size: nil)
    }

    func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder) -> UICollectionViewDropPlaceholderContext {
        let collectionView = self.collectionView ?? UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewLayout())
        let context = CollectionPlaceholderContext(dragItem: dragItem, placeholder: placeholder, collectionView: collectionView)
        collectionView.insertPlaceholder(context)
        collectionView.layoutIfNeeded()
        context.landing = landings.land(dragItem, onPlaceholder: collectionView.cellForItem(at: context.indexPath),
                                        at: collectionView.itemFrame(at: context.indexPath), in: collectionView,
                                        parameters: placeholder.previewParametersProvider)
        return context
    }
}
