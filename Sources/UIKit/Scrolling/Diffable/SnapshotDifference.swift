import Foundation

/// The updates that turn one snapshot's list into another's: deleted and inserted sections
/// and items, and the fewest moves that put the surviving ones in their new order (those
/// outside a longest increasing run of old positions). O(n log n) in the items.
enum SnapshotDifference {
    static func updates<S: Hashable, I: Hashable>(from old: NSDiffableDataSourceSnapshot<S, I>,
                                                  to new: NSDiffableDataSourceSnapshot<S, I>) -> [ListUpdate] {
        var updates: [ListUpdate] = []
        let oldSections = old.sectionIDs, newSections = new.sectionIDs
        let oldSectionIndex = Dictionary(uniqueKeysWithValues: oldSections.enumerated().map { ($1, $0) })
        let newSectionIndex = Dictionary(uniqueKeysWithValues: newSections.enumerated().map { ($1, $0) })

        // Sections.
        let deletedSections = IndexSet(oldSections.indices.filter { newSectionIndex[oldSections[$0]] == nil })
        let insertedSections = IndexSet(newSections.indices.filter { oldSectionIndex[newSections[$0]] == nil })
        if !deletedSections.isEmpty { updates.append(.deleteSections(deletedSections)) }
        if !insertedSections.isEmpty { updates.append(.insertSections(insertedSections)) }
        let keptSections = newSections.indices.filter { oldSectionIndex[newSections[$0]] != nil }
        let keptOldOrder = keptSections.map { oldSectionIndex[newSections[$0]]! }
        let staying = Set(longestIncreasingSubsequence(keptOldOrder))
        for (new, oldPosition) in zip(keptSections, keptOldOrder) where !staying.contains(oldPosition) {
            updates.append(.moveSection(oldPosition, new))
        }
        let reloadedSections = IndexSet(new.reloadedSectionIdentifiers.compactMap { oldSectionIndex[$0] })
        if !reloadedSections.isEmpty { updates.append(.reloadSections(reloadedSections)) }

        // Items: where each was, by identity.
        var oldPaths: [I: IndexPath] = [:]
        oldPaths.reserveCapacity(old.numberOfItems)
        for (section, items) in old.itemsBySection.enumerated() {
            for (row, item) in items.enumerated() { oldPaths[item] = IndexPath(row: row, section: section) }
        }
        var newPaths: [I: IndexPath] = [:]
        newPaths.reserveCapacity(new.numberOfItems)
        for (section, items) in new.itemsBySection.enumerated() {
            for (row, item) in items.enumerated() { newPaths[item] = IndexPath(row: row, section: section) }
        }

        var deleted: [IndexPath] = []
        // Gone, or gone into a section that is itself new (which arrives whole).
        for (item, path) in oldPaths where !deletedSections.contains(path.section) {
            if let destination = newPaths[item], !insertedSections.contains(destination.section) { continue }
            deleted.append(path)
        }
        var inserted: [IndexPath] = []
        var moves: [(IndexPath, IndexPath)] = []
        for (newSection, items) in new.itemsBySection.enumerated() where !insertedSections.contains(newSection) {
            let oldSection = oldSectionIndex[newSections[newSection]]!
            // Items that stay in this section keep their place if their old rows increase.
            var stayingRows: [(newRow: Int, oldRow: Int)] = []
            for (row, item) in items.enumerated() {
                guard let from = oldPaths[item], !deletedSections.contains(from.section) else {
                    inserted.append(IndexPath(row: row, section: newSection))
                    continue
                }
                if from.section == oldSection {
                    stayingRows.append((row, from.row))
                } else {
                    moves.append((from, IndexPath(row: row, section: newSection)))
                }
            }
            let keep = Set(longestIncreasingSubsequence(stayingRows.map(\.oldRow)))
            for entry in stayingRows where !keep.contains(entry.oldRow) {
                moves.append((IndexPath(row: entry.oldRow, section: oldSection), IndexPath(row: entry.newRow, section: newSection)))
            }
        }
        if !deleted.isEmpty { updates.append(.deleteRows(deleted.sorted())) }
        if !inserted.isEmpty { updates.append(.insertRows(inserted.sorted())) }
        for (from, to) in moves { updates.append(.moveRow(from, to)) }
        let reloaded = new.reloadedItemIdentifiers.compactMap { item -> IndexPath? in
            guard let from = oldPaths[item], newPaths[item] != nil, !deletedSections.contains(from.section) else { return nil }
            return from
        }
        if !reloaded.isEmpty { updates.append(.reloadRows(reloaded)) }
        return updates
    }

    /// The values of a longest strictly increasing subsequence (patience sorting).
    static func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
        guard !values.isEmpty else { return [] }
        var tails: [Int] = []          // index into values of the smallest tail for each length
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var result: [Int] = []
        var cursor = tails.last!
        while cursor >= 0 {
            result.append(values[cursor])
            cursor = previous[cursor]
        }
        return result.reversed()
    }
}
