import Foundation

/// A collection view's part of state restoration: the selection and the first item in view
/// (see `ListRestorableState`).
extension UICollectionView {
    func restorableListState() -> ListRestorableState {
        ensureModel()
        let visible = bounds.inset(by: adjustedContentInset)
        let first = indexPathsForVisibleItems.lazy
            .compactMap { indexPath in self.layoutAttributesForItem(at: indexPath).map { (indexPath, $0.frame) } }
            .first { $0.1.intersects(visible) }
        return ListRestorableState(view: self, dataSource: dataSource, selected: indexPathsForSelectedItems ?? [],
                                   firstVisible: first.map { ($0.0, $0.1.origin) })
    }

    /// Selects the saved items that are still there (without telling the delegate) and
    /// scrolls the saved first item back to where it was.
    func applyRestoredState() {
        // Waits for a view with a size and data to put the state back into.
        guard let state = pendingRestoredState, !bounds.isEmpty, numberOfSections > 0 else { return }
        pendingRestoredState = nil
        let (selected, firstVisible) = state.resolve(in: self, dataSource: dataSource, isValid: engine.isValid)
        for indexPath in multipleSelectionIsActive ? selected : Array(selected.prefix(1)) {
            selectItemProgrammatically(at: indexPath, animated: false, scrollPosition: [])
        }
        if let firstVisible, let frame = layoutAttributesForItem(at: firstVisible)?.frame {
            let offset = ListRestorableState.restoredOffset(in: self, elementOrigin: frame.origin, pastIt: state.offsetPastFirstVisible)
            if offset != contentOffset {
                contentOffset = offset
                layoutItems()
            }
        }
    }
}
