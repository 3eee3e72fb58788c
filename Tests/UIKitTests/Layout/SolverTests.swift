import Testing
import UIKitTesting
@testable import UIKit

@Suite("Cassowary solver", .exclusiveUIKit)
struct SolverTests {
    private func equal(_ lhs: LinearExpression, _ rhs: LinearExpression, priority: Float = 1000) -> SolverConstraint {
        SolverConstraint(lhs - rhs, .equal, strength: SolverStrength(priority: priority))
    }

    @Test("Required equalities are solved exactly")
    func equalities() throws {
        let solver = Solver()
        let x = SolverVariable("x"), y = SolverVariable("y")
        try solver.addConstraint(equal(LinearExpression(x) + LinearExpression(y), LinearExpression(constant: 100)))
        try solver.addConstraint(equal(LinearExpression(x), LinearExpression(y) * 2))
        solver.updateVariables()
        #expect(abs(x.value - 200.0 / 3) < 1e-9 && abs(y.value - 100.0 / 3) < 1e-9)
    }

    @Test("Higher priorities win over lower ones; removing a constraint restores the other")
    func priorities() throws {
        let solver = Solver()
        let x = SolverVariable("x")
        let strong = equal(LinearExpression(x), LinearExpression(constant: 10), priority: 750)
        let weak = equal(LinearExpression(x), LinearExpression(constant: 20), priority: 250)
        try solver.addConstraint(weak)
        try solver.addConstraint(strong)
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.removeConstraint(strong)
        solver.updateVariables()
        #expect(x.value == 20)
    }

    @Test("Priorities are strict levels: one 252 constraint outweighs two, or fifty, 251 ones; errors within a level add up")
    func prioritiesAreLevels() throws {
        for count in [2, 50] {
            let solver = Solver()
            // x + Σ y = 100 spread over a 252 wish (x = 20) and `count` 251 wishes (y = 20).
            let x = SolverVariable("x")
            let ys = (0..<count).map { SolverVariable("y\($0)") }
            var sum = LinearExpression(x)
            for y in ys { sum = sum + LinearExpression(y) }
            try solver.addConstraint(equal(sum, LinearExpression(constant: Double(20 * count + 40))))
            try solver.addConstraint(equal(LinearExpression(x), LinearExpression(constant: 20), priority: 252))
            for y in ys { try solver.addConstraint(equal(LinearExpression(y), LinearExpression(constant: 20), priority: 251)) }
            solver.updateVariables()
            #expect(x.value == 20, "count \(count)")
            #expect(abs(ys.map(\.value).reduce(0, +) - Double(20 * count + 20)) < 1e-9)
        }
        // Within one level two errors outweigh one.
        let solver = Solver()
        let x = SolverVariable("x")
        try solver.addConstraint(SolverConstraint(LinearExpression(x) + -20, .greaterThanOrEqual, strength: SolverStrength(priority: 500)))
        for _ in 0..<2 {
            try solver.addConstraint(SolverConstraint(LinearExpression(x) + -10, .lessThanOrEqual, strength: SolverStrength(priority: 500)))
        }
        solver.updateVariables()
        #expect(abs(x.value - 10) < 1e-9)
    }

    @Test("A suggested value at a low level gives way to any higher level, however many constraints the lower one has")
    func editAtLowLevel() throws {
        let solver = Solver()
        let x = SolverVariable("x"), y = SolverVariable("y")
        try solver.addConstraint(equal(LinearExpression(x) + LinearExpression(y), LinearExpression(constant: 100)))
        try solver.addConstraint(equal(LinearExpression(x), LinearExpression(constant: 30), priority: 300))
        try solver.addEditVariable(y, strength: SolverStrength(priority: 299))
        try solver.suggestValue(y, 90)
        solver.updateVariables()
        #expect(x.value == 30 && y.value == 70)
        try solver.addEditVariable(x, strength: SolverStrength(priority: 301))
        try solver.suggestValue(x, 5)
        solver.updateVariables()
        #expect(abs(x.value - 5) < 1e-9 && abs(y.value - 95) < 1e-9)
    }

    @Test("Inequalities bound edit suggestions")
    func editVariables() throws {
        let solver = Solver()
        let x = SolverVariable("x")
        try solver.addConstraint(SolverConstraint(LinearExpression(x) + -10, .greaterThanOrEqual, strength: .required))
        try solver.addEditVariable(x, strength: SolverStrength(priority: 999))
        try solver.suggestValue(x, 5)
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.suggestValue(x, 42)
        solver.updateVariables()
        #expect(x.value == 42)
        #expect(throws: Solver.Failure.self) { try solver.addEditVariable(SolverVariable("y"), strength: .required) }
    }

    @Test("An unsatisfiable required constraint is refused and leaves the solver as it was")
    func unsatisfiable() throws {
        let solver = Solver()
        let x = SolverVariable("x")
        try solver.addConstraint(equal(LinearExpression(x), LinearExpression(constant: 10)))
        let conflicting = equal(LinearExpression(x), LinearExpression(constant: 20))
        #expect(throws: Solver.Failure.self) { try solver.addConstraint(conflicting) }
        #expect(!solver.hasConstraint(conflicting))
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.addConstraint(equal(LinearExpression(x), LinearExpression(constant: 20), priority: 500))
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test("Removing constraints of very different priorities leaves no residue that misleads the next problem")
    func removalResidue() throws {
        let solver = Solver()
        // A first problem mixing priority 999 with low priorities.
        let a = SolverVariable("a"), b = SolverVariable("b"), total = SolverVariable("total")
        var first: [SolverConstraint] = [
            equal(LinearExpression(total), LinearExpression(constant: 300)),
            equal(LinearExpression(a) + LinearExpression(b), LinearExpression(total)),
            equal(LinearExpression(b), LinearExpression(a) * 2, priority: 999),
            SolverConstraint(LinearExpression(a) + -50, .lessThanOrEqual, strength: SolverStrength(priority: 250)),
            SolverConstraint(LinearExpression(b) + -100, .lessThanOrEqual, strength: SolverStrength(priority: 250)),
        ]
        for constraint in first { try solver.addConstraint(constraint) }
        solver.updateVariables()
        #expect(abs(a.value - 100) < 1e-6 && abs(b.value - 200) < 1e-6)
        for constraint in first { try solver.removeConstraint(constraint) }
        first = []
        for variable in [a, b, total] { try? solver.removeVariable(variable) }
        #expect(solver.variableCount == 0 && solver.rowCount == 0)
        // A second problem where a weak preference (priority 49) must lose to hugging (250).
        let top = SolverVariable("top"), height = SolverVariable("height")
        try solver.addConstraint(equal(LinearExpression(top) + LinearExpression(height) * 0.5, LinearExpression(constant: 50)))
        try solver.addConstraint(SolverConstraint(LinearExpression(height) + -20, .lessThanOrEqual, strength: SolverStrength(priority: 250)))
        try solver.addConstraint(equal(LinearExpression(top), LinearExpression(constant: 0), priority: 49))
        try solver.addConstraint(equal(LinearExpression(top) + LinearExpression(height), LinearExpression(constant: 100), priority: 49))
        solver.updateVariables()
        #expect(abs(height.value - 20) < 1e-6)
        #expect(abs(top.value - 40) < 1e-6)
    }
}
