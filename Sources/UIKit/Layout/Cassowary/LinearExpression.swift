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

/// How much the solver cares: required constraints must hold; others are weighed.
struct SolverStrength: Comparable {
    let weight: Double

    /// Required constraints never enter the objective; the weight only has to exceed every priority's.
    static let required = SolverStrength(weight: .greatestFiniteMagnitude)

    /// Auto Layout priorities 1…999 as weights: each 100 points of priority is a factor of
    /// ten, so a 750 constraint outweighs any plausible number of 250 ones, while nearby
    /// priorities (250, 251) still order which constraint gives way.
    init(priority: Float) {
        self.weight = priority >= 1000 ? SolverStrength.required.weight : pow(10, Double(max(1, priority)) / 100)
    }

    private init(weight: Double) {
        self.weight = weight
    }

    var isRequired: Bool { weight >= SolverStrength.required.weight }

    static func < (lhs: SolverStrength, rhs: SolverStrength) -> Bool { lhs.weight < rhs.weight }
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
    var description: String {
        let terms = expression.terms.map { "\($0.coefficient)×\($0.variable)" } + ["\(expression.constant)"]
        let relation = switch self.relation {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
        return "\(terms.joined(separator: " + ")) \(relation) 0" + (strength.isRequired ? "" : " (weight \(strength.weight))")
    }
}
