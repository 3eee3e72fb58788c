import Foundation

extension UITableView {
    /// Whether a drag that started on this table's rows is in progress.
    public var hasActiveDrag: Bool { dragAndDrop?.isDragging ?? false }
    /// Whether a drag is over the table and it takes drops.
    public var hasActiveDrop: Bool { dragAndDrop?.isDropping ?? false }

    /// Adds the interactions when a delegate wants them, enables dragging as the table says.
    func updateDragAndDropInteractions() {
        // A screen reader offers the list's drags and drops on its cells.
        AccessibilityTreeSync.setNeedsUpdate()
        guard dragDelegate != nil || dropDelegate != nil else { return }
        let adapter: TableDragAndDrop
        if let existing = dragAndDrop {
            adapter = existing
        } else {
            adapter = TableDragAndDrop(tableView: self)
            dragAndDrop = adapter
            addInteraction(adapter.dragInteraction)
            addInteraction(adapter.dropInteraction)
        }
        adapter.dragInteraction.isEnabled = dragInteractionEnabled && dragDelegate != nil
    }
}
