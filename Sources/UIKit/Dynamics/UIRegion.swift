import Foundation

/// An area a field behavior acts in, centered on the field's position.
@preconcurrency @MainActor
open class UIRegion: NSObject, NSCopying {
    /// What the region is made of; composite regions keep their parts.
    indirect enum Shape {
        case infinite, empty
        case circle(radius: CGFloat)
        case rectangle(CGSize)
        case inverse(Shape)
        case union(Shape, Shape)
        case difference(Shape, Shape)
        case intersection(Shape, Shape)

        func contains(_ point: CGPoint) -> Bool {
            switch self {
            case .infinite: true
            case .empty: false
            case .circle(let radius): point.x * point.x + point.y * point.y <= radius * radius
            case .rectangle(let size): abs(point.x) <= size.width / 2 && abs(point.y) <= size.height / 2
            case .inverse(let shape): !shape.contains(point)
            case .union(let a, let b): a.contains(point) || b.contains(point)
            case .difference(let a, let b): a.contains(point) && !b.contains(point)
            case .intersection(let a, let b): a.contains(point) && b.contains(point)
            }
        }
    }

    let shape: Shape

    init(shape: Shape) {
        self.shape = shape
        super.init()
    }

    /// The region that contains every point.
    open class var infinite: UIRegion { UIRegion(shape: .infinite) }

    /// A circle of `radius` around the origin.
    public convenience init(radius: CGFloat) {
        self.init(shape: radius.isFinite ? .circle(radius: max(0, radius)) : .infinite)
    }

    /// A rectangle of `size` centered on the origin.
    public convenience init(size: CGSize) {
        self.init(shape: .rectangle(CGSize(width: max(0, size.width), height: max(0, size.height))))
    }

    /// Every point not in this region (the inverse of the infinite region is empty).
    open func inverse() -> UIRegion {
        switch shape {
        case .infinite: UIRegion(shape: .empty)
        case .empty: UIRegion(shape: .infinite)
        default: UIRegion(shape: .inverse(shape))
        }
    }

    /// The points in either region.
    open func byUnion(with region: UIRegion) -> UIRegion { UIRegion(shape: .union(shape, region.shape)) }

    /// The points in this region and not in `region`.
    open func byDifference(from region: UIRegion) -> UIRegion { UIRegion(shape: .difference(shape, region.shape)) }

    /// The points in both regions.
    open func byIntersection(with region: UIRegion) -> UIRegion { UIRegion(shape: .intersection(shape, region.shape)) }

    /// Whether `point` (relative to the region's origin) is inside.
    open func contains(_ point: CGPoint) -> Bool { shape.contains(point) }

    /// Regions never change, so a copy is the region itself.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }
}
