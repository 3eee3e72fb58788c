import Foundation

/// The Objective-C form of `NSDiffableDataSourceSnapshot`: a class with `Any` identifiers,
/// as Objective-C code and code ported from it use. It behaves as the struct does (it is one,
/// inside); `copy()` makes an independent snapshot.
open class NSDiffableDataSourceSnapshotReference: NSObject, NSCopying, DiffableReference {
    typealias Storage = NSDiffableDataSourceSnapshot<DiffableIdentifier, DiffableIdentifier>
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
        NSDiffableDataSourceSnapshotReference(storage)
    }


    // MARK: Reading

    open var numberOfItems: Int { storage.numberOfItems }
    open var numberOfSections: Int { storage.numberOfSections }
    open var sectionIdentifiers: [Any] { storage.sectionIdentifiers.map(\.base) }
    open var itemIdentifiers: [Any] { storage.itemIdentifiers.map(\.base) }

    open func numberOfItems(inSection sectionIdentifier: Any) -> Int {
        storage.numberOfItems(inSection: Self.key(sectionIdentifier, "numberOfItems(inSection:)"))
    }

    open func itemIdentifiersInSection(withIdentifier sectionIdentifier: Any) -> [Any] {
        storage.itemIdentifiers(inSection: Self.key(sectionIdentifier, "itemIdentifiersInSection(withIdentifier:)")).map(\.base)
    }

    open func sectionIdentifier(forSectionContainingItemIdentifier itemIdentifier: Any) -> Any? {
        storage.sectionIdentifier(containingItem: Self.key(itemIdentifier, "sectionIdentifier(forSectionContainingItemIdentifier:)"))?.base
    }

    /// The item's position among all items, or `NSNotFound`.
    open func index(ofItemIdentifier itemIdentifier: Any) -> Int {
        storage.indexOfItem(Self.key(itemIdentifier, "index(ofItemIdentifier:)")) ?? NSNotFound
    }

    /// The section's position, or `NSNotFound`.
    open func index(ofSectionIdentifier sectionIdentifier: Any) -> Int {
        storage.indexOfSection(Self.key(sectionIdentifier, "index(ofSectionIdentifier:)")) ?? NSNotFound
    }

    // MARK: Items

    /// Adds items at the end of the last section.
    open func appendItems(withIdentifiers identifiers: [Any]) {
        storage.appendItems(Self.keys(identifiers, "appendItems(withIdentifiers:)"))
    }

    open func appendItems(withIdentifiers identifiers: [Any], intoSectionWithIdentifier sectionIdentifier: Any) {
        let api = "appendItems(withIdentifiers:intoSectionWithIdentifier:)"
        storage.appendItems(Self.keys(identifiers, api), toSection: Self.key(sectionIdentifier, api))
    }

    open func insertItems(withIdentifiers identifiers: [Any], beforeItemWithIdentifier itemIdentifier: Any) {
        let api = "insertItems(withIdentifiers:beforeItemWithIdentifier:)"
        storage.insertItems(Self.keys(identifiers, api), beforeItem: Self.key(itemIdentifier, api))
    }

    open func insertItems(withIdentifiers identifiers: [Any], afterItemWithIdentifier itemIdentifier: Any) {
        let api = "insertItems(withIdentifiers:afterItemWithIdentifier:)"
        storage.insertItems(Self.keys(identifiers, api), afterItem: Self.key(itemIdentifier, api))
    }

    open func deleteItems(withIdentifiers identifiers: [Any]) {
        storage.deleteItems(Self.keys(identifiers, "deleteItems(withIdentifiers:)"))
    }

    open func deleteAllItems() {
        storage.deleteAllItems()
    }

    open func moveItem(withIdentifier fromIdentifier: Any, beforeItemWithIdentifier toIdentifier: Any) {
        let api = "moveItem(withIdentifier:beforeItemWithIdentifier:)"
        storage.moveItem(Self.key(fromIdentifier, api), beforeItem: Self.key(toIdentifier, api))
    }

    open func moveItem(withIdentifier fromIdentifier: Any, afterItemWithIdentifier toIdentifier: Any) {
        let api = "moveItem(withIdentifier:afterItemWithIdentifier:)"
        storage.moveItem(Self.key(fromIdentifier, api), afterItem: Self.key(toIdentifier, api))
    }

    open func reloadItems(withIdentifiers identifiers: [Any]) {
        storage.reloadItems(Self.keys(identifiers, "reloadItems(withIdentifiers:)"))
    }

    // MARK: Sections

    open func appendSections(withIdentifiers sectionIdentifiers: [Any]) {
        storage.appendSections(Self.keys(sectionIdentifiers, "appendSections(withIdentifiers:)"))
    }

    open func insertSections(withIdentifiers sectionIdentifiers: [Any], beforeSectionWithIdentifier toSectionIdentifier: Any) {
        let api = "insertSections(withIdentifiers:beforeSectionWithIdentifier:)"
        storage.insertSections(Self.keys(sectionIdentifiers, api), beforeSection: Self.key(toSectionIdentifier, api))
    }

    open func insertSections(withIdentifiers sectionIdentifiers: [Any], afterSectionWithIdentifier toSectionIdentifier: Any) {
        let api = "insertSections(withIdentifiers:afterSectionWithIdentifier:)"
        storage.insertSections(Self.keys(sectionIdentifiers, api), afterSection: Self.key(toSectionIdentifier, api))
    }

    open func deleteSections(withIdentifiers sectionIdentifiers: [Any]) {
        storage.deleteSections(Self.keys(sectionIdentifiers, "deleteSections(withIdentifiers:)"))
    }

    open func moveSection(withIdentifier fromSectionIdentifier: Any, beforeSectionWithIdentifier toSectionIdentifier: Any) {
        let api = "moveSection(withIdentifier:beforeSectionWithIdentifier:)"
        storage.moveSection(Self.key(fromSectionIdentifier, api), beforeSection: Self.key(toSectionIdentifier, api))
    }

    open func moveSection(withIdentifier fromSectionIdentifier: Any, afterSectionWithIdentifier toSectionIdentifier: Any) {
        let api = "moveSection(withIdentifier:afterSectionWithIdentifier:)"
        storage.moveSection(Self.key(fromSectionIdentifier, api), afterSection: Self.key(toSectionIdentifier, api))
    }

    open func reloadSections(withIdentifiers sectionIdentifiers: [Any]) {
        storage.reloadSections(Self.keys(sectionIdentifiers, "reloadSections(withIdentifiers:)"))
    }
}
