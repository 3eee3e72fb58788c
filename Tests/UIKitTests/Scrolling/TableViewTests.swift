import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UITableView data source and cells", .serialized)
struct TableViewTests {
    @Test("TBL-01 the three big questions: sections (default 1), rows, cells; zero sections asks nothing more")
    func threeQuestions() {
        let model = LoggingTableModel.numbered(rows: 3, sections: 2)
        let fixture = TableFixture(model: model)
        defer { fixture.close() }
        #expect(model.log.first == "sections")
        #expect(model.log.contains("rows 0") && model.log.contains("rows 1"))
        #expect(model.log.filter { $0.hasPrefix("cell") }.count == 6)
        #expect(fixture.table.numberOfSections == 2)
        #expect(fixture.table.numberOfRows(inSection: 1) == 3)

        model.sections = []
        model.reset()
        fixture.table.reloadData()
        fixture.table.layoutIfNeeded()
        #expect(model.log == ["sections", "index"], "no rows or cells are asked for zero sections")
    }

    @Test("TBL-02 cells are asked for only the visible rows, again as rows scroll into view")
    func lazyCells() {
        let model = LoggingTableModel.numbered(rows: 1000)
        let fixture = TableFixture(model: model) { $0.rowHeight = 50 }
        defer { fixture.close() }
        let asked = model.log.filter { $0.hasPrefix("cell") }
        #expect(asked.count == 12, "600 points of 50-point rows")
        #expect(asked.first == "cell 0.0" && asked.last == "cell 0.11")
        model.reset()
        fixture.table.contentOffset = CGPoint(x: 0, y: 500)
        fixture.table.layoutIfNeeded()
        #expect(model.log.filter { $0.hasPrefix("cell") } == (12..<22).map { "cell 0.\($0)" })
        #expect(fixture.table.indexPathsForVisibleRows?.first == IndexPath(row: 10, section: 0))
    }

    @Test("TBL-06 dequeue(for:) makes the registered class with init(style: .default, reuseIdentifier:) at the row's final bounds")
    func dequeueRegistered() {
        final class Cell: UITableViewCell {
            nonisolated(unsafe) static var made: [(CellStyle, String?)] = []
            required init(style: CellStyle, reuseIdentifier: String?) {
                Cell.made.append((style, reuseIdentifier))
                super.init(style: style, reuseIdentifier: reuseIdentifier)
            }
            required init?(coder: NSCoder) { nil }
        }
        let model = LoggingTableModel.numbered(rows: 3)
        model.cellClass = Cell.self
        let fixture = TableFixture(model: model) { $0.rowHeight = 60 }
        defer { fixture.close() }
        let table = fixture.table
        let cell = table.dequeueReusableCell(withIdentifier: "cell", for: IndexPath(row: 2, section: 0))
        #expect(cell is Cell)
        #expect(Cell.made.allSatisfy { $0.0 == .default && $0.1 == "cell" })
        #expect(cell.bounds.size == CGSize(width: 400, height: 60))
        #expect(cell.frame.origin.y == 120)
        #expect(table.dequeueReusableCell(withIdentifier: "nothing registered") == nil)
    }

    @Test("TBL-08 1000 rows scrolled end to end create about a screenful of cells; each identifier has its own pool")
    func reuseBound() {
        let model = LoggingTableModel.numbered(rows: 1000)
        let fixture = TableFixture(model: model) { $0.rowHeight = 44 }
        defer { fixture.close() }
        let table = fixture.table
        var y: CGFloat = 0
        while y < table.contentSize.height - 600 {
            y += 300
            table.contentOffset = CGPoint(x: 0, y: min(y, table.contentSize.height - 600))
            table.layoutIfNeeded()
        }
        #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 999, section: 0))
        #expect(table.cellsCreated <= 16, "made \(table.cellsCreated) cells for 1000 rows")
        #expect(table.subviews.filter { $0 is UITableViewCell }.count <= 16)
    }

    @Test("TBL-09 a reused cell keeps its configuration and hears prepareForReuse")
    func reuseKeepsConfiguration() {
        final class Cell: UITableViewCell {
            var reuses = 0
            override func prepareForReuse() { super.prepareForReuse(); reuses += 1 }
        }
        let model = LoggingTableModel.numbered(rows: 100)
        model.cellClass = Cell.self
        let fixture = TableFixture(model: model) { $0.rowHeight = 50 }
        defer { fixture.close() }
        let table = fixture.table
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0)) as! Cell
        first.accessoryType = .checkmark
        table.contentOffset = CGPoint(x: 0, y: 700)
        table.layoutIfNeeded()
        let reused = table.visibleCells.compactMap { $0 as? Cell }.first { $0 === first }
        #expect(reused != nil, "the first cell came back for another row")
        #expect(reused?.reuses == 1)
        #expect(reused?.accessoryType == .checkmark, "configuration is the data source's job on every row")
    }
}
