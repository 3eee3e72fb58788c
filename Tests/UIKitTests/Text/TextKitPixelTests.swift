import Foundation
import Testing
import UIKit
import UIKitTesting

/// TextKit in a text view's pixels: a storage delegate highlighting as the user types, and a
/// layout manager subclass drawing behind the text.
@MainActor
@Suite("TextKit pixels", .serialized, .exclusiveUIKit)
struct TextKitPixelTests {
    /// Colours the keyword "func" red in the lines an edit touched, as a syntax highlighter does.
    final class Highlighter: NSTextStorageDelegate {
        func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                         range editedRange: NSRange, changeInLength delta: Int) {
            let text = textStorage.string as NSString
            let lines = text.lineRange(for: editedRange)
            textStorage.removeAttribute(.foregroundColor, range: lines)
            var search = lines
            while true {
                let found = text.range(of: "func", options: [], range: search)
                guard found.location != NSNotFound else { break }
                textStorage.addAttribute(.foregroundColor, value: UIColor(red: 1, green: 0, blue: 0, alpha: 1), range: found)
                search = NSRange(location: NSMaxRange(found), length: NSMaxRange(lines) - NSMaxRange(found))
            }
        }
    }

    /// The pixels of `image` in `rect` (points, at `scale`) that are strongly red.
    func redPixels(_ image: CGImage, in rect: CGRect, scale: CGFloat) -> Int {
        var count = 0
        let area = CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale).integral
        for y in max(0, Int(area.minY))..<min(image.height, Int(area.maxY)) {
            for x in max(0, Int(area.minX))..<min(image.width, Int(area.maxX)) {
                let pixel = image.pixel(x: x, y: y)
                let red = (pixel >> 16) & 0xFF, green = (pixel >> 8) & 0xFF, blue = pixel & 0xFF
                if red > 180, green < 90, blue < 90 { count += 1 }
            }
        }
        return count
    }

    /// `rect` in a text view's container, in the screen's points (the view unscrolled in a
    /// window at the origin).
    func onScreen(_ rect: CGRect, in textView: UITextView) -> CGRect {
        rect.offsetBy(dx: textView.frame.minX + textView.textContainerInset.left, dy: textView.frame.minY + textView.textContainerInset.top)
    }

    @Test("A storage delegate colouring 'func' as the user types restyles the text view: red pixels inside the word's bounding rect, none before it is typed")
    func highlightingWhileTyping() {
        let screen = HeadlessScreen(size: CGSize(width: 400, height: 200), scale: 2)
        let window = UIWindow()
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 380, height: 180))
        textView.font = .monospacedSystemFont(ofSize: 20, weight: .bold)
        let highlighter = Highlighter()
        textView.textStorage.delegate = highlighter
        window.addSubview(textView)
        textView.becomeFirstResponder()
        screen.type("let x = 1\nfun")
        var image = screen.render()
        #expect(redPixels(image, in: textView.frame, scale: 2) == 0)
        screen.type("c greet()")
        image = screen.render()
        let word = (textView.text as NSString).range(of: "func")
        let box = onScreen(textView.layoutManager.boundingRect(forGlyphRange: word, in: textView.textContainer), in: textView)
        let inside = redPixels(image, in: box, scale: 2)
        #expect(inside > 100)
        #expect(redPixels(image, in: textView.frame, scale: 2) == inside)
        // Deleting a letter of the keyword makes it plain again.
        textView.selectedRange = NSRange(location: NSMaxRange(word) - 1, length: 0)
        textView.deleteBackward()
        #expect(redPixels(screen.render(), in: textView.frame, scale: 2) == 0)
    }

    /// Marks a custom attribute's ranges with a yellow rounded box behind the glyphs.
    final class MarkingLayoutManager: NSLayoutManager {
        static let mark = NSAttributedString.Key("mark")
        override func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
            super.drawBackground(forGlyphRange: glyphsToShow, at: origin)
            guard let storage = textStorage, let container = textContainers.first else { return }
            storage.enumerateAttribute(Self.mark, in: glyphsToShow, options: []) { value, range, _ in
                guard value != nil else { return }
                let box = boundingRect(forGlyphRange: range, in: container).offsetBy(dx: origin.x, dy: origin.y).insetBy(dx: -3, dy: 1)
                UIColor(red: 1, green: 0.85, blue: 0.2, alpha: 1).setFill()
                UIBezierPath(roundedRect: box, cornerRadius: 4).fill()
            }
        }
    }

    @Test("A layout manager subclass drawing backgrounds shows behind the text view's glyphs, where boundingRect puts them")
    func layoutManagerSubclassBackgrounds() {
        let screen = HeadlessScreen(size: CGSize(width: 360, height: 140), scale: 2)
        let window = UIWindow()
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let storage = NSTextStorage()
        let manager = MarkingLayoutManager()
        let container = NSTextContainer(size: CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))
        container.widthTracksTextView = true
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 340, height: 120), textContainer: container)
        textView.backgroundColor = .white
        textView.textColor = .black
        textView.font = .systemFont(ofSize: 18)
        textView.text = "Call the marked function, then read the rest of this line that wraps onto a second one."
        let marked = (textView.text as NSString).range(of: "marked function")
        storage.addAttribute(MarkingLayoutManager.mark, value: true, range: marked)
        window.addSubview(textView)
        let image = screen.render()
        let box = onScreen(manager.boundingRect(forGlyphRange: marked, in: container), in: textView)
        // Just inside the box's top edge, above the glyphs: the mark's yellow.
        let pixel = image.pixel(x: Int((box.midX) * 2), y: Int((box.minY + 2) * 2))
        #expect((pixel >> 16) & 0xFF > 240 && (pixel >> 8) & 0xFF > 200 && pixel & 0xFF < 80, "pixel \(String(pixel, radix: 16))")
        // Outside it, the view's white.
        #expect(image.pixel(x: Int((box.maxX + 12) * 2), y: Int((box.minY + 2) * 2)) & 0xFF_FFFF == 0xFF_FFFF)
        expectGolden(image, named: "textkit-layout-manager-background")
    }

    @Test("textContainer.replaceLayoutManager(_:) puts a subclass in a text view's place: the view's layoutManager is the new one, and its backgrounds show")
    func replacedLayoutManager() {
        let screen = HeadlessScreen(size: CGSize(width: 360, height: 100), scale: 2)
        let window = UIWindow()
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: 340, height: 80))
        textView.backgroundColor = .white
        textView.font = .systemFont(ofSize: 18)
        textView.text = "Plain, then marked words."
        window.addSubview(textView)
        screen.render()
        let manager = MarkingLayoutManager()
        textView.textContainer.replaceLayoutManager(manager)
        #expect(textView.layoutManager === manager)
        #expect(manager.textStorage === textView.textStorage)
        #expect(textView.textStorage.layoutManagers.count == 1)
        let marked = (textView.text as NSString).range(of: "marked")
        textView.textStorage.addAttribute(MarkingLayoutManager.mark, value: true, range: marked)
        let image = screen.render()
        let box = onScreen(manager.boundingRect(forGlyphRange: marked, in: textView.textContainer), in: textView)
        let pixel = image.pixel(x: Int(box.midX * 2), y: Int((box.minY + 2) * 2))
        #expect((pixel >> 16) & 0xFF > 240 && (pixel >> 8) & 0xFF > 200 && pixel & 0xFF < 80, "pixel \(String(pixel, radix: 16))")
        // Typing still reaches the view through the new manager.
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 0, length: 0)
        screen.type("A ")
        #expect(textView.text == "A Plain, then marked words.")
        #expect(manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: nil).height > 0)
    }

    @Test("Line fragments are where the text is drawn: every row of ink lies in a fragment, every fragment has ink, inside its used rect")
    func lineFragmentsMatchInk() {
        let screen = HeadlessScreen(size: CGSize(width: 300, height: 260), scale: 2)
        let window = UIWindow()
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 260))
        textView.backgroundColor = .white
        textView.textColor = .black
        textView.font = .systemFont(ofSize: 17)
        textView.textContainerInset = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
        textView.text = "A first paragraph that wraps over more than one line in this view.\nA second paragraph, shorter.\n\nAfter an empty line."
        window.addSubview(textView)
        let image = screen.render()
        var lines: [(rect: CGRect, used: CGRect, range: NSRange)] = []
        textView.layoutManager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: textView.textStorage.length)) { rect, used, _, range, _ in
            lines.append((self.onScreen(rect, in: textView), self.onScreen(used, in: textView), range))
        }
        #expect(lines.count >= 5)
        func inkColumns(row y: Int) -> [Int] {
            (0..<image.width).filter { x in image.pixel(x: x, y: y) & 0xFF < 128 }
        }
        for y in 0..<image.height {
            let columns = inkColumns(row: y)
            guard let first = columns.first, let last = columns.last else { continue }
            let point = CGFloat(y) / 2
            let line = lines.first { point >= $0.rect.minY && point < $0.rect.maxY }
            #expect(line != nil, "ink at row \(y) outside every line fragment")
            if let line {
                let padding = textView.textContainer.lineFragmentPadding
                #expect(CGFloat(first) / 2 >= line.used.minX + padding - 2, "row \(y) starts left of its used rect")
                #expect(CGFloat(last) / 2 <= line.used.maxX - padding + 2, "row \(y) ends right of its used rect")
            }
        }
        let text = textView.text as NSString
        for line in lines where text.substring(with: line.range).trimmingCharacters(in: .whitespacesAndNewlines).count > 0 {
            let rows = Int(line.rect.minY * 2)..<Int(line.rect.maxY * 2)
            #expect(rows.contains { !inkColumns(row: $0).isEmpty }, "no ink in the line of \(text.substring(with: line.range))")
        }
    }
}
