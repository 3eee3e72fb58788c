import Foundation

/// Device-pixel rectangle arithmetic shared by the occlusion map and the shadow compositor.
extension CGRect {
    /// The largest whole-pixel rectangle inside this one (its edges rounded inward); null when
    /// there is none.
    var wholePixelsInside: CGRect {
        guard !isNull, !isInfinite else { return .null }
        let minX = minX.rounded(.up), minY = minY.rounded(.up)
        let maxX = maxX.rounded(.down), maxY = maxY.rounded(.down)
        guard maxX > minX, maxY > minY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// What is left of `self` without `other`, as up to four rectangles: the full-width bands
    /// above and below the overlap, and the bands left and right of it.
    func subtracting(_ other: CGRect) -> [CGRect] {
        var pieces: [CGRect] = []
        split(around: other, appendingTo: &pieces)
        return pieces
    }

    /// Appends the pieces of `subtracting(other)` to `pieces`, in the same order, without an
    /// array of its own.
    func split(around other: CGRect, appendingTo pieces: inout [CGRect]) {
        let overlap = intersection(other)
        guard !overlap.isNull, !overlap.isEmpty else {
            pieces.append(self)
            return
        }
        if overlap.minY > minY { pieces.append(CGRect(x: minX, y: minY, width: width, height: overlap.minY - minY)) }
        if overlap.maxY < maxY { pieces.append(CGRect(x: minX, y: overlap.maxY, width: width, height: maxY - overlap.maxY)) }
        if overlap.minX > minX { pieces.append(CGRect(x: minX, y: overlap.minY, width: overlap.minX - minX, height: overlap.height)) }
        if overlap.maxX < maxX { pieces.append(CGRect(x: overlap.maxX, y: overlap.minY, width: maxX - overlap.maxX, height: overlap.height)) }
    }

    /// Whether the two share an area: `intersects(_:)` for the finite, standardized
    /// rectangles of device pixels the compositor keeps, without Foundation's general case.
    /// A null rectangle (its origin infinite) overlaps nothing.
    func overlaps(_ other: CGRect) -> Bool {
        origin.x < other.origin.x + other.size.width && other.origin.x < origin.x + size.width
            && origin.y < other.origin.y + other.size.height && other.origin.y < origin.y + size.height
    }
}
