import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UITableView.separatorStyle (UITableViewCell.SeparatorStyle)", .serialized, .exclusiveUIKit)
struct TableSeparatorStyleTests {
    @Test("The style is UITableViewCell.SeparatorStyle with the SDK's raw values; .singleLine (the default) shows a line under each row, .none none")
    func style() throws {
        #expect(UITableViewCell.SeparatorStyle.none.rawValue == 0)
        #expect(UITableViewCell.SeparatorStyle.singleLine.rawValue == 1)
        let lined = TableFixture(model: LoggingTableModel.numbered(rows: 3))
        defer { lined.close() }
        #expect(lined.table.separatorStyle == .singleLine)
        let cell = try #require(lined.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(!cell.core.separator.isHidden)

        let bare = TableFixture(model: LoggingTableModel.numbered(rows: 3)) { $0.separatorStyle = .none }
        defer { bare.close() }
        let bareCell = try #require(bare.table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(bareCell.core.separator.isHidden)
    }

    @Test("Issue 45: separatorEffect: a vibrancy effect draws the separators in its vibrant colour for its blur instead of separatorColor; a blur effect or nil leaves separatorColor; it reaches cells shown later and comes from the appearance proxy")
    func separatorEffect() throws {
        let vibrancy = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark))
        let fixture = TableFixture(model: LoggingTableModel.numbered(rows: 3)) { $0.separatorColor = .red }
        defer { fixture.close() }
        let table = fixture.table
        #expect(table.separatorEffect == nil)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.core.separator.backgroundColor == .red)
        table.separatorEffect = vibrancy
        let vibrant = try #require(vibrancy.vibrancyColor(for: table.traitCollection))
        #expect(cell.core.separator.backgroundColor == vibrant, "rows on show take it at once")
        table.reloadData()
        table.layoutIfNeeded()
        let shown = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(shown.core.separator.backgroundColor == vibrant)
        #expect(vibrant != .red)
        table.separatorEffect = UIBlurEffect(style: .light)
        table.reloadData()
        table.layoutIfNeeded()
        #expect(try #require(table.cellForRow(at: IndexPath(row: 2, section: 0))).core.separator.backgroundColor == .red)

        UITableView.appearance().separatorEffect = vibrancy
        defer { UITableView.appearance().separatorEffect = nil }
        let proxied = TableFixture(model: LoggingTableModel.numbered(rows: 2))
        defer { proxied.close() }
        #expect(proxied.table.separatorEffect === vibrancy)
    }
}
