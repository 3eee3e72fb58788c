@_implementationOnly import CCairo

/// Drawing images into the current UIKit graphics context: upright, oriented, tinted, and
/// resized by cap insets.
extension UIImage {
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        draw(in: rect)
        context.restoreGState()
    }

    /// Draws the image scaled to `rect`. Resizable images keep their cap insets and stretch or
    /// tile the rest; images with a tint color draw as that color.
    public func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let source = drawable(in: rect, context: context) else { return }
        if capInsets != .zero {
            drawResizable(source, in: rect, context: context)
        } else {
            Self.drawUpright(source, orientation: imageOrientation, in: rect, context: context)
        }
    }

    /// Tiles the image across `rect`, aligned to the context's origin.
    public func drawAsPattern(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let source = drawableImage else { return }
        let tile = CGSize(width: CGFloat(source.width) / scale, height: CGFloat(source.height) / scale)
        context.saveGState()
        context.clip(to: rect)
        context.translateBy(x: 0, y: tile.height)
        context.scaleBy(x: 1, y: -1)
        context.draw(source, in: CGRect(origin: .zero, size: tile), byTiling: true)
        context.restoreGState()
    }

    /// The pixels to draw: the bitmap, or its silhouette in the tint color.
    var drawableImage: CGImage? {
        guard let image = cgImage else { return nil }
        guard let tint = imageTintColor else { return image }
        return Self.tinted(image, with: tint.cgColor)
    }

    /// `image`'s alpha filled with `color`.
    static func tinted(_ image: CGImage, with color: CGColor) -> CGImage {
        let surface = ImageSurface(width: image.width, height: image.height)
        let cairo = surface.makeCairoContext()
        let c = color.sRGBA
        cairo_set_source_rgba(cairo, Double(min(max(c.red, 0), 1)), Double(min(max(c.green, 0), 1)),
                              Double(min(max(c.blue, 0), 1)), Double(c.alpha))
        cairo_mask_surface(cairo, image.surface.pointer, 0, 0)
        cairo_destroy(cairo)
        surface.flush()
        return CGImage(surface: surface)
    }

    /// Draws `image` so its first row is at the top of `rect` in UIKit's flipped space,
    /// applying `orientation`.
    static func drawUpright(_ image: CGImage, orientation: Orientation, in rect: CGRect, context: CGContext) {
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        var w = rect.width, h = rect.height
        switch orientation {
        case .upMirrored, .downMirrored, .leftMirrored, .rightMirrored:
            context.translateBy(x: w, y: 0)
            context.scaleBy(x: -1, y: 1)
        default:
            break
        }
        switch orientation {
        case .down, .downMirrored:
            context.translateBy(x: w, y: h)
            context.rotate(by: .pi)
        case .left, .leftMirrored:
            context.translateBy(x: 0, y: h)
            context.rotate(by: -.pi / 2)
            swap(&w, &h)
        case .right, .rightMirrored:
            context.translateBy(x: w, y: 0)
            context.rotate(by: .pi / 2)
            swap(&w, &h)
        default:
            break
        }
        // CoreGraphics puts an image's first row at the top in y-up space; flip so it lands at
        // the top in UIKit's space.
        context.translateBy(x: 0, y: h)
        context.scaleBy(x: 1, y: -1)
        context.draw(image, in: CGRect(x: 0, y: 0, width: w, height: h))
        context.restoreGState()
    }

    /// Nine parts: corners at their natural size, edges and middle stretched or tiled. When
    /// `rect` is smaller than the caps, the caps shrink proportionally.
    private func drawResizable(_ image: CGImage, in rect: CGRect, context: CGContext) {
        let natural = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        let caps = capInsets
        func stops(_ origin: CGFloat, _ length: CGFloat, _ head: CGFloat, _ tail: CGFloat) -> [CGFloat] {
            var head = max(0, head), tail = max(0, tail)
            if head + tail > length, head + tail > 0 {
                let shrink = length / (head + tail)
                head *= shrink
                tail *= shrink
            }
            return [origin, origin + head, origin + length - tail, origin + length]
        }
        let sourceX = stops(0, natural.width, caps.left, caps.right)
        let sourceY = stops(0, natural.height, caps.top, caps.bottom)
        let destinationX = stops(rect.minX, rect.width, sourceX[1] - sourceX[0], sourceX[3] - sourceX[2])
        let destinationY = stops(rect.minY, rect.height, sourceY[1] - sourceY[0], sourceY[3] - sourceY[2])

        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(x: sourceX[column], y: sourceY[row],
                                    width: sourceX[column + 1] - sourceX[column], height: sourceY[row + 1] - sourceY[row])
                let destination = CGRect(x: destinationX[column], y: destinationY[row],
                                         width: destinationX[column + 1] - destinationX[column],
                                         height: destinationY[row + 1] - destinationY[row])
                guard source.width > 0, source.height > 0, destination.width > 0, destination.height > 0,
                      let piece = image.cropping(to: CGRect(x: source.minX * scale, y: source.minY * scale,
                                                            width: source.width * scale, height: source.height * scale))
                else { continue }
                let isCorner = row != 1 && column != 1
                if isCorner || resizingMode == .stretch {
                    Self.drawUpright(piece, orientation: .up, in: destination, context: context)
                } else {
                    // Tiles keep their size along the axes that repeat, starting at the top-left.
                    let tile = CGSize(width: column == 1 ? source.width : destination.width,
                                      height: row == 1 ? source.height : destination.height)
                    context.saveGState()
                    context.clip(to: destination)
                    context.translateBy(x: destination.minX, y: destination.maxY)
                    context.scaleBy(x: 1, y: -1)
                    context.draw(piece, in: CGRect(x: 0, y: destination.height - tile.height,
                                                   width: tile.width, height: tile.height), byTiling: true)
                    context.restoreGState()
                }
            }
        }
    }
}
