import Foundation
import Testing
import UIKit
import UIKitTesting

/// A text view editing a few paragraphs: wrapped lines, a selection across two lines, a link,
/// and a scrolled read-only view beside it with a detected link and a word selected.
@MainActor
@Suite("Text view pixels", .serialized, .exclusiveUIKit)
struct TextViewPixelTests {
    @Test("A text view with a selection across lines beside a read-only one with links", arguments: [UIUserInterfaceStyle.light, .dark])
    func textViews(style: UIUserInterfaceStyle) {
        let screen = HeadlessScreen(size: CGSize(width: 640, height: 260), scale: 2)
        screen.userInterfaceStyle = style
        let window = UIWindow()
        window.backgroundColor = .secondarySystemBackground
        window.makeKeyAndVisible()
        defer { window.isHidden = true }

        let editing = UITextView(frame: CGRect(x: 16, y: 16, width: 292, height: 228))
        editing.font = .preferredFont(forTextStyle: .body)
        editing.text = "Slate lays out a text view a paragraph at a time.\n\nSelect across two lines, then type: the selection is replaced.\nThe end."
        window.addSubview(editing)

        let reading = UITextView(frame: CGRect(x: 332, y: 16, width: 292, height: 228))
        reading.isEditable = false
        reading.dataDetectorTypes = .link
        reading.textContainerInset = UIEdgeInsets(top: 12, left: 8, bottom: 12, right: 8)
        let text = NSMutableAttributedString(string: "Read only. Details at www.example.org, or ask us.\n",
                                             attributes: [.font: UIFont.preferredFont(forTextStyle: .body)])
        text.append(NSAttributedString(string: "A heading in bold\n", attributes: [.font: UIFont.boldSystemFont(ofSize: 20)]))
        text.append(NSAttributedString(string: (1...12).map { "Line \($0) of the rest" }.joined(separator: "\n"),
                                       attributes: [.font: UIFont.preferredFont(forTextStyle: .body), .foregroundColor: UIColor.secondaryLabel]))
        reading.attributedText = text
        reading.textAlignment = .natural
        window.addSubview(reading)
        screen.render()
        reading.contentOffset = CGPoint(x: 0, y: 30)
        reading.becomeFirstResponder()
        reading.selectedRange = NSRange(location: 5, length: 4)

        editing.becomeFirstResponder()
        let start = (editing.text as NSString).range(of: "two lines").location
        editing.selectedRange = NSRange(location: start, length: 40)
        expectGolden(screen.render(), named: "text-view-\(style == .dark ? "dark" : "light")")
    }

    @Test("Typing draws only the edited paragraph again (or what is below it, when it grows): the frame equals one drawn whole")
    func partialRedrawMatchesFullRedraw() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 2)
        let window = UIWindow()
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 380, height: 280))
        textView.font = .preferredFont(forTextStyle: .body)
        textView.text = (1...20).map { "Paragraph \($0) with some words" }.joined(separator: "\n")
        window.addSubview(textView)
        screen.render()
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 40, length: 0)
        screen.render()
        for (typed, note) in [("x", "the same height"), ("\n", "a paragraph more"), (" and a few more words to wrap this line onto a second line", "a line more")] {
            screen.type(typed)
            let partial = screen.render()
            textView.setNeedsDisplay()
            let whole = screen.render()
            let difference = ImageComparison.compare(partial, with: whole, tolerance: .exact)
            #expect(difference.passes(.exact), "after typing (\(note)): \(difference.differingPixels) pixels differ")
        }
    }
}
