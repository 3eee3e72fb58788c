import SwiftSyntax

/// Moves `override` members out of extensions into their class's declaration.
///
/// On Apple platforms an extension may override a UIKit method (`extension MasterViewController
/// { override func tableView(_:numberOfRowsInSection:) … }`, the Master-Detail template's
/// habit) because UIKit's methods are Objective-C and dispatched dynamically. Swift on Linux
/// has no Objective-C: only the class body may override ("cannot be overridden from
/// extension"). Within one file, moving the members into the class keeps their meaning —
/// `private` reaches the type and its extensions in the same file — so they are moved; an
/// override in an extension of a class declared elsewhere is reported.
struct OverrideHoisting {
    /// The file with the overrides moved.
    private(set) var tree: SourceFileSyntax
    /// How many members moved.
    private(set) var moved = 0
    /// Overrides left in extensions of classes this file does not declare: the member's name
    /// and line.
    private(set) var leftInPlace: [(name: String, line: Int)] = []

    init(_ tree: SourceFileSyntax, path: String) {
        self.tree = tree
        let classes = Set(tree.statements.compactMap { $0.item.as(ClassDeclSyntax.self)?.name.text })
        var hoisted: [String: [MemberBlockItemSyntax]] = [:]
        var statements: [CodeBlockItemSyntax] = []
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        for statement in tree.statements {
            guard let ext = statement.item.as(ExtensionDeclSyntax.self),
                  ext.memberBlock.members.contains(where: { Self.isOverride($0.decl) }) else {
                statements.append(statement)
                continue
            }
            let typeName = ext.extendedType.trimmedDescription
            guard classes.contains(typeName), ext.genericWhereClause == nil else {
                for member in ext.memberBlock.members where Self.isOverride(member.decl) {
                    let line = converter.location(for: member.decl.positionAfterSkippingLeadingTrivia).line
                    leftInPlace.append((Self.name(of: member.decl), line))
                }
                statements.append(statement)
                continue
            }
            let (overrides, rest) = (ext.memberBlock.members.filter { Self.isOverride($0.decl) },
                                     ext.memberBlock.members.filter { !Self.isOverride($0.decl) })
            hoisted[typeName, default: []] += overrides
            moved += overrides.count
            var kept = ext
            kept.memberBlock.members = MemberBlockItemListSyntax(rest)
            statements.append(statement.with(\.item, .decl(DeclSyntax(kept))))
        }
        guard moved > 0 else { return }
        statements = statements.map { statement in
            guard var declaration = statement.item.as(ClassDeclSyntax.self), let members = hoisted[declaration.name.text] else { return statement }
            let comment = Trivia(pieces: [.newlines(2), .spaces(4),
                                          .lineComment("// Moved here from an extension by `slate port`: Swift on Linux overrides only in the class body.")])
            let moved = members.enumerated().map { index, member in
                index == 0 ? member.with(\.leadingTrivia, comment + member.leadingTrivia) : member
            }
            declaration.memberBlock.members = MemberBlockItemListSyntax(Array(declaration.memberBlock.members) + moved)
            return statement.with(\.item, .decl(DeclSyntax(declaration)))
        }
        self.tree = tree.with(\.statements, CodeBlockItemListSyntax(statements))
    }

    private static func isOverride(_ decl: DeclSyntax) -> Bool {
        guard let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers else { return false }
        return modifiers.contains { $0.name.tokenKind == .keyword(.override) }
    }

    private static func name(of decl: DeclSyntax) -> String {
        if let function = decl.as(FunctionDeclSyntax.self) { return "func \(function.name.text)" }
        if let variable = decl.as(VariableDeclSyntax.self) { return "var \(variable.bindings.first?.pattern.trimmedDescription ?? "")" }
        if decl.is(InitializerDeclSyntax.self) { return "init" }
        return decl.kind == .subscriptDecl ? "subscript" : "member"
    }
}
