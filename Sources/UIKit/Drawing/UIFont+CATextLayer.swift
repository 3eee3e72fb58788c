import QuartzCore

/// A `UIFont` as a `CATextLayer`'s `font` (its face; the layer's `fontSize` sets the size) or
/// as the `.font` of a text layer's attributed string.
extension UIFont: TextLayerFontFace {
    package var textLayerFamily: String { key.family }
    package var textLayerWeight: Int { Int(key.pangoWeight) }
    package var textLayerItalic: Bool { key.italic }
    package var textLayerSize: CGFloat { key.size }
}

/// A `UIColor` as the `.foregroundColor` of a text layer's attributed string.
extension UIColor: TextLayerColor {
    package var textLayerColor: CGColor { cgColor }
}
