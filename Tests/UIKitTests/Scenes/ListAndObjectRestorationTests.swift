import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The rest of UIKit's NSCoder state restoration (issue 45): table and collection views'
/// selection and position, by model identifier (`UIDataSourceModelAssociation`) or index
/// path; custom objects (`UIStateRestoring`, `UIObjectRestoration`,
/// `registerObject(forStateRestoration:restorationIdentifier:)`); controllers made again
/// from their storyboard; and restoring asynchronously (`extendStateRestoration()`).
@MainActor
@Suite("List, object and storyboard state restoration", .serialized, .exclusiveUIKit)
struct ListAndObjectRestorationTests {
    private static func temporaryStore() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("slate-list-restoration-\(UUID().uuidString)")
    }

    private func launch(store: URL) -> HeadlessScreen {
        let screen = HeadlessScreen(size: CGSize(width: 1024, height: 768), scale: 1)
        screen.launchApplication(delegateClass: ListRestorationAppDelegate.self, sessionStoreDirectory: store)
        screen.presentFrame()
        return screen
    }

    private var delegate: ListRestorationAppDelegate? { UIApplication.shared.delegate as? ListRestorationAppDelegate }
    private var navigation: UINavigationController? { delegate?.window?.rootViewController as? UINavigationController }

    private func savedArchive(in store: URL) -> StoredRestorationArchive? {
        SceneSessionStore(directory: store).load(report: { _ in }).applicationState
    }

    /// Quits the running app (saving its state), runs `between`, and launches it again.
    private func relaunch(_ screen: HeadlessScreen, store: URL, between: () -> Void = {}) -> HeadlessScreen {
        screen.quitApplication()
        screen.endApplication()
        between()
        ListRestorationApp.events = []
        return launch(store: store)
    }

    /// Selects rows 20 and 25 and scrolls row 18 to 12 points under the navigation bar.
    private func selectAndScroll(_ table: UITableView, screen: HeadlessScreen) {
        table.selectRow(at: IndexPath(row: 20, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 25, section: 0), animated: false, scrollPosition: .none)
        table.contentOffset.y = table.rectForRow(at: IndexPath(row: 18, section: 0)).minY - table.adjustedContentInset.top + 12
        screen.presentFrame()
    }

    private func fruits(at indexPaths: [IndexPath]?) -> [String] {
        (indexPaths ?? []).map { ListRestorationApp.fruits[$0.item] }
    }

    @Test("(issue 45) a table whose data source adopts UIDataSourceModelAssociation brings back the same fruits selected and at the top after rows were added before them")
    func tableByModelIdentifier() throws {
        ListRestorationApp.reset()
        let store = Self.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        var screen = launch(store: store)
        var table = try #require((navigation?.topViewController as? FruitTableController)?.tableView)
        selectAndScroll(table, screen: screen)
        #expect(fruits(at: table.indexPathsForSelectedRows) == ["Fruit 020", "Fruit 025"])

        screen = relaunch(screen, store: store) {
            ListRestorationApp.fruits.insert(contentsOf: ["Apricot", "Banana", "Cherry"], at: 0)
        }
        defer { screen.endApplication() }
        table = try #require((navigation?.topViewController as? AssociatingFruitTableController)?.tableView)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 23, section: 0), IndexPath(row: 28, section: 0)])
        #expect(fruits(at: table.indexPathsForSelectedRows) == ["Fruit 020", "Fruit 025"])
        let expectedOffset = table.rectForRow(at: IndexPath(row: 21, section: 0)).minY - table.adjustedContentInset.top + 12
        #expect(table.contentOffset.y == expectedOffset)
        #expect(table.indexPathsForVisibleRows?.contains(IndexPath(row: 21, section: 0)) == true)
        // Restoring selects from code: the delegate hears nothing.
        #expect(table.cellForRow(at: IndexPath(row: 23, section: 0))?.isSelected == true)
    }

    @Test("(issue 45) without UIDataSourceModelAssociation a table brings back its selected index paths and its first row, whatever they hold now")
    func tableByIndexPath() throws {
        ListRestorationApp.reset()
        ListRestorationApp.associates = false
        let store = Self.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        var screen = launch(store: store)
        var table = try #require((navigation?.topViewController as? FruitTableController)?.tableView)
        selectAndScroll(table, screen: screen)
        let offset = table.contentOffset

        screen = relaunch(screen, store: store) {
            ListRestorationApp.fruits.insert(contentsOf: ["Apricot", "Banana", "Cherry"], at: 0)
            // One saved row is past the end now: it is left out.
            ListRestorationApp.fruits.removeLast(ListRestorationApp.fruits.count - 24)
        }
        defer { screen.endApplication() }
        table = try #require((navigation?.topViewController as? FruitTableController)?.tableView)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 20, section: 0)])
        #expect(fruits(at: table.indexPathsForSelectedRows) == ["Fruit 017"])
        // The saved first row is still there, but the list is shorter: scrolled to its end.
        #expect(offset.y > table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height)
        #expect(table.contentOffset.y == table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height)
    }

    @Test("(issue 45) a grid whose data source adopts UIDataSourceModelAssociation brings back its selected items and the first item in view")
    func gridByModelIdentifier() throws {
        ListRestorationApp.reset()
        ListRestorationApp.root = .grid
        let store = Self.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        var screen = launch(store: store)
        var grid = try #require((navigation?.topViewController as? AssociatingFruitGridController)?.collectionView)
        grid.selectItem(at: IndexPath(item: 40, section: 0), animated: false, scrollPosition: [])
        let row = try #require(grid.layoutAttributesForItem(at: IndexPath(item: 40, section: 0))).frame
        grid.contentOffset.y = row.minY - grid.adjustedContentInset.top + 7
        screen.presentFrame()
        let perRow = grid.indexPathsForVisibleItems.filter { grid.layoutAttributesForItem(at: $0)?.frame.minY == row.minY }.count
        #expect(perRow > 1)

        // As many fruits added before as one row holds, and two more: the saved item moves
        // to another column, and its row comes back to the same place under the bar.
        screen = relaunch(screen, store: store) {
            ListRestorationApp.fruits.insert(contentsOf: (0..<(perRow + 2)).map { "New \($0)" }, at: 0)
        }
        defer { screen.endApplication() }
        grid = try #require((navigation?.topViewController as? AssociatingFruitGridController)?.collectionView)
        let moved = IndexPath(item: 40 + perRow + 2, section: 0)
        #expect(grid.indexPathsForSelectedItems == [moved])
        let frame = try #require(grid.layoutAttributesForItem(at: moved)).frame
        #expect(grid.contentOffset.y == frame.minY - grid.adjustedContentInset.top + 7)
    }

    @Test("(issue 45) registered objects are preserved when something preserved encodes them, and come back as the object registered again or the one their restoration class makes")
    func customObjects() throws {
        ListRestorationApp.reset()
        let store = Self.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        var screen = launch(store: store)
        let list = try #require(navigation?.topViewController as? FruitTableController)
        delegate?.store.favourite = "Fruit 007"
        let basket = FruitBasket(owner: list)
        basket.count = 3
        UIApplication.registerObject(forStateRestoration: basket, restorationIdentifier: "basket")
        list.basket = basket

        screen.quitApplication()
        let archive = try #require(savedArchive(in: store))
        // The unreferenced object is not saved; the basket's path goes through its parent.
        #expect(archive.objects.filter { $0.kind == .object }.map(\.identifierPath) == [["store"], ["nav", "fruits", "basket"]])
        #expect(archive.objects.first { $0.identifierPath == ["nav", "fruits", "basket"] }?.restorationClassName == "UIKitTests.FruitBasketRestoration")
        screen.endApplication()
        ListRestorationApp.events = []
        screen = launch(store: store)
        defer { screen.endApplication() }

        #expect(ListRestorationApp.events == [
            "basket class asked nav/fruits/basket",
            // Decoded in the order they were saved: the list before what it refers to.
            "list decoded store=registered basket=0",
            "store decoded favourite=Fruit 007",
            "basket decoded count=3",
            "store finished",
        ])
        #expect(delegate?.store.favourite == "Fruit 007")
        #expect((navigation?.topViewController as? FruitTableController)?.basket?.count == 3)
    }

    @Test("(issue 45) an object whose restoration identifier the archive cannot hold (empty) is left out, with a message; the rest of the state is saved")
    func unsavableIdentifier() throws {
        ListRestorationApp.reset()
        let store = Self.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let screen = launch(store: store)
        defer { screen.endApplication() }
        let list = try #require(navigation?.topViewController as? FruitTableController)
        let basket = FruitBasket(owner: list)
        UIApplication.registerObject(forStateRestoration: basket, restorationIdentifier: "")
        list.basket = basket
        UIKitLog.clear()
        screen.quitApplication()
        let archive = try #require(savedArchive(in: store))
        #expect(archive.objects.filter { $0.kind == .object }.map(\.identifierPath) == [["store"]])
        #expect(archive.objects.contains { $0.identifierPath == ["nav", "fruits"] })
        #expect(UIKitLog.messages.contains { $0.contains("FruitBasket at nav/fruits/ is not preserved") })
    }

    @Test("(issue 45) a registered object that is not there at the next launch leaves its references nil, with a message")
    func missingRegisteredObject() throws {
        ListRestorationApp.reset()
        let store = Self.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        var screen = launch(store: store)
        screen = relaunch(screen, store: store) {}
        screen.quitApplication()
        screen.endApplication()

        // An archive whose store was registered under a path nothing registers now.
        var archive = try #require(savedArchive(in: store))
        let index = try #require(archive.objects.firstIndex { $0.kind == .object })
        archive.objects[index].identifierPath = ["gone"]
        try SceneSessionStore(directory: store).save(SceneSessionStore.Contents(applicationState: archive))
        UIKitLog.clear()
        ListRestorationApp.events = []
        screen = launch(store: store)
        defer { screen.endApplication() }
        #expect(ListRestorationApp.events == ["list decoded store=other basket=-"])
        #expect(UIKitLog.messages.contains { $0.contains("no object is registered for state restoration at gone") })
    }

    @Test("(issue 45) registered objects whose restoration parents form a loop are still preserved, without their parents")
    func parentLoop() throws {
        final class Looped: NSObject, UIStateRestoring {
            weak var parent: Looped?
            var restorationParent: (any UIStateRestoring)? { parent }
        }
        ListRestorationApp.reset()
        let store = Self.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        let screen = launch(store: store)
        defer { screen.endApplication() }
        let a = Looped(), b = Looped()
        a.parent = b
        b.parent = a
        UIApplication.registerObject(forStateRestoration: a, restorationIdentifier: "a")
        UIApplication.registerObject(forStateRestoration: b, restorationIdentifier: "b")
        (navigation?.topViewController as? FruitTableController)?.basket = nil
        let preservation = StatePreservation(registry: UIApplication.shared.restorableObjects)
        let coder = preservation.makeCoder(owner: "test")
        coder.encode(a, forKey: "a")
        preservation.preserveHierarchies(from: [])
        let archive = preservation.finish(applicationCoder: coder)
        // Each path stops where the loop comes back; b, reached first through a, comes first.
        #expect(archive.objects.map(\.identifierPath) == [["a", "b"], ["b", "a"]])
        #expect(archive.objects.map(\.parentIndex) == [nil, 0])
        #expect(archive.application["a"] != nil)
    }

    @Test("(issue 45) storyboard controllers: \"Use Storyboard ID\" names them, one without a restoration class is made again from its storyboard, and a restoration class finds the storyboard in its coder")
    func storyboardControllers() throws {
        ListRestorationApp.reset()
        ListRestorationApp.root = .storyboard
        let store = Self.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        var screen = launch(store: store)
        var navigation = try #require(self.navigation)
        #expect(navigation.restorationIdentifier == "nav")
        #expect(navigation.viewControllers.map(\.restorationIdentifier) == ["root"])
        let storyboard = try #require(navigation.storyboard)
        navigation.pushViewController(storyboard.instantiateViewController(withIdentifier: "detail"), animated: false)
        navigation.pushViewController(storyboard.instantiateViewController(withIdentifier: "classy"), animated: false)
        screen.presentFrame()

        screen = relaunch(screen, store: store)
        defer { screen.endApplication() }
        navigation = try #require(self.navigation)
        #expect(navigation.viewControllers.map(\.title) == ["Root", "Detail", "Classy"])
        #expect(navigation.viewControllers.last is StoryboardRestoredController)
        #expect(ListRestorationApp.events == ["classy asked nav/classy-restoration storyboard=Restoration"])
    }

    @Test("(issue 45) extendStateRestoration keeps the saved state off the disk until the matching completeStateRestoration")
    func asynchronousRestoration() throws {
        ListRestorationApp.reset()
        let store = Self.temporaryStore()
        defer { try? FileManager.default.removeItem(at: store) }
        var screen = launch(store: store)
        delegate?.store.favourite = "Fruit 001"
        ListRestorationApp.extendsRestoration = true
        screen = relaunch(screen, store: store)
        defer { screen.endApplication() }
        #expect(delegate?.store.favourite == "Fruit 001")
        // Should the app die now, the next launch starts afresh.
        #expect(savedArchive(in: store) == nil)
        UIApplication.shared.completeStateRestoration()
        #expect(savedArchive(in: store) != nil)

        // Saved while restoring is still extended: completing afterwards does not put the
        // launch's archive back over the newer state.
        screen = relaunch(screen, store: store)
        #expect(savedArchive(in: store) == nil)
        delegate?.store.favourite = "Fruit 002"
        screen.quitApplication()
        UIApplication.shared.completeStateRestoration()
        let saved = try #require(savedArchive(in: store))
        let storeState = try #require(saved.objects.first { $0.identifierPath == ["store"] }?.state["favourite"])
        #expect(storeState == .value(.string("Fruit 002")))

        UIKitLog.clear()
        UIApplication.shared.completeStateRestoration()
        UIApplication.shared.extendStateRestoration()
        #expect(UIKitLog.messages.contains { $0.contains("completeStateRestoration() without a matching extendStateRestoration() is ignored") })
        #expect(UIKitLog.messages.contains { $0.contains("extendStateRestoration() is ignored outside state restoration") })
    }
}
