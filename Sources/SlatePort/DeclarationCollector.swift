import Foundation
import SwiftSyntax

/// Walks one file and records its classes, Interface Builder members and methods, each with
/// the name of the type it belongs to (nested types qualified, extensions by the type they
/// extend).
final class DeclarationCollector: SyntaxVisitor {
    let path: String
    let converter: SourceLocationConverter
    private(set) var classes: [ProjectClass] = []
    private(set) var members: [InterfaceBuilderMember] = []
    private(set) var methods: [ProjectMethod] = []
    /// The enclosing types, outermost first.
    private var context: [String] = []

    init(path: String, converter: SourceLocationConverter) {
        self.path = path
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private func place(of node: some SyntaxProtocol) -> SourcePlace {
        SourcePlace(file: path, line: node.startLocation(converter: converter).line)
    }

    private func qualified(_ name: String) -> String {
        (context + [name]).joined(separator: ".")
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        let modifiers = Set(node.modifiers.map(\.name.text))
        classes.append(ProjectClass(
            name: qualified(node.name.text),
            firstInheritedType: inherited.first.map(Self.withoutGenericArguments),
            inheritedTypes: inherited,
            isGeneric: node.genericParameterClause != nil,
            isFinal: modifiers.contains("final"),
            isPublic: modifiers.contains("public") || modifiers.contains("open"),
            isMain: node.attributes.contains { Self.attributeName($0) == "main" || Self.attributeName($0) == "UIApplicationMain" },
            place: place(of: node.name)))
        context.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { context.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { context.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: EnumDeclSyntax) { context.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ActorDeclSyntax) { context.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ProtocolDeclSyntax) { context.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        context.append(Self.withoutGenericArguments(node.extendedType.trimmedDescription))
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { context.removeLast() }

    private func enter(_ name: String) -> SyntaxVisitorContinueKind {
        context.append(name)
        return .visitChildren
    }

    /// Closures and function bodies declare nothing Interface Builder sees.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !context.isEmpty else { return .skipChildren }
        let names = Set(node.attributes.compactMap(Self.attributeName))
        let kind: InterfaceBuilderMember.Kind
        if names.contains("IBOutlet") {
            kind = .outlet
        } else if names.contains("IBInspectable") {
            kind = .property
        } else {
            return .skipChildren
        }
        let isFilePrivate = node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) }
        var lastType: TypeSyntax?
        for binding in node.bindings.reversed() where lastType == nil { lastType = binding.typeAnnotation?.type }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let type = binding.typeAnnotation?.type ?? lastType
            let isCollection = kind == .outlet && type.map(Self.isArrayType) == true
            members.append(InterfaceBuilderMember(
                kind: isCollection ? .outletCollection : kind, owner: context.joined(separator: "."),
                name: name, fullName: name, isFilePrivate: isFilePrivate,
                place: place(of: binding)))
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard !context.isEmpty else { return .skipChildren }
        let owner = context.joined(separator: ".")
        let selector = ObjCSelectorName.make(for: node)
        let parameters = node.signature.parameterClause.parameters
        let labels: [String?] = parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }
        let returnsValue = node.signature.returnClause.map { !["Void", "()"].contains($0.type.trimmedDescription) } ?? false
        let isStatic = node.modifiers.contains { ["static", "class"].contains($0.name.text) }
        let method = ProjectMethod(
            owner: owner, baseName: node.name.text, labels: labels, parameterTypes: parameters.map { $0.type.trimmedDescription }, selector: selector,
            fitsSelector: parameters.count <= 1 && !returnsValue && node.signature.effectSpecifiers == nil && !isStatic
                && node.genericParameterClause == nil,
            place: place(of: node.name))
        methods.append(method)
        let names = Set(node.attributes.compactMap(Self.attributeName))
        let kind: InterfaceBuilderMember.Kind? = names.contains("IBAction") ? .action : names.contains("IBSegueAction") ? .segueAction : nil
        if let kind {
            members.append(InterfaceBuilderMember(
                kind: kind, owner: owner, name: node.name.text, selector: selector, parameterCount: parameters.count,
                fullName: method.fullName,
                isFilePrivate: node.modifiers.contains { ["private", "fileprivate"].contains($0.name.text) },
                place: place(of: node.name)))
        }
        return .skipChildren
    }

    static func attributeName(_ element: AttributeListSyntax.Element) -> String? {
        guard case .attribute(let attribute) = element else { return nil }
        return attribute.attributeName.trimmedDescription
    }

    /// `type` without generic arguments and without a `UIKit.` module qualifier.
    static func withoutGenericArguments(_ type: String) -> String {
        let name = type.split(separator: "<", maxSplits: 1).first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? type
        return name.hasPrefix("UIKit.") ? String(name.dropFirst("UIKit.".count)) : name
    }

    /// `[UIButton]!`, `[UIButton]?`, `[UIButton]`, `Array<UIButton>`.
    static func isArrayType(_ type: TypeSyntax) -> Bool {
        var type = type
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = unwrapped.wrappedType }
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if type.is(ArrayTypeSyntax.self) { return true }
        return type.as(IdentifierTypeSyntax.self)?.name.text == "Array"
    }
}
