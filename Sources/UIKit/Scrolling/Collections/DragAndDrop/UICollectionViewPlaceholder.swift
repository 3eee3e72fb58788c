import Foundation

/// An item the collection view shows before the app's data has it (DND-26): a cell of
/// `reuseIdentifier` at `insertionIndexPath`, configured by `cellUpdateHandler` and sized by
/// the layout. The data source and delegate are not asked about it; their index paths skip it.
@preconcurrency @MainActor
open class UICollectionViewPlaceholder: NSObject {
    public let insertionIndexPath: IndexPath
    public let reuseIdentifier: String
    /// Configures the placeholder's cell: when it is made, and after `setNeedsCellUpdate()`.
    open var cellUpdateHandler: ((UICollectionViewCell) -> Void)?

    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }
}

/// A placeholder for a dropped item whose data is still loading.
@preconcurrency @MainActor
open class UICollectionViewDropPlaceholder: UICollectionViewPlaceholder {
    /// The shape of the placeholder's cell the dropped item turns into as it lands.
    open var previewParametersProvider: ((UICollectionViewCell) -> UIDragPreviewParameters?)?
}

/// The handle on a placeholder the drop coordinator inserted (DND-26): replace it by the real
/// item, or take it away.
///
/// Sendable (its implementations are main-actor objects): the item's data arrives on a
/// background queue, and the context goes back to the main queue with it.
@preconcurrency @MainActor
public protocol UICollectionViewDropPlaceholderContext: UIDragAnimating, Sendable {
    var dragItem: UIDragItem { get }
    /// Updates the model in `dataSourceUpdates` (given the item's index path now) and shows
    /// the real item in the placeholder's place. With a diffable data source, apply the
    /// snapshot that has the item there inside `dataSourceUpdates`. False when the placeholder
    /// is already gone.
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// Takes the placeholder away. False when it is already gone.
    @discardableResult
    func deletePlaceholder() -> Bool
    /// Asks the placeholder's `cellUpdateHandler` to configure its cell again.
    func setNeedsCellUpdate()
}

/// A placeholder on show, and the context the app holds for it.
@MainActor
final class CollectionPlaceholderContext: ListDropPlaceholderContext, UICollectionViewDropPlaceholderContext {
    let placeholder: UICollectionViewPlaceholder
    private weak var collectionView: UICollectionView?

    init(dragItem: UIDragItem, placeholder: UICollectionViewPlaceholder, collectionView: UICollectionView) {
        self.placeholder = placeholder
        self.collectionView = collectionView
        super.init(dragItem: dragItem, indexPath: placeholder.insertionIndexPath)
    }

    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard let collectionView, collectionView.placeholders.remove(self, rowRemoved: false) else { return false }
        collectionView.replacePlaceholderItem(at: indexPath) { dataSourceUpdates(indexPath) }
        return true
    }

    func deletePlaceholder() -> Bool {
        guard let collectionView, collectionView.placeholders.remove(self, rowRemoved: true) else { return false }
        collectionView.enqueue(.deleteRows([indexPath]))
        return true
    }

    func setNeedsCellUpdate() {
        guard let collectionView, let cell = collectionView.cellForItem(at: indexPath) else { return }
        placeholder.cellUpdateHandler?(cell)
    }
}

extension UICollectionView {
    /// Whether placeholders are on show (DND-27): until they are committed or deleted, the
    /// items the collection view shows are not the data source's, and `reloadData()` would
    /// lose them.
    public var hasUncommittedUpdates: Bool { !placeholders.isEmpty }

    /// Shows a placeholder item (DND-26).
    func insertPlaceholder(_ context: CollectionPlaceholderContext) {
        placeholders.insert(context)
        enqueue(.insertRows([context.indexPath]))
    }

    /// The placeholder's item leaves and the data source's takes its place, in one batch: the
    /// app's `updates` either only change its model (the collection view then inserts the item
    /// itself) or apply a diffable snapshot that inserts it.
    func replacePlaceholderItem(at indexPath: IndexPath, updates: () -> Void) {
        performBatch(animated: true, completion: nil) {
            enqueue(.deleteRows([indexPath]))
            let enqueued = pendingUpdates?.count ?? 0
            updates()
            if (pendingUpdates?.count ?? 0) == enqueued { enqueue(.insertRows([indexPath])) }
        }
    }

    /// The data source's index path for the item shown at `indexPath` (nil for a placeholder).
    func dataSourceIndexPath(for indexPath: IndexPath) -> IndexPath? {
        placeholders.dataSourceIndexPath(for: indexPath)
    }
}
