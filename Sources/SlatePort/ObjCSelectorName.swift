import SwiftSyntax

/// The Objective-C selector Swift gives a method: the name Interface Builder writes in a
/// storyboard's `selector=` and that `#selector` produced.
///
/// Swift's rule (its `getObjCSelector`): no parameters, the base name; otherwise one piece per
/// parameter, the first being the base name — followed by "With" and the capitalized first
/// label when there is a label, unless the label starts or the base name ends with a
/// preposition — and the rest their labels (an unlabeled one just ":"). `@objc(name)` wins.
enum ObjCSelectorName {
    /// English prepositions, as Swift's `PartsOfSpeech.def` lists them.
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to",
        "until", "using", "via", "when", "with", "within",
    ]

    /// The selector of a method named `baseName` whose parameters have the external labels
    /// `labels` (nil for `_`).
    static func make(baseName: String, labels: [String?]) -> String {
        guard let first = labels.first else { return baseName }
        var selector = baseName
        if let first {
            let startsWithPreposition = prepositions.contains(firstWord(of: first).lowercased())
            let endsWithPreposition = prepositions.contains(lastWord(of: baseName).lowercased())
            if !startsWithPreposition && !endsWithPreposition { selector += "With" }
            selector += first.prefix(1).uppercased() + first.dropFirst()
        }
        selector += ":"
        for label in labels.dropFirst() { selector += (label ?? "") + ":" }
        return selector
    }

    /// The selector of `function`: its `@objc(name)` if it has one, else Swift's.
    static func make(for function: FunctionDeclSyntax) -> String {
        if let explicit = explicitName(in: function.attributes) { return explicit }
        let labels: [String?] = function.signature.parameterClause.parameters.map { parameter in
            parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
        }
        return make(baseName: function.name.text, labels: labels)
    }

    /// The selector a `#selector` argument names by its labels (`tapped(_:forEvent:)`).
    static func make(baseName: String, argumentNames: DeclNameArgumentsSyntax) -> String {
        make(baseName: baseName, labels: argumentNames.arguments.map { $0.name.tokenKind == .wildcard ? nil : $0.name.text })
    }

    /// The name in `@objc(name)`, if the attributes have one.
    static func explicitName(in attributes: AttributeListSyntax) -> String? {
        for case .attribute(let attribute) in attributes where attribute.attributeName.trimmedDescription == "objc" {
            if case .objCName(let pieces)? = attribute.arguments {
                return pieces.map { ($0.name?.text ?? "") + ($0.colon == nil ? "" : ":") }.joined()
            }
        }
        return nil
    }

    /// The first word of a camel-case name (`forEvent` → `for`).
    static func firstWord(of name: String) -> String {
        String(name.prefix { $0.isLowercase || $0 == "_" })
    }

    /// The last word of a camel-case name (`moveTo` → `To`, `tapped` → `tapped`).
    static func lastWord(of name: String) -> String {
        guard let start = name.lastIndex(where: { $0.isUppercase }) else { return name }
        return String(name[start...])
    }
}
