import Foundation
import Testing
@testable import UIKit

/// `NSMutableAttributedString.fixAttributes(in:)`.
@MainActor
@Suite("Fixing attributes")
struct FixAttributesTests {
    @Test("Each paragraph the range touches takes its first character's paragraph style, all of it, also past the range; other paragraphs keep theirs")
    func paragraphStyles() {
        let centred = NSMutableParagraphStyle()
        centred.alignment = .center
        let right = NSMutableParagraphStyle()
        right.alignment = .right
        let text = NSMutableAttributedString(string: "first line\nsecond line\nthird")
        text.addAttribute(.paragraphStyle, value: centred, range: NSRange(location: 0, length: 5))
        text.addAttribute(.paragraphStyle, value: right, range: NSRange(location: 5, length: 10))
        text.addAttribute(.paragraphStyle, value: right, range: NSRange(location: 23, length: 2))
        text.fixAttributes(in: NSRange(location: 2, length: 1))
        var effective = NSRange()
        #expect(text.attribute(.paragraphStyle, at: 9, effectiveRange: &effective) as? NSParagraphStyle === centred)
        #expect(effective.location == 0 && effective.length >= 11, "the first paragraph, its separator included")
        #expect(text.attribute(.paragraphStyle, at: 12, effectiveRange: nil) as? NSParagraphStyle === right, "the second paragraph is outside the range")
        text.fixAttributes(in: NSRange(location: 0, length: text.length))
        #expect(text.attribute(.paragraphStyle, at: 20, effectiveRange: nil) as? NSParagraphStyle === right, "the second paragraph starts right-aligned")
        #expect(text.attribute(.paragraphStyle, at: 26, effectiveRange: nil) as? NSParagraphStyle === right, "the third starts right-aligned too")
        let loose = NSMutableAttributedString(string: "plain start, styled end")
        loose.addAttribute(.paragraphStyle, value: centred, range: NSRange(location: 6, length: 10))
        loose.fixAttributes(in: NSRange(location: 0, length: 1))
        #expect(loose.attribute(.paragraphStyle, at: 10, effectiveRange: nil) == nil, "a paragraph starting without a style has none")
    }

    @Test("Only attachment characters keep an attachment; an empty or out-of-range range does nothing and does not crash")
    func attachments() {
        let attachment = NSTextAttachment()
        let text = NSMutableAttributedString(string: "a\u{FFFC}b")
        text.addAttribute(.attachment, value: attachment, range: NSRange(location: 0, length: 3))
        text.fixAttributes(in: NSRange(location: 0, length: 3))
        #expect(text.attribute(.attachment, at: 0, effectiveRange: nil) == nil)
        #expect(text.attribute(.attachment, at: 1, effectiveRange: nil) as? NSTextAttachment === attachment)
        #expect(text.attribute(.attachment, at: 2, effectiveRange: nil) == nil)
        text.fixAttributes(in: NSRange(location: 10, length: 5))
        text.fixAttributes(in: NSRange(location: 0, length: 0))
        NSMutableAttributedString(string: "").fixAttributes(in: NSRange(location: 0, length: 0))
    }
}
