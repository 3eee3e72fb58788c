import CoreGraphics
import Foundation

/// A preview of dragged text as UIKit draws its own: the glyphs of a range of a layout
/// manager's text, and the shape they make — a partial first line, full lines in the
/// middle, a partial last line — for a `UIDragPreview`'s visible path.
///
/// The rectangles are in the image's coordinates (its top-left is the top-left of the
/// range's glyphs); `adjust(firstLineRect:bodyRect:lastLineRect:textOrigin:)` is where a
/// subclass changes them, told where the text container's origin is in those coordinates.
@preconcurrency @MainActor
open class UITextDragPreviewRenderer: NSObject {
    public let layoutManager: NSLayoutManager
    private let range: NSRange
    private let unifiesRects: Bool

    public convenience init(layoutManager: NSLayoutManager, range: NSRange) {
        self.init(layoutManager: layoutManager, range: range, unifyRects: true)
    }

    /// `unifyRects`: the rectangles' tops and heights adjust so that they touch (the first
    /// line's bottom is the body's top, the body's bottom the last line's top).
    public init(layoutManager: NSLayoutManager, range: NSRange, unifyRects: Bool) {
        self.layoutManager = layoutManager
        self.range = range
        self.unifiesRects = unifyRects
        super.init()
    }

    /// The first line's part of the range: a partial line; zero for an empty range.
    open var firstLineRect: CGRect { geometry.firstLine }
    /// The lines between the first and the last, whole; zero for fewer than three lines.
    open var bodyRect: CGRect { geometry.body }
    /// The last line's part of the range; zero for a range on one line.
    open var lastLineRect: CGRect { geometry.lastLine }

    /// The range's glyphs as the layout manager draws them, clipped to the three rectangles,
    /// at the main screen's scale.
    open var image: UIImage {
        if let renderedImage { return renderedImage }
        let geometry = self.geometry
        let shape = [geometry.firstLine, geometry.body, geometry.lastLine].filter { !$0.isEmpty }
        let bounds = shape.reduce(CGRect.null) { $0.union($1) }
        guard !bounds.isNull, bounds.width >= 1, bounds.height >= 1 else { return UIImage() }
        let format = UIGraphicsImageRendererFormat.preferred()
        format.opaque = false
        let image = UIGraphicsImageRenderer(size: bounds.size, format: format).image { context in
            context.cgContext.addRects(shape.map { $0.offsetBy(dx: -bounds.minX, dy: -bounds.minY) })
            context.cgContext.clip()
            // The text as its view draws it: background colours behind the glyphs.
            let origin = CGPoint(x: geometry.textOrigin.x - bounds.minX, y: geometry.textOrigin.y - bounds.minY)
            layoutManager.drawBackground(forGlyphRange: geometry.glyphs, at: origin)
            layoutManager.drawGlyphs(forGlyphRange: geometry.glyphs, at: origin)
        }
        renderedImage = image
        return image
    }

    /// Does nothing: override it to change the rectangles the renderer found (to enlarge
    /// them, say), given in the image's coordinates with `origin` the text container's
    /// origin there.
    open func adjust(firstLineRect: UnsafeMutablePointer<CGRect>, bodyRect: UnsafeMutablePointer<CGRect>,
                     lastLineRect: UnsafeMutablePointer<CGRect>, textOrigin origin: CGPoint) {}

    // MARK: Geometry

    private struct Geometry {
        var firstLine = CGRect.zero
        var body = CGRect.zero
        var lastLine = CGRect.zero
        /// The text container's origin in the rectangles' coordinates.
        var textOrigin = CGPoint.zero
        /// The glyphs the rectangles were found for.
        var glyphs = NSRange(location: 0, length: 0)
    }

    private var computedGeometry: Geometry?
    private var renderedImage: UIImage?

    private var glyphRange: NSRange {
        layoutManager.glyphRange(forCharacterRange: range, actualCharacterRange: nil)
    }

    /// Worked out the first time a rectangle or the image is asked for, as UIKit does. (While
    /// a subclass's `adjust` runs, its rectangles read as zero.)
    private var geometry: Geometry {
        if let computedGeometry { return computedGeometry }
        computedGeometry = Geometry()
        var geometry = Geometry()
        let glyphs = glyphRange
        var lines: [CGRect] = []
        if glyphs.length > 0, let container = layoutManager.textContainers.first {
            layoutManager.enumerateLineFragments(forGlyphRange: glyphs) { _, _, _, lineGlyphs, _ in
                let part = NSIntersectionRange(lineGlyphs, glyphs)
                guard part.length > 0 else { return }
                lines.append(self.layoutManager.boundingRect(forGlyphRange: part, in: container))
            }
        }
        if let first = lines.first {
            var firstLine = first
            var lastLine = lines.count > 1 ? lines[lines.count - 1] : .zero
            var body = lines.count > 2 ? lines[1..<(lines.count - 1)].reduce(CGRect.null) { $0.union($1) } : .zero
            if unifiesRects, lines.count > 1 {
                let next = body.isEmpty ? lastLine : body
                firstLine.size.height = max(0, next.minY - firstLine.minY)
                if !body.isEmpty { body.size.height = max(0, lastLine.minY - body.minY) }
            }
            let bounds = [firstLine, body, lastLine].filter { !$0.isEmpty }.reduce(CGRect.null) { $0.union($1) }
            let shift = CGPoint(x: -bounds.minX, y: -bounds.minY)
            firstLine = firstLine.offsetBy(dx: shift.x, dy: shift.y)
            if !body.isEmpty { body = body.offsetBy(dx: shift.x, dy: shift.y) }
            if !lastLine.isEmpty { lastLine = lastLine.offsetBy(dx: shift.x, dy: shift.y) }
            adjust(firstLineRect: &firstLine, bodyRect: &body, lastLineRect: &lastLine, textOrigin: shift)
            // Adjusted rectangles may reach past the found ones: the image's coordinates start
            // at their top-left again.
            let adjusted = [firstLine, body, lastLine].filter { !$0.isEmpty }.reduce(CGRect.null) { $0.union($1) }
            let reshift = adjusted.isNull ? CGPoint.zero : CGPoint(x: -adjusted.minX, y: -adjusted.minY)
            func moved(_ rect: CGRect) -> CGRect { rect.isEmpty ? rect : rect.offsetBy(dx: reshift.x, dy: reshift.y) }
            geometry = Geometry(firstLine: moved(firstLine), body: moved(body), lastLine: moved(lastLine),
                                textOrigin: CGPoint(x: shift.x + reshift.x, y: shift.y + reshift.y), glyphs: glyphs)
        }
        computedGeometry = geometry
        return geometry
    }
}
