@_implementationOnly import CCairo
import Foundation

/// Small rounded backgrounds and borders, rasterized once.
///
/// Cairo spends about 7 µs preparing and scan-converting even a 44-pixel rounded fill, and
/// twice that for a border's even-odd ring, however few of its pixels are damaged — most of
/// an incremental frame where a badge changes colour. A layer whose rounded outline covers
/// at most `largestArea` device pixels keeps the outline's coverage (and its border ring's)
/// in an A8 mask, rasterized by Cairo at the layer's device scale, rotation and sub-pixel
/// phase, and composites its colour through it: a quarter of a microsecond for a badge.
///
/// The mask holds the 8-bit coverage Cairo's fill would blend with; compositing through it
/// blends in another order, so a pixel on the edge can differ by one level from a direct fill
/// (measured: 9 bytes of 2 million, none by more). Every frame draws a layer the same way,
/// so full and incremental frames agree exactly. Moving the layer by whole pixels keeps the
/// mask; a new size, corner, border width, scale or phase makes a new one.
extension LayerRenderer {
    /// Masks of more pixels are not kept: there the pixels, not Cairo's preparation, cost.
    static let largestCoverageArea: CGFloat = 256 * 256

    /// Off, every rounded shape is filled directly (tests compare the two ways).
    nonisolated(unsafe) package static var compositesCachedCoverage = true

    enum CoverageShape {
        case background
        /// The ring between the outline and the outline inset by this width.
        case border(width: CGFloat)
    }

    /// The colour composited through `layer`'s cached coverage of `shape`; false when the
    /// shape is too large to keep (the caller fills it).
    mutating func fillThroughCoverage(of layer: CALayer, _ shape: CoverageShape, color: DrawColor,
                                      transform: CGAffineTransform) -> Bool {
        guard Self.compositesCachedCoverage else { return false }
        let (base, local) = transform.splitAtWholePixels
        guard let coverage = coverage(of: layer, shape, local: local) else { return false }
        let origin = CGPoint(x: base.x + coverage.origin.x, y: base.y + coverage.origin.y)
        let rect = CGRect(origin: origin, size: CGSize(width: coverage.surface.width, height: coverage.surface.height))
        list.append(.maskedColor(MaskedColor(mask: coverage.surface, origin: origin, color: color, clip: nil,
                                             bounds: trustedBounds(rect))))
        return true
    }

    private func coverage(of layer: CALayer, _ shape: CoverageShape, local: CGAffineTransform) -> CoverageMask? {
        let key = CoverageKey(layer, shape, local: local)
        let (outer, inner) = (key.outer, key.inner)
        let state = layer.renderState
        let cached = inner == nil ? state.backgroundCoverage : state.borderCoverage
        if let cached, cached.key == key { return cached }
        let area = layer.bounds.applying(local).pixelAligned
        guard !area.isNull, area.width > 0, area.height > 0, area.width * area.height <= Self.largestCoverageArea else {
            return nil
        }
        let shared = SharedCoverageMasks.Key(layer, shape, local: local)
        var mask = SharedCoverageMasks.mask(for: shared) {
            CoverageMask(key: key, surface: Self.rasterizeCoverage(outer: outer, inner: inner, local: local, box: area), origin: area.origin)
        }
        mask.key = key
        if inner == nil { state.backgroundCoverage = mask } else { state.borderCoverage = mask }
        return mask
    }

    /// Cairo's coverage of `outer` — less `inner`, even-odd, for a border ring — over the
    /// whole device pixels of `box`, as an A8 mask; `local` maps the layer's space to device
    /// pixels. An invalid surface (a box too large for Cairo) is returned as it is.
    static func rasterizeCoverage(outer: CGPath, inner: CGPath?, local: CGAffineTransform, box: CGRect) -> ImageSurface {
        let surface = ImageSurface(width: Int(box.width), height: Int(box.height), format: .a8)
        guard surface.isValid else { return surface }
        let cairo = surface.makeCairoContext()
        var matrix = local.concatenating(CGAffineTransform(translationX: -box.minX, y: -box.minY)).cairoMatrix
        cairo_set_matrix(cairo, &matrix)
        outer.append(to: cairo)
        if let inner {
            inner.append(to: cairo)
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
        }
        cairo_set_source_rgba(cairo, 0, 0, 0, 1)
        cairo_fill(cairo)
        cairo_destroy(cairo)
        surface.flush()
        return surface
    }
}

/// A layer's rounded outline (or border ring) as coverage in an A8 mask.
typealias CoverageMask = CachedMask<CoverageKey>

struct CoverageKey: Equatable {
    /// The transform to device pixels without its whole-pixel translation.
    var local: CGAffineTransform
    /// The outline paths, held: a layer's cached outline is a new path whenever its bounds
    /// or corners change.
    var outer: CGPath
    var inner: CGPath?

    static func == (a: CoverageKey, b: CoverageKey) -> Bool {
        a.local == b.local && a.outer === b.outer && a.inner === b.inner
    }
}

extension CoverageKey {
    /// The key of `layer`'s background or border ring under `local`: the layer's outline, and
    /// for a border the outline inset by its width.
    @MainActor
    init(_ layer: CALayer, _ shape: LayerRenderer.CoverageShape, local: CGAffineTransform) {
        var inner: CGPath?
        if case .border(let width) = shape { inner = layer.cachedBoundsShape(insetBy: width) }
        self.init(local: local, outer: layer.cachedBoundsShape(), inner: inner)
    }
}
