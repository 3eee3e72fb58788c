import Foundation
import SwiftSyntax

/// The predicate format strings a port translates into `NSPredicate(block:)`: Linux
/// Foundation has no format parser (`init(format:_:)` is unavailable there). Search code
/// filters strings with a handful of shapes — `SELF CONTAINS[c] %@` above all — and those are
/// what this knows: `SELF` compared with one string argument by `CONTAINS`, `BEGINSWITH`,
/// `ENDSWITH`, `==` (or `=`) or `!=`, with the `[c]`
/// (case-insensitive), `[d]` (diacritic-insensitive) and `[cd]` options. The argument is read
/// once, when the predicate is made, as the format's arguments are.
enum PredicateFormat {
    /// `NSPredicate { … }` for `NSPredicate(format: "SELF …", argument)`; nil for any other.
    static func block(for call: FunctionCallExprSyntax) -> ExprSyntax? {
        let arguments = Array(call.arguments)
        guard arguments.count == 2, arguments[1].label == nil,
              let literal = arguments[0].expression.as(StringLiteralExprSyntax.self), let format = literal.representedLiteralValue,
              let comparison = Comparison(format) else { return nil }
        let value = arguments[1].expression.trimmedDescription
        return ParsedSyntax.expression("{ let value: String = \(value); return NSPredicate { object, _ in \(comparison.test(of: "object", against: "value")) } }()")
    }

    /// `SELF <operator>[options] %@`.
    struct Comparison {
        let operation: String
        let options: [String]

        /// `SELF`, the operator, its options and the one argument.
        private static let pattern = try! NSRegularExpression(
            pattern: #"^\s*SELF\s+(CONTAINS|BEGINSWITH|ENDSWITH|==|=|!=)\s*(?:\[([cd]{1,2})\])?\s+%@\s*$"#, options: [.caseInsensitive])

        init?(_ format: String) {
            guard let match = Self.pattern.firstMatch(in: format, range: NSRange(format.startIndex..., in: format)),
                  let operation = Range(match.range(at: 1), in: format).map({ format[$0].uppercased() }) else { return nil }
            self.operation = operation == "=" ? "==" : operation
            let flags = Range(match.range(at: 2), in: format).map { format[$0].lowercased() } ?? ""
            options = (flags.contains("c") ? [".caseInsensitive"] : []) + (flags.contains("d") ? [".diacriticInsensitive"] : [])
        }

        /// Swift that tests `object` (an `Any?`) against the string `value`.
        func test(of object: String, against value: String) -> String {
            let string = "(\(object) as? String)"
            switch operation {
            case "CONTAINS": return "\(string)?.range(of: \(value), options: \(list(options))) != nil"
            case "BEGINSWITH": return "\(string)?.range(of: \(value), options: \(list(options + [".anchored"]))) != nil"
            case "ENDSWITH": return "\(string)?.range(of: \(value), options: \(list(options + [".anchored", ".backwards"]))) != nil"
            case "!=": return "\(string)?.compare(\(value), options: \(list(options))) != .orderedSame"
            default: return "\(string)?.compare(\(value), options: \(list(options))) == .orderedSame"
            }
        }

        private func list(_ options: [String]) -> String { "[\(options.joined(separator: ", "))]" }
    }
}
