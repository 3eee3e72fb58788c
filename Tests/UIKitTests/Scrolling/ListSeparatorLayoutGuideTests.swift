import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UICollectionViewListCell.separatorLayoutGuide", .serialized, .exclusiveUIKit)
struct ListSeparatorLayoutGuideTests {
    /// A plain list of three cells; `configure` sets each cell up.
    private func show(_ configure: @escaping (UICollectionViewListCell, Int) -> Void) -> (HeadlessScreen, UIWindow, UICollectionView) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let window = UIWindow()
        let collectionView = UICollectionView(frame: window.bounds,
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in configure(cell, item) }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([0, 1, 2])
        dataSource.apply(snapshot, animatingDifferences: false)
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        screen.presentFrame()
        objc_keep(dataSource, in: collectionView)
        return (screen, window, collectionView)
    }

    private func separatorX(_ collectionView: UICollectionView, _ item: Int) -> CGFloat? {
        (collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell)?.core.separator.frame.minX
    }

    @Test("Untouched, the guide sits where the separator starts (the text's leading edge), and asking for it moves nothing")
    func standardPlace() throws {
        var standard: CGFloat?
        let (_, window, collectionView) = show { cell, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
        }
        defer { window.isHidden = true }
        standard = separatorX(collectionView, 0)
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        let guide = cell.separatorLayoutGuide
        #expect(cell.separatorLayoutGuide === guide, "one guide per cell")
        cell.layoutIfNeeded()
        #expect(guide.owningView === cell)
        #expect(abs(guide.layoutFrame.minX - (standard ?? -1)) < 0.5)
        #expect(abs((separatorX(collectionView, 0) ?? -1) - (standard ?? -2)) < 0.5)
        #expect(guide.layoutFrame.maxX == cell.bounds.width)
    }

    @Test("Constrained to a view of the cell's own, the separator starts where that view does")
    func constrained() throws {
        let (_, window, collectionView) = show { cell, item in
            guard cell.contentView.viewWithTag(7) == nil else { return }
            let badge = UIView()
            badge.tag = 7
            badge.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(badge)
            NSLayoutConstraint.activate([
                badge.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 70),
                badge.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
                badge.widthAnchor.constraint(equalToConstant: 20),
                badge.heightAnchor.constraint(equalToConstant: 20),
                cell.separatorLayoutGuide.leadingAnchor.constraint(equalTo: badge.leadingAnchor),
            ])
        }
        defer { window.isHidden = true }
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        cell.layoutIfNeeded()
        let badge = try #require(cell.contentView.viewWithTag(7))
        let badgeX = badge.convert(badge.bounds, to: cell).minX
        #expect(abs((separatorX(collectionView, 1) ?? -1) - badgeX) < 0.5)
        #expect(badgeX > 60)
    }
}

/// Keeps `object` alive as long as `owner` (the data source, which the collection view holds weakly).
@MainActor
private func objc_keep(_ object: AnyObject, in owner: UIView) {
    kept.append((object, owner))
}
@MainActor private var kept: [(AnyObject, UIView)] = []
