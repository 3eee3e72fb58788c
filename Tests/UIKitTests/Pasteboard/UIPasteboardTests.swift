import Foundation
import Testing
@testable import UIKit
import UIKitTesting

@MainActor
@Suite("UIPasteboard", .serialized, .exclusiveUIKit)
struct UIPasteboardTests {
    @Test("The general pasteboard is the host's clipboard: what the app writes, other applications read, and back")
    func generalIsTheClipboard() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let pasteboard = UIPasteboard.general
        let before = pasteboard.changeCount
        pasteboard.string = "Slate"
        #expect(pasteboard.changeCount == before + 1)
        #expect(screen.clipboardItems == [["public.utf8-plain-text": Data("Slate".utf8)]])

        // Another application copies.
        screen.clipboardItems = [["public.utf8-plain-text": Data("from gedit".utf8)]]
        #expect(pasteboard.changeCount == before + 2, "changes made elsewhere count too")
        #expect(pasteboard.string == "from gedit")
        #expect(pasteboard.hasStrings)
        #expect(!pasteboard.hasImages)
    }

    @Test("Strings, URLs, images and colors round-trip; each plural setter writes one item per value")
    func representations() throws {
        _ = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let pasteboard = UIPasteboard.withUniqueName()

        pasteboard.strings = ["one", "two", "three"]
        #expect(pasteboard.numberOfItems == 3)
        #expect(pasteboard.string == "one")
        #expect(pasteboard.strings == ["one", "two", "three"])

        let url = try #require(URL(string: "https://example.com/a?b=c"))
        pasteboard.url = url
        #expect(pasteboard.url == url)
        #expect(pasteboard.hasURLs)
        #expect(pasteboard.string == url.absoluteString, "a URL is readable as text too")

        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
        }
        pasteboard.image = image
        #expect(pasteboard.hasImages)
        #expect(pasteboard.types == ["public.png"])
        let read = try #require(pasteboard.image)
        #expect(read.size.width * read.scale == image.size.width * image.scale)

        pasteboard.color = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        let color = try #require(pasteboard.color)
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        #expect(abs(r - 1) < 0.001 && abs(g - 0.5) < 0.001 && b == 0 && a == 1)
        UIPasteboard.remove(withName: pasteboard.name)
    }

    @Test("Items hold several representations; item sets pick items by type")
    func itemsAndItemSets() {
        _ = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let pasteboard = UIPasteboard.withUniqueName()
        pasteboard.setItems([
            ["public.utf8-plain-text": "caption", "com.example.note": Data([1, 2, 3])],
            ["com.example.note": Data([4])],
            ["public.utf8-plain-text": "second"],
        ])
        #expect(pasteboard.types == ["com.example.note", "public.utf8-plain-text"])
        #expect(pasteboard.contains(pasteboardTypes: ["com.example.note"]))
        #expect(pasteboard.itemSet(withPasteboardTypes: ["com.example.note"]) == IndexSet([0, 1]))
        #expect(pasteboard.data(forPasteboardType: "com.example.note", inItemSet: nil) == [Data([1, 2, 3]), Data([4])])
        #expect(pasteboard.values(forPasteboardType: "public.utf8-plain-text", inItemSet: IndexSet([0, 2])) as? [String] == ["caption", "second"])
        #expect(pasteboard.types(forItemSet: IndexSet([1])) == [["com.example.note"]])
        pasteboard.addItems([["public.utf8-plain-text": "third"]])
        #expect(pasteboard.numberOfItems == 4)
        #expect(pasteboard.strings == ["caption", "second", "third"])
        UIPasteboard.remove(withName: pasteboard.name)
    }

    @Test("Named pasteboards: create or find by name, nil when absent and not created, removal posts a notification")
    func namedPasteboards() {
        _ = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let name = UIPasteboard.Name("com.example.drafts")
        #expect(UIPasteboard(name: name, create: false) == nil)
        let created = UIPasteboard(name: name, create: true)
        created?.string = "kept"
        #expect(UIPasteboard(name: name, create: false)?.string == "kept", "the same items under the same name")
        var removed = 0
        let observer = NotificationCenter.default.addObserver(forName: UIPasteboard.removedNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { removed += 1 }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        UIPasteboard.remove(withName: name)
        #expect(removed == 1)
        #expect(UIPasteboard(name: name, create: false) == nil)
        #expect(UIPasteboard.general.name == .general)
    }

    @Test("A change posts changedNotification with the types added and removed")
    func changeNotification() {
        _ = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let pasteboard = UIPasteboard.withUniqueName()
        var added: [[String]] = []
        var removed: [[String]] = []
        let observer = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: pasteboard, queue: nil) { note in
            nonisolated(unsafe) let info = note.userInfo ?? [:]
            MainActor.assumeIsolated {
                added.append(info[UIPasteboard.changedTypesAddedUserInfoKey] as? [String] ?? [])
                removed.append(info[UIPasteboard.changedTypesRemovedUserInfoKey] as? [String] ?? [])
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        pasteboard.string = "a"
        pasteboard.url = URL(string: "https://example.com")
        #expect(added == [["public.utf8-plain-text"], ["public.url"]])
        #expect(removed == [[], []])
        pasteboard.items = []
        #expect(removed.last == ["public.url", "public.utf8-plain-text"])
        UIPasteboard.remove(withName: pasteboard.name)
    }

    @Test("An expiration date empties the pasteboard once it has passed")
    func expiration() {
        _ = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let pasteboard = UIPasteboard.withUniqueName()
        pasteboard.setItems([["public.utf8-plain-text": "soon gone"]], options: [.expirationDate: Date(timeIntervalSinceNow: -1)])
        #expect(pasteboard.string == nil)
        #expect(pasteboard.numberOfItems == 0)
        UIPasteboard.remove(withName: pasteboard.name)
    }

    @Test("A text field copies and cuts to the clipboard and pastes what another application copied")
    func textFieldUsesTheClipboard() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 200), scale: 1)
        let window = UIWindow()
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        field.text = "hello world"
        window.addSubview(field)
        _ = field.becomeFirstResponder()
        field.selectAll(nil)
        screen.press(.keyboardC, characters: "c", modifiers: .command)
        #expect(screen.clipboardItems.first?["public.utf8-plain-text"] == Data("hello world".utf8))

        screen.clipboardItems = [["public.utf8-plain-text": Data(" from elsewhere".utf8)]]
        screen.press(.keyboardEnd)
        screen.press(.keyboardV, characters: "v", modifiers: .command)
        #expect(field.text == "hello world from elsewhere")

        field.selectAll(nil)
        screen.press(.keyboardX, characters: "x", modifiers: .command)
        #expect(field.text == "")
        #expect(UIPasteboard.general.string == "hello world from elsewhere")
    }

    @Test("Item providers go on the clipboard lazily: each type loads once, when first read")
    func lazyItemProviders() {
        let screen = HeadlessScreen(size: CGSize(width: 200, height: 200), scale: 1)
        let pasteboard = UIPasteboard.general
        var loads: [String] = []
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .all) { completion in
            loads.append("text")
            completion(Data("lazy".utf8), nil)
            return nil
        }
        provider.registerDataRepresentation(forTypeIdentifier: "com.example.private", visibility: .ownProcess) { completion in
            completion(Data("secret".utf8), nil)
            return nil
        }
        let before = pasteboard.changeCount
        pasteboard.setItemProviders([provider], localOnly: false, expirationDate: nil)
        #expect(pasteboard.changeCount == before + 1)
        #expect(loads.isEmpty, "nothing loads until someone reads")
        #expect(screen.clipboardItems == [["public.utf8-plain-text": Data("lazy".utf8)]], "own-process types stay off the clipboard")
        #expect(pasteboard.string == "lazy")
        #expect(loads == ["text"], "each type loads once")

        let read = pasteboard.itemProviders
        #expect(read.count == 1)
        let string = Delivered<String>()
        read[0].loadObject(ofClass: String.self, completionHandler: string.handler)
        screen.presentFrame()
        #expect(string.value == "lazy")
    }
}
