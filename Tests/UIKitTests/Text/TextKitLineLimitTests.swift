import Foundation
import Testing
import UIKit
import UIKitTesting

/// NSTextContainer's `maximumNumberOfLines` and `lineBreakMode`: the container holds that many
/// lines of all its paragraphs together, the last ending with an ellipsis in a truncating
/// mode; the rest of the text is in no line fragment. Real code sets them on a text view that
/// does not scroll, to show a few lines as a label would (issue 45).
@MainActor
@Suite("TextKit line limit", .serialized, .exclusiveUIKit)
struct TextKitLineLimitTests {
    static let long = "The first paragraph is long enough to wrap over three lines or more at this width, so the limit cuts it."

    /// A storage, a layout manager and a container 200 points wide, without a text view.
    func standalone(_ text: String) -> (NSTextStorage, NSLayoutManager, NSTextContainer) {
        let storage = NSTextStorage(string: text, attributes: [.font: UIFont.systemFont(ofSize: 17)])
        let manager = NSLayoutManager()
        let container = NSTextContainer(size: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        return (storage, manager, container)
    }

    func fragments(_ manager: NSLayoutManager) -> [(rect: CGRect, range: NSRange)] {
        var result: [(rect: CGRect, range: NSRange)] = []
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: manager.numberOfGlyphs)) { rect, _, _, range, _ in
            result.append((rect, range))
        }
        return result
    }

    @Test("maximumNumberOfLines 2 keeps two line fragments of a paragraph that wraps over more; the rest of it and the second paragraph are in no container; 0 gives every line back")
    func limitCutsAParagraph() throws {
        let (storage, manager, container) = standalone(Self.long + "\nSecond paragraph.")
        defer { withExtendedLifetime(storage) {} }
        let all = fragments(manager)
        #expect(all.count >= 4)
        container.maximumNumberOfLines = 2
        let limited = fragments(manager)
        #expect(limited.count == 2)
        #expect(limited.map(\.rect) == Array(all.prefix(2)).map(\.rect))
        let secondParagraph = (storage.string as NSString).range(of: "Second").location
        #expect(manager.textContainer(forGlyphAt: 0, effectiveRange: nil) === container)
        #expect(manager.textContainer(forGlyphAt: secondParagraph, effectiveRange: nil) == nil)
        #expect(manager.lineFragmentRect(forGlyphAt: secondParagraph, effectiveRange: nil) == .zero)
        #expect(manager.glyphRange(for: container) == NSRange(location: 0, length: NSMaxRange(limited[1].range)))
        #expect(abs(manager.usedRect(for: container).height - limited[1].rect.maxY) < 0.01)
        // Wrapping (the default mode): the last line just ends.
        #expect(manager.truncatedGlyphRange(inLineFragmentForGlyphAt: limited[1].range.location).location == NSNotFound)
        container.maximumNumberOfLines = 0
        #expect(fragments(manager).map(\.rect) == all.map(\.rect))
        #expect(manager.textContainer(forGlyphAt: secondParagraph, effectiveRange: nil) === container)
    }

    @Test("A truncating lineBreakMode ends the last line with an ellipsis: truncatedGlyphRange names the glyphs it stands for (the tail's reach the paragraph's end, the head's start the line), other lines none")
    func truncatingModes() throws {
        let (storage, manager, container) = standalone(Self.long)
        defer { withExtendedLifetime(storage) {} }
        container.maximumNumberOfLines = 2
        container.lineBreakMode = .byTruncatingTail
        var lines = fragments(manager)
        #expect(lines.count == 2)
        #expect(manager.truncatedGlyphRange(inLineFragmentForGlyphAt: 0).location == NSNotFound)
        let tail = manager.truncatedGlyphRange(inLineFragmentForGlyphAt: lines[1].range.location)
        #expect(tail.location != NSNotFound && tail.length > 0)
        #expect(NSMaxRange(tail) == storage.length, "the tail's ellipsis stands for the rest of the paragraph")
        #expect(tail.location > lines[1].range.location)
        container.lineBreakMode = .byTruncatingHead
        lines = fragments(manager)
        let head = manager.truncatedGlyphRange(inLineFragmentForGlyphAt: lines[1].range.location)
        #expect(head.location == lines[1].range.location, "the head's ellipsis starts the line")
        #expect(head.length > 0 && NSMaxRange(head) < storage.length)
    }

    @Test("The limit is counted over all paragraphs: with three one-line paragraphs and a limit of 2, the third has no line fragment and nothing is truncated")
    func limitAtAParagraphEnd() throws {
        let (storage, manager, container) = standalone("One\nTwo\nThree")
        defer { withExtendedLifetime(storage) {} }
        container.maximumNumberOfLines = 2
        container.lineBreakMode = .byTruncatingTail
        let lines = fragments(manager)
        #expect(lines.map(\.range) == [NSRange(location: 0, length: 4), NSRange(location: 4, length: 4)])
        #expect(manager.truncatedGlyphRange(inLineFragmentForGlyphAt: 4).location == NSNotFound)
        #expect(manager.glyphRange(for: container) == NSRange(location: 0, length: 8))
        // An edit above the limit moves it: the first paragraph deleted, the third shows.
        storage.replaceCharacters(in: NSRange(location: 0, length: 4), with: "")
        #expect(fragments(manager).map(\.range) == [NSRange(location: 0, length: 4), NSRange(location: 4, length: 5)])
        // And one that makes a paragraph wrap takes the lines below.
        storage.replaceCharacters(in: NSRange(location: 0, length: 3), with: Self.long)
        #expect(fragments(manager).count == 2)
        #expect(manager.glyphRange(for: container).length == (Self.long as NSString).length + 1)
    }

    /// A delegate that implements nothing: the layout manager still asks about spacing.
    final class QuietDelegate: NSObject, NSLayoutManagerDelegate {}

    @Test("A paragraph the limit cuts in a wrapping mode: its glyphs after the last line are in no container; a query laying out the first paragraph while a delegate is set still counts its lines for the ones below")
    func cutParagraphAndDelegate() throws {
        let (storage, manager, container) = standalone(Self.long + "\nSecond paragraph.")
        defer { withExtendedLifetime(storage) {} }
        let delegate = QuietDelegate()
        manager.delegate = delegate
        container.maximumNumberOfLines = 2
        let lines = fragments(manager)
        #expect(lines.count == 2)
        let contained = manager.glyphRange(for: container)
        #expect(NSMaxRange(contained) == NSMaxRange(lines[1].range), "the glyphs after the second line are in no container")
        #expect(NSMaxRange(contained) < (Self.long as NSString).length)
        #expect(manager.textContainer(forGlyphAt: NSMaxRange(contained), effectiveRange: nil) == nil)
        // The first paragraph laid out again by a query (with the delegate asked about its
        // spacing as it is): the second still has no line.
        manager.invalidateLayout(forCharacterRange: NSRange(location: 0, length: 1), actualCharacterRange: nil)
        _ = manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: nil)
        #expect(fragments(manager).count == 2)
        withExtendedLifetime(delegate) {}
    }

    @Test("A text view that does not scroll, its container kept to 2 lines with a tail truncation, is two lines tall and draws nothing below them; typing more keeps it two lines")
    func textViewShowsTwoLines() throws {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 300), scale: 2)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        window.rootViewController = controller
        let textView = UITextView()
        textView.isScrollEnabled = false
        textView.font = .systemFont(ofSize: 17)
        textView.textColor = .black
        textView.backgroundColor = .white
        textView.text = Self.long + "\nSecond paragraph."
        textView.textContainer.maximumNumberOfLines = 2
        textView.textContainer.lineBreakMode = .byTruncatingTail
        textView.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 20),
            textView.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 20),
            textView.widthAnchor.constraint(equalToConstant: 216),
        ])
        window.makeKeyAndVisible()
        screen.presentFrame()
        let manager = textView.layoutManager
        let lines = fragments(manager)
        #expect(lines.count == 2)
        let inset = textView.textContainerInset
        #expect(abs(textView.frame.height - (lines[1].rect.maxY + inset.top + inset.bottom).rounded(.up)) < 0.01)
        #expect(manager.truncatedGlyphRange(inLineFragmentForGlyphAt: lines[1].range.location).location != NSNotFound)
        // Nothing drawn below the second line, within the view.
        let image = try #require(screen.render(window))
        let below = CGRect(x: textView.frame.minX, y: textView.frame.minY + inset.top + lines[1].rect.maxY,
                           width: textView.frame.width, height: 40)
        #expect(darkPixels(image, in: below, scale: 2) == 0)
        #expect(darkPixels(image, in: textView.frame, scale: 2) > 100)
        // A click below the last line puts the caret in the text shown, not in the hidden
        // paragraph.
        let tapBelow = textView.closestPosition(to: CGPoint(x: 40, y: textView.bounds.height + 20))
        let offset = textView.offset(from: textView.beginningOfDocument, to: try #require(tapBelow))
        #expect(offset <= (Self.long as NSString).length, "caret at \(offset)")
        let height = textView.frame.height
        textView.selectedRange = NSRange(location: 0, length: 0)
        textView.insertText("More words at the start. ")
        screen.presentFrame()
        #expect(fragments(manager).count == 2)
        #expect(textView.frame.height == height)
    }

    /// The pixels of `image` in `rect` (points, at `scale`) dark enough to be text.
    func darkPixels(_ image: CGImage, in rect: CGRect, scale: CGFloat) -> Int {
        var count = 0
        let area = CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale).integral
        for y in max(0, Int(area.minY))..<min(image.height, Int(area.maxY)) {
            for x in max(0, Int(area.minX))..<min(image.width, Int(area.maxX)) {
                let pixel = image.pixel(x: x, y: y)
                if (pixel >> 16) & 0xFF < 100, (pixel >> 8) & 0xFF < 100, pixel & 0xFF < 100 { count += 1 }
            }
        }
        return count
    }

    @Test("usesFontLeading (true by default): each line takes its font's leading, so it is as tall as the font's lineHeight; false leaves the leading out; the system font has none")
    func fontLeading() throws {
        let font = try #require(UIFont(name: "DejaVu Math TeX Gyre", size: 30))
        #expect(font.leading > 1, "a font with a line gap: \(font.leading)")
        let storage = NSTextStorage(string: "One\nTwo", attributes: [.font: font])
        let manager = NSLayoutManager()
        let container = NSTextContainer(size: CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        #expect(manager.usesFontLeading)
        let withLeading = fragments(manager)
        #expect(withLeading.count == 2)
        #expect(abs(withLeading[0].rect.height - font.lineHeight) < 0.5, "\(withLeading[0].rect.height) against \(font.lineHeight)")
        manager.usesFontLeading = false
        let without = fragments(manager)
        #expect(abs(withLeading[0].rect.height - without[0].rect.height - font.leading) < 0.01)
        #expect(abs(without[1].rect.minY - without[0].rect.maxY) < 0.01)
        #expect(UIFont.systemFont(ofSize: 17).leading == 0)
    }
}
