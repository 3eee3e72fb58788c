import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Logs what a text view tells its delegate, and answers as told.
@MainActor
final class TextViewDelegateLog: UITextViewDelegate {
    var log: [String] = []
    var allowBegin = true
    var allowEnd = true
    var allowChange = true
    var allowLink = true

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        log.append("shouldBegin first=\(textView.isFirstResponder)")
        return allowBegin
    }
    func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin first=\(textView.isFirstResponder)") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        log.append("shouldEnd")
        return allowEnd
    }
    func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd first=\(textView.isFirstResponder)") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("change \(range.location),\(range.length) '\(text)'")
        return allowChange
    }
    func textViewDidChange(_ textView: UITextView) { log.append("didChange '\(textView.text ?? "")'") }
    func textViewDidChangeSelection(_ textView: UITextView) { log.append("selection \(textView.selectedRange.location),\(textView.selectedRange.length)") }
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool {
        log.append("link \(URL.absoluteString) \(characterRange.location),\(characterRange.length)")
        return allowLink
    }
}

@MainActor
@Suite("UITextView", .serialized, .exclusiveUIKit)
struct UITextViewTests {
    private func setUp(size: CGSize = CGSize(width: 300, height: 200), text: String = "") -> (HeadlessScreen, UIWindow, UITextView) {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 1)
        let window = UIWindow()
        window.makeKeyAndVisible()
        let textView = UITextView(frame: CGRect(origin: CGPoint(x: 20, y: 20), size: size))
        textView.font = .systemFont(ofSize: 17)
        textView.text = text
        window.addSubview(textView)
        screen.render()
        return (screen, window, textView)
    }

    /// A point in the window over the caret position before `offset`.
    private func point(_ textView: UITextView, at offset: Int) -> CGPoint {
        let caret = textView.caretRect(for: textView.position(from: textView.beginningOfDocument, offset: offset)!)
        return textView.convert(CGPoint(x: caret.midX, y: caret.midY), to: nil)
    }

    @Test("UITextView's defaults: editable, selectable, 8-point vertical insets, no font of its own, natural alignment, no detectors")
    func defaults() {
        let textView = UITextView()
        #expect(textView.isEditable && textView.isSelectable)
        #expect(textView.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(textView.font == nil && textView.textColor == nil)
        #expect(textView.textAlignment == .natural)
        #expect(textView.dataDetectorTypes == [])
        #expect(textView.text == "" && textView.selectedRange == NSRange(location: 0, length: 0))
        #expect(textView.isScrollEnabled)
        #expect(textView.canBecomeFirstResponder)
        #expect(textView.linkTextAttributes[.foregroundColor] as? UIColor == textView.tintColor)
    }

    @Test("FR-01 KB-01 KB-02 begin and end: should → first responder → did, with notifications; a refusal holds")
    func beginAndEnd() {
        let (screen, window, textView) = setUp(text: "Hello")
        defer { window.isHidden = true }
        let delegate = TextViewDelegateLog()
        textView.delegate = delegate
        let notes = NotificationLog([UITextView.textDidBeginEditingNotification, UITextView.textDidEndEditingNotification], object: textView)
        defer { notes.stop() }
        delegate.allowBegin = false
        screen.tap(at: textView.convert(CGPoint(x: 100, y: 100), to: nil))
        #expect(!textView.isFirstResponder && delegate.log == ["shouldBegin first=false"])
        delegate.allowBegin = true
        delegate.log = []
        screen.tap(at: textView.convert(CGPoint(x: 100, y: 100), to: nil))
        #expect(textView.isFirstResponder && textView.isEditing)
        #expect(Array(delegate.log.prefix(2)) == ["shouldBegin first=false", "didBegin first=true"])
        #expect(textView.selectedRange == NSRange(location: 5, length: 0), "the tap below the text puts the caret at its end")
        delegate.allowEnd = false
        #expect(!textView.resignFirstResponder() && textView.isEditing, "FR-02 the refusal holds")
        delegate.allowEnd = true
        delegate.log = []
        #expect(textView.resignFirstResponder())
        #expect(delegate.log == ["shouldEnd", "didEnd first=false"])
        #expect(notes.names.count == 2)
    }

    @Test("Typing: shouldChangeTextIn before each change, then the selection and the change; text set in code tells no one")
    func typingOrder() {
        let (screen, window, textView) = setUp(text: "ab")
        defer { window.isHidden = true }
        let delegate = TextViewDelegateLog()
        textView.delegate = delegate
        let notes = NotificationLog([UITextView.textDidChangeNotification], object: textView)
        defer { notes.stop() }
        textView.becomeFirstResponder()
        delegate.log = []
        screen.type("c")
        #expect(delegate.log == ["change 2,0 'c'", "selection 3,0", "didChange 'abc'"])
        #expect(notes.names == ["UITextViewTextDidChange"])
        delegate.log = []
        delegate.allowChange = false
        screen.type("d")
        #expect(delegate.log == ["change 3,0 'd'"] && textView.text == "abc", "a refused change")
        delegate.allowChange = true
        delegate.log = []
        screen.press(.keyboardReturnOrEnter)
        screen.press(.keyboardDeleteOrBackspace)
        screen.press(.keyboardDeleteOrBackspace)
        #expect(delegate.log.filter { $0.hasPrefix("change") } == ["change 3,0 '\n'", "change 3,1 ''", "change 2,1 ''"])
        #expect(textView.text == "ab")
        delegate.log = []
        textView.text = "set in code"
        #expect(delegate.log.isEmpty && notes.names.count == 4)
        #expect(textView.selectedRange == NSRange(location: 11, length: 0))
    }

    @Test("Return and Tab type a line break and a tab; arrows move by character and line, keeping the column; Home and End go to the line's ends, Ctrl to the text's")
    func keys() {
        let (screen, window, textView) = setUp(text: "")
        defer { window.isHidden = true }
        textView.becomeFirstResponder()
        screen.type("first line")
        screen.press(.keyboardReturnOrEnter)
        screen.type("second")
        screen.press(.keyboardReturnOrEnter)
        screen.press(.keyboardTab)
        screen.type("third line")
        #expect(textView.text == "first line\nsecond\n\tthird line")
        screen.press(.keyboardHome)
        #expect(textView.selectedRange.location == 18, "Home: the line's start")
        screen.press(.keyboardEnd)
        #expect(textView.selectedRange.location == 29)
        screen.press(.keyboardUpArrow)
        #expect(textView.selectedRange.location == 17, "up to a shorter line: its end")
        screen.press(.keyboardUpArrow)
        let column = textView.selectedRange.location
        #expect(column > 6 && column <= 10, "the goal column is kept from the longer line: \(column)")
        screen.press(.keyboardLeftArrow)
        #expect(textView.selectedRange.location == column - 1)
        screen.press(.keyboardEnd, modifiers: .command)
        #expect(textView.selectedRange.location == 29)
        screen.press(.keyboardHome, modifiers: [.command, .shift])
        #expect(textView.selectedRange == NSRange(location: 0, length: 29), "Shift extends")
        screen.press(.keyboardRightArrow)
        #expect(textView.selectedRange == NSRange(location: 29, length: 0), "an arrow collapses a selection to its end")
        screen.press(.keyboardLeftArrow, modifiers: .command)
        #expect(textView.selectedRange.location == 25, "Ctrl-Left (.command on Linux): by word")
        screen.press(.keyboardDeleteOrBackspace, modifiers: .command)
        #expect(textView.text == "first line\nsecond\n\tline")
    }

    @Test("An input method's marked text is underlined in place and committed as typed")
    func markedText() {
        let (screen, window, textView) = setUp(text: "a")
        defer { window.isHidden = true }
        textView.becomeFirstResponder()
        screen.composeText("に")
        #expect(textView.markedTextRange != nil && textView.text == "aに")
        screen.composeText("にほ")
        #expect(textView.text == "aにほ")
        #expect(screen.textInputRect != nil, "the input method's window has a place")
        screen.commitText("日本")
        #expect(textView.markedTextRange == nil && textView.text == "a日本")
        #expect(textView.selectedRange == NSRange(location: 3, length: 0))
    }

    @Test("(issue 45) setAttributedMarkedText: the input method's clause underline and highlight are drawn over the marked text; plain marked text drops them")
    func attributedMarkedText() throws {
        let (screen, window, textView) = setUp(text: "a")
        defer { window.isHidden = true }
        textView.becomeFirstResponder()
        let composed = NSMutableAttributedString(string: "にほんご")
        composed.addAttribute(.underlineStyle, value: NSNumber(value: NSUnderlineStyle.single.rawValue), range: NSRange(location: 0, length: 4))
        composed.addAttribute(.backgroundColor, value: UIColor(red: 0, green: 0, blue: 1, alpha: 1), range: NSRange(location: 0, length: 2))
        composed.addAttribute(.underlineStyle, value: NSNumber(value: NSUnderlineStyle.double.rawValue), range: NSRange(location: 0, length: 2))
        screen.composeText(composed, caret: 2)
        #expect(textView.text == "aにほんご")
        #expect(textView.selectedRange == NSRange(location: 3, length: 0))
        let shown = textView.displayText(in: NSRange(location: 0, length: 5))
        var range = NSRange()
        let background = shown.attribute(.backgroundColor, at: 1, effectiveRange: &range) as? UIColor
        #expect(background?.cgColor.components == [0, 0, 1, 1], "the clause being converted is highlighted")
        #expect(range == NSRange(location: 1, length: 2))
        #expect((shown.attribute(.underlineStyle, at: 1, effectiveRange: nil) as? NSNumber)?.intValue == NSUnderlineStyle.double.rawValue)
        #expect((shown.attribute(.underlineStyle, at: 4, effectiveRange: nil) as? NSNumber)?.intValue == NSUnderlineStyle.single.rawValue)
        #expect(shown.attribute(.underlineStyle, at: 0, effectiveRange: nil) == nil, "text before the marked text is not underlined")
        // The pixels: the highlight is painted under the first clause only.
        let image = screen.render()
        let start = try #require(textView.position(from: textView.beginningOfDocument, offset: 1))
        let end = try #require(textView.position(from: textView.beginningOfDocument, offset: 3))
        let clause = textView.convert(textView.firstRect(for: try #require(textView.textRange(from: start, to: end))), to: nil)
        let later = try #require(textView.position(from: textView.beginningOfDocument, offset: 4))
        let rest = textView.convert(textView.caretRect(for: later), to: nil)
        func isBlue(_ x: CGFloat, _ y: CGFloat) -> Bool {
            let pixel = image.pixel(x: Int(x), y: Int(y))
            return pixel & 0xFF > 200 && (pixel >> 16) & 0xFF < 60
        }
        let y = clause.minY + 2
        #expect((0..<Int(clause.width)).filter { isBlue(clause.minX + CGFloat($0), y) }.count > Int(clause.width) / 2)
        #expect(!isBlue(rest.minX - 3, y), "the second clause is not highlighted")
        // Marked again without attributes: only the view's own underline.
        screen.composeText("にほんごを")
        let plain = textView.displayText(in: NSRange(location: 0, length: 6))
        #expect(plain.attribute(.backgroundColor, at: 1, effectiveRange: nil) == nil)
        #expect((plain.attribute(.underlineStyle, at: 1, effectiveRange: nil) as? NSNumber)?.intValue == NSUnderlineStyle.single.rawValue)
        screen.composeText(composed)
        screen.commitText("日本語")
        let committed = textView.displayText(in: NSRange(location: 0, length: 4))
        #expect(committed.attribute(.backgroundColor, at: 1, effectiveRange: nil) == nil && committed.attribute(.underlineStyle, at: 1, effectiveRange: nil) == nil,
                "committed text keeps none of the input method's look")
    }

    @Test("A pointer drag selects; a double click selects a word and a triple click the paragraph; Shift-click extends")
    func pointerSelection() {
        let (screen, window, textView) = setUp(text: "one two three\nfour five")
        defer { window.isHidden = true }
        textView.becomeFirstResponder()
        screen.pointerDown(at: point(textView, at: 4))
        screen.movePointer(to: point(textView, at: 8))
        screen.pointerUp(at: point(textView, at: 8))
        #expect(textView.selectedRange == NSRange(location: 4, length: 4))
        #expect(textView.contentOffset == .zero, "a pointer drag does not scroll")
        screen.advance(by: 1)
        screen.click(at: point(textView, at: 19), count: 2)
        #expect(textView.selectedRange == NSRange(location: 19, length: 4), "the word 'five'")
        screen.advance(by: 1)
        screen.click(at: point(textView, at: 2), count: 3)
        #expect(textView.selectedRange == NSRange(location: 0, length: 14), "the first paragraph, its line break included")
        screen.advance(by: 1)
        screen.click(at: point(textView, at: 2))
        screen.advance(by: 1)
        screen.click(at: point(textView, at: 16), modifiers: .shift)
        #expect(textView.selectedRange == NSRange(location: 2, length: 14))
    }

    @Test("RSP-06 the edit actions: cut, copy, paste, delete, select, select all, each when it can")
    func editActions() {
        let (_, window, textView) = setUp(text: "copy me")
        defer { window.isHidden = true }
        textView.becomeFirstResponder()
        #expect(!textView.canPerformAction(.copy, withSender: nil))
        textView.selectAll(nil)
        #expect(textView.selectedRange == NSRange(location: 0, length: 7))
        #expect(textView.canPerformAction(.cut, withSender: nil) && textView.canPerformAction(.copy, withSender: nil))
        #expect(!textView.canPerformAction(.selectAll, withSender: nil))
        textView.cut(nil)
        #expect(textView.text == "" && UIPasteboard.general.string == "copy me")
        #expect(textView.canPerformAction(.paste, withSender: nil))
        textView.paste(nil)
        textView.paste(nil)
        #expect(textView.text == "copy me copy me", "smart insert spaces the second paste from the first")
        textView.selectedRange = NSRange(location: 2, length: 0)
        textView.select(nil)
        #expect(textView.selectedRange == NSRange(location: 0, length: 4), "select: the word at the caret")
        textView.delete(nil)
        #expect(textView.text == "me copy me", "smart delete takes the space the word leaves at the start")
    }

    @Test("Read-only text: no editing, typing changes nothing, but a selection can be made and copied")
    func readOnly() {
        let (screen, window, textView) = setUp(text: "read only words")
        defer { window.isHidden = true }
        textView.isEditable = false
        screen.click(at: point(textView, at: 6), count: 2)
        #expect(textView.isFirstResponder && !textView.isEditing)
        #expect(textView.selectedRange == NSRange(location: 5, length: 4))
        screen.type("x")
        screen.press(.keyboardDeleteOrBackspace)
        #expect(textView.text == "read only words")
        #expect(textView.canPerformAction(.copy, withSender: nil) && !textView.canPerformAction(.cut, withSender: nil))
        textView.copy(nil)
        #expect(UIPasteboard.general.string == "only")
        textView.isSelectable = false
        #expect(!textView.canBecomeFirstResponder || textView.selectedRange.length == 0)
    }

    /// Written for iOS 9: implements only the link method iOS 10 deprecated.
    final class OldLinkDelegate: UITextViewDelegate {
        var asked: [String] = []
        var allow = false
        func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool {
            asked.append(URL.absoluteString)
            return allow
        }
    }

    @Test("(issue 44.3) the deprecated textView(_:shouldInteractWith:in:) is asked for a tapped link when the interaction: form is not implemented")
    func deprecatedLinkMethod() {
        let (screen, window, textView) = setUp(text: "")
        defer { window.isHidden = true }
        let host = UIKitHost.current as! HeadlessHost
        let delegate = OldLinkDelegate()
        textView.delegate = delegate
        textView.isEditable = false
        let text = NSMutableAttributedString(string: "Go to Slate now", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        text.addAttribute(.link, value: URL(string: "https://example.org/old")!, range: NSRange(location: 6, length: 5))
        textView.attributedText = text
        screen.render()
        screen.tap(at: point(textView, at: 8))
        #expect(delegate.asked == ["https://example.org/old"])
        #expect(!host.openedURLs.contains(URL(string: "https://example.org/old")!), "its false keeps the link from opening")
        delegate.allow = true
        screen.advance(by: 1)
        screen.tap(at: point(textView, at: 8))
        #expect(host.openedURLs.last == URL(string: "https://example.org/old")!)
    }

    @Test("A link tapped in a view that is not editing goes to the delegate, then to the desktop unless refused; data detectors find URLs")
    func links() {
        let (screen, window, textView) = setUp(text: "")
        defer { window.isHidden = true }
        let host = UIKitHost.current as! HeadlessHost
        let delegate = TextViewDelegateLog()
        textView.delegate = delegate
        textView.isEditable = false
        let text = NSMutableAttributedString(string: "Go to Slate now", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        text.addAttribute(.link, value: URL(string: "https://example.org/slate")!, range: NSRange(location: 6, length: 5))
        textView.attributedText = text
        screen.render()
        delegate.allowLink = false
        screen.tap(at: point(textView, at: 8))
        #expect(delegate.log.last == "link https://example.org/slate 6,5")
        #expect(!host.openedURLs.contains(URL(string: "https://example.org/slate")!))
        delegate.allowLink = true
        screen.advance(by: 1)
        screen.tap(at: point(textView, at: 8))
        #expect(host.openedURLs.last == URL(string: "https://example.org/slate")!)
        delegate.log = []
        screen.advance(by: 1)
        screen.tap(at: point(textView, at: 1))
        #expect(delegate.log.allSatisfy { !$0.hasPrefix("link") }, "no link there")

        textView.attributedText = NSAttributedString(string: "Mail ada@example.com or see www.example.org.")
        #expect(textView.detectedLinks.isEmpty, "no detectors by default")
        textView.dataDetectorTypes = .link
        #expect(textView.detectedLinks.map(\.url.absoluteString) == ["mailto:ada@example.com", "http://www.example.org"])
        textView.isEditable = true
        #expect(textView.detectedLinks.isEmpty, "an editable view detects nothing")
    }

    @Test("(issue 45) .phoneNumber finds phone numbers as tel: links of their digits; dates, times, amounts, short numbers and the digits of web addresses are not phone numbers; a tapped number goes to the delegate, then to the desktop")
    func phoneNumbers() throws {
        let (screen, window, textView) = setUp(text: "")
        defer { window.isHidden = true }
        let host = UIKitHost.current as! HeadlessHost
        textView.isEditable = false
        textView.dataDetectorTypes = .phoneNumber
        textView.text = "Call +1 (408) 996-1010 or 020 7946 0958, fax 555-0123; office 0612345678."
        #expect(textView.detectedLinks.map(\.url.absoluteString) == ["tel:+14089961010", "tel:02079460958", "tel:5550123", "tel:0612345678"])
        textView.text = "On 2021-03-05 at 10:30 it cost 1,234.50, ticket 12345, see https://example.org/1234567890 or 05/03/2021."
        #expect(textView.detectedLinks.isEmpty, "\(textView.detectedLinks.map(\.url))")
        textView.text = "Hosts 192.168.1.10 and 10.15.7.1234, years 1999-2001, pp. 1234–1256, 1.234.567,89 euros, ISBN 978-3-16-148410-0, "
            + "on 5.3.2021 14:00, see https://example.org/?id=4089961010 or 5551234567@example.net"
        #expect(textView.detectedLinks.isEmpty, "\(textView.detectedLinks.map(\.url))")
        textView.text = "408-996-1010 2 times\n408-996-2020\n1 2 3 4 5 6 7"
        #expect(textView.detectedLinks.map(\.url.absoluteString) == ["tel:4089961010", "tel:4089962020"],
                "a number keeps its own digits; one a line")
        textView.text = "Phone 408-996-1010"
        textView.text = "Phone 650-555-1234"
        #expect(textView.detectedLinks.map(\.url.absoluteString) == ["tel:6505551234"], "the same place, another number")
        textView.dataDetectorTypes = [.link, .phoneNumber]
        textView.text = "Site www.example.org/call/4089961010 or phone 408-996-1010"
        #expect(textView.detectedLinks.map(\.url.absoluteString) == ["http://www.example.org/call/4089961010", "tel:4089961010"])
        textView.dataDetectorTypes = .all
        #expect(textView.detectedLinks.count == 2)

        textView.font = .systemFont(ofSize: 17)
        textView.text = "Phone 408-996-1010 now"
        let delegate = TextViewDelegateLog()
        textView.delegate = delegate
        delegate.allowLink = true
        screen.render()
        screen.tap(at: point(textView, at: 10))
        #expect(delegate.log.last == "link tel:4089961010 6,12")
        #expect(host.openedURLs.last == URL(string: "tel:4089961010")!)
    }

    @Test("Without scrolling, Auto Layout makes the view as tall as its text at its width")
    func selfSizing() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 600), scale: 1)
        let window = UIWindow()
        defer { window.isHidden = true }
        window.makeKeyAndVisible()
        let textView = UITextView()
        textView.font = .systemFont(ofSize: 17)
        textView.isScrollEnabled = false
        textView.text = "One line"
        textView.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            textView.trailingAnchor.constraint(equalTo: window.trailingAnchor, constant: -20),
            textView.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
        ])
        screen.render()
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        let one = textView.frame.height
        #expect(abs(one - (lineHeight + 16)) <= 2, "one line and the insets: \(one)")
        textView.text = "One\nTwo\nThree"
        screen.render()
        #expect(abs(textView.frame.height - (3 * lineHeight + 16)) <= 3, "three lines: \(textView.frame.height)")
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: textView.text.utf16.count, length: 0)
        screen.press(.keyboardReturnOrEnter)
        screen.type("Four")
        screen.render()
        #expect(textView.frame.height > 3 * lineHeight + 16 + lineHeight / 2, "typing a line grows it")
    }

    @Test("A 10,000-line text lays out only what shows; Ctrl+End goes to the end and scrolls there")
    func longText() {
        let (screen, window, textView) = setUp(size: CGSize(width: 300, height: 240))
        defer { window.isHidden = true }
        textView.text = (1...10_000).map { "Line \($0) of a long document" }.joined(separator: "\n")
        screen.render()
        let laidOut = textView.textLayout.paragraphs.filter { $0.layout != nil }.count
        #expect(laidOut > 5 && laidOut < 40, "only the first screen: \(laidOut)")
        #expect(textView.contentSize.height > 10_000 * 15)
        textView.becomeFirstResponder()
        screen.press(.keyboardEnd, modifiers: .command)
        screen.render()
        #expect(textView.selectedRange.location == textView.text.utf16.count)
        let caret = textView.caretRect(for: textView.endOfDocument)
        #expect(textView.bounds.contains(CGPoint(x: caret.midX, y: caret.midY)), "the caret shows: \(caret) in \(textView.bounds)")
        #expect(textView.textLayout.paragraphs.filter { $0.layout != nil }.count < 80)
        screen.type("!")
        #expect(textView.text.hasSuffix("Line 10000 of a long document!"))
        screen.press(.keyboardPageUp)
        #expect(textView.selectedRange.location < textView.text.utf16.count - 200, "Page Up moves a screen")
    }

    @Test("scrollRangeToVisible scrolls to a range far down; a finger drag scrolls")
    func scrolling() {
        let (screen, window, textView) = setUp(size: CGSize(width: 300, height: 200))
        defer { window.isHidden = true }
        textView.text = (1...200).map { "Row \($0)" }.joined(separator: "\n")
        screen.render()
        let target = (textView.text as NSString).range(of: "Row 150")
        textView.scrollRangeToVisible(target)
        screen.render()
        let box = textView.firstRect(for: textView.textRange(from: textView.position(from: textView.beginningOfDocument, offset: target.location)!,
                                                               to: textView.position(from: textView.beginningOfDocument, offset: NSMaxRange(target))!)!)
        #expect(textView.bounds.contains(box), "\(box) in \(textView.bounds)")
        let before = textView.contentOffset.y
        screen.drag(from: CGPoint(x: 150, y: 180), to: CGPoint(x: 150, y: 80), steps: 10, duration: 0.3)
        screen.runUntilAnimationsSettle()
        #expect(textView.contentOffset.y > before + 50, "a finger drag scrolls")
    }

    @Test("UITextInput: positions, ranges, caret and selection rectangles, closest positions")
    func textInput() {
        let (_, window, textView) = setUp(text: "abc\ndef")
        defer { window.isHidden = true }
        let start = textView.beginningOfDocument
        #expect(textView.offset(from: start, to: textView.endOfDocument) == 7)
        #expect(textView.position(from: start, offset: 8) == nil)
        let range = textView.textRange(from: textView.position(from: start, offset: 1)!, to: textView.position(from: start, offset: 6)!)!
        #expect(textView.text(in: range) == "bc\nde")
        let rects = textView.selectionRects(for: range)
        #expect(rects.count == 2 && rects[0].containsStart && rects[1].containsEnd)
        let caretB = textView.caretRect(for: textView.position(from: start, offset: 1)!)
        let caretE = textView.caretRect(for: textView.position(from: start, offset: 5)!)
        #expect(caretB.width == 2 && caretE.minY > caretB.minY && abs(caretE.minX - caretB.minX) < 2)
        #expect(caretB.minX > 5, "the text starts after the 5-point line padding")
        let down = textView.position(from: textView.position(from: start, offset: 1)!, in: .down, offset: 1)!
        #expect(textView.offset(from: start, to: down) == 5)
        let closest = textView.closestPosition(to: CGPoint(x: caretE.midX, y: caretE.midY))!
        #expect(textView.offset(from: start, to: closest) == 5)
        textView.replace(range, withText: "X")
        #expect(textView.text == "aXf")
    }

    @Test("UIApplication.open hands a URL to the desktop and reports whether it was taken; universal links only opens nothing")
    func openURL() {
        let (screen, window, _) = setUp()
        defer { window.isHidden = true }
        let host = UIKitHost.current as! HeadlessHost
        var results: [Bool] = []
        UIApplication.shared.open(URL(string: "https://example.org")!) { results.append($0) }
        UIApplication.shared.open(URL(string: "https://example.com")!, options: [.universalLinksOnly: true]) { results.append($0) }
        screen.advance(by: 0.1)
        #expect(results == [true, false])
        #expect(host.openedURLs.last == URL(string: "https://example.org")!)
        #expect(UIApplication.shared.canOpenURL(URL(string: "mailto:a@b.org")!))
    }
}
