import Foundation

/// The blurred masks of the last few `shadowPath` shadows, for any layer to reuse. Blurring a
/// large shadow costs milliseconds (a popover's: an A8 mask of about 790×880 pixels), and
/// every presentation of a popover makes a new background layer with no mask of its own; the
/// silhouette depends only on the key (path, bounds, radius, device transform), so the next
/// presentation of the same content finds its mask here.
@MainActor
enum SharedShadowMasks {
    /// Enough for the shadows on screen at once in practice (a popover, a sheet, a menu).
    static let capacity = 4
    /// Least recently used first.
    private static var recent: [ShadowMask] = []

    static func mask(for key: ShadowMaskKey) -> ShadowMask? {
        guard let index = recent.lastIndex(where: { $0.key == key }) else { return nil }
        let mask = recent.remove(at: index)
        recent.append(mask)
        return mask
    }

    static func keep(_ mask: ShadowMask) {
        var kept = mask
        // A copy of the path: the caller's may be a `CGMutablePath` it goes on changing, and
        // the mask must stay keyed by the shape it was blurred from.
        kept.key.path = mask.key.path?.copy()
        recent.removeAll { $0.key == kept.key }
        if recent.count >= capacity { recent.removeFirst() }
        recent.append(kept)
    }
}
