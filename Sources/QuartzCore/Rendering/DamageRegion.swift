/// The device pixels a frame must redraw: a short list of pixel-aligned rectangles.
///
/// Overlapping rectangles merge; past `limit` rectangles everything merges into one, which
/// keeps clipping and culling cheap at the cost of some overdraw.
struct DamageRegion {
    let bounds: CGRect
    private(set) var rects: [CGRect] = []
    let limit = 16

    init(bounds: CGRect) {
        self.bounds = bounds
    }

    /// Adds `rect` grown to whole pixels plus one pixel of antialiasing margin.
    mutating func add(_ rect: CGRect) {
        guard !rect.isNull, !rect.isEmpty, !rect.isInfinite else { return }
        var grown = rect.pixelAligned.insetBy(dx: -1, dy: -1).intersection(bounds)
        guard !grown.isNull, !grown.isEmpty else { return }
        var index = 0
        while index < rects.count {
            if rects[index].intersects(grown) || rects[index].contains(grown) {
                grown = grown.union(rects.remove(at: index))
                index = 0
            } else {
                index += 1
            }
        }
        rects.append(grown)
        if rects.count > limit {
            rects = [rects.reduce(CGRect.null) { $0.union($1) }]
        }
    }

    mutating func addAll() {
        rects = [bounds]
    }

    var area: CGFloat { rects.reduce(0) { $0 + $1.width * $1.height } }
}
