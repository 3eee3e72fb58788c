import Foundation

/// Spring-loaded rows and items (DND-29), as tables and collection views share them: one
/// interaction on the view whose parts are its rows or items, so that each is a visit of its
/// own and its cell flashes. A resting drag selects as a tap does; nothing spring-loads while
/// selection is not allowed, and a row already selected in multiple selection stays as it is.
@MainActor
protocol SpringLoadedList: MultipleSelectionPanning, UISpringLoadedInteractionSupporting {
    /// The interaction, while `isSpringLoaded`.
    var springLoadedInteraction: UISpringLoadedInteraction? { get set }
    var selectionIsAllowed: Bool { get }
    /// The cell showing `indexPath`, if it is visible.
    func listCell(at indexPath: IndexPath) -> UIView?
    /// The delegate's `shouldSpringLoadRowAt` / `shouldSpringLoadItemAt` (true without one).
    func shouldSpringLoad(_ indexPath: IndexPath, with context: UISpringLoadedInteractionContext) -> Bool
}

extension SpringLoadedList {
    /// Adds or removes the interaction as `isSpringLoaded` says.
    func updateSpringLoading() {
        if isSpringLoaded, springLoadedInteraction == nil {
            let interaction = UISpringLoadedInteraction(interactionBehavior: ListSpringLoadedBehavior { [weak self] context in
                guard let self, let indexPath = self.listIndexPath(at: context.location(in: self)) else { return false }
                return self.shouldSpringLoad(indexPath, with: context)
            }, interactionEffect: nil) { [weak self] _, context in
                guard let self, self.selectionIsAllowed, let indexPath = self.listIndexPath(at: context.location(in: self)) else { return }
                if self.multipleSelectionIsActive, self.isListItemSelected(indexPath) { return }
                self.userSelect(indexPath)
            }
            interaction.targetFinder = { [weak self] point in
                guard let self, self.selectionIsAllowed, let indexPath = self.listIndexPath(at: point) else { return nil }
                return (indexPath, self.listCell(at: indexPath))
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
