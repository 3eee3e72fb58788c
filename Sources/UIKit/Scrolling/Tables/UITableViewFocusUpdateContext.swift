import Foundation

/// A move of focus as a table's delegate sees it: with the index paths of the table's rows
/// that lose and gain it (nil for items outside the table).
@MainActor
open class UITableViewFocusUpdateContext: UIFocusUpdateContext {
    open private(set) var previouslyFocusedIndexPath: IndexPath?
    open private(set) var nextFocusedIndexPath: IndexPath?

    init(_ context: UIFocusUpdateContext, in tableView: UITableView) {
        previouslyFocusedIndexPath = tableView.indexPathOfFocusItem(context.previouslyFocusedItem)
        nextFocusedIndexPath = tableView.indexPathOfFocusItem(context.nextFocusedItem)
        super.init(previouslyFocusedItem: context.previouslyFocusedItem, nextFocusedItem: context.nextFocusedItem,
                   focusHeading: context.focusHeading)
    }
}
