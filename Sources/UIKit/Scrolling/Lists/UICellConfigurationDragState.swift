import Foundation

/// A cell's part in a drag (`UICellConfigurationState.cellDragState`).
public enum UICellConfigurationDragState: Int, Sendable {
    /// The cell is not being dragged.
    case none
    /// The cell is being lifted: the drag is starting from it.
    case lifting
    /// The cell's item is being dragged.
    case dragging
}

/// A cell's part in a drop (`UICellConfigurationState.cellDropState`).
public enum UICellConfigurationDropState: Int, Sendable {
    /// No drop session is over the cell's list.
    case none
    /// A drop session is over the cell's list, but would not drop into this cell.
    case notTargeted
    /// The drop would go into this cell (the insert-into intent).
    case targeted
}
