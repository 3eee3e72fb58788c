import Foundation
import Testing
import UIKit
import UIKitTesting

/// Background colours, underlines and strikethroughs drawn through NSLayoutManager's
/// primitives (issue 45): the calls a subclass sees, and the pixels they leave.
@MainActor
@Suite("TextKit decorations", .serialized, .exclusiveUIKit)
struct TextKitDecorationTests {
    /// Records the decoration primitives' calls, then draws as its superclass does unless told
    /// to replace a primitive.
    final class RecordingLayoutManager: NSLayoutManager {
        var fills: [(range: NSRange, color: UIColor, rects: [CGRect])] = []
        var underlines: [(range: NSRange, style: NSUnderlineStyle, baselineOffset: CGFloat, lineRect: CGRect, lineRange: NSRange)] = []
        var strikethroughs: [(range: NSRange, style: NSUnderlineStyle)] = []
        /// Fills backgrounds green with rounded corners instead.
        var roundsBackgrounds = false
        /// Draws no underline at all.
        var suppressesUnderlines = false

        override func fillBackgroundRectArray(_ rectArray: UnsafePointer<CGRect>, count rectCount: Int,
                                              forCharacterRange charRange: NSRange, color: UIColor) {
            let rects = Array(UnsafeBufferPointer(start: rectArray, count: rectCount))
            fills.append((charRange, color, rects))
            guard roundsBackgrounds else {
                return super.fillBackgroundRectArray(rectArray, count: rectCount, forCharacterRange: charRange, color: color)
            }
            UIColor(red: 0, green: 0.8, blue: 0, alpha: 1).setFill()
            for rect in rects { UIBezierPath(roundedRect: rect, cornerRadius: 4).fill() }
            color.setFill()
        }

        override func drawUnderline(forGlyphRange glyphRange: NSRange, underlineType underlineVal: NSUnderlineStyle, baselineOffset: CGFloat,
                                    lineFragmentRect lineRect: CGRect, lineFragmentGlyphRange lineGlyphRange: NSRange, containerOrigin: CGPoint) {
            underlines.append((glyphRange, underlineVal, baselineOffset, lineRect, lineGlyphRange))
            guard !suppressesUnderlines else { return }
            super.drawUnderline(forGlyphRange: glyphRange, underlineType: underlineVal, baselineOffset: baselineOffset,
                                lineFragmentRect: lineRect, lineFragmentGlyphRange: lineGlyphRange, containerOrigin: containerOrigin)
        }

        override func drawStrikethrough(forGlyphRange glyphRange: NSRange, strikethroughType strikethroughVal: NSUnderlineStyle,
                                        baselineOffset: CGFloat, lineFragmentRect lineRect: CGRect, lineFragmentGlyphRange lineGlyphRange: NSRange,
                                        containerOrigin: CGPoint) {
            strikethroughs.append((glyphRange, strikethroughVal))
            super.drawStrikethrough(forGlyphRange: glyphRange, strikethroughType: strikethroughVal, baselineOffset: baselineOffset,
                                    lineFragmentRect: lineRect, lineFragmentGlyphRange: lineGlyphRange, containerOrigin: containerOrigin)
        }
    }

    struct Fixture {
        let screen: HeadlessScreen
        let window: UIWindow
        let manager: RecordingLayoutManager
        let textView: UITextView

        /// `rect` in the container, in the screen's points (the view unscrolled at the window's origin).
        func onScreen(_ rect: CGRect) -> CGRect {
            rect.offsetBy(dx: textView.frame.minX + textView.textContainerInset.left, dy: textView.frame.minY + textView.textContainerInset.top)
        }
    }

    /// A text view at 2x showing `text` through a recording layout manager.
    func makeFixture(_ text: NSAttributedString, width: CGFloat = 340) -> Fixture {
        let screen = HeadlessScreen(size: CGSize(width: width + 20, height: 160), scale: 2)
        let window = UIWindow()
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let storage = NSTextStorage()
        let manager = RecordingLayoutManager()
        let container = NSTextContainer(size: CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))
        container.widthTracksTextView = true
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        let textView = UITextView(frame: CGRect(x: 10, y: 10, width: width, height: 140), textContainer: container)
        textView.backgroundColor = .white
        textView.attributedText = text
        window.addSubview(textView)
        return Fixture(screen: screen, window: window, manager: manager, textView: textView)
    }

    func text(_ string: String, _ attributes: [NSAttributedString.Key: Any], on part: String) -> NSAttributedString {
        let made = NSMutableAttributedString(string: string, attributes: [.font: UIFont.systemFont(ofSize: 18), .foregroundColor: UIColor.black])
        made.addAttributes(attributes, range: (string as NSString).range(of: part))
        return made
    }

    /// How many of the pixels of `image` in `rect` (points, at 2x) match `test` (0xRRGGBB).
    func count(_ image: CGImage, in rect: CGRect, where test: (UInt32) -> Bool) -> Int {
        var found = 0
        let area = CGRect(x: rect.minX * 2, y: rect.minY * 2, width: rect.width * 2, height: rect.height * 2).integral
        for y in max(0, Int(area.minY))..<min(image.height, Int(area.maxY)) {
            for x in max(0, Int(area.minX))..<min(image.width, Int(area.maxX)) where test(image.pixel(x: x, y: y) & 0xFF_FFFF) {
                found += 1
            }
        }
        return found
    }

    func isDark(_ pixel: UInt32) -> Bool { (pixel >> 16) & 0xFF < 110 && (pixel >> 8) & 0xFF < 110 && pixel & 0xFF < 110 }

    @Test("Issue 45: background colours are filled through fillBackgroundRectArray, one call per line of a run, its boxes as tall as the line")
    func backgroundsThroughTheFillPrimitive() {
        let string = "Plain words first, then a highlighted passage that runs on past the end of this line."
        let fixture = makeFixture(text(string, [.backgroundColor: UIColor(red: 1, green: 0.9, blue: 0, alpha: 1)],
                                       on: "highlighted passage that runs on past the end of this line"))
        defer { fixture.window.isHidden = true }
        let image = fixture.screen.render()
        let manager = fixture.manager, container = fixture.textView.textContainer
        let run = (string as NSString).range(of: "highlighted passage that runs on past the end of this line")
        #expect(manager.fills.count >= 2, "the run wraps: one call per line")
        #expect(manager.fills.allSatisfy { NSIntersectionRange($0.range, run) == $0.range && $0.rects.count == 1 })
        #expect(manager.fills.map(\.range.length).reduce(0, +) == run.length)
        // Each call's box: the line's height, from where the run starts on it.
        let first = manager.fills[0]
        var lineGlyphs = NSRange()
        let line = manager.lineFragmentRect(forGlyphAt: first.range.location, effectiveRange: &lineGlyphs)
        let origin = CGPoint(x: fixture.textView.textContainerInset.left, y: fixture.textView.textContainerInset.top)
        #expect(abs(first.rects[0].minY - (line.minY + origin.y)) < 0.01 && abs(first.rects[0].height - line.height) < 0.01)
        let start = manager.location(forGlyphAt: first.range.location).x + line.minX + origin.x
        #expect(abs(first.rects[0].minX - start) < 0.5, "\(first.rects[0].minX) vs \(start)")
        // The yellow fills the box around the glyphs, and nowhere before the run.
        let box = fixture.onScreen(manager.boundingRect(forGlyphRange: first.range, in: container))
        let yellow = count(image, in: box) { ($0 >> 16) & 0xFF > 240 && ($0 >> 8) & 0xFF > 210 && $0 & 0xFF < 60 }
        #expect(yellow > Int(box.width * box.height * 4 * 0.4))
        let before = fixture.onScreen(manager.boundingRect(forGlyphRange: (string as NSString).range(of: "Plain words"), in: container))
        #expect(count(image, in: before) { ($0 >> 16) & 0xFF > 240 && ($0 >> 8) & 0xFF > 210 && $0 & 0xFF < 60 } == 0)
    }

    @Test("Issue 45: a subclass's fillBackgroundRectArray decides how a background looks (green rounded boxes, none of the attribute's yellow)")
    func subclassFillsBackgrounds() {
        let fixture = makeFixture(text("Some highlighted words here.", [.backgroundColor: UIColor(red: 1, green: 0.9, blue: 0, alpha: 1)],
                                       on: "highlighted words"))
        defer { fixture.window.isHidden = true }
        fixture.manager.roundsBackgrounds = true
        let image = fixture.screen.render()
        let range = (fixture.textView.text as NSString).range(of: "highlighted words")
        let box = fixture.onScreen(fixture.manager.boundingRect(forGlyphRange: range, in: fixture.textView.textContainer))
        #expect(count(image, in: box) { ($0 >> 16) & 0xFF < 60 && ($0 >> 8) & 0xFF > 180 && $0 & 0xFF < 60 } > 200)
        #expect(count(image, in: box) { ($0 >> 16) & 0xFF > 240 && ($0 >> 8) & 0xFF > 210 && $0 & 0xFF < 60 } == 0)
    }

    @Test("Issue 45: an underlined run reaches drawUnderline once per line, without the white space ending the line; .byWord once per word; the baseline offset puts the baseline where location(forGlyphAt:) does")
    func underlinePieces() {
        let string = "Underlined words wrap across the end of this line and onto the next."
        let fixture = makeFixture(text(string, [.underlineStyle: NSUnderlineStyle.single.rawValue], on: string))
        defer { fixture.window.isHidden = true }
        fixture.screen.render()
        let manager = fixture.manager
        #expect(manager.underlines.count >= 2)
        for call in manager.underlines {
            #expect(call.style == .single)
            let last = (string as NSString).character(at: NSMaxRange(call.range) - 1)
            #expect(last != 0x20, "no trailing space underlined")
            #expect(NSIntersectionRange(call.range, call.lineRange) == call.range)
            let baseline = call.lineRect.maxY - call.baselineOffset
            #expect(abs(baseline - (call.lineRect.minY + manager.location(forGlyphAt: call.range.location).y)) < 0.01)
        }
        // By word: the first line's words, one call each.
        let byWord = makeFixture(text("Two words", [.underlineStyle: NSUnderlineStyle([.single, .byWord]).rawValue], on: "Two words"))
        defer { byWord.window.isHidden = true }
        byWord.screen.render()
        #expect(byWord.manager.underlines.map(\.range) == [NSRange(location: 0, length: 3), NSRange(location: 4, length: 5)])
    }

    /// Dark rows in a column a little inside the run, between the baseline and the line's bottom.
    func underlineRows(_ fixture: Fixture, range: NSRange) -> [Int] {
        let image = fixture.screen.render()
        let manager = fixture.manager
        let line = manager.lineFragmentRect(forGlyphAt: range.location, effectiveRange: nil)
        let baseline = line.minY + manager.location(forGlyphAt: range.location).y
        let box = manager.boundingRect(forGlyphRange: range, in: fixture.textView.textContainer)
        // A column between letters' stems is hard to find: take the most dark pixels in any
        // row across the run.
        let area = fixture.onScreen(CGRect(x: box.minX + 2, y: baseline + 0.5, width: box.width - 4, height: line.maxY + 4 - baseline))
        var rows: [Int] = []
        for y in Int(area.minY * 2)..<Int(area.maxY * 2) {
            var dark = 0
            for x in Int(area.minX * 2)..<Int(area.maxX * 2) where isDark(image.pixel(x: x, y: y)) { dark += 1 }
            if dark > Int(area.width * 2 * 0.9) { rows.append(y) }
        }
        return rows
    }

    @Test("Issue 45: the default underline is a solid bar below the baseline across the run; a subclass drawing none leaves none; .double draws two bars, .thick a thicker one")
    func underlinePixels() {
        let word = "underlined"
        let single = makeFixture(text("An underlined word.", [.underlineStyle: NSUnderlineStyle.single.rawValue], on: word))
        defer { single.window.isHidden = true }
        let range = (single.textView.text as NSString).range(of: word)
        let singleRows = underlineRows(single, range: range)
        #expect(!singleRows.isEmpty)

        let suppressed = makeFixture(text("An underlined word.", [.underlineStyle: NSUnderlineStyle.single.rawValue], on: word))
        defer { suppressed.window.isHidden = true }
        suppressed.manager.suppressesUnderlines = true
        #expect(underlineRows(suppressed, range: range).isEmpty)
        #expect(!suppressed.manager.underlines.isEmpty)

        let double = makeFixture(text("An underlined word.", [.underlineStyle: NSUnderlineStyle.double.rawValue], on: word))
        defer { double.window.isHidden = true }
        let doubleRows = underlineRows(double, range: range)
        let bars = doubleRows.enumerated().filter { $0.offset == 0 || doubleRows[$0.offset - 1] != $0.element - 1 }.count
        #expect(bars == 2, "rows \(doubleRows)")

        let thick = makeFixture(text("An underlined word.", [.underlineStyle: NSUnderlineStyle.thick.rawValue], on: word))
        defer { thick.window.isHidden = true }
        #expect(underlineRows(thick, range: range).count > singleRows.count, "\(underlineRows(thick, range: range)) \(singleRows) \(doubleRows)")
    }

    @Test("Issue 45: a struck-through run reaches drawStrikethrough, whose bar crosses the glyphs above the baseline in the strikethrough colour")
    func strikethrough() {
        let word = "struck"
        let fixture = makeFixture(text("A struck word.", [.strikethroughStyle: NSUnderlineStyle.single.rawValue,
                                                          .strikethroughColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)], on: word))
        defer { fixture.window.isHidden = true }
        let image = fixture.screen.render()
        let range = (fixture.textView.text as NSString).range(of: word)
        #expect(fixture.manager.strikethroughs.map(\.range) == [range])
        let manager = fixture.manager
        let line = manager.lineFragmentRect(forGlyphAt: range.location, effectiveRange: nil)
        let baseline = line.minY + manager.location(forGlyphAt: range.location).y
        let box = manager.boundingRect(forGlyphRange: range, in: fixture.textView.textContainer)
        let red = { (pixel: UInt32) in (pixel >> 16) & 0xFF > 200 && (pixel >> 8) & 0xFF < 80 && pixel & 0xFF < 80 }
        #expect(count(image, in: fixture.onScreen(CGRect(x: box.minX, y: line.minY, width: box.width, height: baseline - line.minY)), where: red)
                    > Int(box.width * 2))
        #expect(count(image, in: fixture.onScreen(CGRect(x: box.minX, y: baseline + 1, width: box.width, height: line.maxY - baseline - 1)),
                      where: red) == 0)
    }

    @Test("Issue 45: every underline and strikethrough style and a background, drawn by the layout manager's primitives in a text view (golden)")
    func decorationsGolden() {
        let made = NSMutableAttributedString(string: "")
        let base: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.black]
        let samples: [(String, [NSAttributedString.Key: Any])] = [
            ("single", [.underlineStyle: NSUnderlineStyle.single.rawValue]),
            ("thick", [.underlineStyle: NSUnderlineStyle.thick.rawValue]),
            ("double", [.underlineStyle: NSUnderlineStyle.double.rawValue]),
            ("dotted", [.underlineStyle: NSUnderlineStyle([.single, .patternDot]).rawValue]),
            ("dashed", [.underlineStyle: NSUnderlineStyle([.single, .patternDash]).rawValue]),
            ("by word only", [.underlineStyle: NSUnderlineStyle([.single, .byWord]).rawValue,
                              .underlineColor: UIColor(red: 0, green: 0.4, blue: 1, alpha: 1)]),
            ("struck", [.strikethroughStyle: NSUnderlineStyle.single.rawValue]),
            ("struck twice", [.strikethroughStyle: NSUnderlineStyle.double.rawValue,
                              .strikethroughColor: UIColor(red: 0.9, green: 0, blue: 0, alpha: 1)]),
            ("highlighted", [.backgroundColor: UIColor(red: 1, green: 0.85, blue: 0.3, alpha: 1)]),
        ]
        for (index, (words, attributes)) in samples.enumerated() {
            if index > 0 { made.append(NSAttributedString(string: index % 3 == 0 ? "\n" : "  ", attributes: base)) }
            made.append(NSAttributedString(string: words, attributes: base.merging(attributes) { $1 }))
        }
        let fixture = makeFixture(made)
        defer { fixture.window.isHidden = true }
        expectGolden(fixture.screen.render(), named: "textkit-decorations")
    }
}
