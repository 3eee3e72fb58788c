import Foundation

/// Spring-loaded rows (DND-29): one interaction on the table whose parts are its rows, so that
/// each row is a visit of its own and the row's cell flashes.
extension UITableView: UISpringLoadedInteractionSupporting {
    func updateSpringLoading() {
        if isSpringLoaded, springLoadedInteraction == nil {
            let interaction = UISpringLoadedInteraction(interactionBehavior: ListSpringLoadedBehavior { [weak self] context in
                guard let self, self.selectionIsAllowed, let indexPath = self.indexPathForRow(at: context.location(in: self)) else { return false }
                return self.tableDelegate?.tableView(self, shouldSpringLoadRowAt: indexPath, with: context) ?? true
            }, interactionEffect: nil) { [weak self] _, context in
                guard let self, self.selectionIsAllowed, let indexPath = self.indexPathForRow(at: context.location(in: self)) else { return }
                // A row already selected in multiple selection stays selected.
                if self.multipleSelectionIsActive, self.indexPathsForSelectedRows?.contains(indexPath) == true { return }
                self.userSelect(indexPath)
            }
            interaction.targetFinder = { [weak self] point in
                guard let self, self.selectionIsAllowed, let indexPath = self.indexPathForRow(at: point) else { return nil }
                return (indexPath, self.cellForRow(at: indexPath))
            }
            springLoadedInteraction = interaction
            addInteraction(interaction)
        } else if !isSpringLoaded, let interaction = springLoadedInteraction {
            removeInteraction(interaction)
            springLoadedInteraction = nil
        }
    }
}

/// The behavior of a list's spring-loaded rows or items: the system's, with the delegate's say.
@MainActor
final class ListSpringLoadedBehavior: UISpringLoadedInteractionBehavior {
    private let allows: (UISpringLoadedInteractionContext) -> Bool

    init(allows: @escaping (UISpringLoadedInteractionContext) -> Bool) {
        self.allows = allows
    }

    func shouldAllow(_ interaction: UISpringLoadedInteraction, with context: UISpringLoadedInteractionContext) -> Bool {
        allows(context)
    }
}
