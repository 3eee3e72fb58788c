import Foundation

/// What a table asks about its content: how many sections and rows, the cell for each row,
/// header and footer titles, the section index, and whether rows edit and move.
///
/// The table asks lazily, at any time, possibly repeatedly (TBL-02); answers must agree.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
    /// Defaults to 1. Returning 0 stops further questions (TBL-01).
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Defaults to true: every row shows its editing control while the table edits.
    ///
    /// Slate: swipe-to-delete outside editing needs this implemented (see docs/porting.md).
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Slate: the reorder control shows where this returns true; it defaults to false
    /// because Swift cannot see whether `tableView(_:moveRowAt:to:)` is implemented.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// Titles of the section index at the trailing edge; nil for none.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// The section an index title jumps to (defaults to the title's position).
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    /// The user tapped Delete (or Plus) for `indexPath`: update the model, then the table.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// The user moved a row; the table has already moved it.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        OptionalRequirement.markDefault(); return nil
    }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        OptionalRequirement.markDefault(); return nil
    }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        OptionalRequirement.markDefault(); return true
    }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        OptionalRequirement.markDefault(); return false
    }
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
