import Foundation

/// Which layers of a frame would be painted over entirely, so the compositor need not paint
/// them: a window's background under a navigation controller's view under a table's, each
/// filling the whole frame, costs three full-frame fills for one visible one.
///
/// Built by a walk in drawing order before the frame is drawn, numbering each layer the
/// renderer will draw (`paintIndex`, the same numbering `LayerRenderer` keeps) and noting the
/// *occluders*: device rectangles that a layer's background fills with fully opaque pixels —
/// an opaque colour, at full opacity all the way up, with no mask above, axis-aligned, inside
/// every clipping ancestor, rounded corners cut off, shrunk to whole pixels (an edge pixel
/// covered in part blends with what is below it).
///
/// Painting is skipped only where nothing can show: a layer's own shadow, background and
/// contents when the occluders painted after it (its sublayers among them) cover them within
/// the damage; its whole subtree when the occluders painted after the subtree cover it.
/// Borders, painted after sublayers, are always drawn. Pixels are the same either way.
@MainActor
struct OcclusionMap {
    private struct Occluder {
        let rect: CGRect
        let paintIndex: Int
    }

    /// In painting order.
    private var occluders: [Occluder] = []
    /// For each painted layer, the paint index of the last layer of its subtree.
    private var subtreeEnds: [Int] = []
    private let damage: [CGRect]

    /// Occluders smaller than this (device pixels) are not worth the lookups: a row's
    /// background hides little, a column's or a page's hides much.
    static let minimumOccluderArea: CGFloat = 64 * 64
    /// A query gives up (and the layer is painted) when what is left uncovered has split into
    /// more pieces than this.
    private static let maximumPieces = 16

    init(root: CALayer, transform: CGAffineTransform, damage: [CGRect]) {
        self.damage = damage
        var next = 0
        visit(root, transform: transform, parentTransform: nil, clip: .infinite, opaqueAbove: true, next: &next)
    }

    /// Mirrors `LayerRenderer.renderContent`'s walk: the same layers, in the same order.
    private mutating func visit(_ layer: CALayer, transform: CGAffineTransform, parentTransform: CGAffineTransform?, clip: CGRect,
                                opaqueAbove: Bool, next: inout Int) {
        guard layer.isDrawn(with: transform), layer.renderState.subtreeRect.intersectsAny(damage) else { return }
        let index = next
        next += 1
        subtreeEnds.append(index)
        // A layer in a transition fades or moves with everything in it: nothing there hides.
        let inTransition = !layer.animationEntries.isEmpty && layer.activeTransition(at: CACurrentMediaTime()) != nil
        // A rasterized layer shows a resampled bitmap, soft at its edges: nothing in it hides.
        let opaque = opaqueAbove && layer.opacity >= 1 && layer.mask == nil && !inTransition && !layer.shouldRasterize
        let axisAligned = transform.b == 0 && transform.c == 0 && transform.a > 0 && transform.d > 0
        if opaque, axisAligned, layer.hasVisibleBackground, let color = layer.backgroundColor, color.alpha >= 1 {
            let rect = (layer.wholePixelsInsideOutline(transform: transform) ?? .null).intersection(clip).wholePixelsInside
            if !rect.isNull, rect.width * rect.height >= Self.minimumOccluderArea {
                occluders.append(Occluder(rect: rect, paintIndex: index))
            }
        }
        var childClip = clip
        if layer.masksToBounds && layer.flattensSublayers {
            childClip = axisAligned ? clip.intersection(layer.wholePixelsInsideOutline(transform: transform) ?? .null) : .null
        }
        // A child outside the damage is not visited (nor numbered): checked here, before its
        // transform is worked out, which is most of a small frame's walk.
        // A replicator's copies are tinted and moved: nothing in them is counted as hiding.
        let childrenOpaque = opaque && !(layer is CAReplicatorLayer)
        let handed = layer.sublayersParentTransform(own: transform, received: parentTransform)
        for child in layer.sublayersInDrawingOrder where child.isVisibleForDrawing && child.renderState.subtreeRect.intersectsAny(damage) {
            visit(child, transform: child.drawingTransform(in: handed), parentTransform: handed, clip: childClip,
                  opaqueAbove: childrenOpaque, next: &next)
        }
        subtreeEnds[index] = next - 1
    }

    /// The paint index of the last layer of the subtree painted at `paintIndex`.
    func subtreeEnd(of paintIndex: Int) -> Int? {
        subtreeEnds.indices.contains(paintIndex) ? subtreeEnds[paintIndex] : nil
    }

    /// Whether the layer painted at `paintIndex`, whose own painting covers `rect` (device
    /// pixels), is hidden by what is painted after it.
    func hidesOwnPainting(of paintIndex: Int, in rect: CGRect) -> Bool {
        isCovered(rect, byOccludersAfter: paintIndex)
    }

    /// When the whole subtree of the layer painted at `paintIndex`, covering `rect`, is hidden
    /// by what is painted after it: the paint index of the subtree's last layer.
    func hiddenSubtreeEnd(of paintIndex: Int, in rect: CGRect) -> Int? {
        guard subtreeEnds.indices.contains(paintIndex) else { return nil }
        let end = subtreeEnds[paintIndex]
        return isCovered(rect, byOccludersAfter: end) ? end : nil
    }

    private func isCovered(_ rect: CGRect, byOccludersAfter paintIndex: Int) -> Bool {
        guard !rect.isNull, let last = occluders.last, last.paintIndex > paintIndex else { return false }
        // This runs for every layer a frame draws: the pieces are split in the map's two
        // buffers, kept from query to query (new arrays here were a fifth of a drag frame's
        // allocations). Taken out while in use, so that each is uniquely referenced.
        var pieces = buffers.pieces, remaining = buffers.remaining
        buffers.pieces = []
        buffers.remaining = []
        defer {
            buffers.pieces = pieces
            buffers.remaining = remaining
        }
        var started = false
        for occluder in occluders.reversed() {
            guard occluder.paintIndex > paintIndex else { break }
            // Most occluders lie elsewhere in the frame: passed over before anything is split.
            guard occluder.rect.overlaps(rect) else { continue }
            if !started {
                started = true
                pieces.removeAll(keepingCapacity: true)
                for area in damage {
                    let piece = area.intersection(rect)
                    if !piece.isNull, !piece.isEmpty { pieces.append(piece) }
                }
            }
            remaining.removeAll(keepingCapacity: true)
            for piece in pieces {
                if piece.overlaps(occluder.rect) {
                    piece.split(around: occluder.rect, appendingTo: &remaining)
                } else {
                    remaining.append(piece)
                }
            }
            if remaining.isEmpty { return true }
            if remaining.count > Self.maximumPieces { return false }
            swap(&pieces, &remaining)
        }
        return false
    }

    /// The arrays `isCovered` splits pieces in.
    private final class PieceBuffers {
        var pieces: [CGRect] = []
        var remaining: [CGRect] = []
    }

    private let buffers = PieceBuffers()
}
