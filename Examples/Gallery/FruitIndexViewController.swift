import Foundation
import UIKit

/// Fruit by initial letter: a plain collection-view list with an index of the letters down its
/// trailing edge (iOS 14's `indexTitles(for:)`), a separator across the top of each letter's
/// first row (`itemSeparatorHandler`), and rows that fade while they are dragged
/// (`cellDragState`).
final class FruitIndexViewController: UICollectionViewController, UICollectionViewDragDelegate {
    private let report: (String) -> Void
    private var dataSource: LetterIndexedDataSource!
    private var reportedCenter = false

    /// Each fruit of the Popovers page in three varieties, by letter.
    static let sections: [(letter: String, fruit: [String])] = {
        let names = (1...3).flatMap { round in FruitResultsViewController.fruit.map { round == 1 ? $0 : "\($0) \(round)" } }.sorted()
        let letters = Array(Set(names.map { String($0.prefix(1)) })).sorted()
        return letters.map { letter in (letter, names.filter { $0.hasPrefix(letter) }) }
    }()

    init(report: @escaping (String) -> Void) {
        self.report = report
        var list = UICollectionLayoutListConfiguration(appearance: .plain)
        list.separatorConfiguration.bottomSeparatorInsets.trailing = 24
        list.itemSeparatorHandler = { indexPath, configuration in
            var configuration = configuration
            if indexPath.item == 0, indexPath.section > 0 {
                configuration.topSeparatorVisibility = .visible
                configuration.topSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
            }
            return configuration
        }
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
        title = "Fruit Index"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, fruit in
            var content = cell.defaultContentConfiguration()
            content.text = fruit
            cell.contentConfiguration = content
            cell.configurationUpdateHandler = { [weak self] cell, state in
                // A dragged row fades in place once lifted (its preview, taken as the lift
                // starts, keeps the row's full look) while the preview travels.
                cell.contentView.alpha = state.cellDragState == .dragging ? 0.3 : 1
                if state.cellDragState != .none { self?.report("fruit index \(fruit) \(state.cellDragState == .lifting ? "lifting" : "dragging")") }
            }
        }
        dataSource = LetterIndexedDataSource(collectionView: collectionView) { collectionView, indexPath, fruit in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: fruit)
        }
        dataSource.onJump = { [weak self] letter in
            self?.report("fruit index jump \(letter)")
            DispatchQueue.main.async { self?.reportTopRow() }
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for section in Self.sections {
            snapshot.appendSections([section.letter])
            snapshot.appendItems(section.fruit, toSection: section.letter)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.dragDelegate = self
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        report("fruit index showing")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Where the index's middle is in the window, for the GUI test's pointer.
        guard !reportedCenter, let window = view.window, collectionView.bounds.height > 0 else { return }
        reportedCenter = true
        let inset = collectionView.adjustedContentInset
        let middle = CGPoint(x: collectionView.bounds.maxX - 10,
                             y: collectionView.bounds.minY + inset.top + (collectionView.bounds.height - inset.top - inset.bottom) / 2)
        let center = collectionView.convert(middle, to: window)
        report("fruit index center \(Int(center.x)) \(Int(center.y))")
    }

    private func reportTopRow() {
        collectionView.layoutIfNeeded()
        let top = collectionView.contentOffset.y + collectionView.adjustedContentInset.top
        let first = collectionView.indexPathsForVisibleItems.sorted().first { indexPath in
            (collectionView.layoutAttributesForItem(at: indexPath)?.frame.maxY ?? 0) > top + 1
        }
        guard let first, let fruit = dataSource.itemIdentifier(for: first),
              let frame = collectionView.layoutAttributesForItem(at: first)?.frame, let window = view.window else { return }
        report("fruit index top \(fruit)")
        let center = collectionView.convert(CGPoint(x: frame.midX - 200, y: frame.midY), to: window)
        report("fruit index top row \(Int(center.x)) \(Int(center.y))")
    }

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        guard let fruit = dataSource.itemIdentifier(for: indexPath) else { return [] }
        return [UIDragItem(itemProvider: NSItemProvider(object: fruit))]
    }
}

/// A diffable data source whose index is its sections' letters.
private final class LetterIndexedDataSource: UICollectionViewDiffableDataSource<String, String> {
    var onJump: ((String) -> Void)?

    override func indexTitles(for collectionView: UICollectionView) -> [String]? {
        snapshot().sectionIdentifiers
    }

    override func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        onJump?(title)
        return IndexPath(item: 0, section: index)
    }
}
