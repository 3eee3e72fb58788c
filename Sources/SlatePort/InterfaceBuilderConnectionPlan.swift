/// Which classes get an `interfaceBuilderConnections` member and what it lists, decided once
/// for the whole target before any file is rewritten (a class's outlets and actions may be
/// declared in extensions in other files).
///
/// Linux has no Objective-C runtime, so Slate's storyboard loader cannot find an outlet or
/// action by name; the member hands it key paths and method references under the names
/// Interface Builder wrote.
struct InterfaceBuilderConnectionPlan {
    /// The member's entries (`.outlet("label", \ViewController.label)`), by class.
    private(set) var entries: [String: [String]] = [:]
    /// `private`/`fileprivate` members in another file than their class: made internal so
    /// that the class's key paths reach them. (In the class's own file Swift lets the class
    /// body reach its extensions' private members.)
    private(set) var relaxedMembers: Set<SourcePlace> = []

    init(declarations: ProjectDeclarations, report: inout PortReport) {
        var owners: [String] = []
        for member in declarations.interfaceBuilderMembers where !owners.contains(member.owner) { owners.append(member.owner) }
        for owner in owners {
            let members = declarations.interfaceBuilderMembers(of: owner)
            guard let declared = declarations.classes[owner] else {
                for member in members {
                    report.add("`\(member.fullName)` is an Interface Builder \(Self.noun(member.kind)) of `\(owner)`, which is not a class declared in this target: not connected", at: member.place)
                }
                continue
            }
            if declared.isGeneric {
                report.add("`\(owner)` is generic: Interface Builder cannot instantiate it, and no connections were generated", at: declared.place)
                continue
            }
            guard declarations.descendsFromUIKit(owner) == true else {
                report.add("`\(owner)` has Interface Builder connections but does not inherit (through this target's classes) from a UIKit class, so it has no `interfaceBuilderConnections` to override: not connected", at: declared.place)
                continue
            }
            var lines: [String] = []
            for member in members {
                if member.kind == .action && member.parameterCount > 1 {
                    report.add("`@IBAction \(member.fullName)` takes \(member.parameterCount) parameters (`\(member.selector ?? "")`); Slate's `Selector` holds methods taking the sender or nothing: the method is kept, the action is not connected (take only the sender)", at: member.place)
                    continue
                }
                if member.isFilePrivate && member.place.file != declared.place.file {
                    relaxedMembers.insert(member.place)
                    report.add("`\(member.fullName)` was private in a file other than its class's; made internal so the class's `interfaceBuilderConnections` can reach it", at: member.place)
                }
                let overloaded = members.filter { $0.name == member.name && ($0.kind == .action || $0.kind == .segueAction) }.count > 1
                let reference = overloaded ? member.fullName : member.name
                switch member.kind {
                case .outlet, .outletCollection, .property:
                    lines.append(".\(member.kind.rawValue)(\"\(member.name)\", \\\(owner).\(member.name))")
                case .action:
                    lines.append(".action(Selector(\"\(member.selector ?? member.name)\", \(owner).\(reference)))")
                case .segueAction:
                    lines.append(".segueAction(\"\(member.selector ?? member.name)\", \(owner).\(reference))")
                }
            }
            if !lines.isEmpty { entries[owner] = lines }
        }
    }

    /// The member to insert in `className`'s body, indented by `indent` (one level being
    /// `unit`); nil when the class has no connections.
    func member(for className: String, isPublic: Bool, indent: String, unit: String) -> String? {
        guard let lines = entries[className] else { return nil }
        var text = "\(indent)// Interface Builder connects these by name: Linux has no Objective-C runtime (slate port).\n"
        text += "\(indent)\(isPublic ? "public " : "")override class var interfaceBuilderConnections: [InterfaceBuilderConnection] {\n"
        text += "\(indent)\(unit)super.interfaceBuilderConnections + [\n"
        for line in lines { text += "\(indent)\(unit)\(unit)\(line),\n" }
        text += "\(indent)\(unit)]\n\(indent)}"
        return text
    }

    static func noun(_ kind: InterfaceBuilderMember.Kind) -> String {
        switch kind {
        case .outlet: "outlet"
        case .outletCollection: "outlet collection"
        case .action: "action"
        case .segueAction: "segue action"
        case .property: "inspectable property"
        }
    }
}
