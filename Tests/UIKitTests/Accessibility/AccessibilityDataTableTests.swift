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
        var rowsAskedForHeaders = Set<Int>()

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
            rowsAskedForHeaders.insert(row)
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
        #expect(try #require(reader.element(named: "Art", in: window)).rows == nil)
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
        #expect(timetable.rowsAskedForHeaders == [0, 1], "headers are asked for the rows the read cells start in")
    }

    @Test("(issue 45) bad data tables do not crash: negative and huge counts, a cell spanning past Int.max, a table that answers with itself")
    func badInput() throws {
        final class Odd: UIView, UIAccessibilityContainerDataTable {
            var rows = -3, columns = 2
            var answer: (Odd) -> UIAccessibilityContainerDataTableCell? = { _ in nil }
            func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> UIAccessibilityContainerDataTableCell? { answer(self) }
            func accessibilityRowCount() -> Int { rows }
            func accessibilityColumnCount() -> Int { columns }
        }
        let odd = Odd(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        odd.accessibilityContainerType = .dataTable
        odd.accessibilityLabel = "Odd"
        let (screen, window, reader) = show(odd)
        defer { window.isHidden = true }
        #expect(reader.element(named: "Odd", in: window) == nil, "no rows: nothing to read")
        odd.rows = Int.max
        odd.answer = { _ in Cell(container: odd, label: "x", row: 0, column: 0) }
        screen.presentFrame()
        #expect(reader.element(named: "x", in: window) == nil, "too many cells to walk")
        // A cell whose span runs past Int.max; a walk that meets the table itself.
        let wide = Cell(container: odd, label: "Wide", row: 5, column: 0)
        wide.rows = NSRange(location: 5, length: NSNotFound)
        odd.accessibilityElements = [wide]
        screen.presentFrame()
        let table = try #require(reader.element(named: "Odd", in: window))
        #expect(table.children.first?.rows == 5..<Int.max)
        odd.accessibilityElements = nil
        odd.rows = 1
        final class Looping: UIView, UIAccessibilityContainerDataTable, UIAccessibilityContainerDataTableCell {
            func accessibilityDataTableCellElement(forRow row: Int, column: Int) -> UIAccessibilityContainerDataTableCell? { self }
            func accessibilityRowCount() -> Int { 1 }
            func accessibilityColumnCount() -> Int { 1 }
            func accessibilityRowRange() -> NSRange { NSRange(location: 0, length: 1) }
            func accessibilityColumnRange() -> NSRange { NSRange(location: 0, length: 1) }
        }
        let looping = Looping(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        looping.accessibilityContainerType = .dataTable
        odd.addSubview(looping)
        screen.presentFrame()
        #expect(reader.elements(in: window).allSatisfy { $0.rowCount == nil || $0.name == "Odd" }, "the looping table reads as nothing, and ends")
    }
}
