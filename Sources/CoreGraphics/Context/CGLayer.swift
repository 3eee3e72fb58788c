import Foundation

/// An offscreen drawing surface made for one context: draw into its `context` once, then draw
/// the layer into the context it was made for (or one like it) as often as needed — a stamp,
/// a cached background.
///
/// As Quartz's, a layer has the pixel density of the context it was made from (a UIKit context
/// at scale 2 gives a layer of twice its size in pixels), starts transparent, and its context
/// has Quartz's default coordinates: origin at the bottom left, y up. Apple's `auxiliaryInfo`
/// is reserved (pass nil); Slate's is a dictionary and is ignored, as Quartz ignores it.
public final class CGLayer {
    /// The layer's size in points, as it was made.
    public let size: CGSize
    private let drawingContext: CGContext

    /// A layer of `size` points for drawing into `context`; nil for an empty or non-finite
    /// size, or one too large for an image.
    public init?(_ context: CGContext, size: CGSize, auxiliaryInfo: [String: Any]?) {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        let scale = max(context.baseTransform.a, context.baseTransform.d, 1)
        let surface = ImageSurface(width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)))
        guard surface.isValid else { return nil }
        self.size = size
        drawingContext = CGContext(surface: surface, initialCTM: CGAffineTransform(scaleX: scale, y: scale),
                                   shadowsInFlippedSpace: false, shadowScale: scale)
    }

    /// The context that draws into the layer.
    public var context: CGContext? { drawingContext }

    /// What has been drawn so far, as an image of the layer's pixels.
    var image: CGImage? { drawingContext.makeImage() }
}

extension CGLayer: CoreGraphicsTypeIdentified {
    public static var typeID: CFTypeID { 15 }
}

extension CGContext {
    /// Draws `layer` scaled to fill `rect` (its top at `rect.maxY`, as an image's).
    public func draw(_ layer: CGLayer, in rect: CGRect) {
        guard let image = layer.image else { return }
        draw(image, in: rect)
    }

    /// Draws `layer` at its own size with its bottom-left corner at `point`.
    public func draw(_ layer: CGLayer, at point: CGPoint) {
        draw(layer, in: CGRect(origin: point, size: layer.size))
    }
}
