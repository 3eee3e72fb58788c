import Foundation

/// A container of type `.dataTable` that tells assistive technologies its grid: how many
/// rows and columns it has, which element is at a row and column, and which elements head
/// them. A screen reader then says where each cell is ("row 2, column 3") and reads its
/// headers as the user moves across rows and columns; under the GTK host, AT-SPI's Table and
/// TableCell interfaces carry the same to Orca.
///
/// The container's `accessibilityContainerType` must be `.dataTable`. When it lists no
/// elements of its own (`accessibilityElements`, or elements among its subviews), its cells
/// are read row by row from `accessibilityDataTableCellElement(forRow:column:)`.
@preconcurrency @MainActor
public protocol UIAccessibilityContainerDataTable: NSObjectProtocol {
    func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> UIAccessibilityContainerDataTableCell?
    func accessibilityRowCount() -> Int
    func accessibilityColumnCount() -> Int

    // Optional in UIKit: defaults below.

    /// The elements that head `row` (a row's title cell). Nil: none.
    func accessibilityHeaderElements(forRow row: Int) -> [UIAccessibilityContainerDataTableCell]?
    /// The elements that head `column` (a column's title cell). Nil: none.
    func accessibilityHeaderElements(forColumn column: Int) -> [UIAccessibilityContainerDataTableCell]?
}

extension UIAccessibilityContainerDataTable {
    public func accessibilityHeaderElements(forRow row: Int) -> [UIAccessibilityContainerDataTableCell]? { nil }
    public func accessibilityHeaderElements(forColumn column: Int) -> [UIAccessibilityContainerDataTableCell]? { nil }
}

/// An element of a data table: the rows and columns it covers (a location and a span).
@preconcurrency @MainActor
public protocol UIAccessibilityContainerDataTableCell: NSObjectProtocol {
    func accessibilityRowRange() -> NSRange
    func accessibilityColumnRange() -> NSRange
}
