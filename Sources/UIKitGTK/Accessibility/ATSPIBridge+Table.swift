@_implementationOnly import CGtk
import Foundation
import SlatePlatform

/// AT-SPI's Table and TableCell interfaces for UIKit's data tables
/// (`UIAccessibilityContainerDataTable`): Orca asks a table for the cell at a row and column
/// and for its headers, and a cell for its place, to say "row 2, column 3" and read the
/// headers as the user crosses rows and columns. Slate's data tables have no row or column
/// selection of their own: a cell is selected when its element says so.
extension ATSPIBridge {
    func tableProperty(_ name: String, _ tree: WindowTree, _ entry: WindowTree.Entry) -> OpaquePointer? {
        guard let table = entry.node.table else { return nil }
        switch name {
        case "NRows": return GVariants.int32(table.rowCount)
        case "NColumns": return GVariants.int32(table.columnCount)
        case "Caption", "Summary": return nullReference
        case "NSelectedRows", "NSelectedColumns": return GVariants.int32(0)
        default: return nil
        }
    }

    func tableCellProperty(_ name: String, _ tree: WindowTree, _ entry: WindowTree.Entry) -> OpaquePointer? {
        guard let cell = entry.node.cell else { return nil }
        switch name {
        case "ColumnSpan": return GVariants.int32(cell.columns.count)
        case "RowSpan": return GVariants.int32(cell.rows.count)
        case "Position": return GVariants.tuple([GVariants.int32(cell.rows.lowerBound), GVariants.int32(cell.columns.lowerBound)])
        case "Table": return table(of: entry, in: tree).map { reference(window: tree.serial, id: $0.node.id) } ?? nullReference
        default: return nil
        }
    }

    func tableCall(_ tree: WindowTree, _ entry: WindowTree.Entry, _ method: String, _ parameters: OpaquePointer?) -> [OpaquePointer]? {
        guard let table = entry.node.table else { return nil }
        let first = GVariants.int32(in: parameters, at: 0), second = GVariants.int32(in: parameters, at: 1)
        func reference(_ node: PlatformAccessibilityNode?) -> OpaquePointer {
            node.map { self.reference(window: tree.serial, id: $0.id) } ?? nullReference
        }
        func header(_ ids: [PlatformAccessibilityNode.ID]?) -> OpaquePointer {
            reference(ids?.lazy.compactMap { tree.entries[$0]?.node }.first)
        }
        switch method {
        case "GetAccessibleAt": return [reference(entry.node.cell(atRow: first, column: second))]
        case "GetIndexAt":
            // The index among the table's children; -1 for a cell nested deeper or none.
            let cell = entry.node.cell(atRow: first, column: second)
            return [GVariants.int32(cell.flatMap { cell in entry.node.children.firstIndex { $0.id == cell.id } } ?? -1)]
        case "GetRowAtIndex", "GetColumnAtIndex":
            let place = entry.node.children.indices.contains(first) ? entry.node.children[first].cell : nil
            return [GVariants.int32((method == "GetRowAtIndex" ? place?.rows.lowerBound : place?.columns.lowerBound) ?? -1)]
        case "GetRowDescription": return [GVariants.string(names(table.rowHeaders[first], tree))]
        case "GetColumnDescription": return [GVariants.string(names(table.columnHeaders[first], tree))]
        case "GetRowExtentAt": return [GVariants.int32(entry.node.cell(atRow: first, column: second)?.cell?.rows.count ?? 0)]
        case "GetColumnExtentAt": return [GVariants.int32(entry.node.cell(atRow: first, column: second)?.cell?.columns.count ?? 0)]
        case "GetRowHeader": return [header(table.rowHeaders[first])]
        case "GetColumnHeader": return [header(table.columnHeaders[first])]
        case "GetSelectedRows", "GetSelectedColumns": return [GVariants.array("i", [])]
        case "IsRowSelected", "IsColumnSelected": return [GVariants.bool(false)]
        case "IsSelected":
            return [GVariants.bool(entry.node.cell(atRow: first, column: second)?.states.contains(.selected) ?? false)]
        case "GetRowColumnExtentsAtIndex":
            let child = entry.node.children.indices.contains(first) ? entry.node.children[first] : nil
            guard let child, let place = child.cell else {
                return [GVariants.bool(false)] + [0, 0, 0, 0].map(GVariants.int32) + [GVariants.bool(false)]
            }
            return [GVariants.bool(true), GVariants.int32(place.rows.lowerBound), GVariants.int32(place.columns.lowerBound),
                    GVariants.int32(place.rows.count), GVariants.int32(place.columns.count), GVariants.bool(child.states.contains(.selected))]
        default: return nil
        }
    }

    func tableCellCall(_ tree: WindowTree, _ entry: WindowTree.Entry, _ method: String) -> [OpaquePointer]? {
        guard let cell = entry.node.cell else { return nil }
        switch method {
        case "GetRowColumnSpan":
            // As libatspi reads it ("iiii"); at-spi2-core's XML adds a leading boolean that its
            // own client does not expect.
            return [GVariants.int32(cell.rows.lowerBound), GVariants.int32(cell.columns.lowerBound),
                    GVariants.int32(cell.rows.count), GVariants.int32(cell.columns.count)]
        case "GetRowHeaderCells", "GetColumnHeaderCells":
            let table = table(of: entry, in: tree)?.node.table
            let ids = method == "GetRowHeaderCells" ? table?.rowHeaders[cell.rows.lowerBound] : table?.columnHeaders[cell.columns.lowerBound]
            let headers = (ids ?? []).filter { $0 != entry.node.id && tree.entries[$0] != nil }
            return [GVariants.array("(so)", headers.map { reference(window: tree.serial, id: $0) })]
        default: return nil
        }
    }

    /// The nearest data table above a cell.
    private func table(of entry: WindowTree.Entry, in tree: WindowTree) -> WindowTree.Entry? {
        var parent = entry.parent
        while let id = parent, let ancestor = tree.entries[id] {
            if ancestor.node.table != nil { return ancestor }
            parent = ancestor.parent
        }
        return nil
    }

    /// The header elements' names, as a row's or column's description.
    private func names(_ ids: [PlatformAccessibilityNode.ID]?, _ tree: WindowTree) -> String {
        (ids ?? []).compactMap { tree.entries[$0]?.node.name }.filter { !$0.isEmpty }.joined(separator: ", ")
    }
}
