/// What changed about a layer since the compositor last drew it.
package struct LayerChange: OptionSet, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bounds, position, anchor point, transforms, z order, or the layer moved in the tree.
    package static let geometry = LayerChange(rawValue: 1 << 0)
    /// Colors, border, corners, opacity, visibility, masking, shadow.
    package static let appearance = LayerChange(rawValue: 1 << 1)
    /// `contents` or how it is placed.
    package static let contents = LayerChange(rawValue: 1 << 2)
    /// Sublayers added, removed or reordered.
    package static let sublayers = LayerChange(rawValue: 1 << 3)
    /// A color changed but not its alpha: the same pixels are covered, so shadows drawn
    /// from content stay valid.
    package static let paint = LayerChange(rawValue: 1 << 4)
    /// Opacity or hidden: how much of the layer shows, not what it draws (a rasterized
    /// layer's bitmap stays).
    package static let visibility = LayerChange(rawValue: 1 << 5)

    /// Whether the change can alter which pixels the layer covers.
    var reshapes: Bool { !subtracting(.paint).isEmpty }
}

/// The compositor's notes on one layer: what changed, where it was drawn last frame (in the
/// compositor's device pixels), and cached shadows.
///
/// Invariant: after a compositor frame, `pendingChanges` is empty and `descendantChanged` is
/// false throughout the tree it drew, and `subtreeRect` bounds everything the subtree drew.
@MainActor
package final class LayerRenderState {
    var pendingChanges: LayerChange = []
    /// A layer below this one has pending changes.
    var descendantChanged = false
    /// A layer below this one changed which pixels it covers.
    var descendantReshaped = false
    /// When only contents changed and the layer knows where, that part (layer coordinates).
    var contentsDamage: CGRect?

    /// The compositor that produced the cached rectangles.
    var compositor: ObjectIdentifier?
    /// Layer coordinates to device pixels, last frame.
    var transformToDevice: CGAffineTransform?
    /// Device pixels the layer itself covered (background, contents, border, shadow).
    var contentRect: CGRect = .null
    /// Device pixels the layer and its sublayers covered.
    var subtreeRect: CGRect = .null
    /// Where removed sublayers were drawn; damaged on the next frame.
    var removedDamage: [CGRect] = []

    /// Bumped whenever what the layer's subtree draws may have changed; shadows derived from
    /// content are cached per version.
    var contentVersion = 0
    /// Bumped whenever anything the subtree draws may have changed, colours included (what a
    /// rasterized layer's bitmap depends on, besides its key).
    var drawingVersion = 0
    var shadowCache: ShadowMask?
    /// The bitmap of a layer with `shouldRasterize`.
    var rasterCache: RasterBitmap?
    /// Coverage of a small rounded background and border (LayerRenderer+Coverage).
    var backgroundCoverage: CoverageMask?
    var borderCoverage: CoverageMask?
    /// The corners of a large rounded background and border drawn in slices
    /// (LayerRenderer+Slices).
    var backgroundCorners: CornerCoverage?
    var borderCorners: CornerCoverage?
    /// The bounds outline, and the one inset by the border (`CALayer.cachedBoundsShape`).
    var outline: BoundsShapeCache?
    var insetOutline: BoundsShapeCache?

    /// The cached coverage masks, for tests of the cache.
    package var cachedCoverageSurfaces: (background: ImageSurface?, border: ImageSurface?) {
        (backgroundCoverage?.surface, borderCoverage?.surface)
    }
    /// The cached corner masks of a shape drawn in slices, for tests of the cache.
    package var cachedCornerSurfaces: (background: [ImageSurface], border: [ImageSurface]) {
        (backgroundCorners?.masks.map(\.surface) ?? [], borderCorners?.masks.map(\.surface) ?? [])
    }
    /// The cached rasterized bitmap, for tests of the cache.
    package var cachedRasterSurface: ImageSurface? { rasterCache?.surface }
    /// The cached shadow silhouette, for tests of the cache.
    package var cachedShadowSurface: ImageSurface? { shadowCache?.surface }

    /// Records a change. `contentsRect` narrows a contents-only change to part of the layer;
    /// the narrowing survives only while every pending change is such a partial one.
    func markChanged(_ change: LayerChange, contentsRect: CGRect? = nil) {
        if change == .contents, let contentsRect, pendingChanges.isEmpty || contentsDamage != nil {
            contentsDamage = contentsDamage.map { $0.union(contentsRect) } ?? contentsRect
        } else {
            contentsDamage = nil
        }
        pendingChanges.insert(change)
    }

    /// Returns false when nothing was newly set, so callers can stop walking up.
    func markDescendantChanged(reshaping: Bool) -> Bool {
        let newlyChanged = !descendantChanged
        let newlyReshaped = reshaping && !descendantReshaped
        descendantChanged = true
        if reshaping { descendantReshaped = true }
        return newlyChanged || newlyReshaped
    }

    func recordRemoval(of layer: CALayer) {
        let removed = layer.renderState
        if removed.compositor == compositor, !removed.subtreeRect.isNull {
            removedDamage.append(removed.subtreeRect)
        }
        removed.compositor = nil
    }
}

/// An A8 mask a layer keeps between frames — its blurred shadow silhouette, or the coverage
/// of its rounded outline — with the key it was made for. `origin` is in device pixels
/// relative to the whole-pixel part of the layer's device translation
/// (`CGAffineTransform.splitAtWholePixels`), so the mask is reused while the layer moves by
/// whole pixels.
struct CachedMask<Key: Equatable> {
    var key: Key
    var surface: ImageSurface
    var origin: CGPoint
}

typealias ShadowMask = CachedMask<ShadowMaskKey>

/// A rasterized layer's subtree, drawn in the layer's own coordinates at its
/// `rasterizationScale`; `rect` is where it goes, in those coordinates.
struct RasterBitmap {
    var key: RasterKey
    var surface: ImageSurface
    var rect: CGRect
}

struct RasterKey: Equatable {
    var scale: CGFloat
    var bounds: CGRect
    var sublayerTransform: [CGFloat]
    var drawingVersion: Int
}

struct ShadowMaskKey: Equatable {
    /// The transform to device pixels without its whole-pixel translation; `tx` and `ty` hold
    /// the translation's fraction in 64ths of a pixel, rounded.
    var local: CGAffineTransform
    var bounds: CGRect
    var radius: CGFloat
    var path: CGPath?
    var contentVersion: Int
    /// How much smaller the silhouette was blurred (`LayerRenderer.shadowDownsampling`).
    var downsampling: Int
}

extension CGAffineTransform {
    /// The transform's translation rounded down to whole pixels, and the transform left once
    /// that is taken away: what a cached mask is made for.
    var splitAtWholePixels: (base: CGPoint, local: CGAffineTransform) {
        let base = CGPoint(x: tx.rounded(.down), y: ty.rounded(.down))
        return (base, CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx - base.x, ty: ty - base.y))
    }
}

/// A bounds outline and what it was made from.
struct BoundsShapeCache {
    struct Key: Hashable {
        var bounds: CGRect
        var cornerRadius: CGFloat
        var maskedCorners: CACornerMask
        var cornerCurve: CALayerCornerCurve
        var inset: CGFloat
    }

    let key: Key
    let path: CGPath
}
