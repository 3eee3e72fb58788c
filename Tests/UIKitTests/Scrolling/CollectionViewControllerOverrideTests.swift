import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UICollectionViewController: a subclass's data source and delegate methods are the ones called", .serialized, .exclusiveUIKit)
struct CollectionViewControllerOverrideTests {
    private final class Grid: UICollectionViewController {
        var items = ["A", "B", "C", "D"]
        var moves: [(IndexPath, IndexPath)] = []
        var removedSupplementaries = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { indexPath.item != 3 }
        override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            moves.append((sourceIndexPath, destinationIndexPath))
            items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        }
        override func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
                                     toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
            IndexPath(item: min(proposedIndexPath.item, 2), section: 0)
        }
        override func indexTitles(for collectionView: UICollectionView) -> [String]? { ["A", "C"] }
        override func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
            IndexPath(item: index * 2, section: 0)
        }
    }

    @Test("canMoveItemAt, moveItemAt and targetIndexPathForMove of a subclass drive an interactive movement; its index titles are the collection view's")
    func overrides() throws {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 50)
        let grid = Grid(collectionViewLayout: layout)
        let window = UIWindow()
        window.rootViewController = grid
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        screen.presentFrame()
        let collectionView = try #require(grid.collectionView)
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)), "the subclass's canMoveItemAt said no")
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        let last = try #require(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(last.center)
        collectionView.endInteractiveMovement()
        screen.runUntilAnimationsSettle()
        #expect(grid.moves.count == 1)
        #expect(grid.moves.first?.1 == IndexPath(item: 2, section: 0), "held to the subclass's target")
        #expect(grid.items == ["B", "C", "A", "D"])
        #expect(grid.indexTitles(for: collectionView) == ["A", "C"])
        #expect(collectionView.dataSource?.indexTitles(for: collectionView) == ["A", "C"], "the subclass's, through the protocol")
    }
}
