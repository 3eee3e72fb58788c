import Foundation

/// Settings shared by graphics renderers. A renderer copies the format it is made with (so
/// one format can make several renderers) and sets the copy's `bounds` to its own.
open class UIGraphicsRendererFormat: NSObject, NSCopying, @unchecked Sendable {
    public required override init() {
        super.init()
    }

    /// A format for the main screen.
    open class func `default`() -> Self { self.init() }

    /// The most capable format for the main screen (the same as `default()` in Slate, which
    /// draws in 8-bit sRGB only).
    open class func preferred() -> Self { self.init() }

    /// The bounds a renderer draws in: those of the renderer whose `format` this is, else zero.
    open internal(set) var bounds: CGRect = .zero

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.bounds = bounds
        return copy
    }
}

/// How an image renderer's context is made: scale and opacity. (Slate renders 8-bit sRGB
/// only, so there is no `preferredRange`.)
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    /// Pixels per point. Defaults to the main screen's scale.
    open var scale: CGFloat = ScreenDefaults.mainScale
    /// An opaque renderer's image has no alpha; pixels left undrawn are black.
    open var opaque = false

    /// A format for the main screen: its scale, not opaque.
    public required init() {
        super.init()
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! UIGraphicsImageRendererFormat
        copy.scale = scale
        copy.opaque = opaque
        return copy
    }

    /// A format matching `traitCollection`'s display scale.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }
}

/// The drawing context a renderer passes to its actions.
open class UIGraphicsRendererContext: NSObject {
    private var attachedContext: CGContext?
    private var attachedFormat: UIGraphicsRendererFormat?

    /// A context for a renderer to attach its Core Graphics context to:
    /// `UIGraphicsRenderer.runDrawingActions` makes one of its `rendererContextClass()`.
    public required override init() {
        super.init()
    }

    func attach(_ cgContext: CGContext, format: UIGraphicsRendererFormat) {
        attachedContext = cgContext
        attachedFormat = format
    }

    /// The Core Graphics context the actions draw in. (A context no renderer attached one to
    /// draws in a one-pixel bitmap.)
    open var cgContext: CGContext {
        if let attachedContext { return attachedContext }
        let scratch = ImageRendering.makeContext(size: CGSize(width: 1, height: 1), scale: 1, opaque: false)
        attachedContext = scratch
        return scratch
    }

    /// The format of the renderer drawing.
    open var format: UIGraphicsRendererFormat {
        if let attachedFormat { return attachedFormat }
        let format = UIGraphicsRendererFormat()
        attachedFormat = format
        return format
    }

    open func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes a frame of the current line width just inside `rect`.
    open func stroke(_ rect: CGRect) {
        cgContext.stroke(rect.insetBy(dx: 0.5, dy: 0.5))
    }

    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        stroke(rect)
        cgContext.restoreGState()
    }

    open func clip(to rect: CGRect) {
        cgContext.clip(to: rect)
    }
}

/// An image renderer's context: also offers what has been drawn so far.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    var imageScale: CGFloat { (format as? UIGraphicsImageRendererFormat)?.scale ?? 1 }

    /// An image of everything drawn so far.
    open var currentImage: UIImage {
        UIImage(cgImage: cgContext.makeImage()!, scale: imageScale, orientation: .up)
    }
}

/// Draws images in UIKit's coordinates: points, origin at the top-left of `bounds`, at the
/// format's scale. The context is the current UIKit context while the actions run.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: UIGraphicsImageRendererFormat.default())
    }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    private var imageFormat: UIGraphicsImageRendererFormat {
        format as? UIGraphicsImageRendererFormat ?? .default()
    }

    public func image(actions: DrawingActions) -> UIImage {
        guard let image = render(actions) else { return UIImage() }
        return UIImage(cgImage: image, scale: imageFormat.scale, orientation: .up)
    }

    /// The drawing as PNG bytes.
    public func pngData(actions: DrawingActions) -> Data {
        render(actions)?.pngData() ?? Data()
    }

    /// The drawing as JPEG bytes at `compressionQuality` (0 smallest, 1 best), on black where
    /// it is transparent, as JPEG has no alpha.
    public func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: DrawingActions) -> Data {
        guard let image = render(actions) else { return Data() }
        return ImageCodec.jpegData(image, quality: compressionQuality) ?? Data()
    }

    // MARK: Subclassing (UIGraphicsRendererSubclass.h)

    open override class func rendererContextClass() -> AnyClass { UIGraphicsImageRendererContext.self }

    /// A bitmap of the format's bounds at its scale (opaque when it is).
    open override class func context(with format: UIGraphicsRendererFormat) -> CGContext? {
        let imageFormat = format as? UIGraphicsImageRendererFormat ?? .default()
        return ImageRendering.makeContext(size: format.bounds.size, scale: imageFormat.scale, opaque: imageFormat.opaque)
    }

    /// Moves the origin to the top-left of the format's bounds.
    open override class func prepare(_ context: CGContext, with rendererContext: UIGraphicsRendererContext) {
        context.translateBy(x: -rendererContext.format.bounds.minX, y: -rendererContext.format.bounds.minY)
    }

    /// Runs the actions through `runDrawingActions(_:completionActions:)`, so a subclass's
    /// context, preparation and context class take part; the image drawn.
    private func render(_ actions: DrawingActions) -> CGImage? {
        var image: CGImage?
        do {
            try runDrawingActions({ context in
                if let context = context as? UIGraphicsImageRendererContext { actions(context) }
            }, completionActions: { context in
                image = context.cgContext.makeImage()
            })
        } catch {
            // A subclass whose context(with:) made nothing: no image (UIKit's is empty too).
        }
        return image
    }
}
