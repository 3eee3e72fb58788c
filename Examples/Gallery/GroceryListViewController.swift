import Foundation
import UIKit

/// A grocery list: a plain collection-view list over a diffable data source. While editing,
/// each item moves by its reorder accessory (the data source's reordering handlers); any time,
/// items drag to a new place, and text dropped from anywhere — another window, another
/// application — becomes a new item where it lands (from another application an "Adding…"
/// placeholder holds the place while the text arrives).
final class GroceryListViewController: UICollectionViewController, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    private let report: (String) -> Void
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    private static let addingIdentifier = "adding"

    init(report: @escaping (String) -> Void) {
        self.report = report
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)))
        title = "Grocery List"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.reorder()]
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: Self.addingIdentifier)
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            self?.report("groceries \(transaction.finalSnapshot.itemIdentifiers.joined(separator: ","))")
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Apples", "Bread", "Cheese", "Dates", "Eggs"])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report("groceries showing")
    }

    private func reportOrder() {
        report("groceries \(dataSource.snapshot().itemIdentifiers.joined(separator: ","))")
    }

    // MARK: Dragging items

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return [] }
        let dragItem = UIDragItem(itemProvider: NSItemProvider(object: item))
        dragItem.localObject = item
        return [dragItem]
    }

    // MARK: Dropping

    func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: String.self)
    }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        let moving = session.localDragSession != nil && collectionView.hasActiveDrag
        return UICollectionViewDropProposal(operation: moving ? .move : .copy, intent: .insertAtDestinationIndexPath)
    }

    /// Puts `text` into the list at `index` (at the end past it).
    private func insert(_ text: String, at index: Int) {
        var snapshot = dataSource.snapshot()
        let rest = snapshot.itemIdentifiers
        if index < rest.count { snapshot.insertItems([text], beforeItem: rest[index]) } else { snapshot.appendItems([text]) }
        dataSource.apply(snapshot)
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        let destination = coordinator.destinationIndexPath ?? IndexPath(item: dataSource.snapshot().numberOfItems, section: 0)
        for dropItem in coordinator.items {
            if let source = dropItem.sourceIndexPath, let item = dataSource.itemIdentifier(for: source) {
                var snapshot = dataSource.snapshot()
                let items = snapshot.itemIdentifiers
                let target = destination.item > source.item ? destination.item - 1 : destination.item
                snapshot.deleteItems([item])
                let rest = snapshot.itemIdentifiers
                if target < rest.count { snapshot.insertItems([item], beforeItem: rest[target]) } else { snapshot.appendItems([item]) }
                if snapshot.itemIdentifiers != items { dataSource.apply(snapshot) }
                coordinator.drop(dropItem.dragItem, toItemAt: IndexPath(item: target, section: 0))
                reportOrder()
            } else if coordinator.session.localDragSession == nil {
                // From another application the text may take a while: an "Adding…" row holds
                // its place until it arrives.
                let placeholder = UICollectionViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: Self.addingIdentifier)
                placeholder.cellUpdateHandler = { cell in
                    var content = UIListContentConfiguration.cell()
                    content.text = "Adding…"
                    content.textProperties.color = .secondaryLabel
                    cell.contentConfiguration = content
                }
                let context = coordinator.drop(dropItem.dragItem, to: placeholder)
                report("groceries adding at \(destination.item)")
                // The text arrives later, on a background queue, as on iOS: the list changes on
                // the main queue.
                dropItem.dragItem.itemProvider.loadObject(ofClass: String.self) { [weak self] text, _ in
                    DispatchQueue.main.async {
                        guard let self, let text, !text.isEmpty, !self.dataSource.snapshot().itemIdentifiers.contains(text) else {
                            context.deletePlaceholder()
                            return
                        }
                        context.commitInsertion { indexPath in self.insert(text, at: indexPath.item) }
                        self.reportOrder()
                    }
                }
            } else {
                dropItem.dragItem.itemProvider.loadObject(ofClass: String.self) { [weak self] text, _ in
                    DispatchQueue.main.async {
                        guard let self, let text, !text.isEmpty, !self.dataSource.snapshot().itemIdentifiers.contains(text) else { return }
                        self.insert(text, at: destination.item)
                        self.reportOrder()
                    }
                }
            }
        }
    }
}
