import Foundation

/// A collection view's part of state restoration (see `RestorableList`).
extension UICollectionView: RestorableList {
    var restorationDataSource: AnyObject? { dataSource }
    var restorationSelection: [IndexPath] { indexPathsForSelectedItems ?? [] }

    func firstElement(in visible: CGRect) -> (indexPath: IndexPath, frame: CGRect)? {
        indexPathsForVisibleItems.lazy
            .compactMap { indexPath in self.layoutAttributesForItem(at: indexPath).map { (indexPath, $0.frame) } }
            .first { $0.1.intersects(visible) }
    }

    func restorationFrame(of indexPath: IndexPath) -> CGRect? { layoutAttributesForItem(at: indexPath)?.frame }
    func isRestorable(_ indexPath: IndexPath) -> Bool { engine.isValid(indexPath) }
    func restoreSelection(of indexPath: IndexPath) { selectItemProgrammatically(at: indexPath, animated: false, scrollPosition: []) }
    func relayoutAfterRestoring() { layoutItems() }
}
