import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Context menus on table rows and collection-view items.
@MainActor
@Suite("Context menus in tables and collection views", .serialized, .exclusiveUIKit)
struct ListContextMenuTests {
    /// A table of five fruit whose rows after the first have a menu.
    @MainActor
    final class FruitMenus: NSObject, UITableViewDataSource, UITableViewDelegate {
        let fruit = ["Apple", "Banana", "Cherry", "Damson", "Elder"]
        var calls: [String] = []
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 600), style: .plain)

        override init() {
            super.init()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            tableView.dataSource = self
            tableView.delegate = self
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruit.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = fruit[indexPath.row]
            cell.contentConfiguration = content
            return cell
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { calls.append("select \(indexPath.row)") }

        func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                       point: CGPoint) -> UIContextMenuConfiguration? {
            calls.append("configuration \(indexPath.row)")
            guard indexPath.row > 0 else { return nil }
            let name = fruit[indexPath.row]
            return UIContextMenuConfiguration(identifier: name as NSString, actionProvider: { [weak self] _ in
                UIMenu(children: [UIAction(title: "Eat \(name)") { _ in self?.calls.append("eat \(name)") }])
            })
        }
        func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                       animator: UIContextMenuInteractionAnimating?) {
            calls.append("willDisplay \(configuration.identifier)")
        }
        func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                       animator: UIContextMenuInteractionAnimating?) {
            calls.append("willEnd \(configuration.identifier)")
        }
    }

    func rowCenter(_ table: UITableView, _ row: Int, in window: UIWindow) -> CGPoint {
        let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
        return table.convert(CGPoint(x: rect.midX, y: rect.midY), to: window)
    }

    @Test("A long press on a row lifts its cell and opens the delegate's menu for that row; a row without one selects as usual; a secondary click opens a row's menu at the pointer")
    func tableRows() throws {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let window = UIWindow()
        let root = UIViewController()
        let menus = FruitMenus()
        root.view.addSubview(menus.tableView)
        window.rootViewController = root
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()

        let cherry = rowCenter(menus.tableView, 2, in: window)
        screen.touchDown(at: cherry)
        screen.advance(by: 0.6)
        screen.touchUp(at: cherry)
        _ = screen.runUntilAnimationsSettle()
        let presentation = try #require(ContextMenuPresentation.active(in: window))
        #expect(menus.calls == ["configuration 2", "willDisplay Cherry"])
        #expect(!menus.calls.contains { $0.hasPrefix("select") }, "the long press does not select")
        let rect = menus.tableView.convert(menus.tableView.rectForRow(at: IndexPath(row: 2, section: 0)), to: window)
        #expect(presentation.menuView.frame.minY == rect.maxY + ContextMenuPresentation.margin, "under the lifted row")
        let eat = try #require(presentation.menuView.rowViews.first)
        screen.tap(at: eat.convert(CGPoint(x: eat.bounds.midX, y: eat.bounds.midY), to: window))
        _ = screen.runUntilAnimationsSettle()
        #expect(menus.calls.suffix(2) == ["willEnd Cherry", "eat Cherry"])

        menus.calls.removeAll()
        screen.advance(by: 1)
        let apple = rowCenter(menus.tableView, 0, in: window)
        screen.touchDown(at: apple)
        screen.advance(by: 0.6)
        screen.touchUp(at: apple)
        _ = screen.runUntilAnimationsSettle()
        #expect(ContextMenuPresentation.active(in: window) == nil)
        #expect(menus.calls == ["configuration 0", "select 0"], "no menu: the press selects the row")

        menus.calls.removeAll()
        let damson = rowCenter(menus.tableView, 3, in: window)
        screen.movePointer(to: damson)
        screen.click(at: damson, button: 2)
        _ = screen.runUntilAnimationsSettle()
        #expect(menus.calls == ["configuration 3", "willDisplay Damson"])
        #expect(ContextMenuPresentation.active(in: window)?.menuView.frame.origin == damson)
        ContextMenuPresentation.active(in: window)?.end(choosing: nil)
        _ = screen.runUntilAnimationsSettle()
    }

    /// A collection-view controller whose items offer a menu (the controller overrides the
    /// delegate method).
    final class ListController: UICollectionViewController {
        var opened: [IndexPath] = []
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            var content = UIListContentConfiguration.cell()
            content.text = "Item \(indexPath.item)"
            cell.contentConfiguration = content
            return cell
        }
        override func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                                     point: CGPoint) -> UIContextMenuConfiguration? {
            opened.append(indexPath)
            return UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: "Open") { _ in }]) })
        }
    }

    @Test("A collection-view controller's override of contextMenuConfigurationForItemAt gives its items menus")
    func collectionItems() throws {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let window = UIWindow()
        let controller = ListController(collectionViewLayout: UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain)))
        controller.collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
        window.rootViewController = controller
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()
        let cell = try #require(controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        let center = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: window)
        screen.movePointer(to: center)
        screen.click(at: center, button: 2)
        _ = screen.runUntilAnimationsSettle()
        #expect(controller.opened == [IndexPath(item: 1, section: 0)])
        #expect(ContextMenuPresentation.active(in: window) != nil)
        ContextMenuPresentation.active(in: window)?.end(choosing: nil)
        _ = screen.runUntilAnimationsSettle()
    }
}
