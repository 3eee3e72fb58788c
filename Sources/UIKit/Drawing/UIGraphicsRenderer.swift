import Foundation

/// The drawing actions of a renderer: a closure given the renderer's context.
public typealias UIGraphicsDrawingActions = (UIGraphicsRendererContext) -> Void

/// The base of graphics renderers (`UIGraphicsImageRenderer`, `UIGraphicsPDFRenderer`, and
/// an app's own).
///
/// A subclass makes its Core Graphics context in `context(with:)`, sets it up in
/// `prepare(_:with:)`, names its renderer-context class in `rendererContextClass()`, and draws
/// with `runDrawingActions(_:completionActions:)`, which ties them together: make the context,
/// make the renderer context, prepare, make it UIKit's current context, run the drawing
/// actions, then the completion actions (where the subclass reads the result).
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

    // MARK: Subclassing (UIGraphicsRendererSubclass.h)

    /// The class of the context `runDrawingActions` passes to the actions: a
    /// `UIGraphicsRendererContext` subclass.
    open class func rendererContextClass() -> AnyClass { UIGraphicsRendererContext.self }

    /// The Core Graphics context to draw `format` in. The base class makes none: a subclass
    /// overrides this.
    open class func context(with format: UIGraphicsRendererFormat) -> CGContext? { nil }

    /// Sets up `context` before the actions draw (a transform, a clip); the base class leaves
    /// it as made.
    open class func prepare(_ context: CGContext, with rendererContext: UIGraphicsRendererContext) {}

    /// Makes a context with `context(with:)`, wraps it in an instance of
    /// `rendererContextClass()`, prepares it, and runs `drawingActions` and then
    /// `completionActions` with it as UIKit's current context. Throws when no context can be
    /// made.
    open func runDrawingActions(_ drawingActions: (UIGraphicsRendererContext) -> Void,
                                completionActions: ((UIGraphicsRendererContext) -> Void)? = nil) throws {
        let rendererClass = type(of: self)
        guard let cgContext = rendererClass.context(with: format) else {
            throw NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileWriteUnknown.rawValue, userInfo: [
                NSLocalizedDescriptionKey: "\(rendererClass).context(with:) made no context for bounds \(format.bounds); override it to make one"])
        }
        let contextClass = rendererClass.rendererContextClass() as? UIGraphicsRendererContext.Type ?? UIGraphicsRendererContext.self
        let rendererContext = contextClass.init()
        rendererContext.attach(cgContext, format: format)
        rendererClass.prepare(cgContext, with: rendererContext)
        UIGraphicsPushContext(cgContext)
        defer { UIGraphicsPopContext() }
        drawingActions(rendererContext)
        completionActions?(rendererContext)
    }
}
