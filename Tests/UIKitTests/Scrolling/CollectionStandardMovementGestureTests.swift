import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// `UICollectionViewController.installsStandardGestureForInteractiveMovement` (issue 45): the
/// press that picks an item up, carries it and puts it down through the data source.
@MainActor
@Suite("Collection view controller's standard movement press", .serialized, .exclusiveUIKit)
struct CollectionStandardMovementGestureTests {
    /// One column of 50-point rows, items 0…7, moved in `items` as the data source is told.
    class ListController: UICollectionViewController {
        var items = Array(0..<8)
        var moves: [String] = []

        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 320, height: 50)
            layout.minimumLineSpacing = 0
            super.init(collectionViewLayout: layout)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.tag = items[indexPath.item]
            return cell
        }

        override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            moves.append("\(sourceIndexPath.item)->\(destinationIndexPath.item)")
            items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        }
    }

    /// The same list, whose data source says which items may move.
    final class MovableListController: ListController {
        override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            indexPath.item != 5
        }
    }

    func show(_ controller: UICollectionViewController) -> (HeadlessScreen, UIWindow) {
        let screen = HeadlessScreen(size: CGSize(width: 320, height: 600), scale: 1)
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        screen.presentFrame()
        return (screen, window)
    }

    /// Presses at `start`, holds past the long-press delay, moves to `end` in steps and lets go.
    func pressAndCarry(_ screen: HeadlessScreen, from start: CGPoint, to end: CGPoint, cancel: Bool = false) {
        screen.touchDown(at: start)
        screen.advance(by: 0.6)
        for step in 1...6 {
            let t = CGFloat(step) / 6
            screen.touchMove(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
            screen.advance(by: 1.0 / 60)
        }
        if cancel { screen.touchCancel(at: end) } else { screen.touchUp(at: end) }
        _ = screen.runUntilAnimationsSettle()
    }

    @Test("Issue 45: on by default, the press picks an item up, the item follows the finger, and letting go moves it through collectionView(_:moveItemAt:to:)")
    func pressMovesItem() throws {
        let controller = MovableListController()
        let (screen, window) = show(controller)
        defer { window.isHidden = true }
        #expect(controller.installsStandardGestureForInteractiveMovement)
        let gesture = try #require(controller.standardMovementGesture)
        #expect(gesture.view === controller.collectionView)
        pressAndCarry(screen, from: CGPoint(x: 160, y: 25), to: CGPoint(x: 160, y: 175))
        #expect(controller.moves == ["0->3"])
        #expect(controller.items == [1, 2, 3, 0, 4, 5, 6, 7])
        #expect(controller.collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.tag == 0)
        // An item its data source keeps in place is not picked up.
        pressAndCarry(screen, from: CGPoint(x: 160, y: 275), to: CGPoint(x: 160, y: 25))
        #expect(controller.moves == ["0->3"])
    }

    @Test("Issue 45: a cancelled press puts the item back; turned off, the press is gone and items stay; a data source that does not answer canMoveItemAt moves nothing")
    func cancelledOffAndUnanswered() throws {
        let controller = MovableListController()
        let (screen, window) = show(controller)
        defer { window.isHidden = true }
        pressAndCarry(screen, from: CGPoint(x: 160, y: 25), to: CGPoint(x: 160, y: 175), cancel: true)
        #expect(controller.moves.isEmpty && controller.items == Array(0..<8))
        #expect(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 0, "back in its place")

        let installed = try #require(controller.standardMovementGesture)
        controller.installsStandardGestureForInteractiveMovement = false
        #expect(controller.standardMovementGesture == nil)
        #expect(!(controller.collectionView.gestureRecognizers ?? []).contains { $0 === installed })
        pressAndCarry(screen, from: CGPoint(x: 160, y: 25), to: CGPoint(x: 160, y: 175))
        #expect(controller.moves.isEmpty)
        controller.installsStandardGestureForInteractiveMovement = true
        #expect(controller.standardMovementGesture?.view === controller.collectionView)

        let plain = ListController()
        let (plainScreen, plainWindow) = show(plain)
        defer { plainWindow.isHidden = true }
        pressAndCarry(plainScreen, from: CGPoint(x: 160, y: 25), to: CGPoint(x: 160, y: 175))
        #expect(plain.moves.isEmpty && plain.items == Array(0..<8))
        #expect(plain.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minY == 0)
    }
}
