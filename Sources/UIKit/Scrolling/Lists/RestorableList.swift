import Foundation

/// A table's or collection view's part of state restoration, as they share it (see
/// `ListRestorableState`): `UIScrollView` saves it beside its offset, and the view puts it back
/// at its first layout that has a size and sections.
@MainActor
protocol RestorableList: UIScrollView {
    /// State decoded, waiting for that layout.
    var pendingRestoredState: ListRestorableState? { get set }
    var restorationDataSource: AnyObject? { get }
    var restorationSelection: [IndexPath] { get }
    var numberOfSections: Int { get }
    var multipleSelectionIsActive: Bool { get }
    /// Reads the counts if they have not been read yet.
    func ensureModel()
    /// The first row or item in `visible` (content coordinates), with its frame.
    func firstElement(in visible: CGRect) -> (indexPath: IndexPath, frame: CGRect)?
    func restorationFrame(of indexPath: IndexPath) -> CGRect?
    func isRestorable(_ indexPath: IndexPath) -> Bool
    /// Selects from code: the delegate is not told.
    func restoreSelection(of indexPath: IndexPath)
    /// Lays the elements out again for a new offset.
    func relayoutAfterRestoring()
}

extension RestorableList {
    func restorableListState() -> ListRestorableState {
        ensureModel()
        let first = firstElement(in: bounds.inset(by: adjustedContentInset))
        return ListRestorableState(view: self, dataSource: restorationDataSource, selected: restorationSelection,
                                   firstVisible: first.map { ($0.indexPath, $0.frame.origin) })
    }

    /// Selects the saved elements that are still there (one in single selection) and scrolls
    /// the saved first element back to where it was.
    func applyRestoredState() {
        // Waits for a view with a size and data to put the state back into.
        guard let state = pendingRestoredState, !bounds.isEmpty, numberOfSections > 0 else { return }
        pendingRestoredState = nil
        let (selected, firstVisible) = state.resolve(in: self, dataSource: restorationDataSource, isValid: isRestorable)
        for indexPath in multipleSelectionIsActive ? selected : Array(selected.prefix(1)) {
            restoreSelection(of: indexPath)
        }
        guard let firstVisible, let frame = restorationFrame(of: firstVisible) else { return }
        let offset = ListRestorableState.restoredOffset(in: self, elementOrigin: frame.origin, pastIt: state.offsetPastFirstVisible)
        guard offset != contentOffset else { return }
        contentOffset = offset
        relayoutAfterRestoring()
    }
}
