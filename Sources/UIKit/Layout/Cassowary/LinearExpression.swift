/// A variable of the constraint solver. After `Solver.updateVariables()`, `value` holds its
/// solved value.
final class SolverVariable: Hashable, CustomStringConvertible {
    let name: String
    var value: Double = 0

    init(_ name: String) {
        self.name = name
    }

    static func == (lhs: SolverVariable, rhs: SolverVariable) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    var description: String { name }
}

/// `Σ coefficient × variable + constant`.
struct LinearExpression {
    var terms: [(variable: SolverVariable, coefficient: Double)]
    var constant: Double

    init(_ terms: [(SolverVariable, Double)] = [], constant: Double = 0) {
        self.terms = terms.map { (variable: $0.0, coefficient: $0.1) }
        self.constant = constant
    }

    init(_ variable: SolverVariable) {
        self.init([(variable, 1)])
    }

    static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var result = lhs
        result.terms += rhs.terms
        result.constant += rhs.constant
        return result
    }

    static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs * -1
    }

    static func * (lhs: LinearExpression, factor: Double) -> LinearExpression {
        var result = lhs
        result.terms = result.terms.map { (variable: $0.variable, coefficient: $0.coefficient * factor) }
        result.constant *= factor
        return result
    }

    static func + (lhs: LinearExpression, constant: Double) -> LinearExpression {
        var result = lhs
        result.constant += constant
        return result
    }

    /// The expression's value with the variables' current values.
    var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }
}

enum SolverRelation {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual
}

/// How much the solver cares: required constraints must hold; the others are satisfied in
/// priority order.
///
/// Priorities are levels, not weights: the solver minimises the errors of the highest
/// priority first and looks at a lower level only among the solutions that level leaves, so
/// one 252 constraint outweighs any number of 251 ones. That is Apple's contract ("Higher
/// priority constraints are satisfied before lower priority constraints", on
/// `NSLayoutConstraint.priority`), and real layouts lean on it: a label hugging at 252 beside a stack of two
/// labels hugging at 251 keeps its width while the stack stretches (kaden-kykim's
/// EmojiDictionary). Within a level, errors add up.
struct SolverStrength: Comparable {
    /// The Auto Layout priority, 1…1000; 1000 and above is required.
    let priority: Double

    static let required = SolverStrength(priority: Float(1000))

    init(priority: Float) {
        self.priority = Double(min(1000, max(1, priority)))
    }

    /// Weaker than every Auto Layout priority (which start at 1): an edit at this strength
    /// moves a variable only where no constraint decides it (the ambiguity probe).
    static let probe = SolverStrength(rawPriority: 0.001)

    private init(rawPriority: Double) {
        priority = rawPriority
    }

    var isRequired: Bool { priority >= 1000 }

    static func < (lhs: SolverStrength, rhs: SolverStrength) -> Bool { lhs.priority < rhs.priority }
}

/// `expression (relation) 0`, with a strength.
final class SolverConstraint: CustomStringConvertible {
    let expression: LinearExpression
    let relation: SolverRelation
    let strength: SolverStrength

    init(_ expression: LinearExpression, _ relation: SolverRelation, strength: SolverStrength) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }
}

extension SolverConstraint {
    /// Whether `other` states the same constraint: the same terms (in any order), constant,
    /// relation and strength. Replacing a constraint by an equivalent one would change nothing
    /// but cost a removal and an addition in the solver.
    func isEquivalent(to other: SolverConstraint) -> Bool {
        guard relation == other.relation, strength == other.strength, expression.constant == other.expression.constant,
              expression.terms.count == other.expression.terms.count else { return false }
        if expression.terms.count == 1 {
            return expression.terms[0].variable === other.expression.terms[0].variable
                && expression.terms[0].coefficient == other.expression.terms[0].coefficient
        }
        func canonical(_ terms: [(variable: SolverVariable, coefficient: Double)]) -> [(ObjectIdentifier, Double)] {
            terms.map { (ObjectIdentifier($0.variable), $0.coefficient) }.sorted { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 < $1.1) }
        }
        return zip(canonical(expression.terms), canonical(other.expression.terms)).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    }

    var description: String {
        let terms = expression.terms.map { "\($0.coefficient)×\($0.variable)" } + ["\(expression.constant)"]
        let relation = switch self.relation {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
        return "\(terms.joined(separator: " + ")) \(relation) 0" + (strength.isRequired ? "" : " (priority \(strength.priority))")
    }
}
