import Foundation

/// A table view's part of state restoration: the selection and the first row in view
/// (see `ListRestorableState`).
extension UITableView {
    func restorableListState() -> ListRestorableState {
        ensureModel()
        let visible = bounds.inset(by: adjustedContentInset)
        let first = (indexPathsForRows(in: visible) ?? []).first { rectForRow(at: $0).maxY > visible.minY }
        return ListRestorableState(view: self, dataSource: dataSource, selected: indexPathsForSelectedRows ?? [],
                                   firstVisible: first.map { ($0, rectForRow(at: $0).origin) })
    }

    /// Selects the saved rows that are still there (without telling the delegate, as
    /// selecting from code does not) and scrolls the saved first row back to the top.
    func applyRestoredState() {
        // Waits for a view with a size and data to put the state back into.
        guard let state = pendingRestoredState, !bounds.isEmpty, numberOfSections > 0 else { return }
        pendingRestoredState = nil
        let (selected, firstVisible) = state.resolve(in: self, dataSource: dataSource, isValid: isValid)
        for indexPath in multipleSelectionIsActive ? selected : Array(selected.prefix(1)) {
            selectRowProgrammatically(at: indexPath, animated: false, scrollPosition: .none)
        }
        if let firstVisible {
            let offset = ListRestorableState.restoredOffset(in: self, elementOrigin: rectForRow(at: firstVisible).origin,
                                                            pastIt: state.offsetPastFirstVisible)
            if offset != contentOffset {
                contentOffset = offset
                layoutTable()
            }
        }
    }
}
