import Foundation

/// Spring-loaded items (DND-29; see `SpringLoadedList`).
extension UICollectionView: SpringLoadedList {
    func listCell(at indexPath: IndexPath) -> UIView? { cellForItem(at: indexPath) }

    func shouldSpringLoad(_ indexPath: IndexPath, with context: UISpringLoadedInteractionContext) -> Bool {
        collectionDelegate?.collectionView(self, shouldSpringLoadItemAt: indexPath, with: context) ?? true
    }
}
