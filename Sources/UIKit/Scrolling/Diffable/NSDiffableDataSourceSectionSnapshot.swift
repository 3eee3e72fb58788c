import Foundation

/// One section's items as a tree: root items, children appended under a parent, and which
/// parents are expanded. The list shows `visibleItems` — the roots and the children of
/// expanded items, depth first (LIST-07).
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    private var roots: [ItemIdentifierType] = []
    private var childrenOf: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parentOf: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []
    /// Every item, for constant-time membership.
    private var members: Set<ItemIdentifierType> = []

    public init() {}

    // MARK: Reading

    public var rootItems: [ItemIdentifierType] { roots }

    /// Every item, depth first.
    public var items: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        for root in roots { collect(root, into: &result, onlyVisible: false) }
        return result
    }

    /// The roots and, under each expanded item, its children (recursively).
    public var visibleItems: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        for root in roots { collect(root, into: &result, onlyVisible: true) }
        return result
    }

    private func collect(_ item: ItemIdentifierType, into result: inout [ItemIdentifierType], onlyVisible: Bool) {
        result.append(item)
        guard !onlyVisible || expanded.contains(item) else { return }
        for child in childrenOf[item] ?? [] { collect(child, into: &result, onlyVisible: onlyVisible) }
    }

    public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }

    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parentOf[child] }

    /// 0 for a root, 1 for its children, and so on.
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var cursor = item
        while let parent = parentOf[cursor] {
            level += 1
            cursor = parent
        }
        return level
    }

    /// The item's position in `items`.
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

    /// Expanded items show their children. An item without children is collapsed.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool {
        expanded.contains(item) && !(childrenOf[item] ?? []).isEmpty
    }

    /// Whether the item is shown: a root, or under expanded ancestors.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        var cursor = item
        while let parent = parentOf[cursor] {
            guard expanded.contains(parent) else { return false }
            cursor = parent
        }
        return contains(item)
    }

    /// The subtree under `parent`: by default its children become the roots (LIST-07).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> Self {
        var result = Self()
        if includingParent {
            result.append([parent])
            result.copySubtrees(of: [parent], from: self)
        } else {
            result.append(childrenOf[parent] ?? [])
            result.copySubtrees(of: childrenOf[parent] ?? [], from: self)
        }
        return result
    }

    /// Copies what lies under each of `items` (already placed here) in `source`, expansion
    /// included.
    private mutating func copySubtrees(of items: [ItemIdentifierType], from source: Self) {
        for item in items {
            if source.expanded.contains(item) { expanded.insert(item) }
            let children = source.childrenOf[item] ?? []
            guard !children.isEmpty else { continue }
            append(children, to: item)
            copySubtrees(of: children, from: source)
        }
    }

    // MARK: Changing

    /// Adds items at the end of the roots, or of `parent`'s children (LIST-07).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        checkNew(items)
        members.formUnion(items)
        if let parent {
            precondition(contains(parent), "NSDiffableDataSourceSectionSnapshot.append(_:to:): parent \(parent) is not in the snapshot; append it first")
            childrenOf[parent, default: []].append(contentsOf: items)
            for item in items { parentOf[item] = parent }
        } else {
            roots.append(contentsOf: items)
        }
    }

    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, beside: item, after: false)
    }

    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, beside: item, after: true)
    }

    private mutating func insert(_ items: [ItemIdentifierType], beside anchor: ItemIdentifierType, after: Bool) {
        checkNew(items)
        precondition(contains(anchor), "NSDiffableDataSourceSectionSnapshot.insert: item \(anchor) is not in the snapshot")
        members.formUnion(items)
        if let parent = parentOf[anchor] {
            let index = childrenOf[parent]!.firstIndex(of: anchor)! + (after ? 1 : 0)
            childrenOf[parent]!.insert(contentsOf: items, at: index)
            for item in items { parentOf[item] = parent }
        } else if let index = roots.firstIndex(of: anchor) {
            roots.insert(contentsOf: items, at: index + (after ? 1 : 0))
        } else {
            preconditionFailure("NSDiffableDataSourceSectionSnapshot.insert: item \(anchor) is not in the snapshot")
        }
    }

    /// Removes the items and everything under them.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) {
            for child in childrenOf[item] ?? [] { delete([child]) }
            childrenOf[item] = nil
            expanded.remove(item)
            members.remove(item)
            if let parent = parentOf.removeValue(forKey: item) {
                childrenOf[parent]?.removeAll { $0 == item }
            } else {
                roots.removeAll { $0 == item }
            }
        }
    }

    public mutating func deleteAll() { self = Self() }

    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) { expanded.insert(item) }
    }

    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { expanded.remove(item) }
    }

    /// Replaces `parent`'s children with the roots of `snapshot` (and their subtrees).
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: Self) {
        for child in childrenOf[parent] ?? [] { delete([child]) }
        append(snapshot.rootItems, to: parent)
        copySubtrees(of: snapshot.rootItems, from: snapshot)
    }

    /// Inserts `snapshot`'s roots before `item`, as its siblings, with their subtrees and
    /// expansion.
    public mutating func insert(_ snapshot: Self, before item: ItemIdentifierType) {
        insert(snapshot.rootItems, beside: item, after: false)
        copySubtrees(of: snapshot.rootItems, from: snapshot)
    }

    /// Inserts `snapshot`'s roots after `item`, as its siblings, with their subtrees and
    /// expansion.
    public mutating func insert(_ snapshot: Self, after item: ItemIdentifierType) {
        insert(snapshot.rootItems, beside: item, after: true)
        copySubtrees(of: snapshot.rootItems, from: snapshot)
    }

    /// The tree as indented text, one item per line, for debugging, with the header's
    /// legend: `*` visible, `+` expanded, `-` collapsed (an item with children).
    public func visualDescription() -> String {
        var lines = ["<NSDiffableDataSourceSectionSnapshot: \(members.count) items, \(roots.count) roots>"]
        func describe(_ item: ItemIdentifierType, level: Int) {
            let children = childrenOf[item] ?? []
            let visible = isVisible(item) ? "*" : " "
            let state = children.isEmpty ? " " : expanded.contains(item) ? "+" : "-"
            lines.append(String(repeating: "    ", count: level) + "\(visible)\(state) \(item)")
            for child in children { describe(child, level: level + 1) }
        }
        for root in roots { describe(root, level: 0) }
        return lines.joined(separator: "\n")
    }

    private func checkNew(_ items: [ItemIdentifierType]) {
        var seen = Set<ItemIdentifierType>()
        for item in items where contains(item) || !seen.insert(item).inserted {
            preconditionFailure("NSDiffableDataSourceSectionSnapshot: item \(item) is already in the snapshot; item identifiers must be unique (DIFF-01)")
        }
    }
}
