import Foundation

/// One section of a storyboard table with static content: its titles and its cells, made
/// once with the table and shown as they are (`UITableViewController` serves them as the
/// table's data source unless a subclass overrides the data source methods).
@MainActor
struct StaticTableSection {
    var headerTitle: String?
    var footerTitle: String?
    var cells: [UITableViewCell]
    /// A row height the document sets per cell (`customRowHeight`), by row.
    var rowHeights: [CGFloat?]
}
