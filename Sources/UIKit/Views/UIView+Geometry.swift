import Foundation

/// Coordinate conversion and autoresizing.
extension UIView {
    /// Maps this view's bounds coordinates to `view`'s (the window's when nil). Views in
    /// different windows convert through the screen.
    func transform(toView view: UIView?) -> CGAffineTransform {
        let myWindow = window
        let target = view ?? myWindow
        guard let target else { return layer.transformToRoot }
        if let otherWindow = target.window, let myWindow, otherWindow !== myWindow {
            return transformToScreen.concatenating(target.transformToScreen.inverted())
        }
        return layer.transform(toLayer: target.layer)
    }

    /// Maps this view's bounds coordinates to the screen's interface-oriented space.
    var transformToScreen: CGAffineTransform {
        let toRoot = layer.transformToRoot
        guard let window else { return toRoot }
        return toRoot.concatenating(CGAffineTransform(translationX: window.frameOnScreen.minX, y: window.frameOnScreen.minY))
    }

    func screenTransform(of space: UICoordinateSpace) -> CGAffineTransform {
        (space as? ScreenRelativeCoordinateSpace)?.transformToScreen ?? .identity
    }

    /// Applies autoresizing to the subviews (before any `layoutSubviews`, spec LAY-04) and
    /// asks for layout. Autoresizing needs an untransformed superview (V-30).
    func boundsSizeDidChange(from oldSize: CGSize) {
        let newSize = bounds.size
        guard newSize != oldSize else { return }
        if autoresizesSubviews && transform.isIdentity {
            for subview in storedSubviews where subview.translatesAutoresizingMaskIntoConstraints {
                subview.autoresize(from: oldSize, to: newSize)
            }
        }
        if contentMode == .redraw { layer.setNeedsDisplay() }
        boundsSizeDidChangeHook(from: oldSize)
        LayoutEngine.main.rootBoundsDidChange(self)
        setNeedsLayout()
        invalidateSafeAreaOfSubtree()
    }

    /// Spreads the superview's size change over the flexible parts of the frame, in proportion
    /// to their current sizes (equally when they are all zero). An empty mask keeps the view
    /// pinned to the top-left at its size (LAY-02, LAY-03).
    func autoresize(from oldSize: CGSize, to newSize: CGSize) {
        let mask = autoresizingMask
        guard !mask.isEmpty else { return }
        let frame = CGRect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2,
                           width: bounds.width, height: bounds.height)
        let (x, width) = Self.distribute(newSize.width - oldSize.width,
                                         leading: frame.minX, size: frame.width, trailing: oldSize.width - frame.maxX,
                                         flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                                    mask.contains(.flexibleRightMargin)))
        let (y, height) = Self.distribute(newSize.height - oldSize.height,
                                          leading: frame.minY, size: frame.height, trailing: oldSize.height - frame.maxY,
                                          flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                                     mask.contains(.flexibleBottomMargin)))
        let oldBoundsSize = bounds.size
        layer.bounds.size = CGSize(width: width, height: height)
        layer.position = CGPoint(x: x + width / 2, y: y + height / 2)
        boundsSizeDidChange(from: oldBoundsSize)
        updateAutoresizingConstraintsIfNeeded()
    }

    /// Returns the new origin and size along one axis.
    static func distribute(_ delta: CGFloat, leading: CGFloat, size: CGFloat, trailing: CGFloat,
                           flexible: (leading: Bool, size: Bool, trailing: Bool)) -> (CGFloat, CGFloat) {
        let parts = [(flexible.leading, leading), (flexible.size, size), (flexible.trailing, trailing)]
        let flexibleParts = parts.filter(\.0)
        guard !flexibleParts.isEmpty, delta != 0 else { return (leading, size) }
        let total = flexibleParts.reduce(0) { $0 + max(0, $1.1) }
        func share(_ isFlexible: Bool, _ value: CGFloat) -> CGFloat {
            guard isFlexible else { return 0 }
            return total > 0 ? delta * max(0, value) / total : delta / CGFloat(flexibleParts.count)
        }
        let newLeading = leading + share(flexible.leading, leading)
        let newSize = max(0, size + share(flexible.size, size))
        return (newLeading, newSize)
    }
}

extension CALayer {
    /// Maps this layer's coordinates to `other`'s, through their common root.
    func transform(toLayer other: CALayer) -> CGAffineTransform {
        transformToRoot.concatenating(other.transformToRoot.inverted())
    }
}

extension UIView {
    /// Maps a point in the superview's bounds coordinates into this view's (what hit testing
    /// does at each level), without walking to the window.
    func convertFromSuperview(_ point: CGPoint) -> CGPoint {
        point.applying(layer.transformToSuperlayer.inverted())
    }
}
