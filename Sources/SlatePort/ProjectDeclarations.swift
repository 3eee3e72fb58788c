import SwiftSyntax

/// What every Swift file of the target declares that rewriting one file needs to know: the
/// classes (to follow inheritance to UIKit), the members Interface Builder connects (a class's
/// outlets may sit in extensions in other files) and the methods `#selector` names.
struct ProjectDeclarations {
    private(set) var classes: [String: ProjectClass] = [:]
    private(set) var interfaceBuilderMembers: [InterfaceBuilderMember] = []
    /// Methods by owner and base name (`ViewController.tapped`).
    private(set) var methods: [String: [ProjectMethod]] = [:]

    init() {}

    /// Adds the declarations of `file`, whose path relative to the project is `path`.
    mutating func collect(_ file: SourceFileSyntax, path: String) {
        let collector = DeclarationCollector(path: path, converter: SourceLocationConverter(fileName: path, tree: file))
        collector.walk(file)
        for declared in collector.classes { classes[declared.name] = declared }
        interfaceBuilderMembers += collector.members
        for method in collector.methods { methods["\(method.owner).\(method.baseName)", default: []].append(method) }
    }

    /// The Interface Builder members of `className`, in source order of files as collected.
    func interfaceBuilderMembers(of className: String) -> [InterfaceBuilderMember] {
        interfaceBuilderMembers.filter { $0.owner == className }
    }

    /// The methods named `baseName` of `owner`.
    func methods(of owner: String, named baseName: String) -> [ProjectMethod] {
        methods["\(owner).\(baseName)"] ?? []
    }

    /// Whether `className` descends, through classes of the project, from a UIKit class
    /// (a name starting `UI`: `UIViewController`, `UIView`, `UIResponder` …). Nil when the
    /// chain ends at a class the porter cannot see (a third-party framework's).
    func descendsFromUIKit(_ className: String) -> Bool? {
        var current = className
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            guard let declared = classes[current] ?? classes[current.split(separator: ".").last.map(String.init) ?? current] else {
                return Self.isUIKitClassName(current) ? true : nil
            }
            guard let parent = declared.firstInheritedType else { return false }
            if Self.isUIKitClassName(parent) { return true }
            if classes[parent] == nil { return parent == "NSObject" ? false : nil }
            current = parent
        }
        return false
    }

    /// The UIKit class `className` descends from through the project's classes (its first
    /// ancestor named `UI…`), or nil.
    func uikitAncestor(of className: String) -> String? {
        var current = className
        var seen: Set<String> = []
        while seen.insert(current).inserted, let parent = classes[current]?.firstInheritedType {
            if Self.isUIKitClassName(parent) { return parent }
            current = parent
        }
        return nil
    }

    /// Whether `className` descends from a Core Animation layer or animation class
    /// (`CALayer`, `CAShapeLayer`, `CABasicAnimation` …) through the project's classes: a
    /// key-value container on Slate too.
    func isCoreAnimationContainer(_ className: String) -> Bool {
        var current = className
        var seen: Set<String> = []
        while seen.insert(current).inserted, let inherited = classes[current]?.firstInheritedType {
            let parent = inherited.hasPrefix("QuartzCore.") ? String(inherited.dropFirst("QuartzCore.".count)) : inherited
            if parent.hasPrefix("CA") && (parent.hasSuffix("Layer") || parent.hasSuffix("Animation")
                || parent == "CAAnimationGroup" || parent == "CATransition") { return true }
            current = parent
        }
        return false
    }

    /// Whether any class of the project inherits from `className`.
    func hasSubclasses(_ className: String) -> Bool {
        classes.values.contains { $0.firstInheritedType == className }
    }

    static func isUIKitClassName(_ name: String) -> Bool {
        let characters = Array(name)
        return characters.count > 2 && characters[0] == "U" && characters[1] == "I" && characters[2].isUppercase
    }
}
