import Foundation
import Testing
import UIKit
import UIKitTesting

/// NSLayoutManager and NSTextContainer: line fragments, glyph locations and hit testing
/// answer where the text view draws the text.
@MainActor
@Suite("TextKit layout manager", .serialized, .exclusiveUIKit)
struct TextKitLayoutTests {
    static let paragraph = "TextKit lays this paragraph out in lines that wrap at the container's width, and the layout manager answers where each one is."

    /// A storage, a layout manager and a container `width` wide, without a text view.
    func standalone(_ text: String, width: CGFloat) -> (NSTextStorage, NSLayoutManager, NSTextContainer) {
        let storage = NSTextStorage(string: text, attributes: [.font: UIFont.systemFont(ofSize: 17)])
        let manager = NSLayoutManager()
        let container = NSTextContainer(size: CGSize(width: width, height: CGFloat.greatestFiniteMagnitude))
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        return (storage, manager, container)
    }

    func fragments(_ manager: NSLayoutManager) -> [(rect: CGRect, used: CGRect, range: NSRange)] {
        var result: [(rect: CGRect, used: CGRect, range: NSRange)] = []
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: manager.numberOfGlyphs)) { rect, used, _, range, _ in
            result.append((rect, used, range))
        }
        return result
    }

    @Test("Without a text view, lines break at the container's width less 2 × 5 points of padding, and again when it changes")
    func standaloneLayout() {
        let (storage, manager, container) = standalone(Self.paragraph, width: 200)
        manager.ensureLayout(for: container)
        let narrow = fragments(manager)
        #expect(narrow.count >= 4)
        for line in narrow {
            #expect(line.rect.width == 200)
            #expect(line.rect.minX == 0)
            #expect(line.used.width <= 200 + 0.01)
        }
        // The lines tile the text, one after another.
        #expect(narrow.first?.range.location == 0)
        #expect(narrow.map(\.range.length).reduce(0, +) == storage.length)
        for (upper, lower) in zip(narrow, narrow.dropFirst()) {
            #expect(NSMaxRange(upper.range) == lower.range.location)
            #expect(abs(upper.rect.maxY - lower.rect.minY) < 0.01)
        }
        let used = manager.usedRect(for: container)
        #expect(abs(used.height - (narrow.last!.rect.maxY - narrow.first!.rect.minY)) < 0.01)
        container.size = CGSize(width: 400, height: CGFloat.greatestFiniteMagnitude)
        let wide = fragments(manager)
        #expect(wide.count < narrow.count)
        #expect(wide.allSatisfy { $0.rect.width == 400 })
    }

    @Test("A container of unlimited width (greatestFiniteMagnitude, a code editor's) does not wrap: one line fragment a paragraph")
    func unlimitedWidth() {
        let (storage, manager, container) = standalone(Self.paragraph + "\nsecond", width: CGFloat.greatestFiniteMagnitude)
        defer { withExtendedLifetime(storage) {} }
        manager.ensureLayout(for: container)
        let lines = fragments(manager)
        #expect(lines.count == 2)
        #expect(lines.first?.used.width ?? 0 > 500)
    }

    @Test("One glyph per character: glyph and character ranges convert unchanged, clamped to the text; numberOfGlyphs is the length")
    func glyphsAreCharacters() {
        let (storage, manager, container) = standalone("héllo\nworld", width: 300)
        #expect(manager.numberOfGlyphs == storage.length)
        var actual = NSRange(location: 0, length: 0)
        #expect(manager.glyphRange(forCharacterRange: NSRange(location: 2, length: 3), actualCharacterRange: &actual) == NSRange(location: 2, length: 3))
        #expect(actual == NSRange(location: 2, length: 3))
        #expect(manager.characterRange(forGlyphRange: NSRange(location: 8, length: 10), actualGlyphRange: nil) == NSRange(location: 8, length: 3))
        #expect(manager.glyphRange(for: container) == NSRange(location: 0, length: 11))
        #expect(manager.glyphRange(for: NSTextContainer()) == NSRange(location: 11, length: 0))
    }

    @Test("lineFragmentRect gives the line's glyph range; the second paragraph's fragment starts where the first's ends; an ending line break has an extra line fragment")
    func lineFragmentRects() {
        // The storage keeps its layout managers, not the other way round: keep it.
        let (storage, manager, _) = standalone("first\nsecond\n", width: 300)
        defer { withExtendedLifetime(storage) {} }
        var range = NSRange(location: 0, length: 0)
        let first = manager.lineFragmentRect(forGlyphAt: 2, effectiveRange: &range)
        #expect(range == NSRange(location: 0, length: 6))
        let second = manager.lineFragmentRect(forGlyphAt: 7, effectiveRange: &range)
        #expect(range == NSRange(location: 6, length: 7))
        #expect(first.minY == 0)
        #expect(abs(second.minY - first.maxY) < 0.01)
        #expect(first.height > 15 && first.height < 30)
        let used = manager.lineFragmentUsedRect(forGlyphAt: 0, effectiveRange: nil)
        #expect(used.minX == 0 && used.width > 10 && used.width < 100)
        #expect(manager.extraLineFragmentRect.minY == second.maxY)
        #expect(manager.extraLineFragmentRect.width == 300)
        #expect(manager.extraLineFragmentTextContainer != nil)
        let (plainStorage, plain, _) = standalone("first", width: 300)
        defer { withExtendedLifetime(plainStorage) {} }
        #expect(plain.extraLineFragmentRect == .zero)
        #expect(plain.extraLineFragmentTextContainer == nil)
        #expect(plain.lineFragmentRect(forGlyphAt: 99, effectiveRange: nil) == .zero)
    }

    @Test("Hit testing round-trips: the point just right of each glyph's location finds that glyph, and the midpoint between two insertion points gives a fraction of 0.5")
    func hitTestingRoundTrip() {
        let (storage, manager, container) = standalone(Self.paragraph, width: 220)
        let text = storage.string as NSString
        var checked = 0
        for index in 0..<storage.length where text.character(at: index) != 0x20 {
            var lineRange = NSRange(location: 0, length: 0)
            let line = manager.lineFragmentRect(forGlyphAt: index, effectiveRange: &lineRange)
            let location = manager.location(forGlyphAt: index)
            let point = CGPoint(x: line.minX + location.x + 1, y: line.minY + location.y - 3)
            #expect(manager.glyphIndex(for: point, in: container) == index, "glyph \(index)")
            var fraction: CGFloat = -1
            #expect(manager.characterIndex(for: point, in: container, fractionOfDistanceBetweenInsertionPoints: &fraction) == index)
            #expect(fraction > 0 && fraction < 1)
            if index + 1 < NSMaxRange(lineRange), NSMaxRange(lineRange) > index + 1 {
                let next = manager.location(forGlyphAt: index + 1)
                if next.y == location.y, next.x > location.x {
                    let middle = CGPoint(x: line.minX + (location.x + next.x) / 2, y: point.y)
                    #expect(abs(manager.fractionOfDistanceThroughGlyph(for: middle, in: container) - 0.5) < 0.01)
                }
            }
            checked += 1
        }
        #expect(checked > 100)
        // Left of a line, the first glyph; right of its end, the last one before the break.
        let firstLine = manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: nil)
        #expect(manager.glyphIndex(for: CGPoint(x: -20, y: firstLine.midY), in: container) == 0)
    }

    @Test("boundingRect of a word is its glyphs' box: from its first glyph's location to the next glyph's, one line tall")
    func boundingRects() {
        let (storage, manager, container) = standalone("alpha beta gamma", width: 400)
        let beta = (storage.string as NSString).range(of: "beta")
        let box = manager.boundingRect(forGlyphRange: beta, in: container)
        let line = manager.lineFragmentRect(forGlyphAt: beta.location, effectiveRange: nil)
        #expect(abs(box.minX - manager.location(forGlyphAt: beta.location).x) < 0.01)
        #expect(abs(box.maxX - manager.location(forGlyphAt: NSMaxRange(beta)).x) < 0.01)
        #expect(box.minY == line.minY && box.height == line.height)
        // Across a line break: the union of both lines' parts.
        let (other, wrapped, wrappedContainer) = standalone("one\ntwo", width: 400)
        let both = wrapped.boundingRect(forGlyphRange: NSRange(location: 0, length: other.length), in: wrappedContainer)
        #expect(abs(both.height - 2 * wrapped.lineFragmentRect(forGlyphAt: 0, effectiveRange: nil).height) < 0.01)
        #expect(wrapped.glyphRange(forBoundingRect: CGRect(x: 0, y: both.maxY - 1, width: 10, height: 1), in: wrappedContainer) == NSRange(location: 4, length: 3))
    }

    final class LayoutDelegate: NSLayoutManagerDelegate {
        var events: [String] = []
        func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager) { events.append("invalidated") }
        func layoutManager(_ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?, atEnd layoutFinishedFlag: Bool) {
            events.append("completed \(layoutFinishedFlag)")
        }
    }

    @Test("invalidateLayout reports the whole paragraphs it invalidates and tells the delegate; ensureLayout completes to the end")
    func invalidation() {
        let (storage, manager, container) = standalone("one\ntwo two\nthree", width: 300)
        let delegate = LayoutDelegate()
        manager.delegate = delegate
        var actual = NSRange(location: 0, length: 0)
        manager.invalidateLayout(forCharacterRange: NSRange(location: 5, length: 1), actualCharacterRange: &actual)
        #expect(actual == NSRange(location: 4, length: 8))
        manager.ensureLayout(for: container)
        storage.replaceCharacters(in: NSRange(location: 0, length: 3), with: "ONE")
        #expect(delegate.events == ["invalidated", "completed true", "invalidated"])
    }

    @Test("A text view's layout manager answers where the view puts the caret: the caret rect's x is the glyph's location plus the insets")
    func textViewAgreesWithLayoutManager() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 260, height: 300))
        textView.font = .systemFont(ofSize: 17)
        textView.text = Self.paragraph
        textView.textContainerInset = UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
        textView.layoutIfNeeded()
        let manager = textView.layoutManager
        for index in [0, 10, 40, 80] {
            let line = manager.lineFragmentRect(forGlyphAt: index, effectiveRange: nil)
            let location = manager.location(forGlyphAt: index)
            let caret = textView.caretRect(for: textView.position(from: textView.beginningOfDocument, offset: index)!)
            #expect(abs(caret.midX - (12 + line.minX + location.x)) < 0.01, "glyph \(index)")
            #expect(abs(caret.minY - (10 + line.minY)) < 0.01, "glyph \(index)")
        }
    }

    @Test("init(frame:textContainer:) shows the container's text storage; a container 120 points wide that does not track the view breaks lines at 110")
    func customContainer() {
        let storage = NSTextStorage(string: Self.paragraph, attributes: [.font: UIFont.systemFont(ofSize: 17)])
        let manager = NSLayoutManager()
        let container = NSTextContainer(size: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude))
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 400, height: 300), textContainer: container)
        textView.layoutIfNeeded()
        #expect(textView.textStorage === storage)
        #expect(textView.layoutManager === manager)
        #expect(textView.textContainer === container)
        #expect(textView.text == Self.paragraph)
        #expect(container.size.width == 120)
        #expect(manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: nil).width == 120)
        #expect(manager.lineFragmentUsedRect(forGlyphAt: 0, effectiveRange: nil).width <= 120)
        container.widthTracksTextView = true
        textView.layoutIfNeeded()
        #expect(container.size.width == 400)
    }

    @Test("enumerateEnclosingRects gives one rectangle a line of the range, within the bounding rectangle; the withoutAdditionalLayout forms answer as the others; containers lay out horizontally")
    func enclosingRectsAndForms() {
        let (storage, manager, container) = standalone(Self.paragraph, width: 200)
        defer { withExtendedLifetime(storage) {} }
        manager.ensureLayout(forBoundingRect: CGRect(x: 0, y: 0, width: 200, height: 60), in: container)
        let lines = fragments(manager)
        let range = NSRange(location: 5, length: NSMaxRange(lines[1].range) - 5 + 3)
        var rects: [CGRect] = []
        manager.enumerateEnclosingRects(forGlyphRange: range, withinSelectedGlyphRange: range, in: container) { rect, _ in rects.append(rect) }
        #expect(rects.count == 3)
        let bounding = manager.boundingRect(forGlyphRange: range, in: container)
        #expect(rects.reduce(CGRect.null) { $0.union($1) } == bounding)
        #expect(rects[1].height == lines[1].rect.height && rects[1].minY == lines[1].rect.minY)
        var first: [CGRect] = []
        manager.enumerateEnclosingRects(forGlyphRange: range, withinSelectedGlyphRange: range, in: container) { rect, stop in
            first.append(rect)
            stop.pointee = true
        }
        #expect(first == [rects[0]])

        var effective = NSRange(), plain = NSRange()
        #expect(manager.lineFragmentRect(forGlyphAt: 40, effectiveRange: &effective, withoutAdditionalLayout: true)
                == manager.lineFragmentRect(forGlyphAt: 40, effectiveRange: &plain))
        #expect(effective == plain)
        #expect(manager.lineFragmentUsedRect(forGlyphAt: 40, effectiveRange: nil, withoutAdditionalLayout: true)
                == manager.lineFragmentUsedRect(forGlyphAt: 40, effectiveRange: nil))
        #expect(manager.textContainer(forGlyphAt: 3, effectiveRange: nil, withoutAdditionalLayout: true) === container)
        let box = CGRect(x: 0, y: 0, width: 200, height: 30)
        #expect(manager.glyphRangeForBoundingRect(withoutAdditionalLayout: box, in: container) == manager.glyphRange(forBoundingRect: box, in: container))
        #expect(container.layoutOrientation == .horizontal)
    }
}
