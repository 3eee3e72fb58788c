import Foundation

/// A tiled layer's contents: the tiles that show (inside the ancestors' clips and, on a
/// partial frame, the damage), each drawn the first time it shows, fading in on the screen
/// (a snapshot, `render(in:)` or a rasterized bitmap shows them whole).
extension LayerRenderer {
    mutating func drawTiles(of layer: CATiledLayer, transform: CGAffineTransform, alpha: Double) {
        var region = layer.bounds.applying(transform)
        if let clipInDevice { region = region.intersection(clipInDevice) }
        if let damage { region = region.intersection(damage.reduce(CGRect.null) { $0.union($1) }) }
        guard !region.isNull, !region.isEmpty, transform.determinant != 0 else { return }
        let visible = region.applying(transform.inverted())
        // The sharper axis decides how sharp the tiles must be.
        let deviceScale = max((transform.a * transform.a + transform.b * transform.b).squareRoot(),
                              (transform.c * transform.c + transform.d * transform.d).squareRoot())
        for (tile, tileAlpha) in layer.tilesToShow(covering: visible, deviceScale: deviceScale, now: CACurrentMediaTime(), fading: drawsForScreen)
        where tileAlpha > 0 {
            // The tile's pixels, not the rounding up of its surface at a clipped edge.
            let source = CGRect(x: 0, y: 0, width: tile.rect.width * tile.pixelsPerPoint, height: tile.rect.height * tile.pixelsPerPoint)
            drawImage(tile.surface, source: source, into: tile.rect, layer: layer, transform: transform, alpha: alpha * tileAlpha)
        }
    }
}

private extension CGAffineTransform {
    var determinant: CGFloat { a * d - b * c }
}
