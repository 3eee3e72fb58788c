import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// iOS 14's pattern detection, `setObjects`, `typeAutomatic` and `isPersistent`.
@MainActor
@Suite("UIPasteboard, detection and objects", .serialized, .exclusiveUIKit)
struct PasteboardDetectionTests {
    let all: Set<UIPasteboard.DetectionPattern> = [.probableWebURL, .probableWebSearch, .number]

    func patterns(_ text: String) -> Set<UIPasteboard.DetectionPattern> {
        _ = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let pasteboard = UIPasteboard.withUniqueName()
        pasteboard.string = text
        var found: Set<UIPasteboard.DetectionPattern> = []
        pasteboard.detectPatterns(for: all) { result in found = (try? result.get()) ?? [] }
        return found
    }

    @Test("Web addresses, searches and numbers are told apart", arguments: [
        ("https://www.apple.com/ipad/", [UIPasteboard.DetectionPattern.probableWebURL]),
        ("  www.example.org  ", [.probableWebURL]),
        ("example.com/path?q=1", [.probableWebURL]),
        ("ftp://files.example.com", [.probableWebSearch]),
        ("report.pdf", [.probableWebSearch]),
        ("news.bbc.co.uk/sport", [.probableWebURL]),
        ("best pizza in Lisbon", [.probableWebSearch]),
        ("1234.5", [.number]),
        ("-42", [.number]),
        ("2e6", [.number, .probableWebSearch]),
        ("line one\nline two", []),
        ("", []),
    ])
    func classification(text: String, expected: [UIPasteboard.DetectionPattern]) {
        #expect(patterns(text) == Set(expected), "\(text.debugDescription)")
    }

    @Test("Only the patterns asked for are reported; values are the text and an NSNumber")
    func valuesAndAskedPatterns() throws {
        _ = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let pasteboard = UIPasteboard.withUniqueName()
        pasteboard.string = "12.5"
        var found: [UIPasteboard.DetectionPattern: Any] = [:]
        pasteboard.detectValues(for: [.number]) { found = (try? $0.get()) ?? [:] }
        #expect(found.count == 1)
        #expect((found[.number] as? NSNumber)?.doubleValue == 12.5)
        pasteboard.url = URL(string: "https://slate.example/docs")
        pasteboard.detectValues(for: all) { found = (try? $0.get()) ?? [:] }
        #expect(found[.probableWebURL] as? String == "https://slate.example/docs")
        #expect(found[.probableWebSearch] == nil)
        var onlyNumbers: Set<UIPasteboard.DetectionPattern> = [.probableWebURL]
        pasteboard.detectPatterns(for: [.number]) { onlyNumbers = (try? $0.get()) ?? [.probableWebURL] }
        #expect(onlyNumbers.isEmpty)
    }

    @Test("Per item: each item of the set in order; an index beyond the items fails with the API's name; an empty pasteboard matches nothing")
    func itemSets() {
        _ = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let pasteboard = UIPasteboard.withUniqueName()
        var first: Set<UIPasteboard.DetectionPattern> = [.number]
        pasteboard.detectPatterns(for: all) { first = (try? $0.get()) ?? [.number] }
        #expect(first.isEmpty)
        pasteboard.strings = ["7", "www.example.com", "weather tomorrow"]
        var perItem: [Set<UIPasteboard.DetectionPattern>] = []
        pasteboard.detectPatterns(for: all, inItemSet: IndexSet([0, 2])) { perItem = (try? $0.get()) ?? [] }
        #expect(perItem == [[.number], [.probableWebSearch]])
        var values: [[UIPasteboard.DetectionPattern: Any]] = []
        pasteboard.detectValues(for: all, inItemSet: nil) { values = (try? $0.get()) ?? [] }
        #expect(values.count == 3 && values[1][.probableWebURL] as? String == "www.example.com")
        var failure: Error?
        pasteboard.detectValues(for: all, inItemSet: IndexSet([5])) { result in
            if case .failure(let error) = result { failure = error }
        }
        #expect((failure as NSError?)?.localizedDescription.contains("detectValues(for:inItemSet:completionHandler:)") == true)
    }

    @Test("setObjects puts one item per object in its own types; Swift strings and URLs too; typeAutomatic writes a value in its types")
    func objects() {
        _ = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        let pasteboard = UIPasteboard.withUniqueName()
        pasteboard.setObjects([solidImage(.red), solidImage(.green)] as [NSItemProviderWriting])
        #expect(pasteboard.numberOfItems == 2)
        #expect(pasteboard.images?.count == 2 && pasteboard.types == ["public.png"])
        pasteboard.setObjects(["one", "two"], localOnly: true, expirationDate: nil)
        #expect(pasteboard.strings == ["one", "two"])
        pasteboard.setObjects([URL(string: "https://example.com")!])
        #expect(pasteboard.url?.absoluteString == "https://example.com")
        pasteboard.setItems([[UIPasteboard.typeAutomatic: "automatic"], [UIPasteboard.typeAutomatic: UIColor.blue]])
        #expect(pasteboard.string == "automatic")
        #expect(pasteboard.hasColors)
        #expect(!pasteboard.types.contains(UIPasteboard.typeAutomatic))
    }

    @Test("The general pasteboard is persistent; an app's named ones are not")
    func persistence() {
        _ = HeadlessScreen(size: CGSize(width: 100, height: 100), scale: 1)
        #expect(UIPasteboard.general.isPersistent)
        #expect(!UIPasteboard.withUniqueName().isPersistent)
    }
}
