import Foundation
import Testing
@testable import SlatePort

@Suite("slate port: document types as the desktop's MIME types")
struct DesktopDocumentTypesTests {
    private func manifest(documents: [AppManifest.DocumentType], declared: [AppManifest.DeclaredType] = []) -> AppManifest {
        var manifest = AppManifest()
        manifest.documentTypes = documents
        manifest.declaredTypes = declared
        return manifest
    }

    @Test("Info.plist's document types and declarations are read: one string or an array, $(…) expanded, dots dropped from extensions")
    func reading() {
        let settings = BuildSettings(target: ["PRODUCT_BUNDLE_IDENTIFIER": "org.example.app"])
        let plist: [String: Any] = [
            "CFBundleDocumentTypes": [
                ["CFBundleTypeName": "Notes", "LSItemContentTypes": ["$(PRODUCT_BUNDLE_IDENTIFIER).note", "public.plain-text"],
                 "CFBundleTypeRole": "Editor", "LSHandlerRank": "Owner"],
                ["CFBundleTypeExtensions": [".old", "txt"], "CFBundleTypeMIMETypes": "text/x-old"],
            ] as [[String: Any]],
            "UTExportedTypeDeclarations": [
                ["UTTypeIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER).note", "UTTypeConformsTo": "public.text",
                 "UTTypeTagSpecification": ["public.filename-extension": ".note", "public.mime-type": ["text/x-note", "application/x-note"]] as [String: Any]],
                ["UTTypeConformsTo": ["public.data"]],
            ] as [[String: Any]],
            "UTImportedTypeDeclarations": [["UTTypeIdentifier": "org.other.type", "UTTypeDescription": "Other"]],
        ]
        let manifest = AppManifest(plist: plist, settings: settings)
        #expect(manifest.documentTypes == [
            .init(name: "Notes", contentTypes: ["org.example.app.note", "public.plain-text"], role: "Editor", rank: "Owner"),
            .init(name: nil, legacyExtensions: ["old", "txt"], legacyMIMETypes: ["text/x-old"]),
        ])
        #expect(manifest.declaredTypes == [
            .init(identifier: "org.example.app.note", conformsTo: ["public.text"], filenameExtensions: ["note"],
                  mimeTypes: ["text/x-note", "application/x-note"], isExported: true),
            .init(identifier: "org.other.type", description: "Other", isExported: false),
        ], "a declaration without an identifier is dropped")
    }

    @Test("Wildcards are application/octet-stream, folders inode/directory, abstract types their subtypes' MIME types, parameters dropped")
    func standardTypes() {
        let types = DesktopDocumentTypes(manifest: manifest(documents: [
            .init(name: "Anything", contentTypes: ["public.data", "public.item", "public.content"]),
            .init(name: "Folders", contentTypes: ["public.folder"]),
            .init(name: "Text", contentTypes: ["public.utf8-plain-text", "PUBLIC.JSON"]),
            .init(name: "Movies", contentTypes: ["public.movie"]),
        ]))
        #expect(types.mimeTypes.prefix(4) == ["application/octet-stream", "inode/directory", "text/plain", "application/json"])
        #expect(["video/mp4", "video/quicktime", "video/mpeg"].allSatisfy(types.mimeTypes.contains))
        #expect(types.mapped.first == "`public.data` → application/octet-stream")
        #expect(types.unmapped.isEmpty && types.definedTypes.isEmpty)
    }

    @Test("Alternate and None ranks and the None role are left out with the reason; Owner, Default and no rank are listed")
    func ranksAndRoles() {
        let types = DesktopDocumentTypes(manifest: manifest(documents: [
            .init(name: "Owned", contentTypes: ["public.png"], role: "Editor", rank: "Owner"),
            .init(name: "Default", contentTypes: ["public.jpeg"], role: "Viewer", rank: "Default"),
            .init(name: "Unranked", contentTypes: ["com.compuserve.gif"]),
            .init(name: "Alternate", contentTypes: ["public.tiff"], role: "Viewer", rank: "alternate"),
            .init(name: "Never", contentTypes: ["public.heic"], rank: "None"),
            .init(name: "Declared only", contentTypes: ["org.webmproject.webp"], role: "None"),
        ]))
        #expect(types.mimeTypes == ["image/png", "image/jpeg", "image/gif"])
        #expect(types.leftOut == [
            "document type \"Alternate\" (LSHandlerRank alternate): not in the desktop entry, which has no ranks; listing a type can make the app its default opener",
            "document type \"Never\" (LSHandlerRank None): not in the desktop entry, which has no ranks; listing a type can make the app its default opener",
            "document type \"Declared only\" (CFBundleTypeRole None): not in the desktop entry; the app does not open it",
        ])
    }

    @Test("The app's types: a declared MIME type is used (the others become aliases); without one, application/x-<identifier>; a standard type's declaration is ignored")
    func declaredTypes() {
        let types = DesktopDocumentTypes(manifest: manifest(
            documents: [.init(name: "Notes", contentTypes: ["com.Example.Note", "com.example.sketch", "public.png", "com.example.plain"])],
            declared: [
                .init(identifier: "com.Example.Note", conformsTo: ["public.text", "public.data"], filenameExtensions: ["note"],
                      mimeTypes: ["Text/X-Note; charset=utf-8", "application/x-note"], isExported: true),
                .init(identifier: "com.example.sketch", conformsTo: ["com.example.note", "public.image"], description: "Sketch", isExported: true),
                .init(identifier: "com.example.plain", conformsTo: ["public.plain-text"], filenameExtensions: ["plain"], isExported: false),
                // Imported after being exported, and a standard type: neither changes anything.
                .init(identifier: "com.example.note", conformsTo: ["public.image"], isExported: false),
                .init(identifier: "public.png", conformsTo: ["public.text"], filenameExtensions: ["png"], mimeTypes: ["text/x-png"], isExported: true),
            ]))
        #expect(types.mimeTypes == ["text/x-note", "application/x-com.example.sketch", "image/png", "application/x-com.example.plain"])
        #expect(types.definedTypes == [
            SharedMIMEType(type: "text/x-note", comment: "com.Example.Note", subclassOf: ["text/plain"], globs: ["*.note"], aliases: ["application/x-note"]),
            // A kind of the app's note; public.image has no MIME type to be a kind of.
            SharedMIMEType(type: "application/x-com.example.sketch", comment: "Sketch", subclassOf: ["text/x-note"]),
            SharedMIMEType(type: "application/x-com.example.plain", comment: "com.example.plain", subclassOf: ["text/plain"], globs: ["*.plain"]),
        ])
        #expect(types.leftOut.contains("`public.png` in UTExportedTypeDeclarations is a standard type: its standard MIME type is used"))
        #expect(types.leftOut.contains("`com.example.sketch` declares no filename extension: the desktop cannot tell its files (application/x-com.example.sketch) by name"))
    }

    @Test("Identifiers become MIME subtypes in the characters one may have")
    func definedMIMEType() {
        #expect(DesktopDocumentTypes.definedMIMEType(for: "com.example.Recipe") == "application/x-com.example.recipe")
        #expect(DesktopDocumentTypes.definedMIMEType(for: "com.example.my recipe/v2") == "application/x-com.example.my-recipe-v2")
    }

    @Test("Before uniform types: CFBundleTypeMIMETypes as they are, CFBundleTypeExtensions through the types that have them; unknown ones reported")
    func legacyKeys() {
        let types = DesktopDocumentTypes(manifest: manifest(
            documents: [
                .init(name: "Old", legacyExtensions: ["TXT", "note", "zzz", "*"], legacyMIMETypes: ["text/x-old", "not a MIME type"]),
                // With LSItemContentTypes, iOS ignores the old keys.
                .init(name: "New", contentTypes: ["public.pdf-nothing", "com.adobe.pdf"], legacyExtensions: ["png"]),
            ],
            declared: [.init(identifier: "com.example.note", filenameExtensions: ["note"], mimeTypes: ["text/x-note"], isExported: true)]))
        #expect(types.mimeTypes == ["text/x-old", "text/plain", "text/x-note", "application/octet-stream", "application/pdf"])
        #expect(types.unmapped == [
            "CFBundleTypeExtensions `zzz` (document type \"Old\"): no type Slate knows has this extension; not in the desktop entry",
            "`public.pdf-nothing` (document type \"New\") has no MIME type: it is neither among Slate's standard types nor declared in the Info.plist's UTExportedTypeDeclarations or UTImportedTypeDeclarations; not in the desktop entry",
        ])
    }

    @Test("The office formats iOS declares (Word, Excel, PowerPoint, Office Open XML, OpenDocument) are standard types with their MIME types")
    func officeFormats() {
        let types = DesktopDocumentTypes(manifest: manifest(documents: [
            .init(name: "Office", contentTypes: ["com.microsoft.word.doc", "org.openxmlformats.wordprocessingml.document",
                                                 "com.microsoft.excel.xls", "org.openxmlformats.presentationml.presentation",
                                                 "org.oasis-open.opendocument.text"]),
        ]))
        #expect(types.mimeTypes == ["application/msword", "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
                                    "application/vnd.ms-excel", "application/vnd.openxmlformats-officedocument.presentationml.presentation",
                                    "application/vnd.oasis.opendocument.text"])
        #expect(types.unmapped.isEmpty)
    }

    @Test("The shared-mime-info package escapes what XML must")
    func packageEscapes() {
        let xml = SharedMIMEType.package([SharedMIMEType(type: "application/x-a", comment: "Tom & Jerry <\"cartoons\">", globs: ["*.a&b"])])
        #expect(xml.contains("<comment>Tom &amp; Jerry &lt;&quot;cartoons&quot;&gt;</comment>"))
        #expect(xml.contains("<glob pattern=\"*.a&amp;b\"/>"))
    }
}
