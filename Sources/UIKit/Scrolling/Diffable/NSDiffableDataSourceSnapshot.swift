import Foundation

/// The state of a list's data: sections in order, each with its items in order, named by
/// identifiers that are unique across the whole snapshot (DIFF-01).
///
/// Build one, then `apply` it to a diffable data source, which works out the inserts,
/// deletes and moves from the snapshot it showed before (DIFF-03, DIFF-04).
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    private(set) var sectionIDs: [SectionIdentifierType] = []
    private(set) var itemsBySection: [[ItemIdentifierType]] = []
    private var sectionPositions: [SectionIdentifierType: Int] = [:]
    /// Which section each item is in (by position).
    private var itemSections: [ItemIdentifierType: Int] = [:]
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    public init() {}

    // MARK: Reading

    public var numberOfSections: Int { sectionIDs.count }
    public var numberOfItems: Int { itemSections.count }
    public var sectionIdentifiers: [SectionIdentifierType] { sectionIDs }
    public var itemIdentifiers: [ItemIdentifierType] { itemsBySection.flatMap { $0 } }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemsBySection[position(of: identifier, api: "numberOfItems(inSection:)")].count
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        itemsBySection[position(of: identifier, api: "itemIdentifiers(inSection:)")]
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemSections[identifier].map { sectionIDs[$0] }
    }

    /// The item's position in `itemIdentifiers` (across sections).
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = itemSections[identifier], let row = itemsBySection[section].firstIndex(of: identifier) else { return nil }
        return itemsBySection[..<section].reduce(0) { $0 + $1.count } + row
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionPositions[identifier] }

    /// The item's section and row.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = itemSections[identifier], let row = itemsBySection[section].firstIndex(of: identifier) else { return nil }
        return IndexPath(row: row, section: section)
    }

    /// The item at a section and row, if there is one.
    func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < itemsBySection.count,
              indexPath.row >= 0, indexPath.row < itemsBySection[indexPath.section].count else { return nil }
        return itemsBySection[indexPath.section][indexPath.row]
    }

    /// The section identifier at a position, if there is one.
    func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        index >= 0 && index < sectionIDs.count ? sectionIDs[index] : nil
    }

    func numberOfItems(inSectionAt index: Int) -> Int {
        index >= 0 && index < itemsBySection.count ? itemsBySection[index].count : 0
    }

    private func position(of section: SectionIdentifierType, api: String) -> Int {
        guard let position = sectionPositions[section] else {
            preconditionFailure("NSDiffableDataSourceSnapshot.\(api): section identifier \(section) does not exist in the snapshot; append it with appendSections(_:) first")
        }
        return position
    }

    // MARK: Items

    /// Adds items at the end of `section`, or of the last section when omitted (DIFF-03).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let section: Int
        if let sectionIdentifier {
            section = position(of: sectionIdentifier, api: "appendItems(_:toSection:)")
        } else {
            guard !sectionIDs.isEmpty else {
                preconditionFailure("NSDiffableDataSourceSnapshot.appendItems(_:toSection:): there are no sections to append to; append a section with appendSections(_:) first")
            }
            section = sectionIDs.count - 1
        }
        checkNew(identifiers, api: "appendItems(_:toSection:)")
        itemsBySection[section].append(contentsOf: identifiers)
        for identifier in identifiers { itemSections[identifier] = section }
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, relativeTo: beforeIdentifier, after: false, api: "insertItems(_:beforeItem:)")
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, relativeTo: afterIdentifier, after: true, api: "insertItems(_:afterItem:)")
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], relativeTo anchor: ItemIdentifierType, after: Bool, api: String) {
        guard let path = indexPath(of: anchor) else {
            preconditionFailure("NSDiffableDataSourceSnapshot.\(api): item \(anchor) does not exist in the snapshot")
        }
        checkNew(identifiers, api: api)
        itemsBySection[path.section].insert(contentsOf: identifiers, at: path.row + (after ? 1 : 0))
        for identifier in identifiers { itemSections[identifier] = path.section }
    }

    /// Removes the items (unknown ones are ignored).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers)
        var touched = Set<Int>()
        for identifier in identifiers {
            if let section = itemSections.removeValue(forKey: identifier) { touched.insert(section) }
        }
        for section in touched { itemsBySection[section].removeAll { doomed.contains($0) } }
        reloadedItemIdentifiers.removeAll { doomed.contains($0) }
        reconfiguredItemIdentifiers.removeAll { doomed.contains($0) }
    }

    public mutating func deleteAllItems() {
        self = Self()
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, relativeTo: toIdentifier, after: false)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, relativeTo: toIdentifier, after: true)
    }

    private mutating func move(_ identifier: ItemIdentifierType, relativeTo anchor: ItemIdentifierType, after: Bool) {
        guard identifier != anchor, let from = indexPath(of: identifier) else {
            preconditionFailure("NSDiffableDataSourceSnapshot.moveItem: item \(identifier) does not exist in the snapshot, or is moved relative to itself")
        }
        itemsBySection[from.section].remove(at: from.row)
        itemSections[identifier] = nil
        insert([identifier], relativeTo: anchor, after: after, api: "moveItem")
    }

    /// Asks for new cells for the items when applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers where itemSections[identifier] != nil && !reloadedItemIdentifiers.contains(identifier) {
            reloadedItemIdentifiers.append(identifier)
        }
    }

    /// Re-runs the cell provider for the items' existing cells when applied.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers where itemSections[identifier] != nil && !reconfiguredItemIdentifiers.contains(identifier) {
            reconfiguredItemIdentifiers.append(identifier)
        }
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sectionIDs.count, api: "appendSections(_:)")
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: position(of: toIdentifier, api: "insertSections(_:beforeSection:)"), api: "insertSections(_:beforeSection:)")
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: position(of: toIdentifier, api: "insertSections(_:afterSection:)") + 1, api: "insertSections(_:afterSection:)")
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int, api: String) {
        var seen = Set<SectionIdentifierType>()
        for identifier in identifiers where sectionPositions[identifier] != nil || !seen.insert(identifier).inserted {
            preconditionFailure("NSDiffableDataSourceSnapshot.\(api): section identifier \(identifier) is already in the snapshot; section identifiers must be unique (DIFF-01)")
        }
        sectionIDs.insert(contentsOf: identifiers, at: index)
        itemsBySection.insert(contentsOf: identifiers.map { _ in [] }, at: index)
        reindex()
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        var keptIDs: [SectionIdentifierType] = []
        var keptItems: [[ItemIdentifierType]] = []
        for (identifier, items) in zip(sectionIDs, itemsBySection) {
            if doomed.contains(identifier) { continue }
            keptIDs.append(identifier)
            keptItems.append(items)
        }
        sectionIDs = keptIDs
        itemsBySection = keptItems
        reloadedSectionIdentifiers.removeAll { doomed.contains($0) }
        reindex()
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: false)
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: true)
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, relativeTo anchor: SectionIdentifierType, after: Bool) {
        let from = position(of: identifier, api: "moveSection")
        _ = position(of: anchor, api: "moveSection")
        let items = itemsBySection.remove(at: from)
        sectionIDs.remove(at: from)
        let to = sectionIDs.firstIndex(of: anchor)! + (after ? 1 : 0)
        sectionIDs.insert(identifier, at: to)
        itemsBySection.insert(items, at: to)
        reindex()
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers where sectionPositions[identifier] != nil && !reloadedSectionIdentifiers.contains(identifier) {
            reloadedSectionIdentifiers.append(identifier)
        }
    }

    /// Replaces one section's items (section snapshots use it).
    mutating func replaceItems(inSection identifier: SectionIdentifierType, with items: [ItemIdentifierType]) {
        if sectionPositions[identifier] == nil { appendSections([identifier]) }
        let section = sectionPositions[identifier]!
        for item in itemsBySection[section] { itemSections[item] = nil }
        checkNew(items, api: "apply(_:to:animatingDifferences:)")
        itemsBySection[section] = items
        for item in items { itemSections[item] = section }
    }

    /// Marks what was reloaded as done (a data source's current snapshot carries none).
    mutating func clearReloads() {
        reloadedItemIdentifiers = []
        reloadedSectionIdentifiers = []
        reconfiguredItemIdentifiers = []
    }

    private mutating func reindex() {
        sectionPositions = Dictionary(uniqueKeysWithValues: sectionIDs.enumerated().map { ($1, $0) })
        itemSections = [:]
        for (section, items) in itemsBySection.enumerated() {
            for item in items { itemSections[item] = section }
        }
    }

    /// Item identifiers must be unique in the snapshot (DIFF-01): equal values are one item.
    private func checkNew(_ identifiers: [ItemIdentifierType], api: String) {
        var seen = Set<ItemIdentifierType>()
        for identifier in identifiers where itemSections[identifier] != nil || !seen.insert(identifier).inserted {
            preconditionFailure("NSDiffableDataSourceSnapshot.\(api): supplied item identifiers are not unique. Duplicate identifier: \(identifier). Each item needs its own identifier (DIFF-01)")
        }
    }
}

extension NSDiffableDataSourceSnapshot {
    /// Follows a move the user already made in the view.
    mutating func moveItemQuietly(_ item: ItemIdentifierType, from source: IndexPath, to destination: IndexPath) {
        guard source.section < itemsBySection.count, destination.section < itemsBySection.count else { return }
        var items = itemsBySection
        items[source.section].remove(at: source.row)
        items[destination.section].insert(item, at: min(destination.row, items[destination.section].count))
        var rebuilt = Self()
        rebuilt.appendSections(sectionIDs)
        for (section, sectionItems) in items.enumerated() { rebuilt.appendItems(sectionItems, toSection: sectionIDs[section]) }
        self = rebuilt
    }
}
