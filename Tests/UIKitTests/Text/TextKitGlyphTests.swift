import Foundation
import Testing
import UIKit
import UIKitTesting

/// NSLayoutManager's glyphs: the glyphs Pango shaped, their properties, and what a manager
/// and its delegate change about them (hidden and null glyphs, invisible characters shown,
/// refused line breaks, hyphenation), in layout and in pixels.
@MainActor
@Suite("TextKit glyphs", .serialized, .exclusiveUIKit)
struct TextKitGlyphTests {
    func standalone(_ text: String, width: CGFloat = 400, size: CGFloat = 17) -> (NSTextStorage, NSLayoutManager, NSTextContainer) {
        standalone(NSAttributedString(string: text, attributes: [.font: UIFont.systemFont(ofSize: size)]), width: width)
    }

    /// The storages made: a layout manager holds its storage weakly, as TextKit's does.
    static var storages: [NSTextStorage] = []

    func standalone(_ text: NSAttributedString, width: CGFloat = 400) -> (NSTextStorage, NSLayoutManager, NSTextContainer) {
        let storage = NSTextStorage(attributedString: text)
        Self.storages.append(storage)
        let manager = NSLayoutManager()
        let container = NSTextContainer(size: CGSize(width: width, height: CGFloat.greatestFiniteMagnitude))
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        return (storage, manager, container)
    }

    /// The dark pixels the manager draws for `range`, at 1 point a pixel, in `columns`.
    func darkPixels(_ manager: NSLayoutManager, size: CGSize = CGSize(width: 400, height: 80), columns: ClosedRange<Int>? = nil) -> Int {
        let image = UIGraphicsImageRenderer(size: size, format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }()).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(origin: .zero, size: size))
            manager.drawGlyphs(forGlyphRange: NSRange(location: 0, length: manager.numberOfGlyphs), at: .zero)
        }.cgImage!
        var count = 0
        for y in 0..<image.height {
            for x in columns ?? 0...(image.width - 1) where x < image.width {
                let pixel = image.pixel(x: x, y: y)
                if (pixel >> 16) & 0xFF < 128, (pixel >> 8) & 0xFF < 128, pixel & 0xFF < 128 { count += 1 }
            }
        }
        return count
    }

    func usedWidth(_ manager: NSLayoutManager, _ container: NSTextContainer) -> CGFloat {
        manager.ensureLayout(for: container)
        return manager.usedRect(for: container).width
    }

    @Test("Glyphs are the font's glyphs Pango shaped: the same letter the same glyph, another letter another; out of range 0xFFFF and not valid; getGlyphs copies what cgGlyph and propertyForGlyph answer")
    func glyphIDs() {
        let (_, manager, _) = standalone("AAB")
        let a = manager.cgGlyph(at: 0)
        #expect(a != 0 && a != 0xFFFF)
        #expect(manager.cgGlyph(at: 1) == a)
        #expect(manager.cgGlyph(at: 2) != a)
        #expect(manager.glyph(at: 2) == manager.cgGlyph(at: 2))
        var valid: ObjCBool = true
        #expect(manager.cgGlyph(at: 3, isValidIndex: &valid) == 0xFFFF)
        #expect(!valid.boolValue)
        #expect(manager.glyph(at: 0, isValidIndex: &valid) == a && valid.boolValue)

        var glyphs = [CGGlyph](repeating: 9, count: 4)
        var properties = [NSLayoutManager.GlyphProperty](repeating: .null, count: 4)
        var characters = [Int](repeating: -1, count: 4)
        var levels = [UInt8](repeating: 9, count: 4)
        #expect(manager.getGlyphs(in: NSRange(location: 1, length: 10), glyphs: &glyphs, properties: &properties,
                                  characterIndexes: &characters, bidiLevels: &levels) == 2)
        #expect(glyphs[0...1] == [a, manager.cgGlyph(at: 2)])
        #expect(properties[0...1] == [[], []])
        #expect(characters[0...1] == [1, 2])
        #expect(levels[0...1] == [0, 0])
    }

    @Test("Properties: a space is elastic, a line feed a control character drawn as nothing, an emoji's second UTF-16 half a null glyph, a combining accent a non-base character; right-to-left text has an odd bidi level")
    func properties() {
        let (_, manager, _) = standalone("a b\nx😀e\u{0301}")
        #expect(manager.propertyForGlyph(at: 0) == [])
        #expect(manager.propertyForGlyph(at: 1) == .elastic)
        #expect(manager.propertyForGlyph(at: 3) == .controlCharacter)
        #expect(manager.cgGlyph(at: 3) == 0xFFFF)
        #expect(manager.notShownAttribute(forGlyphAt: 3))
        #expect(!manager.notShownAttribute(forGlyphAt: 0))
        #expect(manager.propertyForGlyph(at: 5) == [])
        #expect(manager.propertyForGlyph(at: 6) == .null)
        #expect(manager.cgGlyph(at: 6) == 0)
        #expect(manager.propertyForGlyph(at: 8).contains(.nonBaseCharacter))

        let (_, hebrew, _) = standalone("שלום")
        var level: UInt8 = 0
        #expect(hebrew.getGlyphs(in: NSRange(location: 0, length: 1), glyphs: nil, properties: nil, characterIndexes: nil, bidiLevels: &level) == 1)
        #expect(level % 2 == 1)
    }

    /// Hides Markdown's asterisks, as editors do through `shouldGenerateGlyphs`.
    final class AsteriskHider: NSLayoutManagerDelegate {
        var asked = 0
        func layoutManager(_ layoutManager: NSLayoutManager, shouldGenerateGlyphs glyphs: UnsafePointer<CGGlyph>,
                           properties props: UnsafePointer<NSLayoutManager.GlyphProperty>, characterIndexes charIndexes: UnsafePointer<Int>,
                           font aFont: UIFont, forGlyphRange glyphRange: NSRange) -> Int {
            asked += 1
            let text = layoutManager.textStorage!.string as NSString
            var changed = Array(UnsafeBufferPointer(start: props, count: glyphRange.length))
            for slot in changed.indices where text.character(at: charIndexes[slot]) == 0x2A { changed[slot].insert(.null) }
            layoutManager.setGlyphs(glyphs, properties: changed, characterIndexes: charIndexes, font: aFont, forGlyphRange: glyphRange)
            return glyphRange.length
        }
    }

    @Test("A delegate's shouldGenerateGlyphs that nulls the asterisks of *a*b* hides them: they take no room, draw nothing and read as null, not shown; editing asks again")
    func delegateNullsGlyphs() {
        let (_, plain, plainContainer) = standalone("ab", size: 30)
        let (storage, manager, container) = standalone("*a*b*", size: 30)
        let hider = AsteriskHider()
        manager.delegate = hider
        manager.invalidateLayout(forCharacterRange: NSRange(location: 0, length: 5), actualCharacterRange: nil)
        #expect(abs(usedWidth(manager, container) - usedWidth(plain, plainContainer)) < 0.5)
        #expect(hider.asked >= 1)
        #expect(manager.propertyForGlyph(at: 0).contains(.null))
        #expect(manager.notShownAttribute(forGlyphAt: 2))
        #expect(!manager.notShownAttribute(forGlyphAt: 1))
        #expect(abs(darkPixels(manager) - darkPixels(plain)) <= darkPixels(plain) / 20)

        let asked = hider.asked
        storage.replaceCharacters(in: NSRange(location: 5, length: 0), with: "c*")
        #expect(abs(usedWidth(manager, container) - usedWidth(plain, plainContainer)) > 5, "the new c shows")
        #expect(hider.asked > asked)
        #expect(manager.propertyForGlyph(at: 6).contains(.null))
    }

    /// Asks about the text from inside its layout questions, as a delegate may.
    final class Curious: NSLayoutManagerDelegate {
        var answers = 0
        func layoutManager(_ layoutManager: NSLayoutManager, shouldBreakLineByWordBeforeCharacterAt charIndex: Int) -> Bool {
            _ = layoutManager.propertyForGlyph(at: charIndex)
            _ = layoutManager.lineFragmentRect(forGlyphAt: charIndex, effectiveRange: nil)
            _ = layoutManager.cgGlyph(at: max(0, layoutManager.numberOfGlyphs - 1))
            answers += 1
            return true
        }
        func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingAfterGlyphAt glyphIndex: Int, withProposedLineFragment rect: CGRect) -> CGFloat {
            _ = layoutManager.usedRect(for: layoutManager.textContainers[0])
            return 0
        }
    }

    @Test("A delegate that asks about glyphs and line fragments from inside its layout questions gets answers, not a recursion; the text lays out as without it")
    func delegateQueriesDuringLayout() {
        let text = "one two three\nfour five six\nseven eight"
        let (_, plain, plainContainer) = standalone(text, width: 90)
        let (_, manager, container) = standalone(text, width: 90)
        let curious = Curious()
        manager.delegate = curious
        manager.invalidateLayout(forCharacterRange: NSRange(location: 0, length: 5), actualCharacterRange: nil)
        #expect(usedWidth(manager, container) == usedWidth(plain, plainContainer))
        #expect(manager.usedRect(for: container).height == plain.usedRect(for: plainContainer).height)
        #expect(curious.answers > 0)
    }

    @Test("An edit in one paragraph keeps what was set about the glyphs of the others, moved with their characters")
    func editsKeepOtherParagraphsGlyphs() {
        let (storage, manager, container) = standalone("*a*\nxyz\n*b*", size: 30)
        let hider = AsteriskHider()
        manager.delegate = hider
        manager.invalidateLayout(forCharacterRange: NSRange(location: 0, length: storage.length), actualCharacterRange: nil)
        manager.ensureLayout(for: container)
        manager.setNotShownAttribute(true, forGlyphAt: 5)
        #expect(manager.propertyForGlyph(at: 8).contains(.null))
        storage.replaceCharacters(in: NSRange(location: 4, length: 0), with: "++")
        manager.ensureLayout(for: container)
        #expect(manager.propertyForGlyph(at: 0).contains(.null), "the first paragraph's asterisk, untouched")
        #expect(manager.propertyForGlyph(at: 10).contains(.null), "the last paragraph's asterisk, two characters on")
        #expect(manager.notShownAttribute(forGlyphAt: 7), "the hidden y, two characters on")
        #expect(!manager.notShownAttribute(forGlyphAt: 5))
    }

    @Test("setNotShownAttribute hides a glyph but keeps its room: the used width stays, its pixels go; showing it again brings them back")
    func notShownKeepsRoom() {
        let (_, manager, container) = standalone("MMM", size: 40)
        let width = usedWidth(manager, container)
        let before = darkPixels(manager)
        manager.setNotShownAttribute(true, forGlyphAt: 1)
        #expect(manager.notShownAttribute(forGlyphAt: 1))
        #expect(usedWidth(manager, container) == width)
        let hidden = darkPixels(manager)
        #expect(hidden < before * 3 / 4 && hidden > before / 2, "one of three M's gone: \(before) → \(hidden)")
        manager.setNotShownAttribute(false, forGlyphAt: 1)
        #expect(darkPixels(manager) == before)
    }

    @Test("A hidden attachment keeps its room and draws no image")
    func hiddenAttachment() {
        let square = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30)).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
        }
        let attachment = NSTextAttachment()
        attachment.image = square
        let (_, manager, container) = standalone(NSAttributedString(attachment: attachment))
        let width = usedWidth(manager, container)
        let shown = darkPixels(manager)
        #expect(shown >= 800, "the black square: \(shown) pixels")
        manager.setNotShownAttribute(true, forGlyphAt: 0)
        #expect(darkPixels(manager) < 10)
        #expect(usedWidth(manager, container) == width)
    }

    @Test("showsInvisibleCharacters draws a mark for each space; showsControlCharacters one for a zero-width joiner; turning them off draws the text as before")
    func invisibleCharacters() {
        let (_, manager, _) = standalone("a     b", size: 30)
        let plain = darkPixels(manager)
        manager.showsInvisibleCharacters = true
        #expect(darkPixels(manager) > plain, "the spaces show")
        manager.showsInvisibleCharacters = false
        #expect(darkPixels(manager) == plain)

        let (_, joiner, _) = standalone("a\u{200D}b", size: 30)
        let without = darkPixels(joiner)
        joiner.showsControlCharacters = true
        #expect(darkPixels(joiner) > without, "the joiner shows")
    }

    final class KeepTogether: NSLayoutManagerDelegate {
        let refused: Int
        var oldSizes: [CGSize] = []
        init(refusing index: Int) { refused = index }
        func layoutManager(_ layoutManager: NSLayoutManager, shouldBreakLineByWordBeforeCharacterAt charIndex: Int) -> Bool {
            charIndex != refused
        }
        func layoutManager(_ layoutManager: NSLayoutManager, textContainer: NSTextContainer, didChangeGeometryFrom oldSize: CGSize) {
            oldSizes.append(oldSize)
        }
    }

    @Test("A delegate refusing a line break before 'two' keeps 'one two' together on the next line; the container's old size reaches layoutManager(_:textContainer:didChangeGeometryFrom:)")
    func refusedBreaks() {
        let text = "one two three four five six seven"
        let (_, free, freeContainer) = standalone(text, width: 110)
        free.ensureLayout(for: freeContainer)
        var firstLine = NSRange()
        _ = free.lineFragmentRect(forGlyphAt: 0, effectiveRange: &firstLine)
        #expect(NSMaxRange(firstLine) > 4, "'one two' fits on the first line: \(firstLine)")

        let (_, manager, container) = standalone(text, width: 110)
        let delegate = KeepTogether(refusing: 4)
        manager.delegate = delegate
        manager.invalidateLayout(forCharacterRange: NSRange(location: 0, length: 4), actualCharacterRange: nil)
        manager.ensureLayout(for: container)
        var line = NSRange()
        _ = manager.lineFragmentRect(forGlyphAt: 0, effectiveRange: &line)
        #expect(NSMaxRange(line) != 4, "no break before 'two': \(line)")

        container.size = CGSize(width: 150, height: 500)
        #expect(delegate.oldSizes == [CGSize(width: 110, height: CGFloat.greatestFiniteMagnitude)])
    }

    @Test("usesDefaultHyphenation: a word too long for its line breaks with a hyphen in a paragraph whose style says nothing, and without one when off")
    func defaultHyphenation() {
        let (_, manager, _) = standalone("incomprehensibilities", width: 120, size: 20)
        let without = darkPixels(manager, size: CGSize(width: 130, height: 120))
        manager.usesDefaultHyphenation = true
        #expect(darkPixels(manager, size: CGSize(width: 130, height: 120)) > without, "the hyphen's pixels")
    }

    @Test("Unlaid text: nothing is laid out at first; laying out the first paragraph moves the first unlaid character to the second; non-contiguous layout of the last one alone is non-contiguous")
    func unlaidText() {
        let (_, manager, _) = standalone("one\ntwo\nthree")
        #expect(manager.firstUnlaidCharacterIndex() == 0)
        manager.ensureGlyphs(forCharacterRange: NSRange(location: 0, length: 2))
        #expect(manager.firstUnlaidCharacterIndex() == 4)
        var character = 0, glyph = 0
        manager.getFirstUnlaidCharacterIndex(&character, glyphIndex: &glyph)
        #expect(character == 4 && glyph == 4 && manager.firstUnlaidGlyphIndex() == 4)
        #expect(!manager.hasNonContiguousLayout)

        let (_, sparse, _) = standalone("one\ntwo\nthree")
        sparse.allowsNonContiguousLayout = true
        sparse.ensureGlyphs(forGlyphRange: NSRange(location: 9, length: 2))
        #expect(sparse.hasNonContiguousLayout)
        #expect(sparse.firstUnlaidCharacterIndex() == 0)
        var actual = NSRange()
        sparse.invalidateGlyphs(forCharacterRange: NSRange(location: 9, length: 1), changeInLength: 0, actualCharacterRange: &actual)
        #expect(actual == NSRange(location: 8, length: 5))
    }

    @Test("Insertion points: one before each character of the line and one at its end, left to right, from the fragment's left edge (its padding in); an attachment's glyph takes its bounds' size, other glyphs (-1, -1); nominally spaced runs end where kerning starts")
    func insertionPointsAttachmentsAndSpacing() {
        let (_, manager, _) = standalone("abc")
        var positions = [CGFloat](repeating: 0, count: 8)
        var indexes = [Int](repeating: -1, count: 8)
        let count = manager.getLineFragmentInsertionPoints(forCharacterAt: 1, alternatePositions: false, inDisplayOrder: true,
                                                           positions: &positions, characterIndexes: &indexes)
        #expect(count == 4)
        #expect(Array(indexes[0..<4]) == [0, 1, 2, 3])
        #expect(positions[0] == 5)
        #expect(positions[0] < positions[1] && positions[1] < positions[2] && positions[2] < positions[3])

        let attachment = NSTextAttachment()
        attachment.bounds = CGRect(x: 0, y: 0, width: 20, height: 30)
        let text = NSMutableAttributedString(string: "x", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        text.append(NSAttributedString(attachment: attachment))
        let (_, withAttachment, _) = standalone(text)
        #expect(withAttachment.attachmentSize(forGlyphAt: 1) == CGSize(width: 20, height: 30))
        #expect(withAttachment.attachmentSize(forGlyphAt: 0) == CGSize(width: -1, height: -1))
        #expect(withAttachment.propertyForGlyph(at: 1) == .controlCharacter)
        #expect(!withAttachment.notShownAttribute(forGlyphAt: 1))

        let kerned = NSMutableAttributedString(string: "aabbcc", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        kerned.addAttribute(.kern, value: 4, range: NSRange(location: 2, length: 2))
        let (_, spacing, _) = standalone(kerned)
        #expect(spacing.range(ofNominallySpacedGlyphsContaining: 3) == NSRange(location: 2, length: 2))
        #expect(spacing.range(ofNominallySpacedGlyphsContaining: 0) == NSRange(location: 0, length: 2))
    }
}

/// Paragraph and line spacing in a layout manager's layout: the paragraph style's, and what
/// the delegate adds.
@MainActor
@Suite("TextKit spacing", .serialized, .exclusiveUIKit)
struct TextKitSpacingTests {
    static var storages: [NSTextStorage] = []

    func lines(_ text: NSAttributedString, width: CGFloat = 400, delegate: NSLayoutManagerDelegate? = nil) -> [CGRect] {
        let storage = NSTextStorage(attributedString: text)
        Self.storages.append(storage)
        let manager = NSLayoutManager()
        manager.delegate = delegate
        let container = NSTextContainer(size: CGSize(width: width, height: CGFloat.greatestFiniteMagnitude))
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        manager.ensureLayout(for: container)
        var rects: [CGRect] = []
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: manager.numberOfGlyphs)) { rect, _, _, _, _ in
            rects.append(rect)
        }
        return rects
    }

    @Test("A paragraph style's paragraphSpacing and paragraphSpacingBefore separate a layout manager's paragraphs (not above the first), as NSString drawing separates them")
    func paragraphStyleSpacing() {
        let style = NSMutableParagraphStyle()
        style.paragraphSpacing = 20
        style.paragraphSpacingBefore = 10
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17), .paragraphStyle: style]
        let spaced = lines(NSAttributedString(string: "one\ntwo", attributes: attributes))
        let plain = lines(NSAttributedString(string: "one\ntwo", attributes: [.font: UIFont.systemFont(ofSize: 17)]))
        #expect(spaced.count == 2 && plain.count == 2)
        #expect(spaced[0].minY == 0, "no spacing above the first paragraph")
        #expect(abs((spaced[1].minY - spaced[0].maxY) - (plain[1].minY - plain[0].maxY) - 30) < 0.01)
        // The same gap as NSString drawing puts between the paragraphs.
        let drawn = NSAttributedString(string: "one\ntwo", attributes: attributes)
            .boundingRect(with: CGSize(width: 400, height: 1000), options: .usesLineFragmentOrigin, context: nil)
        let drawnPlain = NSAttributedString(string: "one\ntwo", attributes: [.font: UIFont.systemFont(ofSize: 17)])
            .boundingRect(with: CGSize(width: 400, height: 1000), options: .usesLineFragmentOrigin, context: nil)
        #expect(abs((drawn.height - drawnPlain.height) - 30) < 0.01)
    }

    final class Spacer: NSLayoutManagerDelegate {
        var asked: [String] = []
        func layoutManager(_ layoutManager: NSLayoutManager, lineSpacingAfterGlyphAt glyphIndex: Int, withProposedLineFragment rect: CGRect) -> CGFloat {
            asked.append("line \(glyphIndex)")
            return 7
        }
        func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingBeforeGlyphAt glyphIndex: Int, withProposedLineFragment rect: CGRect) -> CGFloat {
            asked.append("before \(glyphIndex)")
            return 11
        }
        func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingAfterGlyphAt glyphIndex: Int, withProposedLineFragment rect: CGRect) -> CGFloat {
            asked.append("after \(glyphIndex)")
            return 13
        }
    }

    @Test("A delegate's line spacing goes after every line, its paragraph spacing before and after each paragraph; it is asked with the glyphs that end lines and start and end paragraphs")
    func delegateSpacing() {
        let text = NSAttributedString(string: "one two three four five six seven eight\nnine", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        let plain = lines(text, width: 120)
        let spacer = Spacer()
        let spaced = lines(text, width: 120, delegate: spacer)
        #expect(plain.count == spaced.count && plain.count >= 3)
        #expect(abs(spaced[0].minY - 11) < 0.01, "the delegate's spacing before the first paragraph")
        #expect(abs((spaced[1].minY - spaced[0].maxY) - (plain[1].minY - plain[0].maxY) - 7) < 0.01)
        let last = spaced.count - 1
        #expect(abs((spaced[last].minY - spaced[last - 1].maxY) - (plain[last].minY - plain[last - 1].maxY) - (7 + 13 + 11)) < 0.01)
        #expect(spacer.asked.contains("before 0") && spacer.asked.contains("after 39") && spacer.asked.contains("before 40"))
        #expect(spacer.asked.contains { $0.hasPrefix("line ") })
    }
}
