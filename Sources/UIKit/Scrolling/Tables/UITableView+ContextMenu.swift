import Foundation

/// Rows' context menus: the table's own interaction asks the delegate for the pressed row's
/// menu (`contextMenuConfigurationForRowAt`) and lifts its cell.
extension UITableView: ContextMenuListHost {
    /// Gives the table its context-menu interaction once (it opens nothing while the delegate
    /// has no menu).
    func installContextMenuInteraction() {
        guard contextMenuAdapter == nil else { return }
        let adapter = ListContextMenuAdapter(host: self)
        contextMenuAdapter = adapter
        addInteraction(UIContextMenuInteraction(delegate: adapter))
    }

    func contextMenuIndexPath(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }
    func contextMenuCell(at indexPath: IndexPath) -> UIView? { cellForRow(at: indexPath) }

    func contextMenuConfiguration(at indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration? {
        tableDelegate?.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
    }

    func contextMenuHighlightPreview(for configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        tableDelegate?.tableView(self, previewForHighlightingContextMenuWithConfiguration: configuration)
    }

    func contextMenuDismissPreview(for configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        tableDelegate?.tableView(self, previewForDismissingContextMenuWithConfiguration: configuration)
    }

    func contextMenuWillPerformPreviewAction(for configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionCommitAnimating) {
        tableDelegate?.tableView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }

    func contextMenuWillDisplay(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        tableDelegate?.tableView(self, willDisplayContextMenu: configuration, animator: animator)
    }

    func contextMenuWillEnd(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?) {
        tableDelegate?.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
    }
}
