import SwiftSyntax

/// Rewrites one Swift file of an iOS app into what Swift on Linux compiles and Slate's UIKit
/// understands (docs/porting.md), recording what it changed and what it could not.
///
/// - `@IBOutlet` goes (Linux rejects it); `@IBAction` stays on one-parameter methods only
///   (the only shape Linux accepts); `@IBInspectable`, `@IBDesignable`, `@IBSegueAction` stay.
/// - Classes with Interface Builder members get `interfaceBuilderConnections`
///   (``InterfaceBuilderConnectionPlan``).
/// - `@objc`, `@objc(name)`, `@objcMembers` and `dynamic` go: there is no Objective-C runtime.
/// - `#selector(…)` becomes Slate's `Selector("name:", Type.method)`.
/// - `@UIApplicationMain` becomes `@main`; the app and scene delegates become `final`
///   (UIKit creates them through `init()`, a protocol requirement on Linux).
/// - UIKit names from before Swift 4.2 (`UIControlState`) become today's (`UIControl.State`).
/// - Imports of frameworks Slate lacks and Objective-C runtime idioms are reported.
final class SourceRewriter: SyntaxRewriter {
    static let availableModules: Set<String> = [
        "UIKit", "Foundation", "CoreGraphics", "QuartzCore", "UniformTypeIdentifiers", "Dispatch", "os", "Swift",
        "_Concurrency", "Glibc",
    ]

    let path: String
    let converter: SourceLocationConverter
    let declarations: ProjectDeclarations
    let plan: InterfaceBuilderConnectionPlan
    /// Classes (qualified names) to make `final`.
    let finalClasses: Set<String>
    private(set) var report = PortReport()
    /// Enclosing type names, outermost first.
    private var context: [String] = []
    /// The class whose own body is being visited (nil in extensions and other types).
    private var classBodies: [String?] = []

    init(path: String, tree: SourceFileSyntax, declarations: ProjectDeclarations, plan: InterfaceBuilderConnectionPlan,
         finalClasses: Set<String>) {
        self.path = path
        converter = SourceLocationConverter(fileName: path, tree: tree)
        self.declarations = declarations
        self.plan = plan
        self.finalClasses = finalClasses
        super.init(viewMode: .sourceAccurate)
    }

    private func place(of node: some SyntaxProtocol) -> SourcePlace {
        SourcePlace(file: path, line: node.startLocation(converter: converter).line)
    }

    // MARK: Imports

    /// Foundation's networking types, which Linux keeps in a module of their own.
    static let networkingTypes: Set<String> = [
        "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask", "URLSessionDownloadTask",
        "URLSessionUploadTask", "URLSessionDelegate", "URLSessionDataDelegate", "URLSessionTaskDelegate", "URLRequest",
        "NSMutableURLRequest", "URLResponse", "HTTPURLResponse", "URLCache", "HTTPCookie", "HTTPCookieStorage",
        "URLCredential", "URLProtectionSpace", "URLAuthenticationChallenge",
    ]

    /// Adds `import FoundationNetworking` after a file's last top-level import when the file
    /// names `URLSession` and friends: on Linux they are not in Foundation.
    override func visit(_ node: SourceFileSyntax) -> SourceFileSyntax {
        var rewritten = super.visit(node)
        let usesNetworking = node.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let name) = token.tokenKind { return Self.networkingTypes.contains(name) }
            return false
        }
        let imports = rewritten.statements.enumerated().filter { $0.element.item.is(ImportDeclSyntax.self) }
        let importsNetworking = imports.contains { $0.element.item.as(ImportDeclSyntax.self)?.path.first?.name.text == "FoundationNetworking" }
        guard usesNetworking, !importsNetworking, let last = imports.last else { return rewritten }
        let indent = Self.indentation(of: last.element.leadingTrivia)
        var item = CodeBlockItemSyntax(item: .decl(DeclSyntax(ImportDeclSyntax(
            importKeyword: .keyword(.import, leadingTrivia: Trivia(pieces: [.newlines(1), .spaces(indent.count)]), trailingTrivia: .space),
            path: [ImportPathComponentSyntax(name: .identifier("FoundationNetworking"))]))))
        item.trailingTrivia = Trivia(pieces: [.spaces(1), .lineComment("// URLSession and friends on Linux (slate port)")])
        var statements = Array(rewritten.statements)
        statements.insert(item, at: last.offset + 1)
        rewritten.statements = CodeBlockItemListSyntax(statements)
        report.count("`import FoundationNetworking` added where URLSession and friends are used")
        return rewritten
    }

    override func visit(_ node: ImportDeclSyntax) -> DeclSyntax {
        let module = node.path.first?.name.text ?? ""
        if module == "UIKit", node.path.count > 1 {
            // `import UIKit.UIGestureRecognizerSubclass`: Slate's `state` is settable anyway.
            report.count("`import UIKit.<submodule>` → `import UIKit`")
            var rewritten = node
            rewritten.path = ImportPathComponentListSyntax([node.path.first!.with(\.trailingPeriod, nil)])
            rewritten.importKindSpecifier = nil
            return DeclSyntax(rewritten)
        }
        if !Self.availableModules.contains(module) {
            report.add("`import \(node.path.trimmedDescription)`: Slate has no \(module); this file will not compile until the code that uses it is replaced", at: place(of: node))
        }
        return DeclSyntax(node)
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        let name = (context + [node.name.text]).joined(separator: ".")
        let classPlace = place(of: node.name)
        context.append(node.name.text)
        classBodies.append(name)
        defer {
            context.removeLast()
            classBodies.removeLast()
        }
        guard var rewritten = super.visit(node).as(ClassDeclSyntax.self) else { return DeclSyntax(node) }
        if rewritten.attributes.contains(where: { Self.name(of: $0) == "UIApplicationMain" }) {
            rewritten.attributes = AttributeListSyntax(rewritten.attributes.map { element in
                guard Self.name(of: element) == "UIApplicationMain", case .attribute(let attribute) = element else { return element }
                return .attribute(attribute.with(\.attributeName, TypeSyntax(IdentifierTypeSyntax(
                    name: .identifier("main", leadingTrivia: attribute.attributeName.leadingTrivia,
                                      trailingTrivia: attribute.attributeName.trailingTrivia)))))
            })
            report.count("`@UIApplicationMain` → `@main`")
        }
        rewritten = strip(rewritten, at: classPlace)
        if finalClasses.contains(name), !rewritten.modifiers.contains(where: { $0.name.text == "final" }) {
            // `final` takes the place (and leading trivia) of what came first after the attributes.
            var modifier = DeclModifierSyntax(name: .keyword(.final), trailingTrivia: .space)
            if var first = rewritten.modifiers.first {
                modifier.leadingTrivia = first.leadingTrivia
                first.leadingTrivia = []
                rewritten.modifiers = DeclModifierListSyntax([modifier, first] + Array(rewritten.modifiers.dropFirst()))
            } else {
                modifier.leadingTrivia = rewritten.classKeyword.leadingTrivia
                rewritten.classKeyword.leadingTrivia = []
                rewritten.modifiers = [modifier]
            }
            report.count("`final` added to the app and scene delegates (UIKit creates them with `init()`)")
        }
        let isPublic = node.modifiers.contains { ["public", "open"].contains($0.name.text) }
        let indent = Self.indentation(of: node.leadingTrivia)
        let memberIndent = node.memberBlock.members.first.map { Self.indentation(of: $0.leadingTrivia) } ?? indent + "    "
        let unit = memberIndent.count > indent.count ? String(memberIndent.dropFirst(indent.count)) : "    "
        if let text = plan.member(for: name, isPublic: isPublic, indent: memberIndent, unit: unit) {
            var member = ParsedSyntax.member(text)
            member.leadingTrivia = Trivia(pieces: [.newlines(node.memberBlock.members.isEmpty ? 1 : 2)]
                                          + member.leadingTrivia.pieces.drop { $0.isNewline })
            rewritten.memberBlock.members.append(member)
            if !rewritten.memberBlock.rightBrace.leadingTrivia.contains(where: \.isNewline) {
                rewritten.memberBlock.rightBrace.leadingTrivia = Trivia(pieces: [.newlines(1), .spaces(indent.count)])
            }
            report.count("`interfaceBuilderConnections` added to classes")
        }
        return DeclSyntax(rewritten)
    }

    override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
        context.append(node.name.text)
        classBodies.append(nil)
        defer {
            context.removeLast()
            classBodies.removeLast()
        }
        return DeclSyntax(strip(super.visit(node).as(StructDeclSyntax.self) ?? node, at: place(of: node.name)))
    }

    override func visit(_ node: EnumDeclSyntax) -> DeclSyntax {
        context.append(node.name.text)
        classBodies.append(nil)
        defer {
            context.removeLast()
            classBodies.removeLast()
        }
        return DeclSyntax(strip(super.visit(node).as(EnumDeclSyntax.self) ?? node, at: place(of: node.name)))
    }

    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax {
        context.append(node.name.text)
        classBodies.append(nil)
        defer {
            context.removeLast()
            classBodies.removeLast()
        }
        return DeclSyntax(strip(super.visit(node).as(ProtocolDeclSyntax.self) ?? node, at: place(of: node.name)))
    }

    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        context.append(DeclarationCollector.withoutGenericArguments(node.extendedType.trimmedDescription))
        classBodies.append(nil)
        defer {
            context.removeLast()
            classBodies.removeLast()
        }
        return DeclSyntax(strip(super.visit(node).as(ExtensionDeclSyntax.self) ?? node, at: place(of: node.extendedType)))
    }

    // MARK: Members

    override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        let varPlace = place(of: node.bindings)
        let attributes = Set(node.attributes.compactMap(Self.name(of:)))
        if attributes.contains("NSManaged") {
            if let className = classBodies.last ?? nil, declarations.isCoreAnimationContainer(className),
               let keyed = Self.keyValueCodedProperty(node) {
                report.count("`@NSManaged var` of a layer or animation subclass → a property kept with `value(forKey:)`/`setValue(_:forKey:)`")
                return keyed
            }
            report.add("`@NSManaged` needs Core Data, which Slate lacks", at: varPlace)
        }
        if node.modifiers.contains(where: { $0.name.text == "optional" }) {
            report.add("optional protocol requirement: needs `@objc`, which Linux lacks; give it a default in a protocol extension", at: varPlace)
        }
        var rewritten = super.visit(node).as(VariableDeclSyntax.self) ?? node
        if attributes.contains("IBOutlet") {
            rewritten = Self.removing(rewritten, attributes: ["IBOutlet"], modifiers: [])
            report.count("`@IBOutlet` removed")
        }
        rewritten = strip(rewritten, at: varPlace)
        let relaxed = node.bindings.contains { plan.relaxedMembers.contains(place(of: $0)) }
        if relaxed { rewritten = Self.removing(rewritten, attributes: [], modifiers: ["private", "fileprivate"]) }
        return DeclSyntax(rewritten)
    }

    /// `@NSManaged var progress: CGFloat` of a layer (Core Animation's dynamic property) as the
    /// computed property Slate's layers keep by key: animatable, copied into presentation
    /// layers, drawn when the class's `needsDisplay(forKey:)` says so. An unset key reads as
    /// the type's zero where it has one (as an unset dynamic property reads on Apple platforms).
    static func keyValueCodedProperty(_ node: VariableDeclSyntax) -> DeclSyntax? {
        guard node.bindingSpecifier.tokenKind == .keyword(.var), node.bindings.count == 1, let binding = node.bindings.first,
              let spelled = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = binding.typeAnnotation?.type, binding.initializer == nil, binding.accessorBlock == nil else { return nil }
        let name = spelled.filter { $0 != "`" }
        let typeText = type.trimmedDescription
        let read = "value(forKey: \"\(name)\")"
        let getter: String
        if let optional = type.as(OptionalTypeSyntax.self) {
            getter = "\(read) as? \(optional.wrappedType.trimmedDescription)"
        } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            getter = "\(read) as? \(unwrapped.wrappedType.trimmedDescription)"
        } else if let zero = zeroLiterals[typeText] {
            getter = "\(read) as? \(typeText) ?? \(zero)"
        } else {
            getter = "\(read) as! \(typeText)"
        }
        // What Linux refuses goes with the attribute (`@objc`, `dynamic`), and what a computed
        // property cannot be (`weak`, `unowned`).
        let stripped = removing(node, attributes: ["NSManaged", "objc", "objcMembers"], modifiers: ["dynamic", "weak", "unowned"])
        let head = [stripped.attributes.trimmedDescription, stripped.modifiers.trimmedDescription].filter { !$0.isEmpty }
        let indent = indentation(of: node.leadingTrivia)
        let text = """
            \(indent)\((head + ["var"]).joined(separator: " ")) \(spelled): \(typeText) {
            \(indent)    get { \(getter) }
            \(indent)    set { setValue(newValue, forKey: "\(name)") }
            \(indent)}
            """
        var declaration = ParsedSyntax.member(text).decl
        declaration.leadingTrivia = node.leadingTrivia
        declaration.trailingTrivia = node.trailingTrivia
        return declaration
    }

    /// The zero an unset dynamic property of these types reads as.
    private static let zeroLiterals: [String: String] = [
        "CGFloat": "0", "Double": "0", "Float": "0", "Int": "0", "Bool": "false", "String": "\"\"",
        "CGPoint": ".zero", "CGSize": ".zero", "CGRect": ".zero", "CGVector": ".zero",
    ]

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        let namePlace = place(of: node.name)
        if node.modifiers.contains(where: { $0.name.text == "optional" }) {
            report.add("optional protocol requirement `\(node.name.text)`: needs `@objc`, which Linux lacks; give it a default in a protocol extension", at: namePlace)
        }
        var rewritten = super.visit(node).as(FunctionDeclSyntax.self) ?? node
        let attributes = Set(node.attributes.compactMap(Self.name(of:)))
        if attributes.contains("IBAction"), node.signature.parameterClause.parameters.count != 1 {
            rewritten = Self.removing(rewritten, attributes: ["IBAction"], modifiers: [])
            report.count("`@IBAction` removed from methods without exactly one parameter (Linux accepts it only there)")
        }
        rewritten = strip(rewritten, at: namePlace)
        if plan.relaxedMembers.contains(namePlace) {
            rewritten = Self.removing(rewritten, attributes: [], modifiers: ["private", "fileprivate"])
        }
        return DeclSyntax(rewritten)
    }

    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        var rewritten = strip(super.visit(node).as(InitializerDeclSyntax.self) ?? node, at: place(of: node.initKeyword))
        let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
        if let className = classBodies.last ?? nil,
           let ancestor = declarations.uikitAncestor(of: className),
           Self.requiredInitializers[ancestor] == labels,
           !node.modifiers.contains(where: { $0.name.text == "required" }),
           let override = rewritten.modifiers.firstIndex(where: { $0.name.text == "override" }) {
            // Slate makes reusable views with the initializer UIKit calls, so it is `required`.
            rewritten.modifiers[override] = rewritten.modifiers[override].with(\.name, .keyword(.required, leadingTrivia: rewritten.modifiers[override].name.leadingTrivia,
                                                                                            trailingTrivia: rewritten.modifiers[override].name.trailingTrivia))
            report.count("`override init` of reusable views → `required init` (Slate creates them with it)")
        }
        return DeclSyntax(rewritten)
    }

    /// The initializers Slate's UIKit declares `required` because it creates the view itself
    /// from a subclass chosen at run time (docs/porting.md), by the UIKit class and labels.
    static let requiredInitializers: [String: [String]] = [
        "UITableViewCell": ["style", "reuseIdentifier"],
        "UITableViewHeaderFooterView": ["reuseIdentifier"],
        "UICollectionReusableView": ["frame"],
        "UICollectionViewCell": ["frame"],
        "UICollectionViewListCell": ["frame"],
        "UIPopoverBackgroundView": ["frame"],
    ]

    override func visit(_ node: SubscriptDeclSyntax) -> DeclSyntax {
        DeclSyntax(strip(super.visit(node).as(SubscriptDeclSyntax.self) ?? node, at: place(of: node.subscriptKeyword)))
    }

    /// Removes `@objc`, `@objc(name)`, `@objcMembers` and `dynamic`, counting each.
    private func strip<Declaration: WithAttributesSyntax & WithModifiersSyntax>(_ declaration: Declaration, at place: SourcePlace) -> Declaration {
        let names = declaration.attributes.compactMap(Self.name(of:))
        let objc = names.filter { $0 == "objc" }.count
        let objcMembers = names.filter { $0 == "objcMembers" }.count
        let dynamic = declaration.modifiers.filter { $0.name.text == "dynamic" }.count
        guard objc + objcMembers + dynamic > 0 else { return declaration }
        report.count("`@objc` removed", objc)
        report.count("`@objcMembers` removed", objcMembers)
        report.count("`dynamic` removed", dynamic)
        return Self.removing(declaration, attributes: ["objc", "objcMembers"], modifiers: ["dynamic"])
    }

    /// `declaration` without the named attributes and modifiers, its leading trivia (doc
    /// comments, indentation) kept in front of whatever now comes first.
    static func removing<Declaration: WithAttributesSyntax & WithModifiersSyntax>(
        _ declaration: Declaration, attributes: Set<String>, modifiers: Set<String>
    ) -> Declaration {
        let leading = declaration.leadingTrivia
        var result = declaration
        result.attributes = declaration.attributes.filter { !attributes.contains(name(of: $0) ?? "") }
        result.modifiers = declaration.modifiers.filter { !modifiers.contains($0.name.text) }
        result.leadingTrivia = leading
        return result
    }

    static func name(of element: AttributeListSyntax.Element) -> String? {
        DeclarationCollector.attributeName(element)
    }

    /// The spaces after the last line break of `trivia`.
    static func indentation(of trivia: Trivia) -> String {
        var indent = ""
        for piece in trivia.pieces {
            switch piece {
            case .newlines, .carriageReturns, .carriageReturnLineFeeds: indent = ""
            case .spaces(let count): indent += String(repeating: " ", count: count)
            case .tabs(let count): indent += String(repeating: "\t", count: count)
            default: indent = ""
            }
        }
        return indent
    }

    // MARK: Expressions

    override func visit(_ node: MacroExpansionExprSyntax) -> ExprSyntax {
        guard node.macroName.text == "selector" else { return super.visit(node) }
        let selectorPlace = place(of: node)
        guard let replacement = selector(for: node, at: selectorPlace) else { return ExprSyntax(node) }
        report.count("`#selector(…)` → `Selector(\"name\", Type.method)`")
        return ParsedSyntax.expression(replacement).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// Slate's `Selector(…)` for a `#selector`, or nil (reported) when it cannot be made.
    private func selector(for node: MacroExpansionExprSyntax, at place: SourcePlace) -> String? {
        guard node.arguments.count == 1, let argument = node.arguments.first else {
            report.add("`\(node.trimmedDescription)`: not a method reference the porter understands", at: place)
            return nil
        }
        if let label = argument.label {
            report.add("`\(node.trimmedDescription)`: a property's \(label.text); Slate's `Selector` names methods only — call the property in a method and name that", at: place)
            return nil
        }
        let owner: String?
        let reference: DeclReferenceExprSyntax
        if let member = argument.expression.as(MemberAccessExprSyntax.self) {
            reference = member.declName
            let base = member.base?.trimmedDescription
            owner = base == nil || base == "self" || base == "Self" ? enclosingType : base
        } else if let plain = argument.expression.as(DeclReferenceExprSyntax.self) {
            reference = plain
            owner = enclosingType
        } else {
            report.add("`\(node.trimmedDescription)`: not a method reference the porter understands (write `Selector(\"name:\", Type.method)`)", at: place)
            return nil
        }
        guard let owner else {
            report.add("`\(node.trimmedDescription)` outside a type: name the type (`Selector(\"name:\", Type.method)`)", at: place)
            return nil
        }
        let baseName = reference.baseName.text
        let candidates = methods(of: owner, named: baseName)
        var matching = candidates
        if let arguments = reference.argumentNames {
            let fullName = "\(baseName)\(arguments.trimmedDescription)"
            matching = candidates.filter { $0.fullName == fullName }
        }
        let name: String
        if let arguments = reference.argumentNames {
            name = matching.first?.selector ?? ObjCSelectorName.make(baseName: baseName, argumentNames: arguments)
        } else if let first = matching.first, matching.allSatisfy({ $0.selector == first.selector }) {
            name = first.selector
        } else if matching.isEmpty, let first = owner.first, first.isLowercase, declarations.classes[owner] == nil {
            report.add("`\(node.trimmedDescription)` names a method of the value `\(owner)`, whose type the porter cannot see: write `Selector(\"\(baseName)\", <its type>.\(baseName))`", at: place)
            return nil
        } else if matching.isEmpty {
            report.add("`\(node.trimmedDescription)`: no method `\(baseName)` of `\(owner)` in this target, so its parameters (and selector name) are unknown: write `Selector(\"name:\", \(owner).\(baseName))`", at: place)
            return nil
        } else {
            report.add("`\(node.trimmedDescription)`: `\(owner).\(baseName)` is overloaded; name the overload (`\(baseName)(_:)`)", at: place)
            return nil
        }
        if let unfit = matching.first(where: { !$0.fitsSelector }) {
            report.add("`\(node.trimmedDescription)`: `\(unfit.fullName)` is not a method taking the sender or nothing and returning nothing, which Slate's `Selector` needs: not converted", at: place)
            return nil
        }
        let referenceText = reference.argumentNames != nil || candidates.count > 1
            ? "\(owner).\(baseName)\(reference.argumentNames?.trimmedDescription ?? matching.first.map { String($0.fullName.dropFirst(baseName.count)) } ?? "")"
            : "\(owner).\(baseName)"
        return "Selector(\"\(name)\", \(referenceText))"
    }

    /// `center.addObserver(self, selector: #selector(method), name: N, object: O)` in the
    /// closure form Linux Foundation has — `center.addObserver(forName: N, object: O, queue:
    /// .main) { [weak self] notification in MainActor.assumeIsolated { self?.method(notification) } }`
    /// — when `method` is one method of the enclosing type taking nothing or a `Notification`;
    /// else nil. The main queue runs the block on the main thread, where UIKit code runs.
    private func observerClosure(for node: FunctionCallExprSyntax) -> ExprSyntax? {
        let arguments = Array(node.arguments)
        guard arguments.map({ $0.label?.text }) == [nil, "selector", "name", "object"],
              arguments[0].expression.trimmedDescription == "self",
              let center = node.calledExpression.as(MemberAccessExprSyntax.self)?.base,
              let macro = arguments[1].expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
              macro.arguments.count == 1, let target = macro.arguments.first, target.label == nil,
              node.trailingClosure == nil, let owner = enclosingType else { return nil }
        let reference: DeclReferenceExprSyntax
        if let plain = target.expression.as(DeclReferenceExprSyntax.self) {
            reference = plain
        } else if let access = target.expression.as(MemberAccessExprSyntax.self),
                  ["self", "Self", owner].contains(access.base?.trimmedDescription ?? "self") {
            reference = access.declName
        } else {
            return nil
        }
        let baseName = reference.baseName.text
        var matching = methods(of: owner, named: baseName)
        if let names = reference.argumentNames {
            matching = matching.filter { $0.fullName == "\(baseName)\(names.trimmedDescription)" }
        }
        guard matching.count == 1, let method = matching.first, method.fitsSelector else { return nil }
        let call: String
        switch method.parameterTypes.first {
        case nil:
            call = "\(baseName)()"
        case "Notification", "Notification?", "Any", "Any?":
            call = "\(baseName)(\(method.labels[0].map { "\($0): " } ?? "")notification)"
        default:
            return nil
        }
        let name = visit(arguments[2].expression).trimmedDescription
        let object = visit(arguments[3].expression).trimmedDescription
        let text = "\(visit(center).trimmedDescription).addObserver(forName: \(name), object: \(object), queue: .main) { [weak self] notification in "
            + "MainActor.assumeIsolated { self?.\(call) } }"
        return ParsedSyntax.expression(text).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }

    /// The innermost type around the node being visited.
    private var enclosingType: String? {
        context.isEmpty ? nil : context.joined(separator: ".")
    }

    /// Methods named `baseName` of `owner` or of its superclasses in this target.
    private func methods(of owner: String, named baseName: String) -> [ProjectMethod] {
        var current: String? = owner
        var seen: Set<String> = []
        while let type = current, seen.insert(type).inserted {
            let found = declarations.methods(of: type, named: baseName)
            if !found.isEmpty { return found }
            current = declarations.classes[type]?.firstInheritedType
        }
        return []
    }

    // MARK: Pre-Swift 4.2 names

    override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
        guard let modern = LegacyUIKitNames.renamed[node.name.text], node.genericArgumentClause == nil else { return super.visit(node) }
        report.count("UIKit names from before Swift 4.2 → their current names (`UIControlState` → `UIControl.State`)")
        // The dotted name is one token here; the tree is only printed, and prints the same.
        return TypeSyntax(node.with(\.name, node.name.with(\.tokenKind, .identifier(modern))))
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        guard let modern = LegacyUIKitNames.renamed[node.baseName.text], node.argumentNames == nil,
              node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id else { return super.visit(node) }
        report.count("UIKit names from before Swift 4.2 → their current names (`UIControlState` → `UIControl.State`)")
        return ExprSyntax(node.with(\.baseName, node.baseName.with(\.tokenKind, .identifier(modern))))
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let callee: String? = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        let labels = node.arguments.map { $0.label?.text }
        let here = place(of: node)
        if callee == "NSPredicate", labels.first == "format" {
            if let replacement = PredicateFormat.block(for: node) {
                report.count("`NSPredicate(format: \"SELF …\")` → `NSPredicate { … }` (Linux Foundation has no predicate format strings)")
                return replacement.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
            }
            report.add("`NSPredicate(format:)`: Linux Foundation has no predicate format strings, and this one is not a comparison of `SELF` with a string that the port translates: write `NSPredicate { object, _ in … }`", at: here)
        }
        switch callee {
        case "NSClassFromString":
            report.add("`NSClassFromString`: Slate finds only classes it registered (the app and scene delegates); create the class directly", at: here)
        case "perform" where labels.first == .some(nil) && node.arguments.count <= 3:
            report.add("`perform(_:…)` calls a method by selector, which needs the Objective-C runtime: call the method", at: here)
        case "value" where labels == ["forKey"] || labels == ["forKeyPath"],
             "setValue" where labels.contains("forKey") || labels.contains("forKeyPath"):
            // Layers and animations keep key-value coding on Slate; a call on `self` in one of
            // their subclasses needs nothing.
            let onSelf = node.calledExpression.is(DeclReferenceExprSyntax.self)
                || node.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription == "self"
            if onSelf, let className = classBodies.last ?? nil, declarations.isCoreAnimationContainer(className) { break }
            report.add("key-value coding (`\(callee!)(…forKey:)`) needs the Objective-C runtime (Slate keeps it for layers and animations, CALayer and CAAnimation): use the property", at: here)
        case "observe" where node.arguments.first?.expression.is(KeyPathExprSyntax.self) == true:
            report.add("key-value observing (`observe(\\.…)`) needs the Objective-C runtime: observe changes another way (a `didSet`, a notification)", at: here)
        case "addObserver" where labels.contains("forKeyPath"):
            report.add("key-value observing (`addObserver(_:forKeyPath:…)`) needs the Objective-C runtime", at: here)
        case "addObserver" where labels.contains("selector"):
            if let replacement = observerClosure(for: node) {
                report.count("`addObserver(self, selector: #selector(m), name:object:)` → `addObserver(forName:object:queue: .main) { … self?.m(…) }`")
                report.add("`addObserver(self, selector:…)` now observes with a closure: `removeObserver(self)` does not remove it; keep the token it returns to remove it", at: here)
                return replacement
            }
            report.add("`NotificationCenter.addObserver(_:selector:name:object:)` calls a method by selector; Linux Foundation has only `addObserver(forName:object:queue:using:)`: observe with a closure (and keep its token to remove it)", at: here)
        case "scheduledTimer" where labels.contains("selector"), "Timer" where labels.contains("selector"):
            report.add("a target–selector `Timer` needs the Objective-C runtime; Linux Foundation has the closure form: `Timer.scheduledTimer(withTimeInterval:repeats:block:)`", at: here)
        default:
            break
        }
        return super.visit(node)
    }
}
