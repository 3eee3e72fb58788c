import Foundation
import SwiftSyntax
import SwiftParser

/// Brings Swift 2 code forward, as Xcode 8's "Convert to Current Swift Syntax" did, before the
/// rest of the port: no Swift since 3 compiles it, on any platform.
///
/// - Functions: Swift 2 left a function's first parameter unlabelled; it gets `_` so that
///   every call in the project means what it meant.
/// - UIKit, QuartzCore and CoreGraphics names, from the SDK headers (`Swift2RenameTable`,
///   written by `Scripts/api-census --swift2-renames`): methods and their labels at calls and
///   in the declarations that override or implement them (`prepareForSegue(_:sender:)` →
///   `prepare(for:sender:)`), properties (`collapsed` → `isCollapsed`; calls of those that
///   were methods, `UIColor.redColor()` → `UIColor.red`), enum cases (`.System` →
///   `.system`) and constants (`kCATransitionFade` → `CATransitionType.fade`).
/// - Foundation's value types and their common members (`NSBundle.mainBundle()` →
///   `Bundle.main`), the CoreGraphics constructors (`CGRectMake` → `CGRect(x:y:width:height:)`),
///   `x.dynamicType` → `type(of: x)`, and string selectors (`action: "tapped:"` →
///   `#selector(tapped(_:))`).
///
/// A name the project declares itself is never renamed. What it cannot know — types (a
/// property that became optional, `AnyObject` that became `Any`) beyond the few signatures
/// it knows — is left for the compiler to report.
struct Swift2Migration {
    /// Names the project's own code declares (functions, properties, enum cases).
    let declaredNames: Set<String>
    /// The project's properties typed `NSString` (optional or not), which Swift 2 assigned
    /// `String`s to and Swift 3 does not.
    let stringObjectProperties: Set<String>

    /// Whether a target's code is Swift 2: Xcode 7 wrote no `SWIFT_VERSION`, and the code
    /// uses names only Swift 2 had.
    static func isSwift2(swiftVersionSetting: String?, sources: [String]) -> Bool {
        guard swiftVersionSetting == nil else { return false }
        // Names only Swift 2 had, and UIKit's enum cases in UpperCamelCase after `(`, `:`, `=`,
        // `,` or `return` (`style: .Dark`, `return .None`); at least two, and none of what
        // only Swift 3 and later write (a first parameter marked `_`, `DispatchQueue`, the
        // `for:` of `setTitle(_:for:)`). (`#selector` came with Swift 2.2: not a sign.)
        let markers = try! NSRegularExpression(pattern: #"\.dynamicType\b|\bCG(Rect|Point|Size)Make\(|\b[A-Z]\w*\.\w+Color\(\)|\.mainScreen\(\)|sharedApplication\(\)|NSBundle\.mainBundle\(\)|\bforState:|\bforControlEvents:|animateWithDuration\(|dispatch_async\(|prepareForSegue\(|WithIdentifier\(|presentViewController\(|(?:[(:=,]|return)\s*\.(?:System|TouchUpInside|Popover|ExtraLight|ActionSheet|FormSheet|ScaleAspectFit|ScaleAspectFill)\b"#)
        let modern = try! NSRegularExpression(pattern: #"\bfunc\s+\w+\s*\(\s*_\s+\w+\s*:|\bDispatchQueue\b|\bfor:\s*\.(?:normal|touchUpInside|highlighted|selected)\b"#)
        var hits = 0
        for source in sources {
            let range = NSRange(source.startIndex..., in: source)
            if modern.firstMatch(in: source, range: range) != nil { return false }
            hits += markers.numberOfMatches(in: source, range: range)
        }
        return hits >= 2
    }

    /// A migration for `files`, knowing what they declare.
    init(files: [SourceFileSyntax]) {
        let collector = DeclaredNameCollector(viewMode: .sourceAccurate)
        for file in files { collector.walk(file) }
        declaredNames = collector.names
        stringObjectProperties = collector.stringObjectProperties
    }

    /// `file` migrated, and how many changes of each kind were made.
    func migrate(_ file: SourceFileSyntax) -> (SourceFileSyntax, [String: Int]) {
        let rewriter = Swift2Rewriter(declaredNames: declaredNames, stringObjectProperties: stringObjectProperties)
        let migrated = rewriter.rewrite(file).as(SourceFileSyntax.self) ?? file
        return (migrated, rewriter.changes)
    }
}

/// Collects the names a file declares.
private final class DeclaredNameCollector: SyntaxVisitor {
    var names: Set<String> = []
    var stringObjectProperties: Set<String> = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        // A method the SDK names (an override, a protocol method, or one of the app's named
        // as UIKit names one) is renamed at its declaration and its calls alike.
        let labels = node.signature.parameterClause.parameters.enumerated().map { index, parameter in
            index == 0 && parameter.secondName == nil ? "_" : parameter.firstName.text
        }
        if Swift2RenameTable.shared.methods[Swift2RenameTable.key(base: node.name.text, labels: labels)] == nil {
            names.insert(node.name.text)
        }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
            names.insert(pattern.identifier.text)
            let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
            if ["NSString", "NSString?", "NSString!"].contains(type) { stringObjectProperties.insert(pattern.identifier.text) }
        }
        return .visitChildren
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }
}

/// One file's migration (see `Swift2Migration`).
private final class Swift2Rewriter: SyntaxRewriter {
    let declaredNames: Set<String>
    let stringObjectProperties: Set<String>
    private(set) var changes: [String: Int] = [:]
    private let table = Swift2RenameTable.shared

    init(declaredNames: Set<String>, stringObjectProperties: Set<String>) {
        self.declaredNames = declaredNames
        self.stringObjectProperties = stringObjectProperties
        super.init(viewMode: .sourceAccurate)
    }

    private func count(_ what: String) { changes[what, default: 0] += 1 }

    // MARK: Types that changed with Swift 3

    /// `object.name = text` where the project declares `name` an `NSString`: Swift 2 bridged
    /// the `String` implicitly; Swift 3 needs `as NSString`. (Unfolded: the parser leaves
    /// `a = b + c` a sequence.)
    override func visit(_ node: SequenceExprSyntax) -> ExprSyntax {
        let visited = super.visit(node)
        guard let node = visited.as(SequenceExprSyntax.self) else { return visited }
        let elements = Array(node.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return visited }
        let target = elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text
        let value = elements[2...].map(\.trimmedDescription).joined(separator: " ")
        guard let target, stringObjectProperties.contains(target), table.properties[target] == nil,
              value != "nil", !value.hasSuffix("as NSString") else { return visited }
        let wrapped = ParsedSyntax.expression("((\(value)) as NSString)").with(\.leadingTrivia, elements[2].leadingTrivia)
            .with(\.trailingTrivia, elements.last!.trailingTrivia)
        count("a `String` assigned to an `NSString` property, bridged with `as NSString`")
        return ExprSyntax(node.with(\.elements, ExprListSyntax(Array(elements[0...1]) + [wrapped])))
    }

    // MARK: Declarations

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        var node = super.visit(node).as(FunctionDeclSyntax.self)!
        var parameters = Array(node.signature.parameterClause.parameters)
        if var first = parameters.first, first.secondName == nil, first.firstName.tokenKind != .wildcard {
            first.secondName = first.firstName.with(\.leadingTrivia, []).with(\.trailingTrivia, first.firstName.trailingTrivia)
            first.firstName = .wildcardToken(leadingTrivia: first.firstName.leadingTrivia, trailingTrivia: .space)
            parameters[0] = first
            count("a function's first parameter, unlabelled in Swift 2, marked `_`")
        }
        let labels = parameters.map { $0.firstName.text }
        let key = Swift2RenameTable.key(base: node.name.text, labels: labels)
        let isOverride = node.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
        var isSDKMethod = isOverride
        if let modern = table.methods[key], let (base, newLabels) = Swift2RenameTable.split(modern), newLabels.count == parameters.count {
            isSDKMethod = true
            node.name = .identifier(base, leadingTrivia: node.name.leadingTrivia, trailingTrivia: node.name.trailingTrivia)
            for index in parameters.indices {
                var parameter = parameters[index]
                let inner = parameter.secondName ?? parameter.firstName
                let label = newLabels[index]
                if label == parameter.firstName.text { continue }
                parameter.firstName = label == "_" ? .wildcardToken(leadingTrivia: parameter.firstName.leadingTrivia, trailingTrivia: .space)
                    : .identifier(label, leadingTrivia: parameter.firstName.leadingTrivia, trailingTrivia: .space)
                parameter.secondName = inner.text == label ? nil : inner.with(\.leadingTrivia, []).with(\.trailingTrivia, inner.trailingTrivia)
                parameters[index] = parameter
            }
            count("a method declared with its Swift 2 name renamed as the SDK names it today (`\(key)` → `\(modern)`)")
        }
        // The few signatures whose types changed with the names.
        for index in parameters.indices {
            var parameter = parameters[index]
            let type = parameter.type.trimmedDescription
            let name = (parameter.secondName ?? parameter.firstName).text
            if isSDKMethod, name == "sender", type == "AnyObject?" || type == "AnyObject" {
                parameter.type = ParsedSyntax.type(type == "AnyObject?" ? "Any?" : "Any").with(\.trailingTrivia, parameter.type.trailingTrivia)
                parameters[index] = parameter
                count("`sender: AnyObject` → `sender: Any` (Swift 3 imports `id` as `Any`)")
            } else if type == "[NSObject: AnyObject]?", node.name.text == "application" {
                parameter.type = ParsedSyntax.type("[UIApplication.LaunchOptionsKey: Any]?").with(\.trailingTrivia, parameter.type.trailingTrivia)
                parameters[index] = parameter
                count("launch options typed `[UIApplication.LaunchOptionsKey: Any]?`")
            }
        }
        node.signature.parameterClause.parameters = FunctionParameterListSyntax(parameters)
        return DeclSyntax(node)
    }

    override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
        guard let modern = Swift2RenameTable.foundationTypes[node.name.text] else { return super.visit(node) }
        count("Foundation type named as Swift 3 names it (`\(node.name.text)` → `\(modern)`)")
        return TypeSyntax(node.with(\.name, .identifier(modern, leadingTrivia: node.name.leadingTrivia, trailingTrivia: node.name.trailingTrivia)))
    }

    // MARK: Expressions

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        let name = node.baseName.text
        guard !declaredNames.contains(name) else { return super.visit(node) }
        if let modern = Swift2RenameTable.foundationTypes[name] {
            count("Foundation type named as Swift 3 names it (`\(name)` → `\(modern)`)")
            return ExprSyntax(node.with(\.baseName, .identifier(modern, leadingTrivia: node.baseName.leadingTrivia, trailingTrivia: node.baseName.trailingTrivia)))
        }
        if let modern = table.constants[name] ?? Swift2RenameTable.geometryConstants[name] {
            count("a constant named as Swift 3 names it")
            return ParsedSyntax.expression(modern).with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        }
        return super.visit(node)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        // A called member is renamed with its call's labels (`visit(FunctionCallExprSyntax)`).
        let isCallee = node.parent?.as(FunctionCallExprSyntax.self).map { $0.calledExpression.id == node.id } ?? false
        let visited = super.visit(node)
        guard var node = visited.as(MemberAccessExprSyntax.self) else { return visited }
        let name = node.declName.baseName.text
        if name == "dynamicType", let base = node.base {
            count("`x.dynamicType` → `type(of: x)`")
            return ParsedSyntax.expression("type(of: \(base.trimmedDescription))").with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        }
        guard !declaredNames.contains(name), !isCallee else { return ExprSyntax(node) }
        let modern: String?
        if let first = name.first, first.isUppercase, node.declName.argumentNames == nil, !Self.isModuleQualified(node.base),
           let lowered = table.cases[name] ?? Swift2RenameTable.foundationMembers[name] {
            modern = lowered
            count("an enum case lowercased as Swift 3 names it")
        } else if let renamed = table.properties[name] ?? Swift2RenameTable.foundationMembers[name], renamed != name {
            modern = renamed
            count("a property named as Swift 3 names it")
        } else {
            modern = nil
        }
        guard let modern else { return ExprSyntax(node) }
        node.declName = node.declName.with(\.baseName, .identifier(modern, leadingTrivia: node.declName.baseName.leadingTrivia,
                                                                    trailingTrivia: node.declName.baseName.trailingTrivia))
        return ExprSyntax(node)
    }

    /// Whether `call` is made on a type (`UIColor.redColor()`): a class property Swift 2
    /// called as a class method.
    private static func isTypeReceiver(of call: FunctionCallExprSyntax) -> Bool {
        guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self) else { return false }
        return base.baseName.text.first?.isUppercase == true
    }

    /// Whether `base` names a module (`Foundation.Name`): what follows is a type, not a case.
    private static func isModuleQualified(_ base: ExprSyntax?) -> Bool {
        guard let base = base?.as(DeclReferenceExprSyntax.self) else { return false }
        return base.baseName.text == "Swift" || base.baseName.text == "Foundation" || base.baseName.text == "UIKit"
    }

    override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
        let visited = super.visit(node)
        guard var node = visited.as(FunctionCallExprSyntax.self) else { return visited }
        // The CoreGraphics and UIKit constructors that were functions.
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
           let constructor = Swift2RenameTable.constructors[reference.baseName.text], node.arguments.count == constructor.labels.count {
            node.arguments = Self.relabeled(node.arguments, constructor.labels)
            node.calledExpression = ParsedSyntax.expression(constructor.type).with(\.leadingTrivia, reference.leadingTrivia)
            count("a CoreGraphics or UIKit constructor function → the type's initializer")
            return ExprSyntax(node)
        }
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
           let property = Swift2RenameTable.geometryGetters[reference.baseName.text], node.arguments.count == 1,
           let argument = node.arguments.first {
            count("a CoreGraphics getter function → the property")
            return ParsedSyntax.expression("(\(argument.expression.trimmedDescription)).\(property)")
                .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        }
        // Methods and their labels.
        let (base, nameToken, setName) = calledName(of: node)
        guard let base, let nameToken, !declaredNames.contains(base) else { return ExprSyntax(node) }
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        let hasTrailingClosure = node.trailingClosure != nil
        let key = Swift2RenameTable.key(base: base, labels: labels)
        var matched = table.methods[key]
        if matched == nil, hasTrailingClosure {
            let candidates = table.methodsByBase[base]?.filter { old, _ in
                old.count == labels.count + 1 && Array(old.prefix(labels.count)) == labels
            } ?? []
            if candidates.count == 1 { matched = candidates[0].modern }
        }
        let foundationMatch = matched == nil ? Swift2RenameTable.foundationMethods[key] : nil
        if let modern = matched ?? foundationMatch, let (newBase, newLabels) = Swift2RenameTable.split(modern), newLabels.count >= labels.count {
            node.arguments = Self.relabeled(node.arguments, newLabels)
            node.calledExpression = setName(.identifier(newBase, leadingTrivia: nameToken.leadingTrivia, trailingTrivia: nameToken.trailingTrivia))
            count(foundationMatch == nil ? "a method called with its Swift 2 name renamed as the SDK names it today"
                  : "a Foundation method named as Swift 3 names it")
        } else if node.arguments.isEmpty, !hasTrailingClosure, let property = table.properties[base] ?? Swift2RenameTable.foundationMembers[base],
                  table.methods[key] == nil, Swift2RenameTable.foundationMethods[key] == nil,
                  Self.isTypeReceiver(of: node) || Swift2RenameTable.methodsThatBecameProperties.contains(base) {
            // A property Swift 2 called as a method (`UIColor.redColor()`, `editButtonItem()`).
            let callee = setName(.identifier(property, leadingTrivia: nameToken.leadingTrivia, trailingTrivia: nameToken.trailingTrivia))
            count("a property Swift 2 called as a method (`\(base)()` → `\(property)`)")
            return callee.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
        }
        // String selectors (`action: "tapped:"`) became `#selector` in Swift 2.2; a bar button
        // item's `action`, non-optional in Swift 2, is optional since, where a call needs one.
        var arguments = Array(node.arguments)
        var changed = false
        if base == "sendAction", let first = arguments.first,
           let member = first.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "action",
           member.base?.trimmedDescription.lowercased().contains("item") == true {
            arguments[0].expression = ExprSyntax(ForceUnwrapExprSyntax(expression: member.with(\.trailingTrivia, [])))
                .with(\.trailingTrivia, first.expression.trailingTrivia)
            changed = true
            count("a bar button item's `action`, optional since Swift 3, unwrapped where a `Selector` is needed")
        }
        let takesTarget = base == "addTarget" || arguments.contains { $0.label?.text == "target" }
        for index in arguments.indices where takesTarget && arguments[index].label?.text == "action" {
            guard let literal = arguments[index].expression.as(StringLiteralExprSyntax.self),
                  let selector = Self.selectorExpression(literal.representedLiteralValue) else { continue }
            arguments[index].expression = ParsedSyntax.expression(selector)
            changed = true
            count("a string selector → `#selector(…)`")
        }
        if changed { node.arguments = LabeledExprListSyntax(arguments) }
        return ExprSyntax(node)
    }

    /// `arguments` labelled with the first of `labels` in order (`_`: none), their values kept.
    private static func relabeled(_ arguments: LabeledExprListSyntax, _ labels: [String]) -> LabeledExprListSyntax {
        LabeledExprListSyntax(arguments.enumerated().map { index, argument in
            var argument = argument
            let label = labels[index]
            argument.label = label == "_" ? nil : .identifier(label, leadingTrivia: argument.label?.leadingTrivia ?? argument.expression.leadingTrivia)
            argument.colon = label == "_" ? nil : .colonToken(trailingTrivia: .space)
            if label != "_" { argument.expression = argument.expression.with(\.leadingTrivia, []) }
            return argument
        })
    }

    /// `#selector(name(_:label:))` for an Objective-C selector string `name:label:`.
    private static func selectorExpression(_ selector: String?) -> String? {
        guard let selector, !selector.isEmpty,
              selector.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" }) else { return nil }
        let pieces = selector.split(separator: ":", omittingEmptySubsequences: false).dropLast()
        guard selector.hasSuffix(":") else { return "#selector(\(selector))" }
        let labels = ["_"] + pieces.dropFirst().map(String.init)
        return "#selector(\(pieces.first!)(\(labels.map { "\($0):" }.joined())))"
    }

    /// The called name of `call` (`x.name(…)` or `name(…)`), its token, and how to put another
    /// name in its place.
    private func calledName(of call: FunctionCallExprSyntax) -> (String?, TokenSyntax?, (TokenSyntax) -> ExprSyntax) {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let token = member.declName.baseName
            return (token.text, token, { ExprSyntax(member.with(\.declName, member.declName.with(\.baseName, $0))) })
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let token = reference.baseName
            return (token.text, token, { ExprSyntax(reference.with(\.baseName, $0)) })
        }
        return (nil, nil, { _ in call.calledExpression })
    }
}
