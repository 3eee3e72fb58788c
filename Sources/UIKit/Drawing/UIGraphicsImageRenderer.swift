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
    public let cgContext: CGContext
    public let format: UIGraphicsRendererFormat

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
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
    let imageScale: CGFloat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        imageScale = format.scale
        super.init(cgContext: cgContext, format: format)
    }

    /// An image of everything drawn so far.
    open var currentImage: UIImage {
        UIImage(cgImage: cgContext.makeImage()!, scale: imageScale, orientation: .up)
    }
}

/// The base of graphics renderers.
open class UIGraphicsRenderer: NSObject {
    public let format: UIGraphicsRendererFormat
    let bounds: CGRect

    /// A renderer drawing in `bounds` with a copy of `format`.
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        self.bounds = bounds
        let copy = format.copy() as! UIGraphicsRendererFormat
        copy.bounds = bounds
        self.format = copy
        super.init()
    }

    /// A renderer drawing in `bounds` with the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    open var allowsImageOutput: Bool { true }
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
        let context = render(actions)
        return UIImage(cgImage: context.makeImage()!, scale: imageFormat.scale, orientation: .up)
    }

    /// The drawing as PNG bytes.
    public func pngData(actions: DrawingActions) -> Data {
        render(actions).makeImage()?.pngData() ?? Data()
    }

    /// The drawing as JPEG bytes at `compressionQuality` (0 smallest, 1 best), on black where
    /// it is transparent, as JPEG has no alpha.
    public func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: DrawingActions) -> Data {
        guard let image = render(actions).makeImage() else { return Data() }
        return ImageCodec.jpegData(image, quality: compressionQuality) ?? Data()
    }

    private func render(_ actions: DrawingActions) -> CGContext {
        let format = imageFormat
        let context = ImageRendering.makeContext(size: bounds.size, scale: format.scale, opaque: format.opaque)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        actions(UIGraphicsImageRendererContext(cgContext: context, format: format))
        return context
    }
}
