import Foundation

/// The Objective-C form of `NSDiffableDataSourceSectionSnapshot`: one section's items as a
/// tree, with `Any` identifiers. It behaves as the struct does (it is one, inside).
open class NSDiffableDataSourceSectionSnapshotReference: NSObject, NSCopying, DiffableReference {
    typealias Storage = NSDiffableDataSourceSectionSnapshot<DiffableIdentifier>
    var storage: Storage

    public override init() {
        storage = Storage()
        super.init()
    }

    init(_ storage: Storage) {
        self.storage = storage
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        NSDiffableDataSourceSectionSnapshotReference(storage)
    }


    // MARK: Changing

    open func appendItems(_ items: [Any]) {
        storage.append(Self.keys(items, "appendItems(_:)"))
    }

    open func appendItems(_ items: [Any], intoParentItem parentItem: Any?) {
        let api = "appendItems(_:intoParentItem:)"
        storage.append(Self.keys(items, api), to: parentItem.map { Self.key($0, api) })
    }

    open func insertItems(_ items: [Any], beforeItem beforeIdentifier: Any) {
        let api = "insertItems(_:beforeItem:)"
        storage.insert(Self.keys(items, api), before: Self.key(beforeIdentifier, api))
    }

    open func insertItems(_ items: [Any], afterItem afterIdentifier: Any) {
        let api = "insertItems(_:afterItem:)"
        storage.insert(Self.keys(items, api), after: Self.key(afterIdentifier, api))
    }

    open func deleteItems(_ items: [Any]) {
        storage.delete(Self.keys(items, "deleteItems(_:)"))
    }

    open func deleteAllItems() {
        storage.deleteAll()
    }

    open func expandItems(_ items: [Any]) {
        storage.expand(Self.keys(items, "expandItems(_:)"))
    }

    open func collapseItems(_ items: [Any]) {
        storage.collapse(Self.keys(items, "collapseItems(_:)"))
    }

    open func replaceChildren(ofParentItem parentItem: Any, with snapshot: NSDiffableDataSourceSectionSnapshotReference) {
        storage.replace(childrenOf: Self.key(parentItem, "replaceChildren(ofParentItem:with:)"), using: snapshot.storage)
    }

    /// Inserts `snapshot`'s items (their subtrees and expansion included) before `item`, as
    /// its siblings.
    open func insert(_ snapshot: NSDiffableDataSourceSectionSnapshotReference, beforeItem item: Any) {
        storage.insert(snapshot.storage, before: Self.key(item, "insert(_:beforeItem:)"))
    }

    /// Inserts `snapshot`'s items after `item`, as its siblings; returns `item`.
    @discardableResult
    open func insert(_ snapshot: NSDiffableDataSourceSectionSnapshotReference, afterItem item: Any) -> Any {
        storage.insert(snapshot.storage, after: Self.key(item, "insert(_:afterItem:)"))
        return item
    }

    // MARK: Reading

    open func isExpanded(_ item: Any) -> Bool { storage.isExpanded(Self.key(item, "isExpanded(_:)")) }
    open func isVisible(_ item: Any) -> Bool { storage.isVisible(Self.key(item, "isVisible(_:)")) }
    open func containsItem(_ item: Any) -> Bool { storage.contains(Self.key(item, "containsItem(_:)")) }
    open func level(ofItem item: Any) -> Int { storage.level(of: Self.key(item, "level(ofItem:)")) }

    /// The item's position among all items (depth first), or `NSNotFound`.
    open func index(ofItem item: Any) -> Int { storage.index(of: Self.key(item, "index(ofItem:)")) ?? NSNotFound }

    open var items: [Any] { storage.items.map(\.base) }
    open var rootItems: [Any] { storage.rootItems.map(\.base) }
    open var visibleItems: [Any] { storage.visibleItems.map(\.base) }

    /// The items whose children show, depth first.
    open func expandedItems() -> [Any] { storage.items.filter { storage.isExpanded($0) }.map(\.base) }

    open func parent(ofChildItem childItem: Any) -> Any? { storage.parent(of: Self.key(childItem, "parent(ofChildItem:)"))?.base }

    /// The subtree under `parentItem`, its children as the roots.
    open func ofParentItem(_ parentItem: Any) -> NSDiffableDataSourceSectionSnapshotReference {
        NSDiffableDataSourceSectionSnapshotReference(storage.snapshot(of: Self.key(parentItem, "ofParentItem(_:)")))
    }

    open func ofParentItem(_ parentItem: Any, includingParentItem: Bool) -> NSDiffableDataSourceSectionSnapshotReference {
        let key = Self.key(parentItem, "ofParentItem(_:includingParentItem:)")
        return NSDiffableDataSourceSectionSnapshotReference(storage.snapshot(of: key, includingParent: includingParentItem))
    }

    /// The tree as indented text, for debugging.
    open func visualDescription() -> String { storage.visualDescription() }
}
