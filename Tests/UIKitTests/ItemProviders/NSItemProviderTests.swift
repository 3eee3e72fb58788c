import Foundation
import Testing
import UIKit
import UIKitTesting

@MainActor
@Suite("NSItemProvider", .exclusiveUIKit)
struct NSItemProviderTests {
    @Test("A registered representation loads only when asked, through its load handler, on a later turn; the completion runs off the main thread")
    func dataRepresentation() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
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
        let loaded = Delivered<Data>()
        let progress = provider.loadDataRepresentation(forTypeIdentifier: "public.image", completionHandler: loaded.handler)
        #expect(loads == 0 && loaded.calls == 0, "not inside the call (issue 44.6)")
        #expect(progress.totalUnitCount == 1 && progress.completedUnitCount == 0)
        screen.presentFrame()
        #expect(loads == 1)
        #expect(loaded.value == Data([1, 2, 3]))
        #expect(loaded.onMainThread == [false], "on a background queue, as UIKit's")
        #expect(progress.isFinished)
        let failure = Delivered<Data>()
        provider.loadDataRepresentation(forTypeIdentifier: "public.text", completionHandler: failure.handler)
        screen.presentFrame()
        #expect(failure.error.map { "\($0)" }?.contains("public.text") == true)
    }

    @Test("(issue 44.6) a load cancelled before its turn never asks the representation and ends with userCancelled; its progress reports the cancellation")
    func cancelledBeforeItStarts() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let provider = NSItemProvider()
        var asked = 0
        provider.registerDataRepresentation(for: .plainText) { completion in
            asked += 1
            completion(Data("x".utf8), nil)
            return nil
        }
        let result = Delivered<Data>()
        let progress = provider.loadDataRepresentation(for: .plainText, completionHandler: result.handler)
        progress.cancel()
        screen.presentFrame()
        #expect(asked == 0)
        #expect(result.calls == 1 && result.value == nil)
        #expect((result.error as? CocoaError)?.code == .userCancelled)
        #expect(progress.isCancelled)
    }

    @Test("(issue 44.6) a load cancelled while its representation works ends once, with userCancelled, even if the representation ignores it or answers twice")
    func cancelledWhileLoading() async {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let provider = NSItemProvider()
        var answer: ((Data?, Error?) -> Void)?
        provider.registerDataRepresentation(for: .plainText) { completion in
            answer = completion
            return nil
        }
        let result = Delivered<Data>()
        let progress = provider.loadDataRepresentation(for: .plainText, completionHandler: result.handler)
        screen.presentFrame()
        #expect(answer != nil && result.calls == 0, "asked, not answered")
        progress.cancel()
        // Foundation calls a progress's cancellation handler on a queue of its own; the load
        // ends on the main queue after it.
        for _ in 0..<500 where result.calls == 0 {
            await screen.runLoopTurn()
            await Task.yield()
        }
        #expect(result.calls == 1)
        #expect((result.error as? CocoaError)?.code == .userCancelled)
        answer?(Data("late".utf8), nil)
        answer?(Data("later".utf8), nil)
        screen.presentFrame()
        #expect(result.calls == 1 && result.value == nil, "late answers change nothing")
    }

    @Test("(issue 44.6) loads finish in the order their data arrived, each handler on the background queue, one at a time")
    func orderOfCompletions() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let order = LockedList<String>()
        for name in ["one", "two", "three"] {
            NSItemProvider(object: name).loadObject(ofClass: String.self) { value, _ in
                order.append("\(value ?? "?") main=\(Thread.isMainThread)")
            }
        }
        #expect(order.values.isEmpty)
        screen.presentFrame()
        #expect(order.values == ["one main=false", "two main=false", "three main=false"])
    }

    @Test("Strings and URLs go in as objects and come out as objects")
    func objects() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let text = NSItemProvider(object: "Hello")
        #expect(text.canLoadObject(ofClass: String.self))
        #expect(!text.canLoadObject(ofClass: URL.self))
        let string = Delivered<String>()
        text.loadObject(ofClass: String.self, completionHandler: string.handler)
        screen.presentFrame()
        #expect(string.value == "Hello")

        let link = NSItemProvider(object: URL(string: "https://example.com/a")!)
        let url = Delivered<URL>()
        link.loadObject(ofClass: URL.self, completionHandler: url.handler)
        screen.presentFrame()
        #expect(url.value?.absoluteString == "https://example.com/a")
        #expect(link.canLoadObject(ofClass: String.self))
    }

    @Test("DND-19 registeredContentTypes are UTTypes in registration order; conformance follows the type graph (JSON is text, a file URL is a URL)")
    func contentTypes() {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
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
        let loaded = Delivered<Data>()
        provider.loadDataRepresentation(for: .text, completionHandler: loaded.handler)
        screen.presentFrame()
        #expect(loaded.value == Data("{}".utf8))
    }

    @Test("loadFileRepresentation hands over a temporary file named after suggestedName with the type's extension, deleted after the handler")
    func fileRepresentation() throws {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let provider = NSItemProvider()
        provider.suggestedName = "Sunset"
        provider.registerDataRepresentation(for: .png) { completion in
            completion(Data([0x89, 0x50, 0x4E, 0x47]), nil)
            return nil
        }
        let file = Delivered<(URL, Data?)>()
        provider.loadFileRepresentation(forTypeIdentifier: UTType.image.identifier) { url, error in
            file.handler(url.map { ($0, try? Data(contentsOf: $0)) }, error)
        }
        screen.presentFrame()
        let (url, contents) = try #require(file.value)
        #expect(url.lastPathComponent == "Sunset.png")
        #expect(contents == Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(!FileManager.default.fileExists(atPath: url.path), "gone once the handler returned")
        let failure = Delivered<URL>()
        provider.loadFileRepresentation(forTypeIdentifier: UTType.pdf.identifier, completionHandler: failure.handler)
        screen.presentFrame()
        #expect(failure.error != nil)
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
    func appClass() async {
        let screen = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        Recipe.loads = []
        let provider = NSItemProvider(object: Recipe(name: "Soup"))
        #expect(provider.registeredTypeIdentifiers == ["public.json", "public.utf8-plain-text"])
        #expect(Recipe.loads.isEmpty, "nothing is written until asked (DND-05)")
        #expect(provider.canLoadObject(ofClass: Recipe.self))
        let recipe = Delivered<String>()
        provider.loadObject(ofClass: Recipe.self) { object, error in
            // The object is main-actor: its name is read back on the main queue, as an app would.
            nonisolated(unsafe) let object = object
            DispatchQueue.main.async { MainActor.assumeIsolated { recipe.handler((object as? Recipe)?.name, error) } }
        }
        screen.presentFrame()
        await screen.runLoopTurn()
        #expect(recipe.value == "Soup")
        #expect(Recipe.loads == ["public.json"])

        let broken = NSItemProvider()
        broken.registerDataRepresentation(for: .json) { completion in
            completion(Data("not json".utf8), nil)
            return nil
        }
        let failure = Delivered<Bool>()
        broken.loadObject(ofClass: Recipe.self) { object, error in failure.handler(object == nil, error) }
        screen.presentFrame()
        #expect(failure.calls == 1 && failure.error != nil, "one call, with the error")
        #expect(failure.value == true, "no object")
    }

    @Test("What a source says of its item: nothing by default; an image registered sets the preferred presentation size to its size in points (UIItemProviderPresentationSizeProviding), other objects leave it")
    func presentationDefaults() {
        let text = NSItemProvider(object: "Plum")
        #expect(text.teamData == nil)
        #expect(text.preferredPresentationStyle == .unspecified)
        #expect(text.preferredPresentationSize == .zero)
        let image = solidImage(.systemRed, size: CGSize(width: 30, height: 20), scale: 2)
        #expect(image.preferredPresentationSizeForItemProvider == CGSize(width: 30, height: 20))
        let photo = NSItemProvider(object: image)
        #expect(photo.preferredPresentationSize == CGSize(width: 30, height: 20))
        #expect(NSItemProvider.PreferredPresentationStyle(rawValue: 2) == .attachment)
    }
}
