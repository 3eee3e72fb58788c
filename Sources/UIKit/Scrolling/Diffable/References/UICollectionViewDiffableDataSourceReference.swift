import Foundation

/// Makes a collection view's cell for an item (the Objective-C form of the generic data
/// source's `CellProvider`, with the item as `Any`).
public typealias UICollectionViewDiffableDataSourceReferenceCellProvider =
    @MainActor (UICollectionView, IndexPath, Any) -> UICollectionViewCell?
/// Makes a supplementary view (a header, a footer) of the given kind.
public typealias UICollectionViewDiffableDataSourceReferenceSupplementaryViewProvider =
    @MainActor (UICollectionView, String, IndexPath) -> UICollectionReusableView?

/// The Objective-C form of `UICollectionViewDiffableDataSource`: identifiers are `Any`,
/// snapshots are `NSDiffableDataSourceSnapshotReference`s and
/// `NSDiffableDataSourceSectionSnapshotReference`s. It is the collection view's data source and
/// behaves as the generic class does (outlines, reordering), which it uses inside.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSourceReference: NSObject, UICollectionViewDataSource, DiffableDataSourceMarker,
    OutlineDataSource, CollectionReordering, DiffableReference {
    private let source: UICollectionViewDiffableDataSource<DiffableIdentifier, DiffableIdentifier>

    public init(collectionView: UICollectionView,
                cellProvider: @escaping UICollectionViewDiffableDataSourceReferenceCellProvider) {
        source = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            cellProvider(collectionView, indexPath, item.base)
        }
        super.init()
        collectionView.dataSource = self
        connectHandlers()
    }

    open var supplementaryViewProvider: UICollectionViewDiffableDataSourceReferenceSupplementaryViewProvider? {
        get { source.supplementaryViewProvider }
        set { source.supplementaryViewProvider = newValue }
    }

    /// Whether the user may reorder an item by its reorder accessory, and what happens
    /// around a reorder. Assigned by copy, as UIKit's (`@NSCopying`) property is.
    open var reorderingHandlers = __UICollectionViewDiffableDataSourceReorderingHandlers() {
        didSet { reorderingHandlers = reorderingHandlers.copy() as! __UICollectionViewDiffableDataSourceReorderingHandlers }
    }

    /// Hooks around expanding and collapsing outline items. Assigned by copy.
    open var sectionSnapshotHandlers = __UICollectionViewDiffableDataSourceSectionSnapshotHandlers() {
        didSet { sectionSnapshotHandlers = sectionSnapshotHandlers.copy() as! __UICollectionViewDiffableDataSourceSectionSnapshotHandlers }
    }

    /// The generic source's handlers read this object's handler objects as they are when used.
    private func connectHandlers() {
        source.reorderingHandlers.canReorderItem = { [unowned self] item in
            reorderingHandlers.canReorderItemHandler?(item.base) ?? false
        }
        source.reorderingHandlers.willReorder = { [unowned self] transaction in
            reorderingHandlers.willReorderHandler?(__NSDiffableDataSourceTransaction(transaction))
        }
        source.reorderingHandlers.didReorder = { [unowned self] transaction in
            reorderingHandlers.didReorderHandler?(__NSDiffableDataSourceTransaction(transaction))
        }
        source.sectionSnapshotHandlers.shouldExpandItem = { [unowned self] item in
            sectionSnapshotHandlers.shouldExpandItemHandler?(item.base) ?? true
        }
        source.sectionSnapshotHandlers.willExpandItem = { [unowned self] item in
            sectionSnapshotHandlers.willExpandItemHandler?(item.base)
        }
        source.sectionSnapshotHandlers.shouldCollapseItem = { [unowned self] item in
            sectionSnapshotHandlers.shouldCollapseItemHandler?(item.base) ?? true
        }
        source.sectionSnapshotHandlers.willCollapseItem = { [unowned self] item in
            sectionSnapshotHandlers.willCollapseItemHandler?(item.base)
        }
        source.sectionSnapshotHandlers.snapshotForExpandingParent = { [unowned self] item, children in
            guard let provide = sectionSnapshotHandlers.snapshotForExpandingParentItemHandler else { return children }
            return provide(item.base, NSDiffableDataSourceSectionSnapshotReference(children)).storage
        }
    }

    // MARK: Snapshots

    /// A copy of the state shown.
    open func snapshot() -> NSDiffableDataSourceSnapshotReference {
        NSDiffableDataSourceSnapshotReference(source.snapshot())
    }

    open func applySnapshot(_ snapshot: NSDiffableDataSourceSnapshotReference, animatingDifferences: Bool) {
        source.apply(snapshot.storage, animatingDifferences: animatingDifferences)
    }

    open func applySnapshot(_ snapshot: NSDiffableDataSourceSnapshotReference, animatingDifferences: Bool,
                            completion: (() -> Void)? = nil) {
        source.apply(snapshot.storage, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The section's outline (its items as roots when none was applied).
    open func snapshot(forSection section: Any) -> NSDiffableDataSourceSectionSnapshotReference {
        let key = Self.key(section, "snapshot(forSection:)")
        return NSDiffableDataSourceSectionSnapshotReference(source.snapshot(for: key))
    }

    /// Shows the section as `snapshot`'s visible items, appending the section if it is new.
    open func applySnapshot(_ snapshot: NSDiffableDataSourceSectionSnapshotReference, toSection sectionIdentifier: Any,
                            animatingDifferences: Bool) {
        applySnapshot(snapshot, toSection: sectionIdentifier, animatingDifferences: animatingDifferences, completion: nil)
    }

    open func applySnapshot(_ snapshot: NSDiffableDataSourceSectionSnapshotReference, toSection sectionIdentifier: Any,
                            animatingDifferences: Bool, completion: (() -> Void)? = nil) {
        let key = Self.key(sectionIdentifier, "applySnapshot(_:toSection:animatingDifferences:)")
        source.apply(snapshot.storage, to: key, animatingDifferences: animatingDifferences, completion: completion)
    }

    open func itemIdentifier(for indexPath: IndexPath) -> Any? {
        source.itemIdentifier(for: indexPath)?.base
    }

    open func indexPath(forItemIdentifier identifier: Any) -> IndexPath? {
        source.indexPath(for: Self.key(identifier, "indexPath(forItemIdentifier:)"))
    }

    // MARK: Outlines and reordering (the collection view asks its data source)

    func outlineLevel(at indexPath: IndexPath) -> Int { source.outlineLevel(at: indexPath) }
    func outlineIsExpanded(at indexPath: IndexPath) -> Bool { source.outlineIsExpanded(at: indexPath) }
    func outlineToggle(at indexPath: IndexPath) { source.outlineToggle(at: indexPath) }
    func canReorderItem(at indexPath: IndexPath) -> Bool { source.canReorderItem(at: indexPath) }
    func reorderItem(from source: IndexPath, to destination: IndexPath) { self.source.reorderItem(from: source, to: destination) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { source.numberOfSections(in: collectionView) }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        source.collectionView(collectionView, numberOfItemsInSection: section)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        source.collectionView(collectionView, cellForItemAt: indexPath)
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        source.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }

    /// Whether the item may be moved interactively: only when
    /// `reorderingHandlers.canReorderItemHandler` says so.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        canReorderItem(at: indexPath)
    }

    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        reorderItem(from: sourceIndexPath, to: destinationIndexPath)
    }

    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }

    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath {
        OptionalRequirement.markDefault()
        return IndexPath(item: 0, section: 0)
    }
}
