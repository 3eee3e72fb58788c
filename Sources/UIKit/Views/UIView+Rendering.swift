import Foundation

/// Drawing. A view has a backing store only if it draws: the first time a view of a class
/// reaches `UIView.draw(_:)`'s empty default without painting, Slate remembers that the class
/// does not draw, and later automatic displays of its views allocate nothing. An explicit
/// `setNeedsDisplay()` always draws.
extension UIView {
    private static var classesThatDoNotDraw = Set<ObjectIdentifier>()

    func requestDisplay(in rect: CGRect?) {
        explicitDisplayRequested = true
        if let rect { layer.setNeedsDisplay(rect) } else { layer.setNeedsDisplay() }
    }

    /// Whether `draw(_:)` starts from a cleared (transparent) backing store, the default. Set
    /// it false to draw over what the view drew before — a view that adds strokes to a canvas —
    /// where UIKit leaves the store's pixels undefined: Slate keeps them while the view's size
    /// and scale stay the same.
    public var clearsContextBeforeDrawing: Bool {
        get { !renderingFlags.contains(.keepsContentsWhenDrawing) }
        set {
            if newValue { renderingFlags.remove(.keepsContentsWhenDrawing) } else { renderingFlags.insert(.keepsContentsWhenDrawing) }
        }
    }

    var explicitDisplayRequested: Bool {
        get { renderingFlags.contains(.explicitDisplay) }
        set { if newValue { renderingFlags.insert(.explicitDisplay) } else { renderingFlags.remove(.explicitDisplay) } }
    }

    func displayLayer() {
        if managesLayerContents { return }
        let kind = ObjectIdentifier(type(of: self))
        let explicit = explicitDisplayRequested
        explicitDisplayRequested = false
        if Self.classesThatDoNotDraw.contains(kind) && !explicit {
            if layer.contents != nil { layer.contents = nil }
            return
        }
        RenderingBookkeeping.defaultDrawReached = false
        layer.displayIntoBackingStore(clearing: clearsContextBeforeDrawing)
        if RenderingBookkeeping.defaultDrawReached && layer.contents == nil {
            Self.classesThatDoNotDraw.insert(kind)
        }
    }

    /// Draws through `draw(_:)` with the context current and the view's traits current.
    func drawLayer(in context: CGContext) {
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        let rect = context.boundingBoxOfClipPath.intersection(bounds)
        traitCollection.performAsCurrent {
            draw(rect.isNull ? bounds : rect)
        }
    }

    /// The layer's gravity for the content mode. Vertical names swap because a layer's
    /// gravity follows its y-axis, which points down in UIKit.
    func applyContentMode() {
        let gravity: CALayerContentsGravity
        switch contentMode {
        case .scaleToFill, .redraw: gravity = .resize
        case .scaleAspectFit: gravity = .resizeAspect
        case .scaleAspectFill: gravity = .resizeAspectFill
        case .center: gravity = .center
        case .top: gravity = .bottom
        case .bottom: gravity = .top
        case .left: gravity = .left
        case .right: gravity = .right
        case .topLeft: gravity = .bottomLeft
        case .topRight: gravity = .bottomRight
        case .bottomLeft: gravity = .topLeft
        case .bottomRight: gravity = .topRight
        }
        layer.contentsGravity = gravity
        layer.needsDisplayOnBoundsChange = contentMode == .redraw
    }

    /// Resolves the background color against the view's traits.
    func applyBackgroundColor() {
        layer.backgroundColor = storedBackgroundColor?.resolvedColor(with: traitCollection).cgColor
    }
}

/// Per-view booleans kept compactly.
struct RenderingFlags: OptionSet {
    let rawValue: UInt8
    static let explicitDisplay = RenderingFlags(rawValue: 1 << 0)
    /// `clearsContextBeforeDrawing` is false.
    static let keepsContentsWhenDrawing = RenderingFlags(rawValue: 1 << 1)
}
