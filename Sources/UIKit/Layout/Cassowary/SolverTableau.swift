/// The simplex tableau's rows, with a column index: for every parametric symbol, the basic
/// symbols whose rows mention it.
///
/// Pivots substitute one symbol into every row that mentions it; without the index each
/// pivot would scan every row, which makes adding or removing the constraints of a large view
/// hierarchy quadratic. With it, work is proportional to the rows actually touched.
///
/// Invariant: `columns[s]` contains `k` exactly when `rows[k]` has a cell for `s`.
struct SolverTableau {
    private(set) var rows: [SolverSymbol: SolverRow] = [:]
    private var columns: [SolverSymbol: Set<SolverSymbol>] = [:]

    var count: Int { rows.count }

    subscript(key: SolverSymbol) -> SolverRow? { rows[key] }

    /// The basic symbols whose rows mention `symbol`.
    func rowsMentioning(_ symbol: SolverSymbol) -> Set<SolverSymbol> {
        columns[symbol] ?? []
    }

    func mentions(_ symbol: SolverSymbol) -> Bool {
        !(columns[symbol]?.isEmpty ?? true)
    }

    mutating func insert(_ row: SolverRow, for key: SolverSymbol) {
        if rows[key] != nil { _ = remove(key) }
        rows[key] = row
        for cell in row.cells { columns[cell.symbol, default: []].insert(key) }
    }

    @discardableResult
    mutating func remove(_ key: SolverSymbol) -> SolverRow? {
        guard let row = rows.removeValue(forKey: key) else { return nil }
        for cell in row.cells { unindex(cell.symbol, from: key) }
        return row
    }

    /// Changes a row in place, keeping the index in step with the cells it gains and loses.
    mutating func update(_ key: SolverSymbol, _ change: (inout SolverRow) -> Void) {
        guard let index = rows.index(forKey: key) else { return }
        let before = rows.values[index].cells.map(\.symbol)
        change(&rows.values[index])
        let after = rows.values[index].cells.map(\.symbol)
        // Both lists are sorted by symbol: walk them together.
        var old = 0, new = 0
        while old < before.count || new < after.count {
            if new == after.count || (old < before.count && before[old].id < after[new].id) {
                unindex(before[old], from: key)
                old += 1
            } else if old == before.count || after[new].id < before[old].id {
                columns[after[new], default: []].insert(key)
                new += 1
            } else {
                old += 1
                new += 1
            }
        }
    }

    /// Removes and returns `symbol`'s column, for an operation that eliminates the symbol from
    /// every row (substituting it, or purging it): the rows can then be updated without the
    /// set being copied under iteration.
    mutating func takeRowsMentioning(_ symbol: SolverSymbol) -> Set<SolverSymbol> {
        columns.removeValue(forKey: symbol) ?? []
    }

    private mutating func unindex(_ symbol: SolverSymbol, from key: SolverSymbol) {
        guard let index = columns.index(forKey: symbol) else { return }
        columns.values[index].remove(key)
        if columns.values[index].isEmpty { columns.remove(at: index) }
    }
}
