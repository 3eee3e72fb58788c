import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// 1,000 rows, 44 points tall once shown, with the delegate's own estimates.
private final class EstimatingModel: NSObject, UITableViewDataSource, UITableViewDelegate {
    var estimated: [IndexPath] = []
    var estimate: (IndexPath) -> CGFloat = { $0.row == 999 ? 120 : 80 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1_000 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        estimated.append(indexPath)
        return estimate(indexPath)
    }
}

@MainActor
@Suite("UITableViewDelegate.tableView(_:estimatedHeightForRowAt:)", .serialized, .exclusiveUIKit)
struct TableEstimatedHeightTests {
    @Test("Every row is estimated when the table reads its data; rows not yet shown count at their own estimate, shown rows at their real height")
    func estimates() throws {
        let model = EstimatingModel()
        let (screen, window, table) = showTable(model)
        defer { window.isHidden = true }
        screen.presentFrame()
        #expect(Set(model.estimated.map(\.row)).count == 1_000)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(table.rectForRow(at: IndexPath(row: 500, section: 0)).height == 80)
        #expect(table.rectForRow(at: IndexPath(row: 999, section: 0)).height == 120)
        let shown = table.indexPathsForVisibleRows?.count ?? 0
        #expect(shown > 0)
        // Above the last row: the shown rows measured, the rest at their estimates.
        let above = table.rectForRow(at: IndexPath(row: 999, section: 0)).minY - table.rectForRow(at: IndexPath(row: 0, section: 0)).minY
        #expect(abs(above - (CGFloat(shown) * 44 + CGFloat(999 - shown) * 80)) < 0.5)
    }

    @Test("automaticDimension from the delegate leaves a row at the table's estimatedRowHeight")
    func automatic() {
        let model = EstimatingModel()
        model.estimate = { _ in UITableView.automaticDimension }
        let (screen, window, table) = showTable(model)
        defer { window.isHidden = true }
        table.estimatedRowHeight = 60
        screen.presentFrame()
        #expect(table.rectForRow(at: IndexPath(row: 500, section: 0)).height == 60)
    }

    @Test("Fixed-height rows (rowHeight set, no heightForRowAt) are never estimated")
    func fixedRows() {
        final class Fixed: NSObject, UITableViewDataSource, UITableViewDelegate {
            var asked = 0
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
            func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { asked += 1; return 90 }
        }
        let model = Fixed()
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let window = UIWindow()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = 50
        table.dataSource = model
        table.delegate = model
        window.addSubview(table)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()
        #expect(table.contentSize.height == 5_000)
        #expect(table.rectForRow(at: IndexPath(row: 99, section: 0)).height == 50)
    }
}
