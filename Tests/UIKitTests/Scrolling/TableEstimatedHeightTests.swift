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

/// 100 sections of 3 rows whose headers (40 points) and footers (20) are measured from the
/// delegate, which counts what it is asked.
private final class SectionEstimatingModel: NSObject, UITableViewDataSource, UITableViewDelegate {
    var estimatedHeaders: [Int] = []
    var measuredHeaders: [Int] = []
    var measuredFooters: [Int] = []
    var headerEstimate: CGFloat = 100
    var estimatesFooters = true

    func numberOfSections(in tableView: UITableView) -> Int { 100 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        measuredHeaders.append(section)
        return 40
    }
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        measuredFooters.append(section)
        return 20
    }
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { UIView() }
    func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        estimatedHeaders.append(section)
        return headerEstimate
    }
    func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        estimatesFooters ? 10 : UITableView.automaticDimension
    }
}

@MainActor
@Suite("UITableViewDelegate.tableView(_:estimatedHeightForHeaderInSection:) and footers", .serialized, .exclusiveUIKit)
struct TableEstimatedSectionHeightTests {
    @Test("Every section's header is estimated as the table reads its data; only headers that come on screen are measured, the rest count at their estimates")
    func headersEstimatedThenMeasured() {
        let model = SectionEstimatingModel()
        let (screen, window, table) = showTable(model)
        defer { window.isHidden = true }
        screen.presentFrame()
        #expect(Set(model.estimatedHeaders).count == 100)
        let measured = Set(model.measuredHeaders)
        #expect(!measured.isEmpty && measured.count < 10, "only the first screen's headers: \(measured.sorted())")
        #expect(table.rectForHeader(inSection: 0).height == 40)
        #expect(table.rectForHeader(inSection: 50).height == 100, "an unseen header counts at its estimate")
        #expect(table.rectForFooter(inSection: 50).height == 10)
        // Every section: 3 × 44 rows; shown ones at 40 + 20, unseen at 100 + 10.
        let shown = measured.count
        let expected = CGFloat(100 * 132) + CGFloat(shown) * 40 + CGFloat(100 - shown) * 100
        let footers = Set(model.measuredFooters).count
        #expect(abs(table.contentSize.height - (expected + CGFloat(footers) * 20 + CGFloat(100 - footers) * 10)) < 0.5)

        table.scrollToRow(at: IndexPath(row: 0, section: 50), at: .top, animated: false)
        screen.presentFrame()
        #expect(model.measuredHeaders.contains(50))
        #expect(table.rectForHeader(inSection: 50).height == 40, "measured as it came on screen")
        #expect(!model.measuredHeaders.contains(20), "sections scrolled past are never shown, never measured")
        #expect(table.rectForHeader(inSection: 20).height == 100)
    }

    @Test("automaticDimension from the delegate leaves that edge at the table's estimate; with none, every footer is measured as the data is read")
    func automaticMeasuresAtOnce() {
        let model = SectionEstimatingModel()
        model.estimatesFooters = false
        let (screen, window, table) = showTable(model)
        defer { window.isHidden = true }
        screen.presentFrame()
        #expect(Set(model.measuredFooters).count == 100)
        #expect(table.rectForFooter(inSection: 80).height == 20)
        #expect(table.rectForHeader(inSection: 80).height == 100)

        model.measuredFooters = []
        table.estimatedSectionFooterHeight = 15
        screen.presentFrame()
        #expect(Set(model.measuredFooters).count < 10, "only the footers on screen")
        #expect(table.rectForFooter(inSection: 80).height == 15, "the table's estimate")
    }

    @Test("estimatedSectionHeaderHeight stands for every header when the delegate gives no estimate; 0 measures every header at once")
    func tableWideEstimate() {
        final class Plain: NSObject, UITableViewDataSource, UITableViewDelegate {
            var measured = 0
            func numberOfSections(in tableView: UITableView) -> Int { 60 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
            func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { measured += 1; return 30 }
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { UIView() }
        }
        let model = Plain()
        let (screen, window, table) = showTable(model)
        defer { window.isHidden = true }
        screen.presentFrame()
        #expect(model.measured >= 60, "no estimate: every header is measured when the data is read")
        model.measured = 0
        table.estimatedSectionHeaderHeight = 50
        screen.presentFrame()
        #expect(model.measured > 0 && model.measured < 20)
        #expect(table.rectForHeader(inSection: 59).height == 50)
        #expect(table.rectForHeader(inSection: 0).height == 30)
        model.measured = 0
        table.estimatedSectionHeaderHeight = 0
        screen.presentFrame()
        #expect(model.measured >= 60)
        #expect(table.rectForHeader(inSection: 59).height == 30)
    }

    @Test("A UITableViewController subclass's estimatedHeightForHeaderInSection is the one the table asks")
    func tableViewControllerSubclass() {
        final class Sections: UITableViewController {
            var measured = 0
            override func numberOfSections(in tableView: UITableView) -> Int { 50 }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "S\(section)" }
            override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { measured += 1; return 30 }
            override func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat { 70 }
        }
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let controller = Sections(style: .plain)
        controller.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()
        #expect(controller.tableView.rectForHeader(inSection: 49).height == 70)
        #expect(controller.measured > 0 && controller.measured < 50)
    }
}
