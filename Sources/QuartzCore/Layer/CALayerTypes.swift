/// How a layer's contents are positioned or scaled within its bounds.
///
/// Names follow the layer's y-axis, as in Core Animation: on iOS's top-left-origin layers
/// `.bottom` places content at the *top* of the screen (minY) and `.top` at the bottom.
/// (UIKit maps `UIView.ContentMode.top` to `.bottom` for this reason.)
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// How contents are sampled when scaled.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let linear = CALayerContentsFilter(rawValue: "linear")
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Drawn as `.linear`: Slate does not build mipmaps.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

/// The curve used for rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Quarter circles.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// iOS's continuous-curvature ("squircle") corners.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Which corners `cornerRadius` rounds, named in the layer's (top-left-origin) coordinates.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)

    var roundedCorners: RoundedCorners { RoundedCorners(rawValue: UInt8(rawValue & 0xF)) }
}

/// Which of a layer's edges are antialiased where its edges do not run along the pixel grid
/// (`CALayer.edgeAntialiasingMask`). Core Animation names them in its own coordinates, whose
/// y axis points up: the bottom edge is the one at the bounds' minimum y, which in a view's
/// layer (y down) is the top of the view.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The edge at the bounds' minimum x.
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    /// The edge at the bounds' maximum x.
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    /// The edge at the bounds' minimum y.
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    /// The edge at the bounds' maximum y.
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)

    static let allEdges: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
}

/// A layer's delegate provides content and layout. Every method is optional: the defaults
/// do what Core Animation does when a delegate does not implement the method.
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
    /// Replaces the layer's own drawing. The default draws into a backing store through
    /// `CALayer.draw(in:)`.
    func display(_ layer: CALayer)
    /// Draws the layer's content. The default draws nothing.
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before `draw(_:in:)`.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers. The default does nothing.
    func layoutSublayers(of layer: CALayer)
    /// The action for `event` on `layer`: nil lets the layer search on (its `actions`, then
    /// its defaults), `NSNull()` stops the search with no action. The default returns nil.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    public func display(_ layer: CALayer) { layer.displayIntoBackingStore() }
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layerWillDraw(_ layer: CALayer) {}
    public func layoutSublayers(of layer: CALayer) {}
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}
