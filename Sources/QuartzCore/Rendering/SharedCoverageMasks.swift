import Foundation

/// Coverage masks shared by layers of the same outline at the same device transform and
/// sub-pixel phase. The rows of a list, the cells of a grid, a field of badges moving together:
/// each has its own outline path, but they rasterize one mask between them — once a frame
/// while they move by fractions of a pixel, where each alone would make its own.
///
/// The key is what the outline is made from (`CALayer.boundsShape(insetBy:)` reads nothing
/// else), so a mask found here is the one the layer would rasterize. At most `capacity`
/// masks of at most `LayerRenderer.largestCoverageArea` pixels each are kept; when full the
/// cache starts again empty. A frame of more distinct shapes than that (a bounds animation of
/// many layers) rasterizes as it did without the cache.
@MainActor
enum SharedCoverageMasks {
    struct Key: Hashable {
        var outline: BoundsShapeCache.Key
        /// The border ring's width; nil for the background.
        var borderWidth: CGFloat?
        var local: CGAffineTransform

        init(_ layer: CALayer, _ shape: LayerRenderer.CoverageShape, local: CGAffineTransform) {
            outline = BoundsShapeCache.Key(bounds: layer.bounds, cornerRadius: layer.cornerRadius, maskedCorners: layer.maskedCorners,
                                           cornerCurve: layer.cornerCurve, inset: 0)
            if case .border(let width) = shape { borderWidth = width }
            self.local = local
        }
    }

    static let capacity = 64
    private static var masks: [Key: CoverageMask] = [:]
    /// Off, every layer rasterizes its own masks (tests compare the two ways).
    nonisolated(unsafe) package static var isEnabled = true

    /// The mask kept for `key`, or the one `make` rasterizes, kept from now on.
    static func mask(for key: Key, make: () -> CoverageMask) -> CoverageMask {
        guard isEnabled else { return make() }
        if let mask = masks[key] { return mask }
        if masks.count >= capacity { masks.removeAll(keepingCapacity: true) }
        let mask = make()
        masks[key] = mask
        return mask
    }
}
