import Foundation

/// Large rounded backgrounds and borders, drawn in slices.
///
/// A card-sized rounded fill costs Cairo most of its time in scan-converting the outline —
/// the straight sides as much as the corners — and a border's even-odd ring twice that. Where
/// the layer's edges (and its border's inner edges) fall on whole device pixels and its
/// transform only scales and moves it, the shape is four corners and straight parts: the
/// straight parts are rectangles of whole pixels, filled as such (pixman fills them at
/// memory speed), and each corner is an A8 mask of the outline's coverage in that corner's
/// box — rasterized once and kept while the layer moves by whole pixels, like the small
/// shapes' coverage (LayerRenderer+Coverage). Pixels inside the straight parts are the ones
/// the path fill makes; a corner pixel may differ by one level (compositing through a mask
/// blends in another order). Every frame draws a layer the same way, so full and incremental
/// frames agree exactly.
extension LayerRenderer {
    /// Off, large rounded shapes are filled as paths (tests compare the two ways).
    nonisolated(unsafe) package static var drawsLargeRoundedShapesInSlices = true

    /// Draws `layer`'s rounded background or border ring in slices; false when the layer's
    /// geometry does not allow it (the caller fills the path).
    mutating func fillInSlices(of layer: CALayer, _ shape: CoverageShape, color: DrawColor,
                               transform: CGAffineTransform) -> Bool {
        guard Self.drawsLargeRoundedShapesInSlices, transform.b == 0, transform.c == 0,
              transform.a > 0, transform.d > 0 else { return false }
        let (base, local) = transform.splitAtWholePixels
        let device = layer.bounds.applying(local)
        guard let cuts = SliceCuts(layer: layer, device: device, scale: (local.a, local.d)) else { return false }

        let straight: [CGRect]
        switch shape {
        case .background:
            straight = cuts.backgroundParts
        case .border(let width):
            guard let parts = cuts.borderParts(width: (width * local.a, width * local.d)) else { return false }
            straight = parts
        }
        guard let corners = cornerCoverage(of: layer, shape, local: local, cuts: cuts) else { return false }

        // The straight parts in the layer's space, where the current matrix puts them back on
        // the same whole pixels.
        let toLayer = local.inverted()
        for part in straight where part.width > 0 && part.height > 0 {
            let placed = part.offsetBy(dx: base.x, dy: base.y)
            list.append(.fill(.rect(part.applying(toLayer)), color, bounds: trustedBounds(placed)))
        }
        for corner in corners.masks {
            let origin = CGPoint(x: base.x + corner.origin.x, y: base.y + corner.origin.y)
            let rect = CGRect(origin: origin, size: CGSize(width: corner.surface.width, height: corner.surface.height))
            list.append(.maskedColor(MaskedColor(mask: corner.surface, origin: origin, color: color, clip: nil,
                                                 bounds: trustedBounds(rect))))
        }
        return true
    }

    private func cornerCoverage(of layer: CALayer, _ shape: CoverageShape, local: CGAffineTransform,
                                cuts: SliceCuts) -> CornerCoverage? {
        let key = CoverageKey(layer, shape, local: local)
        let (outer, inner) = (key.outer, key.inner)
        let state = layer.renderState
        let cached = inner == nil ? state.backgroundCorners : state.borderCorners
        if let cached, cached.key == key { return cached }

        var masks: [CornerCoverage.Mask] = []
        for box in cuts.cornerBoxes {
            let surface = Self.rasterizeCoverage(outer: outer, inner: inner, local: local, box: box)
            guard surface.isValid else { return nil }
            masks.append(CornerCoverage.Mask(surface: surface, origin: box.origin))
        }
        let coverage = CornerCoverage(key: key, masks: masks)
        if inner == nil { state.backgroundCorners = coverage } else { state.borderCorners = coverage }
        return coverage
    }
}

/// Where a rounded layer's corners end, in whole device pixels (the layer's device rect
/// without its whole-pixel translation).
///
/// Invariant: `x0 ≤ minX < x1 < x2 < maxX ≤ x3` and the same for y; the corner boxes are
/// `[x0, x1] × [y0, y1]` and its three mirrors, and the outline is straight between them.
struct SliceCuts {
    let x0: CGFloat, x1: CGFloat, x2: CGFloat, x3: CGFloat
    let y0: CGFloat, y1: CGFloat, y2: CGFloat, y3: CGFloat

    /// Nil unless the device rect's edges are whole pixels and the corners leave straight
    /// parts between them.
    @MainActor
    init?(layer: CALayer, device: CGRect, scale: (x: CGFloat, y: CGFloat)) {
        guard device.minX.isWholePixel, device.maxX.isWholePixel, device.minY.isWholePixel, device.maxY.isWholePixel else {
            return nil
        }
        let side = min(layer.bounds.width, layer.bounds.height) / 2
        let radius = min(layer.cornerRadius, side)
        // A continuous corner leaves the straight side about 1.53 radii from the corner.
        let reach = min(radius * CALayer.cornerCurveExpansionFactor(layer.cornerCurve), side)
        x0 = device.minX.rounded(); x3 = device.maxX.rounded()
        y0 = device.minY.rounded(); y3 = device.maxY.rounded()
        x1 = (x0 + reach * scale.x).rounded(.up); x2 = (x3 - reach * scale.x).rounded(.down)
        y1 = (y0 + reach * scale.y).rounded(.up); y2 = (y3 - reach * scale.y).rounded(.down)
        guard x1 < x2, y1 < y2 else { return nil }
    }

    var cornerBoxes: [CGRect] {
        [CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), CGRect(x: x2, y: y0, width: x3 - x2, height: y1 - y0),
         CGRect(x: x0, y: y2, width: x1 - x0, height: y3 - y2), CGRect(x: x2, y: y2, width: x3 - x2, height: y3 - y2)]
    }

    /// The background between the corners: a full-height middle column and the two sides.
    var backgroundParts: [CGRect] {
        [CGRect(x: x1, y: y0, width: x2 - x1, height: y3 - y0),
         CGRect(x: x0, y: y1, width: x1 - x0, height: y2 - y1),
         CGRect(x: x2, y: y1, width: x3 - x2, height: y2 - y1)]
    }

    /// The border's four straight strips; nil unless the border's inner edges are whole
    /// pixels and stay within the straight parts (a border as wide as a corner reaches has no
    /// straight strip of its own).
    func borderParts(width: (x: CGFloat, y: CGFloat)) -> [CGRect]? {
        guard width.x.isWholePixel, width.y.isWholePixel, x0 + width.x < x1, x3 - width.x > x2,
              y0 + width.y < y1, y3 - width.y > y2 else { return nil }
        let w = width.x.rounded(), h = width.y.rounded()
        return [CGRect(x: x1, y: y0, width: x2 - x1, height: h), CGRect(x: x1, y: y3 - h, width: x2 - x1, height: h),
                CGRect(x: x0, y: y1, width: w, height: y2 - y1), CGRect(x: x3 - w, y: y1, width: w, height: y2 - y1)]
    }
}

/// The corner masks of a large rounded background or border ring drawn in slices.
struct CornerCoverage {
    struct Mask {
        var surface: ImageSurface
        /// The box's top-left in device pixels, without the layer's whole-pixel translation.
        var origin: CGPoint
    }
    var key: CoverageKey
    var masks: [Mask]
}

private extension CGFloat {
    /// Within a 1/512 pixel of a whole one: Cairo's 24.8 fixed point cannot tell them apart.
    var isWholePixel: Bool { Swift.abs(self - rounded()) < 1.0 / 512 }
}
