import Foundation

/// Makes a table's cell for an item (the Objective-C form of the generic data source's
/// `CellProvider`, with the item as `Any`).
public typealias UITableViewDiffableDataSourceReferenceCellProvider = @MainActor (UITableView, IndexPath, Any) -> UITableViewCell?

/// The Objective-C form of `UITableViewDiffableDataSource`: identifiers are `Any`, snapshots
/// are `NSDiffableDataSourceSnapshotReference`s. It is the table's data source and behaves
/// as the generic class does (DIFF-02, DIFF-04), which it uses inside; subclasses override
/// the data source methods (headers, editing, moving) as they would on the generic class.
@preconcurrency @MainActor
open class UITableViewDiffableDataSourceReference: NSObject, UITableViewDataSource, DiffableDataSourceMarker, DiffableReference {
    private let source: UITableViewDiffableDataSource<DiffableIdentifier, DiffableIdentifier>

    public init(tableView: UITableView, cellProvider: @escaping UITableViewDiffableDataSourceReferenceCellProvider) {
        source = UITableViewDiffableDataSource(tableView: tableView) { tableView, indexPath, item in
            cellProvider(tableView, indexPath, item.base)
        }
        super.init()
        tableView.dataSource = self
    }

    /// How rows come and go when a snapshot is applied with animation.
    open var defaultRowAnimation: UITableView.RowAnimation {
        get { source.defaultRowAnimation }
        set { source.defaultRowAnimation = newValue }
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

    open func itemIdentifier(for indexPath: IndexPath) -> Any? {
        source.itemIdentifier(for: indexPath)?.base
    }

    open func indexPath(forItemIdentifier identifier: Any) -> IndexPath? {
        source.indexPath(for: Self.key(identifier, "indexPath(forItemIdentifier:)"))
    }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { source.numberOfSections(in: tableView) }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        source.tableView(tableView, numberOfRowsInSection: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        source.tableView(tableView, cellForRowAt: indexPath)
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        OptionalRequirement.markDefault(); return nil
    }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        OptionalRequirement.markDefault(); return nil
    }
    /// False: editing is enabled by overriding this (DIFF-07).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}

    /// The user moved a row: the snapshot follows, so later applies start from where it is.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        source.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
    }
}
