import Foundation

/// Hard edges (`CALayer.allowsEdgeAntialiasing`, `edgeAntialiasingMask`).
///
/// Core Animation antialiases a layer's edges only when asked: by default a layer turned off
/// the pixel grid ends in stepped edges, a pixel in or out. Cairo antialiases every fill, so a
/// hard edge is made with a clip instead: the layer's own painting is drawn reaching a little
/// past each hard edge (`EdgeBleed`), inside an aliased clip of the bounds — whole pixels,
/// in where their centres are — whose soft edges are pushed out of the way; when some edges
/// stay soft, a second, antialiased clip cuts those at the bounds, its hard edges pushed out.
/// Each edge is then cut by exactly one of the two clips, in the way the mask says.
extension LayerRenderer {
    /// Draws what `body` records with `layer`'s `hard` edges cut hard (plainly when there are
    /// none). `area` is what the body paints, the bounds unless said: only its edges that lie
    /// on the bounds are the layer's edges (contents that overflow the bounds are not cut).
    mutating func withHardEdges(_ hard: CAEdgeAntialiasingMask, of layer: CALayer, area: CGRect? = nil,
                                transform: CGAffineTransform, _ body: (inout LayerRenderer) -> Void) {
        let area = area ?? layer.bounds
        let hard = hard.intersection(area.edges(lyingOn: layer.bounds))
        guard !hard.isEmpty else { return body(&self) }
        let starts = beginEdgeClips(hard, of: area, transform: transform)
        let saved = edgeBleed
        edgeBleed = EdgeBleed(edges: hard, distance: EdgeBleed.distance(under: transform))
        body(&self)
        edgeBleed = saved
        endClips(startedAt: starts)
    }

    /// Begins the clips that cut `bounds` (a layer's, in its space) hard along `hard` and
    /// softly along the other edges; returns where they begin, for `endClips(startedAt:)`.
    mutating func beginEdgeClips(_ hard: CAEdgeAntialiasingMask, of bounds: CGRect, transform: CGAffineTransform) -> [Int] {
        let distance = EdgeBleed.distance(under: transform)
        let soft = CAEdgeAntialiasingMask.allEdges.subtracting(hard)
        let reach = trustedBounds(bounds.outset(.allEdges, by: distance).applying(transform))
        setMatrix(transform)
        var starts = [list.beginRange(.beginClip(ClipRange(path: CGPath(rect: bounds.outset(soft, by: distance), transform: nil),
                                                           bounds: reach, end: 0, aliased: true)))]
        if !soft.isEmpty {
            starts.append(list.beginRange(.beginClip(ClipRange(path: CGPath(rect: bounds.outset(hard, by: distance), transform: nil),
                                                               bounds: reach, end: 0))))
        }
        return starts
    }

    /// `layer`'s bounds as its own painting fills them: past its hard edges while they are
    /// cut (a rectangle then: rounded layers have no hard edges), else its (rounded) shape.
    func paintedBoundsShape(of layer: CALayer) -> CGPath {
        guard let edgeBleed else { return layer.cachedBoundsShape() }
        return CGPath(rect: edgeBleed.apply(to: layer.bounds, within: layer.bounds), transform: nil)
    }

    /// Ends the clips begun at `starts`, innermost first.
    mutating func endClips(startedAt starts: [Int]) {
        for start in starts.reversed() {
            list.append(.endClip)
            list.endRange(startedAt: start)
        }
    }
}

/// How far a layer's fills reach past its hard edges, so that every pixel the aliased clip
/// keeps along them is covered whole.
struct EdgeBleed {
    let edges: CAEdgeAntialiasingMask
    /// In the layer's points.
    let distance: CGFloat

    /// Two device pixels, in the layer's points.
    static func distance(under transform: CGAffineTransform) -> CGFloat {
        2 / max(transform.scaleFactor, 0.001)
    }

    /// `rect` stretched past the hard edges of `bounds` (the layer's) it lies along: all of
    /// them for the bounds themselves, those contents reach for contents; the other sides
    /// stay.
    func apply(to rect: CGRect, within bounds: CGRect) -> CGRect {
        rect.outset(edges.intersection(rect.edges(lyingOn: bounds)), by: distance)
    }
}

extension CALayer {
    /// The edges drawn hard under `transform`: none where the edges run along the pixel grid
    /// (whole turns of 90°: antialiasing changes nothing there) or round the corners; else
    /// all of them unless `allowsEdgeAntialiasing`, then those the mask leaves out.
    func aliasedEdges(under transform: CGAffineTransform) -> CAEdgeAntialiasingMask {
        // Rotations by whole quarter turns leave rounding noise (sin π is 1.2e-16, not 0).
        let tiny: CGFloat = 1e-9
        let alongGrid = (abs(transform.b) < tiny && abs(transform.c) < tiny) || (abs(transform.a) < tiny && abs(transform.d) < tiny)
        guard !alongGrid, !isRounded, !bounds.isEmpty else { return [] }
        return allowsEdgeAntialiasing ? CAEdgeAntialiasingMask.allEdges.subtracting(edgeAntialiasingMask) : .allEdges
    }
}

extension CGRect {
    /// The edges of this rectangle that lie on `bounds`' edges (the same side, within a
    /// hundredth of a point).
    func edges(lyingOn bounds: CGRect) -> CAEdgeAntialiasingMask {
        var edges: CAEdgeAntialiasingMask = []
        let tolerance: CGFloat = 0.01
        if abs(minX - bounds.minX) < tolerance { edges.insert(.layerLeftEdge) }
        if abs(maxX - bounds.maxX) < tolerance { edges.insert(.layerRightEdge) }
        if abs(minY - bounds.minY) < tolerance { edges.insert(.layerBottomEdge) }
        if abs(maxY - bounds.maxY) < tolerance { edges.insert(.layerTopEdge) }
        return edges
    }

    /// This rectangle with `edges` moved outwards by `distance` (left: minimum x, right:
    /// maximum x, bottom: minimum y, top: maximum y).
    func outset(_ edges: CAEdgeAntialiasingMask, by distance: CGFloat) -> CGRect {
        var rect = self
        if edges.contains(.layerLeftEdge) { rect.origin.x -= distance; rect.size.width += distance }
        if edges.contains(.layerRightEdge) { rect.size.width += distance }
        if edges.contains(.layerBottomEdge) { rect.origin.y -= distance; rect.size.height += distance }
        if edges.contains(.layerTopEdge) { rect.size.height += distance }
        return rect
    }
}
