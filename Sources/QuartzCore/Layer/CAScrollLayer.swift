import Foundation

/// A layer that shows a part of its sublayers: what it shows is set by its bounds' origin,
/// which `scroll(to:)` moves along the axes its `scrollMode` allows.
///
/// As in Core Animation it draws no scrollers and handles no events — a `UIScrollView` is the
/// scrolling view; this is the layer for code that scrolls by hand. Set `masksToBounds` to
/// clip the sublayers to what is shown, as on Apple's platforms. Sublayers anywhere below it
/// bring themselves into view with `CALayer.scroll(_:)` and `scrollRectToVisible(_:)`.
open class CAScrollLayer: CALayer {
    /// The axes `scroll(to:)` may move along (default `.both`). Setting it moves nothing.
    open var scrollMode: CAScrollLayerScrollMode = .both

    public required override init() {
        super.init()
    }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAScrollLayer else { return }
        scrollMode = other.scrollMode
    }

    /// Moves the bounds' origin to `p`, along the axes `scrollMode` allows.
    open func scroll(to p: CGPoint) {
        var origin = bounds.origin
        if scrollMode.scrollsHorizontally { origin.x = p.x }
        if scrollMode.scrollsVertically { origin.y = p.y }
        guard origin != bounds.origin, origin.x.isFinite, origin.y.isFinite else { return }
        bounds.origin = origin
    }

    /// Moves the bounds as little as brings `r` (in this layer's coordinates) into view, along
    /// the axes `scrollMode` allows; where `r` is larger than the bounds its start is shown.
    open func scroll(to r: CGRect) {
        guard !r.isNull, !r.isInfinite else { return }
        func origin(showing start: CGFloat, _ end: CGFloat, from origin: CGFloat, length: CGFloat) -> CGFloat {
            if start < origin || end - start > length { return start }
            if end > origin + length { return end - length }
            return origin
        }
        let shown = r.standardized
        scroll(to: CGPoint(x: origin(showing: shown.minX, shown.maxX, from: bounds.minX, length: bounds.width),
                           y: origin(showing: shown.minY, shown.maxY, from: bounds.minY, length: bounds.height)))
    }
}

/// The axes a `CAScrollLayer` scrolls along.
public struct CAScrollLayerScrollMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Scrolling moves nothing.
    public static let none = CAScrollLayerScrollMode(rawValue: "none")
    public static let vertically = CAScrollLayerScrollMode(rawValue: "vertically")
    public static let horizontally = CAScrollLayerScrollMode(rawValue: "horizontally")
    public static let both = CAScrollLayerScrollMode(rawValue: "both")

    var scrollsHorizontally: Bool { self == .horizontally || self == .both }
    var scrollsVertically: Bool { self == .vertically || self == .both }
}
