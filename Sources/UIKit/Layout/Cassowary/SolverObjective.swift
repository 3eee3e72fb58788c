/// What the solver minimises: the errors of optional constraints, one row per priority level,
/// compared lexicographically from the highest level down.
///
/// A symbol's cost is the vector of its coefficients in the levels; it improves the
/// objective when the first non-zero entry, highest level first, is negative. Keeping the
/// levels apart (rather than weighting them into one row) makes priorities strict, and keeps
/// every coefficient near 1, so no level's rounding residue swamps another's.
struct SolverObjective {
    /// Levels by descending priority. Invariant: priorities are distinct and strictly
    /// decreasing.
    private(set) var levels: [(priority: Double, row: SolverRow)] = []

    private mutating func levelIndex(for priority: Double) -> Int {
        var low = 0, high = levels.count
        while low < high {
            let middle = (low + high) / 2
            if levels[middle].priority > priority { low = middle + 1 } else { high = middle }
        }
        if low == levels.count || levels[low].priority != priority {
            levels.insert((priority, SolverRow()), at: low)
        }
        return low
    }

    /// Adds `coefficient × symbol` at `priority`'s level.
    mutating func insert(_ symbol: SolverSymbol, coefficient: Double, priority: Double) {
        levels[levelIndex(for: priority)].row.insert(symbol, coefficient: coefficient)
    }

    /// Adds `coefficient × row` at `priority`'s level.
    mutating func insert(_ row: SolverRow, coefficient: Double, priority: Double) {
        levels[levelIndex(for: priority)].row.insert(row, coefficient: coefficient)
    }

    mutating func remove(_ symbol: SolverSymbol) {
        for index in levels.indices { levels[index].row.remove(symbol) }
    }

    mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        for index in levels.indices { levels[index].row.substitute(symbol, with: row) }
    }

    /// A symbol whose cost is lexicographically negative: from the highest level that has
    /// one, the earliest created (the solver's deterministic tie-break).
    func improvingSymbol() -> SolverSymbol? {
        for (index, level) in levels.enumerated() {
            for cell in level.row.cells where cell.coefficient < 0 && cell.symbol.kind != .dummy {
                // A higher level that charges the symbol decided its sign already: positive,
                // or it would have been returned there.
                if levels[..<index].allSatisfy({ $0.row.coefficient(for: cell.symbol) == 0 }) {
                    return cell.symbol
                }
            }
        }
        return nil
    }

    /// Whether `lhs`'s cost divided by `lhsDivisor` is lexicographically smaller than
    /// `rhs`'s divided by `rhsDivisor` (the dual simplex's ratio test; divisors positive).
    func ratio(of lhs: SolverSymbol, _ lhsDivisor: Double, isLessThan rhs: SolverSymbol, _ rhsDivisor: Double) -> Bool {
        for level in levels {
            let left = level.row.coefficient(for: lhs) / lhsDivisor
            let right = level.row.coefficient(for: rhs) / rhsDivisor
            if nearZero(left - right) { continue }
            return left < right
        }
        return false
    }
}
