import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// `UITextPasteDelegate`: pastes and drops into text views through transform, combine and
/// perform.
@MainActor
@Suite("Text paste delegate", .serialized, .exclusiveUIKit)
struct TextPasteDelegateTests {
    @MainActor
    private final class Shouting: NSObject, UITextPasteDelegate {
        var log: [String] = []
        var heldItem: UITextPasteItem?
        var holds = false
        var performs = true

        func textPasteConfigurationSupporting(_ textPasteConfigurationSupporting: UITextPasteConfigurationSupporting, transform item: UITextPasteItem) {
            log.append("transform")
            if holds {
                heldItem = item
                return
            }
            _ = item.itemProvider.loadObjectOnMainActor(ofClass: ItemProviderString.self) { object, _ in
                guard let string = (object as? ItemProviderString)?.string else { return item.setNoResult() }
                if string == "skip" { item.setNoResult() } else { item.setResult(string: string.uppercased()) }
            }
        }

        func textPasteConfigurationSupporting(_ textPasteConfigurationSupporting: UITextPasteConfigurationSupporting,
                                              combineItemAttributedStrings itemStrings: [NSAttributedString], for textRange: UITextRange) -> NSAttributedString {
            log.append("combine \(itemStrings.count)")
            return NSAttributedString(string: itemStrings.map(\.string).joined(separator: "+"))
        }

        func textPasteConfigurationSupporting(_ textPasteConfigurationSupporting: UITextPasteConfigurationSupporting,
                                              performPasteOf attributedString: NSAttributedString, to textRange: UITextRange) -> UITextRange {
            log.append("perform \(attributedString.string)")
            guard performs else { return textRange }
            return TextPaste.performDefault(attributedString, to: textRange, in: textPasteConfigurationSupporting)
        }
    }

    private func makeTextView() -> (HeadlessScreen, UIWindow, UITextView) {
        let screen = HeadlessScreen(size: CGSize(width: 600, height: 400), scale: 1)
        let window = UIWindow()
        let textView = UITextView(frame: CGRect(x: 20, y: 20, width: 400, height: 200))
        textView.text = "ab"
        window.addSubview(textView)
        window.makeKeyAndVisible()
        screen.presentFrame()
        _ = textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 1, length: 0)
        return (screen, window, textView)
    }

    @Test("Paste gives each pasteboard item to transform, combines the results (skipping items without one) and performs the paste at the selection, undoably")
    func pasteThroughTheDelegate() {
        let (_, window, textView) = makeTextView()
        defer { window.isHidden = true }
        let delegate = Shouting()
        textView.pasteDelegate = delegate
        #expect(textView.pasteDelegate === delegate)
        UIPasteboard.general.itemProviders = [NSItemProvider(object: "one"), NSItemProvider(object: "skip"), NSItemProvider(object: "two")]
        textView.paste(nil)
        #expect(delegate.log == ["transform", "transform", "transform", "combine 2", "perform ONE+TWO"])
        #expect(textView.text == "aONE+TWOb")
        #expect(textView.selectedRange == NSRange(location: 8, length: 0))
        textView.undoManager?.undo()
        #expect(textView.text == "ab")
    }

    @Test("A result given later is waited for; the default result is the item's text; a delegate that performs nothing leaves the text")
    func laterAndDefaultResults() throws {
        let (_, window, textView) = makeTextView()
        defer { window.isHidden = true }
        let delegate = Shouting()
        delegate.holds = true
        textView.pasteDelegate = delegate
        UIPasteboard.general.string = "xyz"
        textView.paste(nil)
        #expect(textView.text == "ab" && delegate.log == ["transform"])
        let item = try #require(delegate.heldItem)
        #expect(item.localObject == nil)
        #expect(item.defaultAttributes[.font] != nil)
        item.setDefaultResult()
        #expect(textView.text == "axyzb")
        // A second result is ignored.
        item.setResult(string: "again")
        #expect(textView.text == "axyzb")

        delegate.holds = false
        delegate.performs = false
        textView.paste(nil)
        #expect(delegate.log.last == "perform XYZ")
        #expect(textView.text == "axyzb")
    }

    @Test("A text field's paste delegate result goes in on one line")
    func fieldKeepsOneLine() {
        let screen = HeadlessScreen(size: CGSize(width: 600, height: 400), scale: 1)
        let window = UIWindow()
        defer { window.isHidden = true }
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 34))
        window.addSubview(field)
        window.makeKeyAndVisible()
        screen.presentFrame()
        _ = field.becomeFirstResponder()
        let delegate = Shouting()
        field.pasteDelegate = delegate
        UIPasteboard.general.itemProviders = [NSItemProvider(object: "line\nbreak")]
        field.paste(nil)
        #expect(field.text == "LINE BREAK")
    }

    @Test("Text dropped from another view goes through the paste delegate too; text moved within the view does not")
    func dropsThroughTheDelegate() {
        let base = TextDragAndDropTests()
        let stage = base.makeStage()
        defer { stage.window.isHidden = true }
        let delegate = Shouting()
        stage.textView.pasteDelegate = delegate
        base.selectInSource(stage, NSRange(location: 6, length: 5))
        base.pointerDrag(stage, from: base.point(stage.source, at: 8), to: base.point(stage.textView, at: 3))
        #expect(stage.textView.text == "abcWORLD def")
        #expect(delegate.log == ["transform", "combine 1", "perform WORLD"])
    }
}

/// `UISearchTextFieldPasteItem` (issue 45): a search field's paste items may become tokens.
@MainActor
@Suite("Search field paste items", .serialized, .exclusiveUIKit)
struct SearchTextFieldPasteItemTests {
    @MainActor
    private final class Tagging: NSObject, UITextPasteDelegate {
        var kinds: [Bool] = []
        func textPasteConfigurationSupporting(_ textPasteConfigurationSupporting: UITextPasteConfigurationSupporting, transform item: UITextPasteItem) {
            kinds.append(item is UISearchTextFieldPasteItem)
            _ = item.itemProvider.loadObjectOnMainActor(ofClass: ItemProviderString.self) { object, _ in
                let string = (object as? ItemProviderString)?.string ?? ""
                if string.hasPrefix("#"), let searchItem = item as? UISearchTextFieldPasteItem {
                    searchItem.setSearchTokenResult(UISearchToken(icon: nil, text: String(string.dropFirst())))
                } else {
                    item.setResult(string: string)
                }
            }
        }
    }

    @Test("(issue 45) in a search field each paste item is a UISearchTextFieldPasteItem: a token result joins the field's tokens, text results go in as text; elsewhere items are plain paste items")
    func tokens() throws {
        let screen = HeadlessScreen(size: CGSize(width: 600, height: 400), scale: 1)
        let window = UIWindow()
        let field = UISearchTextField(frame: CGRect(x: 20, y: 20, width: 400, height: 36))
        window.addSubview(field)
        window.makeKeyAndVisible()
        screen.presentFrame()
        defer { window.isHidden = true }
        field.insertToken(UISearchToken(icon: nil, text: "Fruit"), at: 0)
        _ = field.becomeFirstResponder()
        let delegate = Tagging()
        field.pasteDelegate = delegate
        UIPasteboard.general.itemProviders = [NSItemProvider(object: "#Red"), NSItemProvider(object: "plums")]
        field.paste(nil)
        #expect(delegate.kinds == [true, true])
        #expect(field.tokens.count == 2, "\(field.attributedText?.string.unicodeScalars.map { String($0.value, radix: 16) } ?? [])")
        #expect(field.text == "plums", "\(field.text ?? "nil")")

        let plain = UITextField(frame: CGRect(x: 20, y: 80, width: 400, height: 36))
        window.addSubview(plain)
        _ = plain.becomeFirstResponder()
        plain.pasteDelegate = delegate
        UIPasteboard.general.itemProviders = [NSItemProvider(object: "#Blue")]
        plain.paste(nil)
        #expect(delegate.kinds.last == false)
        #expect(plain.text == "#Blue")
    }
}
