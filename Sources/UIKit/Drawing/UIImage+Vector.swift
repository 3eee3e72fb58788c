@_implementationOnly import CCairo
import Foundation

/// Images drawn from vectors — symbol images and PDF images — drawn again for the pixels
/// they cover, as UIKit draws vector images sharp wherever they show.
extension UIImage {
    /// A symbol or PDF image drawn again for a display of `scale` pixels per point; other
    /// images, and one already at that scale, as they are.
    func atDisplayScale(_ scale: CGFloat) -> UIImage {
        guard let vector else { return symbolAtDisplayScale(scale) }
        guard scale > 0, scale != self.scale, let bitmap = vector.bitmap(scale: scale) else { return self }
        return UIImage(cgImage: bitmap, scale: scale, orientation: imageOrientation, capInsets: capInsets, resizingMode: resizingMode,
                       renderingMode: renderingMode, tintColor: imageTintColor, vector: vector, placement: placement)
    }

    /// The pixels to draw in `rect` of `context`: a PDF image's page drawn for the pixels
    /// `rect` covers there, so that its vector art is sharp at any scale; else `drawableImage`.
    func drawable(in rect: CGRect, context: CGContext) -> CGImage? {
        guard let vector, capInsets == .zero, size.width > 0, size.height > 0 else { return drawableImage }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context.cairo, &matrix)
        let deviceScale = max(hypot(matrix.xx, matrix.yx), hypot(matrix.xy, matrix.yy))
        let stretch = max(abs(rect.width) / size.width, abs(rect.height) / size.height)
        guard let page = vector.bitmap(scale: CGFloat(deviceScale) * stretch) else { return drawableImage }
        guard let tint = imageTintColor else { return page }
        return Self.tinted(page, with: tint.cgColor)
    }
}
