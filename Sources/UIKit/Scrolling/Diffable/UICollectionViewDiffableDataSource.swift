import Foundation

/// A collection view data source driven by snapshots, with per-section outline snapshots:
/// `apply(_:to:animatingDifferences:)` shows a section's visible items (creating the section
/// if needed, LIST-06), and tapping an outline disclosure expands or collapses through
/// `sectionSnapshotHandlers` (LIST-08).
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    NSObject, UICollectionViewDataSource, DiffableDataSourceMarker, OutlineDataSource {
    public typealias CellProvider = @MainActor (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    public typealias SectionSnapshot = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>

    /// Hooks around expanding and collapsing outline items.
    public struct SectionSnapshotHandlers<Item: Hashable & Sendable> {
        public var shouldExpandItem: ((Item) -> Bool)?
        public var willExpandItem: ((Item) -> Void)?
        public var shouldCollapseItem: ((Item) -> Bool)?
        public var willCollapseItem: ((Item) -> Void)?
        /// Supplies the children to show when a parent expands (lazily loaded outlines).
        public var snapshotForExpandingParent: ((Item, NSDiffableDataSourceSectionSnapshot<Item>) -> NSDiffableDataSourceSectionSnapshot<Item>)?
        public init() {}
    }

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    open var supplementaryViewProvider: SupplementaryViewProvider?
    open var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// What happens when the user drags an item by its `.reorder()` accessory: whether it may
    /// move, and what the data source hears before and after it moved.
    public struct ReorderingHandlers {
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        public init() {}
    }

    open var reorderingHandlers = ReorderingHandlers()
    private var current = Snapshot()
    private var sectionSnapshots: [SectionIdentifierType: SectionSnapshot] = [:]

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    open func snapshot() -> Snapshot { current }

    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let previous = current
        current = snapshot
        current.clearReloads()
        // A whole snapshot replaces the outlines of sections whose items it changed.
        for (section, outline) in sectionSnapshots where snapshot.indexOfSection(section) == nil
            || snapshot.itemIdentifiers(inSection: section) != outline.visibleItems {
            sectionSnapshots[section] = nil
        }
        show(from: previous, to: snapshot, animated: animatingDifferences, completion: completion)
    }

    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot
        current.clearReloads()
        sectionSnapshots = [:]
        collectionView?.reloadData()
        completion?()
    }

    /// The section's outline (its items as roots when none was applied).
    open func snapshot(for section: SectionIdentifierType) -> SectionSnapshot {
        if let outline = sectionSnapshots[section] { return outline }
        var flat = SectionSnapshot()
        if current.indexOfSection(section) != nil { flat.append(current.itemIdentifiers(inSection: section)) }
        return flat
    }

    /// Shows the section as `snapshot`'s visible items, appending the section if it is new.
    open func apply(_ snapshot: SectionSnapshot, to section: SectionIdentifierType, animatingDifferences: Bool = true,
                    completion: (() -> Void)? = nil) {
        let previous = current
        var next = current
        next.replaceItems(inSection: section, with: snapshot.visibleItems)
        sectionSnapshots[section] = snapshot
        current = next
        show(from: previous, to: next, animated: animatingDifferences, completion: completion)
    }

    private func show(from previous: Snapshot, to next: Snapshot, animated: Bool, completion: (() -> Void)?) {
        guard let collectionView else {
            completion?()
            return
        }
        let updates = SnapshotDifference.updates(from: previous, to: next)
        collectionView.performBatch({
            for update in updates { collectionView.enqueue(update) }
        }, animated: animated, completion: { _ in completion?() }, fromDiffableDataSource: true)
        // Expansion changes show on the cells that stay.
        for (indexPath, cell) in collectionView.visibleCollectionCells { collectionView.listRefreshPosition(of: cell, at: indexPath) }
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.itemIdentifier(at: indexPath)
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifier(at: index)
    }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: Outlines

    private func outline(at indexPath: IndexPath) -> (SectionIdentifierType, SectionSnapshot, ItemIdentifierType)? {
        guard let section = sectionIdentifier(for: indexPath.section), let outline = sectionSnapshots[section],
              let item = itemIdentifier(for: indexPath) else { return nil }
        return (section, outline, item)
    }

    func outlineLevel(at indexPath: IndexPath) -> Int {
        outline(at: indexPath).map { $0.1.level(of: $0.2) } ?? 0
    }

    func outlineIsExpanded(at indexPath: IndexPath) -> Bool {
        outline(at: indexPath).map { $0.1.isExpanded($0.2) } ?? false
    }

    func outlineToggle(at indexPath: IndexPath) {
        guard let (section, outline, item) = outline(at: indexPath) else { return }
        var next = outline
        if outline.isExpanded(item) {
            guard sectionSnapshotHandlers.shouldCollapseItem?(item) ?? true else { return }
            sectionSnapshotHandlers.willCollapseItem?(item)
            next.collapse([item])
        } else {
            guard sectionSnapshotHandlers.shouldExpandItem?(item) ?? true else { return }
            sectionSnapshotHandlers.willExpandItem?(item)
            if let provide = sectionSnapshotHandlers.snapshotForExpandingParent {
                next.replace(childrenOf: item, using: provide(item, outline.snapshot(of: item)))
            }
            next.expand([item])
        }
        apply(next, to: section, animatingDifferences: true)
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.numberOfItems(inSectionAt: section)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(collectionView, indexPath, item) else {
            preconditionFailure("UICollectionViewDiffableDataSource: the cell provider returned nil for \(indexPath); it must return a cell for every item")
        }
        return cell
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        guard let view = supplementaryViewProvider?(collectionView, kind, indexPath) else {
            preconditionFailure("UICollectionViewDiffableDataSource: the list asks for a \(kind) but supplementaryViewProvider is nil or returned nil; set it, or set the list configuration's headerMode/footerMode to .none")
        }
        return view
    }

    /// Whether the item may be moved interactively: only when
    /// `reorderingHandlers.canReorderItem` says so.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        canReorderItem(at: indexPath)
    }

    /// An interactive movement ended: the item moves in the snapshot, and the reordering
    /// handlers hear of it.
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        reorderItem(from: sourceIndexPath, to: destinationIndexPath)
    }

    /// None by default: override, with `collectionView(_:indexPathForIndexTitle:at:)`, to show
    /// an index down the trailing edge.
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    /// Override beside `indexTitles(for:)`: where a title's content starts. Not overridden,
    /// choosing a title goes nowhere.
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        OptionalRequirement.markDefault()
        return IndexPath(item: 0, section: 0)
    }
}
