import Foundation

/// Moving an item under the app's control (a long-press handler calls these): the item
/// follows the position the app gives, the others make room as the layout's target index
/// path changes, and at the end the data source moves it (`collectionView(_:moveItemAt:to:)`;
/// a diffable data source's reordering handlers hear of it).
extension UICollectionView {
    func startInteractiveMovement(at indexPath: IndexPath) -> Bool {
        ensureModel()
        guard interactiveMovement == nil, reorder == nil, engine.isValid(indexPath), let dataSource else { return false }
        guard dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        layoutIfNeeded()
        guard let cell = cellForItem(at: indexPath) else { return false }
        interactiveMovement = CollectionInteractiveMovement(source: indexPath, target: indexPath, position: cell.center, cell: cell)
        engine.heldCell = cell
        return true
    }

    func moveInteractiveMovement(to targetPosition: CGPoint) {
        guard var movement = interactiveMovement, targetPosition.x.isFinite, targetPosition.y.isFinite else { return }
        let layout = collectionViewLayout
        let previous = movement.target
        let previousPosition = movement.position
        var proposed = layout.targetIndexPath(forInteractivelyMovingItem: previous, withPosition: targetPosition)
        if let collectionDelegate {
            proposed = collectionDelegate.collectionView(self, targetIndexPathForMoveFromItemAt: movement.source, toProposedIndexPath: proposed)
        }
        // Only to a place that exists once the item has left its own.
        if proposed != previous, !isValidMoveTarget(proposed, from: previous) { proposed = previous }
        movement.position = targetPosition
        movement.target = proposed
        if proposed != previous { engine.moveRow(from: previous, to: proposed) }
        interactiveMovement = movement
        layout.invalidateLayout(with: layout.invalidationContext(forInteractivelyMovingItems: [proposed], withTargetPosition: targetPosition,
                                                                 previousIndexPaths: [previous], previousPosition: previousPosition))
        UIView.animate(withDuration: proposed == previous ? 0 : 0.2) { self.layoutIfNeeded() }
        placeMovingItem()
    }

    func finishInteractiveMovement(cancelled: Bool) {
        guard let movement = interactiveMovement else { return }
        interactiveMovement = nil
        engine.heldCell = nil
        let source = movement.source, target = movement.target
        // Back to the data source's order; the move, if it happens, goes through it.
        if target != source { engine.moveRow(from: target, to: source) }
        var final = source
        if !cancelled, target != source, let dataSource {
            let appliedBefore = attributeTiling.updatesApplied
            let probe = OptionalRequirement.probe { dataSource.collectionView(self, moveItemAt: source, to: target) }
            if probe.isImplemented {
                final = target
                // A diffable data source applied the move as an update; another has only
                // changed its model.
                if attributeTiling.updatesApplied == appliedBefore, !engine.needsReload { engine.moveRow(from: source, to: target) }
            }
        }
        let layout = collectionViewLayout
        layout.invalidateLayout(with: layout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [final], previousIndexPaths: [target], movementCancelled: cancelled || final == source))
        UIView.animate(withDuration: 0.2) { self.layoutIfNeeded() }
    }

    /// Shows the moving cell where the layout puts it for the held position.
    func placeMovingItem() {
        guard let movement = interactiveMovement else { return }
        let attributes = collectionViewLayout.layoutAttributesForInteractivelyMovingItem(at: movement.target, withTargetPosition: movement.position)
        if collectionViewLayout.isListLayout {
            movement.cell.center = attributes.center
            movement.cell.layer.zPosition = CGFloat(attributes.zIndex)
        } else {
            place(movement.cell, attributes)
        }
        bringSubviewToFront(movement.cell)
    }

    private func isValidMoveTarget(_ indexPath: IndexPath, from previous: IndexPath) -> Bool {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < engine.counts.count, indexPath.item >= 0 else { return false }
        // Within its own section the item can go to any of its places; into another, up to
        // after that section's last item.
        let count = engine.counts[indexPath.section]
        return indexPath.section == previous.section ? indexPath.item < count : indexPath.item <= count
    }

    /// The item at `point`, leaving out the one being moved (it is under the finger).
    func indexPathForItem(at point: CGPoint, excludingMoving: Bool) -> IndexPath? {
        let found = indexPathForItem(at: point)
        guard excludingMoving, let movement = interactiveMovement else { return found }
        return found == movement.target ? nil : found
    }
}
