import Foundation

/// Where a supplementary item attaches to its container: inside the container's `edges` (one
/// edge, or a corner given two; the middle along an axis with neither of its edges), moved by
/// `offset` — in points, or as a fraction of the supplementary item's own size.
@preconcurrency @MainActor
public final class NSCollectionLayoutAnchor: NSObject {
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    private init(edges: NSDirectionalRectEdge, offset: CGPoint, isAbsolute: Bool) {
        self.edges = edges
        self.offset = CGPoint(x: offset.x.isFinite ? offset.x : 0, y: offset.y.isFinite ? offset.y : 0)
        isAbsoluteOffset = isAbsolute
        super.init()
    }

    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, isAbsolute: true)
    }

    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, isAbsolute: true)
    }

    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, isAbsolute: false)
    }

    /// The anchor's point on `rect` (left to right): its edges, or the middle along an axis
    /// where it names neither edge.
    func point(in rect: CGRect) -> CGPoint {
        let x = edges.contains(.leading) && !edges.contains(.trailing) ? rect.minX
            : edges.contains(.trailing) && !edges.contains(.leading) ? rect.maxX : rect.midX
        let y = edges.contains(.top) && !edges.contains(.bottom) ? rect.minY
            : edges.contains(.bottom) && !edges.contains(.top) ? rect.maxY : rect.midY
        return CGPoint(x: x, y: y)
    }

    /// The offset in points for a supplementary item `size` big.
    func points(for size: CGSize) -> CGPoint {
        isAbsoluteOffset ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
    }
}
