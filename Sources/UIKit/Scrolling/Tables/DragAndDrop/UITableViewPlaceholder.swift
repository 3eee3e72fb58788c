import Foundation

/// A row the table shows before the app's data has it (DND-26): a cell of `reuseIdentifier`,
/// `rowHeight` tall, at `insertionIndexPath`, configured by `cellUpdateHandler`. The data
/// source and delegate are not asked about it; their index paths skip it.
@preconcurrency @MainActor
open class UITableViewPlaceholder: NSObject {
    public let insertionIndexPath: IndexPath
    public let reuseIdentifier: String
    public let rowHeight: CGFloat
    /// Configures the placeholder's cell: when it is made, and after `setNeedsCellUpdate()`.
    open var cellUpdateHandler: ((UITableViewCell) -> Void)?

    public init(insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        self.rowHeight = rowHeight
        super.init()
    }
}

/// A placeholder for a dropped item whose data is still loading.
@preconcurrency @MainActor
open class UITableViewDropPlaceholder: UITableViewPlaceholder {
    /// How the placeholder's cell looks as the item lands on it.
    open var previewParametersProvider: ((UITableViewCell) -> UIDragPreviewParameters?)?
}

/// The handle on a placeholder the drop coordinator inserted (DND-26): replace it by the real
/// row, or take it away.
///
/// Sendable (its implementations are main-actor objects): the item's data arrives on a
/// background queue, and the context goes back to the main queue with it.
@preconcurrency @MainActor
public protocol UITableViewDropPlaceholderContext: UIDragAnimating, Sendable {
    var dragItem: UIDragItem { get }
    /// Updates the model in `dataSourceUpdates` (given the row's index path now) and shows the
    /// real row in the placeholder's place. False when the placeholder is already gone.
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// Takes the placeholder away. False when it is already gone.
    @discardableResult
    func deletePlaceholder() -> Bool
    /// Asks the placeholder's `cellUpdateHandler` to configure its cell again.
    func setNeedsCellUpdate()
}

/// A placeholder on show, and the context the app holds for it.
@MainActor
final class TablePlaceholderContext: ListDropPlaceholderContext, UITableViewDropPlaceholderContext {
    let placeholder: UITableViewPlaceholder
    private weak var tableView: UITableView?

    init(dragItem: UIDragItem, placeholder: UITableViewPlaceholder, tableView: UITableView) {
        self.placeholder = placeholder
        self.tableView = tableView
        super.init(dragItem: dragItem, indexPath: placeholder.insertionIndexPath)
    }

    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard let tableView, tableView.placeholders.remove(self, rowRemoved: false) else { return false }
        dataSourceUpdates(indexPath)
        // The row was counted as the placeholder: it stays, now asked of the data source.
        tableView.reloadRows(at: [indexPath], with: .fade)
        return true
    }

    func deletePlaceholder() -> Bool {
        guard let tableView, tableView.placeholders.remove(self, rowRemoved: true) else { return false }
        tableView.deleteRows(at: [indexPath], with: .fade)
        return true
    }

    func setNeedsCellUpdate() {
        guard let tableView, let cell = tableView.cellForRow(at: indexPath) else { return }
        placeholder.cellUpdateHandler?(cell)
    }
}

extension UITableView {
    /// Whether placeholders are on show (DND-27): until they are committed or deleted, the
    /// rows the table shows are not the data source's, and `reloadData()` would lose them.
    public var hasUncommittedUpdates: Bool { !placeholders.isEmpty }

    /// Shows a placeholder row (DND-26).
    func insertPlaceholder(_ context: TablePlaceholderContext) {
        placeholders.insert(context)
        insertRows(at: [context.indexPath], with: .fade)
    }

    /// The data source's index path for the row the table shows at `indexPath` (nil for a placeholder).
    func dataSourceIndexPath(for indexPath: IndexPath) -> IndexPath? {
        placeholders.dataSourceIndexPath(for: indexPath)
    }
}
