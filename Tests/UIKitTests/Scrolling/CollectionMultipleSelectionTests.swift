import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A collection view's two-finger selection and its per-item editing (issue 45).
@MainActor
@Suite("Collection view multiple selection", .serialized, .exclusiveUIKit)
struct CollectionMultipleSelectionTests {
    /// A grid of 100-point squares, four to a row; it enters editing when the two-finger
    /// selection begins, as Apple's sample does, and refuses editing for item 1.
    final class Grid: UICollectionViewController {
        var allowsTwoFingerSelection = false
        var log: [String] = []

        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumInteritemSpacing = 0
            layout.minimumLineSpacing = 0
            super.init(collectionViewLayout: layout)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.contentInsetAdjustmentBehavior = .never
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }

        override func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
            log.append("should \(indexPath.item)")
            return allowsTwoFingerSelection
        }

        override func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
            log.append("began \(indexPath.item)")
            setEditing(true, animated: true)
        }

        override func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {
            log.append("ended")
        }

        override func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
            indexPath.item != 1
        }
    }

    private func twoFingerDrag(_ screen: HeadlessScreen, from start: CGPoint, to end: CGPoint) {
        screen.touchDown(at: start, finger: 0)
        screen.touchDown(at: CGPoint(x: start.x + 20, y: start.y), finger: 1)
        for step in 1...10 {
            let t = CGFloat(step) / 10
            let point = CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
            screen.touchMove(to: point, finger: 0)
            screen.touchMove(to: CGPoint(x: point.x + 20, y: point.y), finger: 1)
            screen.advance(by: 0.016)
        }
        screen.touchUp(at: end, finger: 0)
        screen.touchUp(at: CGPoint(x: end.x + 20, y: end.y), finger: 1)
    }

    /// The grid in a 400×600 window.
    private func showGrid() -> (HeadlessScreen, UIWindow, Grid) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let grid = Grid()
        let window = UIWindow()
        window.rootViewController = grid
        window.makeKeyAndVisible()
        screen.presentFrame()
        return (screen, window, grid)
    }

    @Test("(issue 45) a two-finger drag over a grid selects from the first item to the one under the fingers, in index order, once the delegate agrees; it scrolls otherwise")
    func twoFingerSelection() throws {
        let (screen, window, grid) = showGrid()
        defer { window.isHidden = true }
        let collection = try #require(grid.collectionView)
        collection.allowsMultipleSelectionDuringEditing = true

        twoFingerDrag(screen, from: CGPoint(x: 150, y: 50), to: CGPoint(x: 250, y: 150))
        #expect(grid.log == ["should 1"])
        #expect(collection.indexPathsForSelectedItems == [])
        #expect(!grid.isEditing)
        screen.runUntilAnimationsSettle()

        grid.log = []
        grid.allowsTwoFingerSelection = true
        // From item 1 (second in the first row) to item 6 (third in the second row).
        twoFingerDrag(screen, from: CGPoint(x: 150, y: 50), to: CGPoint(x: 250, y: 150))
        #expect(grid.log == ["should 1", "began 1", "ended"])
        #expect(grid.isEditing && collection.isEditing)
        #expect(collection.indexPathsForSelectedItems == (1...6).map { IndexPath(item: $0, section: 0) })
        #expect(collection.contentOffset == .zero, "the two fingers selected; they did not scroll")
    }

    @Test("(issue 45) collectionView(_:canEditItemAt:) keeps an item's cell out of editing")
    func canEditItem() throws {
        let (_, window, grid) = showGrid()
        defer { window.isHidden = true }
        let collection = try #require(grid.collectionView)
        grid.setEditing(true, animated: false)
        let editable = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        let refused = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(editable.configurationState.isEditing)
        #expect(!refused.configurationState.isEditing)
    }
}
