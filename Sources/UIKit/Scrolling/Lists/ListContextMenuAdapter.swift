import Foundation

/// What a table or a list collection view offers its context-menu adapter: where rows are,
/// their cells, and its delegate's context-menu messages.
@MainActor
protocol ContextMenuListHost: UIView {
    func contextMenuIndexPath(at point: CGPoint) -> IndexPath?
    func contextMenuCell(at indexPath: IndexPath) -> UIView?
    func contextMenuConfiguration(at indexPath: IndexPath, point: CGPoint) -> UIContextMenuConfiguration?
    func contextMenuHighlightPreview(for configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    func contextMenuDismissPreview(for configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    func contextMenuWillPerformPreviewAction(for configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionCommitAnimating)
    func contextMenuWillDisplay(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?)
    func contextMenuWillEnd(_ configuration: UIContextMenuConfiguration, animator: UIContextMenuInteractionAnimating?)
}

/// The delegate of a table's or list collection view's own context-menu interaction: it finds
/// the row under the press, asks the list's delegate for that row's menu, and lifts the row's
/// cell unless the delegate gives another preview.
@MainActor
final class ListContextMenuAdapter: UIContextMenuInteractionDelegate {
    private unowned let host: any ContextMenuListHost
    /// The row whose menu is on show.
    private var indexPath: IndexPath?

    init(host: any ContextMenuListHost) {
        self.host = host
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let indexPath = host.contextMenuIndexPath(at: location),
              let configuration = host.contextMenuConfiguration(at: indexPath, point: location) else { return nil }
        self.indexPath = indexPath
        return configuration
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        host.contextMenuHighlightPreview(for: configuration) ?? cellPreview()
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        host.contextMenuDismissPreview(for: configuration) ?? cellPreview()
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating) {
        host.contextMenuWillPerformPreviewAction(for: configuration, animator: animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        host.contextMenuWillDisplay(configuration, animator: animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        host.contextMenuWillEnd(configuration, animator: animator)
    }

    /// The row's cell where it is, if it is on screen.
    private func cellPreview() -> UITargetedPreview? {
        indexPath.flatMap { host.contextMenuCell(at: $0) }.map { UITargetedPreview(view: $0) }
    }
}
