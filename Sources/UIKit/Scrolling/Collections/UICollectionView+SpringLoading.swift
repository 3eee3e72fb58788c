import Foundation

/// Spring-loaded items (DND-29): one interaction on the collection view whose parts are its
/// items, so that each item is a visit of its own and the item's cell flashes.
extension UICollectionView: UISpringLoadedInteractionSupporting {
    func updateSpringLoading() {
        if isSpringLoaded, springLoadedInteraction == nil {
            let interaction = UISpringLoadedInteraction(interactionBehavior: ListSpringLoadedBehavior { [weak self] context in
                guard let self, self.selectionIsAllowed, let indexPath = self.indexPathForItem(at: context.location(in: self)) else { return false }
                return self.collectionDelegate?.collectionView(self, shouldSpringLoadItemAt: indexPath, with: context) ?? true
            }, interactionEffect: nil) { [weak self] _, context in
                guard let self, self.selectionIsAllowed, let indexPath = self.indexPathForItem(at: context.location(in: self)) else { return }
                // An item already selected in multiple selection stays selected.
                if self.multipleSelectionIsActive, self.indexPathsForSelectedItems?.contains(indexPath) == true { return }
                self.userSelect(indexPath)
            }
            interaction.targetFinder = { [weak self] point in
                guard let self, self.selectionIsAllowed, let indexPath = self.indexPathForItem(at: point) else { return nil }
                return (indexPath, self.cellForItem(at: indexPath))
            }
            springLoadedInteraction = interaction
            addInteraction(interaction)
        } else if !isSpringLoaded, let interaction = springLoadedInteraction {
            removeInteraction(interaction)
            springLoadedInteraction = nil
        }
    }
}
