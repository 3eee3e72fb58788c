import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// The layout manager delegate's say over lines (issue 45): `shouldSetLineFragmentRect` and
/// `shouldBreakLineByHyphenatingBeforeCharacterAt`.
@MainActor
@Suite("TextKit line delegate hooks", .serialized, .exclusiveUIKit)
struct TextKitLineDelegateTests {
    static let paragraph = "TextKit lays this paragraph out in lines that wrap at the container's width, and the delegate may place each one."

    func standalone(_ text: String, width: CGFloat, delegate: NSLayoutManagerDelegate? = nil,
                    hyphenates: Bool = false) -> (NSTextStorage, NSLayoutManager, NSTextContainer) {
        let storage = NSTextStorage(string: text, attributes: [.font: UIFont.systemFont(ofSize: 17)])
        let manager = NSLayoutManager()
        manager.delegate = delegate
        manager.usesDefaultHyphenation = hyphenates
        let container = NSTextContainer(size: CGSize(width: width, height: CGFloat.greatestFiniteMagnitude))
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        manager.ensureLayout(for: container)
        return (storage, manager, container)
    }

    func fragments(_ manager: NSLayoutManager) -> [(rect: CGRect, used: CGRect, range: NSRange)] {
        var result: [(rect: CGRect, used: CGRect, range: NSRange)] = []
        manager.enumerateLineFragments(forGlyphRange: NSRange(location: 0, length: manager.numberOfGlyphs)) { rect, used, _, range, _ in
            result.append((rect, used, range))
        }
        return result
    }

    /// Makes every line 12 points taller, its glyphs 6 points lower: text centred in taller lines.
    final class TallLines: NSLayoutManagerDelegate {
        var asked: [(rect: CGRect, used: CGRect, baseline: CGFloat, glyphs: NSRange)] = []
        func layoutManager(_ layoutManager: NSLayoutManager, shouldSetLineFragmentRect lineFragmentRect: UnsafeMutablePointer<CGRect>,
                           lineFragmentUsedRect: UnsafeMutablePointer<CGRect>, baselineOffset: UnsafeMutablePointer<CGFloat>,
                           in textContainer: NSTextContainer, forGlyphRange glyphRange: NSRange) -> Bool {
            asked.append((lineFragmentRect.pointee, lineFragmentUsedRect.pointee, baselineOffset.pointee, glyphRange))
            lineFragmentRect.pointee.size.height += 12
            lineFragmentUsedRect.pointee.size.height += 12
            baselineOffset.pointee += 6
            return true
        }
    }

    @Test("Issue 45: shouldSetLineFragmentRect is shown each line's fragment, used rect, baseline and glyphs; what it returns places the line: taller fragments, lower baselines, the lines stacked on them")
    func shouldSetLineFragment() throws {
        // (A layout manager holds its storage weakly: the storages are kept.)
        let (plainStorage, plain, _) = standalone(Self.paragraph, width: 220)
        let delegate = TallLines()
        let (storage, manager, container) = standalone(Self.paragraph, width: 220, delegate: delegate)
        defer { withExtendedLifetime((plainStorage, storage)) {} }
        let before = fragments(plain), after = fragments(manager)
        #expect(before.count >= 3 && after.count == before.count)
        // Asked about each line as it was proposed: the plain layout's fragment, in place.
        let proposals = delegate.asked.suffix(before.count)
        for (proposal, line) in zip(proposals, before) {
            #expect(proposal.glyphs == line.range)
            #expect(proposal.rect.width == 220 && abs(proposal.rect.height - line.rect.height) < 0.01)
            #expect(abs(proposal.baseline - plain.location(forGlyphAt: line.range.location).y) < 0.01)
            #expect(abs(proposal.used.width - line.used.width) < 0.01)
        }
        for (index, (old, new)) in zip(before, after).enumerated() {
            #expect(new.range == old.range)
            #expect(abs(new.rect.height - (old.rect.height + 12)) < 0.01)
            #expect(abs(new.rect.minY - (old.rect.minY + CGFloat(index) * 12)) < 0.01, "each line stands on the taller ones above")
            #expect(abs(manager.location(forGlyphAt: new.range.location).y - (plain.location(forGlyphAt: old.range.location).y + 6)) < 0.01)
        }
        #expect(abs(manager.usedRect(for: container).height - (plain.usedRect(for: plain.textContainers[0]).height + CGFloat(before.count) * 12)) < 0.01)
        // Hit testing follows: the middle of the second line finds a glyph of it.
        let second = after[1]
        let hit = manager.glyphIndex(for: CGPoint(x: 40, y: second.rect.midY), in: container)
        #expect(NSLocationInRange(hit, second.range))
    }

    /// Refuses (or allows) every place a word could break hyphenated, recording the places.
    final class Hyphenation: NSLayoutManagerDelegate {
        let allows: Bool
        var asked: [Int] = []
        init(allows: Bool) { self.allows = allows }
        func layoutManager(_ layoutManager: NSLayoutManager, shouldBreakLineByHyphenatingBeforeCharacterAt charIndex: Int) -> Bool {
            asked.append(charIndex)
            return allows
        }
    }

    @Test("Issue 45: with hyphenation on, shouldBreakLineByHyphenatingBeforeCharacterAt is asked about the places between a word's letters; a word too long for its line breaks hyphenated where allowed, and without a hyphen where refused")
    func hyphenationRefused() throws {
        let text = "A supercalifragilisticexpialidocious word."
        let word = (text as NSString).range(of: "supercalifragilisticexpialidocious")
        /// Whether the line holding the word's first letter ends in a break Pango hyphenated,
        /// and whether the word is split across lines.
        func firstLine(of manager: NSLayoutManager) -> (hyphenated: Bool, split: Bool) {
            var first = NSRange(), last = NSRange()
            _ = manager.lineFragmentRect(forGlyphAt: word.location, effectiveRange: &first)
            _ = manager.lineFragmentRect(forGlyphAt: NSMaxRange(word) - 1, effectiveRange: &last)
            let laidOut = manager.layout.layout(of: 0)
            let line = laidOut.lineIndex(containing: word.location) ?? 0
            return (laidOut.lineEndsWithInsertedHyphen(line), first != last)
        }
        let allowing = Hyphenation(allows: true)
        let (brokenStorage, broken, _) = standalone(text, width: 160, delegate: allowing, hyphenates: true)
        #expect(allowing.asked.contains(word.location + 5) && !allowing.asked.contains(word.location), "inside the word, not before it")
        #expect(firstLine(of: broken) == (true, true), "allowed: broken with a hyphen")

        let refusing = Hyphenation(allows: false)
        let (wholeStorage, whole, _) = standalone(text, width: 160, delegate: refusing, hyphenates: true)
        defer { withExtendedLifetime((brokenStorage, wholeStorage)) {} }
        #expect(firstLine(of: whole) == (false, true), "refused: still broken (it is too long for a line), without a hyphen")

        // Without hyphenation nothing is asked; words of scripts that do not hyphenate are not asked about.
        let unasked = Hyphenation(allows: false)
        let (plainStorage, _, _) = standalone(text, width: 160, delegate: unasked, hyphenates: false)
        #expect(unasked.asked.isEmpty)
        let cjk = Hyphenation(allows: false)
        let (cjkStorage, cjkManager, _) = standalone(String(repeating: "漢字", count: 30), width: 160, delegate: cjk, hyphenates: true)
        defer { withExtendedLifetime((plainStorage, cjkStorage)) {} }
        #expect(cjk.asked.isEmpty)
        var lineRange = NSRange()
        _ = cjkManager.lineFragmentRect(forGlyphAt: 0, effectiveRange: &lineRange)
        #expect(lineRange.length < 60, "ideographs still wrap")
    }

    @Test("Issue 45: drawsOutsideLineFragment(forGlyphAt:) is true for glyphs whose ink reaches past their line's fragment (lines squeezed by a maximum line height), false in lines of their own height")
    func drawsOutsideLineFragment() {
        let text = "Hag\nHag"
        let storage = NSTextStorage(string: text, attributes: [.font: UIFont.systemFont(ofSize: 20)])
        let squeezed = NSMutableParagraphStyle()
        squeezed.maximumLineHeight = 8
        storage.addAttribute(.paragraphStyle, value: squeezed, range: NSRange(location: 4, length: 3))
        let manager = NSLayoutManager()
        let container = NSTextContainer(size: CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude))
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        manager.ensureLayout(for: container)
        #expect(!manager.drawsOutsideLineFragment(forGlyphAt: 0), "H in a line of its own height")
        #expect(!manager.drawsOutsideLineFragment(forGlyphAt: 2), "g too")
        #expect(manager.drawsOutsideLineFragment(forGlyphAt: 4), "H in an 8-point line")
        #expect(manager.drawsOutsideLineFragment(forGlyphAt: 6), "g in an 8-point line")
        #expect(!manager.drawsOutsideLineFragment(forGlyphAt: 3), "a line break draws nothing")
        #expect(!manager.drawsOutsideLineFragment(forGlyphAt: 99), "no such glyph")
    }
}
