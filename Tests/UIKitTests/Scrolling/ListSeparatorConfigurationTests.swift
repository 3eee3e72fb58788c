import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UIListSeparatorConfiguration in list collection views", .serialized, .exclusiveUIKit)
struct ListSeparatorConfigurationTests {
    struct Scene {
        let screen: HeadlessScreen
        let window: UIWindow
        let collectionView: UICollectionView
        let dataSource: UICollectionViewDiffableDataSource<Int, String>
    }

    /// A plain list of five fruit, 400 points wide, with `configure` applied to its list configuration.
    func makeScene(_ configure: (inout UICollectionLayoutListConfiguration) -> Void = { _ in }) -> Scene {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let window = UIWindow()
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configure(&configuration)
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, fruit in
            var content = cell.defaultContentConfiguration()
            content.text = fruit
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, fruit in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: fruit)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Apple", "Banana", "Cherry", "Damson", "Elder"])
        dataSource.apply(snapshot, animatingDifferences: false)
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        screen.presentFrame()
        return Scene(screen: screen, window: window, collectionView: collectionView, dataSource: dataSource)
    }

    func core(_ scene: Scene, _ item: Int) throws -> ListCellCore {
        try #require(scene.collectionView.cellForItem(at: IndexPath(item: item, section: 0))).core
    }

    /// The visible top separator of a cell's core, if any.
    func topLine(_ cell: UICollectionViewCell) -> UIView? {
        cell.subviews.first { $0 !== cell.core.separator && $0 !== cell.core.background && $0 !== cell.contentView && !$0.isHidden
            && $0.frame.minY == 0 && $0.frame.height < 2 }
    }

    @Test("The default: automatic visibility and insets, the separator colour; each item's bottom separator starts under its text")
    func defaults() throws {
        let configuration = UIListSeparatorConfiguration(listAppearance: .plain)
        #expect(configuration.topSeparatorVisibility == .automatic && configuration.bottomSeparatorVisibility == .automatic)
        #expect(configuration.bottomSeparatorInsets == UIListSeparatorConfiguration.automaticInsets)
        #expect(UICollectionLayoutListConfiguration(appearance: .insetGrouped).separatorConfiguration == UIListSeparatorConfiguration(listAppearance: .insetGrouped))
        let scene = makeScene()
        defer { scene.window.isHidden = true }
        let apple = try core(scene, 0)
        #expect(!apple.separator.isHidden)
        #expect(apple.separator.frame.minX > 10, "under the text")
        #expect(apple.separator.frame.maxX == 400)
    }

    @Test("The list's configuration sets every item's insets and colour; the item handler changes single items: hides one's bottom separator, shows another's top")
    func configurationAndHandler() throws {
        var seen: [IndexPath] = []
        let scene = makeScene { list in
            list.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 30)
            list.separatorConfiguration.color = .systemRed
            list.itemSeparatorHandler = { indexPath, configuration in
                seen.append(indexPath)
                var configuration = configuration
                if indexPath.item == 1 { configuration.bottomSeparatorVisibility = .hidden }
                if indexPath.item == 2 {
                    configuration.topSeparatorVisibility = .visible
                    configuration.topSeparatorInsets.leading = 0
                }
                return configuration
            }
        }
        defer { scene.window.isHidden = true }
        #expect(Set(seen.map(\.item)).isSuperset(of: [0, 1, 2, 3, 4]), "asked for each item")
        let apple = try core(scene, 0)
        #expect(apple.separator.frame.minX == 40)
        #expect(abs(apple.separator.frame.maxX - 370) < 0.001)
        #expect(apple.separator.backgroundColor == .systemRed)
        #expect(try core(scene, 1).separator.isHidden, "Banana's bottom separator hidden")
        let cherry = try #require(scene.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        let top = try #require(topLine(cherry), "Cherry's top separator shows")
        #expect(top.frame.minX == 0)
        #expect(top.backgroundColor == .systemRed)
        #expect(topLine(try #require(scene.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))) == nil, "Damson has none")
    }

    @Test("showsSeparators false hides every separator, whatever the configuration says")
    func showsSeparatorsOff() throws {
        let scene = makeScene { list in
            list.showsSeparators = false
            list.separatorConfiguration.bottomSeparatorVisibility = .visible
        }
        defer { scene.window.isHidden = true }
        #expect(try core(scene, 0).separator.isHidden)
    }
}
