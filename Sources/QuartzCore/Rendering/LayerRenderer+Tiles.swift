import Foundation

/// A tiled layer's contents: the tiles that show (inside the ancestors' clips and, on a
/// partial frame, the damage), each drawn the first time it shows, fading in.
extension LayerRenderer {
    mutating func drawTiles(of layer: CATiledLayer, transform: CGAffineTransform, alpha: Double) {
        var region = layer.bounds.applying(transform)
        if let clipInDevice { region = region.intersection(clipInDevice) }
        if let damage { region = region.intersection(damage.reduce(CGRect.null) { $0.union($1) }) }
        guard !region.isNull, !region.isEmpty, transform.determinant != 0 else { return }
        let visible = region.applying(transform.inverted())
        for (tile, tileAlpha) in layer.tilesToShow(covering: visible, deviceScale: transform.scaleFactor, now: CACurrentMediaTime())
        where tileAlpha > 0 {
            let whole = CGRect(x: 0, y: 0, width: tile.surface.width, height: tile.surface.height)
            drawImage(tile.surface, source: whole, into: tile.rect, layer: layer, transform: transform, alpha: alpha * tileAlpha)
        }
    }
}

private extension CGAffineTransform {
    var determinant: CGFloat { a * d - b * c }
}
