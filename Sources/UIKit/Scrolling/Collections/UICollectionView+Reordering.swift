import Foundation

/// An item being dragged to a new place by its reorder accessory.
@MainActor
struct CollectionReorderState {
    var source: IndexPath
    var proposed: IndexPath
    var cell: UICollectionViewCell
    /// Where in the cell the finger holds it.
    var grabOffset: CGFloat
}

extension UICollectionView {
    /// Whether `point` is on a shown `.reorder()` accessory of an item the data source lets
    /// move (a diffable data source's `reorderingHandlers.canReorderItem`), while editing.
    func startsOnReorderAccessory(_ point: CGPoint) -> Bool {
        guard isEditing, let indexPath = indexPathForItem(at: point), let cell = cellForItem(at: indexPath) as? UICollectionViewListCell,
              let grip = cell.reorderAccessoryView,
              (dataSource as? CollectionReordering)?.canReorderItem(at: indexPath) == true else { return false }
        return grip.convert(grip.bounds, to: self).insetBy(dx: -10, dy: -10).contains(point)
    }

    /// The item follows the finger within its section; the others make room; on release the
    /// data source moves it (its reordering handlers hear of it) and the rows settle.
    func handleReorderPan(_ pan: UIPanGestureRecognizer) {
        let point = pan.location(in: self)
        switch pan.state {
        case .began:
            guard let indexPath = indexPathForItem(at: pan.startLocation(in: self)), let cell = cellForItem(at: indexPath) else { return }
            reorder = CollectionReorderState(source: indexPath, proposed: indexPath, cell: cell, grabOffset: point.y - cell.frame.minY)
            bringSubviewToFront(cell)
            cell.layer.zPosition = 1
        case .changed:
            guard var state = reorder else { return }
            state.cell.frame.origin.y = point.y - state.grabOffset
            let count = engine.counts[state.source.section]
            if let over = engine.layout.indexPath(at: CGPoint(x: bounds.midX, y: state.cell.frame.midY)), over.section == state.source.section {
                state.proposed = IndexPath(item: min(over.item, count - 1), section: state.source.section)
            }
            reorder = state
            let engine = self.engine
            UIView.animate(withDuration: 0.2) { engine.positionVisibleElements() }
        case .ended, .cancelled, .failed:
            guard let state = reorder else { return }
            reorder = nil
            state.cell.layer.zPosition = 0
            if pan.state == .ended, state.proposed != state.source {
                (dataSource as? CollectionReordering)?.reorderItem(from: state.source, to: state.proposed)
            }
            let engine = self.engine
            UIView.animate(withDuration: 0.2) { engine.positionVisibleElements() }
        default:
            break
        }
    }
}

extension UICollectionViewListCell {
    /// The reorder accessory's view while it shows.
    var reorderAccessoryView: UIView? {
        zip(accessoryViewsByIndex, accessories).first { view, accessory in
            if case .reorder = accessory.kind { return view.superview === self && !view.isHidden }
            return false
        }?.0
    }
}

extension Selector {
    @MainActor static let collectionReorder = Selector("_handleReorder:", UICollectionView.handleReorderPan)
}
