import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Data tables (`UIAccessibilityContainerDataTable`, issue 45): a grid drawn by one view
/// tells a screen reader its rows, columns, cells and headers.
@MainActor
@Suite("Accessibility data tables", .serialized, .exclusiveUIKit)
struct AccessibilityDataTableTests {
    /// One cell of the grid: an element with its place.
    final class Cell: UIAccessibilityElement, UIAccessibilityContainerDataTableCell {
        var rows: NSRange
        var columns: NSRange
        init(container: Any, label: String, row: Int, column: Int, rowSpan: Int = 1, columnSpan: Int = 1) {
            rows = NSRange(location: row, length: rowSpan)
            columns = NSRange(location: column, length: columnSpan)
            super.init(accessibilityContainer: container)
            accessibilityLabel = label
        }
        func accessibilityRowRange() -> NSRange { rows }
        func accessibilityColumnRange() -> NSRange { columns }
    }

    /// A timetable drawn in one view: a header row of days, a header column of times, and a
    /// lesson that spans two hours. It lists no elements: a reader walks its cells.
    final class Timetable: UIView, UIAccessibilityContainerDataTable {
        var cells: [[Cell?]] = []
        var askedForHeaders = 0

        func build() {
            let days = ["", "Mon", "Tue"], times = ["9:00", "10:00"]
            cells = Array(repeating: Array(repeating: nil, count: 3), count: 3)
            for (column, day) in days.enumerated() where !day.isEmpty {
                cells[0][column] = Cell(container: self, label: day, row: 0, column: column)
            }
            for (offset, time) in times.enumerated() {
                cells[offset + 1][0] = Cell(container: self, label: time, row: offset + 1, column: 0)
            }
            let physics = Cell(container: self, label: "Physics", row: 1, column: 1, rowSpan: 2)
            cells[1][1] = physics
            cells[2][1] = physics
            cells[1][2] = Cell(container: self, label: "Art", row: 1, column: 2)
            cells[2][2] = Cell(container: self, label: "Music", row: 2, column: 2)
            for row in 0..<3 {
                for column in 0..<3 {
                    cells[row][column]?.accessibilityFrameInContainerSpace = CGRect(x: column * 100, y: row * 40, width: 100, height: 40)
                }
            }
        }

        func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> UIAccessibilityContainerDataTableCell? {
            cells.indices.contains(row) && cells[row].indices.contains(column) ? cells[row][column] : nil
        }
        func accessibilityRowCount() -> Int { 3 }
        func accessibilityColumnCount() -> Int { 3 }
        func accessibilityHeaderElements(forRow row: Int) -> [UIAccessibilityContainerDataTableCell]? {
            askedForHeaders += 1
            return row > 0 ? cells[row][0].map { [$0] } : nil
        }
        func accessibilityHeaderElements(forColumn column: Int) -> [UIAccessibilityContainerDataTableCell]? {
            column > 0 ? cells[0][column].map { [$0] } : nil
        }
    }

    private func show(_ view: UIView) -> (HeadlessScreen, UIWindow, ScreenReader) {
        let screen = HeadlessScreen(size: CGSize(width: 600, height: 400), scale: 1)
        let window = UIWindow()
        let root = UIViewController()
        root.view.addSubview(view)
        window.rootViewController = root
        window.makeKeyAndVisible()
        let reader = screen.attachScreenReader()
        screen.presentFrame()
        return (screen, window, reader)
    }

    @Test("(issue 45) a data table that lists no elements is read cell by cell, row by row, a spanning cell once; each cell has its place")
    func walkedCells() throws {
        let timetable = Timetable(frame: CGRect(x: 20, y: 20, width: 300, height: 120))
        timetable.accessibilityContainerType = .dataTable
        timetable.accessibilityLabel = "Timetable"
        timetable.build()
        let (_, window, reader) = show(timetable)
        defer { window.isHidden = true }
        let table = try #require(reader.element(named: "Timetable", in: window))
        #expect(table.role == "table")
        #expect(table.rowCount == 3 && table.columnCount == 3)
        #expect(table.children.map(\.name) == ["Mon", "Tue", "9:00", "Physics", "Art", "10:00", "Music"])
        #expect(table.children.allSatisfy { $0.role == "cell" })
        let physics = try #require(reader.cell(atRow: 2, column: 1, of: table))
        #expect(physics.name == "Physics", "the lesson spans both hours")
        #expect(physics.rows == 1..<3 && physics.columns == 1..<2)
        #expect(reader.cell(atRow: 0, column: 0, of: table) == nil, "the corner is empty")
        // What a reader says as it moves to a cell: the row's and the column's headers, then its place.
        #expect(reader.placeDescription(of: physics, in: table) == "9:00, Mon, row 2, column 2")
        let music = try #require(reader.cell(atRow: 2, column: 2, of: table))
        #expect(reader.placeDescription(of: music, in: table) == "10:00, Tue, row 3, column 3")
        let monday = try #require(reader.cell(atRow: 0, column: 1, of: table))
        #expect(reader.placeDescription(of: monday, in: table) == "row 1, column 2", "a header is not read as its own header")
    }

    @Test("(issue 45) a data table that lists its elements keeps its order; the container type must be .dataTable; a cell without a place has none")
    func listedCellsAndContainerType() throws {
        let timetable = Timetable(frame: CGRect(x: 20, y: 20, width: 300, height: 120))
        timetable.accessibilityLabel = "Timetable"
        timetable.build()
        let unplaced = Cell(container: timetable, label: "Note", row: NSNotFound, column: 0)
        unplaced.rows = NSRange(location: NSNotFound, length: 0)
        let listed: [Any] = [timetable.cells[1][2]!, timetable.cells[0][2]!, unplaced]
        timetable.accessibilityElements = listed
        // Not a data table: a plain container, its elements without places.
        let (screen, window, reader) = show(timetable)
        defer { window.isHidden = true }
        #expect(reader.element(named: "Art", in: window)?.rows == nil)
        #expect(reader.element(named: "Timetable", in: window) == nil, "not a group: its elements join the view's")
        timetable.accessibilityContainerType = .dataTable
        timetable.accessibilityElements = listed
        screen.presentFrame()
        let table = try #require(reader.element(named: "Timetable", in: window))
        #expect(table.role == "table")
        #expect(table.children.map(\.name) == ["Art", "Tue", "Note"], "in the order the container lists them")
        #expect(table.children[0].rows == 1..<2 && table.children[0].columns == 2..<3)
        #expect(table.children[2].rows == nil && table.children[2].role == "staticText")
        #expect(reader.placeDescription(of: table.children[0], in: table) == "Tue, row 2, column 3", "Art's row header is not listed, so it is not read")
    }
}
