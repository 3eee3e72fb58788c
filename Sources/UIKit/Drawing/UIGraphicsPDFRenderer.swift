import Foundation

/// How a PDF renderer's document is made: its information dictionary.
open class UIGraphicsPDFRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    /// The document's title, author, subject, keywords and creator, under
    /// `kCGPDFContextTitle` … (the keys' string values, "Title" …, work too).
    open var documentInfo: [String: Any] = [:]

    /// A format with an empty information dictionary.
    public required init() {
        super.init()
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! UIGraphicsPDFRendererFormat
        copy.documentInfo = documentInfo
        return copy
    }
}

/// A PDF renderer's context: starts pages.
open class UIGraphicsPDFRendererContext: UIGraphicsRendererContext {
    private var pageBounds: CGRect?
    /// The bounds of the current page (the renderer's until `beginPage(withBounds:pageInfo:)`).
    open var pdfContextBounds: CGRect { pageBounds ?? format.bounds }

    public required init() {
        super.init()
    }

    /// Starts a page of the renderer's bounds (ending the open one).
    open func beginPage() {
        beginPage(withBounds: format.bounds, pageInfo: [:])
    }

    /// Starts a page of `bounds` (ending the open one); `pageInfo` is the page's dictionary.
    open func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {
        pageBounds = bounds
        PDFPages.begin(cgContext, bounds: bounds, pageInfo: pageInfo)
    }

    // MARK: Links and destinations

    /// Makes `rect` on the current page (in its UIKit coordinates) a link to `url`.
    open func setURL(_ url: URL, for rect: CGRect) {
        cgContext.setURL(url, for: rect)
    }

    /// Names `point` on the current page as a place links can lead to, on any page.
    open func addDestination(withName name: String, at point: CGPoint) {
        cgContext.addDestination(name, at: point)
    }

    /// Makes `rect` on the current page a link to the destination called `name` (added
    /// before or after, on any page).
    open func setDestination(withName name: String, for rect: CGRect) {
        cgContext.setDestination(name, for: rect)
    }
}

/// Draws PDF documents in UIKit's coordinates: points, origin at the top-left of each page.
/// Call `beginPage()` in the actions before drawing on a page.
open class UIGraphicsPDFRenderer: UIGraphicsRenderer {
    public typealias DrawingActions = (UIGraphicsPDFRendererContext) -> Void

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat) {
        super.init(bounds: bounds, format: format)
    }

    /// The document's bytes.
    open func pdfData(actions: DrawingActions) -> Data {
        let data = NSMutableData()
        guard let consumer = CGDataConsumer(data: data) else { return Data() }
        render(to: consumer, actions: actions)
        return data as Data
    }

    /// Writes the document to `url`; throws when the file cannot be written.
    open func writePDF(to url: URL, withActions actions: DrawingActions) throws {
        guard let consumer = CGDataConsumer(url: url) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        render(to: consumer, actions: actions)
    }

    private func render(to consumer: CGDataConsumer, actions: DrawingActions) {
        let format = format as? UIGraphicsPDFRendererFormat ?? .default()
        var mediaBox = PDFPages.mediaBox(for: bounds)
        guard let context = CGContext(consumer: consumer, mediaBox: &mediaBox, format.documentInfo) else { return }
        UIGraphicsPushContext(context)
        let rendererContext = UIGraphicsPDFRendererContext()
        rendererContext.attach(context, format: format)
        actions(rendererContext)
        UIGraphicsPopContext()
        context.closePDF()
    }
}

/// Pages of UIKit's PDF contexts: each flipped into UIKit's coordinates.
enum PDFPages {
    /// A page's media box: `bounds`' size (an empty size falls back to US Letter, as UIKit's does).
    static func mediaBox(for bounds: CGRect) -> CGRect {
        let size = bounds.width > 0 && bounds.height > 0 && bounds.width.isFinite && bounds.height.isFinite
            ? bounds.size : CGSize(width: 612, height: 792)
        return CGRect(origin: .zero, size: size)
    }

    static func begin(_ context: CGContext, bounds: CGRect, pageInfo: [String: Any]?) {
        let box = mediaBox(for: bounds)
        var info = pageInfo ?? [:]
        info[kCGPDFContextMediaBox] = box
        context.beginPDFPage(info)
        context.translateBy(x: 0, y: box.height)
        context.scaleBy(x: 1, y: -1)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
    }
}
