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
}
