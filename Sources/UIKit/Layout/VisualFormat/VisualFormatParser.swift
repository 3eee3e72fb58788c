import Foundation

/// Parses a visual format string, failing with UIKit's kind of message: what was expected
/// and where (the format, with a caret under the place).
struct VisualFormatParser {
    struct Failure: Error {
        let reason: String
        let offset: Int
    }

    private let characters: [Character]
    private var index = 0

    init(_ format: String) {
        characters = Array(format)
    }

    static func parse(_ format: String) throws(Failure) -> VisualFormat {
        var parser = VisualFormatParser(format)
        return try parser.parseFormat()
    }

    private mutating func parseFormat() throws(Failure) -> VisualFormat {
        var isVertical = false
        if let first = peek, first == "H" || first == "V", characters.count > 1, characters[1] == ":" || characters[1] == "|" || characters[1] == "[" {
            guard characters[1] == ":" else { throw Failure(reason: "Expected ':' after '\(first)' to specify \(first == "V" ? "vertical" : "horizontal") arrangement", offset: 1) }
            isVertical = first == "V"
            index = 2
        }
        var format = VisualFormat(isVertical: isVertical, leadingEdge: nil, views: [], connections: [], trailingEdge: nil)
        if peek == "|" {
            index += 1
            format.leadingEdge = try parseConnection()
        }
        format.views.append(try parseView())
        while index < characters.count {
            let connection = try parseConnection()
            if peek == "|" {
                index += 1
                format.trailingEdge = connection
                guard index == characters.count else { throw Failure(reason: "Expected the end of the format after '|'", offset: index) }
                break
            }
            guard peek == "[" else {
                throw Failure(reason: index < characters.count ? "Expected a view" : "Expected a view or '|' at the end", offset: index)
            }
            format.connections.append(connection)
            format.views.append(try parseView())
        }
        return format
    }

    private mutating func parseView() throws(Failure) -> VisualFormat.View {
        guard peek == "[" else { throw Failure(reason: "Expected a view", offset: index) }
        index += 1
        let name = try parseIdentifier(what: "a view name")
        var predicates: [VisualFormat.Predicate] = []
        if peek == "(" {
            predicates = try parsePredicateList(allowingViews: true)
        }
        guard peek == "]" else { throw Failure(reason: "Expected ']'", offset: index) }
        index += 1
        return VisualFormat.View(name: name, predicates: predicates)
    }

    /// A connection, up to (not including) the next view or edge.
    private mutating func parseConnection() throws(Failure) -> VisualFormat.Connection {
        guard peek == "-" else { return .flush }
        index += 1
        if peek == "[" || peek == "|" { return .standard }
        let predicates: [VisualFormat.Predicate]
        if peek == "(" {
            predicates = try parsePredicateList(allowingViews: false)
        } else {
            let value = try parseValue()
            if case .number(let number) = value, number < 0 {
                throw Failure(reason: "A simple predicate's number must be positive; write -(-5)- for a negative space", offset: index)
            }
            predicates = [VisualFormat.Predicate(relation: .equal, object: .constant(value), priority: nil)]
        }
        guard peek == "-" else { throw Failure(reason: "Expected '-' after the connection's predicate", offset: index) }
        index += 1
        return .predicates(predicates)
    }

    private mutating func parsePredicateList(allowingViews: Bool) throws(Failure) -> [VisualFormat.Predicate] {
        index += 1 // "("
        var predicates: [VisualFormat.Predicate] = []
        while true {
            predicates.append(try parsePredicate(allowingViews: allowingViews))
            if peek == "," {
                index += 1
                continue
            }
            guard peek == ")" else { throw Failure(reason: "Expected ')' or ','", offset: index) }
            index += 1
            return predicates
        }
    }

    private mutating func parsePredicate(allowingViews: Bool) throws(Failure) -> VisualFormat.Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        for (text, value) in [("==", NSLayoutConstraint.Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)]
            where starts(with: text) {
            relation = value
            index += 2
            break
        }
        let object: VisualFormat.Predicate.Object
        switch try parseValue() {
        case .number(let number):
            object = .constant(.number(number))
        case .metric(let name):
            // A name is a view where views may be named (a view's own predicates); the builder
            // decides between a view and a metric by the dictionaries.
            object = allowingViews ? .view(name) : .constant(.metric(name))
        }
        var priority: VisualFormat.Value?
        if peek == "@" {
            index += 1
            priority = try parseValue()
        }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority)
    }

    private mutating func parseValue() throws(Failure) -> VisualFormat.Value {
        if let character = peek, character.isLetter || character == "_" {
            return .metric(try parseIdentifier(what: "a metric or view name"))
        }
        let start = index
        if peek == "-" || peek == "+" { index += 1 }
        while let character = peek, character.isNumber || character == "." { index += 1 }
        // An exponent, as strtod reads numbers ("1e2").
        if peek == "e" || peek == "E", index + 1 < characters.count,
           characters[index + 1].isNumber || ((characters[index + 1] == "-" || characters[index + 1] == "+") && index + 2 < characters.count && characters[index + 2].isNumber) {
            index += 2
            while let character = peek, character.isNumber { index += 1 }
        }
        let text = String(characters[start..<index])
        guard let number = Double(text), number.isFinite else {
            index = start
            throw Failure(reason: "Expected a number or a metric name", offset: start)
        }
        return .number(CGFloat(number))
    }

    private mutating func parseIdentifier(what: String) throws(Failure) -> String {
        let start = index
        guard let first = peek, first.isLetter || first == "_", first.isASCII else {
            throw Failure(reason: "Expected \(what)", offset: index)
        }
        while let character = peek, character.isASCII, character.isLetter || character.isNumber || character == "_" { index += 1 }
        return String(characters[start..<index])
    }

    private var peek: Character? { index < characters.count ? characters[index] : nil }

    private func starts(with text: String) -> Bool {
        let pattern = Array(text)
        guard index + pattern.count <= characters.count else { return false }
        return Array(characters[index..<(index + pattern.count)]) == pattern
    }
}
