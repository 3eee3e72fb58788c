import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("NSItemProvider", .exclusiveUIKit)
struct NSItemProviderTests {
    @Test("A registered representation loads only when asked, through its load handler")
    func dataRepresentation() {
        let provider = NSItemProvider()
        var loads = 0
        provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { completion in
            loads += 1
            completion(Data([1, 2, 3]), nil)
            return nil
        }
        #expect(provider.registeredTypeIdentifiers == ["public.png"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.png"))
        #expect(provider.hasItemConformingToTypeIdentifier("public.image"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.text"))
        #expect(loads == 0)
        var loaded: Data?
        provider.loadDataRepresentation(forTypeIdentifier: "public.image") { data, _ in loaded = data }
        #expect(loads == 1)
        #expect(loaded == Data([1, 2, 3]))
        var failure: Error?
        provider.loadDataRepresentation(forTypeIdentifier: "public.text") { _, error in failure = error }
        #expect(failure.map { "\($0)" }?.contains("public.text") == true)
    }

    @Test("Strings and URLs go in as objects and come out as objects")
    func objects() {
        let text = NSItemProvider(object: "Hello")
        #expect(text.canLoadObject(ofClass: String.self))
        #expect(!text.canLoadObject(ofClass: URL.self))
        var string: String?
        text.loadObject(ofClass: String.self) { value, _ in string = value }
        #expect(string == "Hello")

        let link = NSItemProvider(object: URL(string: "https://example.com/a")!)
        var url: URL?
        link.loadObject(ofClass: URL.self) { value, _ in url = value }
        #expect(url?.absoluteString == "https://example.com/a")
        #expect(link.canLoadObject(ofClass: String.self))
    }

    @Test("DND-19 registeredContentTypes are UTTypes in registration order; conformance follows the type graph (JSON is text, a file URL is a URL)")
    func contentTypes() {
        let provider = NSItemProvider()
        for type in [UTType.json, .fileURL] {
            provider.registerDataRepresentation(for: type) { completion in
                completion(Data("{}".utf8), nil)
                return nil
            }
        }
        provider.registerDataRepresentation(forTypeIdentifier: "com.example.undeclared", visibility: .all) { completion in
            completion(Data(), nil)
            return nil
        }
        #expect(provider.registeredContentTypes == [.json, .fileURL], "an undeclared identifier has no UTType")
        #expect(provider.registeredTypeIdentifiers.count == 3)
        #expect(provider.registeredContentTypes(conformingTo: .text) == [.json])
        #expect(provider.hasItemConformingToTypeIdentifier(UTType.text.identifier))
        #expect(provider.hasItemConformingToTypeIdentifier(UTType.url.identifier))
        #expect(provider.hasItemConformingToTypeIdentifier("com.example.undeclared"))
        #expect(!provider.hasItemConformingToTypeIdentifier(UTType.image.identifier))
        var loaded: Data?
        provider.loadDataRepresentation(for: .text) { data, _ in loaded = data }
        #expect(loaded == Data("{}".utf8))
    }

    @Test("loadFileRepresentation hands over a temporary file named after suggestedName with the type's extension, deleted after the handler")
    func fileRepresentation() throws {
        let provider = NSItemProvider()
        provider.suggestedName = "Sunset"
        provider.registerDataRepresentation(for: .png) { completion in
            completion(Data([0x89, 0x50, 0x4E, 0x47]), nil)
            return nil
        }
        var file: URL?
        var contents: Data?
        provider.loadFileRepresentation(forTypeIdentifier: UTType.image.identifier) { url, _ in
            file = url
            contents = url.flatMap { try? Data(contentsOf: $0) }
        }
        let url = try #require(file)
        #expect(url.lastPathComponent == "Sunset.png")
        #expect(contents == Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(!FileManager.default.fileExists(atPath: url.path), "gone once the handler returned")
        var failure: Error?
        provider.loadFileRepresentation(forTypeIdentifier: UTType.pdf.identifier) { _, error in failure = error }
        #expect(failure != nil)
    }

    /// A recipe the app writes as JSON and reads back, failing on data that is not one.
    final class Recipe: NSItemProviderWriting, NSItemProviderReading {
        let name: String
        init(name: String) { self.name = name }
        static var writableTypeIdentifiersForItemProvider: [String] { [UTType.json.identifier, UTType.utf8PlainText.identifier] }
        static var readableTypeIdentifiersForItemProvider: [String] { [UTType.json.identifier] }
        nonisolated(unsafe) static var loads: [String] = []
        func loadData(withTypeIdentifier typeIdentifier: String,
                      forItemProviderCompletionHandler completionHandler: @escaping @MainActor (Data?, Error?) -> Void) -> Progress? {
            Recipe.loads.append(typeIdentifier)
            completionHandler(Data(#"{"name":"\#(name)"}"#.utf8), nil)
            return nil
        }
        static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
            guard let object = try JSONSerialization.jsonObject(with: data) as? [String: String], let name = object["name"] else {
                throw CocoaError(.coderReadCorrupt)
            }
            return self.init(name: name)
        }
    }

    @Test("DND-18 DND-19 DND-20 an app's own class goes in as written types, in preference order, loading only the type asked for, and comes out as an object; unreadable data is an error")
    func appClass() {
        Recipe.loads = []
        let provider = NSItemProvider(object: Recipe(name: "Soup"))
        #expect(provider.registeredTypeIdentifiers == ["public.json", "public.utf8-plain-text"])
        #expect(Recipe.loads.isEmpty, "nothing is written until asked (DND-05)")
        #expect(provider.canLoadObject(ofClass: Recipe.self))
        var recipe: Recipe?
        provider.loadObject(ofClass: Recipe.self) { object, _ in recipe = object as? Recipe }
        #expect(recipe?.name == "Soup")
        #expect(Recipe.loads == ["public.json"])

        let broken = NSItemProvider()
        broken.registerDataRepresentation(for: .json) { completion in
            completion(Data("not json".utf8), nil)
            return nil
        }
        var failure: Error?
        var calls = 0
        broken.loadObject(ofClass: Recipe.self) { object, error in
            calls += 1
            failure = error
            #expect(object == nil)
        }
        #expect(calls == 1 && failure != nil, "one call, with the error")
    }
}
