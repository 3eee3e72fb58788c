import Foundation

/// The heights of one section's rows, where most rows share one height.
///
/// Rows are `standardHeight` tall unless measured otherwise; only the exceptions are stored,
/// so a million uniform rows cost nothing, and finding the row at an offset is a binary
/// search. Invariant: `exceptions` never holds a row whose height equals `standardHeight`.
final class RowHeightIndex {
    private(set) var count: Int
    private(set) var standardHeight: CGFloat
    private var exceptions: [Int: CGFloat] = [:]
    /// The exception rows in order, with the sum of their excess over the standard height
    /// before each; rebuilt lazily after a change.
    private var sortedRows: [Int] = []
    private var excessBefore: [CGFloat] = []
    private var totalExcess: CGFloat = 0
    private var isSorted = true

    init(count: Int, standardHeight: CGFloat) {
        self.count = max(0, count)
        self.standardHeight = standardHeight
    }

    var storedExceptionCount: Int { exceptions.count }

    var totalHeight: CGFloat {
        sortIfNeeded()
        return CGFloat(count) * standardHeight + totalExcess
    }

    func height(ofRow row: Int) -> CGFloat {
        exceptions[row] ?? standardHeight
    }

    /// Sets a row's height; returns how much the section grew.
    @discardableResult
    func setHeight(_ height: CGFloat, ofRow row: Int) -> CGFloat {
        guard row >= 0, row < count else { return 0 }
        let old = self.height(ofRow: row)
        guard old != height else { return 0 }
        if height == standardHeight { exceptions[row] = nil } else { exceptions[row] = height }
        isSorted = false
        return height - old
    }

    /// The distance from the section's first row to the top of `row`.
    func offset(ofRow row: Int) -> CGFloat {
        sortIfNeeded()
        var base = CGFloat(row) * standardHeight
        guard !sortedRows.isEmpty else { return base }
        // Exceptions strictly before `row`.
        var low = 0, high = sortedRows.count
        while low < high {
            let mid = (low + high) / 2
            if sortedRows[mid] < row { low = mid + 1 } else { high = mid }
        }
        if low > 0 {
            base += excessBefore[low - 1] + (exceptions[sortedRows[low - 1]]! - standardHeight)
        }
        return base
    }

    /// The row whose extent contains `offset` (clamped to the first and last rows).
    func row(atOffset y: CGFloat) -> Int {
        guard count > 0 else { return 0 }
        if exceptions.isEmpty {
            guard standardHeight > 0 else { return 0 }
            return min(count - 1, max(0, Int((y / standardHeight).rounded(.down))))
        }
        var low = 0, high = count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if offset(ofRow: mid) <= y { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Rows inserted at `index` (standard height until measured).
    func insertRows(at index: Int, count inserted: Int) {
        guard inserted > 0 else { return }
        exceptions = Dictionary(uniqueKeysWithValues: exceptions.map { ($0.key >= index ? $0.key + inserted : $0.key, $0.value) })
        count += inserted
        isSorted = false
    }

    func removeRows(at index: Int, count removed: Int) {
        guard removed > 0 else { return }
        var kept: [Int: CGFloat] = [:]
        for (row, height) in exceptions where row < index || row >= index + removed {
            kept[row >= index + removed ? row - removed : row] = height
        }
        exceptions = kept
        count -= removed
        isSorted = false
    }

    private func sortIfNeeded() {
        guard !isSorted else { return }
        isSorted = true
        sortedRows = exceptions.keys.sorted()
        excessBefore = []
        excessBefore.reserveCapacity(sortedRows.count)
        var running: CGFloat = 0
        for row in sortedRows {
            excessBefore.append(running)
            running += exceptions[row]! - standardHeight
        }
        totalExcess = running
    }
}
