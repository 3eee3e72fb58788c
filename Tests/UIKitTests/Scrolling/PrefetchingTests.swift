import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Records what a table's or collection view's prefetch data source is told.
@MainActor
final class PrefetchLog: UITableViewDataSourcePrefetching, UICollectionViewDataSourcePrefetching {
    var events: [String] = []

    private func describe(_ indexPaths: [IndexPath]) -> String {
        indexPaths.map { "\($0.section).\($0.item)" }.joined(separator: " ")
    }

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { events.append("prefetch \(describe(indexPaths))") }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) { events.append("cancel \(describe(indexPaths))") }
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) { events.append("prefetch \(describe(indexPaths))") }
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        events.append("cancel \(describe(indexPaths))")
    }

    /// "prefetch 0.a … 0.b" for rows a through b of section 0.
    static func rows(_ kind: String, _ range: ClosedRange<Int>) -> String {
        "\(kind) " + range.map { "0.\($0)" }.joined(separator: " ")
    }
}

@MainActor
@Suite("Prefetching", .serialized, .exclusiveUIKit)
struct PrefetchingTests {
    /// 200 items of 100 × 100 points, four to a line, in a 400 × 600 window.
    private static func grid() -> GridFixture {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        return GridFixture(layout: layout, model: GridModel(counts: [200]))
    }

    @Test("A table asks its prefetch data source for the screen of rows ahead in the direction it scrolls, once each, and cancels them when it turns back")
    func tablePrefetchesAhead() {
        let fixture = TableFixture(model: .numbered(rows: 100)) { $0.rowHeight = 44 }
        defer { fixture.close() }
        let log = PrefetchLog()
        fixture.table.prefetchDataSource = log
        fixture.screen.presentFrame()
        // Rows 0–13 show in 600 points; the next 600 points hold rows 13–27 (13 is on screen).
        #expect(log.events == [PrefetchLog.rows("prefetch", 14...27)])

        log.events = []
        fixture.table.contentOffset.y = 450
        fixture.screen.presentFrame()
        // Rows 10–23 show; 24–27 were asked for already; the band below reaches row 37.
        #expect(log.events == [PrefetchLog.rows("prefetch", 28...37)])
        fixture.screen.presentFrame()
        #expect(log.events.count == 1, "nothing new without scrolling")

        log.events = []
        fixture.table.contentOffset.y = 230
        fixture.screen.presentFrame()
        // Scrolling back: the rows below are no longer expected; rows 0–4 above are.
        #expect(log.events == [PrefetchLog.rows("cancel", 24...37), PrefetchLog.rows("prefetch", 0...4)])
    }

    @Test("A table without a prefetch data source asks nothing; a collection view with prefetching off asks nothing")
    func noPrefetchWithoutDataSourceOrWhenDisabled() {
        let fixture = Self.grid()
        defer { fixture.close() }
        let log = PrefetchLog()
        fixture.collectionView.isPrefetchingEnabled = false
        fixture.collectionView.prefetchDataSource = log
        fixture.screen.presentFrame()
        fixture.collectionView.contentOffset.y = 300
        fixture.screen.presentFrame()
        #expect(log.events.isEmpty)
        #expect(UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()).isPrefetchingEnabled, "on by default")
    }

    @Test("A grid asks for the items of the next screen of its layout, and cancels them when it scrolls back up")
    func gridPrefetchesByItsLayout() {
        let fixture = Self.grid()
        defer { fixture.close() }
        let log = PrefetchLog()
        fixture.collectionView.prefetchDataSource = log
        fixture.screen.presentFrame()
        // Four items a line: lines 0–5 show, lines 6–11 (items 24–47) come next.
        #expect(log.events == [PrefetchLog.rows("prefetch", 24...47)])
        log.events = []
        fixture.collectionView.contentOffset.y = 250
        fixture.screen.presentFrame()
        #expect(log.events == [PrefetchLog.rows("prefetch", 48...59)], "lines 2–8 show, the band reaches line 14")
        log.events = []
        fixture.collectionView.contentOffset.y = 150
        fixture.screen.presentFrame()
        #expect(log.events == [PrefetchLog.rows("cancel", 36...59), PrefetchLog.rows("prefetch", 0...3)])
    }

    @Test("A list collection view asks for the rows ahead as a table does")
    func listCollectionPrefetches() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let window = UIWindow()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        final class ListModel: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 100 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! UICollectionViewListCell
                var content = cell.defaultContentConfiguration()
                content.text = "Item \(indexPath.item)"
                cell.contentConfiguration = content
                return cell
            }
        }
        let model = ListModel()
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = model
        let log = PrefetchLog()
        collectionView.prefetchDataSource = log
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()
        let shown = Set(collectionView.indexPathsForVisibleItems)
        let asked = log.events.first?.split(separator: " ").dropFirst().map(String.init) ?? []
        #expect(!asked.isEmpty)
        #expect(asked.allSatisfy { item in !shown.contains(IndexPath(item: Int(item.split(separator: ".")[1])!, section: 0)) },
                "only rows not on screen")
        #expect(asked.first == "0.\(shown.map(\.item).max()! + 1)", "starting right after the last row shown")
    }

    @Test("Headers and footers leaving the screen are told to the table's delegate")
    func headerEndsDisplaying() {
        final class Model: NSObject, UITableViewDataSource, UITableViewDelegate {
            var log: [String] = []
            func numberOfSections(in tableView: UITableView) -> Int { 10 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }
            func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Header \(section)" }
            func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { "Footer \(section)" }
            func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
                log.append("header \(section)")
            }
            func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {
                log.append("footer \(section)")
            }
        }
        let model = Model()
        let (screen, window, table) = showTable(model)
        defer { window.isHidden = true }
        #expect(model.log.isEmpty)
        table.contentOffset.y = table.rectForFooter(inSection: 1).maxY + 1
        screen.presentFrame()
        #expect(model.log.sorted() == ["footer 0", "footer 1", "header 0", "header 1"])
    }

    @Test("TBL-14 the user's selection posts UITableView.selectionDidChangeNotification once per change; selecting from code posts nothing")
    func selectionNotification() {
        let fixture = TableFixture(model: .numbered(rows: 10)) { $0.rowHeight = 44 }
        defer { fixture.close() }
        let notifications = NotificationLog([UITableView.selectionDidChangeNotification], object: fixture.table)
        defer { notifications.stop() }
        var posts: Int { notifications.names.count }
        fixture.tap(IndexPath(row: 1, section: 0))
        #expect(posts == 1)
        fixture.tap(IndexPath(row: 2, section: 0))
        #expect(posts == 2, "deselecting row 1 and selecting row 2 is one change")
        fixture.tap(IndexPath(row: 2, section: 0))
        #expect(posts == 2, "tapping the selected row changes nothing")
        fixture.table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
        fixture.table.deselectRow(at: IndexPath(row: 5, section: 0), animated: false)
        #expect(posts == 2)
    }

    @Test("The section index takes sectionIndexTrackingBackgroundColor while touched, and its own background after")
    func sectionIndexTrackingBackground() {
        let model = LoggingTableModel.numbered(rows: 10, sections: 5)
        model.headerTitles = ["A", "B", "C", "D", "E"]
        model.indexTitles = ["A", "B", "C", "D", "E"]
        let fixture = TableFixture(model: model) { table in
            table.rowHeight = 44
            table.sectionIndexBackgroundColor = .white
            table.sectionIndexTrackingBackgroundColor = .lightGray
        }
        defer { fixture.close() }
        let index = fixture.table.sectionIndex!
        let point = index.convert(CGPoint(x: index.bounds.midX, y: index.bounds.midY), to: fixture.window)
        #expect(index.backgroundColor == .white)
        fixture.screen.touchDown(at: point)
        #expect(index.backgroundColor == .lightGray)
        fixture.screen.touchUp(at: point)
        #expect(index.backgroundColor == .white)
    }
}
