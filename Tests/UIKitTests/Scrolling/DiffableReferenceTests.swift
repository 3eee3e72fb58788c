import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The Objective-C forms of the diffable types: `Any` identifiers, reference snapshots.
@MainActor
@Suite("Diffable data sources' Objective-C forms (…Reference)", .serialized, .exclusiveUIKit)
struct DiffableReferenceTests {
    @Test("DIFF-03 NSDiffableDataSourceSnapshotReference: sections and items of any Hashable type, counts, positions (NSNotFound when absent), moves and copies")
    func snapshotReference() throws {
        let snapshot = NSDiffableDataSourceSnapshotReference()
        snapshot.appendSections(withIdentifiers: ["Fruit", 2])
        snapshot.appendItems(withIdentifiers: ["Apple", "Pear"], intoSectionWithIdentifier: "Fruit")
        snapshot.appendItems(withIdentifiers: [10, 20])
        #expect(snapshot.numberOfSections == 2)
        #expect(snapshot.numberOfItems == 4)
        #expect(snapshot.sectionIdentifiers.first as? String == "Fruit")
        #expect(snapshot.sectionIdentifiers.last as? Int == 2, "identifiers come back as the values given")
        #expect(snapshot.itemIdentifiersInSection(withIdentifier: 2).compactMap { $0 as? Int } == [10, 20])
        #expect(snapshot.numberOfItems(inSection: "Fruit") == 2)
        #expect(snapshot.sectionIdentifier(forSectionContainingItemIdentifier: 20) as? Int == 2)
        #expect(snapshot.sectionIdentifier(forSectionContainingItemIdentifier: "Plum") == nil)
        #expect(snapshot.index(ofItemIdentifier: "Pear") == 1)
        #expect(snapshot.index(ofItemIdentifier: "Plum") == NSNotFound)
        #expect(snapshot.index(ofSectionIdentifier: 2) == 1)
        #expect(snapshot.index(ofSectionIdentifier: "Nuts") == NSNotFound)

        snapshot.insertItems(withIdentifiers: ["Fig"], beforeItemWithIdentifier: "Pear")
        snapshot.insertItems(withIdentifiers: [15], afterItemWithIdentifier: 10)
        snapshot.moveItem(withIdentifier: "Apple", afterItemWithIdentifier: "Pear")
        #expect(snapshot.itemIdentifiersInSection(withIdentifier: "Fruit").compactMap { $0 as? String } == ["Fig", "Pear", "Apple"])
        snapshot.moveItem(withIdentifier: 20, beforeItemWithIdentifier: 10)
        #expect(snapshot.itemIdentifiersInSection(withIdentifier: 2).compactMap { $0 as? Int } == [20, 10, 15])

        let copy = try #require(snapshot.copy() as? NSDiffableDataSourceSnapshotReference)
        snapshot.deleteItems(withIdentifiers: ["Fig", 15])
        #expect(snapshot.numberOfItems == 4)
        #expect(copy.numberOfItems == 6, "a copy is independent")

        snapshot.insertSections(withIdentifiers: ["Nuts"], beforeSectionWithIdentifier: "Fruit")
        snapshot.insertSections(withIdentifiers: ["Grains"], afterSectionWithIdentifier: "Fruit")
        snapshot.moveSection(withIdentifier: 2, beforeSectionWithIdentifier: "Nuts")
        #expect(snapshot.sectionIdentifiers.map { "\($0)" } == ["2", "Nuts", "Fruit", "Grains"])
        snapshot.moveSection(withIdentifier: 2, afterSectionWithIdentifier: "Grains")
        snapshot.deleteSections(withIdentifiers: ["Nuts"])
        #expect(snapshot.sectionIdentifiers.map { "\($0)" } == ["Fruit", "Grains", "2"])
        snapshot.reloadItems(withIdentifiers: ["Pear"])
        snapshot.reloadSections(withIdentifiers: ["Grains"])
        #expect(snapshot.storage.reloadedItemIdentifiers.map { "\($0.base)" } == ["Pear"])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    @Test("DIFF-01 NSObject identifiers compare with isEqual, as Objective-C's do")
    func objectIdentifiers() {
        final class Tag: NSObject {
            let name: String
            init(_ name: String) { self.name = name }
            override func isEqual(_ object: Any?) -> Bool { (object as? Tag)?.name == name }
            override var hash: Int { name.hashValue }
        }
        let snapshot = NSDiffableDataSourceSnapshotReference()
        snapshot.appendSections(withIdentifiers: [Tag("s")])
        snapshot.appendItems(withIdentifiers: [Tag("a"), Tag("b")])
        #expect(snapshot.index(ofItemIdentifier: Tag("b")) == 1, "an equal object is the same item")
        #expect((snapshot.itemIdentifiers.first as? Tag)?.name == "a")
    }

    @Test("LIST-07 NSDiffableDataSourceSectionSnapshotReference: a tree of Any items, expansion, sub-snapshots, inserted snapshots")
    func sectionSnapshotReference() throws {
        let outline = NSDiffableDataSourceSectionSnapshotReference()
        outline.appendItems(["Fruit", "Vegetables"])
        outline.appendItems(["Apple", "Pear"], intoParentItem: "Fruit")
        outline.appendItems(["Gala"], intoParentItem: "Apple")
        outline.insertItems(["Fig"], beforeItem: "Pear")
        outline.insertItems(["Nuts"], afterItem: "Vegetables")
        #expect(outline.rootItems.compactMap { $0 as? String } == ["Fruit", "Vegetables", "Nuts"])
        #expect(outline.items.compactMap { $0 as? String } == ["Fruit", "Apple", "Gala", "Fig", "Pear", "Vegetables", "Nuts"])
        #expect(outline.level(ofItem: "Gala") == 2)
        #expect(outline.parent(ofChildItem: "Gala") as? String == "Apple")
        #expect(outline.parent(ofChildItem: "Fruit") == nil)
        #expect(outline.index(ofItem: "Pear") == 4)
        #expect(outline.index(ofItem: "Kiwi") == NSNotFound)
        #expect(outline.containsItem("Gala") && !outline.containsItem("Kiwi"))
        outline.expandItems(["Fruit"])
        #expect(outline.isExpanded("Fruit") && !outline.isExpanded("Apple"))
        #expect(outline.visibleItems.compactMap { $0 as? String } == ["Fruit", "Apple", "Fig", "Pear", "Vegetables", "Nuts"])
        #expect(!outline.isVisible("Gala"))
        #expect(outline.expandedItems().compactMap { $0 as? String } == ["Fruit"])
        #expect(outline.ofParentItem("Fruit").rootItems.compactMap { $0 as? String } == ["Apple", "Fig", "Pear"])
        #expect(outline.ofParentItem("Fruit", includingParentItem: true).rootItems.compactMap { $0 as? String } == ["Fruit"])

        let berries = NSDiffableDataSourceSectionSnapshotReference()
        berries.appendItems(["Berries"])
        berries.appendItems(["Raspberry"], intoParentItem: "Berries")
        berries.expandItems(["Berries"])
        outline.insert(berries, beforeItem: "Vegetables")
        #expect(outline.rootItems.compactMap { $0 as? String } == ["Fruit", "Berries", "Vegetables", "Nuts"])
        #expect(outline.isExpanded("Berries"), "an inserted snapshot keeps its expansion")
        #expect(outline.level(ofItem: "Raspberry") == 1)
        let nuts = NSDiffableDataSourceSectionSnapshotReference()
        nuts.appendItems(["Almond"])
        #expect(outline.insert(nuts, afterItem: "Apple") as? String == "Apple")
        #expect(outline.parent(ofChildItem: "Almond") as? String == "Fruit", "inserted as the item's sibling")

        let replacement = NSDiffableDataSourceSectionSnapshotReference()
        replacement.appendItems(["Plum"])
        outline.replaceChildren(ofParentItem: "Fruit", with: replacement)
        #expect(outline.ofParentItem("Fruit").items.compactMap { $0 as? String } == ["Plum"])
        #expect(!outline.containsItem("Gala"), "replaced children take their subtrees with them")
        outline.collapseItems(["Fruit"])
        #expect(outline.visualDescription() == """
            <NSDiffableDataSourceSectionSnapshot: 6 items, 4 roots>
            *- Fruit
                   Plum
            *+ Berries
                *  Raspberry
            *  Vegetables
            *  Nuts
            """)
        let copy = try #require(outline.copy() as? NSDiffableDataSourceSectionSnapshotReference)
        outline.deleteItems(["Berries"])
        #expect(!outline.containsItem("Raspberry"), "deleting an item deletes its children")
        #expect(copy.containsItem("Raspberry"))
        outline.deleteAllItems()
        #expect(outline.items.isEmpty)
    }

    @Test("DIFF-02 DIFF-04 DIFF-05 UITableViewDiffableDataSourceReference is the table's data source; cells are made from Any items; applied snapshots show; snapshot() is a copy")
    func tableReference() throws {
        final class Source: UITableViewDiffableDataSourceReference {
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                snapshot().sectionIdentifiers[section] as? String
            }
        }
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let window = UIWindow()
        let table = UITableView(frame: window.bounds, style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        var provided: [String] = []
        let dataSource = Source(tableView: table) { table, indexPath, item in
            provided.append("\(item)")
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "\(item)"
            cell.contentConfiguration = content
            return cell
        }
        window.addSubview(table)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        #expect(table.dataSource === dataSource)
        #expect(dataSource.defaultRowAnimation == .automatic)
        dataSource.defaultRowAnimation = .fade
        #expect(dataSource.defaultRowAnimation == .fade)

        let snapshot = NSDiffableDataSourceSnapshotReference()
        snapshot.appendSections(withIdentifiers: ["Numbers"])
        snapshot.appendItems(withIdentifiers: [1, 2, 3])
        var completed = false
        dataSource.applySnapshot(snapshot, animatingDifferences: false) { completed = true }
        screen.presentFrame()
        #expect(completed)
        #expect(provided == ["1", "2", "3"])
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) as? Int == 2)
        #expect(dataSource.indexPath(forItemIdentifier: 3) == IndexPath(row: 2, section: 0))
        #expect(dataSource.indexPath(forItemIdentifier: 4) == nil)
        #expect(table.headerView(forSection: 0) != nil, "a subclass's titleForHeaderInSection makes the header (DIFF-07)")

        let shown = dataSource.snapshot()
        shown.deleteItems(withIdentifiers: [2])
        #expect(dataSource.snapshot().numberOfItems == 3, "snapshot() is a copy")
        dataSource.applySnapshot(shown, animatingDifferences: true)
        screen.runUntilAnimationsSettle()
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) as? Int == 3)
    }

    @Test("LIST-06 LIST-08 UICollectionViewDiffableDataSourceReference: section snapshots of Any items, and a tapped disclosure expanding through sectionSnapshotHandlers (set by copy)")
    func collectionReference() throws {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let window = UIWindow()
        let collectionView = UICollectionView(frame: window.bounds,
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = item == "Fruit" ? [.outlineDisclosure()] : []
        }
        let dataSource = UICollectionViewDiffableDataSourceReference(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item as! String)
        }
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        #expect(collectionView.dataSource === dataSource)
        var texts: [String] { collectionView.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text ?? "?" } }

        var expanded: [String] = []
        let handlers = __UICollectionViewDiffableDataSourceSectionSnapshotHandlers()
        handlers.willExpandItemHandler = { expanded.append("\($0)") }
        dataSource.sectionSnapshotHandlers = handlers
        handlers.willExpandItemHandler = { _ in expanded.append("changed after assignment") }

        let outline = NSDiffableDataSourceSectionSnapshotReference()
        outline.appendItems(["Fruit", "Bread"])
        outline.appendItems(["Apple", "Pear"], intoParentItem: "Fruit")
        dataSource.applySnapshot(outline, toSection: "Food", animatingDifferences: false)
        screen.presentFrame()
        #expect(texts == ["Fruit", "Bread"])
        #expect(dataSource.snapshot().sectionIdentifiers.first as? String == "Food")
        #expect(dataSource.snapshot(forSection: "Food").items.count == 4)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) as? String == "Bread")
        #expect(dataSource.indexPath(forItemIdentifier: "Bread") == IndexPath(item: 1, section: 0))

        let chevron = (collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! UICollectionViewListCell).accessoryViewsByIndex[0]
        screen.tap(at: chevron.convert(CGPoint(x: chevron.bounds.midX, y: chevron.bounds.midY), to: window))
        screen.runUntilAnimationsSettle()
        #expect(expanded == ["Fruit"], "the handlers were copied when assigned")
        #expect(texts == ["Fruit", "Apple", "Pear", "Bread"])
        #expect(dataSource.snapshot(forSection: "Food").isExpanded("Fruit"))

        let flat = NSDiffableDataSourceSnapshotReference()
        flat.appendSections(withIdentifiers: ["Food"])
        flat.appendItems(withIdentifiers: ["Bread"])
        var completed = false
        dataSource.applySnapshot(flat, animatingDifferences: false) { completed = true }
        screen.presentFrame()
        #expect(completed && texts == ["Bread"])
    }

    @Test("Reordering handlers of the reference: nothing reorders without canReorderItemHandler; with it, the move arrives as a transaction of reference snapshots")
    func reorderingHandlers() throws {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400),
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = UICollectionViewDiffableDataSourceReference(collectionView: collectionView) { collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        let snapshot = NSDiffableDataSourceSnapshotReference()
        snapshot.appendSections(withIdentifiers: [0])
        snapshot.appendItems(withIdentifiers: ["a", "b", "c"])
        dataSource.applySnapshot(snapshot, animatingDifferences: false)
        #expect(!dataSource.collectionView(collectionView, canMoveItemAt: IndexPath(item: 0, section: 0)))
        let handlers = __UICollectionViewDiffableDataSourceReorderingHandlers()
        handlers.canReorderItemHandler = { ($0 as? String) != "c" }
        var finals: [[String]] = []
        var moves = 0
        handlers.didReorderHandler = { transaction in
            finals.append(transaction.finalSnapshot.itemIdentifiers.compactMap { $0 as? String })
            moves = transaction.difference.count
        }
        dataSource.reorderingHandlers = handlers
        #expect(dataSource.collectionView(collectionView, canMoveItemAt: IndexPath(item: 0, section: 0)))
        #expect(!dataSource.collectionView(collectionView, canMoveItemAt: IndexPath(item: 2, section: 0)))
        dataSource.collectionView(collectionView, moveItemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        #expect(finals == [["b", "c", "a"]])
        #expect(moves == 2, "one removal and one insertion, associated as a move")
        #expect(dataSource.snapshot().itemIdentifiers.compactMap { $0 as? String } == ["b", "c", "a"])
    }
}
