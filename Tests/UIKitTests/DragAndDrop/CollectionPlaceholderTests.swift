import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Placeholders for drops on list collection views whose data loads later (DND-26, DND-27),
/// over a diffable data source and over a plain one.
@MainActor
@Suite("Collection view drop placeholders", .serialized, .exclusiveUIKit)
struct CollectionPlaceholderTests {
    /// A fruit list whose drops from elsewhere insert a placeholder; diffable or plain.
    @MainActor
    final class LoadingFruit: NSObject, UICollectionViewDataSource, UICollectionViewDropDelegate {
        var fruit = ["Apple", "Banana", "Cherry", "Damson", "Elder", "Fig"]
        let collectionView = UICollectionView(frame: CGRect(x: 400, y: 0, width: 400, height: 600),
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
        var diffable: UICollectionViewDiffableDataSource<Int, String>?
        var context: UICollectionViewDropPlaceholderContext?
        var asked: [Int] = []
        var configured = 0
        var shaped: [CGSize] = []
        var plum: DragSourceRecorder?
        /// When set, drops land into this rect of the item under them instead of a placeholder.
        var landingRect: CGRect?

        init(diffable isDiffable: Bool) {
            super.init()
            collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "fruit")
            collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "loading")
            if isDiffable {
                diffable = UICollectionViewDiffableDataSource(collectionView: collectionView) { [weak self] collectionView, indexPath, item in
                    self?.asked.append(indexPath.item)
                    return Self.cell(collectionView, indexPath, item)
                }
                apply()
            } else {
                collectionView.dataSource = self
            }
            collectionView.dropDelegate = self
        }

        static func cell(_ collectionView: UICollectionView, _ indexPath: IndexPath, _ text: String) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "fruit", for: indexPath)
            var content = UIListContentConfiguration.cell()
            content.text = text
            cell.contentConfiguration = content
            return cell
        }

        func apply() {
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(fruit, toSection: 0)
            diffable?.apply(snapshot, animatingDifferences: true)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { fruit.count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            asked.append(indexPath.item)
            return Self.cell(collectionView, indexPath, fruit[indexPath.item])
        }

        func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                            withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
            UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        }

        func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
            guard let item = coordinator.items.first, let destination = coordinator.destinationIndexPath else { return }
            if let landingRect {
                coordinator.drop(item.dragItem, intoItemAt: destination, rect: landingRect)
                return
            }
            let placeholder = UICollectionViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "loading")
            placeholder.cellUpdateHandler = { [weak self] cell in
                self?.configured += 1
                var content = UIListContentConfiguration.cell()
                content.text = "Loading…"
                cell.contentConfiguration = content
            }
            placeholder.previewParametersProvider = { [weak self] cell in
                self?.shaped.append(cell.bounds.size)
                let parameters = UIDragPreviewParameters()
                parameters.visiblePath = UIBezierPath(roundedRect: cell.bounds.insetBy(dx: 8, dy: 4), cornerRadius: 8)
                return parameters
            }
            context = coordinator.drop(item.dragItem, to: placeholder)
        }
    }

    func makeScene(diffable: Bool) -> (HeadlessScreen, UIWindow, LoadingFruit) {
        let screen = HeadlessScreen(size: CGSize(width: 800, height: 600), scale: 1)
        let window = UIWindow()
        let root = UIViewController()
        let loading = LoadingFruit(diffable: diffable)
        root.view.addSubview(loading.collectionView)
        let plumView = UIView(frame: CGRect(x: 100, y: 100, width: 120, height: 120))
        let plum = DragSourceRecorder()
        plumView.addInteraction(UIDragInteraction(delegate: plum))
        root.view.addSubview(plumView)
        loading.plum = plum
        window.rootViewController = root
        window.makeKeyAndVisible()
        screen.presentFrame()
        return (screen, window, loading)
    }

    func dropPlum(on screen: HeadlessScreen, at end: CGPoint) {
        screen.liftAndMove(from: CGPoint(x: 160, y: 160), to: end)
        screen.advance(by: 0.3)
        screen.touchUp(at: end)
        _ = screen.runUntilAnimationsSettle()
    }

    func text(_ collectionView: UICollectionView, _ item: Int) -> String? {
        (collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.contentConfiguration as? UIListContentConfiguration)?.text
    }

    @Test("DND-26 DND-27 a placeholder item shows without the data source knowing; committing shows the real item, deleting takes it away", arguments: [true, false])
    func placeholderLifecycle(diffable: Bool) throws {
        let (screen, window, loading) = makeScene(diffable: diffable)
        defer { window.isHidden = true }
        let collectionView = loading.collectionView
        #expect(!collectionView.hasUncommittedUpdates)
        // Over the upper half of Cherry: the placeholder goes in before it.
        let cherry = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))).frame
        loading.asked.removeAll()
        dropPlum(on: screen, at: CGPoint(x: 600, y: cherry.minY + 8))
        let context = try #require(loading.context)
        #expect(collectionView.hasUncommittedUpdates)
        #expect(collectionView.numberOfItems(inSection: 0) == 7)
        #expect(text(collectionView, 2) == "Loading…")
        #expect(loading.configured >= 1)
        #expect(!loading.asked.contains(6), "the data source is asked only about its six items")
        #expect(text(collectionView, 3) == "Cherry", "items after it shift")
        #expect(loading.shaped.count == 1, "the landing takes the placeholder cell's shape from its provider")

        loading.asked.removeAll()
        #expect(context.commitInsertion { indexPath in
            loading.fruit.insert("Plum", at: indexPath.item)
            loading.apply()
        })
        screen.presentFrame()
        _ = screen.runUntilAnimationsSettle()
        #expect(!collectionView.hasUncommittedUpdates)
        #expect(loading.asked.contains(2), "the real item is asked for")
        #expect(text(collectionView, 2) == "Plum")
        #expect(collectionView.numberOfItems(inSection: 0) == 7)
        #expect(!context.deletePlaceholder(), "already committed")

        dropPlum(on: screen, at: CGPoint(x: 600, y: 10))
        let second = try #require(loading.context)
        #expect(collectionView.numberOfItems(inSection: 0) == 8)
        #expect(text(collectionView, 0) == "Loading…")
        #expect(second.deletePlaceholder())
        _ = screen.runUntilAnimationsSettle()
        #expect(collectionView.numberOfItems(inSection: 0) == 7)
        #expect(text(collectionView, 0) == "Apple")
    }

    @Test("DND-26 two placeholders at once: deleting the first moves the second up; each commits where it is")
    func twoPlaceholders() throws {
        let (screen, window, loading) = makeScene(diffable: false)
        defer { window.isHidden = true }
        let collectionView = loading.collectionView
        dropPlum(on: screen, at: CGPoint(x: 600, y: 10))
        let first = try #require(loading.context)
        let fourth = try #require(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))).frame
        dropPlum(on: screen, at: CGPoint(x: 600, y: fourth.minY + 8))
        let second = try #require(loading.context)
        #expect(collectionView.numberOfItems(inSection: 0) == 8)
        #expect(text(collectionView, 4) == "Loading…")
        #expect(first.deletePlaceholder())
        _ = screen.runUntilAnimationsSettle()
        #expect(text(collectionView, 3) == "Loading…", "the second placeholder moved up with its row")
        #expect(second.commitInsertion { indexPath in loading.fruit.insert("Quince", at: indexPath.item) })
        _ = screen.runUntilAnimationsSettle()
        #expect(loading.fruit == ["Apple", "Banana", "Cherry", "Quince", "Damson", "Elder", "Fig"])
        #expect(text(collectionView, 3) == "Quince")
    }

    @Test("DND-27 reloadData with a placeholder on show drops it, with a message, instead of corrupting the items")
    func reloadWithPlaceholder() throws {
        let (screen, window, loading) = makeScene(diffable: false)
        defer { window.isHidden = true }
        let collectionView = loading.collectionView
        dropPlum(on: screen, at: CGPoint(x: 600, y: 100))
        #expect(collectionView.hasUncommittedUpdates)
        UIKitLog.clear()
        collectionView.reloadData()
        screen.presentFrame()
        #expect(!collectionView.hasUncommittedUpdates)
        #expect(collectionView.numberOfItems(inSection: 0) == 6)
        #expect(UIKitLog.messages.contains { $0.contains("hasUncommittedUpdates") })
        #expect(loading.context?.commitInsertion { _ in } == false)
    }

    @Test("DND-25 drop(_:intoItemAt:rect:) lands the preview at the rect's centre, shrunk to fit it")
    func landingIntoRect() throws {
        let (screen, window, loading) = makeScene(diffable: false)
        defer { window.isHidden = true }
        loading.landingRect = CGRect(x: 10, y: 2, width: 60, height: 40)
        let cherry = try #require(loading.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))).frame
        let end = CGPoint(x: 600, y: cherry.minY + 8)
        screen.liftAndMove(from: CGPoint(x: 160, y: 160), to: end)
        screen.advance(by: 0.3)
        screen.touchUp(at: end)
        let overlay = try #require(window.subviews.last as? DragOverlayView)
        let preview = try #require(overlay.subviews.first { $0 is UIImageView })
        // The 120-point square shrinks to fit 60×40: a third of its size.
        #expect(abs(preview.transform.a - 1.0 / 3.0) < 0.001)
        let landing = loading.collectionView.convert(CGPoint(x: cherry.minX + 40, y: cherry.minY + 22), to: overlay)
        #expect(abs(preview.center.x - landing.x) < 0.5 && abs(preview.center.y - landing.y) < 0.5)
        _ = screen.runUntilAnimationsSettle()
    }
}
