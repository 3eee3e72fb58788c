/// An incremental Cassowary constraint solver, after Badros, Borning and Stuckey and the
/// Kiwi formulation: a simplex tableau whose rows express basic symbols in terms of
/// parametric ones. Constraints can be added and removed, and edit variables suggested,
/// without solving from scratch.
///
/// Determinism: where the algorithm may pick any of several symbols, it picks the one
/// created first, so the same constraints always give the same solution (Swift dictionaries
/// iterate in a different order in every process).
final class Solver {
    enum Failure: Error {
        case unsatisfiable
        case duplicate
        case unknownConstraint
        case unknownEditVariable
        case requiredEditStrength
        case internalError(String)
    }

    private struct Tag {
        var marker: SolverSymbol
        var other: SolverSymbol
    }

    private struct EditInfo {
        var tag: Tag
        var constraint: SolverConstraint
        var constant: Double
    }

    private var constraints: [ObjectIdentifier: (constraint: SolverConstraint, tag: Tag)] = [:]
    private var tableau = SolverTableau()
    private var variables: [SolverVariable: SolverSymbol] = [:]
    /// How many constraints mention each variable.
    private var uses: [SolverVariable: Int] = [:]
    private var edits: [SolverVariable: EditInfo] = [:]
    private var infeasibleRows: [SolverSymbol] = []
    private var objective = SolverObjective()
    private var artificial: SolverRow?
    private var nextSymbolID = 1

    var constraintCount: Int { constraints.count }
    /// Symbols the tableau still tracks (for tests: forgetting variables must shrink it).
    var variableCount: Int { variables.count }
    var rowCount: Int { tableau.count }

    func hasConstraint(_ constraint: SolverConstraint) -> Bool {
        constraints[ObjectIdentifier(constraint)] != nil
    }

    // MARK: Constraints

    func addConstraint(_ constraint: SolverConstraint) throws {
        guard constraints[ObjectIdentifier(constraint)] == nil else { throw Failure.duplicate }
        var (row, tag) = createRow(for: constraint)
        var subject = chooseSubject(row, tag)
        if subject.kind == .invalid && row.allDummies {
            guard nearZero(row.constant) else {
                rollBackSymbols(of: constraint)
                throw Failure.unsatisfiable
            }
            subject = tag.marker
        }
        if subject.kind == .invalid {
            guard try addWithArtificialVariable(row) else {
                rollBackSymbols(of: constraint)
                throw Failure.unsatisfiable
            }
        } else {
            row.solve(for: subject)
            substitute(subject, row)
            tableau.insert(row, for: subject)
        }
        constraints[ObjectIdentifier(constraint)] = (constraint, tag)
        for term in constraint.expression.terms { uses[term.variable, default: 0] += 1 }
        try optimize(.objective)
    }

    /// Variables created for a constraint that could not be added are forgotten again, so
    /// a failed add leaves the solver as it was.
    private func rollBackSymbols(of constraint: SolverConstraint) {
        for term in constraint.expression.terms {
            guard let symbol = variables[term.variable] else { continue }
            let used = tableau[symbol] != nil || tableau.mentions(symbol)
            if !used { variables[term.variable] = nil }
        }
    }

    func removeConstraint(_ constraint: SolverConstraint) throws {
        guard let (_, tag) = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw Failure.unknownConstraint
        }
        for term in constraint.expression.terms {
            uses[term.variable, default: 0] -= 1
            if uses[term.variable] == 0 { uses[term.variable] = nil }
        }
        removeErrorEffects(constraint, tag)
        if tableau.remove(tag.marker) == nil {
            guard let (leaving, row) = markerLeavingRow(tag.marker) else {
                throw Failure.internalError("failed to find a leaving row")
            }
            var pivot = row
            tableau.remove(leaving)
            pivot.solve(for: leaving, and: tag.marker)
            substitute(tag.marker, pivot)
        }
        purge([tag.marker, tag.other])
        try optimize(.objective)
    }

    /// Drops symbols that no constraint uses any more. In exact arithmetic they have already
    /// cancelled out of every row; in floating point the objective can keep residue, and a
    /// residual negative cost on a dead symbol would later be chosen as an entering symbol
    /// with no row to leave.
    private func purge(_ symbols: [SolverSymbol]) {
        for symbol in symbols where symbol != .invalid {
            objective.remove(symbol)
            for key in tableau.takeRowsMentioning(symbol) {
                tableau.update(key) { $0.remove(symbol) }
            }
        }
    }

    /// Forgets a variable no constraint mentions any more, so that the tableau does not grow
    /// with every view that ever took part. A variable still in use stays: purging it would
    /// change what its constraints mean and corrupt the tableau.
    func removeVariable(_ variable: SolverVariable) throws {
        if let count = uses[variable] {
            throw Failure.internalError("\(variable) is still used by \(count) constraint(s)")
        }
        guard let symbol = variables.removeValue(forKey: variable) else { return }
        if tableau.remove(symbol) == nil { purge([symbol]) }
    }

    // MARK: Edit variables

    func addEditVariable(_ variable: SolverVariable, strength: SolverStrength) throws {
        guard edits[variable] == nil else { throw Failure.duplicate }
        guard !strength.isRequired else { throw Failure.requiredEditStrength }
        let constraint = SolverConstraint(LinearExpression(variable), .equal, strength: strength)
        try addConstraint(constraint)
        edits[variable] = EditInfo(tag: constraints[ObjectIdentifier(constraint)]!.tag, constraint: constraint, constant: 0)
    }

    func removeEditVariable(_ variable: SolverVariable) throws {
        guard let info = edits.removeValue(forKey: variable) else { throw Failure.unknownEditVariable }
        try removeConstraint(info.constraint)
    }

    func hasEditVariable(_ variable: SolverVariable) -> Bool { edits[variable] != nil }

    func suggestValue(_ variable: SolverVariable, _ value: Double) throws {
        guard var info = edits[variable] else { throw Failure.unknownEditVariable }
        let delta = value - info.constant
        info.constant = value
        edits[variable] = info

        if let row = tableau[info.tag.marker] {
            tableau.update(info.tag.marker) { _ = $0.add(-delta) }
            if row.constant - delta < 0 { infeasibleRows.append(info.tag.marker) }
        } else if let row = tableau[info.tag.other] {
            tableau.update(info.tag.other) { _ = $0.add(delta) }
            if row.constant + delta < 0 { infeasibleRows.append(info.tag.other) }
        } else {
            for key in tableau.rowsMentioning(info.tag.marker) {
                var negative = false
                tableau.update(key) { row in
                    negative = row.add(delta * row.coefficient(for: info.tag.marker)) < 0
                }
                if negative && key.kind != .external { infeasibleRows.append(key) }
            }
        }
        try dualOptimize()
    }

    /// Copies the solution into the variables' `value`s.
    func updateVariables() {
        for (variable, symbol) in variables {
            variable.value = tableau[symbol]?.constant ?? 0
        }
    }

    // MARK: Rows

    private func newSymbol(_ kind: SolverSymbol.Kind) -> SolverSymbol {
        defer { nextSymbolID += 1 }
        return SolverSymbol(id: nextSymbolID, kind: kind)
    }

    private func symbol(for variable: SolverVariable) -> SolverSymbol {
        if let existing = variables[variable] { return existing }
        let created = newSymbol(.external)
        variables[variable] = created
        return created
    }

    /// The constraint as a row in terms of parametric symbols, with its slack, error or dummy
    /// symbols, and those symbols' errors added to the objective.
    private func createRow(for constraint: SolverConstraint) -> (SolverRow, Tag) {
        var row = SolverRow(constant: constraint.expression.constant)
        for term in constraint.expression.terms where !nearZero(term.coefficient) {
            let symbol = symbol(for: term.variable)
            if let basic = tableau[symbol] {
                row.insert(basic, coefficient: term.coefficient)
            } else {
                row.insert(symbol, coefficient: term.coefficient)
            }
        }
        var tag = Tag(marker: .invalid, other: .invalid)
        let strength = constraint.strength
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            let slack = newSymbol(.slack)
            tag.marker = slack
            row.insert(slack, coefficient: coefficient)
            if !strength.isRequired {
                let error = newSymbol(.error)
                tag.other = error
                row.insert(error, coefficient: -coefficient)
                objective.insert(error, coefficient: 1, priority: strength.priority)
            }
        case .equal:
            if !strength.isRequired {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.insert(plus, coefficient: -1)
                row.insert(minus, coefficient: 1)
                objective.insert(plus, coefficient: 1, priority: strength.priority)
                objective.insert(minus, coefficient: 1, priority: strength.priority)
            } else {
                let dummy = newSymbol(.dummy)
                tag.marker = dummy
                row.insert(dummy, coefficient: 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    private func chooseSubject(_ row: SolverRow, _ tag: Tag) -> SolverSymbol {
        if let external = row.symbols.first(where: { $0.kind == .external }) { return external }
        for marker in [tag.marker, tag.other] where marker.kind == .slack || marker.kind == .error {
            if row.coefficient(for: marker) < 0 { return marker }
        }
        return .invalid
    }

    private func addWithArtificialVariable(_ row: SolverRow) throws -> Bool {
        let art = newSymbol(.slack)
        tableau.insert(row, for: art)
        artificial = row
        try optimize(.artificial)
        let success = nearZero(artificial!.constant)
        artificial = nil
        if var pivot = tableau.remove(art) {
            if pivot.isEmpty { return success }
            guard let entering = pivot.symbols.first(where: { $0.kind == .slack || $0.kind == .error }) else { return false }
            pivot.solve(for: art, and: entering)
            substitute(entering, pivot)
            tableau.insert(pivot, for: entering)
        }
        for key in tableau.takeRowsMentioning(art) { tableau.update(key) { $0.remove(art) } }
        objective.remove(art)
        return success
    }

    /// Replaces `symbol` with `row` wherever it appears. Rows are updated in place, and only
    /// those that contain the symbol.
    private func substitute(_ symbol: SolverSymbol, _ row: SolverRow) {
        for key in tableau.takeRowsMentioning(symbol) {
            var negative = false
            tableau.update(key) { current in
                current.substitute(symbol, with: row)
                negative = current.constant < 0
            }
            if key.kind != .external && negative { infeasibleRows.append(key) }
        }
        objective.substitute(symbol, with: row)
        artificial?.substitute(symbol, with: row)
    }

    private enum OptimizationTarget {
        case objective
        case artificial
    }

    /// A symbol whose entry would lower the target.
    private func improvingSymbol(for target: OptimizationTarget) -> SolverSymbol? {
        switch target {
        case .objective: objective.improvingSymbol()
        case .artificial: artificial!.cells.first(where: { $0.symbol.kind != .dummy && $0.coefficient < 0 })?.symbol
        }
    }

    /// Primal simplex: pivot until no coefficient of the target row is negative.
    /// (`substitute` keeps both the objective and the artificial row up to date.)
    private func optimize(_ target: OptimizationTarget) throws {
        while true {
            guard let entering = improvingSymbol(for: target) else { return }
            var best = Double.greatestFiniteMagnitude
            var leaving: SolverSymbol?
            for symbol in tableau.rowsMentioning(entering) where symbol.kind != .external {
                let row = tableau[symbol]!
                let coefficient = row.coefficient(for: entering)
                guard coefficient < 0 else { continue }
                let ratio = -row.constant / coefficient
                if ratio < best || (ratio == best && leaving.map { symbol < $0 } == true) {
                    best = ratio
                    leaving = symbol
                }
            }
            guard let leaving, var pivot = tableau.remove(leaving) else {
                // No row bounds the entering symbol. Both objectives are sums of non-negative
                // symbols at positive costs, so in exact arithmetic they are bounded below
                // and this cannot happen: the cost is rounding residue — a dead symbol's, or
                // one left by cancelling large costs (with priorities as weights, the fuzzer
                // met −3 × 10⁻⁷ on a slack whose weights were 3 × 10⁷). It is not a direction
                // to improve in.
                // A dead symbol's cost goes from both rows; a live one's only from the row
                // being minimised.
                if target == .objective || !tableau.mentions(entering) { objective.remove(entering) }
                if target == .artificial || !tableau.mentions(entering) { artificial?.remove(entering) }
                continue
            }
            pivot.solve(for: leaving, and: entering)
            substitute(entering, pivot)
            tableau.insert(pivot, for: entering)
        }
    }

    /// Dual simplex: restore feasibility after edits. Rows are repaired lowest symbol first,
    /// so the pivots do not depend on dictionary order.
    private func dualOptimize() throws {
        while !infeasibleRows.isEmpty {
            infeasibleRows.sort(by: >)
            let leaving = infeasibleRows.removeLast()
            guard var row = tableau[leaving], row.constant < 0 else { continue }
            var entering: (symbol: SolverSymbol, coefficient: Double)?
            for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
                if let best = entering,
                   !objective.ratio(of: cell.symbol, cell.coefficient, isLessThan: best.symbol, best.coefficient) {
                    continue
                }
                entering = (cell.symbol, cell.coefficient)
            }
            guard let entering = entering?.symbol else { throw Failure.internalError("dual optimize failed") }
            tableau.remove(leaving)
            row.solve(for: leaving, and: entering)
            substitute(entering, row)
            tableau.insert(row, for: entering)
        }
    }

    /// The row to pivot a removed constraint's marker out of: Kiwi's rule, ties broken by the
    /// lower symbol so that the choice does not depend on dictionary order.
    private func markerLeavingRow(_ marker: SolverSymbol) -> (SolverSymbol, SolverRow)? {
        var firstRatio = Double.greatestFiniteMagnitude, secondRatio = Double.greatestFiniteMagnitude
        var first: SolverSymbol?, second: SolverSymbol?, third: SolverSymbol?
        func better(_ ratio: Double, _ best: Double, _ symbol: SolverSymbol, _ current: SolverSymbol?) -> Bool {
            ratio < best || (ratio == best && current.map { symbol < $0 } ?? true)
        }
        for symbol in tableau.rowsMentioning(marker) {
            let row = tableau[symbol]!
            let coefficient = row.coefficient(for: marker)
            guard coefficient != 0 else { continue }
            if symbol.kind == .external {
                if third.map({ symbol < $0 }) ?? true { third = symbol }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if better(ratio, firstRatio, symbol, first) { firstRatio = ratio; first = symbol }
            } else {
                let ratio = row.constant / coefficient
                if better(ratio, secondRatio, symbol, second) { secondRatio = ratio; second = symbol }
            }
        }
        guard let chosen = first ?? second ?? third else { return nil }
        return (chosen, tableau[chosen]!)
    }

    private func removeErrorEffects(_ constraint: SolverConstraint, _ tag: Tag) {
        for marker in [tag.marker, tag.other] where marker.kind == .error {
            if let row = tableau[marker] {
                objective.insert(row, coefficient: -1, priority: constraint.strength.priority)
            } else {
                objective.insert(marker, coefficient: -1, priority: constraint.strength.priority)
            }
        }
    }
}

@inline(__always)
func nearZero(_ value: Double) -> Bool { abs(value) < 1e-8 }
