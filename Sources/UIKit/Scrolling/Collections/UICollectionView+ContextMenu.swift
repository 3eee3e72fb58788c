import Foundation

/// Items' context menus: the collection view's own interaction asks the delegate for the
/// pressed item's menu (`contextMenuConfigurationForItemAt`) and lifts its cell.
extension UICollectionView: ContextMenuListHost {
    /// Gives the collection view its context-menu interaction once (it opens nothing while the
    /// delegate has no menu).
    func installContextMenuInteraction() {
        guard contextMenuAdapter == nil else { return }
        let adapter = ListContextMenuAdapter(host: self)
        contextMenuAdapter = adapter
        addInteraction(UIContextMenuInteraction(delegate: adapter))
    }

    func contextMenuIndexPath(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }
    func contextMenuCell(at indexPath: IndexPath) -> UIView? { cellForItem(at: indexPath) }

    func contextMenuConfiguration(at indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        collectionDelegate?.collectionView(self, contextMenuConfigurationForItemAt: indexPath, point: point)
    }

    func contextMenuHighlightPreview(for configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        collectionDelegate?.collectionView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
    }

    func contextMenuDismissPreview(for configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        collectionDelegate?.collectionView(self, previewForDismissingContextMenuWithConfiguration: configuration)
    }

    func contextMenuWillPerformPreviewAction(for configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionCommitAnimating) {
        collectionDelegate?.collectionView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }

    func contextMenuWillDisplay(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        collectionDelegate?.collectionView(self, willDisplayContextMenu: configuration, animator: animator)
    }

    func contextMenuWillEnd(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        collectionDelegate?.collectionView(self, willEndContextMenuInteraction: configuration, animator: animator)
    }
}
