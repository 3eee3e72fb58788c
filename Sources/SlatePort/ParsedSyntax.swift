import SwiftParser
import SwiftSyntax

/// Syntax made from source text, for the pieces the rewriter inserts (simpler to read as
/// Swift than as node constructors, and checked by the parser).
enum ParsedSyntax {
    /// `text` as an expression.
    static func expression(_ text: String) -> ExprSyntax {
        let file = Parser.parse(source: "_ = \(text)")
        guard let item = file.statements.first?.item,
              let assignment = item.as(SequenceExprSyntax.self) ?? item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self),
              let value = assignment.elements.last else {
            preconditionFailure("ParsedSyntax.expression: cannot parse \(text)")
        }
        return value.trimmed
    }

    /// `text` as a type.
    static func type(_ text: String) -> TypeSyntax {
        let file = Parser.parse(source: "let x: \(text)")
        guard let type = file.statements.first?.item.as(VariableDeclSyntax.self)?.bindings.first?.typeAnnotation?.type else {
            preconditionFailure("ParsedSyntax.type: cannot parse \(text)")
        }
        return type.trimmed
    }

    /// `text` (already indented) as a member of a type's body.
    static func member(_ text: String) -> MemberBlockItemSyntax {
        let file = Parser.parse(source: "class __SlatePort {\n\(text)\n}")
        guard let item = file.statements.first?.item.as(ClassDeclSyntax.self)?.memberBlock.members.first else {
            preconditionFailure("ParsedSyntax.member: cannot parse \(text)")
        }
        return item
    }
}
