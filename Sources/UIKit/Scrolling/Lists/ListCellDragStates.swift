import Foundation

/// A table's or collection view's cell, as its list's drag and drop tell it its part.
@MainActor
protocol ListDragStateCell: UIView {
    var core: ListCellCore { get }
    /// Tells the cell, in its own class's terms, that `core.dragState` changed
    /// (`dragStateDidChange(_:)`).
    func dragStateChanged()
    func setNeedsUpdateConfiguration()
}

extension ListDragStateCell {
    func setCellDragState(_ state: UICellConfigurationDragState) {
        guard core.dragState != state else { return }
        core.dragState = state
        dragStateChanged()
        setNeedsUpdateConfiguration()
    }

    func setCellDropState(_ state: UICellConfigurationDropState) {
        guard core.dropState != state else { return }
        core.dropState = state
        setNeedsUpdateConfiguration()
    }
}

/// The drag and drop states of a list's cells, as UIKit reports them:
///
/// - a cell whose item a drag lifts is `.lifting` for the lift's animation, then `.dragging`
///   until the drag ends (or `.none` again if the lift is cancelled);
/// - while a drop session is over the list, each shown cell is `.notTargeted`, except the one
///   the drop would go into (the insert-into intent), which is `.targeted`.
@MainActor
final class ListCellDragStates {
    private var dragged: [Weak] = []
    private var dropCells: [Weak] = []

    private struct Weak {
        weak var cell: (any ListDragStateCell)?
    }

    func lift(_ cells: [any ListDragStateCell], with animator: UIDragAnimating) {
        dragged = cells.map { Weak(cell: $0) }
        for cell in cells { cell.setCellDragState(.lifting) }
        animator.addCompletion { [weak self] position in
            guard let self else { return }
            for cell in self.dragged.compactMap(\.cell) where cell.core.dragState == .lifting {
                cell.setCellDragState(position == .end ? .dragging : .none)
            }
        }
    }

    func endDrag() {
        let cells = dragged.compactMap(\.cell)
        dragged = []
        for cell in cells { cell.setCellDragState(.none) }
    }

    /// A drop session is over the list, showing `cells`; `targeted` is the cell it would drop into.
    func showDrop(over cells: [any ListDragStateCell], targeted: UIView?) {
        let shown = Set(cells.map { ObjectIdentifier($0) })
        for stale in dropCells.compactMap(\.cell) where !shown.contains(ObjectIdentifier(stale)) {
            stale.setCellDropState(.none)
        }
        dropCells = cells.map { Weak(cell: $0) }
        for cell in cells { cell.setCellDropState(cell === targeted ? .targeted : .notTargeted) }
    }

    func endDrop() {
        let cells = dropCells.compactMap(\.cell)
        dropCells = []
        for cell in cells { cell.setCellDropState(.none) }
    }
}
