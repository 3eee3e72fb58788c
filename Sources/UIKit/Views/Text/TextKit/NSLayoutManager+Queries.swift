import CoreGraphics
import Foundation

/// TextKit's questions that come in two forms: with `withoutAdditionalLayout`, and by glyph
/// rather than by character. Slate's glyphs are the text's UTF-16 characters, one each, and a
/// question lays out what its answer needs either way (Slate's layout of a paragraph is quick
/// and kept), so the forms answer alike.
extension NSLayoutManager {
    public func textContainer(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?,
                              withoutAdditionalLayout flag: Bool) -> NSTextContainer? {
        textContainer(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange)
    }

    public func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?,
                                 withoutAdditionalLayout flag: Bool) -> CGRect {
        lineFragmentRect(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange)
    }

    public func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?,
                                     withoutAdditionalLayout flag: Bool) -> CGRect {
        lineFragmentUsedRect(forGlyphAt: glyphIndex, effectiveRange: effectiveGlyphRange)
    }

    /// The glyphs an ellipsis stands for in the line holding the glyph at `glyphIndex` (a
    /// text container's truncating `lineBreakMode` on its last line, or a paragraph's own
    /// truncating mode); `NSNotFound` when the line shows all its glyphs.
    public func truncatedGlyphRange(inLineFragmentForGlyphAt glyphIndex: Int) -> NSRange {
        let none = NSRange(location: NSNotFound, length: 0)
        guard let line = lineFragment(forGlyphAt: glyphIndex) else { return none }
        let paragraphLayout = layout.layout(of: line.paragraph)
        let start = layout.paragraphs[line.paragraph].range.location
        guard let index = paragraphLayout.lineBoxes.firstIndex(where: { $0.range.location + start == line.glyphRange.location }),
              let elided = paragraphLayout.elidedRange(onLine: index) else { return none }
        return NSRange(location: elided.location + start, length: elided.length)
    }

    public func glyphRangeForBoundingRect(withoutAdditionalLayout bounds: CGRect, in container: NSTextContainer) -> NSRange {
        glyphRange(forBoundingRect: bounds, in: container)
    }

    /// Lays out the text down to the bottom of `bounds`.
    public func ensureLayout(forBoundingRect bounds: CGRect, in container: NSTextContainer) {
        _ = glyphRange(forBoundingRect: bounds, in: container)
    }

    /// Calls `block` with one rectangle per line that `glyphRange` covers — the part of the
    /// line it covers, as tall as the line — until it sets `stop`: the rectangles Slate draws
    /// a selection with. Slate does not use `selectedRange`.
    public func enumerateEnclosingRects(forGlyphRange glyphRange: NSRange, withinSelectedGlyphRange selectedRange: NSRange,
                                        in textContainer: NSTextContainer,
                                        using block: (CGRect, UnsafeMutablePointer<ObjCBool>) -> Void) {
        guard textContainer === textContainers.first else { return }
        var stop: ObjCBool = false
        let range = NSIntersectionRange(glyphRange, NSRange(location: 0, length: numberOfGlyphs))
        for rect in segments(of: range) {
            block(rect, &stop)
            if stop.boolValue { return }
        }
    }
}

/// Which way text runs in a container. TextKit on iOS lays text out horizontally only.
extension NSLayoutManager {
    public enum TextLayoutOrientation: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}

/// What says which way a container's text runs.
@preconcurrency @MainActor
public protocol NSTextLayoutOrientationProvider: NSObjectProtocol {
    var layoutOrientation: NSLayoutManager.TextLayoutOrientation { get }
}

extension NSTextContainer: NSTextLayoutOrientationProvider {
    /// Horizontal: iOS's TextKit lays out no vertical text.
    public var layoutOrientation: NSLayoutManager.TextLayoutOrientation { .horizontal }
}
