import Foundation

/// How an image places its content for layout, apart from its pixels: the alignment insets
/// Auto Layout lines up by, the baseline text lines up with, and whether it mirrors in a
/// right-to-left layout. Images made from an image keep it.
struct ImagePlacement: Equatable, Sendable {
    var alignmentRectInsets: UIEdgeInsets = .zero
    /// Points above the bottom edge; nil for an image without a baseline.
    var baselineOffsetFromBottom: CGFloat?
    var flipsForRightToLeftLayoutDirection = false
}

extension UIImage {
    /// The insets that take the image's edges to its content's (a shadow, a badge), which an
    /// image view's alignment rect leaves out. Zero by default.
    public var alignmentRectInsets: UIEdgeInsets { placement.alignmentRectInsets }

    /// This image with alignment insets.
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        var placement = placement
        placement.alignmentRectInsets = alignmentInsets
        return copy(placement: placement)
    }

    /// The baseline's height above the bottom edge (positive is up); nil for an image without
    /// one. (Objective-C's `hasBaseline` is folded into the optional, as in Apple's overlay.)
    public var baselineOffsetFromBottom: CGFloat? { placement.baselineOffsetFromBottom }

    public func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage {
        var placement = placement
        placement.baselineOffsetFromBottom = baselineOffset
        return copy(placement: placement)
    }

    public func imageWithoutBaseline() -> UIImage {
        var placement = placement
        placement.baselineOffsetFromBottom = nil
        return copy(placement: placement)
    }

    /// Whether an image view mirrors the image in a right-to-left layout.
    public var flipsForRightToLeftLayoutDirection: Bool { placement.flipsForRightToLeftLayoutDirection }

    /// This image, mirrored by image views whose layout runs right to left; its orientation
    /// is unchanged.
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        var placement = placement
        placement.flipsForRightToLeftLayoutDirection = true
        return copy(placement: placement)
    }

    /// This image with the mirror of its orientation (`.up` becomes `.upMirrored`); whether it
    /// flips for right-to-left layouts is unchanged.
    public func withHorizontallyFlippedOrientation() -> UIImage {
        copy(orientation: imageOrientation.horizontallyFlipped)
    }
}

extension UIImage.Orientation {
    var horizontallyFlipped: UIImage.Orientation {
        switch self {
        case .up: .upMirrored
        case .upMirrored: .up
        case .down: .downMirrored
        case .downMirrored: .down
        case .left: .rightMirrored
        case .rightMirrored: .left
        case .right: .leftMirrored
        case .leftMirrored: .right
        }
    }
}

extension UIImage {
    /// A renderer format that draws images like this one: at its scale.
    public var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }

    /// The traits the image is for: its display scale.
    public var traitCollection: UITraitCollection {
        UITraitCollection(displayScale: scale)
    }

    /// The pre-iOS 5 way to make a stretchable image: the one column after `leftCapWidth` and
    /// the one row after `topCapHeight` stretch; a zero cap stretches the whole image along
    /// that axis.
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let size = size
        let left = CGFloat(max(0, leftCapWidth)), top = CGFloat(max(0, topCapHeight))
        let insets = UIEdgeInsets(top: top, left: left,
                                  bottom: top > 0 ? max(0, size.height - top - 1) : 0,
                                  right: left > 0 ? max(0, size.width - left - 1) : 0)
        return copy(capInsets: insets, resizingMode: .stretch)
    }

    /// The left cap of a stretchable image (its cap insets' left, whole points).
    public var leftCapWidth: Int { Int(capInsets.left) }

    /// The top cap of a stretchable image (its cap insets' top, whole points).
    public var topCapHeight: Int { Int(capInsets.top) }
}
