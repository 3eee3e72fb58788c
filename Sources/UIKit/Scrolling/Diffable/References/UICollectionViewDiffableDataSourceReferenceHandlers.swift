import Foundation

/// The Objective-C form of `UICollectionViewDiffableDataSource.ReorderingHandlers`, which
/// Swift imports with a leading `__` (its apinotes hide it for the generic struct).
open class __UICollectionViewDiffableDataSourceReorderingHandlers: NSObject, NSCopying {
    /// Whether the item may be dragged by its reorder accessory; without it nothing reorders.
    open var canReorderItemHandler: (@MainActor (Any) -> Bool)?
    open var willReorderHandler: (@MainActor (__NSDiffableDataSourceTransaction) -> Void)?
    open var didReorderHandler: (@MainActor (__NSDiffableDataSourceTransaction) -> Void)?

    public override init() { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = __UICollectionViewDiffableDataSourceReorderingHandlers()
        copy.canReorderItemHandler = canReorderItemHandler
        copy.willReorderHandler = willReorderHandler
        copy.didReorderHandler = didReorderHandler
        return copy
    }
}

/// The Objective-C form of `UICollectionViewDiffableDataSource.SectionSnapshotHandlers`
/// (imported with a leading `__`).
open class __UICollectionViewDiffableDataSourceSectionSnapshotHandlers: NSObject, NSCopying {
    open var shouldExpandItemHandler: (@MainActor (Any) -> Bool)?
    open var willExpandItemHandler: (@MainActor (Any) -> Void)?
    open var shouldCollapseItemHandler: (@MainActor (Any) -> Bool)?
    open var willCollapseItemHandler: (@MainActor (Any) -> Void)?
    /// Supplies the children to show when a parent expands (lazily loaded outlines).
    open var snapshotForExpandingParentItemHandler:
        (@MainActor (Any, NSDiffableDataSourceSectionSnapshotReference) -> NSDiffableDataSourceSectionSnapshotReference)?

    public override init() { super.init() }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = __UICollectionViewDiffableDataSourceSectionSnapshotHandlers()
        copy.shouldExpandItemHandler = shouldExpandItemHandler
        copy.willExpandItemHandler = willExpandItemHandler
        copy.shouldCollapseItemHandler = shouldCollapseItemHandler
        copy.willCollapseItemHandler = willCollapseItemHandler
        copy.snapshotForExpandingParentItemHandler = snapshotForExpandingParentItemHandler
        return copy
    }
}

/// The Objective-C form of `NSDiffableDataSourceTransaction` (imported with a leading `__`):
/// what a reorder did, as reference snapshots.
open class __NSDiffableDataSourceTransaction: NSObject {
    public let initialSnapshot: NSDiffableDataSourceSnapshotReference
    public let finalSnapshot: NSDiffableDataSourceSnapshotReference
    /// The items' difference from the initial snapshot to the final one, moves inferred.
    public let difference: CollectionDifference<Any>

    init(_ transaction: NSDiffableDataSourceTransaction<DiffableIdentifier, DiffableIdentifier>) {
        initialSnapshot = NSDiffableDataSourceSnapshotReference(transaction.initialSnapshot)
        finalSnapshot = NSDiffableDataSourceSnapshotReference(transaction.finalSnapshot)
        let changes: [CollectionDifference<Any>.Change] = transaction.difference.map { change in
            switch change {
            case .insert(let offset, let element, let associatedWith): .insert(offset: offset, element: element.base, associatedWith: associatedWith)
            case .remove(let offset, let element, let associatedWith): .remove(offset: offset, element: element.base, associatedWith: associatedWith)
            }
        }
        difference = CollectionDifference(changes)!
        super.init()
    }
}
