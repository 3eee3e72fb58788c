import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// `UITextDragPreviewRenderer` (issue 45).
@MainActor
@Suite("Text drag preview renderer", .exclusiveUIKit)
struct TextDragPreviewRendererTests {
    /// Four lines or more of 17-point text in a 200-point container.
    private func makeLayoutManager() -> (NSLayoutManager, NSTextStorage, NSTextContainer) {
        let storage = NSTextStorage(string: "Plums and greengages ripen late in the summer, and the wasps find them before anyone does; pick them early.",
                                    attributes: [.font: UIFont.systemFont(ofSize: 17)])
        let manager = NSLayoutManager()
        let container = NSTextContainer(size: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        return (manager, storage, container)
    }

    private func lineParts(_ manager: NSLayoutManager, _ container: NSTextContainer, _ range: NSRange) -> [CGRect] {
        var parts: [CGRect] = []
        manager.enumerateLineFragments(forGlyphRange: range) { _, _, _, line, _ in
            let part = NSIntersectionRange(line, range)
            if part.length > 0 { parts.append(manager.boundingRect(forGlyphRange: part, in: container)) }
        }
        return parts
    }

    @Test("(issue 45) a range over several lines: a partial first line, whole lines in the body, a partial last line, touching, in the image's coordinates; the image shows the glyphs")
    func severalLines() throws {
        let (manager, storage, container) = makeLayoutManager()
        defer { withExtendedLifetime(storage) {} }
        let range = NSRange(location: 6, length: 80)
        let parts = lineParts(manager, container, range)
        try #require(parts.count >= 3)
        let renderer = UITextDragPreviewRenderer(layoutManager: manager, range: range)
        #expect(renderer.layoutManager === manager)
        let first = renderer.firstLineRect, body = renderer.bodyRect, last = renderer.lastLineRect
        let union = first.union(body).union(last)
        #expect(union.minX == 0 && union.minY == 0, "the image's coordinates")
        #expect(first.minX > body.minX, "the first line starts at the range, inside its line")
        #expect(abs(last.minX - body.minX) < 1, "the last line starts at its line's start")
        #expect(last.width < body.width)
        #expect(abs(first.maxY - body.minY) < 0.01 && abs(body.maxY - last.minY) < 0.01, "unified: they touch")
        let unionOfParts = parts.reduce(CGRect.null) { $0.union($1) }
        #expect(abs(body.width - parts[1..<(parts.count - 1)].reduce(CGRect.null) { $0.union($1) }.width) < 0.01)
        let image = renderer.image
        #expect(abs(image.size.width - unionOfParts.width) < 1 && abs(image.size.height - unionOfParts.height) < 1)
        let cgImage = try #require(image.cgImage)
        var inked = 0
        for y in stride(from: 0, to: cgImage.height, by: 2) {
            for x in stride(from: 0, to: cgImage.width, by: 2) where cgImage.color(x: x, y: y).alpha > 0 { inked += 1 }
        }
        #expect(inked > 50, "the glyphs are drawn")
        // Outside the shape (left of the first line's part), nothing is drawn.
        let scale = Int(image.scale)
        #expect(cgImage.color(x: Int(first.minX / 2) * scale, y: Int(first.midY) * scale).alpha == 0)
    }

    @Test("(issue 45) one line: the first line alone; an empty range: all zero and an empty image")
    func oneLineAndEmpty() {
        let (manager, storage, _) = makeLayoutManager()
        defer { withExtendedLifetime(storage) {} }
        let one = UITextDragPreviewRenderer(layoutManager: manager, range: NSRange(location: 0, length: 5))
        #expect(one.firstLineRect.origin == .zero && one.firstLineRect.width > 10)
        #expect(one.bodyRect == .zero && one.lastLineRect == .zero)
        let empty = UITextDragPreviewRenderer(layoutManager: manager, range: NSRange(location: 3, length: 0))
        #expect(empty.firstLineRect == .zero && empty.bodyRect == .zero && empty.lastLineRect == .zero)
        #expect(empty.image.size == .zero)
    }

    final class Enlarging: UITextDragPreviewRenderer {
        var origins: [CGPoint] = []
        override func adjust(firstLineRect: UnsafeMutablePointer<CGRect>, bodyRect: UnsafeMutablePointer<CGRect>,
                             lastLineRect: UnsafeMutablePointer<CGRect>, textOrigin origin: CGPoint) {
            origins.append(origin)
            firstLineRect.pointee = firstLineRect.pointee.insetBy(dx: -4, dy: 0)
            lastLineRect.pointee = lastLineRect.pointee.insetBy(dx: -4, dy: 0)
        }
    }

    @Test("(issue 45) a subclass adjusts the rectangles once, told where the text container's origin is; without unifying, each line keeps its own box")
    func adjustingAndNotUnifying() throws {
        let (manager, storage, container) = makeLayoutManager()
        defer { withExtendedLifetime(storage) {} }
        let range = NSRange(location: 6, length: 80)
        let plain = UITextDragPreviewRenderer(layoutManager: manager, range: range, unifyRects: false)
        let enlarged = Enlarging(layoutManager: manager, range: range, unifyRects: false)
        #expect(enlarged.firstLineRect.width == plain.firstLineRect.width + 8)
        #expect(enlarged.lastLineRect.width == plain.lastLineRect.width + 8)
        #expect(enlarged.bodyRect.size == plain.bodyRect.size)
        // The adjusted rectangles reach 4 points further left: the image's coordinates start there.
        let enlargedUnion = enlarged.firstLineRect.union(enlarged.bodyRect).union(enlarged.lastLineRect)
        #expect(enlargedUnion.minX == 0 && enlargedUnion.minY == 0)
        #expect(enlarged.lastLineRect.minX == 0 && enlarged.bodyRect.minX == 4)
        #expect(abs(enlarged.image.size.width - enlargedUnion.width) < 1)
        _ = enlarged.image
        #expect(enlarged.origins.count == 1, "worked out once")
        let parts = lineParts(manager, container, range)
        try #require(parts.count >= 3)
        let union = parts.reduce(CGRect.null) { $0.union($1) }
        #expect(enlarged.origins.first == CGPoint(x: -union.minX, y: -union.minY))
        #expect(plain.firstLineRect.height == parts[0].height, "not unified: the line's own height")
    }
}
