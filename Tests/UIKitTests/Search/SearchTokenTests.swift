import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Hears a search field's delegate: the changes it is asked about, and the items tokens copy
/// as.
@MainActor
final class SearchFieldRecorder: NSObject, UISearchTextFieldDelegate {
    var changes: [String] = []

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        changes.append("\(range.location),\(range.length) '\(string)'")
        return true
    }

    func searchTextField(_ searchTextField: UISearchTextField, itemProviderForCopying token: UISearchToken) -> NSItemProvider {
        NSItemProvider(object: "token:\(token.representedObject ?? "")")
    }
}

/// UISearchTextField's tokens: chips before the text, each one text position, driven by code
/// and by the keyboard.
@MainActor
@Suite("Search tokens", .serialized, .exclusiveUIKit)
struct SearchTokenTests {
    /// A 400-point field on a page, with `tokens` and `text`.
    func makeField(tokens: [UISearchToken], text: String = "") -> (HeadlessScreen, UIWindow, UISearchTextField, SearchFieldRecorder) {
        let screen = HeadlessScreen(size: CGSize(width: 600, height: 300), scale: 1)
        let window = UIWindow()
        let page = UIViewController()
        page.view.backgroundColor = .systemBackground
        let field = UISearchTextField(frame: CGRect(x: 20, y: 100, width: 400, height: 36))
        let recorder = SearchFieldRecorder()
        field.delegate = recorder
        field.tokens = tokens
        field.text = text
        page.view.addSubview(field)
        window.rootViewController = page
        window.makeKeyAndVisible()
        screen.presentFrame()
        return (screen, window, field, recorder)
    }

    func token(_ text: String) -> UISearchToken {
        let token = UISearchToken(icon: nil, text: text)
        token.representedObject = text
        return token
    }

    func range(_ field: UISearchTextField, _ location: Int, _ length: Int) -> UITextRange? {
        guard let start = field.position(from: field.beginningOfDocument, offset: location),
              let end = field.position(from: start, offset: length) else { return nil }
        return field.textRange(from: start, to: end)
    }

    /// A range's offsets, for comparing.
    func offsets(_ field: UISearchTextField, _ range: UITextRange?) -> [Int] {
        guard let range else { return [] }
        return [field.offset(from: field.beginningOfDocument, to: range.start), field.offset(from: range.start, to: range.end)]
    }

    @Test("Tokens stand before the text, each one text position; text leaves them out, and setting it keeps them")
    func tokensAndText() throws {
        let fruit = token("Fruit"), red = token("Red")
        let (_, window, field, _) = makeField(tokens: [fruit, red], text: "ki")
        defer { window.isHidden = true }
        #expect(field.tokens == [fruit, red])
        #expect(field.text == "ki")
        #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 4)
        #expect(offsets(field, field.textualRange) == [2, 2])
        #expect(field.offset(from: field.beginningOfDocument, to: field.positionOfToken(at: 1)) == 1)
        #expect(field.tokens(in: try #require(range(field, 1, 2))) == [red])
        #expect(field.tokens(in: field.textualRange).isEmpty)
        field.text = "lime"
        #expect(field.tokens == [fruit, red], "text set in code keeps the tokens")
        #expect(field.text == "lime")
        field.tokens = []
        #expect(field.text == "lime")
        #expect(offsets(field, field.textualRange) == [0, 4])
    }

    @Test("insertToken(_:at:), removeToken(at:) and replaceTextualPortion(of:with:at:) change the tokens as code does: the delegate is not asked")
    func tokensInCode() throws {
        let fruit = token("Fruit"), red = token("Red"), apple = token("apple")
        let (_, window, field, recorder) = makeField(tokens: [fruit], text: "apple pie")
        defer { window.isHidden = true }
        field.insertToken(red, at: 0)
        #expect(field.tokens == [red, fruit])
        field.removeToken(at: 1)
        #expect(field.tokens == [red])
        // "apple " (the text's first six characters, after the one token) becomes a token.
        field.replaceTextualPortion(of: try #require(range(field, 0, 7)), with: apple, at: 1)
        #expect(field.tokens == [red, apple], "the token in the range stays")
        #expect(field.text == "pie")
        #expect(recorder.changes.isEmpty)
    }

    @Test("A caret cannot stand before a token: selecting one there selects the token instead")
    func noCaretBeforeToken() throws {
        let (_, window, field, _) = makeField(tokens: [token("A"), token("B")], text: "x")
        defer { window.isHidden = true }
        #expect(field.becomeFirstResponder())
        field.selectedTextRange = range(field, 1, 0)
        #expect(offsets(field, field.selectedTextRange) == [1, 1])
        field.selectedTextRange = range(field, 2, 0)
        #expect(offsets(field, field.selectedTextRange) == [2, 0], "the start of the text is a caret")
    }

    @Test("Backspace at the start of the text selects the token before it, then deletes it (the delegate asked); allowsDeletingTokens false keeps tokens")
    func backspaceDeletesTokens() throws {
        let fruit = token("Fruit"), red = token("Red")
        let (screen, window, field, recorder) = makeField(tokens: [fruit, red])
        defer { window.isHidden = true }
        #expect(field.allowsDeletingTokens)
        screen.tap(at: field.convert(CGPoint(x: field.bounds.maxX - 40, y: field.bounds.midY), to: nil))
        #expect(field.isEditing)
        #expect(offsets(field, field.selectedTextRange) == [2, 0])
        screen.press(.keyboardDeleteOrBackspace)
        #expect(offsets(field, field.selectedTextRange) == [1, 1], "the token before the caret is selected")
        #expect(field.tokens == [fruit, red])
        screen.press(.keyboardDeleteOrBackspace)
        #expect(field.tokens == [fruit])
        #expect(recorder.changes == ["1,1 ''"])
        screen.type("ki")
        #expect(field.text == "ki")
        #expect(field.tokens == [fruit], "typed text goes after the tokens")
        field.allowsDeletingTokens = false
        field.selectedTextRange = range(field, 1, 0)
        screen.press(.keyboardDeleteOrBackspace)
        screen.press(.keyboardDeleteOrBackspace)
        #expect(field.tokens == [fruit])
        field.selectedTextRange = range(field, 0, 3)
        screen.press(.keyboardDeleteOrBackspace)
        #expect(field.tokens == [fruit], "only the selection's text goes")
        #expect(field.text == "")
    }

    @Test("Each chip keeps its token's place in the line: the text starts after the chips, and a click on a chip selects its token")
    func chipsTakeTheirPlace() throws {
        let fruit = token("Fruit")
        let (screen, window, field, _) = makeField(tokens: [fruit, token("Red")], text: "k")
        defer { window.isHidden = true }
        let first = field.caretRect(for: field.positionOfToken(at: 0)).midX
        let second = field.caretRect(for: field.positionOfToken(at: 1)).midX
        let textStart = field.caretRect(for: field.textualRange.start).midX
        #expect(second - first == field.chipWidth(of: fruit) + SearchTokenMetrics.gap)
        #expect(textStart > second)
        #expect(field.textRect(forBounds: field.bounds).minX <= first + 1, "the chips start where the text would")
        screen.tap(at: field.convert(CGPoint(x: field.bounds.maxX - 20, y: field.bounds.midY), to: nil))
        screen.tap(at: field.convert(CGPoint(x: (first + second) / 2 + 8, y: field.bounds.midY), to: nil))
        #expect(offsets(field, field.selectedTextRange) == [0, 1])
    }

    @Test("Copy of a selection holding tokens puts the delegate's items for them, then the text, on the pasteboard; allowsCopyingTokens false copies the text alone")
    func copyingTokens() throws {
        // The field holds its delegate weakly: the recorder is kept to the end.
        let (_, window, field, recorder) = makeField(tokens: [token("Fruit")], text: "fig")
        defer { withExtendedLifetime(recorder) { window.isHidden = true } }
        #expect(field.allowsCopyingTokens)
        #expect(field.becomeFirstResponder())
        field.selectedTextRange = range(field, 0, 4)
        field.copy(nil)
        #expect(UIPasteboard.general.strings == ["token:Fruit", "fig"])
        field.allowsCopyingTokens = false
        field.copy(nil)
        #expect(UIPasteboard.general.strings == ["fig"])
        field.selectedTextRange = range(field, 1, 3)
        UIPasteboard.general.string = "other"
        field.copy(nil)
        #expect(UIPasteboard.general.string == "fig", "text alone copies as before")
    }

    @Test("tokenBackgroundColor: a grey by default; nil restores it")
    func tokenColor() {
        let field = UISearchTextField()
        #expect(field.tokenBackgroundColor == SearchTokenMetrics.defaultBackground)
        field.tokenBackgroundColor = .systemPink
        #expect(field.tokenBackgroundColor == .systemPink)
        field.tokenBackgroundColor = nil
        #expect(field.tokenBackgroundColor == SearchTokenMetrics.defaultBackground)
    }
}
