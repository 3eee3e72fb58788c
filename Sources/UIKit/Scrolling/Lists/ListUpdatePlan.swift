import Foundation

/// One structural change to a list, as its owner was told about it.
enum ListUpdate {
    case insertRows([IndexPath])
    case deleteRows([IndexPath])
    case reloadRows([IndexPath])
    case moveRow(IndexPath, IndexPath)
    case insertSections(IndexSet)
    case deleteSections(IndexSet)
    case reloadSections(IndexSet)
    case moveSection(Int, Int)
}

/// How a batch of updates maps the list's rows before it onto the rows after it (TBL-19).
///
/// Deletions, reloads and the sources of moves name rows *before* the batch; insertions and
/// the destinations of moves name rows *after* it. Every other row keeps its order, filling
/// the places the insertions leave. The counts the data source reports afterwards must equal
/// the counts before plus insertions minus deletions, or the batch is refused (TBL-18) with
/// UIKit's message. Memory is proportional to the changes, not to the rows.
struct ListUpdatePlan {
    struct SectionPlan {
        /// The section before the batch this one continues; nil for an inserted (or reloaded) one.
        var oldSection: Int?
        /// Old rows that leave this section (deleted or moved away), sorted.
        var departingOldRows: [Int] = []
        /// New rows that arrive (inserted or moved in), sorted.
        var arrivingNewRows: [Int] = []
    }

    private(set) var sections: [SectionPlan] = []
    /// Old section → new section, nil when deleted.
    private(set) var sectionMap: [Int?] = []
    /// Moves of single rows, old → new.
    private(set) var rowMoves: [IndexPath: IndexPath] = [:]
    private(set) var deletedRows: Set<IndexPath> = []
    private(set) var reloadedRows: Set<IndexPath> = []
    private(set) var insertedRows: Set<IndexPath> = []
    private(set) var reloadedSections = IndexSet()
    private(set) var insertedSections = IndexSet()
    /// The rows of each section before and after the batch.
    private(set) var oldCounts: [Int] = []
    private(set) var newCounts: [Int] = []

    struct InvalidUpdate: Error, CustomStringConvertible {
        let description: String
    }

    /// Plans `updates` from `oldCounts` to `newCounts`; `api` names the method for messages.
    init(updates: [ListUpdate], oldCounts: [Int], newCounts: [Int], api: String) throws {
        self.oldCounts = oldCounts
        self.newCounts = newCounts
        var deletedSections = IndexSet()
        var sectionMoves: [Int: Int] = [:]
        var movedInRows: [Int: [Int]] = [:]
        var movedOutRows: [Int: [Int]] = [:]
        var insertedBySection: [Int: [Int]] = [:]
        var deletedBySection: [Int: [Int]] = [:]
        for update in updates {
            switch update {
            case .insertRows(let paths):
                for path in paths { insertedRows.insert(path); insertedBySection[path.section, default: []].append(path.row) }
            case .deleteRows(let paths):
                for path in paths { deletedRows.insert(path); deletedBySection[path.section, default: []].append(path.row) }
            case .reloadRows(let paths):
                reloadedRows.formUnion(paths)
            case .moveRow(let from, let to):
                rowMoves[from] = to
                movedOutRows[from.section, default: []].append(from.row)
                movedInRows[to.section, default: []].append(to.row)
            case .insertSections(let set): insertedSections.formUnion(set)
            case .deleteSections(let set): deletedSections.formUnion(set)
            case .reloadSections(let set): reloadedSections.formUnion(set)
            case .moveSection(let from, let to): sectionMoves[from] = to
            }
        }

        // Sections: inserted and moved-in places are fixed; the rest keep their order.
        let expectedSections = oldCounts.count - deletedSections.count + insertedSections.count
        guard expectedSections == newCounts.count else {
            throw InvalidUpdate(description: "\(api): invalid number of sections. The number of sections contained in the table view after the update (\(newCounts.count)) must be equal to the number of sections contained in the table view before the update (\(oldCounts.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted). Update your model before telling the table.")
        }
        var newToOld = [Int?](repeating: nil, count: newCounts.count)
        var taken = Set<Int>(insertedSections)
        for (from, to) in sectionMoves where to < newCounts.count {
            newToOld[to] = from
            taken.insert(to)
        }
        var survivors = (0..<oldCounts.count).filter { !deletedSections.contains($0) && sectionMoves[$0] == nil }.makeIterator()
        for new in 0..<newCounts.count where !taken.contains(new) {
            newToOld[new] = survivors.next()
        }
        sectionMap = [Int?](repeating: nil, count: oldCounts.count)
        for (new, old) in newToOld.enumerated() { if let old { sectionMap[old] = new } }

        // Rows, section by section.
        sections = []
        for (new, old) in newToOld.enumerated() {
            guard let old, !reloadedSections.contains(old) else {
                sections.append(SectionPlan(oldSection: nil))
                continue
            }
            var plan = SectionPlan(oldSection: old)
            plan.departingOldRows = Array(Set((deletedBySection[old] ?? []) + (movedOutRows[old] ?? []))).sorted()
            plan.arrivingNewRows = Array(Set((insertedBySection[new] ?? []) + (movedInRows[new] ?? []))).sorted()
            let expected = oldCounts[old] - plan.departingOldRows.count + plan.arrivingNewRows.count
            if expected != newCounts[new] {
                let inserted = insertedBySection[new]?.count ?? 0, deleted = deletedBySection[old]?.count ?? 0
                let movedIn = movedInRows[new]?.count ?? 0, movedOut = movedOutRows[old]?.count ?? 0
                throw InvalidUpdate(description: "\(api): invalid number of rows in section \(new). The number of rows contained in an existing section after the update (\(newCounts[new])) must be equal to the number of rows contained in that section before the update (\(oldCounts[old])), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out). Update your model before telling the table.")
            }
            sections.append(plan)
        }
    }

    /// Where an old row is after the batch; nil if it was deleted or its section went.
    func newIndexPath(forOld old: IndexPath) -> IndexPath? {
        if let moved = rowMoves[old] { return moved }
        guard old.section >= 0, old.section < sectionMap.count, let newSection = sectionMap[old.section] else { return nil }
        let plan = sections[newSection]
        guard plan.oldSection != nil else { return nil }
        if deletedRows.contains(old) { return nil }
        // Rank among the staying rows, then skip the arriving places.
        let departedBefore = lowerBound(plan.departingOldRows, old.row)
        var row = old.row - departedBefore
        for arriving in plan.arrivingNewRows {
            if arriving <= row { row += 1 } else { break }
        }
        return IndexPath(row: row, section: newSection)
    }

    /// Where a row after the batch was before it; nil if it was inserted (or its section was).
    func oldIndexPath(forNew new: IndexPath) -> IndexPath? {
        guard new.section >= 0, new.section < newCounts.count, new.row >= 0, new.row < newCounts[new.section] else { return nil }
        if let source = rowMoves.first(where: { $0.value == new })?.key { return source }
        guard new.section < sections.count, let oldSection = sections[new.section].oldSection else { return nil }
        let plan = sections[new.section]
        let arrivedBefore = lowerBound(plan.arrivingNewRows, new.row)
        if arrivedBefore < plan.arrivingNewRows.count, plan.arrivingNewRows[arrivedBefore] == new.row { return nil }
        // Rank among the staying rows, then skip the departed places.
        var row = new.row - arrivedBefore
        for departing in plan.departingOldRows {
            if departing <= row { row += 1 } else { break }
        }
        return IndexPath(row: row, section: oldSection)
    }

    /// The section after the batch that an old section became; nil if it was deleted.
    func newSection(forOld old: Int) -> Int? {
        old >= 0 && old < sectionMap.count ? sectionMap[old] : nil
    }

    /// The section before the batch that a new section continues; nil if it was inserted.
    func oldSection(forNew new: Int) -> Int? {
        new >= 0 && new < sections.count ? sections[new].oldSection ?? reloadedOldSection(new) : nil
    }

    /// A reloaded section keeps its place in the data even though its rows are asked again.
    private func reloadedOldSection(_ new: Int) -> Int? {
        sectionMap.firstIndex { $0 == new }.flatMap { reloadedSections.contains($0) ? $0 : nil }
    }

    /// Whether the row after the batch is new (inserted, in an inserted or reloaded section).
    func isNew(_ indexPath: IndexPath) -> Bool {
        guard indexPath.section < sections.count else { return true }
        if sections[indexPath.section].oldSection == nil { return true }
        return insertedRows.contains(indexPath)
    }

    /// Whether an old row's cell must be asked for again (reloaded row or section).
    func isReloaded(_ old: IndexPath) -> Bool {
        reloadedRows.contains(old) || reloadedSections.contains(old.section)
    }

    private func lowerBound(_ sorted: [Int], _ value: Int) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
