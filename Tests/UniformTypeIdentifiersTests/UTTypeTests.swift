import Foundation
import Testing
import UniformTypeIdentifiers

@Suite("Uniform types")
struct UTTypeTests {
    @Test("The standard types have Apple's identifiers")
    func identifiers() {
        #expect(UTType.png.identifier == "public.png")
        #expect(UTType.utf8PlainText.identifier == "public.utf8-plain-text")
        #expect(UTType.fileURL.identifier == "public.file-url")
        #expect(UTType.pdf.identifier == "com.adobe.pdf")
        #expect(UTType.json.identifier == "public.json")
        #expect(UTType("public.jpeg") == .jpeg)
        #expect(UTType("PUBLIC.PNG") == .png, "identifiers are case-insensitive")
        #expect(UTType("PUBLIC.PNG")?.identifier == "public.png")
        #expect(UTType("com.example.nothing") == nil)
        #expect(UTType.png.isSystemDeclared && UTType.png.isDeclared && !UTType.png.isDynamic && UTType.png.isPublicType)
        #expect(!UTType.pdf.isPublicType)
    }

    @Test("Conformance follows the graph: PNG is an image, data and an item; UTF-8 text is plain text and text; a file URL is a URL")
    func conformance() {
        #expect(UTType.png.conforms(to: .image))
        #expect(UTType.png.conforms(to: .data))
        #expect(UTType.png.conforms(to: .item))
        #expect(UTType.png.conforms(to: .content))
        #expect(UTType.png.conforms(to: .png))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.utf8PlainText.conforms(to: .plainText) && UTType.utf8PlainText.conforms(to: .text))
        #expect(UTType.json.conforms(to: .text))
        #expect(UTType.swiftSource.conforms(to: .sourceCode) && UTType.swiftSource.conforms(to: .plainText))
        #expect(UTType.fileURL.conforms(to: .url))
        #expect(UTType.vCard.conforms(to: .contact) && UTType.vCard.conforms(to: .text))
        #expect(UTType.xmlPropertyList.conforms(to: .xml) && UTType.xmlPropertyList.conforms(to: .propertyList))
        #expect(UTType.folder.conforms(to: .directory) && !UTType.folder.conforms(to: .data))
        #expect(UTType.image.isSupertype(of: .jpeg) && UTType.jpeg.isSubtype(of: .image))
        #expect(!UTType.image.isSupertype(of: .image))
        #expect(UTType.png.supertypes == [.image, .data, .item, .content])
    }

    @Test("Filename extensions find their types, whatever the case; the preferred extension comes back")
    func filenameExtensions() {
        #expect(UTType(filenameExtension: "png") == .png)
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(filenameExtension: "jpeg") == .jpeg)
        #expect(UTType(filenameExtension: "txt") == .plainText)
        #expect(UTType(filenameExtension: "json") == .json)
        #expect(UTType(filenameExtension: "pdf") == .pdf)
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg")
        #expect(UTType.plainText.preferredFilenameExtension == "txt")
        #expect(UTType(filenameExtension: "png", conformingTo: .image) == .png)
        #expect(UTType(filenameExtension: "") == nil)
    }

    @Test("MIME types find their types, parameters and case aside; the preferred MIME type is what crosses to other applications")
    func mimeTypes() {
        #expect(UTType(mimeType: "image/png") == .png)
        #expect(UTType(mimeType: "IMAGE/JPEG") == .jpeg)
        #expect(UTType(mimeType: "text/plain") == .plainText)
        #expect(UTType(mimeType: "text/plain; charset=utf-8") == .utf8PlainText)
        #expect(UTType(mimeType: "text/uri-list") == .url, "URLs of every scheme, file URLs among them")
        #expect(UTType.fileURL.preferredMIMEType == "text/uri-list")
        #expect(UTType(mimeType: "application/json") == .json)
        #expect(UTType.png.preferredMIMEType == "image/png")
        #expect(UTType.utf8PlainText.preferredMIMEType == "text/plain;charset=utf-8")
        #expect(UTType.pdf.preferredMIMEType == "application/pdf")
        #expect(UTType.image.preferredMIMEType == nil, "an abstract type has no MIME type")
        #expect(UTType.types(tag: "text/xml", tagClass: .mimeType, conformingTo: nil) == [.xml])
        #expect(UTType.png.tags[.filenameExtension] == ["png"])
    }

    @Test("An unknown tag gives a dynamic type that keeps its tag and conforms to the supertype asked for")
    func dynamicTypes() throws {
        let unknown = try #require(UTType(filenameExtension: "slatetest"))
        #expect(unknown.isDynamic && !unknown.isDeclared)
        #expect(unknown.identifier.hasPrefix("dyn."))
        #expect(unknown.preferredFilenameExtension == "slatetest")
        #expect(unknown.conforms(to: .data) && unknown.conforms(to: .item))
        #expect(!unknown.conforms(to: .image))
        #expect(UTType(unknown.identifier) == unknown, "a dynamic identifier names its type again")
        let mime = try #require(UTType(mimeType: "application/x-slate-test", conformingTo: .text))
        #expect(mime.preferredMIMEType == "application/x-slate-test")
        #expect(mime.conforms(to: .text))
        // No declared type with "png" is text: a dynamic text type, not PNG.
        let pngText = try #require(UTType(filenameExtension: "png", conformingTo: .text))
        #expect(pngText != .png && pngText.isDynamic && pngText.conforms(to: .text))
    }

    @Test("Every standard type of iOS 14's UTCoreTypes.h is a constant, each a distinct declared system type")
    func everyCoreType() {
        let all: [UTType] = [
            .item, .content, .compositeContent, .diskImage, .data, .directory, .resolvable, .symbolicLink, .executable, .mountPoint,
            .aliasFile, .urlBookmarkData, .url, .fileURL, .text, .plainText, .utf8PlainText, .utf16ExternalPlainText, .utf16PlainText,
            .delimitedText, .commaSeparatedText, .tabSeparatedText, .utf8TabSeparatedText, .rtf, .html, .xml, .yaml, .sourceCode,
            .assemblyLanguageSource, .cSource, .objectiveCSource, .swiftSource, .cPlusPlusSource, .objectiveCPlusPlusSource, .cHeader,
            .cPlusPlusHeader, .script, .appleScript, .osaScript, .osaScriptBundle, .javaScript, .shellScript, .perlScript, .pythonScript,
            .rubyScript, .phpScript, .json, .propertyList, .xmlPropertyList, .binaryPropertyList, .pdf, .rtfd, .flatRTFD, .webArchive,
            .image, .jpeg, .tiff, .gif, .png, .icns, .bmp, .ico, .rawImage, .svg, .livePhoto, .heif, .heic, .webP, .threeDContent, .usd,
            .usdz, .realityFile, .sceneKitScene, .arReferenceObject, .audiovisualContent, .movie, .video, .audio, .quickTimeMovie, .mpeg,
            .mpeg2Video, .mpeg2TransportStream, .mp3, .mpeg4Movie, .mpeg4Audio, .appleProtectedMPEG4Audio, .appleProtectedMPEG4Video,
            .avi, .aiff, .wav, .midi, .playlist, .m3uPlaylist, .folder, .volume, .package, .bundle, .pluginBundle, .spotlightImporter,
            .quickLookGenerator, .xpcService, .framework, .application, .applicationBundle, .applicationExtension, .unixExecutable, .exe,
            .systemPreferencesPane, .archive, .gzip, .bz2, .zip, .appleArchive, .spreadsheet, .presentation, .database, .message,
            .contact, .vCard, .toDoItem, .calendarEvent, .emailMessage, .internetLocation, .internetShortcut, .font, .bookmark, .pkcs12,
            .x509Certificate, .epub, .log,
        ]
        #expect(all.count == 130)
        #expect(Set(all).count == 130)
        for type in all {
            #expect(type.isSystemDeclared && type.isDeclared && !type.isDynamic, "\(type.identifier)")
            #expect(UTType(type.identifier) == type, "\(type.identifier)")
        }
        #expect(UTType.zip.identifier == "public.zip-archive")
        #expect(UTType.zip.conforms(to: UTType("com.pkware.zip-archive")!) && UTType.zip.conforms(to: .archive) && UTType.zip.conforms(to: .data))
        #expect(UTType(filenameExtension: "zip") == .zip)
        #expect(UTType(mimeType: "application/zip") == .zip)
        #expect(UTType.threeDContent.identifier == "public.3d-content")
        #expect(UTType.usdz.conforms(to: .threeDContent) && UTType(filenameExtension: "usdz") == .usdz)
        #expect(UTType.symbolicLink.conforms(to: .resolvable) && UTType.aliasFile.conforms(to: .resolvable))
        #expect(UTType.applicationBundle.conforms(to: .package) && UTType(filenameExtension: "app", conformingTo: .package) == .applicationBundle)
        // A bundle is a folder, not data: by default an extension names data, as on Apple platforms.
        #expect(UTType(filenameExtension: "app")?.isDynamic == true)
        #expect(UTType.rubyScript.conforms(to: .shellScript) && UTType.pythonScript.conforms(to: .shellScript))
        #expect(UTType(filenameExtension: "cpp") == .cPlusPlusSource && UTType(filenameExtension: "m") == .objectiveCSource)
        #expect(UTType(filenameExtension: "m3u8") == .m3uPlaylist && UTType.m3uPlaylist.conforms(to: .playlist))
        #expect(UTType(mimeType: "application/x-pkcs12") == .pkcs12 && UTType(filenameExtension: "crt") == .x509Certificate)
        #expect(UTType.appleProtectedMPEG4Video.conforms(to: .mpeg4Movie))
    }

    @Test("The office formats iOS declares: Word, Excel, PowerPoint, Office Open XML and OpenDocument, by identifier, extension and MIME type")
    func officeFormats() throws {
        let doc = try #require(UTType("com.microsoft.word.doc"))
        #expect(UTType(filenameExtension: "doc") == doc && doc.preferredMIMEType == "application/msword" && doc.conforms(to: .compositeContent))
        let docx = try #require(UTType(filenameExtension: "docx"))
        #expect(docx.identifier == "org.openxmlformats.wordprocessingml.document")
        #expect(docx.conforms(to: .zip) && docx.conforms(to: .compositeContent))
        #expect(UTType(mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")?.conforms(to: .spreadsheet) == true)
        #expect(UTType(filenameExtension: "pptx")?.conforms(to: .presentation) == true)
        #expect(UTType(filenameExtension: "xls")?.identifier == "com.microsoft.excel.xls")
        #expect(UTType(filenameExtension: "ppt")?.preferredMIMEType == "application/vnd.ms-powerpoint")
        #expect(UTType(filenameExtension: "odt")?.preferredMIMEType == "application/vnd.oasis.opendocument.text")
        #expect(UTType(filenameExtension: "ods")?.conforms(to: .spreadsheet) == true)
        #expect(UTType(filenameExtension: "odp")?.conforms(to: .presentation) == true)
    }

    @Test("App types: exported and imported types declared in code, with tags and conformance")
    func appTypes() throws {
        let recipe = UTType.declare("com.example.slate.recipe", conformingTo: [.json], filenameExtensions: ["recipe"],
                                    mimeTypes: ["application/x-slate-recipe"], description: "Recipe")
        #expect(UTType(exportedAs: "com.example.slate.recipe") == recipe)
        #expect(recipe.conforms(to: .json) && recipe.conforms(to: .text))
        #expect(UTType(filenameExtension: "recipe") == recipe)
        #expect(UTType(mimeType: "application/x-slate-recipe") == recipe)
        #expect(recipe.preferredMIMEType == "application/x-slate-recipe")
        #expect(recipe.localizedDescription == "Recipe")
        #expect(recipe.isDeclared && !recipe.isSystemDeclared && !recipe.isDynamic)

        let note = UTType(exportedAs: "com.example.slate.note")
        #expect(note.conforms(to: .data), "with no parent given, data")
        #expect(UTType("com.example.slate.note") == note)
        let shape = UTType(importedAs: "org.example.slate.shape", conformingTo: .image)
        #expect(shape.conforms(to: .image))
        // An imported declaration does not replace the app's own; nothing replaces a standard type.
        _ = UTType.declare("com.example.slate.recipe", conformingTo: [.data], exported: false)
        #expect(recipe.conforms(to: .json))
        _ = UTType.declare("public.png", conformingTo: [.text])
        #expect(!UTType.png.conforms(to: .text))
    }

    @Test("A desktop entry's MIME types for a type: its own without parameters, those of its subtypes for an abstract one, application/octet-stream for every file, inode/directory for folders")
    func desktopEntryMIMETypes() {
        #expect(UTType.desktopEntryMIMETypes(for: .png) == ["image/png"])
        #expect(UTType.desktopEntryMIMETypes(for: .utf8PlainText) == ["text/plain"], "a desktop entry lists bare MIME types")
        #expect(UTType.desktopEntryMIMETypes(for: .pdf) == ["application/pdf"])
        for everyFile in [UTType.item, .data, .content] {
            #expect(UTType.desktopEntryMIMETypes(for: everyFile) == ["application/octet-stream"])
        }
        #expect(UTType.desktopEntryMIMETypes(for: .folder) == ["inode/directory"])
        // Abstract types: the preferred MIME type of each declared subtype, once ("image/jpg",
        // JPEG's second MIME type, is not listed). Other tests declare app types, so only the
        // standard ones are checked.
        let images = UTType.desktopEntryMIMETypes(for: .image)
        #expect(["image/png", "image/jpeg", "image/gif", "image/tiff", "image/svg+xml", "image/heic", "image/webp"].allSatisfy(images.contains))
        #expect(!images.contains("image/jpg") && !images.contains("application/pdf"))
        let text = UTType.desktopEntryMIMETypes(for: .text)
        #expect(["text/plain", "text/csv", "text/html", "application/json", "text/x-swift"].allSatisfy(text.contains))
        #expect(Set(text).count == text.count)
        #expect(UTType.desktopEntryMIMETypes(for: .contact) == ["text/vcard"])
        #expect(UTType.desktopEntryMIMETypes(for: .calendarEvent) == ["text/calendar"])
        #expect(UTType.desktopEntryMIMETypes(for: .presentation) == ["application/vnd.ms-powerpoint",
                                                                     "application/vnd.openxmlformats-officedocument.presentationml.presentation",
                                                                     "application/vnd.oasis.opendocument.presentation"])
        #expect(UTType.desktopEntryMIMETypes(for: .database).isEmpty, "no declared database type has a MIME type")
    }

    @Test("A type encodes as its identifier and decodes back; an unknown identifier fails to decode")
    func codable() throws {
        let data = try JSONEncoder().encode([UTType.png, .utf8PlainText])
        #expect(String(decoding: data, as: UTF8.self) == #"["public.png","public.utf8-plain-text"]"#)
        #expect(try JSONDecoder().decode([UTType].self, from: data) == [.png, .utf8PlainText])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([UTType].self, from: Data(#"["com.example.none"]"#.utf8)) }
    }

    @Test("Types are usable from any thread")
    func concurrency() async {
        await withTaskGroup(of: Bool.self) { group in
            for index in 0..<32 {
                group.addTask {
                    let type = UTType(exportedAs: "com.example.slate.concurrent\(index % 4)", conformingTo: .text)
                    return type.conforms(to: .data) && UTType(filenameExtension: "png") == .png
                }
            }
            for await result in group { #expect(result) }
        }
    }
}
