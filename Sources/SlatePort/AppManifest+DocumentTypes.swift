import Foundation
import UniformTypeIdentifiers

/// Info.plist's document types (`CFBundleDocumentTypes`) and the app's type declarations
/// (`UTExportedTypeDeclarations`, `UTImportedTypeDeclarations`).
extension AppManifest {
    /// One entry of `CFBundleDocumentTypes`.
    struct DocumentType: Equatable {
        /// `CFBundleTypeName`.
        var name: String?
        /// `LSItemContentTypes`: the uniform types of the documents.
        var contentTypes: [String] = []
        /// `CFBundleTypeExtensions` and `CFBundleTypeMIMETypes`: the keys before uniform types
        /// (iOS ignores them when `LSItemContentTypes` is there; old projects still have them).
        var legacyExtensions: [String] = []
        var legacyMIMETypes: [String] = []
        /// `CFBundleTypeRole`: Editor, Viewer, Shell or None.
        var role: String?
        /// `LSHandlerRank`: Owner, Default, Alternate or None.
        var rank: String?
    }

    /// One entry of `UTExportedTypeDeclarations` or `UTImportedTypeDeclarations`.
    struct DeclaredType: Equatable {
        /// `UTTypeIdentifier`.
        var identifier: String
        /// `UTTypeConformsTo`.
        var conformsTo: [String] = []
        /// `UTTypeDescription`.
        var description: String?
        /// `UTTypeTagSpecification`'s `public.filename-extension`, without dots.
        var filenameExtensions: [String] = []
        /// `UTTypeTagSpecification`'s `public.mime-type`.
        var mimeTypes: [String] = []
        /// Exported (the app owns the type) rather than imported (another's type it uses).
        var isExported: Bool
    }

    /// The app's own declarations as UTType's registry keeps them: the first of each identifier
    /// (exported ones come first, so an imported one never replaces an exported one), standard
    /// types left out (a declaration never replaces them).
    var ownDeclaredTypes: [DeclaredType] {
        var seen: Set<String> = []
        return declaredTypes.filter { type in
            UTType(type.identifier)?.isSystemDeclared != true && seen.insert(type.identifier.lowercased()).inserted
        }
    }

    static func documentTypes(in plist: [String: Any], settings: BuildSettings) -> [DocumentType] {
        (plist["CFBundleDocumentTypes"] as? [[String: Any]] ?? []).map { entry in
            DocumentType(
                name: (entry["CFBundleTypeName"] as? String).map { settings.expand($0) },
                contentTypes: strings(entry["LSItemContentTypes"], settings),
                legacyExtensions: strings(entry["CFBundleTypeExtensions"], settings)
                    .map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 },
                legacyMIMETypes: strings(entry["CFBundleTypeMIMETypes"], settings),
                role: entry["CFBundleTypeRole"] as? String,
                rank: entry["LSHandlerRank"] as? String)
        }
    }

    static func declaredTypes(in plist: [String: Any], settings: BuildSettings) -> [DeclaredType] {
        var types: [DeclaredType] = []
        for (key, isExported) in [("UTExportedTypeDeclarations", true), ("UTImportedTypeDeclarations", false)] {
            for entry in plist[key] as? [[String: Any]] ?? [] {
                let identifier = strings(entry["UTTypeIdentifier"], settings).first ?? ""
                guard !identifier.isEmpty else { continue }
                let tags = entry["UTTypeTagSpecification"] as? [String: Any] ?? [:]
                types.append(DeclaredType(
                    identifier: identifier,
                    conformsTo: strings(entry["UTTypeConformsTo"], settings),
                    description: (entry["UTTypeDescription"] as? String).map { settings.expand($0) }.flatMap { $0.isEmpty ? nil : $0 },
                    filenameExtensions: strings(tags["public.filename-extension"], settings)
                        .map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 },
                    mimeTypes: strings(tags["public.mime-type"], settings),
                    isExported: isExported))
            }
        }
        return types
    }

    /// A value Info.plist gives as one string or an array of them, expanded, empty ones dropped.
    private static func strings(_ value: Any?, _ settings: BuildSettings) -> [String] {
        let raw = (value as? [Any])?.compactMap { $0 as? String } ?? (value as? String).map { [$0] } ?? []
        return raw.map { settings.expand($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
