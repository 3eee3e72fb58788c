import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A list collection view over a diffable data source of strings, in a 400×600 window.
@MainActor
private struct ListFixture {
    let screen: HeadlessScreen
    let window: UIWindow
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<String, String>

    init(configuration: UICollectionLayoutListConfiguration, accessories: @escaping (String) -> [UICellAccessory] = { _ in [] },
         size: CGSize = CGSize(width: 400, height: 600)) {
        screen = HeadlessScreen(size: size, scale: 1)
        window = UIWindow()
        collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = accessories(item)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
    }

    func show(_ sections: [(String, [String])]) {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        screen.presentFrame()
    }

    var texts: [String] {
        collectionView.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text ?? "?" }
    }

    func center(of indexPath: IndexPath) -> CGPoint {
        let cell = collectionView.cellForItem(at: indexPath)!
        return cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: window)
    }

    func close() { window.isHidden = true }
}

@MainActor
@Suite("Collection view lists", .serialized, .exclusiveUIKit)
struct CollectionListTests {
    @Test("LIST-01 list(using:) lays out rows in each appearance; a section provider can build NSCollectionLayoutSection.list",
          arguments: [UICollectionLayoutListConfiguration.Appearance.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain])
    func appearances(_ appearance: UICollectionLayoutListConfiguration.Appearance) {
        let fixture = ListFixture(configuration: UICollectionLayoutListConfiguration(appearance: appearance))
        defer { fixture.close() }
        fixture.show([("main", ["One", "Two", "Three"])])
        #expect(fixture.texts == ["One", "Two", "Three"])
        let first = fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!
        let second = fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(first.frame.height == 44)
        #expect(second.frame.minY == first.frame.maxY)
        switch appearance {
        case .insetGrouped: #expect(first.frame.minX == 16, "a 400-point window is compact: 16-point insets")
        case .sidebar: #expect(first.frame.minX == 10)
        default: #expect(first.frame.minX == 0)
        }
        let sidebarStyle = appearance == .sidebar || appearance == .sidebarPlain
        #expect(((first as? UICollectionViewListCell)?.defaultContentConfiguration().style == .sidebarCell) == sidebarStyle)

        let provided = UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: appearance), layoutEnvironment: environment)
        }
        fixture.collectionView.collectionViewLayout = provided
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == second.frame.maxY)
    }

    @Test("LIST-03 header modes: none by default; supplementary headers are views; firstItemInSection makes the first item a header cell that scrolls")
    func headerModes() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        #expect(configuration.headerMode == .none)
        configuration.headerMode = .firstItemInSection
        let fixture = ListFixture(configuration: configuration)
        defer { fixture.close() }
        fixture.show([("s", ["Header", "a", "b"])])
        let header = fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! UICollectionViewListCell
        #expect(header.isSectionHeaderItem)
        #expect(header.defaultContentConfiguration().style == .plainHeader)

        var supplementary = UICollectionLayoutListConfiguration(appearance: .grouped)
        supplementary.headerMode = .supplementary
        let second = ListFixture(configuration: supplementary)
        defer { second.close() }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, indexPath in
            var content = view.defaultContentConfiguration()
            content.text = "Section \(indexPath.section)"
            view.contentConfiguration = content
        }
        second.dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        second.show([("s", ["a", "b"])])
        let view = second.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(((view as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text == "Section 0")
        #expect(second.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))!.frame.minY >= view!.frame.maxY)
    }

    @Test("LIST-04 list cells: defaultContentConfiguration and accessories")
    func listCells() {
        let fixture = ListFixture(configuration: UICollectionLayoutListConfiguration(appearance: .insetGrouped),
                                  accessories: { _ in [.disclosureIndicator()] })
        defer { fixture.close() }
        fixture.show([("s", ["a"])])
        let cell = fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! UICollectionViewListCell
        #expect(cell.defaultContentConfiguration().style == .cell)
        #expect(cell.accessories.count == 1)
        let chevron = cell.accessoryViewsByIndex[0]
        #expect(!chevron.isHidden && chevron.frame.maxX <= cell.bounds.width - 16)
    }

    @Test("LIST-05 accessories show always, only while editing or only while not; tapping delete reveals the trailing swipe actions")
    func accessoryStates() {
        #expect(UICellAccessory.checkmark().displayed == .always)
        #expect(UICellAccessory.delete().displayed == .whenEditing)
        #expect(UICellAccessory.reorder().displayed == .whenEditing)
        #expect(UICellAccessory.disclosureIndicator().displayed == .always)
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        var removed: [IndexPath] = []
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                removed.append(indexPath); done(true)
            }])
        }
        let fixture = ListFixture(configuration: configuration,
                                  accessories: { _ in [.delete(), .label(text: "3", displayed: .whenNotEditing)] })
        defer { fixture.close() }
        fixture.show([("s", ["a", "b"])])
        let cell = fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as! UICollectionViewListCell
        #expect(cell.accessoryViewsByIndex[0].isHidden && !cell.accessoryViewsByIndex[1].isHidden)
        fixture.collectionView.isEditing = true
        fixture.screen.presentFrame()
        #expect(!cell.accessoryViewsByIndex[0].isHidden && cell.accessoryViewsByIndex[1].isHidden)
        let minus = cell.accessoryViewsByIndex[0]
        fixture.screen.tap(at: minus.convert(CGPoint(x: minus.bounds.midX, y: minus.bounds.midY), to: fixture.window))
        fixture.screen.runUntilAnimationsSettle()
        #expect(cell.core.swipeOffset < 0)
        let button = cell.core.swipeActionsView!.buttons[0]
        fixture.screen.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: fixture.window))
        #expect(removed == [IndexPath(item: 1, section: 0)])
    }

    @Test("LIST-06 section snapshots: apply(_:to:) creates a missing section; snapshot(for:) reads it back")
    func sectionSnapshots() {
        let fixture = ListFixture(configuration: UICollectionLayoutListConfiguration(appearance: .sidebar))
        defer { fixture.close() }
        var section = NSDiffableDataSourceSectionSnapshot<String>()
        section.append(["Inbox", "Sent"])
        fixture.dataSource.apply(section, to: "Mail", animatingDifferences: false)
        fixture.screen.presentFrame()
        #expect(fixture.dataSource.snapshot().sectionIdentifiers == ["Mail"])
        #expect(fixture.texts == ["Inbox", "Sent"])
        #expect(fixture.dataSource.snapshot(for: "Mail").rootItems == ["Inbox", "Sent"])
    }

    @Test("LIST-07 hierarchies: roots, children, levels, expansion, visible items and sub-snapshots")
    func hierarchy() {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Vegetables"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        outline.append(["Gala"], to: "Apple")
        #expect(outline.rootItems == ["Fruit", "Vegetables"])
        #expect(outline.items == ["Fruit", "Apple", "Gala", "Pear", "Vegetables"])
        #expect(outline.visibleItems == ["Fruit", "Vegetables"])
        #expect(outline.parent(of: "Gala") == "Apple")
        #expect(outline.level(of: "Gala") == 2)
        #expect(outline.level(of: "Fruit") == 0)
        #expect(!outline.isExpanded("Vegetables"), "an item without children is collapsed")
        outline.expand(["Fruit", "Vegetables"])
        #expect(outline.isExpanded("Fruit"))
        #expect(!outline.isExpanded("Vegetables"))
        #expect(outline.visibleItems == ["Fruit", "Apple", "Pear", "Vegetables"])
        #expect(!outline.isVisible("Gala"))
        let fruit = outline.snapshot(of: "Fruit")
        #expect(fruit.rootItems == ["Apple", "Pear"], "by default the parent is left out")
        #expect(outline.snapshot(of: "Fruit", includingParent: true).rootItems == ["Fruit"])
        outline.collapse(["Fruit"])
        #expect(outline.visibleItems == ["Fruit", "Vegetables"])
    }

    @Test("LIST-08 tapping an outline disclosure expands through the handlers; an actionHandler replaces that. LIST-09 (quirk fixed): no navigation controller is needed")
    func outlineDisclosure() {
        var handled: [String] = []
        let fixture = ListFixture(configuration: UICollectionLayoutListConfiguration(appearance: .sidebar), accessories: { item in
            item == "Custom" ? [.outlineDisclosure(actionHandler: { handled.append("custom") })]
                             : (["Fruit", "Apple"].contains(item) ? [.outlineDisclosure()] : [])
        })
        defer { fixture.close() }
        var willExpand: [String] = []
        fixture.dataSource.sectionSnapshotHandlers.willExpandItem = { willExpand.append($0) }
        fixture.dataSource.sectionSnapshotHandlers.shouldCollapseItem = { $0 != "Apple" }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Custom"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        outline.append(["Gala"], to: "Apple")
        fixture.dataSource.apply(outline, to: "main", animatingDifferences: false)
        fixture.screen.presentFrame()
        #expect(fixture.texts == ["Fruit", "Custom"])
        let chevron = (fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! UICollectionViewListCell).accessoryViewsByIndex[0]
        fixture.screen.tap(at: chevron.convert(CGPoint(x: chevron.bounds.midX, y: chevron.bounds.midY), to: fixture.window))
        fixture.screen.runUntilAnimationsSettle()
        #expect(willExpand == ["Fruit"])
        #expect(fixture.texts == ["Fruit", "Apple", "Pear", "Custom"])
        let apple = fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as! UICollectionViewListCell
        #expect(apple.indentationLevel == 1)
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.configurationState.isExpanded == true)
        let custom = (fixture.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as! UICollectionViewListCell).accessoryViewsByIndex[0]
        fixture.screen.tap(at: custom.convert(CGPoint(x: custom.bounds.midX, y: custom.bounds.midY), to: fixture.window))
        #expect(handled == ["custom"])
        #expect(fixture.texts.count == 4)
    }

    @Test("LIST-10 (quirk fixed): a pinned header draws above the rows scrolling under it")
    func pinnedHeaderOnTop() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        let fixture = ListFixture(configuration: configuration)
        defer { fixture.close() }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { view, _, _ in
            var content = view.defaultContentConfiguration()
            content.text = "Header"
            view.contentConfiguration = content
        }
        fixture.dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        fixture.show([("s", (0..<40).map { "Row \($0)" })])
        fixture.collectionView.contentOffset = CGPoint(x: 0, y: 200)
        fixture.collectionView.layoutIfNeeded()
        let header = fixture.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))!
        #expect(header.frame.minY == 200, "pinned to the top of the visible area")
        let subviews = fixture.collectionView.subviews
        let headerIndex = subviews.firstIndex { $0 === header }!
        #expect(subviews.filter { $0 is UICollectionViewListCell && $0 !== header && !$0.isHidden }.allSatisfy { cell in subviews.firstIndex { $0 === cell }! < headerIndex })
    }

    @Test("Selection in lists: single selection replaces, multiple toggles; sidebar rows take the tint with white text")
    func selection() {
        let fixture = ListFixture(configuration: UICollectionLayoutListConfiguration(appearance: .sidebar))
        defer { fixture.close() }
        fixture.show([("s", ["Inbox", "Sent", "Trash"])])
        let collectionView = fixture.collectionView
        fixture.screen.tap(at: fixture.center(of: IndexPath(item: 0, section: 0)))
        fixture.screen.tap(at: fixture.center(of: IndexPath(item: 2, section: 0)))
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        let selected = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))!
        #expect((selected.contentConfiguration as? UIListContentConfiguration)?.textProperties.color == .white)
        #expect(selected.backgroundConfiguration?.backgroundColor == .tintColor)
        collectionView.allowsMultipleSelection = true
        fixture.screen.tap(at: fixture.center(of: IndexPath(item: 0, section: 0)))
        fixture.screen.tap(at: fixture.center(of: IndexPath(item: 2, section: 0)))
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    @Test("A list of 10,000 items makes only the cells it shows")
    func reuse() {
        let fixture = ListFixture(configuration: UICollectionLayoutListConfiguration(appearance: .plain))
        defer { fixture.close() }
        fixture.show([("s", (0..<10_000).map { "Item \($0)" })])
        for step in 1...20 {
            fixture.collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 600)
            fixture.collectionView.layoutIfNeeded()
        }
        #expect(fixture.collectionView.cellsCreated <= 16)
        #expect(fixture.texts.first == "Item 272")
    }

    @Test("A list's collection view answers for its layout: an item's attributes are its row's frame, a header's its header's; the headers on screen are listed by kind")
    func listElementQueries() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.headerMode = .supplementary
        let fixture = ListFixture(configuration: configuration)
        defer { fixture.close() }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { _, _, _ in }
        fixture.dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        fixture.show([("s", ["a", "b"]), ("t", ["c"])])
        let collectionView = fixture.collectionView
        let attributes = collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
        #expect(attributes?.frame == collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame)
        #expect(attributes?.representedElementCategory == .cell)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 5, section: 0)) == nil, "past the data")
        let header = collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader,
                                                                            at: IndexPath(item: 0, section: 1))
        let view = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header != nil && header?.frame == view?.frame)
        #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionFooter,
                                                                       at: IndexPath(item: 0, section: 1)) == nil, "no footers")
        #expect(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader)
                == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        #expect(collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 2)
        #expect(collectionView.visibleSupplementaryViews(ofKind: "badge").isEmpty)
    }
}
