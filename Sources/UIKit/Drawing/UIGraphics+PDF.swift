import Foundation

// The UIGraphics PDF functions: a PDF context on the context stack, pages begun one at a
// time, in UIKit's coordinates. Dictionary keys are `kCGPDFContext…` strings (or their
// values, "Title" …).

/// Begins a PDF context appending its document to `data`; `bounds` is the default page
/// (US Letter when empty).
public func UIGraphicsBeginPDFContextToData(_ data: NSMutableData, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?) {
    guard let consumer = CGDataConsumer(data: data) else { return }
    beginPDFContext(consumer, bounds, documentInfo)
}

/// Begins a PDF context writing the file at `path`; false when it cannot be created.
@discardableResult
public func UIGraphicsBeginPDFContextToFile(_ path: String, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?) -> Bool {
    guard let consumer = CGDataConsumer(url: URL(fileURLWithPath: path)) else { return false }
    return beginPDFContext(consumer, bounds, documentInfo)
}

@discardableResult
private func beginPDFContext(_ consumer: CGDataConsumer, _ bounds: CGRect, _ documentInfo: [AnyHashable: Any]?) -> Bool {
    var info: [String: Any] = [:]
    for (key, value) in documentInfo ?? [:] { if let key = key as? String { info[key] = value } }
    var mediaBox = PDFPages.mediaBox(for: bounds)
    guard let context = CGContext(consumer: consumer, mediaBox: &mediaBox, info) else { return false }
    GraphicsContextStack.push(context, pdfBounds: bounds)
    return true
}

/// Starts a page of the PDF context's default bounds.
public func UIGraphicsBeginPDFPage() {
    guard let bounds = GraphicsContextStack.top?.pdfBounds else { return }
    UIGraphicsBeginPDFPageWithInfo(bounds, nil)
}

/// Starts a page of `bounds`.
public func UIGraphicsBeginPDFPageWithInfo(_ bounds: CGRect, _ pageInfo: [AnyHashable: Any]?) {
    guard let entry = GraphicsContextStack.top, entry.pdfBounds != nil else { return }
    var info: [String: Any] = [:]
    for (key, value) in pageInfo ?? [:] { if let key = key as? String { info[key] = value } }
    PDFPages.begin(entry.context, bounds: bounds, pageInfo: info)
    GraphicsContextStack.entries.value[GraphicsContextStack.entries.value.count - 1].pdfPageBounds = bounds
}

/// Ends the PDF context: the document is complete. Ignored when the current context is not one.
public func UIGraphicsEndPDFContext() {
    guard let entry = GraphicsContextStack.top, entry.pdfBounds != nil else { return }
    entry.context.closePDF()
    GraphicsContextStack.pop()
}

/// The current page's bounds in the PDF context (the default bounds before the first page);
/// `.zero` when the current context is not one.
public func UIGraphicsGetPDFContextBounds() -> CGRect {
    guard let entry = GraphicsContextStack.top else { return .zero }
    return entry.pdfPageBounds ?? entry.pdfBounds ?? .zero
}

/// Makes `rect` on the current PDF page a link to `url`; nothing outside a PDF context.
public func UIGraphicsSetPDFContextURLForRect(_ url: URL, _ rect: CGRect) {
    guard GraphicsContextStack.top?.pdfBounds != nil else { return }
    UIGraphicsGetCurrentContext()?.setURL(url, for: rect)
}

/// Names `point` on the current PDF page as a destination for links.
public func UIGraphicsAddPDFContextDestinationAtPoint(_ name: String, _ point: CGPoint) {
    guard GraphicsContextStack.top?.pdfBounds != nil else { return }
    UIGraphicsGetCurrentContext()?.addDestination(name, at: point)
}

/// Makes `rect` on the current PDF page a link to the destination called `name`.
public func UIGraphicsSetPDFContextDestinationForRect(_ name: String, _ rect: CGRect) {
    guard GraphicsContextStack.top?.pdfBounds != nil else { return }
    UIGraphicsGetCurrentContext()?.setDestination(name, for: rect)
}
