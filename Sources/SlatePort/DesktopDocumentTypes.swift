import Foundation
import UniformTypeIdentifiers

/// Info.plist's document types on the Linux desktop. iOS names documents by uniform type; a
/// desktop entry names them by MIME type (`MimeType=`), and a type the app defines is declared
/// to the desktop in a shared-mime-info package. So:
///
/// - a standard type is mapped by Slate's `UniformTypeIdentifiers` (the table UIKit uses at run
///   time): its preferred MIME type; for an abstract one (`public.image`) those of its subtypes;
///   `public.item`, `public.data` and `public.content` are "application/octet-stream", the
///   supertype of every file on the desktop;
/// - a type the app declares (`UTExportedTypeDeclarations`, `UTImportedTypeDeclarations`) has
///   its declaration's first `public.mime-type`, else "application/x-<identifier>". Exported
///   types, and imported ones without a MIME type, are defined in the package (imported ones
///   with a MIME type belong to another application, which defines them);
/// - a document type ranked `Alternate` or `None`, or with the role `None`, is not listed: a
///   desktop has no ranks, and any application listing a type may become its default opener,
///   where iOS would never pick an alternate handler over another app.
struct DesktopDocumentTypes {
    /// What the desktop entry's `MimeType=` lists (besides the URL schemes), in Info.plist's order.
    private(set) var mimeTypes: [String] = []
    /// The MIME types the app defines.
    private(set) var definedTypes: [SharedMIMEType] = []
    /// "`public.png` → image/png", for the report.
    private(set) var mapped: [String] = []
    /// Uniform types (and legacy extensions) without a MIME type: not in the desktop entry.
    private(set) var unmapped: [String] = []
    /// Document types and declarations left out on purpose, and why.
    private(set) var leftOut: [String] = []

    init(manifest: AppManifest) {
        for type in manifest.declaredTypes where UTType(type.identifier)?.isSystemDeclared == true {
            leftOut.append("`\(type.identifier)` in \(type.isExported ? "UTExportedTypeDeclarations" : "UTImportedTypeDeclarations") is a standard type: its standard MIME type is used")
        }
        var declared: [String: (type: AppManifest.DeclaredType, mimeType: String)] = [:]
        var order: [String] = []
        for type in manifest.ownDeclaredTypes {
            let key = type.identifier.lowercased()
            let ownMIMEType = type.mimeTypes.first { Self.isMIMEType($0) }.map(Self.bare)
            declared[key] = (type, ownMIMEType ?? Self.definedMIMEType(for: type.identifier))
            order.append(key)
        }

        for key in order {
            guard let (type, mimeType) = declared[key] else { continue }
            let hasOwnMIMEType = type.mimeTypes.contains { Self.isMIMEType($0) }
            if !type.isExported && hasOwnMIMEType {
                leftOut.append("imported type `\(type.identifier)` is \(mimeType), which the application that owns it defines: not defined again")
                continue
            }
            // Without a description, the name of a document type that is this type alone.
            let documentName = manifest.documentTypes.first { $0.contentTypes.map { $0.lowercased() } == [key] }?.name
            var parents: [String] = []
            for parent in type.conformsTo {
                guard let parentMIMEType = Self.superclassMIMEType(parent, declared: declared), parentMIMEType != mimeType,
                      !parents.contains(parentMIMEType) else { continue }
                parents.append(parentMIMEType)
            }
            definedTypes.append(SharedMIMEType(
                type: mimeType,
                comment: type.description ?? documentName ?? type.identifier,
                subclassOf: parents,
                globs: type.filenameExtensions.map { "*." + $0 },
                aliases: type.mimeTypes.filter(Self.isMIMEType).map(Self.bare).filter { $0 != mimeType }))
            if type.filenameExtensions.isEmpty {
                leftOut.append("`\(type.identifier)` declares no filename extension: the desktop cannot tell its files (\(mimeType)) by name")
            }
        }

        for document in manifest.documentTypes {
            let name = document.name.map { "document type \"\($0)\"" } ?? "a document type without CFBundleTypeName"
            if let rank = document.rank, ["alternate", "none"].contains(rank.lowercased()) {
                leftOut.append("\(name) (LSHandlerRank \(rank)): not in the desktop entry, which has no ranks; listing a type can make the app its default opener")
                continue
            }
            if document.role?.lowercased() == "none" {
                leftOut.append("\(name) (CFBundleTypeRole None): not in the desktop entry; the app does not open it")
                continue
            }
            for contentType in document.contentTypes {
                if let own = declared[contentType.lowercased()] {
                    add([own.mimeType], for: "`\(contentType)`")
                } else if let type = UTType(contentType), !type.isDynamic, case let found = UTType.desktopEntryMIMETypes(for: type), !found.isEmpty {
                    add(found, for: "`\(contentType)`")
                } else {
                    unmapped.append("`\(contentType)` (\(name)) has no MIME type: it is neither among Slate's standard types nor declared in the Info.plist's UTExportedTypeDeclarations or UTImportedTypeDeclarations; not in the desktop entry")
                }
            }
            // The keys before uniform types: iOS reads them only without LSItemContentTypes.
            guard document.contentTypes.isEmpty else { continue }
            for mimeType in document.legacyMIMETypes where Self.isMIMEType(mimeType) {
                add([Self.bare(mimeType)], for: "CFBundleTypeMIMETypes \(mimeType)")
            }
            for fileExtension in document.legacyExtensions {
                if fileExtension == "*" {
                    add(["application/octet-stream"], for: "CFBundleTypeExtensions *")
                } else if let own = order.compactMap({ declared[$0] })
                            .first(where: { $0.type.filenameExtensions.contains { $0.lowercased() == fileExtension.lowercased() } }) {
                    add([own.mimeType], for: "CFBundleTypeExtensions \(fileExtension)")
                } else if let type = UTType(filenameExtension: fileExtension), !type.isDynamic,
                          case let found = UTType.desktopEntryMIMETypes(for: type), !found.isEmpty {
                    add(found, for: "CFBundleTypeExtensions \(fileExtension)")
                } else {
                    unmapped.append("CFBundleTypeExtensions `\(fileExtension)` (\(name)): no type Slate knows has this extension; not in the desktop entry")
                }
            }
        }
    }

    private mutating func add(_ found: [String], for source: String) {
        mapped.append("\(source) → \(found.joined(separator: ", "))")
        for mimeType in found where !mimeTypes.contains(mimeType) { mimeTypes.append(mimeType) }
    }

    /// "application/x-" and the identifier, lowercased, in the characters a MIME subtype may
    /// have ("com.example.recipe" → "application/x-com.example.recipe").
    static func definedMIMEType(for identifier: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyz0123456789.+-_")
        return "application/x-" + String(identifier.lowercased().map { allowed.contains($0) ? $0 : "-" })
    }

    /// The MIME type a defined type is a subclass of for conforming to `identifier`: the
    /// app's own type's, a standard type's preferred one, "text/plain" for `public.text`
    /// (shared-mime-info's text types are all kinds of text/plain). None for the types every
    /// file is (on the desktop every file is application/octet-stream already) and for abstract
    /// types without a MIME type (`public.image`).
    private static func superclassMIMEType(_ identifier: String,
                                          declared: [String: (type: AppManifest.DeclaredType, mimeType: String)]) -> String? {
        if let own = declared[identifier.lowercased()] { return own.mimeType }
        guard let type = UTType(identifier), !type.isDynamic else { return nil }
        if [UTType.item, .data, .content].contains(type) { return nil }
        if type == .text { return "text/plain" }
        return type.preferredMIMEType.map(bare)
    }

    /// Whether `text` has the form type/subtype.
    private static func isMIMEType(_ text: String) -> Bool {
        let type = bare(text)
        let parts = type.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && !parts[1].isEmpty && !type.contains(where: \.isWhitespace)
    }

    /// "Text/Plain; charset=utf-8" → "text/plain": a desktop entry lists bare types.
    private static func bare(_ mimeType: String) -> String {
        String(mimeType.split(separator: ";").first ?? "").trimmingCharacters(in: .whitespaces).lowercased()
    }
}
