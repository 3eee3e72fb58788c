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
}
