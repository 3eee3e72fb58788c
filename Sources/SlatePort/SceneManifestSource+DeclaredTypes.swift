import UniformTypeIdentifiers

/// Info.plist's `UTExportedTypeDeclarations` and `UTImportedTypeDeclarations` as the app
/// delegate's `declaredTypes`, which UIKit reads at launch: without it the app's own types
/// would have no filename extensions or MIME types at run time.
extension SceneManifestSource {
    /// The `declaredTypes` member, or nil when the Info.plist declares no type of its own.
    func declaredTypesMember(access: String, report: inout PortReport) -> String? {
        var entries: [String] = []
        // A parent declared here must be declared before the types conforming to it.
        var known: Set<String> = []
        for type in declaredTypesInDependencyOrder() {
            known.insert(type.identifier.lowercased())
            var parents: [String] = []
            for parent in type.conformsTo {
                if UTType(parent) != nil || known.contains(parent.lowercased()) {
                    parents.append("UTType(\(Self.literal(parent)))!")
                } else {
                    report.add("`\(type.identifier)` conforms to `\(parent)`, which is neither among Slate's standard types nor declared in the Info.plist: left out of its conformance in `AppDelegate.declaredTypes`")
                }
            }
            var arguments = [Self.literal(type.identifier), "conformingTo: " + (parents.isEmpty ? "[.data]" : "[\(parents.joined(separator: ", "))]")]
            if !type.filenameExtensions.isEmpty { arguments.append("filenameExtensions: \(Self.literals(type.filenameExtensions))") }
            if !type.mimeTypes.isEmpty { arguments.append("mimeTypes: \(Self.literals(type.mimeTypes))") }
            if let description = type.description { arguments.append("description: \(Self.literal(description))") }
            if !type.isExported { arguments.append("exported: false") }
            entries.append("            .declare(\(arguments.joined(separator: ", "))),")
        }
        guard !entries.isEmpty else { return nil }
        report.count("Info.plist type declarations → `AppDelegate.declaredTypes`", entries.count)
        return "    \(access)static var declaredTypes: [UTType] {\n"
            + "        [\n"
            + entries.map { $0 + "\n" }.joined()
            + "        ]\n"
            + "    }"
    }

    /// The app's own declarations with each one after those of its parents that the Info.plist
    /// also declares; otherwise in the Info.plist's order (exported ones first). A cycle keeps the Info.plist's order.
    private func declaredTypesInDependencyOrder() -> [AppManifest.DeclaredType] {
        let types = manifest.ownDeclaredTypes
        let declared = Set(types.map { $0.identifier.lowercased() })
        var placed: Set<String> = []
        var ordered: [AppManifest.DeclaredType] = []
        var pending = types
        while !pending.isEmpty {
            let ready = pending.firstIndex { type in
                type.conformsTo.allSatisfy { parent in
                    let key = parent.lowercased()
                    return !declared.contains(key) || placed.contains(key) || key == type.identifier.lowercased()
                }
            } ?? 0
            let type = pending.remove(at: ready)
            placed.insert(type.identifier.lowercased())
            ordered.append(type)
        }
        return ordered
    }

    /// `values` as a Swift array of string literals.
    static func literals(_ values: [String]) -> String {
        "[" + values.map(literal).joined(separator: ", ") + "]"
    }
}
