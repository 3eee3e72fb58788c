/// A symbol of the simplex tableau. Ordered by creation, which is the solver's tie-breaker.
struct SolverSymbol: Hashable, Comparable {
    enum Kind {
        case invalid
        case external
        case slack
        case error
        case dummy
    }

    let id: Int
    let kind: Kind

    static let invalid = SolverSymbol(id: 0, kind: .invalid)

    static func < (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool { lhs.id < rhs.id }
    static func == (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// A tableau row: `constant + Σ coefficient × symbol`, cells kept sorted by symbol.
struct SolverRow {
    private(set) var cells: [(symbol: SolverSymbol, coefficient: Double)] = []
    private(set) var constant: Double

    init(constant: Double = 0) {
        self.constant = constant
    }

    var isEmpty: Bool { cells.isEmpty }
    var symbols: [SolverSymbol] { cells.map(\.symbol) }
    var allDummies: Bool { cells.allSatisfy { $0.symbol.kind == .dummy } }

    private func index(of symbol: SolverSymbol) -> (found: Bool, index: Int) {
        var low = 0, high = cells.count
        while low < high {
            let middle = (low + high) / 2
            if cells[middle].symbol.id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return (low < cells.count && cells[low].symbol.id == symbol.id, low)
    }

    func coefficient(for symbol: SolverSymbol) -> Double {
        let (found, index) = index(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `constant`, returning the new constant.
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient × symbol`, dropping the cell if it cancels — absolutely, or relative
    /// to the terms, since rows can hold large coefficients whose differences leave rounding
    /// residue an absolute test keeps.
    mutating func insert(_ symbol: SolverSymbol, coefficient: Double) {
        let (found, index) = index(of: symbol)
        if found {
            let existing = cells[index].coefficient
            let sum = existing + coefficient
            if nearZero(sum) || abs(sum) <= 1e-13 * max(abs(existing), abs(coefficient)) {
                cells.remove(at: index)
            } else {
                cells[index].coefficient = sum
            }
        } else if !nearZero(coefficient) {
            cells.insert((symbol, coefficient), at: index)
        }
    }

    /// Adds `coefficient × row`: one merge of the two sorted cell lists.
    mutating func insert(_ row: SolverRow, coefficient: Double) {
        constant += row.constant * coefficient
        guard !row.cells.isEmpty else { return }
        var merged: [(symbol: SolverSymbol, coefficient: Double)] = []
        merged.reserveCapacity(cells.count + row.cells.count)
        var mine = 0, theirs = 0
        while mine < cells.count || theirs < row.cells.count {
            if theirs == row.cells.count || (mine < cells.count && cells[mine].symbol.id < row.cells[theirs].symbol.id) {
                merged.append(cells[mine])
                mine += 1
            } else if mine == cells.count || row.cells[theirs].symbol.id < cells[mine].symbol.id {
                let added = row.cells[theirs].coefficient * coefficient
                if !nearZero(added) { merged.append((row.cells[theirs].symbol, added)) }
                theirs += 1
            } else {
                let existing = cells[mine].coefficient
                let added = row.cells[theirs].coefficient * coefficient
                let sum = existing + added
                if !(nearZero(sum) || abs(sum) <= 1e-13 * max(abs(existing), abs(added))) {
                    merged.append((cells[mine].symbol, sum))
                }
                mine += 1
                theirs += 1
            }
        }
        cells = merged
    }

    mutating func remove(_ symbol: SolverSymbol) {
        let (found, index) = index(of: symbol)
        if found { cells.remove(at: index) }
    }

    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Rewrites `0 = row` as `symbol = …`.
    mutating func solve(for symbol: SolverSymbol) {
        let (found, index) = index(of: symbol)
        precondition(found, "solving a row for a symbol it does not contain")
        let coefficient = -1 / cells[index].coefficient
        cells.remove(at: index)
        constant *= coefficient
        for i in cells.indices { cells[i].coefficient *= coefficient }
    }

    /// Rewrites `lhs = row` as `rhs = …` (rhs must be in the row).
    mutating func solve(for lhs: SolverSymbol, and rhs: SolverSymbol) {
        insert(lhs, coefficient: -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` with `row`.
    mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        let (found, index) = index(of: symbol)
        guard found else { return }
        let coefficient = cells[index].coefficient
        cells.remove(at: index)
        insert(row, coefficient: coefficient)
    }
}
