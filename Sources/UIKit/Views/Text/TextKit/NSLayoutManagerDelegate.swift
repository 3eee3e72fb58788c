import Foundation

/// Hears a layout manager's layout, and adjusts it.
///
/// Slate asks about a paragraph's glyphs and line breaks when it lays the paragraph out (each
/// time, for every place a line could break after white space), not only where TextKit's
/// typesetter happens to need an answer; answers should depend on the text alone.
@preconcurrency @MainActor
public protocol NSLayoutManagerDelegate: AnyObject {
    /// Layout was invalidated (text, attributes or geometry changed).
    func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager)
    /// Layout of `textContainer` was done; `layoutFinishedFlag`: to the end of the text.
    func layoutManager(_ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?,
                       atEnd layoutFinishedFlag: Bool)
    /// The glyphs of a paragraph, before they are laid out: return 0 to keep them, or call
    /// `layoutManager.setGlyphs(_:properties:characterIndexes:font:forGlyphRange:)` with
    /// changed properties and return `glyphRange.length`. A `.null` property hides its
    /// character (it takes no room and draws nothing); Slate keeps Pango's glyph ids.
    func layoutManager(_ layoutManager: NSLayoutManager, shouldGenerateGlyphs glyphs: UnsafePointer<CGGlyph>,
                       properties props: UnsafePointer<NSLayoutManager.GlyphProperty>, characterIndexes charIndexes: UnsafePointer<Int>,
                       font aFont: UIFont, forGlyphRange glyphRange: NSRange) -> Int
    /// Whether a line may break by word before the character at `charIndex`; false keeps
    /// the words on both sides of it together.
    func layoutManager(_ layoutManager: NSLayoutManager, shouldBreakLineByWordBeforeCharacterAt charIndex: Int) -> Bool
    /// Whether a line may break inside a word, hyphenated, before the character at
    /// `charIndex` (asked where hyphenation is on: `usesDefaultHyphenation`, or the
    /// paragraph's `hyphenationFactor`); false keeps the letters on both sides together.
    func layoutManager(_ layoutManager: NSLayoutManager, shouldBreakLineByHyphenatingBeforeCharacterAt charIndex: Int) -> Bool
    /// A line's fragment before it is placed, in the container's coordinates: its rectangle
    /// (as wide as the container), the part the glyphs use, and its baseline's offset from
    /// the rectangle's top. Change them and return true to place the line so: its top moves
    /// to the rectangle's, it takes the rectangle's height, and its glyphs stand on the
    /// baseline given. The used rectangle is the glyphs' own and is not taken.
    func layoutManager(_ layoutManager: NSLayoutManager, shouldSetLineFragmentRect lineFragmentRect: UnsafeMutablePointer<CGRect>,
                       lineFragmentUsedRect: UnsafeMutablePointer<CGRect>, baselineOffset: UnsafeMutablePointer<CGFloat>,
                       in textContainer: NSTextContainer, forGlyphRange glyphRange: NSRange) -> Bool
    /// `textContainer`'s size changed from `oldSize`.
    func layoutManager(_ layoutManager: NSLayoutManager, textContainer: NSTextContainer, didChangeGeometryFrom oldSize: CGSize)
    /// Room to add after the line whose last glyph is `glyphIndex`, beyond its paragraph
    /// style's line spacing.
    func layoutManager(_ layoutManager: NSLayoutManager, lineSpacingAfterGlyphAt glyphIndex: Int,
                       withProposedLineFragment rect: CGRect) -> CGFloat
    /// Room to add above the paragraph starting at `glyphIndex`.
    func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingBeforeGlyphAt glyphIndex: Int,
                       withProposedLineFragment rect: CGRect) -> CGFloat
    /// Room to add below the paragraph ending at `glyphIndex`.
    func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingAfterGlyphAt glyphIndex: Int,
                       withProposedLineFragment rect: CGRect) -> CGFloat
}

extension NSLayoutManagerDelegate {
    public func layoutManagerDidInvalidateLayout(_ sender: NSLayoutManager) {}
    public func layoutManager(_ layoutManager: NSLayoutManager, didCompleteLayoutFor textContainer: NSTextContainer?,
                              atEnd layoutFinishedFlag: Bool) {}
    public func layoutManager(_ layoutManager: NSLayoutManager, shouldGenerateGlyphs glyphs: UnsafePointer<CGGlyph>,
                              properties props: UnsafePointer<NSLayoutManager.GlyphProperty>, characterIndexes charIndexes: UnsafePointer<Int>,
                              font aFont: UIFont, forGlyphRange glyphRange: NSRange) -> Int { 0 }
    public func layoutManager(_ layoutManager: NSLayoutManager, shouldBreakLineByWordBeforeCharacterAt charIndex: Int) -> Bool { true }
    public func layoutManager(_ layoutManager: NSLayoutManager, shouldBreakLineByHyphenatingBeforeCharacterAt charIndex: Int) -> Bool {
        OptionalRequirement.markDefault()
        return true
    }
    public func layoutManager(_ layoutManager: NSLayoutManager, shouldSetLineFragmentRect lineFragmentRect: UnsafeMutablePointer<CGRect>,
                              lineFragmentUsedRect: UnsafeMutablePointer<CGRect>, baselineOffset: UnsafeMutablePointer<CGFloat>,
                              in textContainer: NSTextContainer, forGlyphRange glyphRange: NSRange) -> Bool {
        OptionalRequirement.markDefault()
        return false
    }
    public func layoutManager(_ layoutManager: NSLayoutManager, textContainer: NSTextContainer, didChangeGeometryFrom oldSize: CGSize) {}
    public func layoutManager(_ layoutManager: NSLayoutManager, lineSpacingAfterGlyphAt glyphIndex: Int,
                              withProposedLineFragment rect: CGRect) -> CGFloat { 0 }
    public func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingBeforeGlyphAt glyphIndex: Int,
                              withProposedLineFragment rect: CGRect) -> CGFloat { 0 }
    public func layoutManager(_ layoutManager: NSLayoutManager, paragraphSpacingAfterGlyphAt glyphIndex: Int,
                              withProposedLineFragment rect: CGRect) -> CGFloat { 0 }
}
