import Foundation

/// A collection view's data source that can move an item the user drags by its reorder
/// accessory.
@MainActor
protocol CollectionReordering: AnyObject {
    func canReorderItem(at indexPath: IndexPath) -> Bool
    func reorderItem(from source: IndexPath, to destination: IndexPath)
}

extension UICollectionViewDiffableDataSource: CollectionReordering {
    /// Whether the item may be dragged by its reorder accessory: only when
    /// `reorderingHandlers.canReorderItem` says so (without it, nothing reorders).
    func canReorderItem(at indexPath: IndexPath) -> Bool {
        guard let item = itemIdentifier(for: indexPath), let canReorder = reorderingHandlers.canReorderItem else { return false }
        return canReorder(item)
    }

    /// The item moves in the data source's snapshot: `willReorder`, the new snapshot, then
    /// `didReorder`, each with the transaction.
    func reorderItem(from source: IndexPath, to destination: IndexPath) {
        let initial = snapshot()
        guard let item = itemIdentifier(for: source), let section = sectionIdentifier(for: destination.section) else { return }
        var final = initial
        final.deleteItems([item])
        let remaining = final.itemIdentifiers(inSection: section)
        if destination.item < remaining.count {
            final.insertItems([item], beforeItem: remaining[destination.item])
        } else {
            final.appendItems([item], toSection: section)
        }
        let transaction = NSDiffableDataSourceTransaction(from: initial, to: final)
        guard !transaction.difference.isEmpty else { return }
        reorderingHandlers.willReorder?(transaction)
        apply(final, animatingDifferences: false)
        reorderingHandlers.didReorder?(transaction)
    }
}
