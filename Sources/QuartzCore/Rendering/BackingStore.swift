/// The pixels a layer drew in `display()`: what `contents` holds after drawing (Core
/// Animation's `CABackingStore`).
package final class BackingStore: CustomStringConvertible {
    package let surface: ImageSurface
    /// Pixels per point.
    package let scale: CGFloat

    init(surface: ImageSurface, scale: CGFloat) {
        self.surface = surface
        self.scale = scale
    }

    package var description: String { "<CABackingStore \(surface.width)×\(surface.height) @\(scale)x>" }
}
